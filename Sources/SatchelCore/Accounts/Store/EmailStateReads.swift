import Foundation
import SQLKit

/// Whether a person's address is confirmed, and whether it was ever changed. `User` leaves
/// these columns out, as older migrations load `User` before they exist.
struct EmailState: Sendable, Decodable {
    /// When the person proved the address is theirs; nil: not (yet).
    let verifiedAt: Date?
    /// When the address was last changed; nil: still the one they signed up with.
    let changedAt: Date?

    enum CodingKeys: String, CodingKey {
        case verifiedAt = "email_verified_at", changedAt = "email_changed_at"
    }

    /// Mail about the account or its news (a reset, a notification) may go to it: confirmed, or
    /// the sign-up address never changed. A changed address waits for its confirmation, so a
    /// mistyped one never receives anything but the link.
    var isTrusted: Bool { verifiedAt != nil || changedAt == nil }
}

extension AccountsStore {
    func emailState(of user: UUID) async throws -> EmailState? {
        try await sql.raw("SELECT email_verified_at, email_changed_at FROM \(ident: User.schema) WHERE id = \(bind: user)")
            .first(decoding: EmailState.self)
    }

    /// Marks the address confirmed (once: a later confirmation keeps the first time).
    func markEmailVerified(_ user: UUID, at date: Date) async throws {
        try await sql.raw("UPDATE \(ident: User.schema) SET email_verified_at = \(bind: date) WHERE id = \(bind: user) AND email_verified_at IS NULL").run()
    }

    /// A new address: not confirmed, changed now.
    func markEmailChanged(_ user: UUID, at date: Date) async throws {
        try await sql.raw("UPDATE \(ident: User.schema) SET email_verified_at = NULL, email_changed_at = \(bind: date) WHERE id = \(bind: user)").run()
    }
}
