import Vapor

/// Every state-changing web form must echo a secret the page gave it: the session's CSRF
/// token when signed in, else the value of the `satchel_csrf` cookie (sign-in, sign-up).
struct CSRFMiddleware: AsyncMiddleware {
    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        // Nothing answers this method here: routing says 404 or 405, which changes nothing.
        // A mail client's one-click unsubscribe carries no page's token: its signed link is the proof.
        // The share sheet posts a shared page with no token either: that route only fills in a form.
        guard !req.isAPI, req.method != .GET, req.method != .HEAD, !UnsubscribeWeb.isOneClick(req.url.path),
              req.url.path != ShareTarget.path,
              req.application.routeTable.answers(req.method, at: req.url.path)
        else {
            return try await next.respond(to: req)
        }
        // A large upload is streamed to a file, not collected here: `StreamedUpload` checks its
        // token (the form's first part) before it keeps anything.
        if req.application.streamedUploads.matches(req.url.path) { return try await next.respond(to: req) }
        let maxBody = req.application.satchel.settings.maxUploadBytes + 1024 * 1024
        _ = try await req.body.collect(max: maxBody).get()
        let sent = req.headers.first(name: "X-CSRF-Token") ?? (try? req.content.get(String.self, at: "_csrf"))
        guard let sent, !sent.isEmpty, sent == req.expectedCSRF else {
            throw AppError(.forbidden, "csrf.invalid")
        }
        return try await next.respond(to: req)
    }
}

extension Request {
    /// The CSRF secret forms on this page must carry.
    public var expectedCSRF: String? {
        viewer?.token.csrfToken ?? parsedCookies[WebCookies.csrf]?.string
    }
}
