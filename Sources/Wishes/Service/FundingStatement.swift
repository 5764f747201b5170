import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import Vapor

extension SatchelContext {
    public var fundingStatements: FundingStatementService { FundingStatementService(context: self) }
}

/// The organiser's statement of a collection as CSV (issue 41): every gift, its fee, what is
/// left of it, its state and where it is paid out. An anonymous giver is "Anonymous" here too:
/// the organiser never learns who it was.
public struct FundingStatementService: Sendable {
    let context: SatchelContext

    public static let header = ["date", "giver", "amount", "fee", "net", "currency", "state", "payout"]

    /// The statement of the organiser's collection, as RFC 4180 CSV.
    public func csv(_ wishID: UUID, owner: UUID, localizer: Localizer) async throws -> String {
        _ = try await context.wishes.ownWish(wishID, owner: owner)
        guard let funding = try await context.funding.record(ofWish: wishID) else { throw AppError.notFound("funding") }
        let fundingID = try funding.requireID()
        let gifts = try await DonationRecord.query(on: context.db).filter(\.$funding.$id == fundingID)
            .filter(\.$state ~~ [.confirmed, .refunding, .refunded]).sort(\.$createdAt).all()
        let fees = try await LedgerEntryRecord.query(on: context.db).filter(\.$fundingID == fundingID).filter(\.$kind == .fee).all()
        let feeOf = Dictionary(fees.map { ($0.donationID, -$0.amountMinor) }, uniquingKeysWith: +)
        let named = Set(gifts.filter { !$0.anonymous }.compactMap { $0.$donor.id })
        let people = try await User.query(on: context.db).filter(\.$id ~~ Array(named)).all()
        let names = Dictionary(people.compactMap { user in user.id.map { ($0, user.displayName) } }, uniquingKeysWith: { a, _ in a })
        let payout = try await context.payouts.account(of: owner)
        let dates = ISO8601DateFormatter()
        var rows = [Self.header]
        for gift in gifts {
            let fee = feeOf[try gift.requireID()] ?? 0
            let giver = gift.anonymous ? localizer.t("funding.anonymous")
                : gift.$donor.id.flatMap { names[$0] } ?? gift.guestName ?? localizer.t("funding.anonymous")
            rows.append([dates.string(from: gift.confirmedAt ?? gift.createdAt), giver,
                         Self.decimal(gift.amountMinor, gift.currency), Self.decimal(fee, gift.currency),
                         Self.decimal(gift.amountMinor - fee, gift.currency), gift.currency, gift.state.rawValue,
                         gift.state == .confirmed ? (payout?.display ?? "") : ""])
        }
        return CSV.document(rows)
    }

    /// Minor units as a plain decimal ("1234.50"), as spreadsheets read it.
    static func decimal(_ minor: Int, _ currency: String) -> String {
        let digits = Money.minorDigits(currency)
        guard digits > 0 else { return "\(minor)" }
        let scale = Int(pow(10, Double(digits)))
        let sign = minor < 0 ? "-" : ""
        let whole = abs(minor) / scale, part = abs(minor) % scale
        return sign + "\(whole)." + String(repeating: "0", count: digits - String(part).count) + String(part)
    }
}
