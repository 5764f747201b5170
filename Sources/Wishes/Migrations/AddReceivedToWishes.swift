import Fluent
import SatchelCore

/// When the owner marked a wish received (issue 41): it leaves its list for their Received page.
/// Nil for every wish still wished for, so existing wishes need nothing.
struct AddReceivedToWishes: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        guard try await !schema.hasColumn("received_at", in: WishRecord.schema) else { return }
        try await database.schema(WishRecord.schema).field("received_at", .datetime).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(WishRecord.schema).deleteField("received_at").update()
    }
}
