import Foundation
import SatchelAPI
import SatchelKit
import Testing

/// Suggested fixes to a place's facts through SatchelKit against a live server.
@Suite("SatchelKit: suggested fixes to places")
struct FactSuggestionsClientTests {
    @Test func aSuggestionReachesTheQueueAndIsAcceptedFromTheVersionRead() async throws {
        try await withLiveServer { url, app in
            let root = try await AdminClientTests.administrator(url, app)
            let ada = try await signedUp(url, "ada"), ben = try await signedUp(url, "ben")
            let place = try await ada.eats.createRestaurant(RestaurantDraft(name: "Kuu", latitude: 60.17, longitude: 24.94,
                                                                            openingHours: "Mo-Fr 11:00-22:00"))
            let sent = try await ben.factSuggestions.suggest(place.id, FactSuggestionDraft(openingHours: "Mo-Su 10:00-23:00", note: "new hours"))
            #expect(sent.current.openingHours == "Mo-Fr 11:00-22:00" && sent.status == "open")
            var queued: [UUID] = []
            for try await s in ada.factSuggestions.queue() { queued.append(s.id) }
            #expect(queued == [sent.id])
            #expect(try await ada.factSuggestions.open(at: place.id).map(\.id) == [sent.id])
            do {
                _ = try await root.factSuggestions.accept(sent.id, at: sent.version + 1)
                Issue.record("an accept from another version went through")
            } catch let error as SatchelError {
                #expect(error.status == 412)
            }
            let accepted = try await root.factSuggestions.accept(sent.id, at: sent.version)
            #expect(accepted.status == "accepted")
            #expect(try await ada.eats.restaurant(place.id).openingHours == "Mo-Su 10:00-23:00")
            var mine: [String] = []
            for try await s in ben.factSuggestions.mine() { mine.append(s.status) }
            #expect(mine == ["accepted"])
            #expect(try await ben.factSuggestions.suggestion(sent.id).reviewedAt != nil)
        }
    }
}
