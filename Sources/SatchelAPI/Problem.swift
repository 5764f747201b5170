import Foundation

/// An RFC 9457 problem details body, as every API error is sent.
public struct Problem: Codable, Sendable, Error, Equatable {
    /// A stable URI reference per kind of error, e.g. `/problems/validation`.
    public var type: String
    public var title: String
    public var status: Int
    public var detail: String?
    /// Validation problems name each field that failed.
    public var errors: [FieldProblem]?
    /// Seconds to wait before trying again (throttling), mirrored in `Retry-After`.
    public var retryAfter: Int?

    public init(type: String, title: String, status: Int, detail: String? = nil,
                errors: [FieldProblem]? = nil, retryAfter: Int? = nil) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.errors = errors
        self.retryAfter = retryAfter
    }
}

/// One field that failed validation: which, a stable code, and a human message.
public struct FieldProblem: Codable, Sendable, Equatable {
    public var field: String
    public var code: String
    public var message: String

    public init(field: String, code: String, message: String) {
        self.field = field
        self.code = code
        self.message = message
    }
}
