import SatchelAPI
import Vapor

/// The inbox page, its actions, and the live stream the shell's badge listens to.
struct NotificationsWeb {
    func register(_ r: AppRoutes) {
        r.get("notifications") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let (cursor, limit) = try req.paging()
            let page = try await req.context.notifications.page(user: viewer.id, cursor: cursor, limit: limit, localizer: req.localizer)
            let settled = try await req.context.services.shell.settled(page.items, user: viewer.id, context: req.context)
            return try await req.page(NotificationsPage.self, NotificationsPage.Model(items: page.items, next: page.nextCursor, settled: settled))
        }
        r.get("notifications", "stream") { req in try NotificationStream.response(req) }
        r.get("notifications", ":notificationId", "open") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let item = try await req.context.notifications.markRead(try req.uuid("notificationId", "notification"), user: viewer.user)
            return req.redirect(to: LocalPath.safe(item.link, fallback: CorePath.notifications.path))
        }
        // One inbox row as the inbox draws it (with its actions and menu): what the live inbox
        // (app.js) puts in for a notification that arrives while it is open.
        r.get("notifications", ":notificationId", "row") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let context = req.context
            let stored = try await context.notifications.find(try req.uuid("notificationId", "notification"), user: viewer.id)
            let item = try await context.notifications.render(stored, localizer: req.localizer, viewer: viewer.id)
            let settled = try await context.services.shell.settled([item], user: viewer.id, context: context)
            let ctx = try await req.pageContext()
            let res = Response(status: .ok)
            res.headers.contentType = .html
            res.headers.cacheControl = .init(noStore: true)
            res.body = .init(string: NotificationsPage.row(ctx, item, actionable: !settled.contains(item.id)).render())
            return res
        }
        r.post("notifications", ":notificationId", "read") { req async throws -> Response in
            _ = try await req.context.notifications.markRead(try req.uuid("notificationId", "notification"), user: try req.requireViewer().user)
            return req.done(CorePath.notifications.path)
        }
        r.post("notifications", "read-all") { req async throws -> Response in
            try await req.context.notifications.markAllRead(user: try req.requireViewer().user)
            return req.done(CorePath.notifications.path, notice: "all_read")
        }
        r.post("notifications", ":notificationId", "delete") { req async throws -> Response in
            try await req.context.notifications.delete(try req.uuid("notificationId", "notification"), user: try req.requireViewer().user)
            return req.done(CorePath.notifications.path, notice: "notification_deleted")
        }
    }
}

/// The inbox: newest first, a page at a time, each with what can be done about it.
enum NotificationsPage: PageView {
    struct Model: Sendable {
        var items: [NotificationItem]
        /// The next page's cursor, if there is one.
        var next: String?
        /// Rows about something that is over: no actions.
        var settled: Set<UUID> = []
    }

    static let tab: Tab? = .notifications

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("notifications.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            element("h1", [], text(localizer.t("notifications.title"))),
            ctx.unread > 0 ? Forms.button(ctx, action: CorePath.readAll.path, label: localizer.t("notifications.read_all")) : group([]),
            element("ul", [.cls("list inbox"), .id("inbox"), .aria("live", "polite")],
               m.items.isEmpty ? [element("li", [.cls("muted empty")], text(localizer.t("notifications.none")))] : m.items.map { row(ctx, $0, actionable: !m.settled.contains($0.id)) }),
            m.next.map { element("p", [], element("a", [.href(CorePath.notificationsAfter(cursor: $0).path), .cls("button")],
                                                  text(localizer.t("action.more")))) } ?? group([]),
            element("p", [], element("a", [.href(CorePath.settings(at: "s-notifications").path)], text(localizer.t("notifications.preferences")))),
        ]
    }

    static func row(_ ctx: PageContext, _ item: NotificationItem, actionable: Bool = true) -> HTMLNode {
        let localizer = ctx.localizer
        let id = item.id.uuidString.lowercased()
        let markRead = item.read ? group([]) : Forms.button(ctx, action: CorePath.markRead(item.id).path, label: localizer.t("notifications.mark_read"))
        let delete = Forms.button(ctx, action: CorePath.deleteNotification(item.id).path, label: localizer.t("action.delete"))
        let head: [HTMLNode] = [
            ctx.shell.icon(forNotificationKind: item.kind).node(class: "row-icon"),
            element("div", [.cls("grow")],
               element("a", [.href(CorePath.openNotification(item.id).path)], text(item.text)),
               element("p", [.cls("muted")], element("time", [Attr("datetime", item.createdAt.iso8601)],
                                            text(localizer.date(item.createdAt))))),
        ]
        // What can be done about it right here (a reminder: Done), the rest in a menu that
        // opens without JavaScript.
        guard actionable, let actions = ctx.shell.actions(for: item, ctx) else {
            return element("li", [.cls(item.read ? "row" : "row unread"), .data("id", id)], head + [markRead, delete])
        }
        let menu = element("details", [.cls("row-menu")],
                      element("summary", [.cls("button small"), .aria("label", localizer.t("notifications.more_named", ["text": item.text]))],
                              Icon.more.node(), element("span", [.cls("visually-hidden")], text(localizer.t("notifications.more")))),
                      element("div", [.cls("menu")], actions.menu + [markRead, delete]))
        return element("li", [.cls(item.read ? "row alert" : "row alert unread"), .data("id", id)], head + [actions.primary, menu])
    }
}
