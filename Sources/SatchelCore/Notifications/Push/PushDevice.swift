import Fluent
import Foundation

/// Where a user's notifications can be pushed: a browser's Web Push subscription, or the iOS
/// app on one phone (an APNs device token).
public final class PushDevice: Model, @unchecked Sendable {
    public static let schema = "push_devices"

    public enum Kind: String, Codable, Sendable { case webPush = "webpush", apns }

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "user_id") public var user: User
    /// The session that registered it: signing that session out (or its expiry) stops the
    /// pushes too, so the next person on a shared computer never sees them.
    @OptionalField(key: "token_id") public var tokenID: UUID?
    // data
    @Enum(key: "kind") public var kind: Kind
    /// The push service's URL (Web Push) or the device token in hex (APNs). Unique: the same
    /// browser subscribing again replaces its row.
    @Field(key: "address") public var address: String
    /// Web Push: the browser's P-256 public key and authentication secret (base64url).
    @OptionalField(key: "p256dh") public var p256dh: String?
    @OptionalField(key: "auth") public var auth: String?
    /// What the user sees in the device list ("Firefox on Android", "Ada's iPhone").
    @Field(key: "name") public var name: String
    @Field(key: "created_at") public var createdAt: Date
    @OptionalField(key: "last_delivered_at") public var lastDeliveredAt: Date?

    public init() {}

    public init(user: UUID, token: UUID?, kind: Kind, address: String, p256dh: String?, auth: String?, name: String, createdAt: Date) {
        self.$user.id = user
        self.tokenID = token
        self.kind = kind
        self.address = address
        self.p256dh = p256dh
        self.auth = auth
        self.name = name
        self.createdAt = createdAt
    }
}

/// Secrets the server makes for itself once and every instance shares (the VAPID key).
public final class ServerSecret: Model, @unchecked Sendable {
    public static let schema = "server_secrets"

    @ID(custom: "name", generatedBy: .user) public var id: String?
    @Field(key: "value") public var value: String
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(name: String, value: String, createdAt: Date) {
        self.id = name
        self.value = value
        self.createdAt = createdAt
    }

    /// The secret called `name`, made by `make` the first time; when two instances make it at
    /// once, both end up with the one stored first.
    public static func value(_ name: String, on db: any Database, now: Date, make: () -> String) async throws -> String {
        if let stored = try await ServerSecret.find(name, on: db) { return stored.value }
        do {
            try await ServerSecret(name: name, value: make(), createdAt: now).create(on: db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // Another instance was first.
        }
        guard let stored = try await ServerSecret.find(name, on: db) else { throw AppError(.serverError, "internal") }
        return stored.value
    }
}
