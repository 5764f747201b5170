import Fluent
import Foundation
import SatchelGeo
import SatchelTesting
@testable import Eats
import Testing

/// The read layer's rows decode every column as the records wrote it, on either database:
/// UUIDs, dates, booleans, optional text and numbers, set and unset.
@Suite("Eats' read layer")
struct EatsStoreTests {
    /// Whole seconds: both databases keep them exactly.
    static let written = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aRestaurantReadsBackAsItWasWrittenWithEveryColumnSetOrNot() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let full = RestaurantRecord(name: "Kahvila Äiti", kind: "cafe", at: helsinki, timeZone: "Europe/Helsinki", now: Self.written)
            full.sourceKey = "node/42"
            full.addedBy = ada.user.id
            full.cuisines = "coffee_shop;bakery"
            full.address = "Mannerheimintie 1, Helsinki"
            full.country = "FI"
            full.phone = "+358 9 123"
            full.website = "https://example.org"
            full.openingHours = "Mo-Fr 08:00-18:00"
            full.diets = "vegan;vegetarian"
            full.priceLevel = 2
            full.ratingSum = 9
            full.ratingCount = 2
            full.hidden = true
            try await full.create(on: t.app.db)
            let bare = RestaurantRecord(name: "Grilli", at: Geo.destination(from: helsinki, metres: 300, bearing: 0), now: Self.written)
            try await bare.create(on: t.app.db)

            let store = t.context.eatsStore
            #expect(try await store.restaurant(full.id!) == RestaurantListing(full))
            #expect(try await store.restaurant(bare.id!) == RestaurantListing(bare))
            #expect(try await store.restaurant(UUID()) == nil)
            let both = try await store.restaurants([full.id!, bare.id!, UUID()]).sorted { $0.name < $1.name }
            #expect(both == [RestaurantListing(bare), RestaurantListing(full)])
            let facts = try await store.facts(after: nil, limit: 10)
            #expect(Set(facts.map(\.id)) == [full.id!, bare.id!])
            #expect(facts.first { $0.id == full.id } == RestaurantFacts(full))
            // Hidden: not among the shown ones a name search reads.
            #expect(try await store.shownRestaurants(nameKeys: "a"..<"z", limit: 10).map(\.id) == [bare.id!])
        }
    }

    @Test func aDishReadsBackAsItWasWrittenWithAndWithoutNutrition() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let restaurant = RestaurantRecord(name: "Kuu", at: helsinki, now: Self.written)
            try await restaurant.create(on: t.app.db)
            func dish(_ name: String) -> DishRecord {
                let d = DishRecord()
                d.$restaurant.id = restaurant.id!
                d.name = name
                d.nameKey = name.lowercased()
                d.description = "With dill."
                d.ratingSum = 13
                d.ratingCount = 3
                d.hidden = false
                d.createdAt = Self.written
                d.updatedAt = Self.written
                return d
            }
            let soup = dish("Lohikeitto")
            soup.addedBy = ada.user.id
            soup.energyKcal = 420.5
            soup.proteinGrams = 25
            soup.nutritionBy = ada.user.id
            soup.nutritionAt = Self.written
            soup.hidden = true
            try await soup.create(on: t.app.db)
            let bread = dish("Ruisleipä")
            try await bread.create(on: t.app.db)

            let menu = try await t.context.eatsStore.menu(withDish: soup.id!).sorted { $0.name < $1.name }
            #expect(menu.map(\.id) == [soup.id!, bread.id!])
            let read = menu[0], plain = menu[1]
            #expect(read.restaurantID == restaurant.id && read.addedBy == ada.user.id && read.nameKey == "lohikeitto")
            #expect(read.description == "With dill." && read.ratingSum == 13 && read.ratingCount == 3 && read.hidden)
            #expect(read.energyKcal == 420.5 && read.proteinGrams == 25 && read.fatGrams == nil && read.carbohydrateGrams == nil)
            #expect(read.nutritionBy == ada.user.id && read.nutritionAt == Self.written && read.hasNutrition)
            #expect(plain.addedBy == nil && plain.nutritionBy == nil && plain.nutritionAt == nil && !plain.hasNutrition && !plain.hidden)
            // Dish search reads shown dishes only.
            let found = try await t.context.eatsStore.shownDishes(at: [restaurant.id!], wordsStartingWith: ["lohi", "ruis"])
            #expect(found.map(\.id) == [bread.id!])
        }
    }
}
