import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import Eats
import Testing

@Suite("Adding and finding restaurants")
struct RestaurantTests {
    @Test func aSameNamedRestaurantWithin100MetresIsPointedOutUntilConfirmed() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.addRestaurant("Ravintola Kuu", by: ada)
            let near = Geo.destination(from: helsinki, metres: 60, bearing: 90)
            var draft = RestaurantDraft(name: "ravintola  KUU", latitude: near.latitude, longitude: near.longitude)
            let refused = try await t.request(EatsRoute.createRestaurant, token: ada.token, json: draft)
            #expect(refused.status == .conflict)
            #expect(refused.problem?.errors?.first?.field == "name")
            #expect(refused.problem?.errors?.first?.code == "restaurant.near_duplicate")
            // Farther than 100 m it is another place.
            let far = Geo.destination(from: helsinki, metres: 150, bearing: 90)
            let elsewhere = try await t.request(EatsRoute.createRestaurant, token: ada.token,
                                                json: RestaurantDraft(name: "Ravintola Kuu", latitude: far.latitude, longitude: far.longitude))
            #expect(elsewhere.status == .created)
            draft.confirmDuplicate = true
            #expect(try await t.request(EatsRoute.createRestaurant, token: ada.token, json: draft).status == .created)
        }
    }

    @Test func placeSearchFindsARestaurantByItsNameStartOrNearbyByAWordOfIt() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.addRestaurant("Stockmann Deli", by: ada)
            _ = try await t.addRestaurant("Cafe Stockholm", by: ada)
            _ = try await t.addRestaurant("Far Stockholm Bar", at: GeoPoint(latitude: 59.33, longitude: 18.06), by: ada)
            let anywhere = try await t.context.restaurants.suggestions("stock", near: nil, limit: 5).map(\.name)
            #expect(anywhere == ["Stockmann Deli"], "without a point: names that start with it")
            let near = try await t.context.restaurants.suggestions("stock", near: helsinki, limit: 5).map(\.name)
            #expect(near == ["Stockmann Deli", "Cafe Stockholm"], "near a point also a word of the name, within 20 km")
        }
    }

    @Test func aNewRestaurantTakesTheNearestCitysTimeZoneAndCountry() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let r = try await t.addRestaurant("Kuu", by: ada)
            #expect(r.timeZone == "Europe/Helsinki" && r.country == "FI" && r.addedByYou && r.osmId == nil)
        }
    }

    @Test func eachBadFieldIsNamedAndNothingIsSaved() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await t.request(EatsRoute.createRestaurant, token: ada.token, json: RestaurantDraft(
                name: " ", kind: "canteen", latitude: 91, longitude: 0, website: "javascript:alert(1)", diets: ["paleo"], priceLevel: 7))
            #expect(res.status == .unprocessableEntity)
            let fields = Set(res.problem?.errors?.map(\.field) ?? [])
            #expect(fields == ["name", "kind", "latitude", "website", "diets", "priceLevel"])
            #expect(try await RestaurantRecord.query(on: t.app.db).count() == 0)
        }
    }

    /// Lists read each restaurant's row once and keep it in memory; a change drops it.
    @Test func aListShowsANewRatingAtOnceThoughItsRowsWereShownBefore() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let kuu = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Salmon soup", to: kuu.id, by: ada)
            func listed() async throws -> RestaurantSummary? {
                try await t.request(EatsRoute.restaurants, token: ada.token, query: "?near=60.16952,24.93545")
                    .decode(Page<RestaurantSummary>.self).items.first { $0.id == kuu.id }
            }
            #expect(try await listed()?.ratingCount == 0)
            #expect(try await listed()?.ratingCount == 0) // the second list reads the row from memory
            try await t.rate(dish.summary.id, 5, by: ada)
            let after = try await listed()
            #expect(after?.ratingCount == 1 && after?.rating != nil)
        }
    }

    @Test func filtersKeepOnlyRestaurantsOfTheCuisineDietPriceAndOpenNow() async throws {
        try await withSatchel { t in
            // Wednesday 2026-11-25 13:00 in Helsinki (UTC+2).
            t.clock.freeze(at: try Date("2026-11-25T11:00:00Z", strategy: .iso8601))
            let ada = try await t.signUp("ada")
            let ramen = try await t.addRestaurant("Ramen A", by: ada, cuisines: ["ramen"], hours: "Mo-Fr 11:00-22:00", diets: ["vegan"], price: 2)
            _ = try await t.addRestaurant("Ramen Night", by: ada, cuisines: ["ramen"], hours: "Mo-Su 18:00-02:00", price: 1)
            _ = try await t.addRestaurant("Pizza", by: ada, cuisines: ["pizza"], hours: "24/7", diets: ["vegan"], price: 4)
            func names(_ query: String) async throws -> [String] {
                try await t.request(EatsRoute.restaurants, token: ada.token, query: "?near=60.16952,24.93545" + query)
                    .decode(Page<RestaurantSummary>.self).items.map(\.name).sorted()
            }
            #expect(try await names("&cuisine=ramen") == ["Ramen A", "Ramen Night"])
            #expect(try await names("&cuisine=ramen&openNow=true") == ["Ramen A"])
            #expect(try await names("&diet=vegan") == ["Pizza", "Ramen A"])
            #expect(try await names("&maxPrice=2") == ["Ramen A", "Ramen Night"])
            let open = try await t.request(EatsRoute.restaurants, token: ada.token, query: "?near=60.16952,24.93545&cuisine=ramen")
                .decode(Page<RestaurantSummary>.self).items
            #expect(open.first { $0.id == ramen.id }?.openNow == true)
            #expect(open.first { $0.name == "Ramen Night" }?.openNow == false)
        }
    }

    @Test func badSearchParametersAreNamed() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            for (query, field) in [("?near=91,0", "near"), ("?near=60,24&radius=5", "radius"), ("?near=60,24&sort=price", "sort"),
                                   ("?near=60,24&diet=paleo", "diet"), ("?near=60,24&maxPrice=9", "maxPrice"), ("?near=60,24&cursor=abc", "cursor")] {
                let res = try await t.request(EatsRoute.restaurants, token: ada.token, query: query)
                #expect(res.status == .unprocessableEntity && res.problem?.errors?.first?.field == field, "\(query)")
            }
        }
    }

    @Test func onlyWhoAddedItMayDeleteAndOnlyUntilOthersAddToIt() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), bo = try await t.signUp("bob")
            let r = try await t.addRestaurant("Kuu", by: ada)
            #expect(try await t.request(EatsRoute.deleteRestaurant(r.id), token: bo.token).status == .forbidden)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            try await t.rate(dish.summary.id, 4, by: bo)
            #expect(try await t.request(EatsRoute.deleteRestaurant(r.id), token: ada.token).status == .conflict)
            _ = try await t.request(EatsRoute.unrateDish(dish.summary.id), token: bo.token)
            #expect(try await t.request(EatsRoute.deleteRestaurant(r.id), token: ada.token).status == .noContent)
            #expect(try await t.request(EatsRoute.restaurant(r.id), token: ada.token).status == .notFound)
        }
    }
}

