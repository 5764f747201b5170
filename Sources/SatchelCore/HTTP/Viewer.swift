import Vapor

/// The signed-in user of a request and the session or token that proved it: plain rows, read
/// together (`AccountsStore.session`) and shared between requests by the read caches.
public struct Viewer: Sendable {
    public let user: ViewerUser
    public let token: SessionRow

    public var id: UUID { user.id }
}

extension Request {
    private struct ViewerKey: StorageKey { typealias Value = Viewer }
    private struct LocalizerKey: StorageKey { typealias Value = Localizer }

    public var viewer: Viewer? {
        get { storage[ViewerKey.self] }
        set { storage[ViewerKey.self] = newValue }
    }

    public func requireViewer() throws -> Viewer {
        guard let viewer else { throw AppError.signInRequired }
        return viewer
    }

    /// The reader's language: their setting, else a chosen cookie, else Accept-Language.
    public var localizer: Localizer {
        if let cached = storage[LocalizerKey.self] { return cached }
        let language = viewer?.user.language
            ?? parsedCookies[WebCookies.language].map(\.string).flatMap { Catalogue.languages.contains($0) ? $0 : nil }
            ?? Catalogue.negotiate(headers.first(name: .acceptLanguage))
        let localizer = Localizer(language: language, timeZone: timeZone)
        storage[LocalizerKey.self] = localizer
        return localizer
    }

    /// The reader's time zone: their setting, else the browser's (the `satchel_tz` cookie
    /// app.js keeps), else UTC.
    public var timeZone: TimeZone {
        TimeZones.named(viewer?.user.timeZone) ?? browserTimeZone ?? TimeZones.utc
    }

    /// The zone the browser says it is in, if it said one that exists.
    public var browserTimeZone: TimeZone? { TimeZones.named(browserTimeZoneName) }

    /// Its IANA name as the browser wrote it, the current name for an old one (Chromium says
    /// Asia/Calcutta), "UTC" kept (Foundation may call it "GMT").
    public var browserTimeZoneName: String? {
        TimeZones.canonicalName(parsedCookies[WebCookies.timeZone]?.string)
    }

    /// A name for a new session that its owner recognises in the device list: "Firefox on Android".
    public var clientName: String {
        DeviceName.describe(userAgent: headers.first(name: .userAgent) ?? "")
    }

    /// JSON and feeds for programs (the API, OPDS catalogues): problems instead of error pages,
    /// no form CSRF tokens (they authenticate with a header, not a cookie).
    public var isAPI: Bool { url.path.hasPrefix("/api/") || url.path.hasPrefix("/opds/") }
}

public enum WebCookies {
    public static let session = "satchel_session"
    public static let csrf = "satchel_csrf"
    public static let language = "satchel_lang"
    /// Set by app.js from the browser's `Intl` zone.
    public static let timeZone = "satchel_tz"
    /// The browser's key for the account it last signed in to (`DeviceKeys`).
    public static let device = "satchel_device"
}
