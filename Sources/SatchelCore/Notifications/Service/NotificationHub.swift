import Foundation
import NIOConcurrencyHelpers
import SatchelAPI

/// Live delivery: each open event stream of a user receives what is published for them, on
/// this instance and (through the cluster) on every other.
public final class NotificationHub: Sendable {
    public enum Event: Codable, Sendable, Equatable {
        /// A new notification (by id) and the unread count after it.
        case notification(UUID, unread: Int)
        /// The unread count changed (read, deleted).
        case unread(Int)
        /// Something the user can see changed (a poll's tallies): open pages fetch it again.
        case changed(LiveChange)
    }

    private struct Subscriber {
        let id: UUID
        let continuation: AsyncStream<Event>.Continuation
    }

    private let subscribers = NIOLockedValueBox<[UUID: [Subscriber]]>([:])
    private let cluster: Cluster

    public init(cluster: Cluster = Cluster()) { self.cluster = cluster }

    /// A stream of events for `user`; it ends when the consumer stops or the account goes.
    public func subscribe(user: UUID) -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream<Event>.makeStream(bufferingPolicy: .bufferingNewest(100))
        let subscriber = Subscriber(id: UUID(), continuation: continuation)
        subscribers.withLockedValue { $0[user, default: []].append(subscriber) }
        continuation.onTermination = { [weak self] _ in
            self?.subscribers.withLockedValue { all in
                all[user]?.removeAll { $0.id == subscriber.id }
                if all[user]?.isEmpty == true { all[user] = nil }
            }
        }
        return stream
    }

    public func publish(_ event: Event, to user: UUID) {
        deliver(event, to: user)
        cluster.send(.live(user: user, event: event))
    }

    /// To this instance's streams only.
    func deliver(_ event: Event, to user: UUID) {
        for subscriber in subscribers.withLockedValue({ $0[user] ?? [] }) {
            subscriber.continuation.yield(event)
        }
    }

    public func disconnect(user: UUID) async {
        disconnectHere(user: user)
        cluster.send(.disconnect(user: user))
    }

    func disconnectHere(user: UUID) {
        for subscriber in subscribers.withLockedValue({ $0.removeValue(forKey: user) ?? [] }) {
            subscriber.continuation.finish()
        }
    }
}
