import Fluent
import SatchelCore
import SQLKit

/// Positions are tracked per device, and a reminder remembers which device is inside its place.
/// `CreateSpots` gained these after it first shipped (reminder columns, trackers keyed by user and
/// device, a wider watch index); databases made before that get them here.
struct AddDevicesToPositionTracking: AsyncMigration {
    static let watchIndexColumns = "owner_id, watching, min_lat, max_lat, min_lon, max_lon, presence, place_lat, place_lon, radius, inside_device, id"

    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        let reminderColumns = try await schema.columns(of: ReminderRecord.schema)
        for (name, type) in [("inside_device", DatabaseSchema.DataType.string), ("anchor_day", .int), ("completed_due_local", .string)]
        where !reminderColumns.contains(name) {
            try await database.schema(ReminderRecord.schema).field(FieldKey(stringLiteral: name), type).update()
        }
        if try await !schema.hasColumn("device_id", in: PositionTrackerRecord.schema) {
            // The old table held one last-known position per person. Positions are reported
            // again with the next fix, so the table is made anew rather than converted.
            try await database.schema(PositionTrackerRecord.schema).delete()
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
        }
        let current = "(\(Self.watchIndexColumns))".lowercased().filter { !$0.isWhitespace }
        if let index = try await schema.indexDefinition("spot_reminders_watch"), !index.hasSuffix(current) {
            try await schema.sql.raw("DROP INDEX spot_reminders_watch").run()
            try await schema.sql.raw("CREATE INDEX spot_reminders_watch ON spot_reminders (\(unsafeRaw: Self.watchIndexColumns))").run()
        }
    }

    /// Nothing to undo: on a database made after the edit, the original migration made all of
    /// this itself, and its own revert removes it.
    func revert(on database: any Database) async throws {}
}
