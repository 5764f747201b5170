import Foundation
import SatchelAPI

/// Changes made while offline, kept on disk and sent in order when the connection returns.
/// Each carries an `Idempotency-Key` chosen when it was made, so a change whose answer was
/// lost is never applied twice; a change the server refuses (a conflict, something deleted
/// meanwhile, bad input) is reported, not retried and not swallowed. An edit made from a copy
/// (`editing:` its `updatedAt`) is refused if someone changed the thing after that copy:
/// the server answers 412 to its `If-Unmodified-Since`, and the queue reports the conflict.
public actor OfflineQueue {
    /// One change waiting to be sent.
    public struct Change: Codable, Sendable, Equatable, Identifiable {
        /// Also the Idempotency-Key.
        public var id: UUID
        public var method: String
        public var path: String
        public var body: Data?
        /// What the app shows for it ("Add 'Kettle' to Birthday").
        public var label: String
        public var madeAt: Date
        /// The `updatedAt` of the copy the change was made from (`If-Unmodified-Since`).
        public var unmodifiedSince: Date?
    }

    /// A change the server refused: it is out of the queue; the app should tell the user.
    public struct Conflict: Sendable, Equatable {
        public var change: Change
        public var status: Int
        public var problem: Problem?
    }

    public struct Report: Sendable, Equatable {
        /// Applied (or already applied before an answer was lost).
        public var applied: [Change] = []
        public var conflicts: [Conflict] = []
        /// Still waiting: the server could not be reached or failed (5xx).
        public var remaining: Int = 0
    }

    let client: SatchelClient
    let path: String?
    public private(set) var changes: [Change]

    /// With `path`, the queue survives restarts (a JSON file, owner-only).
    public init(client: SatchelClient, path: String? = nil) {
        self.client = client
        self.path = path
        changes = path.flatMap { try? Data(contentsOf: URL(fileURLWithPath: $0)) }
            .flatMap { try? SatchelClient.decoder.decode([Change].self, from: $0) } ?? []
    }

    /// Queues `route` with `body` (JSON); returns the change (its id is the Idempotency-Key).
    /// `editing` is the `updatedAt` of the wish or reminder being changed or deleted, so an
    /// edit made from an outdated copy comes back as a conflict instead of overwriting.
    @discardableResult
    public func enqueue(_ route: any TypedRoute, body: (any Encodable & Sendable)? = nil, label: String,
                        editing lastModified: Date? = nil) throws -> Change {
        let change = Change(id: UUID(), method: route.method.rawValue, path: route.path,
                            body: try body.map { try SatchelClient.encoder.encode($0) }, label: label, madeAt: Date(),
                            unmodifiedSince: lastModified)
        changes.append(change)
        try persist()
        return change
    }

    /// Sends the queued changes in order. Stops at the first one the server cannot take now
    /// (unreachable, or 5xx), leaving it and the rest for the next time.
    public func replay() async throws -> Report {
        var report = Report()
        while let change = changes.first {
            do {
                var headers = [IdempotencyKey.header: change.id.uuidString]
                if let since = change.unmodifiedSince { headers["If-Unmodified-Since"] = HTTPDate.format(since) }
                _ = try await client.exchange(method: change.method, path: change.path, raw: change.body, headers: headers)
                report.applied.append(change)
                // Later changes to the same thing were made on top of this one, not of the
                // server's copy: this device's own edit must not make them conflict.
                for index in changes.indices.dropFirst() where changes[index].path == change.path {
                    changes[index].unmodifiedSince = nil
                }
            } catch let error as SatchelError where error.status < 500 {
                report.conflicts.append(Conflict(change: change, status: error.status, problem: error.problem))
            } catch {
                break // offline, or the server is failing: keep it
            }
            changes.removeFirst()
            try persist()
        }
        report.remaining = changes.count
        return report
    }

    func persist() throws {
        guard let path else { return }
        let data = try SatchelClient.encoder.encode(changes)
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

enum IdempotencyKey {
    static let header = "Idempotency-Key"
}
