import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import SatchelGeo

/// A place to eat as OpenStreetMap describes it.
public struct OSMFoodPlace: Sendable, Equatable {
    /// `node/123`, `way/456`; or `geojson/<hash of name, kind and position>` for a GeoJSON
    /// feature without an id (osmium's plain export has none).
    public var key: String
    public var point: GeoPoint
    public var tags: [String: String]
}

/// Reads OpenStreetMap XML (`.osm`) and GeoJSON (a FeatureCollection or one feature a line, as
/// `osmium export -f geojsonseq` writes) and keeps the restaurants, cafés, fast food places,
/// pubs and bars, with the reason for every food place it could not use.
public enum OSMReader {
    public static let foodKinds: Set<String> = ["restaurant", "cafe", "fast_food", "pub", "bar"]

    /// Places people run errands at (issue 42: "remind me at any pharmacy / any Lidl"), by key
    /// and the values kept. They are read alongside the food places, for Spots.
    public static let errandKinds: [String: Set<String>] = [
        "shop": ["supermarket", "convenience", "chemist", "hardware", "bakery"],
        "amenity": ["pharmacy", "post_office", "bank", "atm", "library"],
    ]

    /// The errand kind the tags describe (`supermarket`, `pharmacy`, …), if any.
    public static func errandKind(_ tags: [String: String]) -> String? {
        for key in ["shop", "amenity"] {
            if let value = tags[key], errandKinds[key]?.contains(value) == true { return value }
        }
        return nil
    }

