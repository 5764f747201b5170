import Foundation
import SatchelCore
import SQLKit

/// A funding wish's stored fields as plain values, for cards in lists: hydrating a Fluent model
/// (and its wish) cost about 0.1 ms each, 4 ms of a feed page of twenty.
struct FundingData: Sendable, Decodable {
    let id: UUID
    let wishID: UUID
    let recipientID: UUID?
    let targetMinor: Int
    let currency: String
    let deadline: Date
    let why: String
    let mode: FundingRecord.Mode
    let state: FundingRecord.State
    let audience: FundingRecord.Audience
    let publicToken: String?
    let createdAt: Date
    let fundedAt: Date?
    let endedAt: Date?
    /// Givers must give their name (no anonymous gifts).
    let namesRequired: Bool
    /// Only the progress is shown to all but the organiser and each giver (their own gifts).
    let amountsHidden: Bool
    /// What the ledger says it raised, when read with it (else `render` reads it).
    let raised: Int?

    /// A row of `FundingStore.cards`: the funding's columns carry the prefix `f_`, beside its
    /// wish's (whose `id` is the wish's).
    enum CodingKeys: String, CodingKey {
        case id = "f_id", wishID = "id", recipientID = "f_recipient_id", targetMinor = "f_target_minor", currency = "f_currency"
        case deadline = "f_deadline", why = "f_why", mode = "f_mode", state = "f_state", audience = "f_audience"
        case publicToken = "f_public_token", createdAt = "f_created_at", fundedAt = "f_funded_at", endedAt = "f_ended_at"
        case raised = "f_raised", namesRequired = "f_names_required", amountsHidden = "f_amounts_hidden"
    }

    init(_ r: FundingRecord) throws {
        id = try r.requireID()
        wishID = r.$wish.id
        recipientID = r.$recipient.id
        targetMinor = r.targetMinor
        currency = r.currency
        deadline = r.deadline
        why = r.why
        mode = r.mode
        state = r.state
        audience = r.audience
        publicToken = r.publicToken
        createdAt = r.createdAt
        fundedAt = r.fundedAt
        endedAt = r.endedAt
        namesRequired = r.namesRequired
        amountsHidden = r.amountsHidden
        raised = nil
    }
}

/// A funding card's row: the funding and its wish, read together.
struct FundingCardRow: Decodable, Sendable {
    let funding: FundingData
    let wish: WishData

    init(from decoder: any Decoder) throws {
        funding = try FundingData(from: decoder)
        wish = try WishData(from: decoder)
    }
}
