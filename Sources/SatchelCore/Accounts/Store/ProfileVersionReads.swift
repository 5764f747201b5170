import Foundation
import SQLKit

/// A profile's version (issue 46) by itself: `User` leaves it out, as older migrations load
/// `User` before the column exists.
extension AccountsStore {
    /// The person's profile version, nil for nobody.
    func profileVersion(of user: UUID) async throws -> Int? {
        struct Row: Decodable { let version: Int }
        return try await sql.raw("SELECT version FROM \(ident: User.schema) WHERE id = \(bind: user)").first(decoding: Row.self)?.version
    }
}
