import Foundation
import SQLKit
import SatchelAPI

/// One inbox row as the list needs it. The inbox is the hottest read there is, so it is
/// read with plain SQL into this struct rather than hydrating Fluent models.
struct InboxRow: Sendable {
    let id: UUID
    let actorID: UUID?
    let kind: String
    let params: String
    let link: String?
    let readAt: Date?
    let createdAt: Date

    init(_ n: InboxNotification) throws {
        id = try n.requireID()
        actorID = n.$actor.id
        kind = n.kind
        params = n.params
        link = n.link
        readAt = n.readAt
        createdAt = n.createdAt
    }

    init(_ row: any SQLRow) throws {
        id = try row.decode(column: "id", as: UUID.self)
        actorID = try row.decode(column: "actor_id", as: UUID?.self)
        kind = try row.decode(column: "kind", as: String.self)
        params = try row.decode(column: "params", as: String.self)
        link = try row.decode(column: "link", as: String?.self)
        readAt = try row.decode(column: "read_at", as: Date?.self)
        createdAt = try row.decode(column: "created_at", as: Date.self)
    }

    var decodedParams: [String: String] {
        params == "{}" ? [:] : (try? JSONDecoder().decode([String: String].self, from: Data(params.utf8))) ?? [:]
    }
}

extension NotificationService {
    var sql: any SQLDatabase { context.sql }

    /// A page of the inbox, newest first, in the reader's language.
    public func page(user: UUID, cursor: Cursor?, limit: Int, localizer: Localizer) async throws -> Page<NotificationItem> {
        var query = sql.select()
            .columns("id", "actor_id", "kind", "params", "link", "read_at", "created_at")
            .from(InboxNotification.schema)
            .where("user_id", .equal, user)
        if let cursor {
            query = query.where(group: { group in
                group.where("created_at", .lessThan, cursor.date)
                    .orWhere(group: { $0.where("created_at", .equal, cursor.date).where("id", .lessThan, cursor.id) })
            })
        }
        let rows = try await query
            .orderBy("created_at", .descending).orderBy("id", .descending)
            .limit(limit + 1)
            .all()
            .map(InboxRow.init)
        let shown = Array(rows.prefix(limit))
        let next = rows.count > limit ? shown.last.map { Cursor(date: $0.createdAt, id: $0.id).encoded } : nil
        return Page(items: try await render(rows: shown, localizer: localizer, viewer: user), nextCursor: next)
    }

    /// Parameters as the reader reads them. Notifications store values, never text made for
    /// someone else: an amount as `amountMinor` + `currency` (shown as `amount`), an instant
    /// as ISO 8601 under a key ending in `At` (shown in the reader's zone).
    static func shown(_ params: [String: String], _ localizer: Localizer) -> [String: String] {
        var args = params
        if let minor = params["amountMinor"].flatMap(Int.init), let currency = params["currency"] {
            args["amount"] = localizer.money(minorUnits: minor, currency: currency)
        }
        for (key, value) in params where key.hasSuffix("At") {
            if let instant = try? Date(value, strategy: .iso8601) { args[key] = localizer.date(instant) }
        }
        return args
    }

    /// Rows as their reader sees them: actors and their relationship to the reader in two queries.
    func render(rows: [InboxRow], localizer: Localizer, viewer: UUID) async throws -> [NotificationItem] {
        let people = try await context.friends.people(ids: Array(Set(rows.compactMap(\.actorID))), viewer: viewer)
        return rows.map { row in
            let actor = row.actorID.flatMap { people[$0] }
            var args = Self.shown(row.decodedParams, localizer)
            args["actor"] = actor?.displayName ?? localizer.t("user.former")
            return NotificationItem(id: row.id, kind: row.kind, text: localizer.t("notification.\(row.kind)", args), link: row.link,
                                    actor: actor, read: row.readAt != nil, createdAt: row.createdAt)
        }
    }
}
