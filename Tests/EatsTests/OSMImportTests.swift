import Fluent
import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import Eats
@testable import SatchelCore
import Spots
import Testing

@Suite("Importing places to eat from OpenStreetMap")
struct OSMImportTests {
    static func fixture(_ name: String) -> String {
        Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures")!.path
    }

    @Test func xmlNodesAndWaysBecomeRestaurantsAndTheRestIsSkippedWithAReason() throws {
        let report = try OSMReader.read(try Data(contentsOf: URL(fileURLWithPath: Self.fixture("sample.osm"))))
        #expect(report.places.map(\.key).sorted() == ["node/10", "way/20"])
        let grilli = try #require(report.places.first { $0.key == "way/20" })
        // A way's position is the mean of its outline's nodes.
        #expect(abs(grilli.point.latitude - 60.17008) < 0.0001 && abs(grilli.point.longitude - 24.94016) < 0.0001)
        let reasons = Dictionary(report.skipped.map { ($0.what, $0.reason) }, uniquingKeysWith: { a, _ in a })
        #expect(reasons["node/11"] == "no name")
        #expect(reasons["way/21"] == "its nodes are not in the file")
        #expect(reasons["relation/30"] == "a relation has no single position")
        #expect(reasons["node/12"] == nil) // not a place to eat: not even reported
    }

    @Test func geoJSONSequencesWithoutIdsGetStableKeys() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.fixture("sample.geojsonseq")))
        let first = try OSMReader.read(data)
        let second = try OSMReader.read(data)
        #expect(first.places.map(\.tags["name"]) == ["Ravintolalaiva M/S Maria", "Kiosk"])
        #expect(first.places.map(\.key) == second.places.map(\.key))
        #expect(first.places.allSatisfy { $0.key.hasPrefix("geojson/") })
        #expect(first.skipped.map(\.reason) == ["no name"])
    }

    @Test func featureIdsAreOpenStreetMapIds() throws {
        let json = #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"n42","geometry":{"type":"Point","coordinates":[10,50]},"properties":{"name":"A","amenity":"cafe"}}]}"#
        #expect(try OSMReader.read(Data(json.utf8)).places.first?.key == "node/42")
    }

    @Test func theSamePlaceTwiceInAFileIsImportedOnce() throws {
        let feature = #"{"type":"Feature","geometry":{"type":"Point","coordinates":[10,50]},"properties":{"name":"A","amenity":"cafe"}}"#
        let report = try OSMReader.read(Data("{\"type\":\"FeatureCollection\",\"features\":[\(feature),\(feature)]}".utf8))
        #expect(report.places.count == 1)
        #expect(report.skipped.first?.reason.hasPrefix("the same place again") == true)
    }

    @Test func textThatIsNeitherIsAClearError() {
        #expect(throws: OSMReader.Failure.self) { try OSMReader.read(Data("name,lat\n".utf8)) }
    }

    @Test func importingTwiceUpdatesInsteadOfDuplicating() async throws {
        try await withSatchel { t in
            let first = try await t.context.restaurants.importFile(at: Self.fixture("sample.osm"))
            #expect(first.inserted == 2 && first.updated == 0 && first.skipped.count == 3)
            let again = try await t.context.restaurants.importFile(at: Self.fixture("sample.osm"))
            #expect(again.inserted == 0 && again.updated == 0 && again.unchanged == 2)
            let savotta = try #require(try await RestaurantRecord.query(on: t.app.db).filter(\.$sourceKey == "node/10").first())
            #expect(savotta.cuisines == "finnish;regional" && savotta.diets == "vegetarian")
            #expect(savotta.address == "Aleksanterinkatu 22, 00170 Helsinki" && savotta.openingHours == "Mo-Sa 12:00-23:00")
            #expect(try await RestaurantRecord.query(on: t.app.db).count() == 2)
        }
    }
}

@Suite("The same places from two sources")
struct OSMImportMatchingTests {
    static func write(_ text: String, _ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString)-\(name)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func feature(_ name: String, _ kind: String, _ point: GeoPoint) -> String {
        #"{"type":"Feature","geometry":{"type":"Point","coordinates":[\#(point.longitude),\#(point.latitude)]},"properties":{"name":"\#(name)","amenity":"\#(kind)"}}"#
    }