    public struct Report: Sendable {
        public var places: [OSMFoodPlace] = []
        /// Shops and amenities people run errands at, with a name or a brand; those without
        /// either are left out unreported (an unnamed ATM is common and of no use here).
        public var errands: [OSMFoodPlace] = []
        public var skipped: [(what: String, reason: String)] = []
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public static func read(_ data: Data) throws -> Report {
        let head = data.prefix(512).drop { [0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }
        let report: Report
        switch head.first {
        case UInt8(ascii: "<"): report = try readXML(data)
        case UInt8(ascii: "{"), UInt8(ascii: "["), 0x1E: report = try readGeoJSON(data)
        default: throw Failure(description: "Expected OpenStreetMap XML (.osm) or GeoJSON (a FeatureCollection or GeoJSON sequence)")
        }
        return unique(report)
    }

    /// One place per key: a repeat (the same place twice in a file) is reported, not imported.
    static func unique(_ report: Report) -> Report {
        var seen = Set<String>()
        var out = Report(skipped: report.skipped)
        for place in report.places {
            if seen.insert(place.key).inserted { out.places.append(place) } else {
                out.skipped.append((place.key, "the same place again (same id, or same name, kind and position)"))
            }
        }
        var errandKeys = Set<String>()
        out.errands = report.errands.filter { errandKeys.insert($0.key).inserted }
        return out
    }

    // MARK: XML

    public static func readXML(_ data: Data) throws -> Report {
        let collector = XMLCollector()
        // Fed as a stream, in chunks: libxml2 refuses one buffer over 10 MB (a city extract is more).
        let parser = XMLParser(stream: InputStream(data: data))
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        guard parser.parse() else {
            throw Failure(description: "The XML could not be read: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
        var report = Report()
        for element in collector.elements {
            let isFood = element.tags["amenity"].map(foodKinds.contains) ?? false
            if !isFood, errandKind(element.tags) != nil {
                if let point = element.type == "node" ? element.point
                    : centroidOrNil(element.refs.compactMap { collector.nodePositions[$0] }), point.isValid, hasName(element.tags) {
                    report.errands.append(OSMFoodPlace(key: "\(element.type)/\(element.id)", point: point, tags: element.tags))
                }
                continue
            }
            guard isFood else { continue }
            let what = "\(element.type)/\(element.id)"
            let point: GeoPoint?
            switch element.type {
            case "node":
                point = element.point
            case "way":
                let points = element.refs.compactMap { collector.nodePositions[$0] }
                point = points.isEmpty ? nil : centroid(points)
                if point == nil { report.skipped.append((what, "its nodes are not in the file")); continue }
            default:
                report.skipped.append((what, "a relation has no single position")); continue
            }
            guard let point, point.isValid else { report.skipped.append((what, "no valid position")); continue }
            guard let name = element.tags["name"], !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                report.skipped.append((what, "no name")); continue
            }
            report.places.append(OSMFoodPlace(key: what, point: point, tags: element.tags))
        }
        return report
    }

    /// Collects nodes, ways and relations with their tags (and every node's position, for ways).
    final class XMLCollector: NSObject, XMLParserDelegate {
        struct Element {
            var type: String
            var id: String
            var point: GeoPoint?
            var refs: [String] = []
            var tags: [String: String] = [:]
        }

        var elements: [Element] = []
        var nodePositions: [String: GeoPoint] = [:]
        private var current: Element?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "node", "way", "relation":
                guard let id = attributes["id"] else { return }
                var element = Element(type: name, id: id)
                if name == "node", let lat = attributes["lat"].flatMap(Double.init), let lon = attributes["lon"].flatMap(Double.init) {
                    element.point = GeoPoint(latitude: lat, longitude: lon)
                    nodePositions[id] = element.point
                }
                current = element
            case "tag":
                if let k = attributes["k"], let v = attributes["v"] { current?.tags[k] = v }
            case "nd":
                if let ref = attributes["ref"] { current?.refs.append(ref) }
            default:
                break
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard ["node", "way", "relation"].contains(name), let element = current else { return }
            // Untagged nodes only give ways their shape: keep their positions, not the nodes.
            if !element.tags.isEmpty { elements.append(element) }
            current = nil
        }
    }

    // MARK: GeoJSON

    public static func readGeoJSON(_ data: Data) throws -> Report {
        var features: [[String: Any]] = []
        if let whole = try? JSONSerialization.jsonObject(with: data) {
            if let collection = whole as? [String: Any], let list = collection["features"] as? [[String: Any]] {
                features = list
            } else if let feature = whole as? [String: Any] {
                features = [feature]
            } else if let list = whole as? [[String: Any]] {
                features = list
            }
        } else {
            // A GeoJSON text sequence (RFC 8142): records start with RS and end with a newline.
            for line in data.split(whereSeparator: { $0 == 0x0A || $0 == 0x1E }) where !line.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
                guard let feature = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
                    throw Failure(description: "A line is not a GeoJSON feature: \(String(decoding: line.prefix(80), as: UTF8.self))")
                }
                features.append(feature)
            }
        }
        var report = Report()
        for (n, feature) in features.enumerated() {
            let properties = feature["properties"] as? [String: Any] ?? [:]
            var tags: [String: String] = [:]
            for (key, value) in properties {
                if let s = value as? String { tags[key] = s } else if let number = value as? NSNumber { tags[key] = number.stringValue }
            }
            if !(tags["amenity"].map(foodKinds.contains) ?? false), let errand = errandKind(tags) {
                if let geometry = feature["geometry"] as? [String: Any], let points = coordinates(geometry["coordinates"]),
                   let point = centroidOrNil(points), point.isValid, hasName(tags) {
                    let label = tags["name"] ?? tags["brand"] ?? ""
                    let key = osmKey(feature, tags)
                        ?? "geojson/" + stableHash("\(label)|\(errand)|\(String(format: "%.5f|%.5f", point.latitude, point.longitude))")
                    report.errands.append(OSMFoodPlace(key: key, point: point, tags: tags))
                }
                continue
            }
            guard let kind = tags["amenity"], foodKinds.contains(kind) else { continue }
            let what = "feature \(n + 1)"
            guard let geometry = feature["geometry"] as? [String: Any], let points = coordinates(geometry["coordinates"]),
                  !points.isEmpty else {
                report.skipped.append((what, "no geometry")); continue
            }
            let point = points.count == 1 ? points[0] : centroid(points)
            guard point.isValid else { report.skipped.append((what, "no valid position")); continue }
            guard let name = tags["name"], !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                report.skipped.append((what, "no name")); continue
            }
            let key = osmKey(feature, tags) ?? "geojson/" + stableHash("\(name)|\(kind)|\(String(format: "%.5f|%.5f", point.latitude, point.longitude))")
            report.places.append(OSMFoodPlace(key: key, point: point, tags: tags))
        }
        return report
    }

    /// `node/1`, from a feature's `id` ("node/1", "n1") or `@type` + `@id` properties.
    static func osmKey(_ feature: [String: Any], _ tags: [String: String]) -> String? {
        if let type = tags["@type"], let id = tags["@id"], Int(id) != nil { return "\(type)/\(id)" }
        let raw = (feature["id"] as? String) ?? (feature["id"] as? NSNumber)?.stringValue
        guard let raw else { return nil }
        if raw.contains("/") { return raw }
        let prefixes = ["n": "node", "w": "way", "r": "relation", "a": "way"]
        if let first = raw.first.map(String.init), let type = prefixes[first], Int(raw.dropFirst()) != nil { return "\(type)/\(raw.dropFirst())" }
        return nil
    }

    /// Every position in a GeoJSON coordinates array, however deeply nested.
    static func coordinates(_ value: Any?) -> [GeoPoint]? {
        guard let array = value as? [Any] else { return nil }
        if array.count >= 2, let lon = (array[0] as? NSNumber)?.doubleValue, let lat = (array[1] as? NSNumber)?.doubleValue,
           !(array[0] is [Any]) {
            return [GeoPoint(latitude: lat, longitude: lon)]
        }
        return array.flatMap { coordinates($0) ?? [] }
    }

    /// The mean of the points (a building's outline is small; its vertices' mean is inside it).
    static func centroidOrNil(_ points: [GeoPoint]) -> GeoPoint? {
        points.isEmpty ? nil : points.count == 1 ? points[0] : centroid(points)
    }

    /// A name or a brand to call it by.
    static func hasName(_ tags: [String: String]) -> Bool {
        [tags["name"], tags["brand"]].contains { !($0 ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
    }

    static func centroid(_ points: [GeoPoint]) -> GeoPoint {
        let lat = points.map(\.latitude).reduce(0, +) / Double(points.count)
        let lon = points.map(\.longitude).reduce(0, +) / Double(points.count)
        return GeoPoint(latitude: lat, longitude: lon)
    }

    /// FNV-1a 64: the same text gives the same key on every run and machine.
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return String(hash, radix: 16)
    }
}
