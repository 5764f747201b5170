import Fluent
import FluentSQL
import SQLKit
import Foundation
import NIOConcurrencyHelpers
import SatchelAPI

/// Finding people, friend requests, friendships and invitation links.
public struct FriendService: Sendable {
    let context: SatchelContext

    static let invitationLifetime: TimeInterval = 14 * 24 * 3600

    // MARK: people

    /// By exact email, or by the starts of the words of a name or username; the best matches first.
    public func search(viewer: ViewerUser, query: String) async throws -> [Person] {
        let q = UserText.clean(query)
        guard q.count >= 2 else {
            throw AppError.invalid("q", "search.too_short", ["min": "2"])
        }
        // As sent and in code points, as the API document counts.
        guard query.unicodeScalars.count <= 100 else { throw AppError.invalid("q", "search.too_long", ["max": "100"]) }
        let viewerID = viewer.id
        let lowered = q.lowercased()
        let ids = lowered.contains("@")
            ? try await context.friendsStore.userIDs(email: lowered, except: viewerID)
            : try await PeopleSearchWords.search(q, viewer: viewerID, limit: 20, on: context.db)
        // In the order found: the best matches first.
        let people = try await readPeople(ids: ids, viewer: viewerID)
        return ids.compactMap { people[$0] }
    }

    public func user(_ id: UUID) async throws -> User {
        guard let user = try await User.find(id, on: context.db) else { throw AppError.notFound("user") }
        return user
    }

    public func person(_ user: User, viewer: UUID) async throws -> Person {
        try await people([user], viewer: viewer)[0]
    }

    /// People as `viewer` sees them, with the relationship to each.
    public func people(_ users: [User], viewer: UUID) async throws -> [Person] {
        let keys = try users.map { Friendship.pairKey(try $0.requireID(), viewer) }
        let rows = keys.isEmpty ? [] : try await Friendship.query(on: context.db).filter(\.$pairKey ~~ keys).all()
        let byKey = Dictionary(rows.map { ($0.pairKey, $0) }, uniquingKeysWith: { a, _ in a })
        return try users.map { user in
            let id = try user.requireID()
            let link = byKey[Friendship.pairKey(id, viewer)].map { ($0.$requester.id, $0.status == .accepted) }
            return Self.person(user, relationship: Self.relationship(of: id, to: viewer, link: link))
        }
    }

    static func person(_ user: User, relationship: String) -> Person {
        Person(id: user.id ?? UUID(), username: user.username, displayName: user.displayName,
               photoURL: photoURL(user.photoID), relationship: relationship)
    }

    static func person(_ user: ViewerUser, relationship: String) -> Person {
        Person(id: user.id, username: user.username, displayName: user.displayName,
               photoURL: photoURL(user.photoID), relationship: relationship)
    }

    // MARK: friendships

    public func areFriends(_ a: UUID, _ b: UUID) async throws -> Bool {
        guard a != b else { return false }
        // A read request that has the friends of one of them (or will) asks no more.
        if context.memo != nil { return try await friendIDs(of: a).contains(b) }
        return try await Friendship.query(on: context.db)
            .filter(\.$pairKey == Friendship.pairKey(a, b))
            .filter(\.$status == .accepted)
            .count() > 0
    }

    public func friendIDs(of user: UUID) async throws -> [UUID] {
        // Only the other person's id: building a whole model per friendship (by reflection)
        // was a fifth of a friend's list's time for someone with hundreds of friends.
        let read = { try await context.friendsStore.friendIDs(of: user) }
        guard let memo = context.memo else { return try await read() }
        return try await memo.value("friendIDs:" + user.uuidString, read)
    }

