import Fluent

/// A person's sessions and tokens by person, newest first: listing them, ending them all on a
/// password change and deleting an account read every session of everyone without it (the
/// only index was by expiry).
struct IndexAuthTokensByPerson: AsyncMigration {
    static let indexes = IndexList([
        ("auth_tokens_user_created", "auth_tokens (user_id, created_at)"),
    ])

    func prepare(on database: any Database) async throws { try await Self.indexes.create(on: database) }

    func revert(on database: any Database) async throws { try await Self.indexes.drop(on: database) }
}
