import Fluent
import Foundation

/// A person's choice of one mail a day instead of one per notification, and the local day
/// (`yyyy-MM-dd` in their zone) the last digest went, so a day never gets two.
public final class MailDigestRecord: Model, @unchecked Sendable {
    public static let schema = "mail_digests"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "user_id") public var user: User
    // data
    @Field(key: "enabled") public var enabled: Bool
    @OptionalField(key: "last_sent_on") public var lastSentOn: String?

    public init() {}

    public init(user: UUID, enabled: Bool) {
        self.$user.id = user
        self.enabled = enabled
    }
}

/// A notification kept for the person's next digest, its text already in their language.
public final class MailDigestItem: Model, @unchecked Sendable {
    public static let schema = "mail_digest_items"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Parent(key: "user_id") public var user: User
    // data
    @Field(key: "kind") public var kind: String
    @Field(key: "text") public var text: String
    /// Absolute: where the notification opens.
    @OptionalField(key: "link") public var link: String?
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(user: UUID, kind: String, text: String, link: String?, createdAt: Date) {
        self.$user.id = user
        self.kind = kind
        self.text = text
        self.link = link
        self.createdAt = createdAt
    }
}
