import Foundation
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing
import Vapor

/// The report queue and the instance through SatchelKit against a live server.
@Suite("SatchelKit: reports and the instance")
struct AdminReportsClientTests {
    @Test func anAdministratorHidesAReportedRestaurantAndReadsTheInstance() async throws {
        try await withLiveServer { url, app in
            let root = try await AdminClientTests.administrator(url, app)
            let ada = try await signedUp(url, "ada"), ben = try await signedUp(url, "ben")
            let place = try await ada.eats.createRestaurant(RestaurantDraft(name: "Kuu", latitude: 60.17, longitude: 24.94))
            try await ben.eats.report(AbuseReport(subject: "restaurant", subjectId: place.id, reason: "wrong", note: "closed for good"))
            let queue = try await root.reportQueue(order: .most)
            #expect(queue.map(\.name) == ["Kuu"] && queue.first?.notes == ["closed for good"])
            let hidden = try await root.hideReported(place.id)
            #expect(hidden.hidden && hidden.reporters == 0)
            #expect(try await root.reportQueue().isEmpty)
            let instance = try await root.instance()
            #expect(["sqlite", "postgresql"].contains(instance.database.kind))
            #expect(instance.services.contains { $0.name == "mail" })
            let push = try await root.sendTestPush()
            #expect(!push.delivered && push.devices == 0, "no device of root's has push on")
            do {
                _ = try await ben.instance()
                Issue.record("a member reached the instance page")
            } catch let error as SatchelError {
                #expect(error.status == 404)
            }
        }
    }
}
