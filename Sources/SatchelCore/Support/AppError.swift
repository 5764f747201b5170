import Foundation
import SatchelAPI

/// One field that failed, with a catalogue code (`error.<code>`) and its arguments.
public struct FieldIssue: Sendable, Equatable {
    public var field: String
    public var code: String
    public var args: [String: String]

    public init(field: String, code: String, args: [String: String] = [:]) {
        self.field = field
        self.code = code
        self.args = args
    }
}

/// Every failure a user can cause. Rendered as RFC 9457 problem+json by the API and as a
/// message (beside the field, for validation) by the web app; texts come from the catalogue.
public struct AppError: Error, Sendable, Equatable {
    public enum Kind: String, Sendable {
        case validation, unauthorized, forbidden, notFound = "not-found", conflict, gone,
             preconditionFailed = "precondition-failed", throttled, payloadTooLarge = "payload-too-large",
             unsupportedMediaType = "unsupported-media-type", badRequest = "bad-request",
             methodNotAllowed = "method-not-allowed", serverError = "server-error",
             /// The account exists but an administrator has not approved it yet.
             awaitingApproval = "awaiting-approval"

        public var status: Int {
            switch self {
            case .validation: return 422
            case .unauthorized: return 401
            case .forbidden: return 403
            case .notFound: return 404
            case .conflict: return 409
            case .gone: return 410
            case .preconditionFailed: return 412
            case .throttled: return 429
            case .payloadTooLarge: return 413
            case .unsupportedMediaType: return 415
            case .badRequest: return 400
            case .methodNotAllowed: return 405
            case .serverError: return 500
            case .awaitingApproval: return 403
            }
        }

        /// A stable URI reference per kind; `/problems/<kind>` describes it.
        public var typeURI: String { "/problems/" + rawValue }
    }

    public var kind: Kind
    /// Catalogue key (without `error.`) of the human detail.
    public var code: String
    public var args: [String: String]
    public var fields: [FieldIssue]
    public var retryAfter: Int?
    /// For `methodNotAllowed`: the methods the path does answer (the `Allow` header).
    public var allow: [String] = []

    public init(_ kind: Kind, _ code: String, _ args: [String: String] = [:],
                fields: [FieldIssue] = [], retryAfter: Int? = nil) {
        self.kind = kind
        self.code = code
        self.args = args
        self.fields = fields
        self.retryAfter = retryAfter
    }

    /// A single invalid field.
    public static func invalid(_ field: String, _ code: String, _ args: [String: String] = [:]) -> AppError {
        AppError(.validation, "validation", fields: [FieldIssue(field: field, code: code, args: args)])
    }

    public static func notFound(_ what: String) -> AppError { AppError(.notFound, "not_found.\(what)") }

    public static let signInRequired = AppError(.unauthorized, "sign_in_required")

    /// Field messages for a form, keyed by field name.
    public func message(for field: String, _ localizer: Localizer) -> String? {
        fields.first { $0.field == field }.map { localizer.t("error.\($0.code)", $0.args) }
    }

    public func problem(_ localizer: Localizer) -> Problem {
        Problem(
            type: kind.typeURI,
            title: localizer.t("problem.\(kind.rawValue)"),
            status: kind.status,
            detail: fields.isEmpty ? localizer.t("error.\(code)", args)
                : fields.map { localizer.t("error.\($0.code)", $0.args) }.joined(separator: " "),
            errors: fields.isEmpty ? nil : fields.map {
                FieldProblem(field: $0.field, code: $0.code, message: localizer.t("error.\($0.code)", $0.args))
            },
            retryAfter: retryAfter
        )
    }
}

/// Collects every field problem of a form before failing, so the user sees them all at once.
public struct Validator {
    public private(set) var issues: [FieldIssue] = []

    public init() {}

    public mutating func check(_ ok: Bool, _ field: String, _ code: String, _ args: [String: String] = [:]) {
        if !ok, !issues.contains(where: { $0.field == field }) {
            issues.append(FieldIssue(field: field, code: code, args: args))
        }
    }

    public mutating func add(_ issue: FieldIssue) {
        if !issues.contains(where: { $0.field == issue.field }) { issues.append(issue) }
    }

    public func finish() throws {
        if !issues.isEmpty { throw AppError(.validation, "validation", fields: issues) }
    }
}
