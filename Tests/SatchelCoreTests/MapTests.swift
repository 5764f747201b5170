import Foundation
import NIOCore
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
import SQLiteNIO
import Testing
import Vapor
import VaporTesting

/// The base map: its style, the tiles Satchel serves from an imported MBTiles file, and the
/// names given to spots tapped on a map.
@Suite("Maps")
struct MapTests {
    /// A small MBTiles file: vector tiles, one gzipped tile at zoom 14 over central Helsinki.
    static func makeMBTiles(format: String = "pbf", tile: [UInt8] = [0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02, 0x03]) async throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tiles-\(UUID().uuidString).mbtiles").path
        let db = try await SQLiteConnection.open(storage: .file(path: path)).get()
        _ = try await db.query("CREATE TABLE metadata (name text, value text)")
        _ = try await db.query("CREATE TABLE tiles (zoom_level integer, tile_column integer, tile_row integer, tile_data blob)")
        for (name, value) in [("name", "Test Helsinki"), ("format", format), ("minzoom", "0"), ("maxzoom", "14"),
                              ("bounds", "24.93,60.16,24.96,60.18")] {
            _ = try await db.query("INSERT INTO metadata VALUES (?1, ?2)", [.text(name), .text(value)])
        }
        // x 9326, y 4742 at zoom 14 (rows counted from the north); MBTiles counts from the south.
        _ = try await db.query("INSERT INTO tiles VALUES (14, 9326, ?1, ?2)",
                               [.integer((1 << 14) - 1 - 4742), .blob(ByteBuffer(bytes: tile))])
        try await db.close()
        return path
    }

    static func json(_ res: TestingHTTPResponse) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(res.body.readableBytesView)) as? [String: Any])
    }

    @Test func aNewInstallDrawsOpenStreetMapsTilesWithTheirAttribution() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let style = try Self.json(try await ada.get("/map/style.json"))
            let source = try #require((style["sources"] as? [String: Any])?["satchel"] as? [String: Any])
            #expect(source["type"] as? String == "raster")
            #expect(source["tiles"] as? [String] == ["https://tile.openstreetmap.org/{z}/{x}/{y}.png"])
            #expect(source["attribution"] as? String == "© OpenStreetMap contributors")
        }
    }

    @Test func withTilesTurnedOffAndNoneImportedThereIsNoBaseMap() async throws {
        try await withSatchel(settings: { $0.environment["SATCHEL_MAP_TILE_URL"] = "off" }) { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            #expect(try await ada.get("/map/style.json").status == .notFound)
        }
    }

    @Test func importedVectorTilesAreServedStraightFromTheFileWithAStyle() async throws {
        let file = try await Self.makeMBTiles()
        defer { try? FileManager.default.removeItem(atPath: file) }
        try await withSatchel { t in
            let tiles = try #require(t.app.part(MapTiles.self))
            let info = try await tiles.install(from: file)
            #expect(info.format == .pbf && info.tileCount == 1 && info.maxZoom == 14)
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let style = try Self.json(try await ada.get("/map/style.json"))
            let source = try #require((style["sources"] as? [String: Any])?["satchel"] as? [String: Any])
            #expect(source["type"] as? String == "vector")
            #expect(source["tiles"] as? [String] == ["/tiles/{z}/{x}/{y}"])
            #expect(source["bounds"] as? [Double] == [24.93, 60.16, 24.96, 60.18])
            let layers = try #require(style["layers"] as? [[String: Any]])
            #expect(layers.contains { $0["source-layer"] as? String == "transportation" })

            let tile = try await ada.get("/tiles/14/9326/4742")
            #expect(tile.status == .ok)
            #expect(tile.headers.first(name: .contentType) == "application/x-protobuf")
            #expect(tile.headers.first(name: .contentEncoding) == "gzip")
            #expect(Array(tile.body.readableBytesView) == [0x1f, 0x8b, 0x08, 0x00, 0x01, 0x02, 0x03])
            #expect(try await ada.get("/tiles/14/9326/4743").status == .noContent, "no tile there: nothing to draw")
            #expect(try await ada.get("/tiles/3/99/0").status == .noContent, "outside the world's grid")
        }
    }

    @Test func tilesAreForPeopleSignedIn() async throws {
        let file = try await Self.makeMBTiles()
        defer { try? FileManager.default.removeItem(atPath: file) }
        try await withSatchel { t in
            _ = try await t.app.part(MapTiles.self)?.install(from: file)
            let anonymous = try await t.app.testing().sendRequest(.GET, "/tiles/14/9326/4742")
            #expect(anonymous.status != .ok)
        }
    }

    @Test func aFileThatIsNotMBTilesIsRefusedWithTheReason() async throws {
        let text = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).mbtiles").path
        try Data("just words".utf8).write(to: URL(fileURLWithPath: text))
        let imageless = try await Self.makeMBTiles(format: "tiff")
        defer { for f in [text, imageless] { try? FileManager.default.removeItem(atPath: f) } }
        try await withSatchel { t in
            let tiles = try #require(t.app.part(MapTiles.self))
            await #expect { try await tiles.install(from: text) } throws: { ($0 as? MBTilesFailure)?.description.contains("not an MBTiles file") == true }
            await #expect { try await tiles.install(from: imageless) } throws: { ($0 as? MBTilesFailure)?.description.contains("“tiff”") == true }
            #expect(await tiles.current() == nil, "nothing was put in place")
        }
    }

    @Test func aRunningServerUsesNewlyImportedTilesWithinSeconds() async throws {
        let first = try await Self.makeMBTiles(tile: [1, 2, 3])
        let second = try await Self.makeMBTiles(tile: [4, 5, 6])
        defer { for f in [first, second] { try? FileManager.default.removeItem(atPath: f) } }
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("map-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        // Two processes in effect: the importer's and the server's own view of the file.
        let server = MapTiles(dataDirectory: data), importer = MapTiles(dataDirectory: data)
        let start = Date()
        #expect(await server.current(now: start) == nil)
        _ = try await importer.install(from: first)
        let reader = try #require(await server.current(now: start.addingTimeInterval(MapTiles.recheck)))
        #expect(try await reader.tile(z: 14, x: 9326, y: 4742).map { Array($0.readableBytesView) } == [1, 2, 3])
        _ = try await importer.install(from: second)
        let again = try #require(await server.current(now: start.addingTimeInterval(2 * MapTiles.recheck)))
        #expect(try await again.tile(z: 14, x: 9326, y: 4742).map { Array($0.readableBytesView) } == [4, 5, 6])
        await server.close()
        await reader.close()
    }

    @Test func aSpotIsNamedByItsCityNeverByItsCoordinates() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            func name(_ lat: Double, _ lon: Double) async throws -> String {
                try await t.request(APIRoute.namePlace, token: ada.token, query: "?lat=\(lat)&lon=\(lon)").decode(PlaceName.self).label
            }
            #expect(try await name(59.3293, 18.0686) == "Stockholm")
            let outside = try await name(59.45, 18.30)
            #expect(outside.hasPrefix("near ") && !outside.contains("59."), "\(outside)")
            #expect(try await name(0, -30) == "the spot chosen on the map", "the middle of the Atlantic")
            let bad = try await t.request(APIRoute.namePlace, token: ada.token, query: "?lat=95&lon=10")
            #expect(bad.status == .unprocessableEntity)
            #expect(bad.problem?.errors?.first?.code == "place.point_invalid")
            #expect(try await t.request(APIRoute.namePlace, token: ada.token, query: "?lat=abc&lon=10").status == .unprocessableEntity)
        }
    }
}
