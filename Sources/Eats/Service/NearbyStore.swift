import Foundation
import SatchelCore
import SatchelGeo

/// The nearby index's restaurants, compactly (under 100 bytes each): a flat array of fixed-size
/// entries, their name keys in one byte buffer, cuisines and (diets, hours, time zone) stored
/// once each and referred to by number, an open-addressing table from id to entry, and each
/// 0.01° cell's entry numbers in one sorted array per latitude band (`seal`, after a load);
/// what is added or moved later is filed beside it until the next load. A million
/// restaurants' `RestaurantListing`s took 320 MB.
struct NearbyStore: Sendable {
    /// One restaurant: 56 bytes.
    struct Entry: Sendable {
        var id: UUID
        var latitude: Double
        var longitude: Double
        var nameOffset: UInt32
        var nameLength: UInt16
        /// −1: unknown; `removed`: no longer a restaurant (its number is not used again).
        var priceLevel: Int8
        var hidden: Bool
        var cuisines: UInt32
        var traits: UInt32
        var ratingSum: Int32
        var ratingCount: Int32
    }

    /// What many restaurants share: stored once.
    struct Traits: Hashable, Sendable {
        var diets: String
        var openingHours: String?
        var timeZone: String
    }

    /// One latitude band's entries by longitude cell, as the last load filed them.
    struct Band: Sendable {
        /// Sorted.
        var cells: [Int32] = []
        /// Cell i's entries are `numbers[starts[i]..<starts[i + 1]]`.
        var starts: [UInt32] = []
        var numbers: [UInt32] = []

        func numbers(in cell: Int) -> ArraySlice<UInt32> {
            let low = cells.partitionPoint { Int($0) >= cell }
            guard low < cells.count, Int(cells[low]) == cell else { return [] }
            return numbers[Int(starts[low])..<Int(starts[low + 1])]
        }
    }

    static let removed: Int8 = -128

    private(set) var entries: [Entry] = []
    /// Linear probing; 0 is empty, else an entry's number + 1. At most half full.
    private var buckets: [UInt32]
    /// Latitude band → its cells, as sealed; an entry since moved away (or removed) is skipped.
    private var bands: [Int: Band] = [:]
    /// Latitude band → longitude cell → entries filed since the seal (added or moved there).
    private var later: [Int: [Int: [UInt32]]] = [:]
    private var sealed = false
    private var names: [UInt8] = []
    private var cuisines = Interned<String>()
    private var traits = Interned<Traits>()
    /// Who added each hidden restaurant (they still see it); only hidden ones are kept.
    private var hiddenAddedBy: [UUID: UUID] = [:]
    private(set) var count = 0

    init(expecting expected: Int = 0) {
        var size = 16
        while size < expected * 2 { size *= 2 }
        buckets = Array(repeating: 0, count: size)
        entries.reserveCapacity(expected)
        names.reserveCapacity(expected * 20)
    }

    static func cell(of latitude: Double, _ longitude: Double) -> (band: Int, cell: Int) {
        (RestaurantRecord.band(latitude), lonCell(longitude))
    }

    static func lonCell(_ longitude: Double) -> Int { Int(((longitude + 180) * RestaurantRecord.bandsPerDegree).rounded(.down)) }

    // MARK: reading

    func facts(_ entry: Entry) -> RestaurantFacts {
        let trait = traits[entry.traits]
        let start = Int(entry.nameOffset)
        return RestaurantFacts(
            id: entry.id, latitude: entry.latitude, longitude: entry.longitude,
            nameKey: String(decoding: names[start..<start + Int(entry.nameLength)], as: UTF8.self),
            cuisines: cuisines[entry.cuisines], diets: trait.diets, openingHours: trait.openingHours, timeZone: trait.timeZone,
            priceLevel: entry.priceLevel < 0 ? nil : Int(entry.priceLevel), ratingSum: Int(entry.ratingSum),
            ratingCount: Int(entry.ratingCount), hidden: entry.hidden, addedBy: entry.hidden ? hiddenAddedBy[entry.id] : nil)
    }

