import Fluent
import SatchelCore

/// A Secret Santa's version (issue 46): one up with every change to it — its details, its
/// people, its draw — sent as its `ETag` and checked against `If-Match`, so two organisers'
/// tabs never overwrite each other; and when its details last changed, for
/// `If-Unmodified-Since`. Exchanges that already exist start at 1.
struct AddVersionToGiftExchanges: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        if try await !schema.hasColumn("version", in: GiftExchangeRecord.schema) {
            try await database.schema(GiftExchangeRecord.schema).field("version", .int, .required, .sql(.default(1))).update()
        }
        if try await !schema.hasColumn("updated_at", in: GiftExchangeRecord.schema) {
            try await database.schema(GiftExchangeRecord.schema).field("updated_at", .datetime).update()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(GiftExchangeRecord.schema).deleteField("version").deleteField("updated_at").update()
    }
}
