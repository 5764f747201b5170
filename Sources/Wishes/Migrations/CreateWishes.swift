import Fluent
import SatchelCore
import SQLKit

/// Lists, wishes, shares, reservations, pledges and comments.
struct CreateWishLists: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(WishListRecord.schema)
            .id()
            .field("name_key", .string, .required)
            .field("owner_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("name", .string, .required)
            .field("occasion", .string, .required)
            .field("date", .string)
            .field("created_at", .datetime, .required)
            .unique(on: "owner_id", "name_key")
            .create()
        try await database.schema(WishRecord.schema)
            .id()
            .field("name_key", .string, .required)
            .field("owner_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("list_id", .uuid, .references(WishListRecord.schema, .id, onDelete: .setNull))
            .field("photo_id", .uuid)
            .field("name", .string, .required)
            .field("price_minor", .int64)
            .field("currency", .string)
            .field("store", .string, .required)
            .field("link", .string)
            .field("notes", .string, .required)
            .field("quantity", .int, .required)
            .field("priority", .string, .required)
            .field("position", .int, .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "owner_id", "name_key")
            .create()
        try await database.schema(ListShareRecord.schema)
            .id()
            .field("list_id", .uuid, .required, .references(WishListRecord.schema, .id, onDelete: .cascade))
            .field("recipient_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("accepted", .bool, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "list_id", "recipient_id")
            .create()
        try await database.schema(ReservationRecord.schema)
            .id()
            .field("wish_id", .uuid, .required, .references(WishRecord.schema, .id, onDelete: .cascade))
            .field("giver_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("bought", .bool, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "wish_id", "giver_id")
            .create()
        try await database.schema(PledgeRecord.schema)
            .id()
            .field("wish_id", .uuid, .required, .references(WishRecord.schema, .id, onDelete: .cascade))
            .field("giver_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("amount_minor", .int64, .required)
            .field("bought", .bool, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "wish_id", "giver_id")
            .create()
        try await database.schema(WishCommentRecord.schema)
            .id()
            .field("wish_id", .uuid, .required, .references(WishRecord.schema, .id, onDelete: .cascade))
            .field("author_id", .uuid, .references(User.schema, .id, onDelete: .setNull))
            .field("body", .string, .required)
            .field("created_at", .datetime, .required)
            .create()
        if let sql = database as? any SQLDatabase {
            try await sql.raw("CREATE INDEX IF NOT EXISTS wishes_list_position ON wishes (list_id, position)").run()
            try await sql.raw("CREATE INDEX IF NOT EXISTS wish_reservations_giver ON wish_reservations (giver_id)").run()
            try await sql.raw("CREATE INDEX IF NOT EXISTS wish_pledges_giver ON wish_pledges (giver_id)").run()
            try await sql.raw("CREATE INDEX IF NOT EXISTS wish_list_shares_recipient ON wish_list_shares (recipient_id)").run()
        }
    }

    func revert(on database: any Database) async throws {
        for schema in [WishCommentRecord.schema, PledgeRecord.schema, ReservationRecord.schema, ListShareRecord.schema,
                       WishRecord.schema, WishListRecord.schema] {
            try await database.schema(schema).delete()
        }
    }
}
