import Foundation
import SatchelCore
import SQLKit

/// The report queue's reads and the resolution of reports, in SQL (the resolution columns came
/// after `AbuseReportRecord`'s first migration).
struct ReportQueueStore {
    let sql: any SQLDatabase

    struct OpenReport: Decodable {
        let subject_id: UUID
        let subject: String
        let reason: String
        let note: String
        let created_at: Date
    }

    /// The thing a report is about, whatever its kind.
    struct Thing: Decodable {
        let name: String
        let added_by: UUID?
        let hidden: Bool
        /// A review's or photo's dish (where it is shown).
        let dish_id: UUID?
    }

    struct Author: Decodable {
        let display_name: String
        let username: String
    }

    /// Every open report, oldest first.
    func openReports() async throws -> [OpenReport] {
        try await sql.raw("SELECT subject_id, subject, reason, note, created_at FROM eats_reports WHERE resolved_at IS NULL ORDER BY created_at, id")
            .all(decoding: OpenReport.self)
    }

    /// The open reports about one thing, oldest first.
    func openReports(about id: UUID) async throws -> [OpenReport] {
        try await sql.raw("""
            SELECT subject_id, subject, reason, note, created_at FROM eats_reports
            WHERE subject_id = \(bind: id) AND resolved_at IS NULL ORDER BY created_at, id
            """).all(decoding: OpenReport.self)
    }

    /// What kind of thing `id` is, from any report about it (open or not).
    func subjectKind(_ id: UUID) async throws -> String? {
        struct Row: Decodable { let subject: String }
        return try await sql.raw("SELECT subject FROM eats_reports WHERE subject_id = \(bind: id) LIMIT 1").first(decoding: Row.self)?.subject
    }

    func thing(_ subject: String, _ id: UUID) async throws -> Thing? {
        let query: SQLQueryString = switch subject {
        case "restaurant": "SELECT name, added_by, hidden, NULL AS dish_id FROM eats_restaurants WHERE id = \(bind: id)"
        case "dish": "SELECT name, added_by, hidden, NULL AS dish_id FROM eats_dishes WHERE id = \(bind: id)"
        case "review": "SELECT body AS name, author_id AS added_by, hidden, dish_id FROM eats_reviews WHERE id = \(bind: id)"
        default: """
            SELECT d.name AS name, p.added_by AS added_by, p.hidden AS hidden, p.dish_id AS dish_id
            FROM eats_photos p JOIN eats_dishes d ON d.id = p.dish_id WHERE p.id = \(bind: id)
            """
        }
        return try await sql.raw(query).first(decoding: Thing.self)
    }

    func author(_ id: UUID) async throws -> Author? {
        try await sql.raw("SELECT display_name, username FROM users WHERE id = \(bind: id)").first(decoding: Author.self)
    }

    /// Settles every open report about `id`; returns how many there were.
    @discardableResult
    func resolve(_ id: UUID, outcome: String, by admin: UUID, at now: Date) async throws -> Int {
        struct Row: Decodable { let id: UUID }
        return try await sql.raw("""
            UPDATE eats_reports SET resolved_at = \(bind: now), resolved_by = \(bind: admin), outcome = \(bind: outcome)
            WHERE subject_id = \(bind: id) AND resolved_at IS NULL RETURNING id
            """).all(decoding: Row.self).count
    }

    /// People whose reports about `id` are still open (what hides it automatically).
    func openReporters(_ id: UUID) async throws -> Int {
        struct Row: Decodable { let n: Int }
        return try await sql.raw("SELECT COUNT(*) AS n FROM eats_reports WHERE subject_id = \(bind: id) AND resolved_at IS NULL")
            .first(decoding: Row.self)?.n ?? 0
    }
}
