import Fluent
import Foundation
import SatchelAPI

/// The inbox: raising notifications (respecting preferences), reading and clearing them,
/// live delivery and the push outbox.
public struct NotificationService: Sendable {
    let core: SatchelContext

    /// Raises a notification for `user` unless they turned that kind off.
    @discardableResult
    public func notify(user: UUID, actor: UUID?, kind: String, params: [String: String] = [:],
                       link: String?) async throws -> InboxNotification? {
        let preference = try await preference(user: user, kind: kind)
        guard preference.inbox || preference.push else { return nil }
        let item = InboxNotification(user: user, actor: actor, kind: kind, params: params, link: link, createdAt: core.now)
        if preference.inbox {
            try await item.create(on: core.db)
            let unread = try await unreadCount(user: user)
            core.services.hub.publish(.notification(try item.requireID(), unread: unread), to: user)
        }
        if preference.push {
            let recipient = try await User.find(user, on: core.db)
            let l = Localizer(language: recipient?.language ?? "en")
            let text = try await render(item, localizer: l, viewer: user).text
            try await PushOutboxItem(user: user, notification: preference.inbox ? item.id : nil, kind: kind,
                                     title: l.t("app.name"), body: text, link: link, createdAt: core.now)
                .create(on: core.db)
        }
        return preference.inbox ? item : nil
    }

    /// Newest first.
    public func list(user: User, cursor: Cursor?, limit: Int) async throws -> (items: [InboxNotification], next: Cursor?) {
        var query = InboxNotification.query(on: core.db).filter(\.$user.$id == (try user.requireID()))
        if let cursor {
            query = query.group(.or) { or in
                or.filter(\.$createdAt < cursor.date)
                or.group(.and) { $0.filter(\.$createdAt == cursor.date).filter(\.$id < cursor.id) }
            }
        }
        let rows = try await query.sort(\.$createdAt, .descending).sort(\.$id, .descending)
            .limit(limit + 1).all()
        let page = Array(rows.prefix(limit))
        let next = rows.count > limit ? page.last.flatMap { r in r.id.map { Cursor(date: r.createdAt, id: $0) } } : nil
        return (page, next)
    }

    public func find(_ id: UUID, user: UUID) async throws -> InboxNotification {
        guard let item = try await InboxNotification.query(on: core.db)
            .filter(\.$id == id).filter(\.$user.$id == user).first()
        else { throw AppError.notFound("notification") }
        return item
    }

    public func unreadCount(user: UUID) async throws -> Int {
        try await InboxNotification.query(on: core.db)
            .filter(\.$user.$id == user).filter(\.$readAt == nil).count()
    }

    public func markRead(_ id: UUID, user: User) async throws -> InboxNotification {
        let item = try await find(id, user: user.requireID())
        if item.readAt == nil {
            item.readAt = core.now
            try await item.update(on: core.db)
            try await publishUnread(user: user.requireID())
        }
        return item
    }

    public func markAllRead(user: User) async throws {
        try await InboxNotification.query(on: core.db)
            .filter(\.$user.$id == user.requireID()).filter(\.$readAt == nil)
            .set(\.$readAt, to: core.now).update()
        try await publishUnread(user: user.requireID())
    }

    public func delete(_ id: UUID, user: User) async throws {
        let item = try await find(id, user: user.requireID())
        try await item.delete(on: core.db)
        try await publishUnread(user: user.requireID())
    }

    func publishUnread(user: UUID) async throws {
        core.services.hub.publish(.unread(try await unreadCount(user: user)), to: user)
    }

    /// The notification as its reader sees it, in their language.
    public func render(_ item: InboxNotification, localizer l: Localizer, viewer: UUID) async throws -> NotificationItem {
        try await render([item], localizer: l, viewer: viewer)[0]
    }

    /// Several at once: the actors and their relationship to the viewer in two queries.
    public func render(_ items: [InboxNotification], localizer l: Localizer, viewer: UUID) async throws -> [NotificationItem] {
        let actorIDs = Array(Set(items.compactMap { $0.$actor.id }))
        let actors = actorIDs.isEmpty ? [] : try await User.query(on: core.db).filter(\.$id ~~ actorIDs).all()
        let people = try await core.friends.people(actors, viewer: viewer)
        let byID = Dictionary(zip(actors.compactMap(\.id), zip(actors, people)).map { ($0, $1) }, uniquingKeysWith: { a, _ in a })
        return try items.map { item in
            let actor = item.$actor.id.flatMap { byID[$0] }
            var args = item.decodedParams
            args["actor"] = actor?.0.displayName ?? l.t("user.former")
            return NotificationItem(
                id: try item.requireID(), kind: item.kind, text: l.t("notification.\(item.kind)", args), link: item.link,
                actor: actor?.1, read: item.readAt != nil, createdAt: item.createdAt)
        }
    }

    // MARK: preferences

    public func preference(user: UUID, kind: String) async throws -> NotificationPreference {
        let row = try await NotificationPreferenceRecord.query(on: core.db)
            .filter(\.$user.$id == user).filter(\.$kind == kind).first()
        return NotificationPreference(kind: kind, inbox: row?.inbox ?? true, push: row?.push ?? true)
    }

    /// Every kind, with what the user chose or the default (on).
    public func preferences(user: User) async throws -> [NotificationPreference] {
        let rows = try await NotificationPreferenceRecord.query(on: core.db).filter(\.$user.$id == user.requireID()).all()
        return NotificationKind.all.map { kind in
            let row = rows.first { $0.kind == kind }
            return NotificationPreference(kind: kind, inbox: row?.inbox ?? true, push: row?.push ?? true)
        }
    }

    public func setPreferences(user: User, _ prefs: [NotificationPreference]) async throws -> [NotificationPreference] {
        var v = Validator()
        for (i, p) in prefs.enumerated() {
            v.check(NotificationKind.all.contains(p.kind), "[\(i)].kind", "notification.kind_unknown", ["kind": p.kind])
        }
        try v.finish()
        let userID = try user.requireID()
        try await core.transaction { tx in
            for p in prefs {
                let row = try await NotificationPreferenceRecord.query(on: tx.db)
                    .filter(\.$user.$id == userID).filter(\.$kind == p.kind).first()
                    ?? NotificationPreferenceRecord(user: userID, kind: p.kind, inbox: true, push: true)
                row.inbox = p.inbox
                row.push = p.push
                try await row.save(on: tx.db)
            }
        }
        return try await preferences(user: user)
    }
}
