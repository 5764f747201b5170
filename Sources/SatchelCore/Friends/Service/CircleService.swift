import Fluent
import Foundation
import SatchelAPI

/// A user's circles of friends, and the one rule later apps use: can viewer V see object O.
public struct CircleService: Sendable {
    let context: SatchelContext

    static let palette = ["#2563eb", "#db2777", "#16a34a", "#ea580c", "#7c3aed", "#0891b2", "#ca8a04", "#dc2626"]
    static let nameLength = 1...40

    // MARK: visibility

    /// Whether `viewer` may see an object that `owner` shares with `audience`.
    public func canView(viewer: UUID?, owner: UUID, audience: Audience) async throws -> Bool {
        guard let viewer else { return false }
        if viewer == owner { return true }
        switch audience {
        case .everyone: return true
        case .onlyOwner: return false
        case .allFriends: return try await context.friends.areFriends(viewer, owner)
        case .circles(let ids):
            guard !ids.isEmpty, try await context.friends.areFriends(viewer, owner) else { return false }
            return try await !context.friendsStore.memberships(owner: owner, members: [viewer], among: Array(ids)).isEmpty
        }
    }

    /// The ids of `owner`'s circles that `viewer` is in.
    public func circleIDs(owner: UUID, containing viewer: UUID) async throws -> Set<UUID> {
        Set(try await context.friendsStore.memberships(owner: owner, members: [viewer]).map(\.circleID))
    }

    // MARK: circles

    public func list(owner: ViewerUser) async throws -> [SatchelAPI.Circle] {
        try await render(try await context.friendsStore.circles(owner: owner.id))
    }

    /// `owner`'s circle with its members, as pages and the API show it.
    public func show(_ id: UUID, owner: ViewerUser) async throws -> SatchelAPI.Circle {
        try await render([try await row(id, owner: owner)])[0]
    }

    /// `owner`'s circle alone (its name, for a question about it).
    func row(_ id: UUID, owner: ViewerUser) async throws -> CircleRow {
        guard let row = try await context.friendsStore.circle(id, owner: owner.id) else { throw AppError.notFound("circle") }
        return row
    }

    public func circle(_ id: UUID, owner: ViewerUser) async throws -> CircleRecord {
        guard let row = try await CircleRecord.query(on: context.db)
            .filter(\.$id == id).filter(\.$owner.$id == owner.id).first()
        else { throw AppError.notFound("circle") }
        return row
    }

    /// A circle just written, as a read shows it.
    public func render(_ records: [CircleRecord]) async throws -> [SatchelAPI.Circle] {
        try await render(try records.map(CircleRow.init))
    }

    func render(_ rows: [CircleRow]) async throws -> [SatchelAPI.Circle] {
        let members = Dictionary(grouping: try await context.friendsStore.circleMembers(circles: rows.map(\.id)), by: \.circleID)
        return rows.map { row in
            let people = (members[row.id] ?? []).map(\.person).sorted { $0.displayName.lowercased() < $1.displayName.lowercased() }
            return SatchelAPI.Circle(id: row.id, name: row.name, color: row.color, members: people, createdAt: row.createdAt,
                                     version: row.version)
        }
    }

