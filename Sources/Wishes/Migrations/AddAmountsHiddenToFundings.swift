import Fluent
import SatchelCore

/// Issue 41, group gifts: the organiser may show only the progress — then amounts (each gift's
/// and the total in money) are hidden from everyone but each giver (their own) and the
/// organiser. Existing collections show amounts, as before.
struct AddAmountsHiddenToFundings: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(FundingRecord.schema)
            .field("amounts_hidden", .bool, .required, .sql(.default(false)))
            .update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(FundingRecord.schema).deleteField("amounts_hidden").update()
    }
}
