import Fluent
import Foundation
import SatchelAPI

/// The inbox: raising notifications (respecting preferences), reading and clearing them,
/// live delivery and the push outbox.
public struct NotificationService: Sendable {
    let context: SatchelContext

    /// Raises a notification for `user` unless they turned that kind off. With a batch window,
    /// an unread one of the same kind and link raised within it stands for this one too, so a
    /// burst of edits is one notification. Inside a transaction, pass `live: false` and
    /// `publish` the item once it is committed, so a reader on another connection finds it.
    @discardableResult
    public func notify(user: UUID, actor: UUID?, kind: String, params: [String: String] = [:],
                       link: String?, batchWindow: TimeInterval? = nil, live: Bool = true) async throws -> InboxNotification? {
        let preference = try await preference(user: user, kind: kind)
        let mailed = preference.email == true && context.mail.isConfigured
        guard preference.inbox || preference.push || mailed else { return nil }
        if let batchWindow {
            var recent = InboxNotification.query(on: context.db)
                .filter(\.$user.$id == user).filter(\.$kind == kind).filter(\.$readAt == nil)
                .filter(\.$createdAt > context.now.addingTimeInterval(-batchWindow))
            recent = link.map { recent.filter(\.$link == $0) } ?? recent.filter(\.$link == nil)
            if try await recent.count() > 0 { return nil }
        }
        let item = InboxNotification(user: user, actor: actor, kind: kind, params: params, link: link, createdAt: context.now)
        // Its id from the start: rendering needs one even when the inbox does not keep it.
        item.id = UUID()
        if preference.inbox {
            try await item.create(on: context.db)
            if live { try await publish(item) }
        }
        if preference.push || mailed {
            let recipient = try await User.find(user, on: context.db)
            // Made now for one person, and pushed or mailed within moments: their language and zone.
            let localizer = Localizer(language: recipient?.language ?? "en", timeZone: TimeZones.named(recipient?.timeZone) ?? TimeZones.utc)
            let text = try await render(item, localizer: localizer, viewer: user).text
            if preference.push {
                try await PushOutboxItem(user: user, notification: preference.inbox ? item.id : nil, kind: kind,
                                         title: localizer.t("app.name"), body: text, link: link, createdAt: context.now)
                    .create(on: context.db)
            }
            if mailed, let recipient {
                try await context.notificationMail.deliver(item, text: text, to: recipient, inInbox: preference.inbox, localizer: localizer)
            }
        }
        return preference.inbox ? item : nil
    }

    /// Delivers a stored notification live (the badge and an open inbox).
    public func publish(_ item: InboxNotification) async throws {
        let user = item.$user.id
        context.changed("notifications", .user(user))
        let unread = try await unreadCount(user: user)
        context.services.hub.publish(.notification(try item.requireID(), unread: unread), to: user)
    }

    public func find(_ id: UUID, user: UUID) async throws -> InboxNotification {
        guard let item = try await InboxNotification.query(on: context.db)
            .filter(\.$id == id).filter(\.$user.$id == user).first()
        else { throw AppError.notFound("notification") }
        return item
    }

    public func unreadCount(user: UUID) async throws -> Int {
        try await InboxNotification.query(on: context.db)
            .filter(\.$user.$id == user).filter(\.$readAt == nil).count()
    }

    /// The badge every page shows, from the read caches: any change to the inbox drops it
    /// (`publish`, `publishUnread`), and it lives a few seconds at most.
    public func cachedUnreadCount(user: UUID) async throws -> Int {
        let body = try await context.services.caches.response("unread:" + user.uuidString, user: user, now: context.now) {
            Data(String(try await unreadCount(user: user)).utf8)
        }
        return Int(String(decoding: body, as: UTF8.self)) ?? 0
    }

