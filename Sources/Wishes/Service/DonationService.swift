import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var donations: DonationService { DonationService(context: self) }

    /// The payment gateways configured at start-up.
    public var paymentGateways: PaymentGateways {
        guard let gateways = part(PaymentGateways.self) else {
            fatalError("the Wishes module has not configured its payment gateways")
        }
        return gateways
    }
}

/// The gateways Satchel can take donations through; new donations use `active`.
public struct PaymentGateways: Sendable {
    public let active: any PaymentGateway
    public let all: [String: any PaymentGateway]

    public init(active: any PaymentGateway, others: [any PaymentGateway] = []) {
        self.active = active
        var all = [active.name: active]
        for gateway in others { all[gateway.name] = gateway }
        self.all = all
    }

    public func named(_ name: String) throws -> any PaymentGateway {
        guard let gateway = all[name] else { throw AppError.notFound("gateway") }
        return gateway
    }
}

/// Money: donations from start to confirmation, the ledger, refunds and the deadline job.
///
/// Exactly once (DESIGN invariant 2): each gateway event is stored unique by its id in the same
/// transaction that applies it, so a replay finds it and changes nothing; a donation moves
/// between states only by conditional updates (`WHERE state = …`), so of two racing events
/// one wins; the ledger has one `donation` and one `refund` entry per donation at most
/// (a unique key), and every total is a sum over it.
public struct DonationService: Sendable {
    let context: SatchelContext

    /// Payments still pending after this long are asked about at the gateway.
    static let pendingPatience: TimeInterval = 2 * 3600

    // MARK: donating

    /// Records a pending donation and starts the payment; the donor goes to `paymentURL`.
    public func donate(to wishID: UUID, donor: UUID, _ request: DonationRequest) async throws -> DonationRecord {
        let (wish, funding) = try await context.funding.visible(wishID, viewer: donor)
        guard wish.ownerID != donor else { throw AppError(.conflict, "donation.own") }
        guard funding.recipientID != donor else { throw AppError.notFound("wish") }
        guard funding.state == .open, funding.deadline > context.now else { throw AppError(.conflict, "donation.closed") }
        // Only a donor who can see that somebody is giving the wish is asked not to pay for it too;
        // to anyone else the answer must be the one an untouched wish gives (invariant 1).
        guard try await context.giving.givenAsSeenBy([wish], viewer: donor).isEmpty else {
            throw AppError(.conflict, "donation.reserved")
        }
        var validator = Validator()
        validator.check((100...FundingRules.maxDonation).contains(request.amount), "amount", "donation.amount",
                ["min": "100", "max": "\(FundingRules.maxDonation)"])
        // Anonymous to everyone, the organiser included, unless the organiser requires names.
        if request.anonymous == true, funding.namesRequired {
            validator.add(FieldIssue(field: "anonymous", code: "donation.names_required"))
        }
        try validator.finish()
        let gateway = context.paymentGateways.active
        let donation = DonationRecord()
        donation.id = UUID()
        donation.$funding.id = funding.id
        donation.$donor.id = donor
        donation.amountMinor = request.amount
        donation.currency = funding.currency
        donation.anonymous = request.anonymous ?? false
        donation.state = .pending
        donation.gateway = gateway.name
        donation.createdAt = context.now
        try await donation.create(on: context.db)
        let id = try donation.requireID().uuidString.lowercased()
        let page = context.publicURL + WishesPath.wish(wishID).path
        try await startPayment(donation, description: wish.name, returnURL: page + "?donation=" + id,
                               cancelURL: page + "?donation=" + id + "&cancelled=1")
        return donation
    }

