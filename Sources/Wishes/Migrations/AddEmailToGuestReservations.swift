import Fluent
import SatchelCore

/// A registry guest's address (issue 41), kept with their reservation so they hear when the
/// wish they reserved changes, is removed or arrives; with the language to write in and the
/// nonce their reservation's link is derived from (the link itself is never stored). All nil
/// for a guest who gave no address, and cleared when the reservation ends.
struct AddEmailToGuestReservations: AsyncMigration {
    func prepare(on database: any Database) async throws {
        let schema = SchemaInspection(database)
        // One column per statement: SQLite adds one at a time.
        for column in ["guest_email", "guest_language", "link_nonce"] {
            guard try await !schema.hasColumn(column, in: GuestReservationRecord.schema) else { continue }
            try await database.schema(GuestReservationRecord.schema).field(FieldKey(stringLiteral: column), .string).update()
        }
    }

    func revert(on database: any Database) async throws {
        for column in ["link_nonce", "guest_language", "guest_email"] {
            try await database.schema(GuestReservationRecord.schema).deleteField(FieldKey(stringLiteral: column)).update()
        }
    }
}
