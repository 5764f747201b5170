import Foundation
@testable import Eats
import SatchelAPI
@testable import SatchelCore
import SatchelGeo
import SatchelTesting
import SnapshotTesting
import Testing

/// Eats' main page built from a plain model without a request, its HTML compared with what was
/// recorded (`__Snapshots__`; delete a file to record it again).
@Suite("The restaurant list as rendered")
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
}
