import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
@testable import Eats
import Testing

/// A later import of the same OpenStreetMap data does not undo what people fixed (issue 42).
@Suite("Imports keep fixes by people")
struct ImportKeepsFixesTests {
    @Test func reimportingKeepsAcceptedFixesPerFieldAndSaysSo() async throws {
        try await withSatchel { t in
            let first = try await t.context.restaurants.importFile(at: OSMImportTests.fixture("sample.osm"))
            #expect(first.inserted == 2 && first.keptFixes == 0)
            let savotta = try #require(try await RestaurantRecord.query(on: t.app.db).filter(\.$sourceKey == "node/10").first())
            #expect(savotta.openingHours == "Mo-Sa 12:00-23:00")
            var bob = try await FactSuggestionTests.person(t, "bob")
            _ = try await FactSuggestionTests.suggest(&bob, savotta.id!, ["openingHours": "Mo-Su 11:00-22:00", "phone": "+358 9 123 456", "diet_vegetarian": "on", "website": "https://savotta.fi"])
            var root = try await FactSuggestionTests.person(t, "root", moderator: true)
            let s = try await FactSuggestionTests.suggestion(t)
            _ = try await root.post("/eats/suggestions/\(s.id!.uuidString.lowercased())/accept", ["version": "1"],
                                    from: EatsPath.restaurant(savotta.id!).path + "/suggestions")
            let again = try await t.context.restaurants.importFile(at: OSMImportTests.fixture("sample.osm"))
            #expect(again.keptFixes == 2 && again.inserted == 0 && again.unchanged == 2)
            let after = try #require(try await RestaurantRecord.find(savotta.id, on: t.app.db))
            #expect(after.openingHours == "Mo-Su 11:00-22:00" && after.phone == "+358 9 123 456")
            // What people did not fix still comes from the data, and the place keeps its source.
            #expect(after.sourceKey == "node/10" && after.name == "Ravintola Savotta" && after.diets == "vegetarian")
        }
    }
}
