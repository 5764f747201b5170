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
        let l = req.localizer
        return try await req.page(l.t("notifications.title"), tab: .notifications) { ctx in
            [
                el("h1", [], text(l.t("notifications.title"))),
                ctx.unread > 0 ? Forms.button(ctx, action: "/notifications/read-all", label: l.t("notifications.read_all")) : group([]),
                el("ul", [.cls("list inbox"), .id("inbox"), .aria("live", "polite")],
                   items.isEmpty ? [el("li", [.cls("muted empty")], text(l.t("notifications.none")))] : items.map { row(ctx, $0) }),
                next.map { el("p", [], el("a", [.href("/notifications?cursor=\($0)"), .cls("button")], text(l.t("action.more")))) } ?? group([]),
                el("p", [], el("a", [.href("/settings#s-notifications")], text(l.t("notifications.preferences")))),
            ]
        }
    }

    static func row(_ ctx: PageContext, _ item: NotificationItem) -> HTMLNode {
        let l = ctx.l
        let id = item.id.uuidString.lowercased()
        return el("li", [.cls(item.read ? "row" : "row unread"), .data("id", id)],
                  el("div", [.cls("grow")],
                     el("a", [.href("/notifications/\(id)/open")], text(item.text)),
                     el("p", [.cls("muted")], el("time", [Attr("datetime", ISO8601DateFormatter().string(from: item.createdAt))],
                                                  text(l.date(item.createdAt))))),
                  item.read ? group([]) : Forms.button(ctx, action: "/notifications/\(id)/read", label: l.t("notifications.mark_read")),
                  Forms.button(ctx, action: "/notifications/\(id)/delete", label: l.t("action.delete")))
    }
}
