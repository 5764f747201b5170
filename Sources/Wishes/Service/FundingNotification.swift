import Foundation
import SatchelCore

/// Group funding's kinds of notification (texts `notification.<kind>` in the catalogue).
public enum FundingNotification {
    public static let donation = "funding.donation"
    public static let donationAnonymous = "funding.donation_anonymous"
    public static let funded = "funding.funded"
    public static let fundedDonor = "funding.funded_donor"
    public static let surpriseFunded = "funding.surprise_funded"
    public static let failed = "funding.failed"
    public static let ended = "funding.ended"
    public static let refunded = "funding.refunded"

    static let all = [donation, donationAnonymous, funded, fundedDonor, surpriseFunded, failed, ended, refunded]

    /// An amount as plain text for a notification ("500.00 CZK"): stored once, read in any language.
    static func amount(_ minor: Int, _ currency: String) -> String {
        let digits = Money.minorDigits(currency)
        guard digits > 0 else { return "\(minor) \(currency)" }
        let scale = Int(pow(10, Double(digits)))
        let sign = minor < 0 ? "-" : ""
        let whole = abs(minor) / scale
        let part = String(abs(minor) % scale)
        return "\(sign)\(whole).\(String(repeating: "0", count: digits - part.count))\(part) \(currency)"
    }
}