    /// Starts the payment of a pending donation (a member's or a guest's) at the active gateway;
    /// a gateway that cannot be reached fails the donation ("try again").
    func startPayment(_ donation: DonationRecord, description: String, returnURL: String, cancelURL: String) async throws {
        let gateway = try context.paymentGateways.named(donation.gateway)
        let id = try donation.requireID().uuidString.lowercased()
        do {
            let start = try await gateway.startPayment(PaymentRequest(
                idempotencyKey: id, amountMinor: donation.amountMinor, currency: donation.currency, description: description,
                returnURL: returnURL, cancelURL: cancelURL))
            donation.paymentRef = start.reference
            donation.paymentURL = start.redirectURL
            try await donation.update(on: context.db)
        } catch {
            context.logger.warning("payment start failed: \(String(reflecting: error))")
            donation.state = .failed
            try await donation.update(on: context.db)
            throw AppError(.conflict, "donation.gateway_unavailable")
        }
    }

    func hasDonations(_ funding: FundingRecord) async throws -> Bool {
        try await DonationRecord.query(on: context.db).filter(\.$funding.$id == funding.requireID())
            .filter(\.$state != .failed).filter(\.$state != .expired).count() > 0
    }

    // MARK: gateway events

    public enum Outcome: String, Sendable { case applied, duplicate, noChange = "no_change" }

    /// Applies one gateway event exactly once. Throws (so the gateway delivers it again) when
    /// the payment is not known yet.
    @discardableResult
    public func apply(_ event: GatewayEvent, gateway: String) async throws -> Outcome {
        let result: (Outcome, DonationRecord?) = try await context.writeTransaction { tx in
            let writes = tx.moneyWrites
            // Claim the event first. A concurrent delivery of the same event waits here for
            // this transaction and then finds it taken; if this one rolls back, it goes ahead.
            let eventRow = UUID()
            guard try await writes.claimEvent(row: eventRow, gateway: gateway, event, at: tx.now) else { return (.duplicate, nil) }
            guard let donation = try await DonationRecord.query(on: tx.db)
                .filter(\.$gateway == gateway).filter(\.$paymentRef == event.paymentReference).first()
            else {
                if event.kind == .ignored { return (.noChange, nil) }
                throw AppError(.conflict, "payment.unknown")
            }
            let id = try donation.requireID()
            var changed = false
            switch event.kind {
            case .succeeded:
                // A confirmation wins over an earlier failure or expiry: the money was taken.
                if try await writes.confirmDonation(id, refundReference: event.refundReference, at: tx.now) {
                    if let amount = event.amountMinor, amount != donation.amountMinor {
                        tx.logger.warning("gateway \(gateway) took \(amount) for donation \(id) of \(donation.amountMinor)")
                    }
                    try await Self.ledger(tx: tx, funding: donation.$funding.id, donation: id, kind: .donation,
                                          amount: event.amountMinor ?? donation.amountMinor, currency: donation.currency)
                    changed = true
                }
            case .failed, .expired, .cancelled:
                let ended: DonationRecord.State = switch event.kind {
                case .failed: .failed
                case .cancelled: .cancelled
                default: .expired
                }
                changed = try await writes.endPendingDonation(id, as: ended)
            case .pending, .ignored:
                break
            }
            try await writes.setOutcome(ofEvent: eventRow, changed ? Outcome.applied.rawValue : Outcome.noChange.rawValue)
            return (changed ? .applied : .noChange, changed ? donation : nil)
        }
        if let donation = result.1, event.kind == .succeeded {
            try await confirmed(donation)
        }
        return result.0
    }

    static func ledger(tx: SatchelContext, funding: UUID, donation: UUID, kind: LedgerEntryRecord.Kind,
                       amount: Int, currency: String) async throws {
        try await tx.moneyWrites.addLedgerEntry(funding: funding, donation: donation, kind: kind, amount: amount, currency: currency, at: tx.now)
    }

