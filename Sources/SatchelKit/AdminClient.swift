import Foundation
import SatchelAPI

/// The administration, for an administrator's app. For anyone else every call fails with a
/// 404 `SatchelError`. Changes to people need the password checked in the last ten minutes:
/// they fail with 403 until `reauthenticate(password:)` is called.
extension SatchelClient {
    /// Checks the password again; sensitive calls then work for ten minutes.
    public func reauthenticate(password: String) async throws {
        try await sendEmpty(AdminRoute.reauthenticate, body: Reauthentication(password: password))
    }

    /// Everyone, or those whose username, name or address starts with `query`, by username.
    nonisolated public func administeredPeople(matching query: String? = nil, pageSize: Int = 50) -> AsyncThrowingStream<AdminPerson, any Error> {
        pages(AdminRoute.people, query: query.map { [("q", $0)] } ?? [], pageSize: pageSize)
    }

    public func administeredPerson(_ id: UUID) async throws -> AdminPerson { try await send(AdminRoute.person(id)) }

    /// Makes an account (no invitation or approval needed); without a password, the answer says
    /// how the person chooses one.
    public func createPerson(_ person: NewAdminPerson) async throws -> AdminCreatedPerson {
        try await send(AdminRoute.createPerson, body: person)
    }

    @discardableResult
    public func lockPerson(_ id: UUID, reason: String? = nil) async throws -> AdminPerson {
        try await send(AdminRoute.lockPerson(id), body: AccountLockRequest(reason: reason))
    }

    @discardableResult
    public func unlockPerson(_ id: UUID) async throws -> AdminPerson { try await send(AdminRoute.unlockPerson(id)) }

    public func signOutEverywhere(_ id: UUID) async throws { try await sendEmpty(AdminRoute.signOutPerson(id)) }

    public func resetPassword(of id: UUID) async throws -> AdminPasswordReset { try await send(AdminRoute.resetPassword(id)) }

    @discardableResult
    public func setAdministrator(_ id: UUID, _ isAdmin: Bool) async throws -> AdminPerson {
        try await send(isAdmin ? AdminRoute.makeAdministrator(id) : AdminRoute.revokeAdministrator(id))
    }

    public func deletePerson(_ id: UUID) async throws { try await sendEmpty(AdminRoute.deletePerson(id)) }

    /// Every administrator action, newest first.
    nonisolated public func auditLog(pageSize: Int = 50) -> AsyncThrowingStream<AuditEntry, any Error> {
        pages(AdminRoute.auditLog, query: [], pageSize: pageSize)
    }
}
