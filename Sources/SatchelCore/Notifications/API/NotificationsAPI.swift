import SatchelAPI
import Vapor

/// JSON endpoints for the inbox, plus its live event stream.
struct NotificationsAPI {
    func register(_ r: AppRoutes) {
        r.api(.notifications) { req in
            let viewer = try req.requireViewer()
            let (cursor, limit) = try req.paging()
            // Inboxes are read far more often than they change: keep the encoded page until it does.
            let key = "notifications|\(viewer.id)|\(req.localizer.language)|\(cursor?.encoded ?? "")|\(limit)"
            return try await CachedJSON.respond(req, key: key, user: viewer.id) {
                try await req.context.notifications.page(user: viewer.id, cursor: cursor, limit: limit, localizer: req.localizer)
            }
        }
        r.api(.unreadCount) { req in
            JSONBody(UnreadCount(count: try await req.context.notifications.cachedUnreadCount(user: try req.requireViewer().id)))
        }
        r.api(.markNotificationRead(.parameter)) { req in
            let viewer = try req.requireViewer()
            let item = try await req.context.notifications.markRead(try req.uuid("notificationId", "notification"), user: viewer.user)
            return JSONBody(try await req.context.notifications.render(item, localizer: req.localizer, viewer: viewer.id))
        }
        r.api(.markAllNotificationsRead) { req in
            try await req.context.notifications.markAllRead(user: try req.requireViewer().user)
            return HTTPStatus.noContent
        }
        r.api(.deleteNotification(.parameter)) { req in
            try await req.context.notifications.delete(try req.uuid("notificationId", "notification"), user: try req.requireViewer().user)
            return HTTPStatus.noContent
        }
        r.api(.notificationStream) { req in try NotificationStream.response(req) }
        r.api(.notificationMail) { req in
            JSONBody(try await req.context.notificationMail.settings(user: try req.requireViewer().id))
        }
        r.api(.updateNotificationMail) { req in
            let viewer = try req.requireViewer()
            let wanted = try req.decodeJSON(NotificationMailSettings.self)
            return JSONBody(try await req.context.notificationMail.setDigest(user: viewer.id, wanted.digest))
        }
    }
}

/// Server-sent events for the viewer: `unread` with the count on connect and on each change,
/// `notification` with each new item in the viewer's language, `changed` when something the
/// viewer can see changed (a poll's tallies), and a comment every 20 s to
/// keep proxies from closing an idle connection.
enum NotificationStream {
    static let heartbeat: Duration = .seconds(20)

    static func response(_ req: Request) throws -> Response {
        let viewer = try req.requireViewer()
        let context = req.context
        let localizer = req.localizer
        let events = context.services.hub.subscribe(user: viewer.id)
        let res = Response(status: .ok)
        res.headers.replaceOrAdd(name: .contentType, value: "text/event-stream; charset=utf-8")
        res.headers.replaceOrAdd(name: .cacheControl, value: "no-cache")
        res.headers.replaceOrAdd(name: "X-Accel-Buffering", value: "no")
        res.body = .init(managedAsyncStream: { writer in
            enum Output: Sendable { case event(NotificationHub.Event), ping }
            let (merged, sink) = AsyncStream<Output>.makeStream()
            let forward = Task {
                for await event in events { sink.yield(.event(event)) }
                sink.finish()
            }
            let ping = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: heartbeat)
                    sink.yield(.ping)
                }
            }
            defer { forward.cancel(); ping.cancel() }
            let unread = try await context.notifications.unreadCount(user: viewer.id)
            try await writer.write(.buffer(.init(string: "retry: 3000\n" + frame("unread", UnreadCount(count: unread)))))
            for await output in merged {
                var text = ""
                switch output {
                case .ping:
                    text = ": keep-alive\n\n"
                case .event(.unread(let count)):
                    text = frame("unread", UnreadCount(count: count))
                case .event(.notification(let id, let count)):
                    if let item = try? await context.notifications.find(id, user: viewer.id) {
                        let rendered = try await context.notifications.render(item, localizer: localizer, viewer: viewer.id)
                        text = frame("notification", rendered)
                    }
                    text += frame("unread", UnreadCount(count: count))
                case .event(.changed(let change)):
                    text = frame("changed", change)
                }
                try await writer.write(.buffer(.init(string: text)))
            }
        })
        return res
    }

    static func frame<T: Encodable>(_ event: String, _ value: T) -> String {
        let json = (try? JSONEncoder.api.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "event: \(event)\ndata: \(json)\n\n"
    }
}
