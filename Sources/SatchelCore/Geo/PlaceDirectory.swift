import Foundation
import NIOConcurrencyHelpers

/// The gazetteer the server searches: the bundled GeoNames cities (population ≥ 15,000) plus any
/// sets imported with `satchel import places` into `<data>/places/`. Loaded on first use and
/// reloaded when an import changes that folder (checked at most every 30 seconds).
public final class PlaceDirectory: Sendable {
    private let importedDirectory: String
    private let state = NIOLockedValueBox<(gazetteer: Gazetteer?, signature: String, checkedAt: Date)>((nil, "", .distantPast))
    private let loading = NIOLock()

    public init(importedDirectory: String) {
        self.importedDirectory = importedDirectory
    }

    public var gazetteer: Gazetteer {
        let now = Date()
        let (current, signature, checkedAt) = state.withLockedValue { $0 }
        if let current, now.timeIntervalSince(checkedAt) < 30 { return current }
        return loading.withLock {
            let latest = importedSignature()
            if let existing = state.withLockedValue({ $0.gazetteer }), latest == signature {
                state.withLockedValue { $0.checkedAt = now }
                return existing
            }
            let loaded = Self.load(imported: importedFiles())
            state.withLockedValue { $0 = (loaded, latest, now) }
            return loaded
        }
    }

    /// Where `satchel import places` writes.
    public var directory: String { importedDirectory }

    private func importedFiles() -> [URL] {
        let dir = URL(fileURLWithPath: importedDirectory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: importedDirectory)) ?? []
        return names.filter { $0.hasSuffix(".tsv") }.sorted().map { dir.appendingPathComponent($0) }
    }

    private func importedSignature() -> String {
        importedFiles().map { url in
            let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
            let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(url.lastPathComponent):\(attributes?[.size] ?? 0):\(modified)"
        }.joined(separator: ";")
    }

    /// Without imported sets, every directory in the process holds the same gazetteer: it is
    /// built once (building it is the slowest part of a new app's first place search).
    public static func load(imported: [URL]) -> Gazetteer {
        imported.isEmpty ? bundledOnly : build(imported: imported)
    }

    private static let bundledOnly = build(imported: [])

    private static func build(imported: [URL]) -> Gazetteer {
        var byID: [Int: GazetteerPlace] = [:]
        for place in bundledPlaces() { byID[place.geonameID] = place }
        for url in imported {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                if let place = GazetteerPlace(line: line) { byID[place.geonameID] = place }
            }
        }
        let places = byID.values.sorted { ($0.population, -$0.geonameID) > ($1.population, -$1.geonameID) }
        return Gazetteer(places: places, countries: bundledCountries())
    }

    static func resource(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Resources/Places"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { return "" }
        return text
    }

    static func bundledPlaces() -> [GazetteerPlace] {
        resource("cities").split(separator: "\n").compactMap(GazetteerPlace.init(line:))
    }

    static func bundledCountries() -> [GazetteerCountry] {
        resource("countries").split(separator: "\n").compactMap { line in
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard f.count >= 2 else { return nil }
            return GazetteerCountry(code: String(f[0]), name: String(f[1]),
                                    aliases: f.count > 2 ? f[2].split(separator: "|").map(String.init) : [])
        }
    }
}
