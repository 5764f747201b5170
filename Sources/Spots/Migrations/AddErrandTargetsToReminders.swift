import Fluent
import SatchelCore
import SQLKit

/// Issue 42: a reminder at any place of a kind ("any pharmacy") or brand ("any Lidl"), and each
/// such place's geofence state for the reminder (so each alerts once per visit).
struct AddErrandTargetsToReminders: AsyncMigration {
    func prepare(on database: any Database) async throws {
        // One column at a time: SQLite adds one per ALTER TABLE.
        for column in ["target_kind", "target_brand", "target_brand_key", "target_brand_wikidata"] {
            try await database.schema(ReminderRecord.schema).field(FieldKey(stringLiteral: column), .string).update()
        }
        try await database.schema(ReminderRecord.schema).field("target_radius", .double).update()
        try await database.schema("spot_reminder_visits")
            .id()
            .field("reminder_id", .uuid, .required, .references(ReminderRecord.schema, .id, onDelete: .cascade))
            .field("owner_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("place_key", .string, .required)
            .field("presence", .string, .required)
            .field("stay_alerted", .bool, .required)
            .field("inside_device", .string)
            .unique(on: "reminder_id", "place_key")
            .create()
        if let sql = database as? any SQLDatabase {
            try await sql.raw("CREATE INDEX spot_reminder_visits_inside ON spot_reminder_visits (reminder_id, presence)").run()
            // A fix looks up the person's watched kind/brand reminders: from this index alone.
            try await sql.raw("""
                CREATE INDEX spot_reminders_targets ON spot_reminders
                (owner_id, watching, target_kind, target_brand_key, target_brand_wikidata, target_radius, id)
                """).run()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("spot_reminder_visits").delete()
        for column in ["target_kind", "target_brand", "target_brand_key", "target_brand_wikidata", "target_radius"] {
            try await database.schema(ReminderRecord.schema).deleteField(FieldKey(stringLiteral: column)).update()
        }
    }
}
