import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import Eats
import Testing
import Vapor
import VaporTesting

@Suite("Eats pages without JavaScript")
struct EatsWebTests {
    @Test func aTypedPlaceWithSpacesIsFoundAndRememberedForTheNextVisit() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let found = try await ada.get("/eats?placeQuery=New+York")
            #expect(found.body.string.contains("data-where-label>New York City, NY, United States<"))
            // The next visit, with nothing in the address, is still near New York.
            let again = try await ada.get("/eats")
            #expect(again.body.string.contains("data-where-label>New York City, NY, United States<"))
        }
    }

    @Test func aPlaceThatMatchesNothingSaysSoAndKeepsWhatWasTyped() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let page = try await ada.get("/eats?placeQuery=Zzqqxx+Town").body.string
            #expect(page.contains("No place called “Zzqqxx Town” was found"))
            #expect(page.contains("value=\"Zzqqxx Town\""))
        }
    }

    @Test func aNearDuplicateIsPointedOutBesideTheFormWithTheInputKept() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let fields = ["name": "Ravintola Kuu", "kind": "restaurant", "latitude": "60.16952", "longitude": "24.93545"]
            let first = try await ada.post("/eats/new", fields)
            #expect(first.status == .seeOther || first.status == .found)
            let twin = try await ada.post("/eats/new", fields.merging(["name": "ravintola kuu"]) { $1 })
            #expect(twin.status == .conflict)
            #expect(twin.body.string.contains("already within 100 m"))
            #expect(twin.body.string.contains("value=\"ravintola kuu\""))
            let confirmed = try await ada.post("/eats/new", fields.merging(["name": "ravintola kuu", "confirmDuplicate": "on"]) { $1 })
            #expect(confirmed.status == .seeOther || confirmed.status == .found)
            #expect(try await RestaurantRecord.query(on: t.app.db).count() == 2)
        }
    }

    /// The web's filter form and the API read the same query with the same parser (leniently on
    /// the web): `openNow=false` in a link means any time, as it does in the API.
    @Test func openNowFalseInALinkMeansAnyTimeAsInTheAPI() async throws {
        try await withSatchel { t in
            // 11:00 in Helsinki, long before the 02:00 opening.
            t.clock.freeze(at: ISO8601DateFormatter().date(from: "2030-06-03T08:00:00Z")!)
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let api = try await t.signUp("bob")
            _ = try await t.addRestaurant("Night Owl", by: api, hours: "Mo-Su 02:00-03:00")
            let near = "/eats?near=60.16952,24.93545&place=Helsinki"
            func open(_ path: String) async throws -> TestingHTTPResponse { try await ada.get(path) }
            #expect(try await open(near + "&openNow=false").body.string.contains("Night Owl"))
            #expect(try await open(near + "&openNow=0").body.string.contains("Night Owl"))
            #expect(try await !open(near + "&openNow=on").body.string.contains("Night Owl"))
            // An old link's value the form no longer offers falls back to the default, not an error page.
            #expect(try await open(near + "&maxPrice=9&radius=7").status == .ok)
        }
    }
    @Test func aDeleteConfirmationPageIsNotFoundForAnyoneButWhoAddedTheThing() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), bob = try await t.signUp("bob")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            let review = try await t.request(EatsRoute.writeReview(dish.summary.id), token: ada.token, json: ReviewDraft(text: "Lovely"))
                .decode(DishReview.self)
            let png = try Data(contentsOf: Bundle.module.url(forResource: "photo", withExtension: "png", subdirectory: "Fixtures")!)
            let photo = try await t.request(.POST, EatsRoute.addPhoto(dish: dish.summary.id).path, token: ada.token,
                                            headers: ["Content-Type": "image/png"], body: ByteBuffer(bytes: Array(png)))
                .decode(DishPhoto.self)
            let pages = ["/eats/restaurants/\(r.id)", "/eats/dishes/\(dish.summary.id)", "/eats/reviews/\(review.id)",
                         "/eats/photos/\(photo.id)"].map { $0.lowercased() + "/delete" }
            for page in pages {
                var headers: HTTPHeaders = ["Accept": "text/html"]
                headers.bearerAuthorization = BearerAuthorization(token: bob.token)
                #expect(try await t.request(.GET, page, headers: headers).status == .notFound, "\(page) as Bob")
                headers.bearerAuthorization = BearerAuthorization(token: ada.token)
                #expect(try await t.request(.GET, page, headers: headers).status == .ok, "\(page) as Ada")
            }
        }
    }

    @Test func aPhonePhotoOnADishSaysTheLimitInMBAndAddsNothing() async throws {
        try await withSatchel { t in
            let bob = try await t.signUp("bob")
            let dish = try await t.addDish("Soup", to: try await t.addRestaurant("Kuu", by: bob).id, by: bob)
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let path = "/eats/dishes/\(dish.summary.id.uuidString.lowercased())"
            let phonePhoto = [UInt8]([0xFF, 0xD8, 0xFF, 0xE0]) + [UInt8](repeating: 0x5A, count: 13 * 1_000_000)
            let res = try await ada.postFile(path + "/photos", [], file: "photo", bytes: phonePhoto, from: path)
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("Photos can be up to 10 MB."))
            #expect(try await ada.get(path).body.string.contains("/media/") == false, "no photo was added")
        }
    }
}
