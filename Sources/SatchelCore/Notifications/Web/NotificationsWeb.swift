import SatchelAPI
import Vapor

/// The inbox page, its actions, and the live stream the shell's badge listens to.
struct NotificationsWeb {
    func register(_ r: AppRoutes) {
        r.get("notifications") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let (cursor, limit) = try req.paging()
            let page = try await req.context.notifications.page(user: viewer.id, cursor: cursor, limit: limit, localizer: req.localizer)
            return try await NotificationsPage.render(req, items: page.items, next: page.nextCursor)
        }
        r.get("notifications", "stream") { req in try NotificationStream.response(req) }
        r.get("notifications", ":notificationId", "open") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let item = try await req.context.notifications.markRead(try req.uuid("notificationId", "notification"), user: viewer.user)
            return req.redirect(to: LocalPath.safe(item.link, fallback: "/notifications"))
        }
        r.post("notifications", ":notificationId", "read") { req async throws -> Response in
            _ = try await req.context.notifications.markRead(try req.uuid("notificationId", "notification"), user: try req.requireViewer().user)
            return req.done("/notifications")
        }
        r.post("notifications", "read-all") { req async throws -> Response in
            try await req.context.notifications.markAllRead(user: try req.requireViewer().user)
            return req.done("/notifications", notice: "all_read")
        }
        r.post("notifications", ":notificationId", "delete") { req async throws -> Response in
            try await req.context.notifications.delete(try req.uuid("notificationId", "notification"), user: try req.requireViewer().user)
            return req.done("/notifications", notice: "notification_deleted")
        }
    }
}

enum NotificationsPage {
    static func render(_ req: Request, items: [NotificationItem], next: String?) async throws -> Response {
        let localizer = req.localizer
        return try await req.page(localizer.t("notifications.title"), tab: .notifications) { ctx in
            [
                element("h1", [], text(localizer.t("notifications.title"))),
                ctx.unread > 0 ? Forms.button(ctx, action: "/notifications/read-all", label: localizer.t("notifications.read_all")) : group([]),
                element("ul", [.cls("list inbox"), .id("inbox"), .aria("live", "polite")],
                   items.isEmpty ? [element("li", [.cls("muted empty")], text(localizer.t("notifications.none")))] : items.map { row(ctx, $0) }),
                next.map { element("p", [], element("a", [.href("/notifications?cursor=\($0)"), .cls("button")], text(localizer.t("action.more")))) } ?? group([]),
                element("p", [], element("a", [.href("/settings#s-notifications")], text(localizer.t("notifications.preferences")))),
            ]
        }
    }

    static func row(_ ctx: PageContext, _ item: NotificationItem) -> HTMLNode {
        let localizer = ctx.localizer
        let id = item.id.uuidString.lowercased()
        return element("li", [.cls(item.read ? "row" : "row unread"), .data("id", id)],
                  ctx.shell.tab(forNotificationKind: item.kind).icon.node(class: "row-icon"),
                  element("div", [.cls("grow")],
                     element("a", [.href("/notifications/\(id)/open")], text(item.text)),
                     element("p", [.cls("muted")], element("time", [Attr("datetime", ISO8601DateFormatter().string(from: item.createdAt))],
                                                  text(localizer.date(item.createdAt))))),
                  item.read ? group([]) : Forms.button(ctx, action: "/notifications/\(id)/read", label: localizer.t("notifications.mark_read")),
                  Forms.button(ctx, action: "/notifications/\(id)/delete", label: localizer.t("action.delete")),
                  // What can be done about it right here (a reminder: Done, Snooze), on a line of its own.
                  ctx.shell.actions(for: item, ctx))
    }
}
