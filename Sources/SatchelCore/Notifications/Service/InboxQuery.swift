import Foundation
import SatchelAPI

extension NotificationService {
    /// A page of the inbox, newest first, in the reader's language.
    public func page(user: UUID, cursor: Cursor?, limit: Int, localizer: Localizer) async throws -> Page<NotificationItem> {
        let rows = try await context.inboxStore.page(user: user, after: cursor, limit: limit)
        let shown = Array(rows.prefix(limit))
        let next = rows.count > limit ? shown.last.map { Cursor(date: $0.createdAt, id: $0.id).encoded } : nil
        return Page(items: try await render(rows: shown, localizer: localizer, viewer: user), nextCursor: next)
    }

    /// Parameters as the reader reads them. Notifications store values, never text made for
    /// someone else: an amount as `amountMinor` + `currency` (shown as `amount`), an instant
    /// as ISO 8601 under a key ending in `At` (shown in the reader's zone), a phrase as its
    /// locale key under a key ending in `Phrase`.
    static func shown(_ params: [String: String], _ localizer: Localizer) -> [String: String] {
        var args = params
        if let minor = params["amountMinor"].flatMap(Int.init), let currency = params["currency"] {
            args["amount"] = localizer.money(minorUnits: minor, currency: currency)
        }
        for (key, value) in params where key.hasSuffix("At") {
            if let instant = try? Date(value, strategy: .iso8601) { args[key] = localizer.date(instant) }
        }
        // A phrase chosen when it was raised, as a locale key (`hoursPhrase`: "eats.poll.hours_open"),
        // is written in the reader's language, from the same parameters, under its name less `Phrase`.
        for (key, value) in params where key.hasSuffix("Phrase") {
            args[String(key.dropLast("Phrase".count))] = localizer.t(value, args)
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
