import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension DonationService {
    /// Compares each donation of the last `days` with what the gateway says, and records the
    /// differences (also returned). A month of a city's donations is read a thousand at a time,
    /// each thousand asked about in one question per gateway.
    public func reconcile(days: Int = 30, batch size: Int = 1000) async throws -> [ReconciliationIssueRecord] {
        var issues: [ReconciliationIssueRecord] = []
        var after: UUID?
        while true {
            var query = DonationRecord.query(on: context.db)
                .filter(\.$createdAt > context.now.addingTimeInterval(-Double(days) * 86400)).filter(\.$paymentRef != nil)
            if let after { query = query.filter(\.$id > after) }
            let batch = try await query.sort(\.$id).limit(size).all()
            guard let last = batch.last else { break }
            after = try last.requireID()
            issues += try await reconcile(batch)
            if batch.count < size { break }
        }
        return issues
    }

    private func reconcile(_ donations: [DonationRecord]) async throws -> [ReconciliationIssueRecord] {
        var statuses: [String: GatewayPaymentStatus] = [:]
        for (name, group) in Dictionary(grouping: donations, by: \.gateway) {
            guard let gateway = context.paymentGateways.all[name] else { continue }
            let asked = try? await gateway.statuses(ofPayments: group.compactMap(\.paymentRef))
            statuses.merge(asked ?? [:]) { first, _ in first }
        }
        var issues: [ReconciliationIssueRecord] = []
        for donation in donations {
            guard let reference = donation.paymentRef, let status = statuses[reference] else { continue }
            let expected: Set<GatewayPaymentStatus> = switch donation.state {
            case .pending: [.pending, .succeeded, .failed, .expired, .cancelled]
            case .confirmed: [.succeeded]
            case .refunding: [.succeeded, .refunded]
            case .refunded: [.refunded]
            case .failed, .expired, .cancelled: [.failed, .expired, .cancelled, .unknown, .pending]
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
