import Vapor

/// While the instance has no account, every web page leads to `/setup` ("Create the
/// administrator"). The API, static files, health and metrics answer as always: apps and
/// monitoring must not be redirected, and the check costs nothing once an account exists.
struct FirstStartMiddleware: AsyncMiddleware {
    /// Paths that are not pages, or that the first visitor needs.
    static let exempt = ["/static/", "/media/", "/problems/", "/setup"]
    static let exemptExactly: Set<String> = ["/health", "/ready", "/metrics"]

    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard req.method == .GET || req.method == .HEAD, !req.isAPI, Self.isPage(req.url.path),
              try await !req.context.firstStart.hasAccounts()
        else { return try await next.respond(to: req) }
        return req.redirect(to: CorePath.setup.path)
    }

    /// A web page: not exempt, and not a file (`/sw.js`, `/robots.txt`, `/.well-known/…`).
    static func isPage(_ path: String) -> Bool {
        !exemptExactly.contains(path) && !exempt.contains { path.hasPrefix($0) }
            && !path.split(separator: "/").contains { $0.contains(".") }
    }
}
