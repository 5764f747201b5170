import Fluent
import SQLKit

/// Issue 42: shops and amenities people run errands at (supermarkets, pharmacies, post offices,
/// …), imported from OpenStreetMap beside the restaurants, for "any pharmacy" / "any Lidl".
/// Their own table: they are not restaurants.
struct CreateErrandPlaces: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema("spot_errand_places")
            .id()
            .field("osm_key", .string, .required)
            .field("kind", .string, .required)
            .field("name", .string, .required)
            .field("brand", .string)
            .field("brand_key", .string)
            .field("brand_wikidata", .string)
            .field("lat", .double, .required)
            .field("lon", .double, .required)
            .field("updated_at", .datetime, .required)
            .unique(on: "osm_key")
            .create()
        if let sql = database as? any SQLDatabase {
            try await sql.raw("CREATE INDEX spot_errand_places_kind ON spot_errand_places (kind, lat, lon)").run()
            try await sql.raw("CREATE INDEX spot_errand_places_brand ON spot_errand_places (brand_key, lat, lon)").run()
            try await sql.raw("CREATE INDEX spot_errand_places_wikidata ON spot_errand_places (brand_wikidata, lat, lon)").run()
        }
    }

    func revert(on database: any Database) async throws {
        try await database.schema("spot_errand_places").delete()
    }
}
