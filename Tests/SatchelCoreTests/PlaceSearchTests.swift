import Foundation
import SatchelGeo
@testable import SatchelCore
import Testing

@Suite("Place search over the bundled GeoNames cities")
struct PlaceSearchTests {
    static let gazetteer = PlaceDirectory.load(imported: [])

    @Test func theBundledGazetteerHasTheWorldsCities() {
        #expect(Self.gazetteer.places.count > 30_000)
    }

    @Test func aCountryAfterACommaNarrowsTheSearch() {
        let uk = Self.gazetteer.search("London, U.K.")
        #expect(uk.first?.place.country == "GB" && uk.first?.place.name == "London")
        let canada = Self.gazetteer.search("London, Canada")
        #expect(canada.first?.place.country == "CA")
    }

    @Test func diacriticsAndCaseDoNotMatter() {
        #expect(Self.gazetteer.search("malmo").first?.place.name == "Malmö")
        #expect(Self.gazetteer.search("KRAKOW").first?.place.name == "Kraków")
    }

    @Test func alternateNamesFindThePlace() {
        #expect(Self.gazetteer.search("Praha").first?.place.geonameID == 3067696)
        #expect(Self.gazetteer.search("Köpenhamn").first?.place.geonameID == 2618425)
    }

    @Test func aWholeNameBeatsALongerOneAndBiggerCitiesComeFirst() {
        let results = Self.gazetteer.search("Paris", limit: 5)
        #expect(results.first?.place.country == "FR")
        #expect(results.first?.quality == 6)
    }

    @Test func nearnessBreaksTiesBetweenSimilarPlaces() {
        // Several Springfields of similar size: near Illinois, Illinois' comes first.
        let nearIllinois = Self.gazetteer.search("Springfield", near: GeoPoint(latitude: 39.8, longitude: -89.6))
        let nearMassachusetts = Self.gazetteer.search("Springfield", near: GeoPoint(latitude: 42.1, longitude: -72.6))
        #expect(nearIllinois.first?.place.region == "IL")
        #expect(nearMassachusetts.first?.place.region == "MA")
    }

    @Test func aLaterWordMatchesToo() {
        #expect(Self.gazetteer.search("york").contains { $0.place.name == "New York City" })
    }

    @Test func labelsReadAsPeopleWriteThem() {
        let london = Self.gazetteer.search("London, UK")[0].place
        #expect(Self.gazetteer.label(london) == "London, United Kingdom")
        // In the United States the state is part of a town's name.
        let springfield = Self.gazetteer.search("Springfield", near: GeoPoint(latitude: 42.1, longitude: -72.6))[0].place
        #expect(Self.gazetteer.label(springfield) == "Springfield, MA, United States")
    }

    @Test func importedGeoNamesPlacesJoinTheSearch() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("places-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = """
        {"9999901": {"geonameid": 9999901, "name": "Småby", "latitude": 57.1, "longitude": 14.2, "countrycode": "SE",
          "population": 600, "timezone": "Europe/Stockholm", "admin1code": "08", "alternatenames": ["Smaaby", "SMB"]},
         "9999902": {"geonameid": 9999902, "name": "", "latitude": 57.1, "longitude": 14.2}}
        """
        let report = try PlaceImport.read(Data(json.utf8))
        #expect(report.places.count == 1 && report.skipped.count == 1)
        try PlaceImport.write(report.places, to: dir.appendingPathComponent("small.tsv").path)
        let directory = PlaceDirectory(importedDirectory: dir.path)
        #expect(directory.gazetteer.search("smaby").first?.place.geonameID == 9999901)
        #expect(directory.gazetteer.search("Smaaby").first?.place.name == "Småby")
    }

    @Test func aGeoNamesDumpKeepsOnlyPopulatedPlaces() throws {
        let city = ["2711537", "Gothenburg", "Gothenburg", "Goeteborg,Göteborg", "57.70716", "11.96679", "P", "PPLA", "SE", "",
                    "28", "1480", "", "", "572799", "", "10", "Europe/Stockholm", "2019-09-05"].joined(separator: "\t")
        let lake = ["2686057", "Vänern", "Vanern", "", "58.9", "13.2", "H", "LK", "SE", "", "00", "", "", "", "0", "", "44",
                    "Europe/Stockholm", "2012-01-01"].joined(separator: "\t")
        let report = try PlaceImport.read(Data((city + "\n" + lake + "\n").utf8))
        #expect(report.places.map(\.name) == ["Gothenburg"])
        #expect(report.places.first?.alternates.contains("Göteborg") == true)
        #expect(report.skipped.first?.reason.contains("feature class H") == true)
    }

    @Test func importingAGeoNamesDumpCountsEveryLineOfItsTotal() throws {
        let city = ["2711537", "Gothenburg", "Gothenburg", "", "57.70716", "11.96679", "P", "PPLA", "SE", "",
                    "28", "1480", "", "", "572799", "", "10", "Europe/Stockholm", "2019-09-05"].joined(separator: "\t")
        let text = Array(repeating: city, count: 2_500).joined(separator: "\n")
        let progress = ProgressReporter(name: "import places", unit: "places", clock: SatchelClock(), output: .silent, write: { _ in })
        _ = try PlaceImport.read(Data(text.utf8), progress: progress)
        #expect(progress.snapshot.total == 2_500 && progress.snapshot.done == 2_500)
    }

    @Test func foldingIgnoresCaseDiacriticsAndPunctuation() {
        #expect(PlaceText.fold("Saint-Étienne") == "saint etienne")
        #expect(PlaceText.fold("U.K.") == "uk")
    }
}
