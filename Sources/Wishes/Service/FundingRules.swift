import Foundation
import SatchelAPI
import SatchelCore

/// What makes a funding draft acceptable.
enum FundingRules {
    /// The currencies a payment gateway takes from donors here.
    static let currencies: Set<String> = ["CZK", "SEK", "EUR", "USD", "NOK", "DKK", "PLN", "GBP"]
    static let target = 100...1_000_000_00
    static let whyLength = 1...2000
    /// From an hour to a year ahead.
    static let deadlineWindow: ClosedRange<TimeInterval> = 3600...(366 * 86400)
    static let maxDonation = 1_000_000_00

    struct Clean {
        var target: Price
        var deadline: Date
        var why: String
        var mode: FundingRecord.Mode
        var audience: FundingRecord.Audience
        var circleIDs: [UUID]
        var publicLink: Bool
        /// Nil: as it was (no, for a new collection).
        var namesRequired: Bool?
        var amountsHidden: Bool?
    }

    static func check(_ draft: FundingDraft, now: Date, into validator: inout Validator) -> Clean {
        let currency = draft.target.currency.uppercased()
        validator.check(currencies.contains(currency), "target.currency", "funding.currency",
                ["currencies": currencies.sorted().joined(separator: ", ")])
        validator.check(target.contains(draft.target.amount), "target.amount", "funding.target_range")
        let ahead = draft.deadline.timeIntervalSince(now)
        validator.check(deadlineWindow.contains(ahead), "deadline", "funding.deadline_range")
        let why = UserText.clean(draft.why, multiline: true)
        validator.check(whyLength.contains(why.count), "why", "funding.why_length", ["max": "\(whyLength.upperBound)"])
        let mode = FundingRecord.Mode(rawValue: draft.mode)
        validator.check(mode != nil, "mode", "funding.mode")
        let audience = FundingRecord.Audience(rawValue: draft.audience)
        validator.check(audience != nil, "audience", "funding.audience")
        let circles = Array(Set(draft.circleIds ?? []))
        if audience == .circles { validator.check(!circles.isEmpty, "circleIds", "funding.circles_empty") }
        return Clean(target: Price(amount: draft.target.amount, currency: currency), deadline: draft.deadline, why: why,
                     mode: mode ?? .allOrNothing, audience: audience ?? .friends,
                     circleIDs: audience == .circles ? circles : [], publicLink: draft.publicLink ?? false,
                     namesRequired: draft.namesRequired, amountsHidden: draft.amountsHidden)
    }
}
