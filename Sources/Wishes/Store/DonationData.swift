import Foundation
import SatchelAPI
import SatchelCore

/// A donation as a funding card shows it to its donor, as plain values: only the columns the
/// card needs (building a whole model per gift was most of a feed page's time at a city's size).
struct DonationData: Sendable, Decodable {
    let id: UUID
    let fundingID: UUID
    let donorID: UUID?
    let amountMinor: Int
    let currency: String
    let anonymous: Bool
    let state: DonationRecord.State
    let createdAt: Date
    let confirmedAt: Date?
    let paymentURL: String?

    enum CodingKeys: String, CodingKey {
        case id, fundingID = "funding_id", donorID = "donor_id", amountMinor = "amount_minor", currency, anonymous, state
        case createdAt = "created_at", confirmedAt = "confirmed_at", paymentURL = "payment_url"
    }

    /// The donation in the donor's own list.
    func rendered(wishName: String, wishID: UUID) -> Donation {
        Donation(id: id, wishId: wishID, wishName: wishName, amount: Price(amount: amountMinor, currency: currency),
                 state: state.rawValue, anonymous: anonymous, createdAt: createdAt,
                 paymentURL: state == .pending ? paymentURL : nil)
    }
}

/// A page of funding cards' gifts, by funding (`FundingStore.cardGifts`).
struct CardGifts: Sendable {
    /// Donor lines, newest first.
    var lines: [UUID: [FundingService.DonorLine]] = [:]
    /// How many people gave (an anonymous gift without a donor counts once).
    var givers: [UUID: Int] = [:]
    /// The viewer's own donations, newest first.
    var mine: [UUID: [DonationData]] = [:]
}

/// A row of `FundingStore.cardGifts`: a donor line (no donation id), or one of the viewer's
/// own donations.
enum CardGiftRow: Decodable, Sendable {
    case line(funding: UUID, n: Int, givers: Int, FundingService.DonorLine)
    case mine(DonationData)

    enum CodingKeys: String, CodingKey {
        case id, fundingID = "funding_id", donorID = "donor_id", amountMinor = "amount_minor", currency, at, n, givers
        case guestName = "guest_name"
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard try c.decodeNil(forKey: .id) else {
            self = .mine(try DonationData(from: decoder))
            return
        }
        self = .line(funding: try c.decode(UUID.self, forKey: .fundingID), n: try c.decode(Int.self, forKey: .n),
                     givers: try c.decode(Int.self, forKey: .givers),
                     FundingService.DonorLine(person: try c.decodeIfPresent(UUID.self, forKey: .donorID),
                                              amountMinor: try c.decode(Int.self, forKey: .amountMinor),
                                              currency: try c.decode(String.self, forKey: .currency), at: try c.decode(Date.self, forKey: .at),
                                              guestName: try c.decodeIfPresent(String.self, forKey: .guestName)))
    }
}
