import Vapor

extension Request {
    private struct ParsedCookiesKey: StorageKey { typealias Value = HTTPCookies }

    /// The request's cookies, parsed once: Vapor's `cookies` parses the Cookie header on every
    /// call, and a page asks for the session, the CSRF secret, the language and the time zone.
    public var parsedCookies: HTTPCookies {
        if let parsed = storage[ParsedCookiesKey.self] { return parsed }
        let parsed = cookies
        storage[ParsedCookiesKey.self] = parsed
        return parsed
    }
}
