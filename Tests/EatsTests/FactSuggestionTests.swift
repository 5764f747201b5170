import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelGeo
import SatchelTesting
@testable import Eats
import Testing
import Vapor
import VaporTesting

/// Fixing a place's facts: anyone suggests, its contributor or a moderator reviews (issue 42).
@Suite("Suggested fixes to a place's facts")
struct FactSuggestionTests {
    /// A browser signed up as `username`, made a moderator (an administrator) when asked.
    static func person(_ t: TestContext, _ username: String, moderator: Bool = false) async throws -> Browser {
        var browser = Browser(t: t)
        _ = try await browser.signUp(username)
        if moderator {
            try await User.query(on: t.app.db).filter(\.$username == username).set(\.$isAdmin, to: true).update()
            if let id = try await User.query(on: t.app.db).filter(\.$username == username).first()?.id { t.context.changed("users", .user(id)) }
        }
        return browser
    }

    static func userID(_ t: TestContext, _ username: String) async throws -> UUID {
        try #require(try await User.query(on: t.app.db).filter(\.$username == username).first()?.id)
    }

    static func suggestion(_ t: TestContext) async throws -> FactSuggestionRecord {
        try #require(try await FactSuggestionRecord.query(on: t.app.db).first())
    }

    static func suggest(_ b: inout Browser, _ place: UUID, _ fields: [String: String]) async throws -> TestingHTTPResponse {
        try await b.post(EatsPath.restaurant(place).path + "/suggest", fields)
    }