    public func create(owner: ViewerUser, _ draft: CircleDraft) async throws -> CircleRecord {
        let ownerID = owner.id
        let name = UserText.clean(draft.name)
        var validator = Validator()
        validator.check(Self.nameLength.contains(name.count), "name", "circle.name_length", ["max": "\(Self.nameLength.upperBound)"])
        let color = try Self.color(draft.color, into: &validator) ?? Self.palette[name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF } % Self.palette.count]
        if !name.isEmpty, try await CircleRecord.query(on: context.db)
            .filter(\.$owner.$id == ownerID).filter(\.$nameKey == name.lowercased()).count() > 0 {
            validator.add(FieldIssue(field: "name", code: "circle.name_taken"))
        }
        let memberIDs = Array(Set(draft.memberIds ?? []))
        if !memberIDs.isEmpty {
            let friends = Set(try await context.friends.friendIDs(of: ownerID))
            validator.check(memberIDs.allSatisfy(friends.contains), "memberIds", "circle.members_not_friends")
        }
        try validator.finish()
        let now = context.now
        return try await context.transaction { tx in
            let row = CircleRecord(owner: ownerID, name: name, color: color, createdAt: now)
            try await uniqueWrite(or: .invalid("name", "circle.name_taken")) { try await row.create(on: tx.db) }
            for member in memberIDs {
                try await CircleMember(circle: try row.requireID(), member: member, addedAt: now).create(on: tx.db)
            }
            tx.changed("circles", .user(ownerID))
            return row
        }
    }

    /// Refused (412, with the circle as it is now) if it moved on since the copy the change was
    /// made from (`precondition`).
    public func update(_ id: UUID, owner: ViewerUser, _ update: CircleUpdate, precondition: Precondition = .unconditional) async throws -> CircleRecord {
        let row = try await circle(id, owner: owner)
        try await check(precondition, row, owner: owner)
        var validator = Validator()
        if let newName = update.name {
            let name = UserText.clean(newName)
            validator.check(Self.nameLength.contains(name.count), "name", "circle.name_length", ["max": "\(Self.nameLength.upperBound)"])
            if name.lowercased() != row.nameKey, try await CircleRecord.query(on: context.db)
                .filter(\.$owner.$id == owner.id).filter(\.$nameKey == name.lowercased()).count() > 0 {
                validator.add(FieldIssue(field: "name", code: "circle.name_taken"))
            }
            row.name = name
            row.nameKey = name.lowercased()
        }
        if let color = try Self.color(update.color, into: &validator) { row.color = color }
        try validator.finish()
        try await uniqueWrite(or: .invalid("name", "circle.name_taken")) {
            try await versioned(row, owner: owner, precondition) { tx in try await row.update(on: tx.db) }
        }
        context.changed("circles", .user(owner.id))
        return row
    }

    public func delete(_ id: UUID, owner: ViewerUser, precondition: Precondition = .unconditional) async throws {
        let row = try await circle(id, owner: owner)
        try await check(precondition, row, owner: owner)
        try await versioned(row, owner: owner, precondition) { tx in
            try await CircleMember.query(on: tx.db).filter(\.$circle.$id == row.requireID()).delete()
            try await row.delete(on: tx.db)
            tx.changed("circles", .user(owner.id))
        }
    }

    /// Only friends can be put in a circle.
    public func addMember(_ member: UUID, to id: UUID, owner: ViewerUser) async throws {
        let row = try await circle(id, owner: owner)
        guard try await context.friends.areFriends(owner.id, member) else {
            throw AppError.invalid("userId", "circle.member_not_friend")
        }
        let exists = try await CircleMember.query(on: context.db)
            .filter(\.$circle.$id == row.requireID()).filter(\.$member.$id == member).count() > 0
        // Already a member: still a new version. Every change the owner makes is one, even one
        // that changes nothing, so a client can prove no one else wrote in between (SatchelKit).
        let now = context.now
        try await versioned(row, owner: owner, .unconditional) { tx in
            if !exists { try await CircleMember(circle: try row.requireID(), member: member, addedAt: now).create(on: tx.db) }
        }
        context.changed("circles", .user(owner.id)) // its version
        if !exists { context.changed("circle_members", .user(owner.id)) }
    }

    public func removeMember(_ member: UUID, from id: UUID, owner: ViewerUser) async throws {
        let row = try await circle(id, owner: owner)
        let circleID = try row.requireID()
        let present = try await CircleMember.query(on: context.db).filter(\.$circle.$id == circleID).filter(\.$member.$id == member).count() > 0
        try await versioned(row, owner: owner, .unconditional) { tx in // not a member: still a new version, as in `addMember`
            if present { try await CircleMember.query(on: tx.db).filter(\.$circle.$id == circleID).filter(\.$member.$id == member).delete() }
        }
        context.changed("circles", .user(owner.id)) // its version
        if present { context.changed("circle_members", .user(owner.id)) }
    }

    /// For each of `members`, the ids of `owner`'s circles they are in.
    func memberships(owner: UUID, members: [UUID]) async throws -> [UUID: [UUID]] {
        guard !members.isEmpty else { return [:] }
        let rows = try await context.friendsStore.memberships(owner: owner, members: members)
        return Dictionary(grouping: rows, by: \.memberID).mapValues { $0.map(\.circleID) }
    }

    func removeMember(_ member: UUID, fromCirclesOf owner: UUID) async throws {
        let circleIDs = try await CircleRecord.query(on: context.db).filter(\.$owner.$id == owner).all().compactMap(\.id)
        guard !circleIDs.isEmpty else { return }
        try await CircleMember.query(on: context.db)
            .filter(\.$circle.$id ~~ circleIDs).filter(\.$member.$id == member).delete()
    }

    func removeEverywhere(member: UUID) async throws {
        try await CircleMember.query(on: context.db).filter(\.$member.$id == member).delete()
    }

    static func color(_ input: String?, into validator: inout Validator) throws -> String? {
        guard let input, !input.isEmpty else { return nil }
        let c = input.lowercased()
        let ok = c.unicodeScalars.count == 7 && c.first == "#"
            && c.unicodeScalars.dropFirst().allSatisfy { ("0"..."9").contains($0) || ("a"..."f").contains($0) }
        validator.check(ok, "color", "circle.color_format")
        return ok ? c : nil
    }
}
