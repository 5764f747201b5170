import Foundation
import Logging
import NIOConcurrencyHelpers
import PostgresKit
import PostgresNIO

/// Joins this instance to the others on the same PostgreSQL database:
/// - `NOTIFY`/`LISTEN` on one channel carries `ClusterEvent`s (live notifications, cache drops);
/// - session advisory locks let each background job run on one instance at a time.
/// It uses two connections of its own, outside the pool: one listens, one notifies and holds
/// locks. Either reconnects after a failure; PostgreSQL releases the locks of a lost connection,
/// and an instance whose listener reconnected drops its caches (it may have missed messages).
public final class PostgresCoordinator: ExclusiveRunner, Sendable {
    struct Envelope: Codable {
        var from: UUID
        var event: ClusterEvent
    }

    private struct State {
        var listener: Task<Void, Never>?
        var sender: Task<Void, Never>?
        var outbox: AsyncStream<ClusterEvent>.Continuation?
        var control: PostgresConnection?
        var stopped = false
    }

    struct Stopped: Error {}
    struct NotListening: Error, CustomStringConvertible {
        var description: String { "could not LISTEN on PostgreSQL within 30 s" }
    }

    let configuration: PostgresConnection.Configuration
    let services: SatchelServices
    let channel: String
    let logger: Logger
    private let state = NIOLockedValueBox(State())
    /// One statement at a time on the control connection: a lock query and a notify never
    /// interleave their reconnects.
    private let control = AsyncSerial()

    public init(url: String, services: SatchelServices, channel: String = "satchel_cluster", logger: Logger) throws {
        configuration = try SQLPostgresConfiguration(url: url).coreConfiguration
        self.services = services
        self.channel = channel
        self.logger = logger
    }

    /// Listens, then connects the cluster; returns once listening, so nothing another instance
    /// sends after this is missed.
    public func start() async throws {
        let (ready, readySignal) = AsyncStream<Void>.makeStream()
        let task = Task { [self] in
            var attempt = 0
            while !Task.isCancelled && !state.withLockedValue({ $0.stopped }) {
                do {
                    let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
                    do {
                        try await connection.listen(on: channel) { notifications in
                            if attempt > 0 {
                                logger.notice("cluster: listening again; dropping caches")
                                services.receive(.everyoneChanged)
                            }
                            readySignal.yield()
                            attempt = 0
                            for try await notification in notifications { receive(notification.payload) }
                        }
                    } catch {
                        try? await connection.close()
                        throw error
                    }
                    try? await connection.close()
                } catch {
                    if Task.isCancelled { break }
                    logger.warning("cluster: listener lost: \(String(describing: error)); reconnecting")
                }
                attempt += 1
                try? await Task.sleep(for: .seconds(min(30, 1 << min(attempt, 5))))
            }
        }
        state.withLockedValue { $0.listener = task }
        // Listening, or a clear failure: `serve` must not hang silently on a database it cannot reach.
        let listening = await withTaskGroup(of: Bool.self) { group in
            group.addTask { for await _ in ready { return true }; return false }
            group.addTask { try? await Task.sleep(for: .seconds(30)); return false }
            defer { group.cancelAll() }
            return await group.next() ?? false
        }
        guard listening else {
            await stop()
            throw NotListening()
        }
        // One sender, in order: a badge count never arrives before the notification it follows.
        let (outbox, continuation) = AsyncStream<ClusterEvent>.makeStream()
        let sender = Task { [self] in
            for await event in outbox { await notify(event) }
        }
        state.withLockedValue {
            $0.sender = sender
            $0.outbox = continuation
        }
        services.cluster.connect(send: { event in continuation.yield(event) }, exclusive: self)
    }

