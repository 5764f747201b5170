import SatchelAPI
import Vapor

extension RoutesBuilder {
    /// Registers the handler for a typed API route at its template path.
    @discardableResult
    public func api<R: AsyncResponseEncodable>(
        _ route: any TypedRoute, body: HTTPBodyStreamStrategy = .collect,
        use handler: @escaping @Sendable (Request) async throws -> R
    ) -> Route {
        let components = route.template.split(separator: "/").map { part -> PathComponent in
            part.hasPrefix("{") ? .parameter(String(part.dropFirst().dropLast())) : .constant(String(part))
        }
        return on(HTTPMethod(rawValue: route.method.rawValue), components, body: body, use: handler)
    }

    /// The platform's routes, named as `.signUp`.
    @discardableResult
    public func api<R: AsyncResponseEncodable>(
        _ route: APIRoute, body: HTTPBodyStreamStrategy = .collect,
        use handler: @escaping @Sendable (Request) async throws -> R
    ) -> Route {
        api(route as any TypedRoute, body: body, use: handler)
    }
}

extension UUID {
    /// Stands in for a path parameter when naming a route to register it.
    public static let parameter = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
}

/// A JSON body with the API's date format and a status.
public struct JSONBody<Value: Encodable & Sendable>: AsyncResponseEncodable {
    public let value: Value
    public let status: HTTPStatus
    /// A single versioned thing's version, sent as its `ETag` (to its owner).
    public let version: Int?

    public init(_ value: Value, status: HTTPStatus = .ok, version: Int? = nil) {
        self.value = value
        self.status = status
        self.version = version
    }

    public func encodeResponse(for request: Request) async throws -> Response {
        let res = Response(status: status)
        res.headers.contentType = .json
        if let version { res.headers.setVersion(version) }
        res.body = .init(data: try JSONEncoder.api.encode(value))
        return res
    }
}

extension Request {
    /// The JSON body as `T`; a clear problem when it is missing, not JSON or of the wrong shape.
    public func decodeJSON<T: Decodable>(_ type: T.Type = T.self) throws -> T {
        guard headers.contentType?.subType == "json" || headers.contentType?.subType.hasSuffix("+json") == true else {
            throw AppError(.unsupportedMediaType, "body.expected_json")
        }
        guard let buffer = body.data, buffer.readableBytes > 0 else { throw AppError(.badRequest, "body.missing") }
        let data = Data(buffer.readableBytesView)
        if let operation = documentedOperation,
           let (field, max) = application.satchel.requestLimits.firstTooLong(operation: operation, body: data) {
            throw AppError.invalid(field, "field.too_long", ["max": "\(max)"])
        }
        return try JSONDecoder.api.decode(T.self, from: data)
    }

    /// A UUID path parameter; a malformed one means nothing is there.
    public func uuid(_ name: String, _ what: String) throws -> UUID {
        guard let id = parameters.get(name, as: UUID.self) else { throw AppError.notFound(what) }
        return id
    }

    /// `cursor` and `limit` query parameters.
    public func paging() throws -> (cursor: Cursor?, limit: Int) {
        (try Cursor.decode(try? query.get(String.self, at: "cursor")), try pageSize())
    }

    /// The `limit` query parameter: absent means the default; sent, it must be a whole number in range
    /// (an empty `limit=` is a mistake, not the default).
    public func pageSize() throws -> Int {
        guard let text = queryValue("limit") else { return try PageSize.resolve(nil) }
        guard let value = Int(text) else { throw AppError.invalid("limit", "limit.range", ["min": "1", "max": "100"]) }
        return try PageSize.resolve(value)
    }
}

/// A JSON response served from the read cache when present, else produced, encoded and kept.
/// `key` must contain the user's id (so a change to the user also stops work in flight).
public enum CachedJSON {
    public static func respond<Value: Encodable & Sendable>(
        _ req: Request, key: String, user: UUID, produce: @escaping @Sendable () async throws -> Value
    ) async throws -> Response {
        let body = try await req.application.satchel.caches.response(key, user: user, now: req.context.now) {
            try JSONEncoder.api.encode(try await produce())
        }
        let res = Response(status: .ok)
        res.headers.contentType = .json
        res.body = .init(data: body)
        return res
    }
}
