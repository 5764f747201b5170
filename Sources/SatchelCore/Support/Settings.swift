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
    /// The address people reach Satchel at; used for invitation links.
    public var publicURL: String
    /// Session cookies carry `Secure` when Satchel is served over TLS.
    public var secureCookies: Bool
    public var bcryptCost: Int
    public var maxUploadBytes: Int
    /// Trust `X-Forwarded-For` for the client address (behind a reverse proxy).
    public var trustProxy: Bool
    /// Seconds hot reads (sessions, inbox pages) may be served from memory; 0 turns it off.
    public var readCacheSeconds: Int
    /// `databaseURL` when it names PostgreSQL.
    public var postgresURL: String? {
        databaseURL.flatMap { $0.hasPrefix("postgres://") || $0.hasPrefix("postgresql://") ? $0 : nil }
    }
    /// Every `SATCHEL_*` variable, for the modules' own settings (payment gateways…).
    public var environment: [String: String]

    /// A map tile server's URL template (`https://tile.example.org/{z}/{x}/{y}.png`) for an
    /// optional basemap under the maps Satchel draws; nil draws them from data alone.
    public var mapTileURL: String? {
        guard let url = environment["SATCHEL_MAP_TILE_URL"], url.hasPrefix("https://") || url.hasPrefix("http://"),
              url.contains("{z}"), url.contains("{x}"), url.contains("{y}")
        else { return nil }
        return url
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
                bcryptCost: Int = 12, maxUploadBytes: Int = 10 * 1024 * 1024, trustProxy: Bool = false,
                readCacheSeconds: Int = 10, environment: [String: String] = [:]) {
        self.hostname = hostname
        self.port = port
        self.dataDirectory = dataDirectory
        self.databaseURL = databaseURL
        let url = publicURL ?? "http://\(hostname):\(port)"
        self.publicURL = url.hasSuffix("/") ? String(url.dropLast()) : url
        self.secureCookies = secureCookies ?? url.lowercased().hasPrefix("https://")
        self.bcryptCost = bcryptCost
        self.maxUploadBytes = maxUploadBytes
        self.trustProxy = trustProxy
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
        return Settings(
            hostname: host,
            port: port,
            dataDirectory: env["SATCHEL_DATA_DIR"] ?? "./data",
            databaseURL: env["DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 },
            publicURL: env["SATCHEL_PUBLIC_URL"],
            secureCookies: flag("SATCHEL_SECURE_COOKIES"),
            bcryptCost: env["SATCHEL_BCRYPT_COST"].flatMap(Int.init).map { min(max($0, 4), 31) } ?? 12,
            maxUploadBytes: (env["SATCHEL_MAX_UPLOAD_MB"].flatMap(Int.init) ?? 10) * 1024 * 1024,
            trustProxy: flag("SATCHEL_TRUST_PROXY") ?? false,
            readCacheSeconds: env["SATCHEL_READ_CACHE_SECONDS"].flatMap(Int.init).map { min(max($0, 0), 300) } ?? 10,
            environment: env.filter { $0.key.hasPrefix("SATCHEL_") }
        )
    }

    public var description: String {
        let db = databaseURL.map(Self.maskPassword) ?? "sqlite:\(dataDirectory)/satchel.sqlite"
        return "host=\(hostname) port=\(port) data=\(dataDirectory) database=\(db) public=\(publicURL) secureCookies=\(secureCookies)"
    }

    /// `postgres://user:secret@host/db` → `postgres://user:***@host/db`.
    public static func maskPassword(_ url: String) -> String {
        guard var parts = URLComponents(string: url), parts.password != nil else { return url }
        parts.password = "***"
        return parts.string ?? "***"
    }
}
