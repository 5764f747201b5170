import Vapor

/// Every response carries the request's id (`X-Request-Id`: the proxy's, or one Vapor made),
/// the same id every log line of the request carries as `request-id`, so a user's report or a
/// proxy log leads to the server's lines.
struct RequestIDMiddleware: AsyncMiddleware {
    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let res = try await next.respond(to: req)
        res.headers.replaceOrAdd(name: .xRequestId, value: req.id)
        return res
    }
}
