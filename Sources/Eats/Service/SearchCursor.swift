import Foundation
import SatchelCore

/// A keyset cursor for Eats' computed orders: the last item's sort key, and a fingerprint of
/// the query, so a cursor is only accepted by the search that made it.
struct SearchCursor: Codable, Equatable {
    /// A total order: primary number, then text, then distance, then id.
    struct Key: Codable, Comparable, Equatable {
        var primary: Double = 0
        var text: String = ""
        var distance: Double
        var id: UUID

        init(primary: Double = 0, text: String = "", distance: Double, id: UUID) {
            self.primary = primary
            self.text = text
            self.distance = distance
            self.id = id
        }

        static func < (a: Key, b: Key) -> Bool {
            if a.primary != b.primary { return a.primary < b.primary }
            if a.text != b.text { return a.text < b.text }
            if a.distance != b.distance { return a.distance < b.distance }
            return a.id.uuidString < b.id.uuidString
        }
    }

    var fingerprint: String
    var key: Key

    var encoded: String { Data((try? JSONEncoder().encode(self)) ?? Data()).base64URLEncoded }

    static func decode(_ text: String?, fingerprint: String) throws -> SearchCursor? {
        guard let text, !text.isEmpty else { return nil }
        guard let data = Data(base64URLEncoded: text), let cursor = try? JSONDecoder().decode(SearchCursor.self, from: data),
              cursor.fingerprint == fingerprint, cursor.key.distance.isFinite, cursor.key.primary.isFinite
        else { throw AppError.invalid("cursor", "cursor.invalid") }
        return cursor
    }
}
