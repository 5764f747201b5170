import Fluent
import SatchelCore
import SQLKit

/// Issue 42: a reminder's places besides its first (which stays in `spot_reminders`, so old
/// reminders keep working unchanged), each with its own geofence state, and a time window
/// (start, end, zone, days) limiting when its place alerts go out.
struct AddPlacesAndWindowsToReminders: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("spot_reminder_places")
            .id()
            .field("reminder_id", .uuid, .required, .references(ReminderRecord.schema, .id, onDelete: .cascade))
            .field("owner_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("position", .int, .required)
            .field("lat", .double, .required)
            .field("lon", .double, .required)
            .field("label", .string, .required)
            .field("radius", .double, .required)
            .field("min_lat", .double, .required)
            .field("max_lat", .double, .required)
            .field("min_lon", .double, .required)
            .field("max_lon", .double, .required)
            .field("presence", .string, .required)
            .field("stay_alerted", .bool, .required)
            .field("inside_device", .string)
            .create()
        // One column at a time: SQLite adds one per ALTER TABLE.
        for column in ["window_start", "window_end", "window_zone"] {
            try await database.schema(ReminderRecord.schema).field(FieldKey(stringLiteral: column), .string).update()
        }
        try await database.schema(ReminderRecord.schema).field("window_days", .int).update()
        if let sql = database as? any SQLDatabase {
            try await sql.raw("""
                CREATE INDEX spot_reminder_places_watch ON spot_reminder_places (owner_id, min_lat, max_lat, min_lon, max_lon)
                """).run()
            try await sql.raw("CREATE INDEX spot_reminder_places_reminder ON spot_reminder_places (reminder_id, position)").run()
            try await sql.raw("CREATE INDEX spot_reminder_places_inside ON spot_reminder_places (owner_id, presence)").run()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("spot_reminder_places").delete()
        for column in ["window_start", "window_end", "window_zone", "window_days"] {
            try await database.schema(ReminderRecord.schema).deleteField(FieldKey(stringLiteral: column)).update()
        }
    }
}
