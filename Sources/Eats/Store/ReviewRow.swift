import Foundation

/// A review as something to act on (vote, delete, report): which dish, whose, and whether hidden.
struct ReviewSubjectRow: Sendable, Decodable {
    let id: UUID
    let dishID: UUID
    let authorID: UUID
    let hidden: Bool
    enum CodingKeys: String, CodingKey { case id, dishID = "dish_id", authorID = "author_id", hidden }
}

/// A review as the viewer sees it: with its author's stars for the dish, the viewer's vote and
/// whether the author is the viewer's friend (`EatsStore.reviews`).
struct ReviewRow: Sendable, Decodable {
    let id: UUID
    let authorID: UUID
    let body: String
    let helpful: Int
    let unhelpful: Int
    /// The Wilson lower bound of helpful votes.
    let helpfulness: Double
    let createdAt: Date
    let updatedAt: Date
    /// The author's rating of the dish, if any.
    let stars: Int?
    /// The viewer's vote: true for helpful; nil when they did not vote.
    let vote: Bool?
    let byFriend: Bool

    enum CodingKeys: String, CodingKey {
        case id, authorID = "author_id", body, helpful, unhelpful, helpfulness, createdAt = "created_at", updatedAt = "updated_at"
        case stars, vote, byFriend = "by_friend"
    }
}
