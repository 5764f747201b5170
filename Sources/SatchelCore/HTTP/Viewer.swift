import Vapor

/// The signed-in user of a request and the session or token that proved it.
public struct Viewer: Sendable {
    public let user: User
    public let token: AuthToken

    public var id: UUID { user.id! }
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
            ?? cookies[WebCookies.language].map(\.string).flatMap { Catalogue.languages.contains($0) ? $0 : nil }
            ?? Catalogue.negotiate(headers.first(name: .acceptLanguage))
        let l = Localizer(language: language)
        storage[LocalizerKey.self] = l
        return l
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
}
