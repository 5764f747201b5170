import Crypto
import Fluent
import Foundation
import Vapor

/// `Idempotency-Key` on the API's writes (POST, PUT, PATCH, DELETE) by a signed-in user: the
/// first request runs and its answer (below 500) is kept for 24 hours; the same key with the
/// same request gets that answer again (`Idempotency-Replayed: true`) without running twice;
/// the same key with a different request is 422; while the first is still running, 409 with
/// `Retry-After: 1`.
/// A request that fails (an error, or 5xx) keeps nothing, so it can be tried again.
struct IdempotencyMiddleware: AsyncMiddleware {
    static let header = "Idempotency-Key"
    static let lifetime: TimeInterval = 86_400
    static let maxBodyBytes = 16 << 20

    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard let key = req.headers.first(name: Self.header), req.isAPI, [.POST, .PUT, .PATCH, .DELETE].contains(req.method),
              let viewer = req.viewer,
              // A method or path nothing answers is a 404/405, whatever its key.
              req.application.routeTable.answers(req.method, at: req.url.path)
        else { return try await next.respond(to: req) }
        guard (1...200).contains(key.count), key.allSatisfy({ $0.isASCII && !$0.isWhitespace && !$0.isNewline }) else {
            throw AppError.invalid(Self.header, "idempotency.key_invalid")
        }
        let body = try await req.body.collect(max: Self.maxBodyBytes).get()
        var hasher = SHA256()
        hasher.update(data: Data((req.method.rawValue + " " + req.url.path + "\n").utf8))
        if let body { hasher.update(data: Data(body.readableBytesView)) }
        let fingerprint = hasher.finalize().map { String(format: "%02x", $0) }.joined()
        let context = req.context
        let now = context.now

        let record = IdempotencyRecord()
        record.userID = viewer.id
        record.key = key
        record.fingerprint = fingerprint
        record.createdAt = now
        record.expiresAt = now.addingTimeInterval(Self.lifetime)
        do {
            try await IdempotencyRecord.query(on: context.db).filter(\.$userID == viewer.id).filter(\.$expiresAt < now).delete()
            try await record.create(on: context.db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            guard let earlier = try await IdempotencyRecord.query(on: context.db).filter(\.$userID == viewer.id).filter(\.$key == key).first() else {
                throw AppError(.conflict, "idempotency.in_progress", retryAfter: 1)
            }
            guard earlier.fingerprint == fingerprint else { throw AppError.invalid(Self.header, "idempotency.key_reused") }
            guard let status = earlier.status else { throw AppError(.conflict, "idempotency.in_progress", retryAfter: 1) }
            let res = Response(status: HTTPResponseStatus(statusCode: status), body: .init(data: earlier.body ?? Data()))
            if let type = earlier.contentType { res.headers.replaceOrAdd(name: .contentType, value: type) }
            res.headers.replaceOrAdd(name: "Idempotency-Replayed", value: "true")
            return res
        }

        let res: Response
        do {
            res = try await next.respond(to: req)
        } catch {
            try? await record.delete(on: context.db)
            throw error
        }
        if res.status.code >= 500 {
            try? await record.delete(on: context.db)
        } else {
            record.status = Int(res.status.code)
            record.contentType = res.headers.first(name: .contentType)
            record.body = res.body.data ?? res.body.buffer.map { Data($0.readableBytesView) } ?? Data()
            try await record.update(on: context.db)
        }
        return res
    }
}
