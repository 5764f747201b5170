import Vapor

/// Finds the viewer from a bearer token (API) or the session cookie (web). On the API, a
/// cookie counts for reading only unless the request also carries the session's CSRF token,
/// so another site cannot make a signed-in browser change anything.
struct AuthenticationMiddleware: AsyncMiddleware {
    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if let bearer = req.headers.bearerAuthorization?.token {
            // An unknown or expired token means "not signed in": routes that need a viewer say so.
            req.viewer = try await req.context.accounts.viewer(secret: bearer, kind: .api)
        } else if let secret = req.parsedCookies[WebCookies.session]?.string,
                  let viewer = try await req.context.accounts.viewer(secret: secret, kind: .web) {
            let safe = req.method == .GET || req.method == .HEAD
            if !req.isAPI || safe || req.headers.first(name: "X-CSRF-Token") == viewer.token.csrfToken {
                req.viewer = viewer
            }
        }
        if let viewer = req.viewer { req.context.friends.keepViewer(viewer.user) }
        return try await next.respond(to: req)
    }
}
