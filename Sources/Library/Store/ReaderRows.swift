import Foundation
import SQLKit

/// A title on a to-be-read list (`LibraryStore.toBeRead`).
struct ToBeReadRow: Sendable, Decodable {
    let titleID: UUID
    let notify: Bool
    let addedAt: Date
    enum CodingKeys: String, CodingKey { case titleID = "title_id", notify, addedAt = "added_at" }
}

/// One person's stars and review of a title (`LibraryStore.ratings`).
struct RatingRow: Sendable, Decodable {
    let userID: UUID
    let titleID: UUID
    let stars: Int
    let review: String
    let updatedAt: Date
    enum CodingKeys: String, CodingKey, CaseIterable { case userID = "user_id", titleID = "title_id", stars, review, updatedAt = "updated_at" }

    /// What a read selects: exactly the columns above.
    static let columns = SQLRaw(CodingKeys.allCases.map(\.stringValue).joined(separator: ", "))
}

/// How far a user is in a title (`LibraryStore.readingProgress`).
struct ReadingProgressRow: Sendable, Decodable {
    let titleID: UUID
    let totalProgression: Double
    enum CodingKeys: String, CodingKey { case titleID = "title_id", totalProgression = "total_progression" }
}

/// Where a user is in a title (`LibraryStore.readingPosition`); a position just saved is
/// shown through it too.
struct ReadingPositionRow: Sendable, Decodable {
    let titleID: UUID
    let href: String
    let progression: Double
    let position: Int
    let totalProgression: Double
    let excerpt: String?
    let deviceID: String
    let deviceName: String
    let modifiedAt: Date
    let revision: Int

    enum CodingKeys: String, CodingKey, CaseIterable {
        case titleID = "title_id", href, progression, position, totalProgression = "total_progression", excerpt, deviceID = "device_id"
        case deviceName = "device_name", modifiedAt = "modified_at", revision
    }

    /// What a read selects: exactly the columns above.
    static let columns = SQLRaw(CodingKeys.allCases.map(\.stringValue).joined(separator: ", "))
}

extension ReadingPositionRow {
    init(_ r: ReadingPositionRecord) {
        self.init(titleID: r.titleID, href: r.href, progression: r.progression, position: r.position, totalProgression: r.totalProgression, excerpt: r.excerpt,
                  deviceID: r.deviceID, deviceName: r.deviceName, modifiedAt: r.modifiedAt, revision: r.revision)
    }
}

/// A bookmark, live or deleted (`LibraryStore.bookmarks`); one just added is shown through it too.
struct BookmarkRow: Sendable, Decodable {
    let id: UUID
    let titleID: UUID
    let href: String
    let progression: Double
    let position: Int
    let totalProgression: Double
    let chapter: String?
    let excerpt: String?
    let createdAt: Date
    let changedAt: Date
    let deletedAt: Date?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, titleID = "title_id", href, progression, position, totalProgression = "total_progression", chapter, excerpt
        case createdAt = "created_at"
        case changedAt = "changed_at", deletedAt = "deleted_at"
    }

    /// What a read selects: exactly the columns above.
    static let columns = SQLRaw(CodingKeys.allCases.map(\.stringValue).joined(separator: ", "))
}

extension BookmarkRow {
    init(_ r: BookmarkRecord) {
        self.init(id: r.id!, titleID: r.titleID, href: r.href, progression: r.progression, position: r.position, totalProgression: r.totalProgression,
                  chapter: r.chapter, excerpt: r.excerpt, createdAt: r.createdAt, changedAt: r.changedAt, deletedAt: r.deletedAt)
    }
}

/// A user's reader settings, for a title or their defaults (`LibraryStore.readerSettings`).
struct ReaderSettingsRow: Sendable, Decodable {
    let titleID: UUID?
    /// `ReaderSettings` as JSON.
    let settings: String
    let deviceID: String
    let modifiedAt: Date
    enum CodingKeys: String, CodingKey { case titleID = "title_id", settings, deviceID = "device_id", modifiedAt = "modified_at" }
}

extension ReaderSettingsRow {
    init(_ r: ReaderSettingsRecord) {
        self.init(titleID: r.titleID, settings: r.settings, deviceID: r.deviceID, modifiedAt: r.modifiedAt)
    }
}
