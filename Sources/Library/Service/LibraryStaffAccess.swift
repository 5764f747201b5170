import Foundation
import SatchelAPI
import SatchelCore

/// Who keeps a library's catalogue: its staff, whom an instance administrator adds by username,
/// and every instance administrator. For anyone else the staff area does not exist (404, as
/// the administration answers).
public struct LibraryStaffAccess: Sendable {
    let context: SatchelContext

    /// The viewer, when they are staff of `library` or an administrator; else not found.
    @discardableResult
    public func require(_ viewer: Viewer?, _ library: LibraryRow) async throws -> ViewerUser {
        guard let viewer, try await isStaff(viewer.user, library) else { throw AppError(.notFound, "not_found.route") }
        return viewer.user
    }

    public func isStaff(_ user: ViewerUser, _ library: LibraryRow) async throws -> Bool {
        if user.isAdmin { return true }
        return try await context.libraryStore.isStaff(user: user.id, library: library.id)
    }

    /// The library's titles whose title, author or ISBN contains `text` (withdrawn ones too), as
    /// many as `limit`; a query longer than the search field allows is refused, not cut.
    public func titles(_ library: LibraryRow, containing text: String, limit: Int) async throws -> [StaffTitle] {
        let query = text.trimmingCharacters(in: .whitespaces)
        guard query.unicodeScalars.count <= 200 else { throw AppError.invalid("q", "field.too_long", ["max": "200"]) }
        return try await context.libraryStore.staffTitles(library: library.id, containing: query, limit: limit)
            .map { $0.staffTitle(libraryLoanDays: library.loanDays) }
    }

    public func list(_ library: LibraryRow) async throws -> [LibraryStaffMember] {
        try await context.libraryStore.staff(library: library.id).map(\.member)
    }

    /// Makes the person with `username` staff of the library (again is no change).
    public func add(username: String, to library: LibraryRow, by admin: ViewerUser) async throws -> LibraryStaffMember {
        let name = username.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "@"))
        guard !name.isEmpty, let user = try await context.libraryStore.userID(username: name) else {
            throw AppError.invalid("username", "library.staff.unknown_person")
        }
        return try await add(user: user, to: library, by: admin)
    }

    public func add(user: UUID, to library: LibraryRow, by admin: ViewerUser) async throws -> LibraryStaffMember {
        let store = context.libraryStore
        guard try await store.userExists(user) else { throw AppError.notFound("user") }
        let already = try await store.isStaff(user: user, library: library.id)
        try await store.addStaff(user: user, library: library.id, by: admin.id, at: context.now)
        guard let member = try await store.staff(library: library.id).first(where: { $0.userID == user })?.member else {
            throw AppError.notFound("user")
        }
        if !already {
            try await context.adminAudit.record(by: admin, "library.staff_add", subject: user, subjectName: "@" + member.username,
                                                detail: "/library/" + library.slug)
        }
        return member
    }

    public func remove(user: UUID, from library: LibraryRow, by admin: ViewerUser) async throws {
        let store = context.libraryStore
        let member = try await store.staff(library: library.id).first { $0.userID == user }
        guard let member, try await store.removeStaff(user: user, library: library.id) else { throw AppError.notFound("user") }
        try await context.adminAudit.record(by: admin, "library.staff_remove", subject: user, subjectName: "@" + member.username,
                                            detail: "/library/" + library.slug)
    }
}

extension SatchelContext {
    public var libraryStaff: LibraryStaffAccess { LibraryStaffAccess(context: self) }
}
