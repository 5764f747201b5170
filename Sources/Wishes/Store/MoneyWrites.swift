import Foundation
import SatchelCore
import SQLKit

/// The writes money depends on, each one conditional statement that says whether it changed a
/// row: a state moves only from the states it may come from, so a repeated or concurrent call
/// changes nothing the second time. (Plain model writes stay on the Fluent records.)
struct MoneyWrites: Sendable {
    let sql: any SQLDatabase

    // MARK: gateway events

    /// Records a gateway event as received; false when it was recorded before (a concurrent
    /// delivery waits for this transaction, then finds it taken).
    func claimEvent(row: UUID, gateway: String, _ event: GatewayEvent, at now: Date) async throws -> Bool {
        !(try await sql.raw("""
            INSERT INTO payment_events (id, gateway, event_id, kind, payment_ref, outcome, received_at)
            VALUES (\(bind: row), \(bind: gateway), \(bind: event.id), \(bind: event.kind.rawValue),
                    \(bind: event.paymentReference), 'received', \(bind: now))
            ON CONFLICT (gateway, event_id) DO NOTHING RETURNING id
            """).all().isEmpty)
    }

    func setOutcome(ofEvent row: UUID, _ outcome: String) async throws {
        try await sql.raw("UPDATE payment_events SET outcome = \(bind: outcome) WHERE id = \(bind: row)").run()
    }

    // MARK: donations

    /// Confirms a donation, even after an earlier failure, expiry or cancellation (the money was taken).
    func confirmDonation(_ id: UUID, refundReference: String?, at now: Date) async throws -> Bool {
        !(try await sql.raw("""
            UPDATE wish_donations SET state = 'confirmed', confirmed_at = \(bind: now),
                refund_ref = COALESCE(\(bind: refundReference), refund_ref)
            WHERE id = \(bind: id) AND state IN ('pending', 'failed', 'expired', 'cancelled') RETURNING id
            """).all().isEmpty)
    }

    /// A pending donation that will not be paid: `failed`, `expired` or `cancelled`.
    func endPendingDonation(_ id: UUID, as state: DonationRecord.State) async throws -> Bool {
        !(try await sql.raw("""
            UPDATE wish_donations SET state = \(bind: state.rawValue) WHERE id = \(bind: id) AND state = 'pending' RETURNING id
            """).all().isEmpty)
    }

    /// Claims a confirmed donation for refunding (one already claimed stays claimed).
    func startRefund(_ id: UUID) async throws {
        try await sql.raw("UPDATE wish_donations SET state = 'refunding' WHERE id = \(bind: id) AND state = 'confirmed'").run()
    }

    func finishRefund(_ id: UUID) async throws -> Bool {
        !(try await sql.raw("""
            UPDATE wish_donations SET state = 'refunded' WHERE id = \(bind: id) AND state = 'refunding' RETURNING id
            """).all().isEmpty)
    }

    /// Adds a ledger entry; the unique (donation, kind) key makes a second one impossible,
    /// whatever races.
    func addLedgerEntry(funding: UUID, donation: UUID, kind: LedgerEntryRecord.Kind, amount: Int, currency: String,
                        at now: Date) async throws {
        try await sql.raw("""
            INSERT INTO funding_ledger (id, funding_id, donation_id, kind, amount_minor, currency, created_at)
            VALUES (\(bind: UUID()), \(bind: funding), \(bind: donation), \(bind: kind.rawValue), \(bind: amount),
                    \(bind: currency), \(bind: now))
            ON CONFLICT (donation_id, kind) DO NOTHING
            """).run()
    }

    // MARK: fundings

    /// An open funding whose ledger reached its target becomes funded.
    func markFundedIfReached(_ id: UUID, at now: Date) async throws -> Bool {
        !(try await sql.raw("""
            UPDATE wish_fundings SET state = 'funded', funded_at = \(bind: now)
            WHERE id = \(bind: id) AND state = 'open'
              AND (SELECT COALESCE(SUM(amount_minor), 0) FROM funding_ledger WHERE funding_id = \(bind: id)) >= target_minor
            RETURNING id
            """).all().isEmpty)
    }

    /// Ends an open funding: `closed` by its owner, or `failed` / `ended` at its deadline.
    func endOpenFunding(_ id: UUID, as state: FundingRecord.State, at now: Date) async throws -> Bool {
        !(try await sql.raw("""
            UPDATE wish_fundings SET state = \(bind: state.rawValue), ended_at = \(bind: now)
            WHERE id = \(bind: id) AND state = 'open' RETURNING id
            """).all().isEmpty)
    }
}

extension SatchelContext {
    /// Money's conditional writes on this context's database (or transaction).
    var moneyWrites: MoneyWrites { MoneyWrites(sql: sql) }
}
