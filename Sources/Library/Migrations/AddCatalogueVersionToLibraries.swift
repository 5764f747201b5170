import Fluent
import SatchelCore
import SQLKit

/// Each library counts the imports that changed its catalogue, so that every server keeping
/// a search index of it in memory (`TitleWordIndexes`) sees that it is stale, whichever server
/// imported.
struct AddCatalogueVersionToLibraries: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        guard try await !schema.hasColumn("catalogue_version", in: LibraryRecord.schema) else { return }
        try await database.schema(LibraryRecord.schema).field("catalogue_version", .int64, .required, .sql(.default(0))).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(LibraryRecord.schema).deleteField("catalogue_version").update()
    }
}
