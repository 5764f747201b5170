import Foundation
import Fluent
import SQLKit

/// A push device belongs to the session that subscribed it, so signing out stops its pushes.
/// `CreatePushDevices` gained `token_id` after it first shipped; databases made before that
/// get it here.
struct AddSessionToPushDevices: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        guard try await !schema.hasColumn("token_id", in: PushDevice.schema) else { return }
        try await schema.sql.raw("""
            ALTER TABLE push_devices ADD COLUMN token_id UUID REFERENCES auth_tokens (id) ON DELETE CASCADE
            """).run()
    }

    /// Nothing to undo: on a database made after the edit, the original migration made all of
    /// this itself, and its own revert removes it.
    func revert(on database: any Database) async throws {}
}
