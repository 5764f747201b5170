import Foundation
import SatchelGeo

/// A populated place from GeoNames.
public struct GazetteerPlace: Sendable, Hashable {
    public let geonameID: Int
    public let name: String
    public let asciiName: String
    public let alternates: [String]
    /// ISO 3166-1 alpha-2.
    public let country: String
    /// GeoNames' first-level division code ("ENG", "CA", "08").
    public let region: String
    public let point: GeoPoint
    public let population: Int
    public let timeZone: String

    /// One line of the compact format (see Resources/Places/README.md), or nil if malformed.
    init?(line: Substring) {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard f.count >= 10, let id = Int(f[0]), let lat = Double(f[6]), let lon = Double(f[7]),
              let population = Int(f[8]), !f[1].isEmpty
        else { return nil }
        let point = GeoPoint(latitude: lat, longitude: lon)
        guard point.isValid else { return nil }
        geonameID = id
        name = String(f[1])
        asciiName = f[2].isEmpty ? String(f[1]) : String(f[2])
        alternates = f[3].split(separator: "|").map(String.init)
        country = String(f[4])
        region = String(f[5])
        self.point = point
        self.population = population
        timeZone = String(f[9])
    }

    public init(geonameID: Int, name: String, asciiName: String, alternates: [String], country: String,
                region: String, point: GeoPoint, population: Int, timeZone: String) {
        self.geonameID = geonameID
        self.name = name
        self.asciiName = asciiName
        self.alternates = alternates
        self.country = country
        self.region = region
        self.point = point
        self.population = population
        self.timeZone = timeZone
    }

    /// The compact format's line.
    public var line: String {
        func clean(_ s: String) -> String {
            String(s.map { $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "|" ? " " : $0 })
        }
        return [String(geonameID), clean(name), clean(asciiName), alternates.map(clean).joined(separator: "|"), country,
                clean(region), String(format: "%.5f", point.latitude), String(format: "%.5f", point.longitude),
                String(population), timeZone].joined(separator: "\t")
    }
}

/// A country's name and the ways people type it ("UK", "U.K.", "Great Britain").
public struct GazetteerCountry: Sendable {
    public let code: String
    public let name: String
    public let aliases: [String]
}

/// World cities searchable by name: a sorted index of every word-start of every name, so a
/// prefix lookup is a binary search, not a scan.
public struct Gazetteer: Sendable {
    public let places: [GazetteerPlace]
    public let countries: [String: GazetteerCountry]
    /// Folded country names, codes and aliases → codes, for "London, UK".
    private let countryKeys: [String: Set<String>]
    private let index: [IndexEntry]
    /// Place indexes sorted by latitude, for `nearest`.
    private let byLatitude: [Int32]

    private struct IndexEntry: Sendable {
        let key: String
        let place: Int32
        /// 0: the start of the name; 1: a later word of the name; 2: an alternate's start; 3: a later word of one.
        let kind: UInt8
        /// The whole key is this word-start onward, so an exact hit means the full name.
        let whole: Bool
    }

    public init(places: [GazetteerPlace], countries: [GazetteerCountry]) {
        self.places = places
        var byCode: [String: GazetteerCountry] = [:]
        var keys: [String: Set<String>] = [:]
        for c in countries {
            byCode[c.code] = c
            for key in [c.code, c.name] + c.aliases {
                keys[PlaceText.fold(key), default: []].insert(c.code)
            }
        }
        self.countries = byCode
        self.countryKeys = keys
        var entries: [IndexEntry] = []
        entries.reserveCapacity(places.count * 6)
        for (i, place) in places.enumerated() {
            var seen = Set<String>()
            func add(_ name: String, alternate: Bool) {
                let folded = PlaceText.fold(name)
                guard !folded.isEmpty, seen.insert(folded).inserted else { return }
                var start = folded.startIndex
                var first = true
                while true {
                    let key = String(folded[start...])
                    entries.append(IndexEntry(key: key, place: Int32(i), kind: (alternate ? 2 : 0) + (first ? 0 : 1), whole: first))
                    guard let space = folded[start...].firstIndex(of: " ") else { break }
                    start = folded.index(after: space)
                    first = false
                }
            }
            add(place.name, alternate: false)
            add(place.asciiName, alternate: false)
            for alternate in place.alternates { add(alternate, alternate: true) }
        }
        entries.sort { $0.key < $1.key }
        self.index = entries
        self.byLatitude = places.indices.map(Int32.init).sorted { places[Int($0)].point.latitude < places[Int($1)].point.latitude }
    }

    /// The most populous place in an IANA time zone ("Europe/Stockholm" → Stockholm): where a
    /// map opens for someone Satchel knows no place of.
    public func biggestCity(inTimeZone zone: String) -> GazetteerPlace? {
        places.lazy.filter { $0.timeZone == zone }.max { $0.population < $1.population }
    }