    public func markRead(_ id: UUID, user: ViewerUser) async throws -> InboxNotification {
        let item = try await find(id, user: user.id)
        if item.readAt == nil {
            item.readAt = context.now
            try await item.update(on: context.db)
            try await publishUnread(user: user.id)
        }
        return item
    }

    public func markAllRead(user: ViewerUser) async throws {
        try await InboxNotification.query(on: context.db)
            .filter(\.$user.$id == user.id).filter(\.$readAt == nil)
            .set(\.$readAt, to: context.now).update()
        try await publishUnread(user: user.id)
    }

    /// Marks read every unread notification of `user`'s that leads to `link`: an app's rows about
    /// something that is over (a reminder checked off or deleted) need no more attention.
    public func markRead(link: String, user: UUID) async throws {
        let unread = try await InboxNotification.query(on: context.db)
            .filter(\.$user.$id == user).filter(\.$link == link).filter(\.$readAt == nil).count()
        guard unread > 0 else { return }
        try await InboxNotification.query(on: context.db)
            .filter(\.$user.$id == user).filter(\.$link == link).filter(\.$readAt == nil)
            .set(\.$readAt, to: context.now).update()
        try await publishUnread(user: user)
    }

    public func delete(_ id: UUID, user: ViewerUser) async throws {
        let item = try await find(id, user: user.id)
        try await item.delete(on: context.db)
        try await publishUnread(user: user.id)
    }

    func publishUnread(user: UUID) async throws {
        context.changed("notifications", .user(user))
        context.services.hub.publish(.unread(try await unreadCount(user: user)), to: user)
    }

    /// The notification as its reader sees it, in their language.
    public func render(_ item: InboxNotification, localizer: Localizer, viewer: UUID) async throws -> NotificationItem {
        try await render([item], localizer: localizer, viewer: viewer)[0]
    }

    /// Several at once.
    public func render(_ items: [InboxNotification], localizer: Localizer, viewer: UUID) async throws -> [NotificationItem] {
        try await render(rows: items.map(InboxRow.init), localizer: localizer, viewer: viewer)
    }

    // MARK: preferences

    public func preference(user: UUID, kind: String) async throws -> NotificationPreference {
        let stored = try await context.inboxStore.preferences(user: user, kind: kind)
        return choice(of: kind, stored)
    }

    /// Every kind, with what the user chose or the default (inbox and push on; mail by kind).
    public func preferences(user: ViewerUser) async throws -> [NotificationPreference] {
        let stored = try await context.inboxStore.preferences(user: user.id)
        return context.services.notificationKinds.all.map { choice(of: $0, stored) }
    }

    /// One kind's choice: what the person stored, or the defaults.
    func choice(of kind: String, _ stored: PreferenceRows) -> NotificationPreference {
        let row = stored.rows.first { $0.kind == kind }
        let email = row?.email ?? context.services.notificationKinds.mailDefault(of: kind, hasPushDevice: stored.hasPushDevice)
        return NotificationPreference(kind: kind, inbox: row?.inbox ?? true, push: row?.push ?? true, email: email)
    }

    public func setPreferences(user: ViewerUser, _ prefs: [NotificationPreference]) async throws -> [NotificationPreference] {
        var validator = Validator()
        for (i, p) in prefs.enumerated() {
            validator.check(context.services.notificationKinds.all.contains(p.kind), "[\(i)].kind", "notification.kind_unknown", ["kind": p.kind])
        }
        try validator.finish()
        let userID = user.id
        try await context.transaction { tx in
            for p in prefs {
                let row = try await NotificationPreferenceRecord.query(on: tx.db)
                    .filter(\.$user.$id == userID).filter(\.$kind == p.kind).first()
                    ?? NotificationPreferenceRecord(user: userID, kind: p.kind, inbox: true, push: true)
                row.inbox = p.inbox
                row.push = p.push
                // Left out (an older client): the person's mail choice stays.
                if let email = p.email { row.email = email }
                try await row.save(on: tx.db)
            }
        }
        return try await preferences(user: user)
    }
}
