import Foundation
import SatchelAPI
import SatchelGeo
import SatchelKit
import Testing

/// "Open at…" through SatchelKit against a live server (issue 42).
@Suite("SatchelKit: open at")
struct EatsOpenAtClientTests {
    @Test func anAppAsksWhatIsOpenAtAMomentAndMayKeepUnknownHours() async throws {
        try await withLiveServer { url, _ in
            let ada = try await signedUp(url, "ada")
            for (name, hours) in [("Day", "Mo-Su 10:00-20:00"), ("Night", "Mo-Su 22:00-04:00"), ("Mystery", nil)] as [(String, String?)] {
                _ = try await ada.eats.createRestaurant(RestaurantDraft(name: name, latitude: 60.17, longitude: 24.94, openingHours: hours))
            }
            // Noon in Helsinki.
            let noon = try Date("2030-06-05T09:00:00Z", strategy: .iso8601)
            var query = NearbyQuery(near: GeoPoint(latitude: 60.17, longitude: 24.94), openAt: noon)
            var names: [String] = []
            for try await r in ada.eats.restaurants(query) { names.append(r.name) }
            #expect(names == ["Day"])
            query.includeUnknownHours = true
            names = []
            for try await r in ada.eats.restaurants(query) { names.append(r.name) }
            #expect(names.sorted() == ["Day", "Mystery"])
        }
    }
}
