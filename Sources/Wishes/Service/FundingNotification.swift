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
    /// The organiser posted news to the givers.
    public static let news = "funding.news"

    static let all = [donation, donationAnonymous, funded, fundedDonor, surpriseFunded, failed, ended, refunded, news]
    /// Mailed unless the person turns it off: a collection that failed needs a new plan.
    static let mailedByDefault = [failed]

}
