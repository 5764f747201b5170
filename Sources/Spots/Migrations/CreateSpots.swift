import Fluent
import SatchelCore
import SQLKit

/// Reminders, their lists, position trackers and calendar subscription secrets.
struct CreateSpots: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(ReminderListRecord.schema)
            .id()
            .field("owner_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("name", .string, .required)
            .field("name_key", .string, .required)
            .field("color", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "owner_id", "name_key")
            .create()
        try await database.schema(ReminderRecord.schema)
            .id()
            .field("owner_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("list_id", .uuid, .references(ReminderListRecord.schema, .id, onDelete: .setNull))
            .field("title", .string, .required)
            .field("notes", .string, .required)
            .field("due_local", .string)
            .field("time_zone", .string)
            .field("due_at", .datetime)
            .field("repeat_rule", .string)
            .field("alerted_due_at", .datetime)
            .field("place_lat", .double)
            .field("place_lon", .double)
            .field("place_label", .string)
            .field("radius", .double)
            .field("trigger", .string)
            .field("min_lat", .double)
            .field("max_lat", .double)
            .field("min_lon", .double)
            .field("max_lon", .double)
            .field("presence", .string, .required)
            .field("stay_alerted", .bool, .required)
            .field("inside_device", .string)
            .field("anchor_day", .int)
            .field("completed_due_local", .string)
            .field("watching", .bool, .required)
            .field("fired_at", .datetime)
            .field("done_at", .datetime)
            .field("ical_uid", .string, .required)
            .field("created_at", .datetime, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "owner_id", "ical_uid")
            .create()
        try await database.schema(PositionTrackerRecord.schema)
            .id()
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("device_id", .string, .required)
            .field("fix_at", .datetime, .required)
            .field("lat", .double, .required)
            .field("lon", .double, .required)
            .field("accuracy", .double, .required)
            .unique(on: "user_id", "device_id")
            .create()
        try await database.schema(CalendarFeedRecord.schema)
            .field("user_id", .uuid, .identifier(auto: false), .references(User.schema, .id, onDelete: .cascade))
            .field("token", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "token")
            .create()
        guard let sql = database as? any SQLDatabase else { return }
        // The spatial lookup of a position report: this user's watched places whose box holds
        // the point (a range on min_lat within the user), plus those it is inside of. It covers
        // every column the lookup reads, so a report never touches the table's pages.
        try await sql.raw("""
            CREATE INDEX spot_reminders_watch ON spot_reminders
            (owner_id, watching, min_lat, max_lat, min_lon, max_lon, presence, place_lat, place_lon, radius, inside_device, id)
            """).run()
        try await sql.raw("CREATE INDEX spot_reminders_inside ON spot_reminders (owner_id, presence)").run()
        // The scheduler: open reminders by due time.
        try await sql.raw("CREATE INDEX spot_reminders_due ON spot_reminders (due_at) WHERE done_at IS NULL").run()
        try await sql.raw("CREATE INDEX spot_reminders_owner ON spot_reminders (owner_id, done_at, due_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(CalendarFeedRecord.schema).delete()
        try await database.schema(PositionTrackerRecord.schema).delete()
        try await database.schema(ReminderRecord.schema).delete()
        try await database.schema(ReminderListRecord.schema).delete()
    }
}
