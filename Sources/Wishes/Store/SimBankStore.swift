import Foundation
import SatchelCore
import SQLKit

/// The simulated bank's own books: a payment settles once, from `open`; a refund only of a paid one.
struct SimBankStore: Sendable {
    let sql: any SQLDatabase

    /// Settles an open payment; false when it was settled already.
    func settle(_ id: UUID, to state: SimBankPaymentRecord.State) async throws -> Bool {
        !(try await sql.raw("""
            UPDATE simbank_payments SET state = \(bind: state.rawValue) WHERE id = \(bind: id) AND state = 'open' RETURNING id
            """).all().isEmpty)
    }

    /// Refunds a paid payment under `key` (a payment refunded before keeps its first key).
    func refund(_ id: UUID, key: String) async throws {
        try await sql.raw("""
            UPDATE simbank_payments SET state = 'refunded', refund_key = \(bind: key)
            WHERE id = \(bind: id) AND state = 'paid'
            """).run()
    }
}
