import Vapor

/// A page as a model and a view: the handler (or a service) builds a plain model, and the view
/// only renders it, so a page can be built and tested without a request.
public protocol PageView {
    associatedtype Model: Sendable
    /// The tab the page belongs to (marked as current in the shell).
    static var tab: Tab? { get }
    /// The tab for this model, when it depends on what is shown (`tab` by default).
    static func tab(for model: Model) -> Tab?
    static func title(_ model: Model, _ localizer: Localizer) -> String
    static func view(_ model: Model, _ ctx: PageContext) -> [HTMLNode]
    /// Tags the page adds to the document's head (its own script, link previews); none by default.
    static func head(_ model: Model, _ localizer: Localizer) -> [HTMLNode]
}

extension PageView {
    public static func head(_ model: Model, _ localizer: Localizer) -> [HTMLNode] { [] }

    public static func tab(for model: Model) -> Tab? { tab }

    /// The view's HTML, without the shell (what snapshot tests compare).
    public static func html(_ model: Model, _ ctx: PageContext) -> String {
        view(model, ctx).map { $0.render() }.joined(separator: "\n")
    }
}

extension Request {
    /// Renders `page`'s view of `model` in the shell.
    public func page<Page: PageView>(_ page: Page.Type, _ model: Page.Model, status: HTTPStatus = .ok) async throws -> Response {
        try await self.page(Page.title(model, localizer), tab: Page.tab(for: model), status: status, head: Page.head(model, localizer)) { ctx in
            Page.view(model, ctx)
        }
    }
}

extension PageContext {
    /// A context outside any request (snapshot tests, previews): a fixed CSRF secret, no
    /// unread notifications.
    public static func detached(language: String = "en", timeZone: TimeZone = TimeZones.utc, viewer: Viewer? = nil,
                                path: String = "/", notice: String? = nil) -> PageContext {
        PageContext(localizer: Localizer(language: language, timeZone: timeZone), viewer: viewer, csrf: "csrf-token", unread: 0, path: path,
                    notice: notice, newCSRFCookie: nil, shell: ShellParts())
    }
}