    /// Friends, most recently added first.
    public func friends(of viewer: ViewerUser, cursor: Cursor?, limit: Int) async throws -> SatchelAPI.Page<Friend> {
        let id = viewer.id
        let rows = try await context.friendsStore.friends(of: id, after: cursor, limit: limit)
        let page = rows.prefix(limit)
        let memberships = try await context.circles.memberships(owner: id, members: page.map(\.personID))
        let items = page.map { Friend(person: $0.person, since: $0.since, circleIds: memberships[$0.personID] ?? []) }
        let next = rows.count > limit ? page.last.map { Cursor(date: $0.since, id: $0.id).encoded } : nil
        return SatchelAPI.Page(items: items, nextCursor: next)
    }

    /// The person a request names, by id or username.
    public func resolve(_ input: NewFriendRequest) async throws -> UUID {
        if let id = input.userId { return id }
        guard let name = input.username, !name.isEmpty else { throw AppError.invalid("userId", "friend.target_required") }
        guard let user = try await User.query(on: context.db)
            .filter(\.$username == AccountRules.normalizedUsername(name)).first()
        else { throw AppError.invalid("username", "friend.unknown_user") }
        return try user.requireID()
    }

    /// Sends a request; if the other person already asked, this accepts theirs instead.
    @discardableResult
    public func sendRequest(from sender: ViewerUser, to target: UUID) async throws -> (Friendship, FriendRequest?) {
        let senderID = sender.id
        guard target != senderID else { throw AppError.invalid("userId", "friend.self") }
        let other = try await user(target)
        if let existing = try await Friendship.query(on: context.db).filter(\.$pairKey == Friendship.pairKey(senderID, target)).first() {
            switch existing.status {
            case .accepted: throw AppError(.conflict, "friend.already")
            case .pending where existing.$requester.id == senderID: throw AppError(.conflict, "friend.already_requested")
            case .pending:
                return (try await accept(existing, by: sender), nil)
            }
        }
        let row = Friendship(requester: senderID, addressee: target, createdAt: context.now)
        do { try await row.create(on: context.db) } catch let error as any DatabaseError where error.isConstraintFailure {
            // The other person asked at the same moment.
            throw AppError(.conflict, "friend.already_requested")
        }
        try await context.notifications.notify(user: target, actor: senderID, kind: NotificationKind.friendRequest,
                                            link: CorePath.friends.path)
        let request = FriendRequest(id: try row.requireID(), from: Self.person(sender, relationship: "self"),
                                    to: Self.person(other, relationship: "requestSent"), createdAt: row.createdAt)
        return (row, request)
    }

    public func requests(of viewer: ViewerUser) async throws -> FriendRequests {
        let id = viewer.id
        let requests = try await context.friendsStore.pendingRequests(of: id).map { $0.request(viewer: id) }
        return FriendRequests(incoming: requests.filter { $0.to.id == id }, outgoing: requests.filter { $0.to.id != id })
    }

    func pendingRequest(_ id: UUID) async throws -> Friendship {
        guard let row = try await Friendship.find(id, on: context.db), row.status == .pending else {
            throw AppError.notFound("friend_request")
        }
        return row
    }

    /// Only the person asked can accept.
    public func accept(requestID: UUID, by user: ViewerUser) async throws -> Friendship {
        let row = try await pendingRequest(requestID)
        guard row.$addressee.id == user.id else { throw AppError.notFound("friend_request") }
        return try await accept(row, by: user)
    }

    func accept(_ row: Friendship, by user: ViewerUser) async throws -> Friendship {
        row.status = .accepted
        row.acceptedAt = context.now
        try await row.update(on: context.db)
        context.changed("friendships", .user(row.$requester.id))
        context.changed("friendships", .user(row.$addressee.id))
        try await context.notifications.notify(user: row.$requester.id, actor: user.id,
                                            kind: NotificationKind.friendAccepted, link: CorePath.friends.path)
        return row
    }

    public func decline(requestID: UUID, by user: ViewerUser) async throws {
        let row = try await pendingRequest(requestID)
        guard row.$addressee.id == user.id else { throw AppError.notFound("friend_request") }
        try await row.delete(on: context.db)
        context.changed("friendships", .user(row.$requester.id))
        context.changed("friendships", .user(row.$addressee.id))
    }

