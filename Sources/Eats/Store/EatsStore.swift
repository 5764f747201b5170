import Foundation
import SatchelCore
import SQLKit

/// Eats' read layer: what its pages, searches and the nearby index read is read here, by a
/// named function returning plain rows decoded once each (`RestaurantListing` and its
/// `RestaurantFacts`, `DishRow`, `PhotoRow`, `ReviewRow`, `RatingRow`), and the rules that
/// choose rows (`shown`, `visible`, `isFriend`) are written once. Writes stay on the Fluent
/// records (with the records they read first, inside their transactions), but for the few
/// that SQL says better (`EatsStore+Writes.swift`).
struct EatsStore: Sendable {
    let sql: any SQLDatabase

    // MARK: rules

    /// Not hidden after reports: what everyone sees.
    static let shown = shown(in: nil)

    static func shown(in table: String?) -> SQLBinaryExpression {
        SQLBinaryExpression(SQLColumn("hidden", table: table), .equal, SQLBind(false))
    }

    /// What `viewer` sees: anything shown, and what they added themselves (`contributor`: the
    /// column naming who added it) even once hidden. `EatsRules.isVisible` is the same rule in Swift.
    static func visible(to viewer: UUID, contributor: String, in table: String? = nil) -> SQLGroupExpression {
        SQLGroupExpression(SQLBinaryExpression(shown(in: table), .or,
                                               SQLBinaryExpression(SQLColumn(contributor, table: table), .equal, SQLBind(viewer))))
    }

    /// Reads of many ids go in statements of at most this many.
    static let idsPerStatement = 500

    // MARK: restaurants

    private func restaurants() -> SQLSelectBuilder {
        sql.select().column(RestaurantListing.columns).from(RestaurantRecord.schema)
    }

    private func facts() -> SQLSelectBuilder {
        sql.select().column(RestaurantFacts.columns).from(RestaurantRecord.schema)
    }

    func restaurant(_ id: UUID) async throws -> RestaurantListing? {
        try await restaurants().where("id", .equal, id).first(decoding: RestaurantListing.self)
    }

    /// The restaurants of `ids` that exist, in no particular order: one statement per 500.
    func restaurants(_ ids: [UUID]) async throws -> [RestaurantListing] {
        var found: [RestaurantListing] = []
        for chunk in stride(from: 0, to: ids.count, by: Self.idsPerStatement) {
            let part = Array(ids[chunk..<min(chunk + Self.idsPerStatement, ids.count)])
            found += try await restaurants().where("id", .in, part).all(decoding: RestaurantListing.self)
        }
        return found
    }

    /// Shown restaurants whose name key is in `keys` (a range: the name index answers it, where
    /// LIKE could not on SQLite), at most `limit`.
    func shownRestaurants(nameKeys keys: Range<String>, limit: Int) async throws -> [RestaurantListing] {
        try await restaurants().where(Self.shown)
            .where("name_key", .greaterThanOrEqual, keys.lowerBound).where("name_key", .lessThan, keys.upperBound)
            .limit(limit).all(decoding: RestaurantListing.self)
    }

    func restaurantCount() async throws -> Int {
        try await sql.select().column(SQLFunction("COUNT", args: SQLLiteral.all), as: "n").from(RestaurantRecord.schema)
            .first(decodingColumn: "n", as: Int.self) ?? 0
    }

    /// Up to `limit` restaurants' facts in id order, after `after`: the nearby index loads by pages.
    func facts(after: UUID?, limit: Int) async throws -> [RestaurantFacts] {
        var select = facts()
        if let after { select = select.where("id", .greaterThan, after) }
        return try await select.orderBy("id").limit(limit).all(decoding: RestaurantFacts.self)
    }

    /// The facts of restaurants written after `since` (what the nearby index catches up with).
    func facts(changedAfter since: Date) async throws -> [RestaurantFacts] {
        try await facts().where("updated_at", .greaterThan, since).all(decoding: RestaurantFacts.self)
    }

    /// The facts in latitude bands `bands` between two longitudes: what the (lat_band, lon, lat, id)
    /// index narrows a box to.
    func facts(inBands bands: [Int], longitudes: ClosedRange<Double>) async throws -> [RestaurantFacts] {
        try await facts().where("lat_band", .in, bands)
            .where("lon", .greaterThanOrEqual, longitudes.lowerBound).where("lon", .lessThanOrEqual, longitudes.upperBound)
            .all(decoding: RestaurantFacts.self)
    }

    /// Restaurants deleted after `since`.
    func restaurantsDeleted(after since: Date) async throws -> [UUID] {
        try await sql.select().column("id").from(RestaurantDeletion.schema).where("deleted_at", .greaterThan, since)
            .all(decodingColumn: "id", as: UUID.self)
    }

    /// Every cuisine's rating totals, of those rated at all.
    func cuisineTotals() async throws -> [CuisineTotalRow] {
        try await sql.select().columns("cuisine", "rating_sum", "rating_count").from(CuisineStats.schema)
            .where("rating_count", .greaterThan, 0).all(decoding: CuisineTotalRow.self)
    }

    // MARK: dishes

    private func dishes() -> SQLSelectBuilder {
        sql.select().column(DishRow.columns).from(DishRecord.schema)
    }

    /// One dish, hidden or not.
    func dish(_ id: UUID) async throws -> DishRow? {
        try await dishes().where("id", .equal, id).first(decoding: DishRow.self)
    }

