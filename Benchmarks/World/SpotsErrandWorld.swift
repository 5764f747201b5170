import Foundation
import SatchelCore
import SatchelGeo
import Spots
import SQLKit

/// The generated world's shops and amenities (issue 42) and what place reminders do with them:
/// several places, any place of a kind or brand, a time window, and the visits of those fired.
enum SpotsErrandWorld {
    /// A kind as OpenStreetMap has it, how common, and the brands seen (a name and, for most, its Wikidata id).
    struct Kind {
        let kind: String
        let weight: Double
        let brands: [(name: String, wikidata: String?)]
        /// Of this kind, how many in a hundred carry a brand.
        let brandedPercent: Int
        let names: [String]
    }

    static let kinds: [Kind] = [
        Kind(kind: "supermarket", weight: 20, brands: [("Lidl", "Q151954"), ("Aldi", nil), ("Spar", "Q610492"), ("Carrefour", "Q217599"),
                                                       ("Tesco", "Q487494"), ("Rewe", "Q16968817")], brandedPercent: 80,
             names: ["Market Hall", "Corner Grocer", "Fresh Foods"]),
        Kind(kind: "convenience", weight: 16, brands: [("7-Eleven", "Q259340"), ("Spar Express", nil)], brandedPercent: 40,
             names: ["Kiosk", "Late Shop", "Mini Market", "Quick Stop"]),
        Kind(kind: "chemist", weight: 6, brands: [("dm", "Q266572"), ("Rossmann", "Q316004"), ("Boots", "Q6123139")], brandedPercent: 70,
             names: ["Drugstore", "Beauty & Care"]),
        Kind(kind: "hardware", weight: 4, brands: [("Bauhaus", "Q672043"), ("OBI", "Q300518"), ("Hornbach", "Q685926")], brandedPercent: 50,
             names: ["Hardware", "Tools & Paint", "Iron Monger"]),
        Kind(kind: "bakery", weight: 8, brands: [("Greggs", "Q3403981")], brandedPercent: 15,
             names: ["Bakery", "Bread & Butter", "Sourdough House", "Corner Bakery"]),
        Kind(kind: "pharmacy", weight: 12, brands: [("Apoteket", nil), ("Boots", "Q6123139"), ("Walgreens", "Q1591889")], brandedPercent: 45,
             names: ["Pharmacy", "City Pharmacy", "Health Pharmacy"]),
        Kind(kind: "post_office", weight: 5, brands: [], brandedPercent: 0, names: ["Post Office", "Parcel Point"]),
        Kind(kind: "bank", weight: 8, brands: [("Nordea", "Q1123823"), ("HSBC", "Q190464"), ("Santander", "Q6496310")], brandedPercent: 90,
             names: ["Savings Bank"]),
        Kind(kind: "atm", weight: 16, brands: [("Nordea", "Q1123823"), ("Otto", nil), ("HSBC", "Q190464")], brandedPercent: 60,
             names: ["ATM"]),
        Kind(kind: "library", weight: 5, brands: [], brandedPercent: 0, names: ["Public Library", "City Library", "Branch Library"]),
    ]
    static let kindChoice = WeightedChoice(kinds.map(\.weight))

    /// What the reminders' part needs of the places: the keys of each kind and brand, for visits.
    struct Imported {
        var keys: [String: [String]] = [:]
    }

    /// `size.errandPlaces` places around the cities people live in, imported as `satchel import osm` imports them.
    static func generate(_ world: GeneratedWorld) async throws -> Imported {
        var imported = Imported()
        try await world.part("errand places") {
            var rng = world.random("errand places")
            let cities = WeightedCities(PlaceDirectory.load(imported: []).places)
            var batch: [ErrandPlaceInput] = []
            var written = 0
            for n in 0..<world.size.errandPlaces {
                let kind = kinds[kindChoice.pick(&rng)]
                let city = cities.city(&rng)
                let branded = !kind.brands.isEmpty && Int.random(in: 0..<100, using: &rng) < kind.brandedPercent
                let brand = branded ? kind.brands[Int.random(in: 0..<kind.brands.count, using: &rng)] : nil
                let name = brand?.name ?? SpotsWorld.pick(kind.names, &rng) + " " + SpotsWorld.pick(SpotsWorld.streets, &rng)
                // OpenStreetMap node ids: unique and stable per seed.
                let key = "node/\(9_000_000_000 + n)"
                batch.append(ErrandPlaceInput(key: key, kind: kind.kind, name: name, brand: brand?.name, brandWikidata: brand?.wikidata,
                                              point: cities.point(around: city.point, &rng)))
                imported.keys[kind.kind, default: []].append(key)
                if batch.count >= 5_000 {
                    written += try await world.context.errandPlaces.importPlaces(batch).inserted
                    batch.removeAll(keepingCapacity: true)
                }
            }
            written += try await world.context.errandPlaces.importPlaces(batch).inserted
            return written
        }
        return imported
    }

