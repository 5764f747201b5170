import Fluent
import Foundation
import SatchelAPI

/// What administrators do to people's accounts. Every change is written to the audit log in
/// the same transaction; the last administrator is never locked, deleted or demoted.
public struct AdminPeopleService: Sendable {
    let context: SatchelContext

    var store: AdminStore { AdminStore(sql: context.sql) }

    // MARK: reading

    /// People by username, those matching `query` (a start of a username, name or address).
    /// The longest search (the API's `q`, as openapi.yaml says).
    public static let maxQueryLength = 200

    public func people(query: String?, cursor: String?, limit: Int?) async throws -> SatchelAPI.Page<AdminPerson> {
        guard (query ?? "").count <= Self.maxQueryLength else {
            throw AppError.invalid("q", "search.too_long", ["max": String(Self.maxQueryLength)])
        }
        let size = try PageSize.resolve(limit)
        let after = try Self.decodeCursor(cursor)
        let found = try await store.people(matching: query ?? "", after: after, limit: size + 1, now: context.now)
        let shown = Array(found.prefix(size))
        return SatchelAPI.Page(items: shown, nextCursor: found.count > size ? shown.last.map { Self.encodeCursor($0.username) } : nil)
    }

    public func person(_ id: UUID) async throws -> AdminPerson {
        guard let person = try await store.person(id, now: context.now) else { throw AppError.notFound("user") }
        return person
    }

    static func encodeCursor(_ username: String) -> String { Data(("u|" + username).utf8).base64URLEncoded }

    static func decodeCursor(_ cursor: String?) throws -> String? {
        guard let cursor, !cursor.isEmpty else { return nil }
        guard let data = Data(base64URLEncoded: cursor), let raw = String(data: data, encoding: .utf8), raw.hasPrefix("u|")
        else { throw AppError.invalid("cursor", "cursor.invalid") }
        return String(raw.dropFirst(2))
    }

    // MARK: creating

    /// Makes an account as an administrator: no invitation or approval is needed. Without a
    /// password, the person gets a link that sets one.
    public func create(_ input: NewAdminPerson, by admin: Viewer) async throws -> AdminCreatedPerson {
        let password = input.password ?? (SecureToken.generate() + "-Aa1")
        let user = try await context.accounts.createAccount(
            SignUpRequest(displayName: input.displayName, username: input.username, email: input.email, password: password),
            administrator: input.isAdmin == true)
        let id = try user.requireID()
        let reset: AdminPasswordReset? = try await context.transaction { tx in
            try await tx.adminAudit.record(by: admin.user, input.isAdmin == true ? "person.create_admin" : "person.create",
                                           subject: id, subjectName: Self.name(user))
            return input.password == nil ? try await tx.passwordResets.issueByAdministrator(for: user) : nil
        }
        context.changed("users", .user(id))
        return AdminCreatedPerson(person: try await person(id), passwordReset: reset)
    }

    // MARK: changing

    /// Locks the account: every session and token ends and no sign-in works until unlocked.
    public func lock(_ id: UUID, reason: String?, by admin: Viewer) async throws {
        guard id != admin.id else { throw AppError(.conflict, "admin.not_yourself") }
        let user = try await find(id)
        let reason = reason.map { UserText.clean($0) }.flatMap { $0.isEmpty ? nil : String($0.prefix(300)) }
        try await context.writeTransaction { tx in
            let store = AdminStore(sql: tx.sql)
            if user.isAdmin { try await Self.keepAnotherAdministrator(besides: id, store) }
            try await store.lock(id, by: admin.id, reason: reason, at: tx.now)
            try await AuthToken.query(on: tx.db).filter(\.$user.$id == id).delete()
            try await tx.adminAudit.record(by: admin.user, "person.lock", subject: id, subjectName: Self.name(user), detail: reason)
        }
        await context.services.hub.disconnect(user: id)
        context.changed("auth_tokens", .user(id))
    }

    /// Unlocks the account, and lifts the wrong-password brake too.
    public func unlock(_ id: UUID, by admin: Viewer) async throws {
        let user = try await find(id)
        try await context.transaction { tx in
            try await AdminStore(sql: tx.sql).unlock(id)
            try await tx.adminAudit.record(by: admin.user, "person.unlock", subject: id, subjectName: Self.name(user))
        }
        try await context.throttle.clear(user: user)
    }

    /// Ends every session and token of the person (their own devices sign in again).
    public func signOutEverywhere(_ id: UUID, by admin: Viewer) async throws {
        let user = try await find(id)
        try await context.transaction { tx in
            try await AuthToken.query(on: tx.db).filter(\.$user.$id == id).delete()
            try await tx.adminAudit.record(by: admin.user, "person.sign_out", subject: id, subjectName: Self.name(user))
        }
        await context.services.hub.disconnect(user: id)
        context.changed("auth_tokens", .user(id))
    }

    /// A link that sets a new password: mailed to a confirmed address when mail is set up,
    /// otherwise shown once to the administrator to pass on.
    public func resetPassword(_ id: UUID, by admin: Viewer) async throws -> AdminPasswordReset {
        let user = try await find(id)
        return try await context.transaction { tx in
            let reset = try await tx.passwordResets.issueByAdministrator(for: user)
            try await tx.adminAudit.record(by: admin.user, "person.password_reset", subject: id, subjectName: Self.name(user),
                                           detail: reset.delivery)
            return reset
        }
    }

    /// Gives or takes administrator rights; the last administrator keeps theirs.
    public func setAdministrator(_ id: UUID, _ isAdmin: Bool, by admin: Viewer) async throws {
        let user = try await find(id)
        guard user.isAdmin != isAdmin else { return }
        try await context.writeTransaction { tx in
            let store = AdminStore(sql: tx.sql)
            if !isAdmin { try await Self.keepAnotherAdministrator(besides: id, store) }
            try await store.setAdministrator(id, isAdmin)
            try await tx.adminAudit.record(by: admin.user, isAdmin ? "person.make_admin" : "person.revoke_admin",
                                           subject: id, subjectName: Self.name(user))
        }
        context.changed("users", .user(id))
    }

    /// Deletes the account exactly as the person deleting it would.
    public func delete(_ id: UUID, by admin: Viewer) async throws {
        let user = try await find(id)
        let name = Self.name(user)
        if user.isAdmin {
            try await context.writeTransaction { tx in try await Self.keepAnotherAdministrator(besides: id, AdminStore(sql: tx.sql)) }
        }
        try await context.accounts.delete(user)
        try await context.adminAudit.record(by: admin.user, "person.delete", subject: id, subjectName: name)
    }

    // MARK: rules

    /// Refuses when `id` is the only administrator (rows locked on PostgreSQL, so two
    /// administrators removing each other at once cannot leave none).
    static func keepAnotherAdministrator(besides id: UUID, _ store: AdminStore) async throws {
        let admins = try await store.administrators(locking: true)
        guard admins.contains(where: { $0 != id }) else { throw AppError(.conflict, "admin.last_administrator") }
    }

    func find(_ id: UUID) async throws -> User {
        guard let user = try await User.find(id, on: context.db) else { throw AppError.notFound("user") }
        return user
    }

    static func name(_ user: User) -> String { "\(user.displayName) (@\(user.username))" }
}

extension SatchelContext {
    public var adminPeople: AdminPeopleService { AdminPeopleService(context: self) }
}