    @Test func unreadableHoursAreRefusedBesideTheFieldWithTheInputKept() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let kuu = try await t.addRestaurant("Kuu", by: ada, hours: "Mo-Fr 11:00-22:00")
            var bob = try await Self.person(t, "bob")
            let res = try await Self.suggest(&bob, kuu.id, ["openingHours": "Mo-Fr 11:00 to late", "phone": "call us"])
            #expect(res.status == .unprocessableEntity)
            let page = res.body.string
            #expect(page.contains("These opening hours cannot be read"))
            #expect(page.contains("value=\"Mo-Fr 11:00 to late\""))
            #expect(page.contains("A phone number has digits"))
            #expect(try await FactSuggestionRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func onlyChangedFieldsAreSuggestedAndNothingChangedIsSaid() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let kuu = try await t.addRestaurant("Kuu", by: ada, hours: "Mo-Fr 11:00-22:00")
            var bob = try await Self.person(t, "bob")
            #expect(try await Self.suggest(&bob, kuu.id, ["openingHours": "Mo-Fr 11:00-22:00"]).status == .unprocessableEntity)
            let sent = try await Self.suggest(&bob, kuu.id, ["openingHours": "Mo-Fr 11:00-22:00", "website": "https://kuu.example", "note": "new site"])
            #expect(sent.status == .seeOther || sent.status == .found)
            let changes = try JSONDecoder().decode(FactChanges.self, from: Data(try await Self.suggestion(t).changes.utf8))
            #expect(changes == FactChanges(website: "https://kuu.example"))
        }
    }

    @Test func aModeratorAcceptsTheHoursChangeAndTheSuggesterIsTold() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let kuu = try await t.addRestaurant("Kuu", by: ada, hours: "Mo-Fr 11:00-22:00")
            var bob = try await Self.person(t, "bob")
            _ = try await Self.suggest(&bob, kuu.id, ["openingHours": "Mo-Su 10:00-23:00"])
            var root = try await Self.person(t, "root", moderator: true)
            let review = EatsPath.restaurant(kuu.id).path + "/suggestions"
            #expect(try await root.get(EatsPath.restaurant(kuu.id).path).body.string.contains("Suggested changes (1)"))
            let s = try await Self.suggestion(t)
            let done = try await root.post("/eats/suggestions/\(s.id!.uuidString.lowercased())/accept", ["version": "1"], from: review)
            #expect(done.status == .seeOther || done.status == .found)
            #expect(try await RestaurantRecord.find(kuu.id, on: t.app.db)?.openingHours == "Mo-Su 10:00-23:00")
            let bobID = try await Self.userID(t, "bob")
            let told = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == bobID).all().map(\.kind)
            #expect(told == [FactSuggestions.accepted])
        }
    }

    @Test func twoModeratorsAtOnceOneWinsTheOtherGetsTheConflict() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let kuu = try await t.addRestaurant("Kuu", by: ada)
            var bob = try await Self.person(t, "bob")
            _ = try await Self.suggest(&bob, kuu.id, ["phone": "+358 9 123 4567"])
            var root = try await Self.person(t, "root", moderator: true)
            var toor = try await Self.person(t, "toor", moderator: true)
            let review = EatsPath.restaurant(kuu.id).path + "/suggestions"
            let path = "/eats/suggestions/\(try await Self.suggestion(t).id!.uuidString.lowercased())"
            let first = try await root.post(path + "/refuse", ["version": "1"], from: review)
            #expect(first.status == .seeOther || first.status == .found)
            let second = try await toor.post(path + "/accept", ["version": "1"], from: review)
            #expect(second.status == .conflict)
            #expect(second.body.string.contains("Someone reviewed this suggestion first"))
            #expect(try await RestaurantRecord.find(kuu.id, on: t.app.db)?.phone == nil)
            #expect(try await Self.suggestion(t).status == "refused")
        }
    }

    @Test func theContributorReviewsOthersSuggestionsNotTheirOwnAndStrangersCannot() async throws {
        try await withSatchel { t in
            var ada = try await Self.person(t, "ada")
            let created = try await ada.post("/eats/new", ["name": "Kuu", "kind": "restaurant", "latitude": "60.16952", "longitude": "24.93545"])
            #expect(created.status == .seeOther || created.status == .found)
            let kuu = try #require(try await RestaurantRecord.query(on: t.app.db).first()?.id)
            let review = EatsPath.restaurant(kuu).path + "/suggestions"
            _ = try await Self.suggest(&ada, kuu, ["website": "https://kuu.example"])
            let path = "/eats/suggestions/\(try await Self.suggestion(t).id!.uuidString.lowercased())"
            #expect(try await ada.post(path + "/accept", ["version": "1"], from: review).status == .forbidden)
            var carl = try await Self.person(t, "carl")
            #expect(try await carl.get(review).status == .notFound)
            _ = try await Self.suggest(&carl, kuu, ["phone": "+358 40 1234567"])
            let carls = try #require(try await FactSuggestionRecord.query(on: t.app.db).filter(\.$suggestedBy == Self.userID(t, "carl")).first())
            let accepted = try await ada.post("/eats/suggestions/\(carls.id!.uuidString.lowercased())/accept", ["version": "1"], from: review)
            #expect(accepted.status == .seeOther || accepted.status == .found)
            #expect(try await RestaurantRecord.find(kuu, on: t.app.db)?.phone == "+358 40 1234567")
        }
    }

    @Test func closedForGoodAcceptedLeavesSearchAndTheMap() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let kuu = try await t.addRestaurant("Kuu", by: ada)
            var bob = try await Self.person(t, "bob")
            _ = try await Self.suggest(&bob, kuu.id, ["closed": "on"])
            var root = try await Self.person(t, "root", moderator: true)
            let s = try await Self.suggestion(t)
            _ = try await root.post("/eats/suggestions/\(s.id!.uuidString.lowercased())/accept", ["version": "1"],
                                    from: EatsPath.restaurant(kuu.id).path + "/suggestions")
            let carl = try await t.signUp("carl")
            let found = try await t.request(EatsRoute.restaurants, token: carl.token, query: "?near=60.16952,24.93545")
                .decode(Page<RestaurantSummary>.self).items
            #expect(found.isEmpty)
        }
    }
}