    /// The reminder place kinds ("Pharmacy", "Supermarket"…) that an errand kind answers.
    static let errandKind: [String: String] = ["Supermarket": "supermarket", "Grocery store": "supermarket", "Corner shop": "convenience",
                                               "Pharmacy": "pharmacy", "Post office": "post_office", "Library": "library",
                                               "Hardware store": "hardware", "Bakery": "bakery"]

    /// A place reminder's extras, as the form makes them: one in eight has more places around
    /// the owner's city, one in eight at a shop kind also any place of that kind (a third of
    /// the supermarkets by brand), one in ten a time window. Other places are returned, to be
    /// written once the reminders are.
    static func extras(_ record: ReminderRecord, label: String, owner: SpotsWorld.Owner, cities: WeightedCities,
                       _ rng: inout SplitMix64) -> [OtherPlace] {
        var others: [OtherPlace] = []
        if Int.random(in: 0..<8, using: &rng) == 0 {
            for position in 1...Int.random(in: 1...4, using: &rng) {
                others.append(OtherPlace(reminder: record.id!, owner: owner.id, position: position,
                                         point: cities.point(around: owner.city.point, &rng),
                                         label: label + " " + SpotsWorld.pick(SpotsWorld.streets, &rng), radius: record.radius ?? 150,
                                         outside: record.presence == GeofencePresence.outside.rawValue))
            }
        }
        let kindName = label.split(separator: " on ").first.map(String.init) ?? label
        if let kind = errandKind[kindName], Int.random(in: 0..<8, using: &rng) == 0 {
            record.targetKind = kind
            if kind == "supermarket", Int.random(in: 0..<3, using: &rng) == 0,
               let brand = kinds.first(where: { $0.kind == kind })?.brands.randomElement(using: &rng) {
                record.targetBrand = brand.name
                record.targetBrandKey = ErrandPlaces.brandKey(brand.name)
                record.targetBrandWikidata = brand.wikidata
            }
            record.targetRadius = 150
        }
        if Int.random(in: 0..<10, using: &rng) == 0 {
            let (start, end) = SpotsWorld.pick([("08:00", "20:00"), ("07:00", "22:00"), ("09:00", "18:00"), ("22:00", "06:00")], &rng)
            record.windowStart = start
            record.windowEnd = end
            record.windowZone = owner.zoneName
            record.windowDays = Bool.random(using: &rng) ? 0b001_1111 : nil // weekdays, or every day
        }
        return others
    }

    /// A reminder's place besides its first, as `ReminderPlaces.replace` writes it.
    struct OtherPlace {
        let reminder: UUID
        let owner: UUID
        let position: Int
        let point: GeoPoint
        let label: String
        let radius: Double
        let outside: Bool
    }

    /// Writes the other places, 400 a statement.
    static func write(_ places: [OtherPlace], _ world: GeneratedWorld, _ rng: inout SplitMix64) async throws -> Int {
        let sql = world.db.sql
        for start in stride(from: 0, to: places.count, by: 400) {
            let chunk = places[start..<min(start + 400, places.count)]
            var insert = sql.insert(into: "spot_reminder_places")
                .columns("id", "reminder_id", "owner_id", "position", "lat", "lon", "label", "radius",
                         "min_lat", "max_lat", "min_lon", "max_lon", "presence", "stay_alerted", "inside_device")
            for p in chunk {
                let box = GeoBox.around(p.point, metres: p.radius)
                let presence = (p.outside ? GeofencePresence.outside : .unknown).rawValue
                insert = insert.values([SQLBind(WorldRandom.uuid(&rng)), SQLBind(p.reminder), SQLBind(p.owner), SQLBind(p.position),
                                        SQLBind(p.point.latitude), SQLBind(p.point.longitude), SQLBind(p.label), SQLBind(p.radius),
                                        SQLBind(box.minLatitude), SQLBind(box.maxLatitude), SQLBind(box.minLongitude), SQLBind(box.maxLongitude),
                                        SQLBind(presence), SQLBind(false), SQLLiteral.null])
            }
            try await insert.run()
        }
        return places.count
    }

    /// For reminders at any place of a kind that alerted: the visit there, left since.
    static func visits(_ fired: [(reminder: UUID, owner: UUID, kind: String)], imported: Imported, _ world: GeneratedWorld,
                       _ rng: inout SplitMix64) async throws -> Int {
        let sql = world.db.sql
        var rows: [[any SQLExpression]] = []
        for visit in fired {
            guard let keys = imported.keys[visit.kind], !keys.isEmpty else { continue }
            rows.append([SQLBind(WorldRandom.uuid(&rng)), SQLBind(visit.reminder), SQLBind(visit.owner),
                         SQLBind(keys[Int.random(in: 0..<keys.count, using: &rng)]), SQLBind(GeofencePresence.outside.rawValue),
                         SQLBind(false), SQLLiteral.null])
        }
        for start in stride(from: 0, to: rows.count, by: 400) {
            var insert = sql.insert(into: "spot_reminder_visits")
                .columns("id", "reminder_id", "owner_id", "place_key", "presence", "stay_alerted", "inside_device")
            for row in rows[start..<min(start + 400, rows.count)] { insert = insert.values(row) }
            try await insert.run()
        }
        return rows.count
    }
}
