import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

@Suite("A reminder at any place of a kind or brand")
struct ErrandTargetTests {
    static func errand(_ key: String, _ kind: String, _ point: GeoPoint, brand: String? = nil, wikidata: String? = nil) -> ErrandPlaceInput {
        ErrandPlaceInput(key: key, kind: kind, name: brand ?? kind, brand: brand, brandWikidata: wikidata, point: point)
    }

    static let east = Places.near(Places.shop, 2000, bearing: 90)
    static let west = Places.near(Places.shop, 2000, bearing: 270)

    @Test func anyPharmacyAlertsAtEachPharmacyOncePerVisitAndNotAtASupermarket() async throws {
        try await withSatchel { t in
            _ = try await t.context.errandPlaces.importPlaces([
                Self.errand("node/1", "pharmacy", Self.east), Self.errand("node/2", "pharmacy", Self.west),
                Self.errand("node/3", "supermarket", Places.shop),
            ])
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Plasters", anyPlace: ReminderAnyPlace(kind: "pharmacy")), as: ada)
            #expect(reminder.anyPlace == ReminderAnyPlace(kind: "pharmacy", radius: 150))
            t.clock.freeze(at: t.clock.now)
            #expect(try await t.report(Places.near(Places.shop, 10), as: ada).fired.isEmpty)
            t.clock.advance(by: 20)
            #expect(try await t.report(Places.near(Self.east, 30), as: ada).fired == [reminder.id])
            for metres in [190.0, 20, 195] {
                t.clock.advance(by: 20)
                #expect(try await t.report(Places.near(Self.east, metres), as: ada).fired.isEmpty)
            }
            t.clock.advance(by: 20)
            #expect(try await t.report(Places.near(Self.west, 40), as: ada).fired == [reminder.id])
            #expect(try await t.alerts(ada).count == 2)
        }
    }

    @Test func aBrandMatchesByWikidataWhenThePlaceHasItElseByItsFoldedName() async throws {
        try await withSatchel { t in
            let other = Places.near(Places.shop, 2000, bearing: 0)
            _ = try await t.context.errandPlaces.importPlaces([
                Self.errand("node/1", "supermarket", Self.east, brand: "Lidl", wikidata: "Q151954"),
                Self.errand("node/2", "supermarket", Self.west, brand: "LIDL"),
                // Another company of the same name: its Wikidata id says it is not the one meant.
                Self.errand("node/3", "supermarket", other, brand: "Lidl", wikidata: "Q999999"),
            ])
            let ada = try await t.signUp("ada")
            let reminder = try await t.reminder(ReminderDraft(title: "Oats", anyPlace: ReminderAnyPlace(brand: "lidl")), as: ada)
            t.clock.freeze(at: t.clock.now)
            #expect(try await t.report(Places.near(other, 10), as: ada).fired.isEmpty)
            t.clock.advance(by: 20)
            #expect(try await t.report(Places.near(Self.west, 10), as: ada).fired == [reminder.id])
            t.clock.advance(by: 20)
            #expect(try await t.report(Places.near(Self.east, 10), as: ada).fired == [reminder.id])
        }
    }

    @Test func theRegionsNearAPointAreEveryChosenPlaceAndPlaceOfTheKindNearestFirst() async throws {
        try await withSatchel { t in
            _ = try await t.context.errandPlaces.importPlaces([
                Self.errand("node/1", "pharmacy", Self.east), Self.errand("node/2", "supermarket", Self.west),
                Self.errand("node/9", "pharmacy", Places.near(Places.shop, 50_000)), // beyond 20 km
            ])
            let ada = try await t.signUp("ada")
            let pharmacy = try await t.reminder(ReminderDraft(title: "Plasters", anyPlace: ReminderAnyPlace(kind: "pharmacy")), as: ada)
            let milk = try await t.reminder(PositionTests.milk, as: ada)
            let res = try await t.request(SpotsRoute.placeRegions, token: ada.token,
                                          query: "?latitude=\(Places.shop.latitude)&longitude=\(Places.shop.longitude)")
            #expect(res.status == .ok, "\(res.body.string)")
            let regions = try res.decode([PlaceRegion].self)
            #expect(regions.map(\.identifier) == [milk.id.uuidString, pharmacy.id.uuidString + "@node/1"])
        }
    }

    @Test func anUnknownKindIsRefusedBesideTheField() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await t.request(SpotsRoute.createReminder, token: ada.token,
                                          json: ReminderDraft(title: "Nails", anyPlace: ReminderAnyPlace(kind: "sawmill")))
            #expect(res.status == .unprocessableEntity && res.body.string.contains("anyPlace.kind"))
        }
    }

    @Test func theFormMakesAnAnyPharmacyReminderAndTheListSaysSo() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let created = try await ada.post("/spots/new", ["title": "Plasters", "anyKind": "pharmacy"])
            #expect(created.status == .seeOther, "\(created.body.string)")
            #expect(try await ada.get("/spots").body.string.contains("any pharmacy"))
        }
    }

    /// N places of one brand at random positions; a walk past each, with jitter inside the
    /// hysteresis band, alerts once at each and never twice at one.
    @Test(arguments: [3, 11, 42])
    func aWalkPastNPlacesOfOneBrandAlertsOnceAtEach(_ seed: Int) async throws {
        var rng = SeededGenerator(seed: UInt64(seed))
        let n = 2 + Int(rng.next() % 12)
        let start = Places.near(Places.shop, Double(rng.next() % 5000), bearing: Double(rng.next() % 360))
        // At least 800 m apart, so a point near one is far outside every other.
        let places = (0..<n).map { i in Places.near(start, Double(i) * 1000 + Double(rng.next() % 200), bearing: Double(80 + rng.next() % 20)) }
        try await withSatchel { t in
            _ = try await t.context.errandPlaces.importPlaces(places.enumerated().map { i, p in
                Self.errand("node/\(i + 1)", "supermarket", p, brand: "Lidl", wikidata: "Q151954")
            })
            let ada = try await t.signUp("ada")
            _ = try await t.reminder(ReminderDraft(title: "Any Lidl", anyPlace: ReminderAnyPlace(brand: "Q151954")), as: ada)
            t.clock.freeze(at: t.clock.now)
            var fired = 0
            for (index, place) in places.enumerated() {
                for metres in [600.0, 100, Double(rng.next() % 150), 190, Double(rng.next() % 140), 195, 120, 600] {
                    t.clock.advance(by: 15)
                    fired += try await t.report(Places.near(place, metres, bearing: Double(rng.next() % 360)), as: ada).fired.count
                }
                #expect(fired == index + 1, "after place \(index): \(fired) alerts")
            }
            #expect(try await t.alerts(ada).count == n)
        }
    }
}
