import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import Eats
import Testing

/// "Open now" and "open at…" on the list, the map and the API, with unknown hours said, not hidden (issue 42).
@Suite("Open now and open at")
struct OpenAtFilterTests {
    static let near = "?near=60.16952,24.93545"

    func names(_ t: TestContext, _ s: SessionResponse, _ query: String) async throws -> [String] {
        try await t.request(EatsRoute.restaurants, token: s.token, query: Self.near + query)
            .decode(Page<RestaurantSummary>.self).items.map(\.name).sorted()
    }

    @Test func openAtKeepsPlacesOpenAtThatMomentByTheirOwnClock() async throws {
        try await withSatchel { t in
            // Wednesday 2026-11-25 13:00 in Helsinki.
            t.clock.freeze(at: try Date("2026-11-25T11:00:00Z", strategy: .iso8601))
            let ada = try await t.signUp("ada")
            _ = try await t.addRestaurant("Lunch", by: ada, hours: "Mo-Fr 11:00-15:00")
            _ = try await t.addRestaurant("Night", by: ada, hours: "Mo-Su 18:00-02:00")
            // Saturday 19:00 in Helsinki, written from India (23:30 there): Night is open, Lunch is not.
            #expect(try await names(t, ada, "&openAt=2026-11-28T22:30:00%2B05:30") == ["Night"])
            // Now (Wednesday 13:00) it is the other way round; openAt wins over openNow.
            #expect(try await names(t, ada, "&openNow=true") == ["Lunch"])
            #expect(try await names(t, ada, "&openNow=true&openAt=2026-11-28T17:00:00Z") == ["Night"])
        }
    }

    @Test func placesWithUnknownHoursAreLeftOutOfATimeFilterUnlessAskedFor() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: try Date("2026-11-25T11:00:00Z", strategy: .iso8601))
            let ada = try await t.signUp("ada")
            _ = try await t.addRestaurant("Lunch", by: ada, hours: "Mo-Fr 11:00-15:00")
            _ = try await t.addRestaurant("Mystery", by: ada)
            #expect(try await names(t, ada, "&openNow=true") == ["Lunch"])
            let kept = try await t.request(EatsRoute.restaurants, token: ada.token, query: Self.near + "&openNow=true&includeUnknownHours=true")
                .decode(Page<RestaurantSummary>.self).items
            #expect(kept.map(\.name).sorted() == ["Lunch", "Mystery"])
            #expect(kept.first { $0.name == "Mystery" }?.openNow == nil)
        }
    }

    @Test func aBadOpenAtOrIncludeUnknownHoursIsNamed() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            for (query, field) in [("&openAt=saturday", "openAt"), ("&openAt=2026-11-28T19:00", "openAt"), ("&includeUnknownHours=maybe", "includeUnknownHours")] {
                let res = try await t.request(EatsRoute.restaurants, token: ada.token, query: Self.near + query)
                #expect(res.status == .unprocessableEntity && res.problem?.errors?.first?.field == field, "\(query)")
            }
        }
    }

    /// The web form's day and time are the viewer's clock; unknown hours are counted, with a link to show them.
    @Test func theWebsOpenAtReadsTheViewersClockAndCountsUnknownHours() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: try Date("2026-11-25T11:00:00Z", strategy: .iso8601))
            let bob = try await t.signUp("bob")
            _ = try await t.addRestaurant("Early Bird", by: bob, hours: "Mo-Su 06:00-07:00")
            _ = try await t.addRestaurant("Mystery", by: bob)
            // Saturday 06:30 in Helsinki is Saturday 05:30 in Stockholm.
            var ada = Browser(t: t, cookies: ["satchel_tz": "Europe/Stockholm"])
            _ = try await ada.signUp("ada")
            let page = try await ada.get("/eats" + Self.near + "&openDay=sa&openTime=05:30").body.string
            #expect(page.contains("Early Bird"))
            #expect(!page.contains(">Mystery<"))
            #expect(page.contains("Places with unknown hours not shown: 1."))
            #expect(page.contains("includeUnknownHours=on"))
            #expect(!(try await ada.get("/eats" + Self.near + "&openDay=sa&openTime=07:30").body.string.contains("Early Bird")))
            let all = try await ada.get("/eats" + Self.near + "&openDay=sa&openTime=05:30&includeUnknownHours=on").body.string
            #expect(all.contains(">Mystery<") && all.contains("Hours unknown"))
            #expect(!all.contains("Places with unknown hours not shown"))
        }
    }
}