    /// The place nearest to `point` (a restaurant's city, for its time zone): a latitude
    /// window that widens until the nearest found is surely nearer than anything outside it.
    public func nearest(to point: GeoPoint) -> GazetteerPlace? {
        guard !byLatitude.isEmpty else { return nil }
        var lower = 0, upper = byLatitude.count
        while lower < upper {
            let mid = (lower + upper) / 2
            if places[Int(byLatitude[mid])].point.latitude < point.latitude { lower = mid + 1 } else { upper = mid }
        }
        var best: (place: Int, distance: Double)?
        var window = 1.0
        while true {
            let from = point.latitude - window, to = point.latitude + window
            var i = lower
            while i > 0, places[Int(byLatitude[i - 1])].point.latitude >= from { i -= 1 }
            while i < byLatitude.count, places[Int(byLatitude[i])].point.latitude <= to {
                let index = Int(byLatitude[i])
                let distance = Geo.distance(point, places[index].point)
                if best == nil || distance < best!.distance { best = (index, distance) }
                i += 1
            }
            // A degree of latitude is at least 110.5 km: anything outside the window is farther.
            if let best, best.distance <= window * 110_500 { return places[best.place] }
            if window >= 180 { return best.map { places[$0.place] } }
            window *= 4
        }
    }

    public struct Match: Sendable {
        public let place: GazetteerPlace
        /// Higher is better: 6 the whole name, 5 its start, 4 a whole alternate name, 3 an
        /// alternate's start, 2 a later word of the name, 1 of an alternate.
        public let quality: Int
        public let distance: Double?
    }

    /// Places whose name (or an alternate, or a later word of either) starts with `query`, best
    /// first: match quality, then population (in half-decade steps, so a village never beats a
    /// city), then nearness to `near`, then exact population. "Name, Country" (or region) narrows
    /// to that country: "London, UK", "Springfield, IL".
    public func search(_ query: String, near: GeoPoint? = nil, limit: Int = 10) -> [Match] {
        let parts = query.split(separator: ",", maxSplits: 1).map { PlaceText.fold(String($0)) }
        guard let name = parts.first, !name.isEmpty else { return [] }
        let qualifier = parts.count > 1 ? parts[1] : ""
        var best: [Int32: Int] = [:]
        var lo = 0, hi = index.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if index[mid].key < name { lo = mid + 1 } else { hi = mid }
        }
        var i = lo
        while i < index.count, index[i].key.hasPrefix(name) {
            let entry = index[i]
            let exact = entry.whole && entry.key == name
            let quality: Int
            switch entry.kind {
            case 0: quality = exact ? 6 : 5
            case 2: quality = exact ? 4 : 3
            case 1: quality = 2
            default: quality = 1
            }
            if quality > best[entry.place, default: 0] { best[entry.place] = quality }
            i += 1
        }
        let allowed = qualifier.isEmpty ? nil : countryCodes(matching: qualifier)
        var matches: [Match] = []
        for (placeIndex, quality) in best {
            let place = places[Int(placeIndex)]
            if let allowed, !allowed.contains(place.country), PlaceText.fold(place.region) != qualifier { continue }
            matches.append(Match(place: place, quality: quality, distance: near.map { Geo.distance($0, place.point) }))
        }
        matches.sort { a, b in
            if a.quality != b.quality { return a.quality > b.quality }
            let pa = Self.populationStep(a.place.population), pb = Self.populationStep(b.place.population)
            if pa != pb { return pa > pb }
            if let da = a.distance, let db = b.distance, da != db { return da < db }
            if a.place.population != b.place.population { return a.place.population > b.place.population }
            return a.place.geonameID < b.place.geonameID
        }
        return Array(matches.prefix(limit))
    }

    static func populationStep(_ population: Int) -> Int { Int((log10(Double(max(population, 1))) * 2).rounded(.down)) }

    /// Countries whose code, name or alias starts with the folded `text` ("u", "uk", "united k").
    func countryCodes(matching text: String) -> Set<String> {
        var codes = Set<String>()
        for (key, values) in countryKeys where key.hasPrefix(text) { codes.formUnion(values) }
        return codes
    }

    /// "London, England, United Kingdom": the name, a region code worth showing, the country.
    public func label(_ place: GazetteerPlace) -> String {
        var parts = [place.name]
        // Written as people write places: a state only in the United States ("Springfield, IL"),
        // where its code is part of how a town is named; elsewhere ("London, ENG") it is noise.
        if place.country == "US", !place.region.isEmpty, place.region.allSatisfy(\.isLetter) { parts.append(place.region) }
        parts.append(countries[place.country]?.name ?? place.country)
        return parts.joined(separator: ", ")
    }
}
