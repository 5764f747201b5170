import Vapor

/// Headers every response carries: no sniffing, no framing, a strict content policy for pages.
struct SecurityHeadersMiddleware: AsyncMiddleware {
    let contentSecurityPolicy: String
    /// Taken from the settings when the app is configured: a response that is still on its way
    /// out while the app shuts down must not need the app's services.
    let strictTransportSecurityMaxAge: Int

    /// `imageOrigin`: one more origin pages may load images and map tiles from (a tile server).
    /// Live maps fetch tiles (connect-src) and draw in a worker MapLibre starts from a blob.
    init(imageOrigin: String? = nil, strictTransportSecurityMaxAge: Int) {
        self.strictTransportSecurityMaxAge = strictTransportSecurityMaxAge
        let tiles = imageOrigin.map { " " + $0 } ?? ""
        contentSecurityPolicy = [
            "default-src 'self'", "img-src 'self' data: blob:" + tiles, "style-src 'self'",
            "script-src 'self'", "connect-src 'self'" + tiles, "worker-src 'self' blob:", "object-src 'none'", "base-uri 'none'",
            "frame-ancestors 'none'", "form-action 'self'",
        ].joined(separator: "; ")
    }

    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let res = try await next.respond(to: req)
        res.headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
        res.headers.replaceOrAdd(name: "Referrer-Policy", value: "same-origin")
        // A route may allow framing by Satchel itself (the reader's book frame); nothing else may.
        if res.headers.first(name: "X-Frame-Options") != "SAMEORIGIN" { res.headers.replaceOrAdd(name: "X-Frame-Options", value: "DENY") }
        // The raw header, not `contentType`: parsing it into a media type cost 15 % of a small read.
        // Only over https (a browser ignores it on plain http): an https public URL, or what a
        // trusted proxy says the client used.
        let maxAge = strictTransportSecurityMaxAge
        if maxAge > 0, req.isSecure {
            res.headers.replaceOrAdd(name: "Strict-Transport-Security", value: "max-age=\(maxAge)")
        }
        if let type = res.headers.first(name: .contentType), type.prefix(9).lowercased() == "text/html" {
            res.headers.replaceOrAdd(name: "Content-Security-Policy", value: contentSecurityPolicy)
            res.headers.replaceOrAdd(name: .cacheControl, value: "no-store")
        }
        return res
    }
}
