import Foundation

/// Satchel's configuration, read from environment variables with safe defaults.
/// Secrets are never logged: `description` masks them.
public struct Settings: Sendable, CustomStringConvertible {
    public var hostname: String
    public var port: Int
    /// Where the SQLite file and media live.
    public var dataDirectory: String
    /// `postgres://…` switches from SQLite to PostgreSQL.
    public var databaseURL: String?
    /// `SATCHEL_PUBLIC_URL`: the address people reach Satchel at, without a trailing slash.
    /// Nil: links are built from what a trusted proxy says, else the listening address
    /// (`Request.publicURL`, `Application.publicURL`).
    public var publicURL: String? {
        didSet { if publicURL != Self.normalized(publicURL) { publicURL = Self.normalized(publicURL) } }
    }
    /// `SATCHEL_SECURE_COOKIES`; nil decides per request (`Request.isSecure`).
    public var secureCookies: Bool?
    public var bcryptCost: Int
    public var maxUploadBytes: Int
    /// `SATCHEL_TRUSTED_PROXIES`: the reverse proxies whose `Forwarded` / `X-Forwarded-*`
    /// headers count (for links, `Secure` cookies, the client address and `/metrics`).
    public var trustedProxies: [IPRange]
    /// Entries of `SATCHEL_TRUSTED_PROXIES` that are neither an address nor a range.
    public var invalidTrustedProxies: [String] = []
    /// Seconds hot reads (sessions, inbox pages) may be served from memory; 0 turns it off.
    public var readCacheSeconds: Int
    /// `databaseURL` when it names PostgreSQL.
    public var postgresURL: String? {
        databaseURL.flatMap { $0.hasPrefix("postgres://") || $0.hasPrefix("postgresql://") ? $0 : nil }
    }
    /// Every `SATCHEL_*` variable, for the modules' own settings (payment gateways…).
    public var environment: [String: String]

    /// OpenStreetMap's public tile service: the base map of a new install (its usage policy
    /// allows light use with attribution; docs/maps.md's privacy note says browsers fetch from it).
    public static let openStreetMapTiles = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"

    /// The raster tile server's URL template under maps when no tiles were imported
    /// (`satchel import tiles`): `SATCHEL_MAP_TILE_URL`, else OpenStreetMap's; `off` for none
    /// (maps are then drawn from data alone). A value that is not a template also means none.
    public var mapTileURL: String? {
        guard let url = environment["SATCHEL_MAP_TILE_URL"] else { return Self.openStreetMapTiles }
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), url.contains("{z}"), url.contains("{x}"), url.contains("{y}")
        else { return nil }
        return url
    }

    /// `SATCHEL_HSTS_MAX_AGE`: how many seconds browsers that reached Satchel over https keep to
    /// https only (`Strict-Transport-Security`); one year unless set, 0 turns the header off.
    public var strictTransportSecurityMaxAge: Int {
        environment["SATCHEL_HSTS_MAX_AGE"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { max($0, 0) } ?? 31_536_000
    }

    /// Who the raster tiles are from, shown on every map that uses them.
    public var mapTileAttribution: String {
        environment["SATCHEL_MAP_TILE_ATTRIBUTION"] ?? "© OpenStreetMap contributors"
    }

    /// The tile server's origin, which pages may load images from.
    public var mapTileOrigin: String? {
        guard let url = mapTileURL, let parsed = URL(string: url.replacingOccurrences(of: "{", with: "").replacingOccurrences(of: "}", with: "")),
              let scheme = parsed.scheme, let host = parsed.host
        else { return nil }
        return "\(scheme)://\(host)" + (parsed.port.map { ":\($0)" } ?? "")
    }

    public init(hostname: String = "127.0.0.1", port: Int = 8080, dataDirectory: String = "./data",
                databaseURL: String? = nil, publicURL: String? = nil, secureCookies: Bool? = nil,
                bcryptCost: Int = 12, maxUploadBytes: Int = 10 * 1024 * 1024, trustedProxies: [IPRange] = [],
                readCacheSeconds: Int = 10, environment: [String: String] = [:]) {
        self.hostname = hostname
        self.port = port
        self.dataDirectory = dataDirectory
        self.databaseURL = databaseURL
        self.publicURL = Self.normalized(publicURL)
        self.secureCookies = secureCookies
        self.bcryptCost = bcryptCost
        self.maxUploadBytes = maxUploadBytes
        self.trustedProxies = trustedProxies
        self.readCacheSeconds = readCacheSeconds
        self.environment = environment
    }

    /// Reads `SATCHEL_*` and `DATABASE_URL` from the environment.
    public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> Settings {
        func flag(_ key: String) -> Bool? {
            guard let v = env[key]?.lowercased() else { return nil }
            return ["1", "true", "yes", "on"].contains(v)
        }
        let host = env["SATCHEL_HOST"] ?? "127.0.0.1"
        let port = env["SATCHEL_PORT"].flatMap(Int.init) ?? 8080
        // SATCHEL_TRUST_PROXY=1 (older) trusts a proxy on this machine.
        let proxies = IPRange.list(env["SATCHEL_TRUSTED_PROXIES"] ?? "")
        var settings = Settings(
            hostname: host,
            port: port,
            dataDirectory: env["SATCHEL_DATA_DIR"] ?? "./data",
            databaseURL: env["DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 },
            publicURL: env["SATCHEL_PUBLIC_URL"],
            secureCookies: flag("SATCHEL_SECURE_COOKIES"),
            bcryptCost: env["SATCHEL_BCRYPT_COST"].flatMap(Int.init).map { min(max($0, 4), 31) } ?? 12,
            maxUploadBytes: (env["SATCHEL_MAX_UPLOAD_MB"].flatMap(Int.init) ?? 10) * 1024 * 1024,
            trustedProxies: proxies.ranges + (flag("SATCHEL_TRUST_PROXY") == true ? IPRange.loopback : []),
            readCacheSeconds: env["SATCHEL_READ_CACHE_SECONDS"].flatMap(Int.init).map { min(max($0, 0), 300) } ?? 10,
            environment: env.filter { $0.key.hasPrefix("SATCHEL_") }
        )
        settings.invalidTrustedProxies = proxies.invalid
        return settings
    }

    public var description: String {
        let db = databaseURL.map(Self.maskPassword) ?? "sqlite:\(dataDirectory)/satchel.sqlite"
        let proxies = trustedProxies.isEmpty ? "none" : trustedProxies.map(\.description).joined(separator: ",")
        return "host=\(hostname) port=\(port) data=\(dataDirectory) database=\(db) public=\(publicURL ?? "(listening address)") trustedProxies=\(proxies)"
    }

    /// Without surrounding spaces and trailing slashes; nil when empty.
    static func normalized(_ url: String?) -> String? {
        var url = url?.trimmingCharacters(in: .whitespaces)
        while url?.hasSuffix("/") == true { url?.removeLast() }
        return url?.isEmpty == false ? url : nil
    }

    /// `postgres://user:secret@host/db` → `postgres://user:***@host/db`.
    public static func maskPassword(_ url: String) -> String {
        guard var parts = URLComponents(string: url), parts.password != nil else { return url }
        parts.password = "***"
        return parts.string ?? "***"
    }
}