    @Test func anIdlessFeatureMatchesAnImportedPlaceByFoldedNameKindAndPositionWithin50m() async throws {
        try await withSatchel { t in
            let xml = """
            <osm version="0.6"><node id="7" lat="\(helsinki.latitude)" lon="\(helsinki.longitude)">\
            <tag k="amenity" v="cafe"/><tag k="name" v="Café Aalto"/></node></osm>
            """
            #expect(try await t.context.restaurants.importFile(at: try Self.write(xml, "a.osm")).inserted == 1)
            let lines = [
                Self.feature("CAFE AALTO", "cafe", Geo.destination(from: helsinki, metres: 30, bearing: 90)), // the same café
                Self.feature("Cafe Aalto", "cafe", Geo.destination(from: helsinki, metres: 120, bearing: 0)), // another one
                Self.feature("Café Aalto", "bar", Geo.destination(from: helsinki, metres: 10, bearing: 180)), // a bar of that name
            ].joined(separator: "\n")
            let report = try await t.context.restaurants.importFile(at: try Self.write(lines, "b.geojsonseq"))
            #expect(report.inserted == 2 && report.updated == 1 && report.matchedByPlace == 1)
            let all = try await RestaurantRecord.query(on: t.app.db).all()
            #expect(all.count == 3)
            // The OpenStreetMap id is kept; the id-less source's hash does not replace it.
            #expect(all.filter { $0.kind == "cafe" }.compactMap(\.sourceKey).filter { $0 == "node/7" }.count == 1)
            let again = try await t.context.restaurants.importFile(at: try Self.write(lines, "c.geojsonseq"))
            #expect(again.inserted == 0 && again.unchanged == 3)
        }
    }

    @Test(.enabled(if: SharedData.isPresent("helsinki.osm") || ProcessInfo.processInfo.environment["CI"] == "true"),
          arguments: [["helsinki.osm", "helsinki-food.geojsonseq"], ["helsinki-food.geojsonseq", "helsinki.osm"]])
    func helsinkiFromTheXMLExtractAndTheGeoJSONExportIsEachPlaceOnce(order: [String]) async throws {
        try await withSatchel { t in
            let first = try await t.context.restaurants.importFile(at: SharedData.path(order[0]))
            let second = try await t.context.restaurants.importFile(at: SharedData.path(order[1]))
            let total = try await RestaurantRecord.query(on: t.app.db).count()
            // The second source adds only the few places the first could not read (an outline whose
            // nodes are missing from the extract): everything else is the same place again.
            #expect(first.inserted > 300)
            #expect(second.inserted * 20 < first.inserted, "\(second.inserted) added by \(order[1]) after \(first.inserted) from \(order[0])")
            #expect(second.matchedByPlace + second.updated + second.unchanged >= first.inserted * 9 / 10)
            #expect(total == first.inserted + second.inserted)
            // OpenStreetMap ids win over hashes, whichever came first.
            let hashed = try await RestaurantRecord.query(on: t.app.db).filter(\.$sourceKey, .custom("LIKE"), "geojson/%").count()
            #expect(hashed == (order[0].hasSuffix(".osm") ? second.inserted : first.inserted - second.matchedByPlace))
            // Importing either again changes nothing.
            let again = try await t.context.restaurants.importFile(at: SharedData.path(order[1]))
            #expect(again.inserted == 0 && again.updated == 0)
        }
    }
}

@Suite("Restaurants in place search")
struct RestaurantPlaceSearchTests {
    @Test func placeSearchOffersRestaurantsByNameAndWordStart() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.context.restaurants.importFile(at: OSMImportTests.fixture("sample.osm"))
            for query in ["savo", "Ravintola", "SAVOTTA"] {
                let found = try await t.request(APIRoute.searchPlaces, token: ada.token,
                                                query: "?q=\(query)&near=60.17,24.94").decode([PlaceSuggestion].self)
                let restaurant = try #require(found.first { $0.kind == "restaurant" }, "query \(query)")
                #expect(restaurant.name == "Ravintola Savotta" && restaurant.label.contains("Aleksanterinkatu 22"))
                #expect(restaurant.distance.map { $0 < 1000 } == true)
            }
            // Far from the search point (or with none), a city of that name comes first.
            try await RestaurantRecord(name: "Stockholm Grill", kind: "fast_food", at: GeoPoint(latitude: 60.17, longitude: 24.94),
                                       now: t.clock.now).create(on: t.app.db)
            let plain = try await t.request(APIRoute.searchPlaces, token: ada.token, query: "?q=Stockh").decode([PlaceSuggestion].self)
            #expect(plain.first?.kind == "city" && plain.first?.name == "Stockholm")
            #expect(plain.contains { $0.kind == "restaurant" })
            let inHelsinki = try await t.request(APIRoute.searchPlaces, token: ada.token,
                                                 query: "?q=Stockh&near=60.17,24.94").decode([PlaceSuggestion].self)
            #expect(inHelsinki.first?.name == "Stockholm Grill")
            let none = try await t.request(APIRoute.searchPlaces, token: ada.token, query: "?q=%25").decode([PlaceSuggestion].self)
            #expect(!none.contains { $0.kind == "restaurant" })
        }
    }
}

