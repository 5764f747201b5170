import Foundation
import NIOConcurrencyHelpers

/// What one instance tells the others, so that several `satchel serve` processes on one
/// PostgreSQL agree: live events reach a user connected anywhere, and a change made on one
/// instance drops what the others hold in memory (a signed-out token, an inbox page).
public enum ClusterEvent: Codable, Sendable, Equatable {
    case live(user: UUID, event: NotificationHub.Event)
    case disconnect(user: UUID)
    /// Committed changes, for every instance's caches (`CacheRegistry`).
    case changed([CacheChange])
    /// Committed writes by table, as the database watch saw them (`TableWatch`).
    case written(TableWrites)
    // Sent by the release before `changed`; still understood while instances of both run.
    case userChanged(UUID)
    case tagChanged(String)
    case everyoneChanged
}

/// The link to the other instances. Alone (SQLite, tests) it relays nothing; on PostgreSQL
/// the coordinator connects it to LISTEN/NOTIFY (`PostgresCoordinator`).
public final class Cluster: Sendable {
    /// This process, so it can skip its own messages when they come back.
    public let instanceID = UUID()

    private let outbound = NIOLockedValueBox<(@Sendable (ClusterEvent) -> Void)?>(nil)
    private let exclusive = NIOLockedValueBox<(any ExclusiveRunner)?>(nil)

    public init() {}

    /// Tells the other instances (nothing happens when alone).
    func send(_ event: ClusterEvent) {
        outbound.withLockedValue { $0 }?(event)
    }

    /// Set by the coordinator once it is connected.
    public func connect(send: @escaping @Sendable (ClusterEvent) -> Void, exclusive runner: any ExclusiveRunner) {
        outbound.withLockedValue { $0 = send }
        exclusive.withLockedValue { $0 = runner }
    }

    public func disconnect() {
        outbound.withLockedValue { $0 = nil }
        exclusive.withLockedValue { $0 = nil }
    }

    /// Runs `work` unless another instance is running the job called `name` now; returns
    /// whether it ran. Alone, it always runs.
    @discardableResult
    public func exclusively(_ name: String, _ work: @Sendable () async throws -> Void) async throws -> Bool {
        guard let runner = exclusive.withLockedValue({ $0 }) else {
            try await work()
            return true
        }
        return try await runner.exclusively(name, work)
    }
}

/// Runs a job on one instance at a time (PostgreSQL advisory locks).
public protocol ExclusiveRunner: Sendable {
    func exclusively(_ name: String, _ work: @Sendable () async throws -> Void) async throws -> Bool
}

extension SatchelServices {
    /// Applies what another instance sent, without sending it on.
    public func receive(_ event: ClusterEvent) {
        switch event {
        case .live(let user, let live): hub.deliver(live, to: user)
        case .disconnect(let user): hub.disconnectHere(user: user)
        case .changed(let changes): cacheRegistry.dropHere(changes)
        case .written(let writes): cacheRegistry.writtenHere(writes)
        case .userChanged(let user): caches.dropUser(user)
        case .tagChanged(let tag): caches.dropTag(tag)
        case .everyoneChanged: caches.dropAll()
        }
    }
}
