import Fluent
import Foundation

/// One item of a user's notification inbox. The text is rendered when read, in the reader's
/// language, from `kind` and `params`; the actor's name is looked up then, so a deleted
/// account shows as a former user.
public final class InboxNotification: Model, @unchecked Sendable {
    public static let schema = "notifications"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "user_id") public var user: User
    @OptionalParent(key: "actor_id") public var actor: User?
    // data
    @Field(key: "kind") public var kind: String
    /// JSON object of extra text arguments.
    @Field(key: "params") public var params: String
    @OptionalField(key: "link") public var link: String?
    @OptionalField(key: "read_at") public var readAt: Date?
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(user: UUID, actor: UUID?, kind: String, params: [String: String], link: String?, createdAt: Date) {
        self.$user.id = user
        self.$actor.id = actor
        self.kind = kind
        self.params = (try? String(data: JSONEncoder().encode(params), encoding: .utf8)) ?? "{}"
        self.link = link
        self.createdAt = createdAt
    }
}

public final class NotificationPreferenceRecord: Model, @unchecked Sendable {
    public static let schema = "notification_preferences"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "user_id") public var user: User
    // data
    @Field(key: "kind") public var kind: String
    @Field(key: "inbox") public var inbox: Bool
    @Field(key: "push") public var push: Bool
    /// Also mailed; nil: the kind's default (`NotificationKinds.mailDefault`).
    @OptionalField(key: "email") public var email: Bool?

    public init() {}

    public init(user: UUID, kind: String, inbox: Bool, push: Bool) {
        self.$user.id = user
        self.kind = kind
        self.inbox = inbox
        self.push = push
    }
}

/// A notification waiting to be pushed to the user's devices.
public final class PushOutboxItem: Model, @unchecked Sendable {
    public static let schema = "push_outbox"

    public enum Status: String, Codable, Sendable { case pending, sent, failed, undeliverable }

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "user_id") public var user: User
    @OptionalParent(key: "notification_id") public var notification: InboxNotification?
    // data
    @Field(key: "kind") public var kind: String
    @Field(key: "title") public var title: String
    @Field(key: "body") public var body: String
    @OptionalField(key: "link") public var link: String?
    @Enum(key: "status") public var status: Status
    @Field(key: "attempts") public var attempts: Int
    @Field(key: "next_attempt_at") public var nextAttemptAt: Date
    @OptionalField(key: "last_error") public var lastError: String?
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(user: UUID, notification: UUID?, kind: String, title: String, body: String,
                link: String?, createdAt: Date) {
        self.$user.id = user
        self.$notification.id = notification
        self.kind = kind
        self.title = title
        self.body = body
        self.link = link
        self.status = .pending
        self.attempts = 0
        self.nextAttemptAt = createdAt
        self.createdAt = createdAt
    }
}
