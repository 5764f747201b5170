import Foundation
import SatchelAPI

extension SatchelClient {
    /// Highlights and notes in books: per person and book, synced between devices.
    public nonisolated var annotations: AnnotationsClient { AnnotationsClient(client: self) }
}

/// `client.annotations`. Changes take an optional `OfflineQueue`: when the change cannot be
/// sent now (no network, the server failing), it is queued — made with the same id, and an
/// edit with the version it was made from (`If-Match`) — and nil is returned; the queue's
/// `replay()` sends it, and reports a note changed elsewhere meanwhile as a conflict (412)
/// carrying the annotation as it is now (`conflict.current(as: ReaderAnnotation.self)`).
public struct AnnotationsClient: Sendable {
    let client: SatchelClient

    /// A book's highlights and notes in book order; with `since` (the last list's `syncedAt`),
    /// only what changed after it, deletions included.
    public func list(_ title: UUID, since: Date? = nil) async throws -> AnnotationList {
        try await client.send(AnnotationRoute.annotations(title), query: since.map { [("since", Self.stamp($0))] } ?? [])
    }

    /// With its fractions of a second, so nothing changed in the same second is missed.
    static func stamp(_ date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    /// Every book you have highlights or notes in, the latest changed first; one page from `cursor`.
    public func books(cursor: String? = nil) async throws -> AnnotationsByTitle {
        try await client.send(AnnotationRoute.allAnnotations, query: cursor.map { [("cursor", $0)] } ?? [])
    }

    /// Makes a highlight (or a note on one) with the device's own `id`: sending the same again
    /// (after a lost answer) changes nothing. Queued (nil) when it cannot be sent now.
    @discardableResult
    public func put(_ title: UUID, id: UUID = UUID(), _ input: AnnotationInput, queue: OfflineQueue? = nil) async throws -> ReaderAnnotation? {
        let route = AnnotationRoute.putAnnotation(title, id)
        return try await sendOrQueue(queue, route, body: input, label: "Highlight") {
            try await client.send(route, body: input)
        }
    }

    /// Changes the colour or note of the annotation at `version` (the copy it was made from):
    /// if it changed since, a 412 `SatchelError` whose `current(as: ReaderAnnotation.self)` is
    /// what is saved now. Queued (nil) when it cannot be sent now.
    @discardableResult
    public func change(_ title: UUID, id: UUID, _ change: AnnotationChange, version: Int,
                       queue: OfflineQueue? = nil) async throws -> ReaderAnnotation? {
        let route = AnnotationRoute.changeAnnotation(title, id)
        return try await sendOrQueue(queue, route, body: change, label: "Note", version: version) {
            try await client.send(route, body: change, version: version)
        }
    }

    /// Deletes it (other devices learn it from `list(_:since:)`'s `deleted`). Queued when it
    /// cannot be sent now.
    public func delete(_ title: UUID, id: UUID, queue: OfflineQueue? = nil) async throws {
        let route = AnnotationRoute.deleteAnnotation(title, id)
        let _: ReaderAnnotation? = try await sendOrQueue(queue, route, body: nil, label: "Delete highlight") {
            try await client.sendEmpty(route)
            return nil
        }
    }

    func sendOrQueue(_ queue: OfflineQueue?, _ route: AnnotationRoute, body: (any Encodable & Sendable)?, label: String, version: Int? = nil,
                     _ send: () async throws -> ReaderAnnotation?) async throws -> ReaderAnnotation? {
        do {
            return try await send()
        } catch where queue != nil && ReadingSession.isTemporary(error) {
            try await queue?.enqueue(route, body: body, label: label, editing: version)
            return nil
        }
    }
}
