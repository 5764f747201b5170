import Foundation
import SatchelCore
import SQLKit

/// The simulated bank's own books: a payment settles once, from `open`; a refund only of a paid one.
struct SimBankStore: Sendable {
    let sql: any SQLDatabase

    /// A payment as its checkout page and callbacks show it.
    func payment(_ id: UUID) async throws -> SimBankPaymentRow? {
        try await sql.select().columns("id", "amount_minor", "currency", "description", "return_url", "cancel_url", "state")
            .from(SimBankPaymentRecord.schema).where("id", .equal, id).first(decoding: SimBankPaymentRow.self)
    }

    /// The state of each of these payments the bank knows.
    func states(of ids: [UUID]) async throws -> [UUID: SimBankPaymentRecord.State] {
        guard !ids.isEmpty else { return [:] }
        let rows = try await sql.select().columns("id", "state").from(SimBankPaymentRecord.schema).where("id", .in, ids)
            .all(decoding: SimBankStateRow.self)
        return Dictionary(rows.map { ($0.id, $0.state) }, uniquingKeysWith: { first, _ in first })
    }

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

/// A simulated payment's fields, as its page and callbacks show them.
struct SimBankPaymentRow: Decodable, Sendable {
    let id: UUID
    let amountMinor: Int
    let currency: String
    let description: String
    let returnURL: String
    let cancelURL: String
    var state: SimBankPaymentRecord.State
    enum CodingKeys: String, CodingKey {
        case id, amountMinor = "amount_minor", currency, description, returnURL = "return_url", cancelURL = "cancel_url", state
    }
}

/// A simulated payment's state.
struct SimBankStateRow: Decodable, Sendable {
    let id: UUID
    let state: SimBankPaymentRecord.State
}
