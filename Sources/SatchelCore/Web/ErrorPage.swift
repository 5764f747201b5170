import Vapor

/// What a browser sees when something fails outside a form: a page in the shell, or a
/// redirect to sign in.
enum ErrorPage: PageView {
    struct Model: Sendable {
        var title: String
        var detail: String?
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.title }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        [
            element("h1", [], text(m.title)),
            element("p", [], text(m.detail ?? "")),
            element("p", [], element("a", [.href(CorePath.home.path), .cls("button")], text(ctx.localizer.t("action.home")))),
        ]
    }

    static func response(_ req: Request, _ error: AppError) async -> Response {
        if error.kind == .unauthorized, req.viewer == nil {
            return req.redirect(to: CorePath.signInThen(next: req.url.path).path)
        }
        let problem = error.problem(req.localizer)
        do {
            return try await req.page(Self.self, Model(title: problem.title, detail: problem.detail),
                                      status: HTTPStatus(statusCode: problem.status))
        } catch {
            return Response(status: HTTPStatus(statusCode: problem.status), body: .init(string: problem.title))
        }
    }
}
