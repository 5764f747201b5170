import Fluent

/// When a person confirmed their address (nil: not yet) and when they last changed it (nil:
/// still the address they signed up with). A password reset is mailed only to a confirmed
/// address or an unchanged sign-up address, so people who exist keep theirs working.
struct AddEmailVerificationToUsers: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        if try await !schema.hasColumn("email_verified_at", in: User.schema) {
            try await database.schema(User.schema).field("email_verified_at", .datetime).update()
        }
        if try await !schema.hasColumn("email_changed_at", in: User.schema) {
            try await database.schema(User.schema).field("email_changed_at", .datetime).update()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(User.schema).deleteField("email_verified_at").deleteField("email_changed_at").update()
    }
}