    func facts(of id: UUID) -> RestaurantFacts? {
        let (_, number) = find(id)
        return number.map { facts(entries[Int($0)]) }
    }

    /// Everything within `radius` of `center` that passes `keep`, with its distance (unsorted).
    func search(around center: GeoPoint, radius: Double, keep: (RestaurantFacts) -> Bool) -> [(RestaurantFacts, Double)] {
        let (latitudes, longitudes) = GeoBox.ranges(around: center, metres: radius)
        var found: [(RestaurantFacts, Double)] = []
        for band in RestaurantRecord.band(latitudes.lowerBound)...RestaurantRecord.band(latitudes.upperBound) {
            let sealedCells = bands[band], laterCells = later[band]
            guard sealedCells != nil || laterCells != nil else { continue }
            for range in longitudes {
                func take<Numbers: Sequence<UInt32>>(_ numbers: Numbers, sealedIn cell: Int?) {
                    for number in numbers {
                        let e = entries[Int(number)]
                        guard e.priceLevel != Self.removed, range.contains(e.longitude) else { continue }
                        if let cell, Self.cell(of: e.latitude, e.longitude) != (band, cell) { continue } // moved since
                        let distance = Geo.distance(center, GeoPoint(latitude: e.latitude, longitude: e.longitude))
                        guard distance <= radius else { continue }
                        let f = facts(e)
                        if keep(f) { found.append((f, distance)) }
                    }
                }
                let first = Self.lonCell(range.lowerBound), last = Self.lonCell(range.upperBound)
                for cell in first...last {
                    if let sealedCells { take(sealedCells.numbers(in: cell), sealedIn: cell) }
                    if let numbers = laterCells?[cell] { take(numbers, sealedIn: nil) }
                }
            }
        }
        return found
    }

    // MARK: writing

    /// Files a restaurant (again, if it changed or moved).
    mutating func put(_ f: RestaurantFacts) {
        let (bucket, existing) = find(f.id)
        var entry = Entry(id: f.id, latitude: f.latitude, longitude: f.longitude, nameOffset: 0, nameLength: 0,
                          priceLevel: Int8(clamping: max(f.priceLevel ?? -1, -1)), hidden: f.hidden, cuisines: cuisines.code(f.cuisines),
                          traits: traits.code(Traits(diets: f.diets, openingHours: f.openingHours, timeZone: f.timeZone)),
                          ratingSum: Int32(clamping: f.ratingSum), ratingCount: Int32(clamping: f.ratingCount))
        let name = Array(f.nameKey.utf8.prefix(Int(UInt16.max)))
        if f.hidden, let addedBy = f.addedBy { hiddenAddedBy[f.id] = addedBy } else { hiddenAddedBy[f.id] = nil }
        let at = Self.cell(of: f.latitude, f.longitude)
        if let number = existing {
            let old = entries[Int(number)]
            let start = Int(old.nameOffset)
            // A rating or an edit keeps the name: its bytes are reused.
            if names[start..<start + Int(old.nameLength)].elementsEqual(name) {
                (entry.nameOffset, entry.nameLength) = (old.nameOffset, old.nameLength)
            } else {
                (entry.nameOffset, entry.nameLength) = append(name)
            }
            entries[Int(number)] = entry
            let oldAt = Self.cell(of: old.latitude, old.longitude)
            if sealed, oldAt != at {
                unfileLater(number, from: oldAt)
                // Back where the seal filed it, it is found there again.
                if !(bands[at.band]?.numbers(in: at.cell).contains(number) ?? false) { later[at.band, default: [:]][at.cell, default: []].append(number) }
            }
            return
        }
        (entry.nameOffset, entry.nameLength) = append(name)
        let number = UInt32(entries.count)
        entries.append(entry)
        buckets[bucket] = number + 1
        count += 1
        if sealed { later[at.band, default: [:]][at.cell, default: []].append(number) }
        if count * 2 > buckets.count { grow() }
    }

