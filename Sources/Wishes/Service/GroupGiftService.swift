import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var groupGifts: GroupGiftService { GroupGiftService(context: self) }
}

/// Gifts through a collection's public link (issue 41), from people without an account: a
/// name, an optional message, an amount, and whether to give anonymously. The money goes the
/// members' way (`DonationService`: the same gateway, ledger, refunds, all or nothing); the
/// guest's receipt link, whose secret is stored only hashed, shows how their gift stands.
public struct GroupGiftService: Sendable {
    let context: SatchelContext

    /// Gifts through one link per hour, and from one network per 15 minutes, as the registry's
    /// guest reservations: a party's guests are a few hundred, a script is not.
    static let perLink = SignInThrottleService.rate(free: 60, window: 3600, lock: 60, maximumLock: 15 * 60)
    static let perNetwork = SignInThrottleService.rate(free: 10, window: 15 * 60, lock: 60, maximumLock: 3600)
    static let nameLimit = 100
    static let messageLimit = 500
    /// A receipt secret a client chooses (its idempotency key): long enough not to be guessed.
    static let keyLength = 22...100

    /// A guest gives through the public link: checked, throttled, recorded pending and sent to
    /// the gateway. Sent again with the same `key`, the same gift is answered and nothing is
    /// started twice.
    public func give(token: String, _ request: GuestDonationRequest, clientAddress: String?) async throws -> GuestDonation {
        guard token.count <= 100, let row = try await context.fundingStore.card(publicToken: token) else {
            throw AppError.notFound("wish")
        }
        let funding = row.funding
        var validator = Validator()
        let name = UserText.clean(request.name)
        validator.check(!name.isEmpty, "name", "registry.name_required")
        validator.check(name.count <= Self.nameLimit, "name", "registry.name_too_long", ["max": "\(Self.nameLimit)"])
        let message = UserText.clean(request.message, multiline: true)
        validator.check(message.count <= Self.messageLimit, "message", "guest_gift.message_too_long", ["max": "\(Self.messageLimit)"])
        validator.check((100...FundingRules.maxDonation).contains(request.amount), "amount", "donation.amount",
                        ["min": "100", "max": "\(FundingRules.maxDonation)"])
        let anonymous = request.anonymous ?? false
        if anonymous, funding.namesRequired { validator.add(FieldIssue(field: "anonymous", code: "donation.names_required")) }
        let key = request.key ?? ""
        validator.check(key.isEmpty || (Self.keyLength.contains(key.count) && key.allSatisfy(Self.isKeyCharacter)),
                        "key", "guest_gift.key")
        try validator.finish()
        let secret = key.isEmpty ? SecureToken.generate() : key
        let hash = SecureToken.hash(secret)
        // The same gift again (a double click, a retried request): answer it as it stands.
        if let made = try await DonationRecord.query(on: context.db).filter(\.$receiptHash == hash).first() {
            guard made.$funding.id == funding.id else { throw AppError.invalid("key", "guest_gift.key") }
            return try await shown(made, wishName: row.wish.name, secret: secret)
        }
        guard funding.state == .open, funding.deadline > context.now else { throw AppError(.conflict, "donation.closed") }
        try await context.throttle.countUse("guest-gift-link:" + funding.id.uuidString.lowercased(), policy: Self.perLink,
                                            code: "registry.throttled")
        if let clientAddress {
            try await context.throttle.countUse("guest-gift-" + SignInThrottleService.networkKey(clientAddress), policy: Self.perNetwork,
                                                code: "registry.throttled")
        }
        let donation = DonationRecord()
        donation.id = UUID()
        donation.$funding.id = funding.id
        donation.$donor.id = nil
        donation.amountMinor = request.amount
        donation.currency = funding.currency
        donation.anonymous = anonymous
        donation.state = .pending
        donation.gateway = context.paymentGateways.active.name
        donation.createdAt = context.now
        donation.guestName = name
        donation.message = message.isEmpty ? nil : message
        donation.receiptHash = hash
        do { try await donation.create(on: context.db) } catch {
            // The same key racing itself: the first one made the gift.
            guard (error as? any DatabaseError)?.isConstraintFailure == true,
                  let made = try await DonationRecord.query(on: context.db).filter(\.$receiptHash == hash).first() else { throw error }
            return try await shown(made, wishName: row.wish.name, secret: secret)
        }
        let receipt = url(secret: secret)
        try await context.donations.startPayment(donation, description: row.wish.name, returnURL: receipt,
                                                 cancelURL: receipt + "?cancelled=1")
        return try await shown(donation, wishName: row.wish.name, secret: secret)
    }

    /// The gift its receipt link names, as the guest sees it.
    public func gift(secret: String) async throws -> GuestDonation {
        let (donation, funding) = try await find(secret)
        let wish = try await context.wishesStore.wish(funding.$wish.id)
        var shown = try await shown(donation, wishName: wish?.name ?? "", secret: nil)
        shown.news = try await context.fundingNews.news(funding: try funding.requireID())
        return shown
    }

    /// The collection the receipt belongs to (its news and its public page).
    func funding(ofReceipt secret: String) async throws -> FundingRecord {
        try await find(secret).1
    }

    /// The news of the collection behind a public link (none for an unknown link).
    func news(publicToken token: String) async throws -> [FundingNews] {
        guard token.count <= 100, let row = try await context.fundingStore.card(publicToken: token) else { return [] }
        return try await context.fundingNews.news(funding: row.funding.id)
    }

    func url(secret: String) -> String { context.publicURL + FundingPath.guestGift(token: secret).path }

    private func find(_ secret: String) async throws -> (DonationRecord, FundingRecord) {
        guard Self.keyLength.contains(secret.count),
              let donation = try await DonationRecord.query(on: context.db).filter(\.$receiptHash == SecureToken.hash(secret)).first(),
              let funding = try await FundingRecord.find(donation.$funding.id, on: context.db)
        else { throw AppError.notFound("gift") }
        return (donation, funding)
    }

    private func shown(_ d: DonationRecord, wishName: String, secret: String?) async throws -> GuestDonation {
        GuestDonation(token: secret, url: secret.map(url(secret:)), paymentURL: d.state == .pending ? d.paymentURL : nil,
                      wishName: wishName, name: d.guestName ?? "", message: d.message,
                      amount: Price(amount: d.amountMinor, currency: d.currency), state: d.state.rawValue,
                      anonymous: d.anonymous, createdAt: d.createdAt)
    }

    private static func isKeyCharacter(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c.isNumber || c == "-" || c == "_")
    }
}
