import Fluent
import Foundation

/// A message waiting to be sent, or sent, or given up on: composed when it was queued, so a
/// retry sends the very same bytes (the same Message-ID, which lets a receiver drop a copy).
public final class MailOutboxItem: Model, @unchecked Sendable {
    public static let schema = "mail_outbox"

    public enum Status: String, Codable, Sendable {
        case pending, sent
        /// Refused for good (5xx), or temporary failures until `MailOutboxDispatcher.maxAttempts`.
        case failed
    }

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    /// Whom it is about, when anyone: their queued mail goes with their account.
    @OptionalParent(key: "user_id") public var user: User?
    // data
    /// What sort of mail it is ("test", …), for logs and diagnosis.
    @Field(key: "kind") public var kind: String
    @Field(key: "envelope_from") public var envelopeFrom: String
    @Field(key: "recipient") public var recipient: String
    @Field(key: "message_id") public var messageID: String
    /// The whole message as DATA carries it, before dot-stuffing.
    @Field(key: "message") public var message: String
    @Enum(key: "status") public var status: Status
    @Field(key: "attempts") public var attempts: Int
    @Field(key: "next_attempt_at") public var nextAttemptAt: Date
    @OptionalField(key: "last_error") public var lastError: String?
    @Field(key: "created_at") public var createdAt: Date
    @OptionalField(key: "sent_at") public var sentAt: Date?

    public init() {}

    public init(kind: String, user: UUID?, mail: RenderedMail, createdAt: Date) {
        self.kind = kind
        self.$user.id = user
        self.envelopeFrom = mail.envelopeFrom
        self.recipient = mail.recipients.joined(separator: ",")
        self.messageID = mail.messageID
        self.message = mail.data
        self.status = .pending
        self.attempts = 0
        self.nextAttemptAt = createdAt
        self.createdAt = createdAt
    }

    var rendered: RenderedMail {
        RenderedMail(messageID: messageID, envelopeFrom: envelopeFrom,
                     recipients: recipient.split(separator: ",").map(String.init), data: message)
    }
}
