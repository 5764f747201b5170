import Foundation
import SatchelAPI

/// A friend as the friends list reads them: the friendship and the other person.
struct FriendRow: Sendable, Decodable {
    /// The friendship's.
    let id: UUID
    let acceptedAt: Date?
    let createdAt: Date
    let personID: UUID
    let username: String
    let displayName: String
    let photoID: UUID?

    enum CodingKeys: String, CodingKey {
        case id, acceptedAt = "accepted_at", createdAt = "created_at", personID = "person", username
        case displayName = "display_name", photoID = "photo_id"
    }

    /// Friends since it was accepted (a friendship made by an invitation was accepted at once).
    var since: Date { acceptedAt ?? createdAt }

    var person: Person {
        Person(id: personID, username: username, displayName: displayName, photoURL: FriendService.photoURL(photoID), relationship: "friend")
    }
}

/// A request not yet answered, with both people.
struct FriendRequestRow: Sendable, Decodable {
    let id: UUID
    let createdAt: Date
    let requesterID: UUID
    let requesterUsername: String
    let requesterName: String
    let requesterPhoto: UUID?
    let addresseeID: UUID
    let addresseeUsername: String
    let addresseeName: String
    let addresseePhoto: UUID?

    enum CodingKeys: String, CodingKey {
        case id, createdAt = "created_at"
        case requesterID = "requester_id", requesterUsername = "requester_username", requesterName = "requester_name"
        case requesterPhoto = "requester_photo"
        case addresseeID = "addressee_id", addresseeUsername = "addressee_username", addresseeName = "addressee_name"
        case addresseePhoto = "addressee_photo"
    }

    /// The request as `viewer` (one of the two) sees it.
    func request(viewer: UUID) -> FriendRequest {
        let isIncoming = addresseeID == viewer
        return FriendRequest(
            id: id,
            from: Person(id: requesterID, username: requesterUsername, displayName: requesterName,
                         photoURL: FriendService.photoURL(requesterPhoto), relationship: isIncoming ? "requestReceived" : "self"),
            to: Person(id: addresseeID, username: addresseeUsername, displayName: addresseeName,
                       photoURL: FriendService.photoURL(addresseePhoto), relationship: isIncoming ? "self" : "requestSent"),
            createdAt: createdAt)
    }
}

/// A person's display name.
struct NameRow: Sendable, Decodable {
    let id: UUID
    let displayName: String

    enum CodingKeys: String, CodingKey { case id, displayName = "display_name" }
}

/// A person with the friendship between them and the viewer, if there is one.
struct PersonRow: Sendable, Decodable {
    let id: UUID
    let username: String
    let displayName: String
    let photoID: UUID?
    /// Who asked, and the friendship's state: nil when there is no friendship.
    let requesterID: UUID?
    let status: String?

    enum CodingKeys: String, CodingKey {
        case id, username, displayName = "display_name", photoID = "photo_id", requesterID = "requester_id", status
    }

    func person(viewer: UUID) -> Person {
        let link = requesterID.map { ($0, status == Friendship.Status.accepted.rawValue) }
        return Person(id: id, username: username, displayName: displayName, photoURL: FriendService.photoURL(photoID),
                      relationship: FriendService.relationship(of: id, to: viewer, link: link))
    }
}
