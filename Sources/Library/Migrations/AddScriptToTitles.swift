import Fluent
import SatchelCore
import SQLKit

/// A title's title and authors in their own script (MARC 880), beside the romanised ones.
/// Registered right after `CreateCatalogue`: later migrations read titles through the model,
/// which has these columns.
struct AddScriptToTitles: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        for column in ["title_in_script", "authors_in_script"] where try await !schema.hasColumn(column, in: TitleRecord.schema) {
            try await database.schema(TitleRecord.schema).field(FieldKey(stringLiteral: column), .string).update()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(TitleRecord.schema).deleteField("title_in_script").deleteField("authors_in_script").update()
    }
}