@Suite("Paging through nearby restaurants")
struct NearbyPagingTests {
    /// Property: for random restaurants and ratings, paging with a small limit in every sort
    /// visits each result exactly once, in the order of one big page.
    @Test(arguments: RestaurantQuery.Sort.allCases)
    func cursorPagesVisitEachResultOnceInOrder(sort: RestaurantQuery.Sort) async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var rng = SplitMix64(state: 7 + UInt64(sort.rawValue.count))
            let cuisines = ["pizza", "ramen", "thai", ""]
            let raters = try await t.crowd(3, prefix: "rater")
            for n in 0..<45 {
                let point = Geo.destination(from: helsinki, metres: Double.random(in: 0...1500, using: &rng), bearing: Double.random(in: 0..<360, using: &rng))
                let cuisine = cuisines[Int.random(in: 0..<cuisines.count, using: &rng)]
                let r = try await t.addRestaurant(["Alpha", "Beta", "Gamma"][n % 3] + " \(n % 7)", at: point, by: ada,
                                                  cuisines: cuisine.isEmpty ? [] : [cuisine])
                if Bool.random(using: &rng) {
                    let dish = try await t.context.dishes.create(DishDraft(name: "Dish"), restaurant: r.id, by: ada.user.id)
                    for rater in raters { try await t.context.contributions.rate(dish.id!, stars: Int.random(in: 1...5, using: &rng), by: rater) }
                }
            }
            let base = "?near=60.16952,24.93545&radius=2000&sort=\(sort.rawValue)"
            let all = try await t.request(EatsRoute.restaurants, token: ada.token, query: base + "&limit=100").decode(Page<RestaurantSummary>.self)
            #expect(all.items.count == 45 && all.nextCursor == nil)
            var paged: [UUID] = []
            var cursor: String?
            repeat {
                let page = try await t.request(EatsRoute.restaurants, token: ada.token,
                                               query: base + "&limit=7" + (cursor.map { "&cursor=\($0)" } ?? "")).decode(Page<RestaurantSummary>.self)
                paged += page.items.map(\.id)
                cursor = page.nextCursor
            } while cursor != nil
            #expect(paged == all.items.map(\.id))
            if sort == .distance { #expect(all.items.map(\.distance) == all.items.map(\.distance).sorted()) }
            if sort == .rating {
                let ratings = all.items.map { $0.rating ?? -1 }
                #expect(ratings == ratings.sorted(by: >))
            }
        }
    }

    /// A diet is one of the known tags, as openapi.yaml's enum says; an empty one is not "none".
    @Test func anUnknownOrEmptyDietIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            for diets in [[""], ["paleo"]] {
                let res = try await t.request(EatsRoute.createRestaurant, token: ada.token,
                                              json: RestaurantDraft(name: "Kuu", latitude: 60.17, longitude: 24.94, diets: diets))
                #expect(res.status == .unprocessableEntity && res.problem?.errors?.first?.field == "diets", "\(diets)")
            }
        }
    }

    @Test func aSpotTappedBesideARestaurantIsNamedAfterIt() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.request(EatsRoute.createRestaurant, token: ada.token,
                                    json: RestaurantDraft(name: "Kappeli", latitude: 60.16745, longitude: 24.9488))
            let near = try await t.request(APIRoute.namePlace, token: ada.token, query: "?lat=60.1675&lon=24.9490").decode(PlaceName.self)
            #expect(near.label == "near Kappeli, Helsinki" && near.near?.kind == "restaurant")
            let far = try await t.request(APIRoute.namePlace, token: ada.token, query: "?lat=60.1700&lon=24.9400").decode(PlaceName.self)
            #expect(far.near == nil, "more than 150 m away")
        }
    }

    @Test func anEmptyKindIsRefusedWhileNoKindIsARestaurant() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let empty = try await t.request(EatsRoute.createRestaurant, token: ada.token,
                                            json: RestaurantDraft(name: "Kuu", kind: "", latitude: 60.17, longitude: 24.94))
            #expect(empty.status == .unprocessableEntity && empty.problem?.errors?.first?.field == "kind")
            let none = try await t.request(EatsRoute.createRestaurant, token: ada.token,
                                           json: RestaurantDraft(name: "Kuu", latitude: 60.17, longitude: 24.94))
            #expect(try none.decode(Restaurant.self).kind == "restaurant")
        }
    }
}