    public func cancel(requestID: UUID, by user: ViewerUser) async throws {
        let row = try await pendingRequest(requestID)
        guard row.$requester.id == user.id else { throw AppError.notFound("friend_request") }
        try await row.delete(on: context.db)
        context.changed("friendships", .user(row.$requester.id))
        context.changed("friendships", .user(row.$addressee.id))
    }

    /// Ends a friendship and takes each out of the other's circles.
    public func unfriend(_ user: ViewerUser, other: UUID) async throws {
        let id = user.id
        guard let row = try await Friendship.query(on: context.db)
            .filter(\.$pairKey == Friendship.pairKey(id, other)).filter(\.$status == .accepted).first()
        else { throw AppError.notFound("friend") }
        try await context.transaction { tx in
            try await row.delete(on: tx.db)
            try await tx.circles.removeMember(other, fromCirclesOf: id)
            try await tx.circles.removeMember(id, fromCirclesOf: other)
        }
        context.changed("friendships", .user(id))
        context.changed("friendships", .user(other))
    }

    // MARK: invitations

    public func createInvitation(by user: ViewerUser, payload: String? = nil, next: String? = nil) async throws -> (InvitationRecord, url: String) {
        let open = try await InvitationRecord.query(on: context.db)
            .filter(\.$inviter.$id == user.id)
            .filter(\.$acceptedAt == nil)
            .filter(\.$expiresAt > context.now)
            .count()
        guard open < 50 else { throw AppError(.conflict, "invitation.too_many", ["max": "50"]) }
        let secret = SecureToken.generate()
        let now = context.now
        let record = InvitationRecord(inviter: user.id, tokenHash: SecureToken.hash(secret),
                                      createdAt: now, expiresAt: now.addingTimeInterval(Self.invitationLifetime))
        record.payload = payload
        record.nextPath = next
        try await record.create(on: context.db)
        return (record, context.publicURL + CorePath.invite(token: secret).path)
    }

    /// An invitation link and, given an address (`email`), its mail queued in the same
    /// transaction, in the inviter's language (`listName` for an invitation to a list). A bad
    /// address, mail not set up or too many mails today refuse it before anything is made.
    public func createInvitation(by user: ViewerUser, mailingTo email: String?, payload: String? = nil, next: String? = nil,
                                 listName: String? = nil) async throws -> (InvitationRecord, url: String, mailQueued: Bool) {
        guard let email else {
            let (record, url) = try await createInvitation(by: user, payload: payload, next: next)
            return (record, url, false)
        }
        let address = try await context.invitationMail.check(email, inviter: user)
        return try await context.transaction { tx in
            let (record, url) = try await tx.friends.createInvitation(by: user, payload: payload, next: next)
            try await tx.invitationMail.enqueue(to: address, inviter: user, url: url, expiresAt: record.expiresAt, listName: listName)
            return (record, url, true)
        }
    }

    func invitations(of user: ViewerUser) async throws -> [InvitationRow] {
        try await context.friendsStore.invitations(of: user.id)
    }

    public func revokeInvitation(_ id: UUID, by user: ViewerUser) async throws {
        guard let record = try await InvitationRecord.query(on: context.db)
            .filter(\.$id == id).filter(\.$inviter.$id == user.id).first()
        else { throw AppError.notFound("invitation") }
        try await record.delete(on: context.db)
    }

    /// The invitation for a link's secret, if it can still be used.
    func openInvitation(token: String) async throws -> InvitationRow {
        guard let record = try await context.friendsStore.invitation(tokenHash: SecureToken.hash(token))
        else { throw AppError.invalid("invitation", "invitation.unknown") }
        guard record.acceptedAt == nil else { throw AppError.invalid("invitation", "invitation.used") }
        guard record.expiresAt > context.now else { throw AppError.invalid("invitation", "invitation.expired") }
        return record
    }

