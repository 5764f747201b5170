import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var sharing: SharingService { SharingService(context: self) }
}

/// Sharing lists with friends and circles, and the recipients' side: invitations to accept.
public struct SharingService: Sendable {
    let context: SatchelContext

    /// Shares with friends and with every friend in the owner's chosen circles. Each new
    /// recipient is notified and asked to accept.
    /// Sharing is the owner's change to the list: a new version of it when someone is added;
    /// refused (412, with the list as it is) if it moved on since the copy it was made from.
    public func share(_ listID: UUID, owner: UUID, _ request: ShareRequest, precondition: Precondition = .unconditional) async throws -> [ListShare] {
        let list = try await context.wishes.ownList(listID, owner: owner)
        try await context.wishes.check(precondition, list)
        var validator = Validator()
        let friends = Set(try await context.friends.friendIDs(of: owner))
        let userIDs = Set(request.userIds ?? [])
        validator.check(userIDs.allSatisfy(friends.contains), "userIds", "share.not_friends")
        var recipients = userIDs
        for circleID in Set(request.circleIds ?? []) {
            guard let circle = try await CircleRecord.find(circleID, on: context.db), circle.$owner.id == owner else {
                validator.add(FieldIssue(field: "circleIds", code: "share.unknown_circle"))
                continue
            }
            let members = try await CircleMember.query(on: context.db).filter(\.$circle.$id == circleID).all().map { $0.$member.id }
            recipients.formUnion(members.filter(friends.contains))
        }
        validator.check(!userIDs.isEmpty || !(request.circleIds ?? []).isEmpty, "userIds", "share.nobody")
        try validator.finish()
        let existing = Set(try await ListShareRecord.query(on: context.db).filter(\.$list.$id == listID).all().map { $0.$recipient.id })
        let added = recipients.subtracting(existing).subtracting([owner])
        if !added.isEmpty {
            let now = context.now
            try await context.wishes.versioned(list, precondition) { tx in
                for recipient in added { try await ListShareRecord(list: listID, recipient: recipient, createdAt: now).create(on: tx.db) }
            }
        }
        for recipient in added {
            try await context.notifications.notify(user: recipient, actor: owner, kind: WishNotification.listShared,
                                                params: ["list": list.name], link: WishesPath.friends.path)
        }
        ListCache.changed("wish_list_shares", listID, context: context)
        return try await context.wishes.renderLists([list], viewer: owner)[0].sharedWith ?? []
    }

    /// Taking someone off the list is a new version of it (refused like `share`).
    /// Returns the list's new version (unsharing is its owner's change of the list).
    @discardableResult
    public func unshare(_ listID: UUID, owner: UUID, recipient: UUID, precondition: Precondition = .unconditional) async throws -> Int {
        let list = try await context.wishes.ownList(listID, owner: owner)
        try await context.wishes.check(precondition, list)
        let removed = try await ListShareRecord.query(on: context.db)
            .filter(\.$list.$id == listID).filter(\.$recipient.$id == recipient).count()
        guard removed > 0 else { throw AppError.notFound("share") }
        try await context.wishes.versioned(list, precondition) { tx in
            try await ListShareRecord.query(on: tx.db).filter(\.$list.$id == listID).filter(\.$recipient.$id == recipient).delete()
        }
        ListCache.changed("wish_list_shares", listID, context: context)
        return list.version
    }

    /// Friends' lists shared with the viewer: accepted ones and invitations still open.
    public func friendsLists(viewer: UUID) async throws -> [WishList] {
        let shared = try await context.wishesStore.lists(sharedWith: viewer)
        let friends = Set(try await context.friends.friendIDs(of: viewer))
        return try await context.wishes.renderLists(data: shared.filter { friends.contains($0.ownerID) }, viewer: viewer)
            .sorted { ($0.status == "pending" ? 0 : 1, $0.owner.displayName, $0.name) < ($1.status == "pending" ? 0 : 1, $1.owner.displayName, $1.name) }
    }

    public func accept(_ listID: UUID, viewer: UUID) async throws {
        guard let share = try await ListShareRecord.query(on: context.db)
            .filter(\.$list.$id == listID).filter(\.$recipient.$id == viewer).first()
        else { throw AppError.notFound("list") }
        share.accepted = true
        try await share.update(on: context.db)
        ListCache.changed("wish_list_shares", listID, context: context)
    }

    /// An invitation link that, once used to sign up, also shares this list with the newcomer.
    /// Given an address (`email`), the link is also mailed there, naming the list.
    public func invitation(for listID: UUID, owner: ViewerUser, mailingTo email: String? = nil) async throws
        -> (InvitationRecord, url: String, mailQueued: Bool) {
        let list = try await context.wishes.ownList(listID, owner: owner.id)
        return try await context.friends.createInvitation(by: owner, mailingTo: email, payload: ListInvitation.payload(for: try list.requireID()),
                                                       next: WishesPath.list(try list.requireID()).path, listName: list.name)
    }
}

/// What an invitation carries to share a list on sign-up.
enum ListInvitation {
    static let prefix = "share-list:"

    static func payload(for list: UUID) -> String { prefix + list.uuidString }

    /// The landing page's sentence: which list signing up opens (nil once it is gone).
    static func describe(payload: String, inviter: UUID, context: SatchelContext, localizer: Localizer) async throws -> String? {
        guard payload.hasPrefix(prefix), let list = UUID(uuidString: String(payload.dropFirst(prefix.count))),
              let record = try? await context.wishes.ownList(list, owner: inviter)
        else { return nil }
        return localizer.t("invite.opens_list", ["list": record.name])
    }

    /// Runs when someone signs up through an invitation: shares the list, already accepted.
    static func accepted(payload: String, inviter: UUID, newUser: UUID, context: SatchelContext) async throws {
        guard payload.hasPrefix(prefix), let list = UUID(uuidString: String(payload.dropFirst(prefix.count))),
              let record = try await WishListRecord.find(list, on: context.db), record.$owner.id == inviter
        else { return }
        let share = ListShareRecord(list: list, recipient: newUser, createdAt: context.now)
        share.accepted = true
        try await share.create(on: context.db)
        ListCache.changed("wish_list_shares", list, context: context)
    }
}
