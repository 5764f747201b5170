import Foundation
import SatchelAPI

extension SatchelClient {
    /// The reader: publications, positions, bookmarks and settings (the API's `reader` tag).
    public nonisolated var reader: ReaderClient { ReaderClient(client: self) }
}

/// What saving a position or settings came to.
public enum SyncOutcome<Value: Sendable & Equatable>: Sendable, Equatable {
    case saved(Value)
    /// Another device saved something newer: this is it (the write was not applied).
    case newerElsewhere(Value)
}

/// `client.reader`: every operation of the API's `reader` tag, and the book's files.
public struct ReaderClient: Sendable {
    let client: SatchelClient
    static let progressionType = "application/vnd.readium.progression+json"

    public func manifest(_ title: UUID) async throws -> PublicationManifest { try await client.send(ReaderRoute.manifest(title)) }
    public func positions(_ title: UUID) async throws -> PositionList { try await client.send(ReaderRoute.positions(title)) }

    /// A file of the book, by its href in the manifest (sanitised documents, style sheets, images).
    public func resource(_ title: UUID, href: String) async throws -> Data {
        let path = href.split(separator: "#", maxSplits: 1).first.map(String.init) ?? href
        return try await client.exchange(method: "GET", path: "/publications/\(title.uuidString)/\(path)", accept: "*/*").body
    }

    /// Where you are in the book; nil before you have opened it (the server says 204).
    public func position(_ title: UUID) async throws -> ReadingPosition? {
        let route = ReaderRoute.position(title)
        let response = try await client.exchange(method: route.method.rawValue, path: route.path)
        if response.status == 204 || response.body.isEmpty { return nil }
        return try SatchelClient.decoder.decode(ReadingPosition.self, from: response.body)
    }

    public func savePosition(_ title: UUID, _ position: ReadingPosition) async throws -> SyncOutcome<ReadingPosition> {
        do {
            return .saved(try await client.send(ReaderRoute.savePosition(title), body: position))
        } catch let error as SatchelError where error.status == 409 {
            guard let conflict = error.decode(PositionConflict.self) else { throw error }
            return .newerElsewhere(conflict.current)
        }
    }

    /// The Readium Progression API (`application/vnd.readium.progression+json`).
    public func progression(_ title: UUID) async throws -> ReadiumProgression { try await client.send(ReaderRoute.progression(title)) }

    public func saveProgression(_ title: UUID, _ progression: ReadiumProgression) async throws -> SyncOutcome<ReadingPosition> {
        do {
            let saved: ReadiumProgression = try await client.send(ReaderRoute.saveProgression(title), body: progression, contentType: Self.progressionType)
            return .saved(ReadingPosition(locator: saved.locator ?? ReaderLocator(href: "", locations: .init(progression: nil, totalProgression: saved.progression)),
                                          device: saved.device, modified: saved.modified))
        } catch let error as SatchelError where error.status == 409 {
            guard let conflict = error.decode(PositionConflict.self) else { throw error }
            return .newerElsewhere(conflict.current)
        }
    }

    /// Live bookmarks, or with `since` what changed after it (deletions included).
    public func bookmarks(_ title: UUID, since: Date? = nil) async throws -> BookmarkList {
        try await client.send(ReaderRoute.bookmarks(title), query: since.map { [("since", ISO8601DateFormatter().string(from: $0))] } ?? [])
    }

    /// Adds the bookmark `id` (the same id again is harmless). A deleted id throws 410.
    @discardableResult
    public func putBookmark(_ title: UUID, id: UUID, _ input: BookmarkInput) async throws -> ReaderBookmark {
        try await client.send(ReaderRoute.putBookmark(title, id), body: input)
    }

    public func deleteBookmark(_ title: UUID, id: UUID) async throws { try await client.sendEmpty(ReaderRoute.deleteBookmark(title, id)) }

    public func settings() async throws -> ReaderSettingsState { try await client.send(ReaderRoute.settings) }
    public func settings(for title: UUID) async throws -> ReaderSettingsState { try await client.send(ReaderRoute.titleSettings(title)) }

    /// Saves your defaults, or with `title` that book's own settings.
    public func saveSettings(_ input: ReaderSettingsInput, for title: UUID? = nil) async throws -> SyncOutcome<ReaderSettingsState> {
        do {
            let route: ReaderRoute = title.map { .saveTitleSettings($0) } ?? .saveSettings
            return .saved(try await client.send(route, body: input))
        } catch let error as SatchelError where error.status == 409 {
            guard let conflict = error.decode(SettingsConflict.self) else { throw error }
            return .newerElsewhere(conflict.current)
        }
    }

    public func clearSettings(for title: UUID) async throws { try await client.sendEmpty(ReaderRoute.clearTitleSettings(title)) }
}
