import Foundation

/// Another person as others see them.
public struct Person: Codable, Sendable, Equatable {
    public var id: UUID
    public var username: String
    public var displayName: String
    public var photoURL: String?
    /// `none`, `friend`, `requestSent`, `requestReceived` or `self`.
    public var relationship: String

    public init(id: UUID, username: String, displayName: String, photoURL: String?, relationship: String) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.photoURL = photoURL
        self.relationship = relationship
    }
}

public struct Friend: Codable, Sendable, Equatable {
    public var person: Person
    public var since: Date
    /// The ids of the viewer's circles this friend is in.
    public var circleIds: [UUID]

    public init(person: Person, since: Date, circleIds: [UUID]) {
        self.person = person
        self.since = since
        self.circleIds = circleIds
    }
}

public struct FriendRequest: Codable, Sendable, Equatable {
    public var id: UUID
    public var from: Person
    public var to: Person
    public var createdAt: Date

    public init(id: UUID, from: Person, to: Person, createdAt: Date) {
        self.id = id
        self.from = from
        self.to = to
        self.createdAt = createdAt
    }
}

public struct FriendRequests: Codable, Sendable {
    public var incoming: [FriendRequest]
    public var outgoing: [FriendRequest]

    public init(incoming: [FriendRequest], outgoing: [FriendRequest]) {
        self.incoming = incoming
        self.outgoing = outgoing
    }
}

/// Send a friend request to a user, named by id or username.
public struct NewFriendRequest: Codable, Sendable {
    public var userId: UUID?
    public var username: String?

    public init(userId: UUID? = nil, username: String? = nil) {
        self.userId = userId
        self.username = username
    }
}

/// A single-use, expiring link that makes a newcomer the inviter's friend on sign-up.
public struct Invitation: Codable, Sendable, Equatable {
    public var id: UUID
    /// Present only in the response that created it: the server keeps only a hash.
    public var url: String?
    public var createdAt: Date
    public var expiresAt: Date
    /// `open`, `accepted` or `expired`.
    public var status: String
    public var acceptedBy: Person?
    /// Only in the answer that created it: whether the link was queued to be mailed (`email` given).
    public var mailQueued: Bool?

    public init(id: UUID, url: String?, createdAt: Date, expiresAt: Date, status: String, acceptedBy: Person?,
                mailQueued: Bool? = nil) {
        self.id = id
        self.url = url
        self.createdAt = createdAt
        self.expiresAt = expiresAt
        self.status = status
        self.acceptedBy = acceptedBy
        self.mailQueued = mailQueued
    }
}

/// What may come with a request for a new invitation link (friend or list): an address to
/// mail the link to, in the inviter's language. Without one, only the link is made.
public struct NewInvitation: Codable, Sendable {
    public var email: String?

    public init(email: String? = nil) {
        self.email = email
    }
}

public struct Circle: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String
    /// `#rrggbb`.
    public var color: String
    public var members: [Person]
    public var createdAt: Date
    /// One up with every change the owner makes to the circle (name, colour, members); its
    /// `ETag`, to send back as `If-Match` (nil only from a server older than versions).
    public var version: Int?

    public init(id: UUID, name: String, color: String, members: [Person], createdAt: Date, version: Int? = nil) {
        self.id = id
        self.name = name
        self.color = color
        self.members = members
        self.createdAt = createdAt
        self.version = version
    }
}

public struct CircleDraft: Codable, Sendable {
    public var name: String
    public var color: String?
    public var memberIds: [UUID]?

    public init(name: String, color: String? = nil, memberIds: [UUID]? = nil) {
        self.name = name
        self.color = color
        self.memberIds = memberIds
    }
}

public struct CircleUpdate: Codable, Sendable {
    public var name: String?
    public var color: String?

    public init(name: String? = nil, color: String? = nil) {
        self.name = name
        self.color = color
    }
}
