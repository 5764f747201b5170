import Foundation
import SQLKit

/// A dish as its page, its restaurant's ranking and dish search read it, decoded once per
/// row: a menu read as Fluent models cost more than the query. Writes go through `DishRecord`.
struct DishRow: Sendable, Decodable {
    let id: UUID
    let restaurantID: UUID
    let addedBy: UUID?
    let name: String
    /// Folded (`PlaceText.fold`): what dish search matches and ties sort by.
    let nameKey: String
    let description: String
    let ratingSum: Int
    let ratingCount: Int
    let energyKcal: Double?
    let proteinGrams: Double?
    let fatGrams: Double?
    let carbohydrateGrams: Double?
    let nutritionBy: UUID?
    let nutritionAt: Date?
    let hidden: Bool

    /// The columns, named as the table names them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, restaurantID = "restaurant_id", addedBy = "added_by", name, nameKey = "name_key", description
        case ratingSum = "rating_sum", ratingCount = "rating_count", energyKcal = "energy_kcal", proteinGrams = "protein_g"
        case fatGrams = "fat_g", carbohydrateGrams = "carbohydrate_g", nutritionBy = "nutrition_by", nutritionAt = "nutrition_at", hidden
    }

    /// What a read of dishes selects: exactly the columns above.
    static let columns = SQLList(CodingKeys.allCases.map { SQLColumn($0.stringValue) })

    var hasNutrition: Bool { energyKcal != nil || proteinGrams != nil || fatGrams != nil || carbohydrateGrams != nil }
}
