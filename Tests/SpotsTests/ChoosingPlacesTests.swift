import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

@Suite("Choosing a reminder's places as the first is chosen, and seeing where any-place reminders fire")
struct ChoosingPlacesTests {
    static let apoteket = Places.near(Places.shop, 400, bearing: 45)

    static func pharmacies(_ count: Int) -> [ErrandPlaceInput] {
        (1...count).map { n in
            ErrandPlaceInput(key: "node/\(n)", kind: "pharmacy", name: String(format: "Apotek %02d", n), brand: nil, brandWikidata: nil,
                             point: Places.near(Places.shop, Double(n) * 300, bearing: Double(n * 37 % 360)))
        }
    }

    @Test func aSearchWithoutJavaScriptListsKnownShopsAndAResultBecomesANewPlace() async throws {
        try await withSatchel { t in
            _ = try await t.context.errandPlaces.importPlaces([
                ErrandPlaceInput(key: "node/7", kind: "pharmacy", name: "Apoteket Hjärtat", brand: "Apoteket", brandWikidata: nil, point: Self.apoteket),
            ])
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            var fields = SpotsWebTests.shopFields
            fields["placeQuery"] = "hjartat"
            fields["findPlace"] = "1"
            let found = try await ada.post("/spots/new", fields)
            #expect(found.status == .ok)
            let choice = String(format: "%.6f|%.6f|Apoteket Hjärtat", Self.apoteket.latitude, Self.apoteket.longitude)
            #expect(found.body.string.contains("name=\"usePlace\" value=\"\(choice)\""), "\(found.body.string)")

            fields["findPlace"] = nil
            fields["placeTarget"] = "new"
            fields["usePlace"] = choice
            let used = try await ada.post("/spots/new", fields)
            let html = used.body.string
            #expect(used.status == .ok)
            // The first place stays; the result is place 2, a pin on the form's map leading to its row.
            #expect(html.contains("value=\"Hötorgshallen\"") && html.contains("id=\"f-otherLabel0\" name=\"otherLabel0\" type=\"text\" value=\"Apoteket Hjärtat\""))
            #expect(html.contains("href=\"#place-2\"") && html.contains("id=\"place-2\""))
            #expect(try await ReminderRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func removingAPlaceMovesTheLaterOnesUp() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            var fields = SpotsWebTests.shopFields
            for (i, name) in ["Pharmacy", "Chemist"].enumerated() {
                let point = Places.near(Places.shop, Double(i + 1) * 1000)
                fields["otherLabel\(i)"] = name
                fields["otherLatitude\(i)"] = String(point.latitude)
                fields["otherLongitude\(i)"] = String(point.longitude)
            }
            fields["removePlace"] = "2"
            let html = try await ada.post("/spots/new", fields).body.string
            #expect(html.contains("name=\"otherLabel0\" type=\"text\" value=\"Chemist\""))
            #expect(!html.contains("name=\"otherLabel1\"") && !html.contains("value=\"Pharmacy\""))
        }
    }

    @Test func placeSearchFindsImportedShopsByNameOrBrand() async throws {
        try await withSatchel { t in
            _ = try await t.context.errandPlaces.importPlaces([
                ErrandPlaceInput(key: "node/8", kind: "supermarket", name: "Lidl Sveavägen", brand: "Lidl", brandWikidata: "Q151954",
                                 point: Self.apoteket),
            ])
            let ada = try await t.signUp("ada")
            let near = try await t.context.placeSearch.search("lidl", near: Places.shop, limit: 8, viewer: ada.user.id)
            #expect(near.first.map { [$0.kind, $0.label] } == ["errand", "Lidl Sveavägen"])
            let anywhere = try await t.context.placeSearch.search("Lidl", near: nil, limit: 8, viewer: ada.user.id)
            #expect(anywhere.contains { $0.id == "errand:node/8" })
        }
    }

    @Test func anAnyPharmacyReminderPinsTheNearestPharmaciesAndSaysHowManyMore() async throws {
        try await withSatchel { t in
            _ = try await t.context.errandPlaces.importPlaces(Self.pharmacies(35))
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            var fields = SpotsWebTests.shopFields
            fields["anyKind"] = "pharmacy"
            let created = try await ada.post("/spots/new", fields)
            #expect(created.status == .seeOther, "\(created.body.string)")
            let record = try #require(try await ReminderRecord.query(on: t.app.db).first())
            let html = try await ada.get("/spots/\(record.id!.uuidString.lowercased())").body.string
            #expect(html.contains("The map shows the 30 nearest of 35 matching places within 20 km."))
            #expect(html.contains("Apotek 01") && html.contains("Apotek 30") && !html.contains("Apotek 31"))
            // Each pin opens its place on OpenStreetMap (the live map's pins, as JSON in the page).
            #expect(html.contains("openstreetmap.org\\/node\\/1&quot;"))
        }
    }
}
