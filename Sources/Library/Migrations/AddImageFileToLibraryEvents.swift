import Fluent
import SatchelCore
import SQLKit

/// An event's picture is a file in the library's covers folder. `CreateLibraries` replaced the
/// media reference `image_id` with `image` after it first shipped; databases made before that
/// get the column here (the old one stays, unread: its pictures were never shown).
struct AddImageFileToLibraryEvents: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        guard try await !schema.hasColumn("image", in: LibraryEventRecord.schema) else { return }
        try await database.schema(LibraryEventRecord.schema).field("image", .string).update()
    }

    /// Nothing to undo: on a database made after the edit, the original migration made all of
    /// this itself, and its own revert removes it.
    func revert(on database: any Database) async throws {}
}