@Suite("Nearby restaurants")
struct NearbyTests {
    /// Random restaurants around `center` (some across the antimeridian or a pole), stored.
    static func scatter(_ t: TestContext, around center: GeoPoint, count: Int, rng: inout SplitMix64) async throws -> [RestaurantRecord] {
        var records: [RestaurantRecord] = []
        for n in 0..<count {
            let point = Geo.destination(from: center, metres: Double.random(in: 0...6000, using: &rng),
                                        bearing: Double.random(in: 0..<360, using: &rng))
            let r = RestaurantRecord(name: "Place \(n)", at: point, now: t.clock.now)
            try await r.create(on: t.app.db)
            records.append(r)
        }
        return records
    }

    /// The ids of `records` within `radius` of `probe` by haversine distance, nearest first
    /// (ties by id): what a search must return.
    static func bruteForce(_ records: [RestaurantRecord], within radius: Double, of probe: GeoPoint) -> [UUID] {
        records.map { ($0.id!, Geo.distance(probe, GeoPoint(latitude: $0.latitude, longitude: $0.longitude))) }
            .filter { $0.1 <= radius }
            .sorted { (a: (UUID, Double), b: (UUID, Double)) in a.1 != b.1 ? a.1 < b.1 : a.0.uuidString < b.0.uuidString }
            .map(\.0)
    }

    @Test(arguments: [
        GeoPoint(latitude: 60.17, longitude: 24.94),     // Helsinki
        GeoPoint(latitude: -16.5, longitude: 179.99),    // Fiji, across the antimeridian
        GeoPoint(latitude: 89.99, longitude: 10),        // beside the North Pole
        GeoPoint(latitude: -89.995, longitude: -140),    // the South Pole station
    ])
    func nearbyEqualsABruteForceHaversineFilterInDistanceOrder(center: GeoPoint) async throws {
        try await withSatchel { t in
            var rng = SplitMix64(state: UInt64(abs(center.latitude * 1000 + center.longitude)))
            let all = try await Self.scatter(t, around: center, count: 300, rng: &rng)
            for _ in 0..<20 {
                let probe = Geo.destination(from: center, metres: Double.random(in: 0...3000, using: &rng),
                                            bearing: Double.random(in: 0..<360, using: &rng))
                let radius = Double.random(in: 200...4000, using: &rng)
                let expected = Self.bruteForce(all, within: radius, of: probe).prefix(50)
                let found = try await t.context.restaurantSearch.nearby(probe, radius: radius, limit: 50).map { $0.restaurant.id }
                #expect(found == Array(expected), "probe \(probe), radius \(radius)")
            }
        }
    }

    /// The same property for the database's path, used while the in-memory index loads.
    @Test(arguments: [
        GeoPoint(latitude: 60.17, longitude: 24.94),
        GeoPoint(latitude: -16.5, longitude: 179.99),
        GeoPoint(latitude: 89.99, longitude: 10),
    ])
    func theDatabasePathEqualsABruteForceHaversineFilterToo(center: GeoPoint) async throws {
        try await withSatchel { t in
            var rng = SplitMix64(state: UInt64(abs(center.latitude * 7 + center.longitude)))
            let all = try await Self.scatter(t, around: center, count: 200, rng: &rng)
            for _ in 0..<15 {
                let probe = Geo.destination(from: center, metres: Double.random(in: 0...3000, using: &rng),
                                            bearing: Double.random(in: 0..<360, using: &rng))
                let radius = Double.random(in: 200...4000, using: &rng)
                let expected = Self.bruteForce(all, within: radius, of: probe)
                let found = try await t.context.restaurantSearch.fromDatabase(around: probe, radius: radius).map(\.0.id)
                #expect(found == expected, "probe \(probe), radius \(radius)")
            }
        }
    }

