import Foundation
import SatchelCore
import SQLKit

/// What lending reads besides its records: the queues availability is estimated from, how
/// long loans have lasted, and a patron's card as every page shows it.
extension LibraryStore {
    /// PostgreSQL: locks the title's row for the rest of the transaction (lending changes its counts).
    func lockTitle(_ id: UUID) async throws {
        try await sql.raw("SELECT id FROM library_titles WHERE id = \(bind: id) FOR UPDATE").run()
    }

    /// The titles' open loans and active holds, one row each, in one statement.
    func queueEntries(titles: [UUID]) async throws -> [QueueEntryRow] {
        try await sql.raw("""
            SELECT title_id, started_at, due_at, NULL AS seq, NULL AS state, NULL AS paused_until FROM \(ident: LoanRecord.schema)
            WHERE title_id IN (\(binds: titles)) AND \(LoanRecord.open())
            UNION ALL
            SELECT title_id, NULL, NULL, seq, state, paused_until FROM \(ident: HoldRecord.schema)
            WHERE title_id IN (\(binds: titles)) AND \(HoldRecord.active())
            """).all(decoding: QueueEntryRow.self)
    }

    /// The library's last `limit` loans that ended, the latest first.
    func endedLoans(library: UUID, limit: Int) async throws -> [EndedLoanRow] {
        try await sql.raw("""
            SELECT started_at, ended_at FROM \(ident: LoanRecord.schema) WHERE library_id = \(bind: library) AND ended_at IS NOT NULL
            ORDER BY ended_at DESC LIMIT \(literal: limit)
            """).all(decoding: EndedLoanRow.self)
    }

    /// The card `user` is signed in to the library with, while the session lasts.
    func sessionCardID(user: UUID, library: UUID, now: Date) async throws -> UUID? {
        try await sql.raw("""
            SELECT card_id FROM library_sessions WHERE user_id = \(bind: user) AND library_id = \(bind: library) AND expires_at > \(bind: now)
            LIMIT 1
            """).first(decodingColumn: "card_id", as: UUID.self)
    }

    /// The card `user` is signed in to the library with, while the session lasts, with how many
    /// open loans and active holds it has: one statement (every library page shows it).
    func patronStatus(user: UUID, library: UUID, now: Date) async throws -> PatronStatusRow? {
        try await sql.raw("""
            SELECT s.library_id, s.expires_at, c.number, c.holder_name,
                (SELECT COUNT(*) FROM library_loans l WHERE l.card_id = s.card_id AND \(LoanRecord.open("l"))) AS loans,
                (SELECT COUNT(*) FROM library_holds h WHERE h.card_id = s.card_id
                    AND \(HoldRecord.active("h"))) AS holds
            FROM library_sessions s JOIN library_cards c ON c.id = s.card_id
            WHERE s.user_id = \(bind: user) AND s.library_id = \(bind: library) AND s.expires_at > \(bind: now)
            LIMIT 1
            """).first(decoding: PatronStatusRow.self)
    }
}

extension LibraryStore {
    /// The time zone setting of the person a card belongs to, nil when none (or no person).
    func holderTimeZone(card: UUID) async throws -> String? {
        try await sql.raw("""
            SELECT u.time_zone FROM users u JOIN library_cards c ON c.user_id = u.id WHERE c.id = \(bind: card) LIMIT 1
            """).first(decodingColumn: "time_zone", as: String?.self) ?? nil
    }
}

/// An open loan (its start and due date) or an active hold (its place and state) of a title.
struct QueueEntryRow: Decodable, Sendable {
    let titleID: UUID
    let startedAt: Date?
    let dueAt: Date?
    let seq: Int?
    /// Nil for a loan.
    let state: String?
    /// Set for a paused hold.
    let pausedUntil: Date?
    enum CodingKeys: String, CodingKey {
        case titleID = "title_id", startedAt = "started_at", dueAt = "due_at", seq, state, pausedUntil = "paused_until"
    }
}

struct EndedLoanRow: Decodable, Sendable {
    let startedAt: Date
    let endedAt: Date
    enum CodingKeys: String, CodingKey { case startedAt = "started_at", endedAt = "ended_at" }
}

/// A library session's card and what is on it.
struct PatronStatusRow: Decodable, Sendable {
    let libraryID: UUID
    let expiresAt: Date
    let number: String
    let holderName: String
    let loans: Int
    let holds: Int
    enum CodingKeys: String, CodingKey {
        case libraryID = "library_id", expiresAt = "expires_at", number, holderName = "holder_name", loans, holds
    }
}