    /// Files every entry by cell, sorted, in one array per band: done once a load has put them all.
    mutating func seal() {
        var filed: [(key: Int64, number: UInt32)] = []
        filed.reserveCapacity(count)
        for (number, e) in entries.enumerated() where e.priceLevel != Self.removed {
            let at = Self.cell(of: e.latitude, e.longitude)
            filed.append((Int64(at.band) << 32 | Int64(at.cell), UInt32(number)))
        }
        filed.sort { $0.key < $1.key }
        bands = [:]
        later = [:]
        var index = 0
        while index < filed.count {
            let band = Int(filed[index].key >> 32)
            var b = Band()
            while index < filed.count, Int(filed[index].key >> 32) == band {
                let cell = Int32(truncatingIfNeeded: filed[index].key)
                b.cells.append(cell)
                b.starts.append(UInt32(b.numbers.count))
                while index < filed.count, filed[index].key == Int64(band) << 32 | Int64(cell) {
                    b.numbers.append(filed[index].number)
                    index += 1
                }
            }
            b.starts.append(UInt32(b.numbers.count))
            bands[band] = b
        }
        sealed = true
    }

    mutating func remove(_ id: UUID) {
        let (bucket, existing) = find(id)
        guard let number = existing else { return }
        let entry = entries[Int(number)]
        if sealed { unfileLater(number, from: Self.cell(of: entry.latitude, entry.longitude)) }
        entries[Int(number)].priceLevel = Self.removed
        hiddenAddedBy[id] = nil
        count -= 1
        // Backward-shift deletion: what probed past this bucket moves up, so no lookup stops early.
        let mask = buckets.count - 1
        var hole = bucket
        var next = (hole + 1) & mask
        buckets[hole] = 0
        while buckets[next] != 0 {
            let home = home(of: entries[Int(buckets[next] - 1)].id)
            // The entry may fill the hole unless its home lies cyclically in (hole, next].
            let stays = hole <= next ? (home > hole && home <= next) : (home > hole || home <= next)
            if !stays {
                buckets[hole] = buckets[next]
                buckets[next] = 0
                hole = next
            }
            next = (next + 1) & mask
        }
    }

    /// Changes a restaurant's rating totals.
    mutating func addRating(_ id: UUID, sum: Int, count: Int) {
        guard let number = find(id).number else { return }
        entries[Int(number)].ratingSum &+= Int32(clamping: sum)
        entries[Int(number)].ratingCount &+= Int32(clamping: count)
    }

    // MARK: parts

    private func home(of id: UUID) -> Int { id.hashValue & (buckets.count - 1) }

    /// The bucket that holds `id`, or the empty one where it would go.
    private func find(_ id: UUID) -> (bucket: Int, number: UInt32?) {
        let mask = buckets.count - 1
        var bucket = home(of: id)
        while true {
            let value = buckets[bucket]
            if value == 0 { return (bucket, nil) }
            if entries[Int(value - 1)].id == id { return (bucket, value - 1) }
            bucket = (bucket + 1) & mask
        }
    }

    private mutating func grow() {
        let old = buckets
        buckets = Array(repeating: 0, count: old.count * 2)
        let mask = buckets.count - 1
        for value in old where value != 0 {
            var bucket = home(of: entries[Int(value - 1)].id)
            while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
            buckets[bucket] = value
        }
    }

    private mutating func append(_ name: [UInt8]) -> (UInt32, UInt16) {
        let offset = UInt32(names.count)
        names.append(contentsOf: name)
        return (offset, UInt16(name.count))
    }

    private mutating func unfileLater(_ number: UInt32, from at: (band: Int, cell: Int)) {
        guard let index = later[at.band]?[at.cell]?.firstIndex(of: number) else { return }
        later[at.band]![at.cell]!.remove(at: index)
        if later[at.band]![at.cell]!.isEmpty { later[at.band]![at.cell] = nil }
    }
}

/// Values stored once, referred to by number.
struct Interned<Value: Hashable & Sendable>: Sendable {
    private var values: [Value] = []
    private var numbers: [Value: UInt32] = [:]

    mutating func code(_ value: Value) -> UInt32 {
        if let number = numbers[value] { return number }
        let number = UInt32(values.count)
        values.append(value)
        numbers[value] = number
        return number
    }

    subscript(number: UInt32) -> Value { values[Int(number)] }
}