    public func stop() async {
        services.cluster.disconnect()
        let (listener, sender, outbox) = state.withLockedValue { s in
            s.stopped = true
            defer { s.listener = nil; s.sender = nil; s.outbox = nil }
            return (s.listener, s.sender, s.outbox)
        }
        outbox?.finish()
        await sender?.value // what was sent before the stop still goes out
        listener?.cancel()
        await listener?.value
        let connection = state.withLockedValue { s -> PostgresConnection? in
            defer { s.control = nil }
            return s.control
        }
        try? await connection?.close()
    }

    func receive(_ payload: String) {
        guard let envelope = try? JSONDecoder().decode(Envelope.self, from: Data(payload.utf8)) else {
            logger.warning("cluster: unreadable message ignored")
            return
        }
        guard envelope.from != services.cluster.instanceID else { return }
        services.receive(envelope.event)
    }

    func notify(_ event: ClusterEvent) async {
        guard let data = try? JSONEncoder().encode(Envelope(from: services.cluster.instanceID, event: event)) else { return }
        let payload = String(decoding: data, as: UTF8.self)
        // Once more on a fresh connection if the first try fails (a dropped connection).
        for attempt in 1...2 {
            do {
                try await onControl { connection in
                    _ = try await connection.query("SELECT pg_notify(\(self.channel), \(payload))", logger: self.logger)
                }
                return
            } catch is Stopped {
                return
            } catch {
                if attempt == 2 { logger.warning("cluster: could not notify the other instances: \(String(describing: error))") }
            }
        }
    }

    public func exclusively(_ name: String, _ work: @Sendable () async throws -> Void) async throws -> Bool {
        let key = "satchel.job." + name
        let acquired = try await onControl { connection in
            let rows = try await connection.query("SELECT pg_try_advisory_lock(hashtextextended(\(key), 0))", logger: self.logger)
            for try await got in rows.decode(Bool.self) { return got }
            return false
        }
        guard acquired else { return false }
        do {
            try await work()
        } catch {
            await unlock(key)
            throw error
        }
        await unlock(key)
        return true
    }

    func unlock(_ key: String) async {
        // If the connection was lost meanwhile, PostgreSQL has released the lock already.
        _ = try? await onControl { connection in
            _ = try await connection.query("SELECT pg_advisory_unlock(hashtextextended(\(key), 0))", logger: self.logger)
        }
    }

    /// Runs `body` on the control connection, connecting (again) when needed.
    func onControl<T: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        try await control.run { [self] in
            // Stopped: never reconnect (a late unlock or notify would leak a connection).
            if state.withLockedValue({ $0.stopped }) && state.withLockedValue({ $0.control }) == nil { throw Stopped() }
            let connection: PostgresConnection
            if let open = state.withLockedValue({ $0.control }), !open.isClosed {
                connection = open
            } else {
                connection = try await PostgresConnection.connect(configuration: configuration, id: 2, logger: logger)
                state.withLockedValue { $0.control = connection }
            }
            return try await body(connection)
        }
    }

    /// Runs `work` (migrations) while holding a database-wide lock, so instances started
    /// together migrate one after another; the later ones find nothing left to do.
    public static func migrateExclusively(url: String, logger: Logger, _ work: () async throws -> Void) async throws {
        let configuration = try SQLPostgresConfiguration(url: url).coreConfiguration
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 3, logger: logger)
        do {
            _ = try await connection.query("SELECT pg_advisory_lock(hashtextextended('satchel.migrations', 0))", logger: logger)
            try await work()
            _ = try await connection.query("SELECT pg_advisory_unlock(hashtextextended('satchel.migrations', 0))", logger: logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }
}

/// Runs async work one piece at a time, in arrival order.
final class AsyncSerial: Sendable {
    private let tail = NIOLockedValueBox<Task<Void, Never>?>(nil)

    func run<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) async throws -> T {
        let task = tail.withLockedValue { last -> Task<T, any Error> in
            let previous = last
            let next = Task { () async throws -> T in
                await previous?.value
                return try await work()
            }
            last = Task { _ = try? await next.value }
            return next
        }
        return try await task.value
    }
}
