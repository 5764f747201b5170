import Fluent
import Foundation

/// A write request sent with an `Idempotency-Key`, and the answer it got, kept for a day so
/// a replay (an offline queue, a retry after a lost answer) gets the same answer and changes
/// nothing twice.
public final class IdempotencyRecord: Model, @unchecked Sendable {
    public static let schema = "idempotency_keys"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "user_id") public var userID: UUID
    // data
    @Field(key: "key") public var key: String
    /// SHA-256 of the method, path and body: the same key with another request is refused.
    @Field(key: "fingerprint") public var fingerprint: String
    /// Nil while the first request is still running.
    @OptionalField(key: "status") public var status: Int?
    @OptionalField(key: "content_type") public var contentType: String?
    @OptionalField(key: "body") public var body: Data?
    @Field(key: "created_at") public var createdAt: Date
    @Field(key: "expires_at") public var expiresAt: Date

    public init() {}
}