    /// After a donation is confirmed: tell the owner, mark the wish funded once the target is
    /// reached, and give the money back if the funding already failed.
    private func confirmed(_ donation: DonationRecord) async throws {
        guard let funding = try await FundingRecord.find(donation.$funding.id, on: context.db),
              let wish = try await WishRecord.find(funding.$wish.id, on: context.db) else { return }
        var donorName: String?
        if !donation.anonymous, let donor = donation.$donor.id { donorName = try await User.find(donor, on: context.db)?.displayName }
        if !donation.anonymous, donation.$donor.id == nil { donorName = donation.guestName }
        try await context.notifications.notify(
            user: wish.$owner.id, actor: donation.anonymous ? nil : donation.$donor.id,
            kind: donorName == nil ? FundingNotification.donationAnonymous : FundingNotification.donation,
            params: ["wish": wish.name, "amountMinor": "\(donation.amountMinor)", "currency": donation.currency,
                     "name": donorName ?? ""],
            link: WishesPath.wish(wish.id!).path)
        // Whoever reserved or pledged for the wish learns, with the first money, that friends who
        // cannot see their gift are chipping in; they keep or release it (the owner learns nothing).
        if try await isFirstConfirmed(donation) {
            try await context.giving.tellGivers(about: wish, kind: WishNotification.reservedDonated)
        }
        try await markFundedIfReached(funding)
        if let fresh = try await FundingRecord.find(funding.id, on: context.db), fresh.refundsDue {
            try await runRefunds(funding: try fresh.requireID())
        }
    }

    /// Marks an open funding funded when its ledger reaches the target; tells the owner (and,
    /// for a surprise, its recipient) once.
    func markFundedIfReached(_ funding: FundingRecord) async throws {
        let id = try funding.requireID()
        guard try await context.moneyWrites.markFundedIfReached(id, at: context.now), let wish = try await WishRecord.find(funding.$wish.id, on: context.db) else { return }
        let link = WishesPath.wish(wish.id!).path
        try await context.notifications.notify(user: wish.$owner.id, actor: nil, kind: FundingNotification.funded,
                                            params: ["wish": wish.name], link: link)
        if let recipient = funding.$recipient.id {
            try await context.notifications.notify(user: recipient, actor: wish.$owner.id, kind: FundingNotification.surpriseFunded,
                                                params: ["wish": wish.name], link: link)
        }
        for donor in try await donors(of: id) where donor != wish.$owner.id && donor != funding.$recipient.id {
            try await context.notifications.notify(user: donor, actor: nil, kind: FundingNotification.fundedDonor,
                                                params: ["wish": wish.name], link: link)
        }
    }

    /// Whether this is the only donation of its funding the ledger has taken.
    private func isFirstConfirmed(_ donation: DonationRecord) async throws -> Bool {
        try await LedgerEntryRecord.query(on: context.db).filter(\.$fundingID == donation.$funding.id)
            .filter(\.$kind == .donation).count() == 1
    }

    private func donors(of funding: UUID) async throws -> Set<UUID> {
        Set(try await DonationRecord.query(on: context.db).filter(\.$funding.$id == funding)
            .filter(\.$state ~~ [.confirmed, .refunding, .refunded]).all().compactMap { $0.$donor.id })
    }

    // MARK: totals

    /// Each funding's total: confirmed donations less refunds, summed over the ledger.
    public func raised(_ fundings: [UUID]) async throws -> [UUID: Int] {
        try await context.fundingStore.raised(fundings)
    }

    // MARK: lists

    public func mine(donor: UUID) async throws -> [Donation] {
        try await context.fundingStore.donations(donor: donor).map { $0.donation.rendered(wishName: $0.wishName, wishID: $0.wishID) }
    }

    public func donation(_ id: UUID, donor: UUID) async throws -> Donation {
        guard let row = try await context.fundingStore.donations(donor: donor, id: id).first else {
            throw AppError.notFound("donation")
        }
        return row.donation.rendered(wishName: row.wishName, wishID: row.wishID)
    }

    /// A wish's confirmed donations as `viewer` may see them.
    /// The donors to a wish the viewer may see; none while nobody collects money for it.
    public func ofWish(_ wishID: UUID, viewer: UUID) async throws -> [Donor] {
        guard try await context.funding.funding(ofWish: wishID) != nil else {
            _ = try await context.wishes.visibleWish(wishID, viewer: viewer)
            return []
        }
        let (wish, funding) = try await context.funding.visible(wishID, viewer: viewer)
        return try await context.funding.render(data: [funding], viewer: viewer, wishes: [wish]).first?.funding.donors ?? []
    }
}
