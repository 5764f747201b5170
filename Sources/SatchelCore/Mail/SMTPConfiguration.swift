import Foundation

/// Where mail goes, from `SATCHEL_SMTP_URL`:
/// `smtp://user:pass@host:587` (STARTTLS, required), `smtps://host:465` (TLS from the start),
/// `smtp://host:25?tls=none` (a relay on this machine or network: no TLS). More query options:
/// `tls_ca=/path/to/ca.pem` trusts that certificate (a relay with its own CA or a self-signed
/// one), `tls_verify=none` skips verification altogether (tests only), `timeout=SECONDS` for the
/// connection and each reply (default 30).
public struct SMTPConfiguration: Sendable, Equatable {
    public enum Security: String, Sendable, Equatable {
        case startTLS, implicitTLS, none
    }

    public var host: String
    public var port: Int
    public var security: Security
    public var username: String?
    public var password: String?
    public var verifyCertificates = true
    public var trustRootsFile: String?
    public var timeoutSeconds: Int = 30

    public struct Invalid: Error, CustomStringConvertible, Equatable {
        public let message: String
        public var description: String { message }
    }

    public init(url text: String) throws {
        // The value is shown only when its password can be masked.
        let shown = URLComponents(string: text).map { _ in " (got \(Settings.maskPassword(text)))" } ?? ""
        func invalid(_ why: String) -> Invalid { Invalid(message: "SATCHEL_SMTP_URL: \(why)\(shown)") }
        guard let url = URLComponents(string: text.trimmingCharacters(in: .whitespaces)) else { throw invalid("not a URL") }
        switch url.scheme?.lowercased() {
        case "smtp": security = .startTLS
        case "smtps": security = .implicitTLS
        default: throw invalid("must start with smtp:// or smtps://")
        }
        guard let host = url.host, !host.isEmpty else { throw invalid("names no host") }
        self.host = host
        port = url.port ?? (security == .implicitTLS ? 465 : 587)
        guard (1...65535).contains(port) else { throw invalid("the port must be 1–65535") }
        username = url.user.flatMap { $0.isEmpty ? nil : $0 }
        password = url.password
        if username != nil, password == nil { throw invalid("a user needs a password (smtp://user:password@host)") }
        for item in url.queryItems ?? [] {
            switch (item.name, item.value ?? "") {
            case ("tls", "none") where security == .startTLS: security = .none
            case ("tls", "starttls") where security == .startTLS: break
            case ("tls_verify", "none"): verifyCertificates = false
            case ("tls_ca", let path) where !path.isEmpty:
                guard FileManager.default.isReadableFile(atPath: path) else { throw invalid("tls_ca cannot be read: \(path)") }
                trustRootsFile = path
            case ("timeout", let seconds):
                guard let seconds = Int(seconds), (1...600).contains(seconds) else { throw invalid("timeout must be 1–600 seconds") }
                timeoutSeconds = seconds
            default:
                throw invalid("unknown option \(item.name)=\(item.value ?? ""): use tls=none, tls_ca=PATH, tls_verify=none or timeout=SECONDS")
            }
        }
    }

    /// Safe to log: no password.
    public var summary: String {
        let scheme = security == .implicitTLS ? "smtps" : "smtp"
        let user = username.map { "\($0)@" } ?? ""
        return "\(scheme)://\(user)\(host):\(port)" + (security == .none ? " (no TLS)" : "")
    }
}

/// Mail is set up when both `SATCHEL_SMTP_URL` and `SATCHEL_MAIL_FROM` are.
public struct MailSettings: Sendable, Equatable {
    public var smtp: SMTPConfiguration
    public var from: MailAddress

    /// Nil when neither variable is set; an error a person can act on when only one is, or
    /// either cannot be read.
    public static func from(_ settings: Settings) throws -> MailSettings? {
        let url = settings.environment["SATCHEL_SMTP_URL"].flatMap { $0.isEmpty ? nil : $0 }
        let from = settings.environment["SATCHEL_MAIL_FROM"].flatMap { $0.isEmpty ? nil : $0 }
        switch (url, from) {
        case (nil, nil):
            return nil
        case (.some, nil):
            throw SMTPConfiguration.Invalid(message: "SATCHEL_SMTP_URL is set but SATCHEL_MAIL_FROM is not: give the sender, e.g. Satchel <satchel@example.org>")
        case (nil, .some):
            throw SMTPConfiguration.Invalid(message: "SATCHEL_MAIL_FROM is set but SATCHEL_SMTP_URL is not: give the mail server, e.g. smtp://user:password@mail.example.org:587")
        case let (.some(url), .some(from)):
            let sender: MailAddress
            do { sender = try MailAddress(parsing: from) } catch {
                throw SMTPConfiguration.Invalid(message: "SATCHEL_MAIL_FROM: \(error) — write it as Satchel <satchel@example.org>")
            }
            return MailSettings(smtp: try SMTPConfiguration(url: url), from: sender)
        }
    }
}
