import Foundation
import SQLKit

/// An open loan as the shelf shows it (the patron's loans, OPDS, a title's page), decoded once per
/// row (`LibraryStore.openLoans`). Writes go through `LoanRecord`.
struct LoanRow: Sendable, Decodable {
    let id: UUID
    let titleID: UUID
    let cardID: UUID
    let startedAt: Date
    let dueAt: Date
    /// Nil while it is open.
    let endedAt: Date?

    /// The columns, named as the table names them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, titleID = "title_id", cardID = "card_id", startedAt = "started_at", dueAt = "due_at", endedAt = "ended_at"
    }

    var isOpen: Bool { endedAt == nil }

    /// What a read selects: exactly the columns above.
    static let columns = SQLRaw(CodingKeys.allCases.map(\.stringValue).joined(separator: ", "))
}

extension LoanRow {
    /// A loan just written (borrowed, renewed), shown as a read would show it.
    init(_ r: LoanRecord) {
        self.init(id: r.id!, titleID: r.titleID, cardID: r.cardID, startedAt: r.startedAt, dueAt: r.dueAt, endedAt: r.endedAt)
    }
}

/// An active hold as the shelf shows it, decoded once per row (`LibraryStore.activeHolds`).
/// Writes go through `HoldRecord`.
struct HoldRow: Sendable, Decodable {
    let id: UUID
    let titleID: UUID
    let cardID: UUID
    /// Arrival order within the title.
    let seq: Int
    let state: String
    let placedAt: Date
    let readyAt: Date?
    let readyUntil: Date?
    /// Set while the hold is paused.
    let pausedUntil: Date?
    let pausedSince: Date?

    /// The columns, named as the table names them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, titleID = "title_id", cardID = "card_id", seq, state, placedAt = "placed_at", readyAt = "ready_at"
        case readyUntil = "ready_until", pausedUntil = "paused_until", pausedSince = "paused_since"
    }

    /// What a read selects: exactly the columns above.
    static let columns = SQLRaw(CodingKeys.allCases.map(\.stringValue).joined(separator: ", "))

    var currentState: HoldRecord.State { HoldRecord.State(rawValue: state) ?? .cancelled }
}

extension HoldRow {
    /// A hold just placed, shown as a read would show it.
    init(_ r: HoldRecord) {
        self.init(id: r.id!, titleID: r.titleID, cardID: r.cardID, seq: r.seq, state: r.state, placedAt: r.placedAt,
                  readyAt: r.readyAt, readyUntil: r.readyUntil, pausedUntil: r.pausedUntil, pausedSince: r.pausedSince)
    }
}

/// A librarians' list: its name and titles in order (`LibraryStore.recommendedLists`).
struct RecommendedListRow: Sendable, Decodable {
    let id: UUID
    let name: String
    /// Title ids in order, space-separated, as stored.
    let titleIDs: String

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, titleIDs = "title_ids"
    }

    /// What a read selects: exactly the columns above.
    static let columns = SQLRaw(CodingKeys.allCases.map(\.stringValue).joined(separator: ", "))

    var titles: [UUID] { titleIDs.split(separator: " ").compactMap { UUID(uuidString: String($0)) } }
}
