import Foundation
import SQLKit

/// A person's circles and who is in them, read as rows (`CircleRows.swift`). Writes go
/// through `CircleRecord` and `CircleMember`.
extension FriendsStore {
    /// `owner`'s circles, by name.
    func circles(owner: UUID) async throws -> [CircleRow] {
        try await sql.raw("""
            SELECT id, name, color, created_at, version FROM \(ident: CircleRecord.schema) WHERE owner_id = \(bind: owner) ORDER BY name_key
            """).all(decoding: CircleRow.self)
    }

    /// `owner`'s circle of `id`, nil when it is not theirs.
    func circle(_ id: UUID, owner: UUID) async throws -> CircleRow? {
        try await sql.raw("""
            SELECT id, name, color, created_at, version FROM \(ident: CircleRecord.schema) WHERE id = \(bind: id) AND owner_id = \(bind: owner) LIMIT 1
            """).first(decoding: CircleRow.self)
    }

    /// Which of `owner`'s circles (of `among`, when given) each of `members` is in.
    func memberships(owner: UUID, members: [UUID], among circles: [UUID]? = nil) async throws -> [MembershipRow] {
        guard !members.isEmpty else { return [] }
        let among: SQLQueryString = circles.map { " AND m.circle_id IN (\(binds: $0))" } ?? ""
        return try await sql.raw("""
            SELECT m.circle_id, m.member_id FROM \(ident: CircleMember.schema) m JOIN \(ident: CircleRecord.schema) c ON c.id = m.circle_id
            WHERE c.owner_id = \(bind: owner) AND m.member_id IN (\(binds: members))\(among)
            """).all(decoding: MembershipRow.self)
    }

    /// The members of these circles with who they are, in one read.
    func circleMembers(circles: [UUID]) async throws -> [CircleMemberRow] {
        guard !circles.isEmpty else { return [] }
        return try await sql.raw("""
            SELECT m.circle_id, u.id, u.username, u.display_name, u.photo_id
            FROM \(ident: CircleMember.schema) m JOIN \(ident: User.schema) u ON u.id = m.member_id
            WHERE m.circle_id IN (\(binds: circles))
            """).all(decoding: CircleMemberRow.self)
    }
}
