import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

extension DonationService {
    /// Compares each donation of the last `days` with what the gateway says, and records the
    /// differences (also returned).
    public func reconcile(days: Int = 30) async throws -> [ReconciliationIssueRecord] {
        let rows = try await DonationRecord.query(on: context.db)
            .filter(\.$createdAt > context.now.addingTimeInterval(-Double(days) * 86400)).filter(\.$paymentRef != nil).all()
        var issues: [ReconciliationIssueRecord] = []
        for donation in rows {
            guard let reference = donation.paymentRef,
                  let gateway = context.paymentGateways.all[donation.gateway] else { continue }
            let status: GatewayPaymentStatus
            do { status = try await gateway.status(ofPayment: reference) } catch { continue }
            let expected: Set<GatewayPaymentStatus> = switch donation.state {
            case .pending: [.pending, .succeeded, .failed, .expired]
            case .confirmed: [.succeeded]
            case .refunding: [.succeeded, .refunded]
            case .refunded: [.refunded]
            case .failed, .expired: [.failed, .expired, .unknown, .pending]
            }
            guard !expected.contains(status) else { continue }
            let issue = ReconciliationIssueRecord()
            issue.donationID = try donation.requireID()
            issue.ledgerState = donation.state.rawValue
            issue.gatewayState = status.rawValue
            issue.foundAt = context.now
            let known = try await ReconciliationIssueRecord.query(on: context.db).filter(\.$donationID == issue.donationID)
                .filter(\.$ledgerState == issue.ledgerState).filter(\.$gatewayState == issue.gatewayState).count()
            if known == 0 {
                try await issue.create(on: context.db)
                context.logger.error("reconciliation: donation \(issue.donationID) is \(issue.ledgerState) here but \(issue.gatewayState) at \(donation.gateway)")
            }
            issues.append(issue)
        }
        return issues
    }
}
