import Foundation

/// A row of `EatsStore.ratings`: either one person's stars for a dish (`count` nil), or how many
/// people gave the shown dish `stars` (`person` nil, `count` set).
struct RatingRow: Sendable, Decodable {
    let dishID: UUID
    let person: UUID?
    let stars: Int
    let count: Int?

    enum CodingKeys: String, CodingKey { case dishID = "dish_id", person = "user_id", stars, count = "n" }
}

/// One cuisine's rating totals, kept with every rating change.
struct CuisineTotalRow: Sendable, Decodable {
    let cuisine: String
    let ratingSum: Int
    let ratingCount: Int

    enum CodingKeys: String, CodingKey { case cuisine, ratingSum = "rating_sum", ratingCount = "rating_count" }
}