    /// Uses the invitation up and makes the newcomer the inviter's friend.
    func accept(_ invitation: InvitationRow, newUser: User) async throws {
        let userID = try newUser.requireID()
        let now = context.now
        // Only one sign-up can claim it, even when two race.
        let claimed = try await InvitationRecord.query(on: context.db)
            .filter(\.$id == invitation.id)
            .filter(\.$acceptedAt == nil)
            .count()
        guard claimed == 1 else { throw AppError.invalid("invitation", "invitation.used") }
        try await InvitationRecord.query(on: context.db)
            .filter(\.$id == invitation.id)
            .filter(\.$acceptedAt == nil)
            .set(\.$acceptedAt, to: now)
            .set(\.$acceptedBy.$id, to: userID)
            .update()
        let row = Friendship(requester: invitation.inviterID, addressee: userID, createdAt: now)
        row.status = .accepted
        row.acceptedAt = now
        try await row.create(on: context.db)
        context.changed("friendships", .user(invitation.inviterID))
        context.changed("friendships", .user(userID))
        if let payload = invitation.payload {
            try await context.services.invitationHooks.run(payload: payload, inviter: invitation.inviterID, newUser: userID, context: context)
        }
    }

    public static func status(of record: InvitationRecord, now: Date) -> String {
        status(acceptedAt: record.acceptedAt, expiresAt: record.expiresAt, now: now)
    }

    static func status(acceptedAt: Date?, expiresAt: Date, now: Date) -> String {
        acceptedAt != nil ? "accepted" : (expiresAt <= now ? "expired" : "open")
    }
}

extension FriendService {
    static func invitation(_ record: InvitationRecord, url: String?, now: Date) throws -> Invitation {
        Invitation(id: try record.requireID(), url: url, createdAt: record.createdAt, expiresAt: record.expiresAt,
                   status: status(of: record, now: now),
                   acceptedBy: (record.$acceptedBy.value ?? nil).map { person($0, relationship: "friend") })
    }

    static func invitation(_ row: InvitationRow, url: String?, now: Date) -> Invitation {
        Invitation(id: row.id, url: url, createdAt: row.createdAt, expiresAt: row.expiresAt,
                   status: status(acceptedAt: row.acceptedAt, expiresAt: row.expiresAt, now: now), acceptedBy: row.acceptedBy)
    }
}

/// Apps act on what an invitation carries when someone signs up through it.
public final class InvitationHooks: Sendable {
    public init() {}
    public typealias Hook = @Sendable (_ payload: String, _ inviter: UUID, _ newUser: UUID, _ context: SatchelContext) async throws -> Void
    private let hooks = NIOLockedValueBox<[Hook]>([])

    public func register(_ hook: @escaping Hook) { hooks.withLockedValue { $0.append(hook) } }

    func run(payload: String, inviter: UUID, newUser: UUID, context: SatchelContext) async throws {
        for hook in hooks.withLockedValue({ $0 }) { try await hook(payload, inviter, newUser, context) }
    }

    /// Says, in a sentence for the invitation's landing page, what else signing up through it
    /// does (an app's payload: "…and see their list “Birthday”"); nil when it is not the app's.
    public typealias Describer = @Sendable (_ payload: String, _ inviter: UUID, _ context: SatchelContext, _ localizer: Localizer) async throws -> String?
    private let describers = NIOLockedValueBox<[Describer]>([])

    public func registerDescriber(_ describer: @escaping Describer) { describers.withLockedValue { $0.append(describer) } }

    public func describe(payload: String, inviter: UUID, context: SatchelContext, localizer: Localizer) async throws -> String? {
        for describer in describers.withLockedValue({ $0 }) {
            if let sentence = try await describer(payload, inviter, context, localizer) { return sentence }
        }
        return nil
    }
}
