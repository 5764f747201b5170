import Vapor

/// What a browser sees when something fails outside a form: a page in the shell, or a
/// redirect to sign in.
enum ErrorPage {
    static func response(_ req: Request, _ error: AppError) async -> Response {
        if error.kind == .unauthorized, req.viewer == nil {
            return req.redirect(to: "/sign-in?next=" + (req.url.path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "/"))
        }
        let localizer = req.localizer
        let problem = error.problem(localizer)
        do {
            return try await req.page(problem.title, tab: nil, status: HTTPStatus(statusCode: problem.status)) { _ in
                [
                    element("h1", [], text(problem.title)),
                    element("p", [], text(problem.detail ?? "")),
                    element("p", [], element("a", [.href("/"), .cls("button")], text(localizer.t("action.home")))),
                ]
            }
        } catch {
            return Response(status: HTTPStatus(statusCode: problem.status), body: .init(string: problem.title))
        }
    }
}
