import Foundation
import SatchelAPI

/// What the server's notification stream says.
public enum LiveEvent: Sendable, Equatable {
    /// How many notifications are unread now.
    case unread(Int)
    /// A new notification (followed by the new unread count).
    case notification(NotificationItem)
    /// Something you can see changed (a poll you are in got a vote or closed): fetch it again.
    case changed(LiveChange)
}

extension SatchelClient {
    /// Live notifications: the server-sent event stream (`GET /api/v1/notifications/stream`) as
    /// an `AsyncSequence`. It starts with the unread count; end it by cancelling the task that
    /// reads it. A problem (signed out) is thrown as `SatchelError`.
    public func liveNotifications() async throws -> AsyncThrowingStream<LiveEvent, any Error> {
        let route = APIRoute.notificationStream
        var components = URLComponents(url: baseURL.appendingPathComponent(route.path), resolvingAgainstBaseURL: false)!
        components.queryItems = nil
        var headers = ["Accept": "text/event-stream"]
        let sent = token
        if let token { headers["Authorization"] = "Bearer \(token)" }
        let stream = try await transport.stream(TransportRequest(method: "GET", url: components.url!, headers: headers, body: nil))
        guard (200..<300).contains(stream.status) else {
            var body = Data()
            for try await chunk in stream.chunks { body.append(chunk) }
            rejected((stream.status, stream.headers), sent: sent)
            throw SatchelError(status: stream.status, problem: try? Self.decoder.decode(Problem.self, from: body), body: body)
        }
        return AsyncThrowingStream { continuation in
            let task = Task {
                var parser = ServerSentEvents()
                do {
                    for try await chunk in stream.chunks {
                        for event in parser.feed(chunk) {
                            if let live = Self.liveEvent(event) { continuation.yield(live) }
                        }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    static func liveEvent(_ event: ServerSentEvents.Event) -> LiveEvent? {
        let data = Data(event.data.utf8)
        switch event.name {
        case "unread": return (try? decoder.decode(UnreadCount.self, from: data)).map { .unread($0.count) }
        case "notification": return (try? decoder.decode(NotificationItem.self, from: data)).map { .notification($0) }
        case "changed": return (try? decoder.decode(LiveChange.self, from: data)).map { .changed($0) }
        default: return nil
        }
    }
}

/// The text/event-stream format (WHATWG HTML, "server-sent events"): `event:` and `data:`
/// lines, a blank line ends an event, lines starting with `:` are comments.
public struct ServerSentEvents: Sendable {
    public struct Event: Sendable, Equatable {
        public var name: String
        public var data: String

        public init(name: String, data: String) {
            self.name = name
            self.data = data
        }
    }

    private var pending = Data()
    private var name = ""
    private var data: [String] = []

    public init() {}

    /// The events completed by `chunk` (a chunk may end mid-line).
    public mutating func feed(_ chunk: Data) -> [Event] {
        pending.append(chunk)
        var events: [Event] = []
        while let newline = pending.firstIndex(of: 0x0A) {
            var line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
            pending.removeSubrange(pending.startIndex...newline)
            if line.hasSuffix("\r") { line.removeLast() }
            if line.isEmpty {
                if !data.isEmpty { events.append(Event(name: name.isEmpty ? "message" : name, data: data.joined(separator: "\n"))) }
                name = ""
                data = []
            } else if line.hasPrefix(":") {
                continue
            } else {
                let field = line.prefix { $0 != ":" }
                var value = line.dropFirst(field.count)
                if value.hasPrefix(":") { value = value.dropFirst() }
                if value.hasPrefix(" ") { value = value.dropFirst() }
                switch field {
                case "event": name = String(value)
                case "data": data.append(String(value))
                default: break // id, retry: not used here
                }
            }
        }
        return events
    }
}
