import Foundation
import NIOCore
import Vapor
import VaporTesting

/// A browser-like client in process: keeps cookies and posts forms with the page's CSRF token.
public struct Browser {
    public init(t: TestContext, cookies: [String: String] = [:], language: String? = nil) {
        self.t = t
        self.cookies = cookies
        self.language = language
    }

    public let t: TestContext
    public var cookies: [String: String] = [:]
    public var language: String?

    public mutating func get(_ path: String, headers extra: HTTPHeaders = [:]) async throws -> TestingHTTPResponse {
        var h = headers()
        h.add(contentsOf: extra)
        let res = try await t.request(.GET, path, headers: h)
        keep(res)
        return res
    }

    /// Posts a form with the CSRF token of the page at `from`.
    public mutating func post(_ path: String, _ fields: [String: String], from page: String? = nil, csrf: Bool = true) async throws -> TestingHTTPResponse {
        var fields = fields
        if csrf {
            let form = try await get(page ?? path)
            fields["_csrf"] = Self.csrf(in: form.body.string)
        }
        var h = headers()
        h.contentType = .urlEncodedForm
        let body = fields.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
        let res = try await t.request(.POST, path, headers: h, body: ByteBuffer(string: body))
        keep(res)
        return res
    }

    /// Posts a form with a file as a browser does (multipart, the page's CSRF token first, the
    /// file last); `csrf: false` leaves the token out.
    public mutating func postFile(_ path: String, _ fields: [(String, String)], file: String, filename: String = "photo.jpg",
                                  type: String = "image/jpeg", bytes: [UInt8], from page: String? = nil,
                                  csrf: Bool = true) async throws -> TestingHTTPResponse {
        var parts = fields
        if csrf { parts.insert(("_csrf", Self.csrf(in: try await get(page ?? path).body.string)), at: 0) }
        let boundary = "satchel-test-boundary-7d1f"
        var body = ByteBuffer()
        for (name, value) in parts {
            body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
        }
        body.writeString("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file)\"; filename=\"\(filename)\"\r\n"
                         + "Content-Type: \(type)\r\n\r\n")
        body.writeBytes(bytes)
        body.writeString("\r\n--\(boundary)--\r\n")
        var h = headers()
        h.replaceOrAdd(name: .contentType, value: "multipart/form-data; boundary=\(boundary)")
        let res = try await t.request(.POST, path, headers: h, body: body)
        keep(res)
        return res
    }

    public func headers() -> HTTPHeaders {
        var h: HTTPHeaders = ["Accept": "text/html"]
        if !cookies.isEmpty { h.add(name: .cookie, value: cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")) }
        if let language { h.add(name: .acceptLanguage, value: language) }
        return h
    }

    public mutating func keep(_ res: TestingHTTPResponse) {
        for (name, cookie) in res.headers.setCookie?.all ?? [:] {
            if cookie.expires.map({ $0 < Date() }) ?? false || cookie.string.isEmpty { cookies[name] = nil } else { cookies[name] = cookie.string }
        }
    }

    /// The page's CSRF token: from a form's hidden field, else the `csrf-token` meta tag every
    /// signed-in page carries (as app.js reads it).
    public static func csrf(in html: String) -> String {
        for marker in [#"name="_csrf" value=""#, #"<meta name="csrf-token" content=""#] {
            if let range = html.range(of: marker) { return String(html[range.upperBound...].prefix { $0 != "\"" }) }
        }
        return ""
    }

    /// Signs up through the form. On an instance with no account yet (every page leads to
    /// `/setup`), someone else creates the administrator first, as on a real instance.
    public mutating func signUp(_ username: String, password: String = "correct horse battery") async throws -> TestingHTTPResponse {
        if try await !t.context.firstStart.hasAccounts() { try await t.createAdministrator() }
        return try await post("/sign-up", ["displayName": username.capitalized, "username": username,
                                    "email": "\(username)@example.org", "password": password])
    }
}
