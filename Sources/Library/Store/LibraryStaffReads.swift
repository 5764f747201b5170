import Foundation
import SatchelAPI
import SQLKit

/// A library's staff, and the staff-only columns of titles (`AddStaffFieldsToTitles`), which
/// `TitleRecord` does not map: read and written here with SQL.
extension LibraryStore {
    struct StaffRow: Decodable, Sendable {
        let userID: UUID
        let username: String
        let displayName: String
        let addedAt: Date

        enum CodingKeys: String, CodingKey {
            case userID = "user_id", username, displayName = "display_name", addedAt = "added_at"
        }

        var member: LibraryStaffMember { LibraryStaffMember(userId: userID, username: username, displayName: displayName, addedAt: addedAt) }
    }

    /// The library's staff, by username.
    func staff(library: UUID) async throws -> [StaffRow] {
        try await sql.raw("""
            SELECT s.user_id, u.username, u.display_name, s.added_at FROM library_staff s JOIN users u ON u.id = s.user_id
            WHERE s.library_id = \(bind: library) ORDER BY u.username
            """).all(decoding: StaffRow.self)
    }

    func isStaff(user: UUID, library: UUID) async throws -> Bool {
        try await sql.raw("SELECT 1 AS one FROM library_staff WHERE library_id = \(bind: library) AND user_id = \(bind: user)")
            .first() != nil
    }

    /// Adds the row unless it is there (adding twice is one row).
    func addStaff(user: UUID, library: UUID, by admin: UUID, at now: Date) async throws {
        try await sql.raw("""
            INSERT INTO library_staff (id, library_id, user_id, added_at, added_by)
            VALUES (\(bind: UUID()), \(bind: library), \(bind: user), \(bind: now), \(bind: admin))
            ON CONFLICT (library_id, user_id) DO NOTHING
            """).run()
    }

    /// Whether there was a row to remove.
    func removeStaff(user: UUID, library: UUID) async throws -> Bool {
        let found = try await isStaff(user: user, library: library)
        try await sql.raw("DELETE FROM library_staff WHERE library_id = \(bind: library) AND user_id = \(bind: user)").run()
        return found
    }

    /// A person by username (lower-cased), for adding them as staff.
    func userID(username: String) async throws -> UUID? {
        struct Row: Decodable { let id: UUID }
        return try await sql.raw("SELECT id FROM users WHERE username = \(bind: username.lowercased())").first(decoding: Row.self)?.id
    }

    func userExists(_ id: UUID) async throws -> Bool {
        try await sql.raw("SELECT 1 AS one FROM users WHERE id = \(bind: id)").first() != nil
    }

    /// A condition true when the title `column` names is not withdrawn (one primary-key look-up).
    static func notWithdrawn(_ column: String) -> SQLQueryString {
        "NOT EXISTS (SELECT 1 FROM library_titles w WHERE w.id = \(unsafeRaw: column) AND w.withdrawn_at IS NOT NULL)"
    }

    /// `ids` less the withdrawn titles, in their order.
    func lentTitleIDs(among ids: [UUID]) async throws -> [UUID] {
        guard !ids.isEmpty else { return [] }
        let withdrawn = Set(try await sql.raw("SELECT id FROM library_titles WHERE id IN (\(binds: ids)) AND withdrawn_at IS NOT NULL")
            .all(decodingColumn: "id", as: UUID.self))
        return ids.filter { !withdrawn.contains($0) }
    }

    // MARK: titles as staff see them

    struct StaffTitleRow: Decodable, Sendable {
        let id: UUID
        let title: String
        let authors: String
        let copies: Int?
        let loanDays: Int?
        let outCount: Int
        let waitingCount: Int
        let withdrawnAt: Date?

        enum CodingKeys: String, CodingKey {
            case id, title, authors, copies, loanDays = "loan_days", outCount = "out_count", waitingCount = "waiting_count"
            case withdrawnAt = "withdrawn_at"
        }

        static let columns = SQLRaw("t.id, t.title, t.authors, t.copies, t.loan_days, t.out_count, t.waiting_count, t.withdrawn_at")

        func staffTitle(libraryLoanDays: Int) -> StaffTitle {
            StaffTitle(id: id, title: title, authors: authors.split(separator: "\n").map(String.init), copies: copies, loanDays: loanDays,
                       effectiveLoanDays: loanDays ?? libraryLoanDays, outCount: outCount, waitingCount: waitingCount, withdrawnAt: withdrawnAt)
        }
    }

    /// The library's titles whose title or authors contain `text` (any case; all when empty), by title.
    func staffTitles(library: UUID, containing text: String, limit: Int) async throws -> [StaffTitleRow] {
        let like = "%" + text.lowercased().replacingOccurrences(of: "%", with: "").replacingOccurrences(of: "_", with: "") + "%"
        return try await sql.raw("""
            SELECT \(StaffTitleRow.columns) FROM library_titles t WHERE t.library_id = \(bind: library)
            AND (LOWER(t.title) LIKE \(bind: like) OR LOWER(t.authors) LIKE \(bind: like))
            ORDER BY t.title_key, t.id LIMIT \(literal: limit)
            """).all(decoding: StaffTitleRow.self)
    }

    func staffTitle(_ id: UUID, library: UUID) async throws -> StaffTitleRow? {
        try await sql.raw("SELECT \(StaffTitleRow.columns) FROM library_titles t WHERE t.id = \(bind: id) AND t.library_id = \(bind: library)")
            .first(decoding: StaffTitleRow.self)
    }

    /// The title's own loan period; nil when it follows the library's.
    func titleLoanDays(_ id: UUID) async throws -> Int? {
        struct Row: Decodable { let loanDays: Int?; enum CodingKeys: String, CodingKey { case loanDays = "loan_days" } }
        return try await sql.raw("SELECT loan_days FROM library_titles WHERE id = \(bind: id)").first(decoding: Row.self)?.loanDays
    }

    func setTitleLoanDays(_ id: UUID, _ days: Int?) async throws {
        try await sql.raw("UPDATE library_titles SET loan_days = \(bind: days) WHERE id = \(bind: id)").run()
    }

    /// When the title was withdrawn; nil while it is lent.
    func withdrawnAt(_ id: UUID) async throws -> Date? {
        struct Row: Decodable { let withdrawnAt: Date?; enum CodingKeys: String, CodingKey { case withdrawnAt = "withdrawn_at" } }
        return try await sql.raw("SELECT withdrawn_at FROM library_titles WHERE id = \(bind: id)").first(decoding: Row.self)?.withdrawnAt
    }

    func setWithdrawn(_ id: UUID, at date: Date?) async throws {
        try await sql.raw("UPDATE library_titles SET withdrawn_at = \(bind: date) WHERE id = \(bind: id)").run()
    }
}
