import Fluent

/// The suggestions catalogue. Only the importer's key is indexed (unique): search matches word
/// starts anywhere in `search_key` (`LIKE '% term%'`), which no B-tree index can serve.
struct CreateProducts: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(ProductRecord.schema)
            .id()
            .field("sku", .string, .required)
            .field("search_key", .string, .required)
            .field("name", .string, .required)
            .field("brand", .string, .required)
            .field("category", .string, .required)
            .field("price_minor", .int64)
            .field("currency", .string)
            .field("image_url", .string)
            .field("link", .string)
            .field("updated_at", .datetime, .required)
            .unique(on: "sku")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(ProductRecord.schema).delete()
    }
}
