import Vapor

/// Serves a signed-in person's GET from memory while nothing it read has been written since
/// (`ReadCaches.keep`): the first answer is made as usual while `TableWatch` notes every table
/// its statements read; later ones are the same bytes, until a committed write to one of those
/// tables, a change to the person, or `SATCHEL_READ_CACHE_SECONDS` (for what time alone changes:
/// "in 5 minutes"). Routes opt in through `AppRoutes.keptReads`.
struct KeptReadMiddleware: AsyncMiddleware {
    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        // A conditional or partial request is answered by the handler, as asked.
        guard req.method == .GET, let viewer = req.viewer,
              !req.headers.contains(name: .ifNoneMatch), !req.headers.contains(name: .ifModifiedSince),
              !req.headers.contains(name: .range)
        else { return try await next.respond(to: req) }
        let services = req.application.satchel
        let key = Self.key(req, viewer: viewer)
        // `Cache-Control: no-cache` asks for the answer made afresh (a hard reload); it is kept.
        let afresh = req.headers[.cacheControl].contains { $0.lowercased().contains("no-cache") }
        if !afresh, let kept = services.caches.kept(key, user: viewer.id, now: services.clock.now) {
            return Response(status: .ok, headers: kept.headers, body: .init(buffer: kept.body))
        }
        try await services.tableWatch.load(req.db.sql)
        let ticket = services.caches.ticket(user: viewer.id)
        let reads = TableReads()
        let res = try await TableReads.$current.withValue(reads) {
            // Its database is opened anew, inside the read, so every statement is noted.
            req.startReadingAfresh()
            return try await next.respond(to: req)
        }
        if res.status == .ok, !res.headers.contains(name: .setCookie), let body = res.body.buffer {
            services.caches.keep(key, KeptResponse(headers: res.headers, body: body), read: reads.tables,
                                 ticket: ticket, now: services.clock.now)
        }
        return res
    }

    /// Everything the answer may depend on besides the database: the person and session, the
    /// address asked for, the cookies (language, time zone), what the client accepts and where
    /// it reached the server from (absolute links behind a proxy).
    static func key(_ req: Request, viewer: Viewer) -> String {
        let h = req.headers
        return [viewer.id.uuidString, viewer.token.id.uuidString, req.url.string,
                h.first(name: .cookie) ?? "", h.first(name: .accept) ?? "", h.first(name: .acceptLanguage) ?? "",
                h.first(name: .host) ?? "", h.first(name: "X-Forwarded-Host") ?? "", h.first(name: "X-Forwarded-Proto") ?? "",
                h.first(name: .forwarded) ?? ""].joined(separator: "\u{1F}")
    }
}