    /// A restaurant's dishes, hidden ones too, in no particular order.
    func dishes(ofRestaurant restaurant: UUID) async throws -> [DishRow] {
        try await dishes().where("restaurant_id", .equal, restaurant).all(decoding: DishRow.self)
    }

    /// The dish with the rest of its restaurant's menu (hidden dishes too), in one read: a dish's
    /// page ranks it among them. Empty when there is no such dish.
    func menu(withDish dish: UUID) async throws -> [DishRow] {
        try await sql.raw("""
            SELECT \(DishRow.columns) FROM \(ident: DishRecord.schema)
            WHERE restaurant_id = (SELECT restaurant_id FROM \(ident: DishRecord.schema) WHERE id = \(bind: dish))
            """).all(decoding: DishRow.self)
    }

    /// Shown dishes of `restaurants` with a word of their name starting with one of `words`
    /// (folded, so nothing in them is special to LIKE): one statement per 500 restaurants.
    func shownDishes(at restaurants: [UUID], wordsStartingWith words: [String]) async throws -> [DishRow] {
        var found: [DishRow] = []
        for chunk in stride(from: 0, to: restaurants.count, by: Self.idsPerStatement) {
            let part = Array(restaurants[chunk..<min(chunk + Self.idsPerStatement, restaurants.count)])
            found += try await dishes().where("restaurant_id", .in, part).where(Self.shown)
                .where(group: { group in
                    var group = group
                    for word in words {
                        group = group.orWhere("name_key", .like, word + "%").orWhere("name_key", .like, "% " + word + "%")
                    }
                    return group
                }).all(decoding: DishRow.self)
        }
        return found
    }

    // MARK: what people add to dishes

    /// The viewer's and their friends' ratings of `dishes`, and — with `countsOf` — how many
    /// gave that dish each number of stars: one statement, never all of a dish's ratings.
    func ratings(of dishes: [UUID], byViewerAndFriends viewer: UUID, countsOf dish: UUID?) async throws -> [RatingRow] {
        let theirs: SQLQueryString = """
            SELECT r.dish_id, r.user_id, r.stars, NULL AS n FROM eats_ratings r
            WHERE r.dish_id IN (\(binds: dishes)) AND (r.user_id = \(bind: viewer) OR \(FriendshipRules.isFriend(SQLColumn("user_id", table: "r"), of: viewer)))
            """
        guard let dish else { return try await sql.raw(theirs).all(decoding: RatingRow.self) }
        return try await sql.raw("""
            \(theirs)
            UNION ALL SELECT dish_id, NULL, stars, COUNT(*) FROM eats_ratings WHERE dish_id = \(bind: dish) GROUP BY dish_id, stars
            """).all(decoding: RatingRow.self)
    }

    /// The shown photos of `dishes` and — with `allOf` — every photo of that dish, hidden ones
    /// too; oldest first.
    func photos(of dishes: [UUID], allOf dish: UUID?) async throws -> [PhotoRow] {
        try await sql.select().column(PhotoRow.columns).from(DishPhotoRecord.schema).where("dish_id", .in, dishes)
            .where(group: { group in
                let shown = group.where(Self.shown)
                guard let dish else { return shown }
                return shown.orWhere("dish_id", .equal, dish)
            })
            .orderBy("created_at").all(decoding: PhotoRow.self)
    }

    /// One photo, hidden or not.
    func photo(_ id: UUID) async throws -> PhotoRow? {
        try await sql.select().column(PhotoRow.columns).from(DishPhotoRecord.schema).where("id", .equal, id)
            .first(decoding: PhotoRow.self)
    }

    /// The photo stored as media item `media`.
    func photo(media: UUID) async throws -> PhotoRow? {
        try await sql.select().column(PhotoRow.columns).from(DishPhotoRecord.schema).where("media_id", .equal, media)
            .first(decoding: PhotoRow.self)
    }

    /// Whose review it is and of which dish, hidden or not.
    func review(_ id: UUID) async throws -> ReviewSubjectRow? {
        try await sql.select().columns("id", "dish_id", "author_id", "hidden").from(DishReviewRecord.schema).where("id", .equal, id)
            .first(decoding: ReviewSubjectRow.self)
    }

    /// A dish's reviews the viewer sees, most helpful first (then newest), each with its author's
    /// stars, the viewer's vote and whether the author is their friend: one statement however many.
    func reviews(of dish: UUID, viewer: UUID) async throws -> [ReviewRow] {
        try await sql.raw("""
            SELECT r.id, r.author_id, r.body, r.helpful, r.unhelpful, r.helpfulness, r.created_at, r.updated_at,
                   s.stars AS stars, v.helpful AS vote, \(FriendshipRules.isFriend(SQLColumn("author_id", table: "r"), of: viewer)) AS by_friend
            FROM eats_reviews r
            LEFT JOIN eats_ratings s ON s.dish_id = r.dish_id AND s.user_id = r.author_id
            LEFT JOIN eats_review_votes v ON v.review_id = r.id AND v.user_id = \(bind: viewer)
            WHERE r.dish_id = \(bind: dish) AND \(Self.visible(to: viewer, contributor: "author_id", in: "r"))
            ORDER BY r.helpfulness DESC, r.created_at DESC
            """).all(decoding: ReviewRow.self)
    }
}

extension SatchelContext {
    /// Eats' reads on this context's database (or transaction).
    var eatsStore: EatsStore { EatsStore(sql: sql) }
}
