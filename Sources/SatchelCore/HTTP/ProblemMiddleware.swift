import Fluent
import SatchelAPI
import Vapor

/// Turns every error into what the client understands: RFC 9457 problem+json on the API,
/// an error page on the web. Vapor's own errors (no route, bad JSON, body too large) become
/// problems of the matching kind. Unexpected errors are logged and shown without details.
struct ProblemMiddleware: AsyncMiddleware {
    let webErrorPage: @Sendable (Request, AppError) async -> Response

    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: req)
        } catch {
            let appError = Self.appError(from: error, req: req)
            if req.isAPI || !(req.headers.accept.mediaTypes.contains(.html) || req.headers.accept.isEmpty) {
                if let answer = error as? any ProblemAnswer { return answer.response(for: req) }
                return Self.problemResponse(appError, req: req)
            }
            let res = await webErrorPage(req, appError)
            if let retry = appError.retryAfter { res.headers.replaceOrAdd(name: .retryAfter, value: "\(retry)") }
            if !appError.allow.isEmpty { res.headers.replaceOrAdd(name: .allow, value: appError.allow.joined(separator: ", ")) }
            return res
        }
    }

    static func problemResponse(_ error: AppError, req: Request) -> Response {
        let problem = error.problem(req.localizer)
        let res = Response(status: HTTPResponseStatus(statusCode: problem.status))
        res.headers.contentType = HTTPMediaType(type: "application", subType: "problem+json")
        if let retry = error.retryAfter { res.headers.replaceOrAdd(name: .retryAfter, value: "\(retry)") }
        if !error.allow.isEmpty { res.headers.replaceOrAdd(name: .allow, value: error.allow.joined(separator: ", ")) }
        if error == .signInRequired {
            // The Bearer challenge (RFC 6750 §3) marks "your Satchel token is missing or no
            // longer valid", so a client can tell it from other 401s (a library card's session).
            let presented = req.headers.bearerAuthorization != nil
            res.headers.replaceOrAdd(name: .wwwAuthenticate, value: presented ? #"Bearer realm="Satchel", error="invalid_token""# : #"Bearer realm="Satchel""#)
        }
        res.body = .init(data: (try? JSONEncoder.api.encode(problem)) ?? Data())
        return res
    }

    static func appError(from error: any Error, req: Request) -> AppError {
        switch error {
        case let e as AppError:
            return e
        case let e as any ProblemAnswer:
            return e.appError
        case let e as DecodingError:
            return decodingProblem(e)
        case let e as any DatabaseError where e.isConstraintFailure:
            // A concurrent request got there first (a unique or foreign key): the same answer
            // as when it came before, not a server error.
            req.logger.info("constraint race answered 409: \(String(describing: e))")
            return AppError(.conflict, "conflict.concurrent")
        case let e as any AbortError:
            switch e.status {
            // A method a known path does not take was answered before routing
            // (`MethodNotAllowedMiddleware`): what reaches here is an unknown path.
            case .notFound, .methodNotAllowed: return AppError(.notFound, "not_found.route")
            case .payloadTooLarge: return AppError(.payloadTooLarge, "body.too_large")
            case .unsupportedMediaType: return AppError(.unsupportedMediaType, "body.unsupported")
            case .unauthorized: return .signInRequired
            default:
                if e.status.code < 500 { return AppError(.badRequest, "body.invalid", ["reason": e.reason]) }
            }
        default:
            break
        }
        req.logger.report(error: error)
        return AppError(.serverError, "internal")
    }

    static func decodingProblem(_ error: DecodingError) -> AppError {
        func name(_ path: [any CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
                .replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case .keyNotFound(let key, let ctx):
            return AppError.invalid(name(ctx.codingPath + [key]), "field.required")
        case .typeMismatch(_, let ctx), .valueNotFound(_, let ctx):
            return ctx.codingPath.isEmpty ? AppError(.badRequest, "body.invalid_json")
                : AppError.invalid(name(ctx.codingPath), "field.type")
        case .dataCorrupted(let ctx):
            return ctx.codingPath.isEmpty ? AppError(.badRequest, "body.invalid_json")
                : AppError.invalid(name(ctx.codingPath), "field.type")
        @unknown default:
            return AppError(.badRequest, "body.invalid_json")
        }
    }
}

extension JSONEncoder {
    /// The API's JSON: ISO 8601 dates, stable key order.
    public static var api: JSONEncoder {
        let e = JSONEncoder()
        e.dateEncodingStrategy = .iso8601
        e.outputFormatting = [.sortedKeys]
        return e
    }
}

extension JSONDecoder {
    public static var api: JSONDecoder {
        let d = JSONDecoder()
        // RFC 3339 (`RFC3339`), and a bad date names its field: the built-in strategy reports an
        // empty coding path, which reads as "not JSON at all".
        d.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = RFC3339.date(text) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected an ISO 8601 date-time")
        }
        return d
    }
}
