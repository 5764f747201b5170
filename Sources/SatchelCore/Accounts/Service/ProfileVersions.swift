import Fluent
import Foundation
import SatchelAPI

/// A profile's version (issue 46): checked against what a change was made from, and one up
/// with every change the person makes to their profile, in the transaction that stores it.
/// Signing in, a session's use and a new password are not profile changes and never come here.
extension AccountService {
    /// The profile's version now; refuses a change made from a copy it has moved on from
    /// (412 with `/me` as it is).
    func checkedVersion(_ precondition: Precondition, _ user: User) async throws -> Int {
        let id = try user.requireID()
        guard let version = try await context.accountsStore.profileVersion(of: id) else { throw AppError.notFound("user") }
        // Profiles keep no change time: only `If-Match` applies to them.
        guard precondition.holds(version: version, lastModified: .distantPast) else { throw try await stale(id) }
        return version
    }

    /// Runs `write` with the profile's version one up, in one transaction, and returns the new
    /// version; a conditional change must still find the version it was checked against.
    func versioned(_ user: User, from seen: Int, _ precondition: Precondition,
                   _ write: @escaping @Sendable (SatchelContext) async throws -> Void) async throws -> Int {
        let id = try user.requireID()
        return try await context.versionedWrite(User.schema, id: id, ifStill: precondition.isConditional ? seen : nil,
                                                stale: { try await stale(id) }) { tx, _ in try await write(tx) }
    }

    /// The refusal, with `/me` as it is now.
    func stale(_ id: UUID) async throws -> StaleCopy<Me> {
        guard let fresh = try await User.find(id, on: context.db),
              let version = try await context.accountsStore.profileVersion(of: id) else { throw AppError.notFound("user") }
        let verifiedAt = try await context.accountsStore.emailState(of: id)?.verifiedAt
        return StaleCopy(current: try ViewerUser(fresh, version: version, emailVerifiedAt: verifiedAt).me, version: version)
    }
}

extension ViewerUser {
    /// The person as `/me` shows them.
    var me: Me {
        Me(id: id, username: username, displayName: displayName, email: email, bio: bio, language: language, timeZone: timeZone,
           photoURL: photoID.map { "/media/\($0.uuidString.lowercased())" }, isAdmin: isAdmin, createdAt: createdAt, version: version,
           emailVerified: emailVerifiedAt != nil)
    }
}
