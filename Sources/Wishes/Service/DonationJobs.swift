import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// The periodic work on donations: refunds owed, fundings past their deadline, payments
/// still pending at the gateway.
extension DonationService {
    /// Refunds every confirmed donation of a funding that owes them back. Safe to repeat:
    /// a donation is claimed by a conditional update, the gateway call carries the same
    /// idempotency key each time, and the ledger takes one refund per donation.
    public func runRefunds(funding: UUID) async throws {
        guard let record = try await FundingRecord.find(funding, on: context.db), record.refundsDue else { return }
        let due = try await DonationRecord.query(on: context.db).filter(\.$funding.$id == funding)
            .filter(\.$state ~~ [.confirmed, .refunding]).all()
        let wish = try await WishRecord.find(record.$wish.id, on: context.db)
        for donation in due {
            let id = try donation.requireID()
            try await context.moneyWrites.startRefund(id)
            guard let reference = donation.paymentRef else { continue }
            do {
                _ = try await context.paymentGateways.named(donation.gateway).refund(RefundRequest(
                    paymentReference: reference, refundReference: donation.refundRef, amountMinor: donation.amountMinor,
                    currency: donation.currency, idempotencyKey: "refund-" + id.uuidString.lowercased()))
            } catch {
                // Left `refunding`: the next pass of the job tries again with the same key.
                context.logger.warning("refund of donation \(id) failed: \(String(reflecting: error))")
                continue
            }
            let refunded: Bool = try await context.writeTransaction { tx in
                guard try await tx.moneyWrites.finishRefund(id) else { return false }
                try await Self.ledger(tx: tx, funding: funding, donation: id, kind: .refund,
                                      amount: -donation.amountMinor, currency: donation.currency)
                return true
            }
            if refunded, let donor = donation.$donor.id, let wish {
                try await context.notifications.notify(user: donor, actor: nil, kind: FundingNotification.refunded,
                                                    params: ["wish": wish.name, "amountMinor": "\(donation.amountMinor)", "currency": donation.currency],
                                                    link: FundingPath.donations.path)
            }
        }
    }

    // MARK: the deadline job

    /// Ends fundings whose deadline passed: funded ones stay funded; the others fail (and are
    /// refunded) or end (keep-what-you-get). Waits while payments are still pending.
    public func runDeadlines() async throws {
        let due = try await FundingRecord.query(on: context.db).filter(\.$state == .open).filter(\.$deadline <= context.now).all()
        for funding in due {
            let id = try funding.requireID()
            try await settleStalePayments(funding: id)
            let pending = try await DonationRecord.query(on: context.db).filter(\.$funding.$id == id).filter(\.$state == .pending).count()
            if pending > 0 { continue }
            try await markFundedIfReached(funding)
            let ended = try await context.moneyWrites.endOpenFunding(id, as: funding.mode == .allOrNothing ? .failed : .ended, at: context.now)
            guard ended, let wish = try await WishRecord.find(funding.$wish.id, on: context.db) else { continue }
            try await context.notifications.notify(
                user: wish.$owner.id, actor: nil,
                kind: funding.mode == .allOrNothing ? FundingNotification.failed : FundingNotification.ended,
                params: ["wish": wish.name], link: WishesPath.wish(wish.id!).path)
            try await runRefunds(funding: id)
        }
        // Refunds a gateway refused earlier are retried.
        let stuck = try await DonationRecord.query(on: context.db).filter(\.$state == .refunding).all()
        for funding in Set(stuck.map { $0.$funding.id }) { try await runRefunds(funding: funding) }
    }

    /// Pending payments older than `pendingPatience`: ask the gateway and apply its answer as an
    /// event of our own (so it, too, applies once).
    func settleStalePayments(funding: UUID) async throws {
        let stale = try await DonationRecord.query(on: context.db).filter(\.$funding.$id == funding)
            .filter(\.$state == .pending).filter(\.$createdAt < context.now.addingTimeInterval(-Self.pendingPatience)).all()
        for donation in stale {
            guard let reference = donation.paymentRef else {
                // Never reached the gateway.
                donation.state = .failed
                try await donation.update(on: context.db)
                continue
            }
            let gateway = try context.paymentGateways.named(donation.gateway)
            let status = try await gateway.status(ofPayment: reference)
            let kind: GatewayEvent.Kind? = switch status {
            case .succeeded, .refunded: .succeeded
            case .failed: .failed
            case .cancelled: .cancelled
            case .expired, .unknown: .expired
            case .pending: nil
            }
            guard let kind else { continue }
            try await apply(GatewayEvent(id: "status-\(reference)-\(kind.rawValue)", kind: kind, paymentReference: reference),
                            gateway: donation.gateway)
        }
    }
}
