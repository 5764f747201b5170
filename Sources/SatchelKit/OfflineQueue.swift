import Foundation
import SatchelAPI

/// Changes made while offline, kept on disk and sent in order when the connection returns.
/// Each carries an `Idempotency-Key` chosen when it was made, so a change whose answer was
/// lost is never applied twice; a change the server refuses (a conflict, something deleted
/// meanwhile, bad input) is reported once, not retried and not swallowed.
///
/// An edit made from a copy (`editing:` the copy's `version`) is sent with `If-Match`, so it is
/// refused (412) if anyone changed the thing after that copy. The queue never vouches for what
/// it has not seen: a later queued edit of the same thing moves on to the version an earlier
/// change of this device produced only when that version is exactly one past the edit's own —
/// the server was still at the copy the edit was made from, and the earlier change is the only
/// write since. Anything else in between (another device, a person on the web) makes the edit
/// a conflict, which carries the server's current copy and the queued one.
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
        /// The version of the copy the change was made from (`If-Match`); nil for a change made
        /// without a copy (checking a reminder off from a notification), which always applies.
        public var version: Int?
        /// Queues written before versions: the copy's `updatedAt` (`If-Unmodified-Since`).
        public var unmodifiedSince: Date?

        /// The queued change's body decoded as `T` (the draft the person made), to show beside
        /// the server's copy when it conflicts.
        public func draft<T: Decodable>(as type: T.Type) -> T? {
            body.flatMap { try? SatchelClient.decoder.decode(T.self, from: $0) }
        }
    }

    /// A change the server refused: it is out of the queue; the app should tell the user.
    public struct Conflict: Sendable, Equatable {
        public var change: Change
        public var status: Int
        public var problem: Problem?
        /// The refusal as sent: for a 412, a problem whose `current` is the thing as it is now.
        public var answer: Data

        /// The server's current copy of a thing changed elsewhere (412), to show beside the
        /// queued change (`change.draft(as:)`): `conflict.current(as: Reminder.self)`.
        public func current<T: Codable & Sendable & Equatable>(as type: T.Type) -> T? {
            (try? SatchelClient.decoder.decode(ConflictProblem<T>.self, from: answer))?.current
        }
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
    /// `editing` is the `version` of the copy of the thing being changed or deleted (a wish,
    /// list, reminder, reminder list or circle), so an edit made from an outdated copy comes
    /// back as a conflict instead of overwriting. Leave it out only for a change that must
    /// apply whatever the thing is now (checking off a reminder from its notification).
    @discardableResult
    public func enqueue(_ route: any TypedRoute, body: (any Encodable & Sendable)? = nil, label: String,
                        editing version: Int? = nil) throws -> Change {
        let change = Change(id: UUID(), method: route.method.rawValue, path: route.path,
                            body: try body.map { try SatchelClient.encoder.encode($0) }, label: label, madeAt: Date(),
                            version: version)
        changes.append(change)
        try persist()
        return change
    }

    /// Takes a change out of the queue before it is sent (superseded by a newer one, such as a
    /// later place in the same book); nil when it is no longer queued (already sent).
    @discardableResult
    public func withdraw(_ id: UUID) throws -> Change? {
        guard let index = changes.firstIndex(where: { $0.id == id }) else { return nil }
        let change = changes.remove(at: index)
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
                if let version = change.version { headers["If-Match"] = "\"\(version)\"" }
                if let since = change.unmodifiedSince { headers["If-Unmodified-Since"] = HTTPDate.format(since) }
                let response = try await client.exchange(method: change.method, path: change.path, raw: change.body, headers: headers)
                report.applied.append(change)
                carryForward(after: change, answer: response.body)
            } catch let error as SatchelError where error.status < 500 && !Self.isTemporary(error) {
                report.conflicts.append(Conflict(change: change, status: error.status, problem: error.problem, answer: error.body))
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

    /// Later edits of the thing `applied` changed were made from the copy this device had
    /// before it. Every change an owner makes moves the thing's version exactly one up, so an
    /// answer one past an edit's version proves the server was still at that edit's copy when
    /// `applied` ran: the edit moves on to the answer's version and this device's own change
    /// does not make it conflict. Any other answer (someone else wrote in between, or it names
    /// no version of this thing) leaves the edit where it is, to be refused if the thing moved.
    func carryForward(after applied: Change, answer: Data) {
        guard let answered = try? SatchelClient.decoder.decode(Versioned.self, from: answer),
              let version = answered.version, let id = answered.id,
              Self.resourceID(applied.path) == id else { return }
        let resource = Self.resource(applied.path)
        for index in changes.indices where changes[index].id != applied.id && Self.resource(changes[index].path) == resource {
            if let seen = changes[index].version, version == seen + 1 { changes[index].version = version }
        }
    }

    /// The id a path names first: `/api/v1/reminders/<id>/complete` → `<id>`.
    static func resourceID(_ path: String) -> UUID? {
        path.split(separator: "/").lazy.compactMap { UUID(uuidString: String($0)) }.first
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
        var id: UUID?
        var version: Int?
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