    @Test func theInMemoryIndexCatchesUpWithWhatOtherProcessesWrite() async throws {
        try await withSatchel { t in
            // The index's age is read from the clock: stopped, a slow machine's real seconds
            // between two searches cannot start a catch-up the test did not ask for.
            t.clock.freeze(at: t.clock.now)
            let index = try #require(t.context.nearbyIndex)
            let first = RestaurantRecord(name: "Before", at: helsinki, now: t.clock.now)
            try await first.create(on: t.app.db)
            #expect(try await t.context.restaurantSearch.nearby(helsinki, radius: 500).map(\.restaurant.name) == ["Before"]) // loads
            // Another process (an import, another instance) adds one and deletes one; searches
            // within the next two seconds may still answer from the index as it was.
            t.clock.advance(by: 1)
            let later = RestaurantRecord(name: "After", at: Geo.destination(from: helsinki, metres: 50, bearing: 0), now: t.clock.now)
            try await later.create(on: t.app.db)
            try await first.delete(on: t.app.db)
            try await RestaurantDeletion.record(first.id!, context: t.context)
            #expect(try await t.context.restaurantSearch.nearby(helsinki, radius: 500).map(\.restaurant.name) == ["Before"])
            try await index.refresh(t.context)
            #expect(try await t.context.restaurantSearch.nearby(helsinki, radius: 500).map(\.restaurant.name) == ["After"])
        }
    }

    @Test func noSearchIsAnsweredFromAnIndexMoreThanFiveSecondsBehind() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: t.clock.now)
            let first = RestaurantRecord(name: "Before", at: helsinki, now: t.clock.now)
            try await first.create(on: t.app.db)
            #expect(try await t.context.restaurantSearch.nearby(helsinki, radius: 500).map(\.restaurant.name) == ["Before"]) // loads
            // An import in another process writes a place; the index has not seen it.
            let imported = RestaurantRecord(name: "Imported", at: Geo.destination(from: helsinki, metres: 80, bearing: 0), now: t.clock.now)
            try await imported.create(on: t.app.db)
            t.clock.advance(by: 5)
            // The first search after that waits for the catch-up rather than answer from old data.
            #expect(try await t.context.restaurantSearch.nearby(helsinki, radius: 500).map(\.restaurant.name) == ["Before", "Imported"])
        }
    }
}

@Suite("Errand places from OpenStreetMap, for Spots")
struct ErrandPlaceImportTests {
    @Test func shopsAndAmenitiesAreReadApartFromTheRestaurants() throws {
        let xml = """
            <osm><node id="1" lat="60.17" lon="24.94"><tag k="shop" v="supermarket"/><tag k="name" v="Lidl Kamppi"/>
            <tag k="brand" v="Lidl"/><tag k="brand:wikidata" v="Q151954"/></node>
            <node id="2" lat="60.171" lon="24.941"><tag k="amenity" v="pharmacy"/><tag k="name" v="Apteekki"/></node>
            <node id="3" lat="60.172" lon="24.942"><tag k="amenity" v="atm"/></node>
            <node id="4" lat="60.173" lon="24.943"><tag k="amenity" v="cafe"/><tag k="name" v="Kahvila"/></node></osm>
            """
        let report = try OSMReader.read(Data(xml.utf8))
        #expect(report.places.map(\.key) == ["node/4"])
        #expect(report.errands.map(\.key) == ["node/1", "node/2"]) // the ATM has neither name nor brand
        #expect(OSMReader.errandKind(report.errands[0].tags) == "supermarket")
    }

    @Test(SharedData.needed("helsinki.osm"))
    func helsinkisShopsImportOnceAndAgainChangeNothing() async throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: SharedData.path("helsinki.osm")))
        let places = try OSMReader.read(data).errands.compactMap { place -> ErrandPlaceInput? in
            guard let kind = OSMReader.errandKind(place.tags) else { return nil }
            return ErrandPlaceInput(key: place.key, kind: kind, name: place.tags["name"] ?? place.tags["brand"] ?? "",
                                    brand: place.tags["brand"], brandWikidata: place.tags["brand:wikidata"], point: place.point)
        }
        try await withSatchel { t in
            let first = try await t.context.errandPlaces.importPlaces(places)
            #expect(first.inserted == places.count && (first.byKind["supermarket"] ?? 0) >= 5 && (first.byKind["pharmacy"] ?? 0) >= 5)
            let again = try await t.context.errandPlaces.importPlaces(places)
            #expect(again.inserted == 0 && again.updated == 0 && again.unchanged == places.count)
            // Not restaurants.
            #expect(try await RestaurantRecord.query(on: t.app.db).count() == 0)
        }
    }
}
