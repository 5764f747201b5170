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
        /// Still waiting: the server could not be reached, failed (5xx) or asked to wait.
        public var remaining: Int = 0
        /// The replay stopped because the sign-in has ended: sign in again, then replay.
        public var needsSignIn = false
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
    /// (unreachable, 5xx, "try again later", or the sign-in has ended), leaving it and the rest
    /// for the next time. A call while a replay is running waits for that replay's report.
    public func replay() async throws -> Report {
        if let running { return try await running.value }
        let task = Task { try await self.sendQueued() }
        running = task
        defer { running = nil }
        return try await task.value
    }

    private var running: Task<Report, any Error>?

    private func sendQueued() async throws -> Report {
        var report = Report()
        while let change = changes.first {
            do {
                var headers = [IdempotencyKey.header: change.id.uuidString]
                if let since = change.unmodifiedSince { headers["If-Unmodified-Since"] = HTTPDate.format(since) }
                let response = try await client.exchange(method: change.method, path: change.path, raw: change.body, headers: headers)
                report.applied.append(change)
                rebase(after: change, answer: response.body)
            } catch let error as SatchelError where error.status < 500 && !Self.isTemporary(error) {
                report.conflicts.append(Conflict(change: change, status: error.status, problem: error.problem))
            } catch let error as SatchelError where error.status == 401 {
                report.needsSignIn = true
                break
            } catch {
                break // offline, the server is failing, or asks to wait: keep it
            }
            changes.removeAll { $0.id == change.id }
            try persist()
        }
        report.remaining = changes.count
        return report
    }

    /// Worth sending again later rather than a refusal: the sign-in ended (sign in, then
    /// replay), a timeout, or the server asks to wait (429, or the same change still running).
    static func isTemporary(_ error: SatchelError) -> Bool {
        [401, 408, 425, 429].contains(error.status) || error.problem?.retryAfter != nil
    }

    /// Later changes to the same wish or reminder were made on top of `applied`, not of the
    /// server's copy: they now expect the version `applied` produced, so this device's own
    /// edit does not make them conflict, while another device's later edit still does.
    func rebase(after applied: Change, answer: Data) {
        let resource = Self.resource(applied.path)
        let updatedAt = (try? SatchelClient.decoder.decode(Versioned.self, from: answer))?.updatedAt
        for index in changes.indices where changes[index].id != applied.id && changes[index].unmodifiedSince != nil
            && Self.resource(changes[index].path) == resource {
            changes[index].unmodifiedSince = updatedAt
        }
    }

    /// The path up to its first id: `/api/v1/reminders/<id>/complete` → `/api/v1/reminders/<id>`.
    static func resource(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            parts.append(part)
            if UUID(uuidString: String(part)) != nil { break }
        }
        return "/" + parts.joined(separator: "/")
    }

    private struct Versioned: Decodable {
        var updatedAt: Date?
    }

    func persist() throws {
        guard let path else { return }
        let data = try SatchelClient.encoder.encode(changes)
        // Owner-only from the start, replaced in one rename.
        try PrivateFile.save(data, to: URL(fileURLWithPath: path))
    }
}

enum IdempotencyKey {
    static let header = "Idempotency-Key"
}
