import Vapor

/// What a browser sees when something fails outside a form: a page in the shell, or a
/// redirect to sign in.
enum ErrorPage {
    static func response(_ req: Request, _ error: AppError) async -> Response {
        if error.kind == .unauthorized, req.viewer == nil {
            return req.redirect(to: "/sign-in?next=" + (req.url.path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "/"))
        }
        let l = req.localizer
        let problem = error.problem(l)
        do {
            return try await req.page(problem.title, tab: nil, status: HTTPStatus(statusCode: problem.status)) { _ in
                [
                    el("h1", [], text(problem.title)),
                    el("p", [], text(problem.detail ?? "")),
                    el("p", [], el("a", [.href("/"), .cls("button")], text(l.t("action.home")))),
                ]
            }
        } catch {
            return Response(status: HTTPStatus(statusCode: problem.status), body: .init(string: problem.title))
        }
    }
}
