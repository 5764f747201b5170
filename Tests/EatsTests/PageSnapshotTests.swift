import Foundation
@testable import Eats
import SatchelAPI
@testable import SatchelCore
import SatchelGeo
import SatchelTesting
import SnapshotTesting
import Testing

/// Eats' pages built from plain models without a request, its HTML compared with what was
/// recorded (`__Snapshots__`; delete a file to record it again).
@Suite("Eats' pages as rendered")
struct EatsPageSnapshotTests {
    static let place = EatsWhere(point: GeoPoint(latitude: 60.16952, longitude: 24.93545), label: "Helsinki, Finland")

    static func restaurant(_ n: Int, _ name: String, cuisines: [String], distance: Double, rating: Double?, open: Bool?) -> RestaurantSummary {
        RestaurantSummary(id: UUID(uuidString: "00000000-0000-0000-0000-0000000007\(String(format: "%02d", n))")!, name: name,
                          kind: "restaurant", cuisines: cuisines, address: "Mannerheimintie \(n)", latitude: 60.17, longitude: 24.94,
                          distance: distance, rating: rating, ratingCount: rating == nil ? 0 : 8, diets: ["vegan"], priceLevel: 2,
                          openNow: open)
    }

    @Test func twoRestaurantsNearANamedPlaceWithFiltersAndMore() {
        let filters = EatsPages.Filters(RestaurantQuery(center: Self.place.point, radius: 1000, sort: .rating, cuisine: "ramen",
                                                        openNow: true))
        let model = RestaurantListPage.Model(
            place: Self.place, typed: nil, filters: filters,
            restaurants: [Self.restaurant(1, "Ramen Kuu", cuisines: ["ramen"], distance: 240, rating: 4.4, open: true),
                          Self.restaurant(2, "Noodle Bar", cuisines: ["ramen", "japanese"], distance: 830, rating: nil, open: nil)],
            next: "cursor-2", cuisinesNearby: ["ramen", "pizza"], now: Date(timeIntervalSince1970: 1_800_000_000))
        assertSnapshot(of: RestaurantListPage.html(model, .detached(path: "/eats")), as: .lines)
    }

    @Test func beforeAPlaceIsChosenOnlyTheWhereBarShows() {
        let model = RestaurantListPage.Model(place: nil, typed: "Xyzzyville",
                                             filters: EatsPages.Filters(RestaurantQuery(center: Self.place.point)), restaurants: [], next: nil,
                                             now: Date(timeIntervalSince1970: 1_800_000_000))
        assertSnapshot(of: RestaurantListPage.html(model, .detached(language: "sv", path: "/eats")), as: .lines)
    }

    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let ada = PersonRef(id: UUID(uuidString: "00000000-0000-0000-0000-000000000801")!, name: "Ada Lovelace")

    static func dish(_ n: Int, _ name: String, rank: Int, average: Double?) -> DishSummary {
        DishSummary(id: UUID(uuidString: "00000000-0000-0000-0000-0000000009\(String(format: "%02d", n))")!,
                    restaurantId: UUID(uuidString: "00000000-0000-0000-0000-000000000701")!, name: name, average: average,
                    ratingCount: average == nil ? 0 : 5, score: average ?? 0, rank: rank, yourRating: n == 1 ? 5 : nil,
                    friendRatings: n == 1 ? [FriendRating(userId: Self.ada.id, name: Self.ada.name, stars: 4)] : [], photoURL: nil)
    }

    @Test func aRestaurantWithHoursDishesAndAFailedNewDish() {
        let r = Restaurant(id: UUID(uuidString: "00000000-0000-0000-0000-000000000701")!, name: "Ramen Kuu", kind: "restaurant",
                           cuisines: ["ramen"], address: "Mannerheimintie 1", latitude: 60.17, longitude: 24.94, country: "FI",
                           phone: "+358 9 123 456", website: "https://ramen.example", openingHours: "Mo-Su 11:00-22:00", openNow: true,
                           timeZone: "Europe/Helsinki", diets: ["vegan"], priceLevel: 2, rating: 4.4, ratingCount: 8, osmId: "node/1",
                           addedByYou: true, dishes: [Self.dish(1, "Tonkotsu", rank: 1, average: 4.6), Self.dish(2, "Gyoza", rank: 2, average: nil)])
        let model = RestaurantPage.Model(restaurant: r, place: Self.place, map: "<div class=\"map-frame\"></div>", now: Self.now,
                                         dishState: FormState(values: ["name": ""], error: AppError.invalid("name", "dish.name_required")))
        assertSnapshot(of: RestaurantPage.html(model, .detached(timeZone: TimeZone(identifier: "Europe/Helsinki")!, path: "/eats/restaurants/x")),
                       as: .lines)
    }

