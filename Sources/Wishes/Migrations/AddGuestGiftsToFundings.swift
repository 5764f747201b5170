import Fluent
import SatchelCore
import SQLKit

/// Issue 41, group gifts: guests give through a collection's public link (their name, a
/// message, and the hash of their receipt link's secret on the donation), and the organiser may
/// require givers' names. Existing collections allow anonymous gifts, as before.
struct AddGuestGiftsToFundings: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(DonationRecord.schema)
            .field("guest_name", .string)
            .update()
        try await database.schema(DonationRecord.schema)
            .field("message", .string)
            .update()
        try await database.schema(DonationRecord.schema)
            .field("receipt_hash", .string)
            .update()
        try await database.schema(FundingRecord.schema)
            .field("names_required", .bool, .required, .sql(.default(false)))
            .update()
        let sql = database as! any SQLDatabase
        try await sql.create(index: "wish_donations_receipt_hash").on(DonationRecord.schema).column("receipt_hash").unique().run()
    }

    func revert(on database: any Database) async throws {
        let sql = database as! any SQLDatabase
        try await sql.drop(index: "wish_donations_receipt_hash").run()
        try await database.schema(FundingRecord.schema).deleteField("names_required").update()
        for field in ["receipt_hash", "message", "guest_name"] {
            try await database.schema(DonationRecord.schema).deleteField(.string(field)).update()
        }
    }
}
