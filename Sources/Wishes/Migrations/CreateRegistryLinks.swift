import Fluent
import SatchelCore
import SQLKit

/// Issue 41: a list's public registry link, and the reservations guests make through it.
struct CreateRegistryLinks: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PublicLinkRecord.schema)
            .id()
            .field("list_id", .uuid, .required, .references(WishListRecord.schema, .id, onDelete: .cascade))
            .field("token", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "list_id")
            .unique(on: "token")
            .create()
        try await database.schema(GuestReservationRecord.schema)
            .id()
            .field("wish_id", .uuid, .required, .references(WishRecord.schema, .id, onDelete: .cascade))
            .field("token_hash", .string, .required)
            .field("guest_name", .string, .required)
            .field("bought", .bool, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "token_hash")
            .create()
        if let sql = database as? any SQLDatabase {
            try await sql.raw("CREATE INDEX IF NOT EXISTS wish_guest_reservations_wish ON wish_guest_reservations (wish_id)").run()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema(GuestReservationRecord.schema).delete()
        try await database.schema(PublicLinkRecord.schema).delete()
    }
}