    @Test func addingARestaurantWarnsOfOneAlreadyThere() {
        let record = RestaurantRecord()
        (record.id, record.name, record.nameKey, record.kind, record.cuisines) = (UUID(uuidString: "00000000-0000-0000-0000-000000000703")!,
                                                                                 "Ramen Kuu", "ramen kuu", "restaurant", "ramen")
        (record.address, record.latitude, record.longitude, record.timeZone, record.diets) = ("Mannerheimintie 3", 60.17, 24.94, "Europe/Helsinki", "")
        (record.ratingSum, record.ratingCount, record.hidden, record.updatedAt) = (0, 0, false, Self.now)
        let found = RestaurantSearch.Found(restaurant: RestaurantListing(record), distance: 20, rating: nil)
        let model = NewRestaurantPage.Model(state: FormState(values: ["name": "Ramen Kuu", "latitude": "60.17", "longitude": "24.94", "diet_vegan": "on"]),
                                            duplicates: [found])
        assertSnapshot(of: NewRestaurantPage.html(model, .detached(path: "/eats/new")), as: .lines)
    }

    @Test func aDishWithReviewsPhotosAndNutrition() {
        let review = DishReview(id: UUID(uuidString: "00000000-0000-0000-0000-000000000a01")!, dishId: Self.dish(1, "", rank: 1, average: nil).id,
                                author: Self.ada, text: "Rich broth, <b>perfect</b> egg.", stars: 5, helpful: 3, unhelpful: 1, helpfulness: 0.6,
                                yourVote: nil, byYou: false, byFriend: true, createdAt: Self.now, updatedAt: Self.now)
        let dish = Dish(summary: Self.dish(1, "Tonkotsu", rank: 1, average: 4.6), description: "Pork bone broth", restaurantName: "Ramen Kuu",
                        addedByYou: false, histogram: [0, 0, 1, 1, 3], mostHelpfulReview: review, reviews: [review],
                        photos: [DishPhoto(id: UUID(uuidString: "00000000-0000-0000-0000-000000000b01")!, url: "/media/x.jpg", width: 800, height: 600,
                                           addedBy: Self.ada, byYou: false, createdAt: Self.now)],
                        nutrition: Nutrition(energyKcal: 650, proteinGrams: 32.5, enteredBy: Self.ada, enteredAt: Self.now),
                        previousDishId: nil, nextDishId: Self.dish(2, "", rank: 2, average: nil).id)
        let model = DishPage.Model(dish: dish, viewer: Self.ada.id, reviewState: FormState(values: ["text": ""]),
                                   nutritionState: FormState(), photoError: nil, ratingError: nil)
        assertSnapshot(of: DishPage.html(model, .detached(path: "/eats/dishes/x")), as: .lines)
    }

    @Test func dishSearchResultsNearAPlaceWithMore() {
        let model = DishSearchPage.Model(place: Self.place, typed: nil, filters: EatsPages.Filters(RestaurantQuery(center: Self.place.point)),
                                         q: "ramen", searchable: true,
                                         hits: [DishHit(dish: Self.dish(1, "Tonkotsu", rank: 1, average: 4.6), restaurantName: "Ramen Kuu", distance: 240)],
                                         next: "cursor-2", keep: [URLQueryItem(name: "q", value: "ramen")])
        assertSnapshot(of: DishSearchPage.html(model, .detached(path: "/eats/dishes")), as: .lines)
    }

    @Test func reportingAReviewAsksForAReason() {
        let model = ReportFormPage.Model(subject: "review", id: "00000000-0000-0000-0000-000000000a01", back: "/eats/dishes/x",
                                         state: FormState(values: ["note": "spam link"], error: AppError.invalid("reason", "report.reason_invalid")))
        assertSnapshot(of: ReportFormPage.html(model, .detached(path: "/eats/report")), as: .lines)
    }
}
