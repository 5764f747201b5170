import Fluent
import Foundation
import NIOConcurrencyHelpers
import SQLKit

/// What a push channel is handed.
public struct PushMessage: Sendable, Equatable {
    public var id: UUID
    public var user: UUID
    public var kind: String
    public var title: String
    public var body: String
    public var link: String?
}

/// A button on a pushed notification: the service worker posts `body` (JSON) to `url` when
/// it is pressed — no session needed, the body carries what allows it.
public struct PushAction: Codable, Sendable, Equatable {
    public var action: String
    public var title: String
    public var url: String
    public var body: String

    public init(action: String, title: String, url: String, body: String) {
        self.action = action
        self.title = title
        self.url = url
        self.body = body
    }
}

/// Apps' buttons for their pushed notifications (Spots: Done, Snooze), asked for as each push
/// is sent.
public final class PushActions: Sendable {
    public typealias Provider = @Sendable (PushMessage, SatchelContext) async throws -> [PushAction]
    private let providers = NIOLockedValueBox<[Provider]>([])

    public init() {}

    public func register(_ provider: @escaping Provider) {
        providers.withLockedValue { $0.append(provider) }
    }

    /// At most two: what browsers show.
    public func actions(for message: PushMessage, context: SatchelContext) async -> [PushAction] {
        var all: [PushAction] = []
        for provider in providers.withLockedValue({ $0 }) {
            do { all += try await provider(message, context) } catch {
                context.logger.warning("push actions for \(message.kind) failed: \(error)")
            }
        }
        return Array(all.prefix(2))
    }
}

public enum PushDeliveryOutcome: Sendable, Equatable {
    case delivered
    /// The user has no device on this channel.
    case notSubscribed
    case retryLater(String)
}

/// A way to reach a user's devices: Web Push (`WebPushChannel`) and APNs (`APNsChannel`).
public protocol PushChannel: Sendable {
    var name: String { get }
    func deliver(_ message: PushMessage, context: SatchelContext) async throws -> PushDeliveryOutcome
}

public final class PushChannels: Sendable {
    private let channels = NIOLockedValueBox<[any PushChannel]>([])

    public init() {}

    /// Adds `channel`, replacing one with the same name (tests swap the network out this way).
    public func register(_ channel: any PushChannel) {
        channels.withLockedValue { all in
            all.removeAll { $0.name == channel.name }
            all.append(channel)
        }
    }

    public var all: [any PushChannel] { channels.withLockedValue { $0 } }
}

/// Drains the push outbox: each due row goes to every channel; failures retry with back-off.
/// Each row is claimed before delivery (one conditional update: its attempt count moves on and
/// its next attempt moves out by a lease), so two passes at once, here or on another instance,
/// never push it twice.
public struct PushOutboxDispatcher: Sendable {
    let context: SatchelContext
    static let maxAttempts = 8
    /// How long a claimed row is left alone: longer than any delivery takes.
    static let lease: TimeInterval = 300

    public init(context: SatchelContext) { self.context = context }

    /// Delivers what is due; returns how many rows it handled.
    @discardableResult
    public func runOnce(batch: Int = 100) async throws -> Int {
        let now = context.now
        let due = try await PushOutboxItem.query(on: context.db)
            .filter(\.$status == .pending).filter(\.$nextAttemptAt <= now)
            .sort(\.$nextAttemptAt).limit(batch).all()
        var handled = 0
        for item in due where try await claim(item, now: now) {
            try await deliver(item, now: now)
            handled += 1
        }
        return handled
    }

    /// Takes `item` for this pass if nobody else has since it was read.
    func claim(_ item: PushOutboxItem, now: Date) async throws -> Bool {
        let sql = context.sql
        let claimed = try await sql.raw("""
            UPDATE \(ident: PushOutboxItem.schema) SET attempts = attempts + 1, next_attempt_at = \(bind: now.addingTimeInterval(Self.lease))
            WHERE id = \(bind: try item.requireID()) AND attempts = \(bind: item.attempts) AND status = \(bind: PushOutboxItem.Status.pending.rawValue)
            RETURNING id
            """).all()
        guard !claimed.isEmpty else { return false }
        item.attempts += 1
        return true
    }

    func deliver(_ item: PushOutboxItem, now: Date) async throws {
        let message = PushMessage(id: try item.requireID(), user: item.$user.id, kind: item.kind,
                                  title: item.title, body: item.body, link: item.link)
        var delivered = false
        var retry: String?
        for channel in context.services.push.all {
            do {
                switch try await channel.deliver(message, context: context) {
                case .delivered:
                    delivered = true
                    Telemetry.push(channel: channel.name, outcome: "delivered")
                case .notSubscribed:
                    Telemetry.push(channel: channel.name, outcome: "not_subscribed")
                case .retryLater(let reason):
                    retry = "\(channel.name): \(reason)"
                    Telemetry.push(channel: channel.name, outcome: "retry")
                }
            } catch {
                retry = "\(channel.name): \(error)"
                Telemetry.push(channel: channel.name, outcome: "error")
            }
        }
        if delivered {
            item.status = .sent
        } else if let retry {
            item.lastError = String(retry.prefix(500))
            if item.attempts >= Self.maxAttempts {
                item.status = .failed
            } else {
                item.nextAttemptAt = now.addingTimeInterval(30 * pow(2, Double(item.attempts - 1)))
            }
        } else {
            item.status = .undeliverable
        }
        try await item.update(on: context.db)
    }
}
