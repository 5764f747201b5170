import Foundation

public struct NotificationItem: Codable, Sendable, Equatable {
    public var id: UUID
    /// A stable kind, e.g. `friend.request`, `friend.accepted`, `invitation.accepted`.
    public var kind: String
    /// The message in the reader's language.
    public var text: String
    /// Where the notification leads in the web app.
    public var link: String?
    public var actor: Person?
    public var read: Bool
    public var createdAt: Date

    public init(id: UUID, kind: String, text: String, link: String?, actor: Person?, read: Bool, createdAt: Date) {
        self.id = id
        self.kind = kind
        self.text = text
        self.link = link
        self.actor = actor
        self.read = read
        self.createdAt = createdAt
    }
}

/// Something the person can see changed (a poll they are in got a vote or closed): sent on the
/// live stream so an open page or app fetches it again. `path` is its web page.
public struct LiveChange: Codable, Sendable, Equatable {
    /// What changed: `eats.poll`.
    public var kind: String
    public var id: UUID
    public var path: String

    public init(kind: String, id: UUID, path: String) {
        self.kind = kind
        self.id = id
        self.path = path
    }
}

public struct UnreadCount: Codable, Sendable, Equatable {
    public var count: Int

    public init(count: Int) { self.count = count }
}

/// Whether a kind of notification lands in the inbox, whether it is pushed, and whether it is
/// mailed. `email` is optional so that older servers' answers still decode and older clients'
/// updates, which leave it out, keep the person's choice.
public struct NotificationPreference: Codable, Sendable, Equatable {
    public var kind: String
    public var inbox: Bool
    public var push: Bool
    public var email: Bool?

    public init(kind: String, inbox: Bool, push: Bool, email: Bool? = nil) {
        self.kind = kind
        self.inbox = inbox
        self.push = push
        self.email = email
    }
}

/// How notification mail comes: one mail a day (`digest`) instead of one per notification,
/// and whether this server can send mail at all.
public struct NotificationMailSettings: Codable, Sendable, Equatable {
    public var digest: Bool
    /// Read-only: false when the server has no mail server set up (nothing is mailed).
    public var mailConfigured: Bool?

    public init(digest: Bool, mailConfigured: Bool? = nil) {
        self.digest = digest
        self.mailConfigured = mailConfigured
    }
}
