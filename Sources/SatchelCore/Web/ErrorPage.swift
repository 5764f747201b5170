import Vapor

/// What a browser sees when something fails outside a form: a page in the shell, or a
/// redirect to sign in.
enum ErrorPage: PageView {
    struct Model: Sendable {
        var title: String
        var detail: String?
        /// The page to go back to (a form whose body was refused), besides home.
        var back: String?
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.title }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        [
            element("h1", [], text(m.title)),
            element("p", [], text(m.detail ?? "")),
            element("p", [], (m.back.map { [element("a", [.href($0), .cls("button")], text(ctx.localizer.t("action.back_to_form"))), text(" ")] } ?? [])
                + [element("a", [.href(CorePath.home.path), .cls(m.back == nil ? "button" : "button link")], text(ctx.localizer.t("action.home")))]),
        ]
    }

    static func response(_ req: Request, _ error: AppError) async -> Response {
        if error.kind == .unauthorized, req.viewer == nil {
            return req.redirect(to: CorePath.signInThen(next: req.url.path).path)
        }
        let problem = error.problem(req.localizer)
        do {
            return try await req.page(Self.self, Model(title: problem.title, detail: problem.detail,
                                                              back: error.args["back"].map { LocalPath.safe($0, fallback: CorePath.home.path) }),
                                      status: HTTPStatus(statusCode: problem.status))
        } catch {
            return Response(status: HTTPStatus(statusCode: problem.status), body: .init(string: problem.title))
        }
    }
}
