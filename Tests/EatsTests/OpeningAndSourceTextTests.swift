import Foundation
@testable import Eats
import SatchelAPI
@testable import SatchelCore
import Testing

/// Issue 42: a restaurant's page says what its data says, in the reader's language: closed on
/// public holidays, cuisines by name, and where the data came from as a link, never a raw id.
@Suite("Opening hours and sources as people read them")
struct OpeningAndSourceTextTests {
    @Test func aPublicHolidayRuleIsKeptWithoutChangingTheWeek() throws {
        let closed = try #require(OpeningHours("Mo-Fr 11:00-22:00; PH off"))
        #expect(closed.publicHolidays == [])
        #expect(closed.days[0] == [660...1320] && closed.days[6].isEmpty)
        #expect(try #require(OpeningHours("Mo-Sa 10:00-20:00; Su,PH 12:00-16:00")).publicHolidays == [720...960])
        #expect(try #require(OpeningHours("Mo-Fr 11:00-22:00")).publicHolidays == nil)
    }

    static func page(language: String, hours: String = "Mo-Fr 11:00-22:00; PH off", cuisines: [String] = ["italian", "sri_lankan"]) -> String {
        let r = Restaurant(id: UUID(uuidString: "00000000-0000-0000-0000-000000000701")!, name: "Trattoria", kind: "restaurant",
                           cuisines: cuisines, address: "Esplanadi 1", latitude: 60.17, longitude: 24.94, country: "FI",
                           phone: nil, website: nil, openingHours: hours, openNow: true,
                           timeZone: "Europe/Helsinki", diets: [], priceLevel: nil, rating: nil, ratingCount: 0, osmId: "node/151006260",
                           addedByYou: false, dishes: [])
        let model = RestaurantPage.Model(restaurant: r, place: nil, map: "", now: Date(timeIntervalSince1970: 1_800_000_000),
                                         dishState: FormState())
        return RestaurantPage.html(model, .detached(language: language, timeZone: TimeZone(identifier: "Europe/Helsinki")!,
                                                    path: "/eats/restaurants/x"))
    }

    @Test(arguments: [("en", "Closed on public holidays"), ("sv", "Stängt på helgdagar"), ("cs", "Ve státní svátky zavřeno")])
    func closedOnPublicHolidaysIsSaid(language: String, words: String) {
        #expect(Self.page(language: language).contains(words))
    }

    @Test func cuisinesAreNamedInTheReadersLanguageAndUnknownOnesReadAsWritten() {
        let sv = Self.page(language: "sv"), cs = Self.page(language: "cs")
        #expect(sv.contains("Italienskt, Sri Lankan") && cs.contains("Italská, Sri Lankan"))
        #expect(!sv.contains("Italian"))
    }

    @Test func theSourceIsALinkToTheOpenStreetMapElementNotItsId() {
        let html = Self.page(language: "en")
        #expect(html.contains(#"href="https://www.openstreetmap.org/node/151006260""#))
        #expect(!html.contains("OpenStreetMap node/"))
    }
}
