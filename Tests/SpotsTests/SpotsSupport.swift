import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Spots
import Testing
import VaporTesting

extension TestContext {
    /// Creates a reminder through the API and checks it was created.
    func reminder(_ draft: ReminderDraft, as session: SessionResponse) async throws -> Reminder {
        let res = try await request(SpotsRoute.createReminder, token: session.token, json: draft)
        #expect(res.status == .created, "create failed: \(res.body.string)")
        return try res.decode(Reminder.self)
    }

    /// Reports a fix taken now (by the test clock).
    @discardableResult
    func report(_ point: GeoPoint, accuracy: Double = 10, at: Date? = nil, as session: SessionResponse) async throws -> PositionResult {
        let fix = PositionFix(latitude: point.latitude, longitude: point.longitude, accuracy: accuracy, timestamp: at ?? clock.now)
        let res = try await request(SpotsRoute.reportPosition, token: session.token, json: fix)
        #expect(res.status == .ok, "report failed: \(res.body.string)")
        return try res.decode(PositionResult.self)
    }

    func alerts(_ session: SessionResponse) async throws -> [InboxNotification] {
        try await InboxNotification.query(on: app.db).filter(\.$user.$id == session.user.id).all()
            .filter { SpotsNotification.all.contains($0.kind) }
    }
}

import Fluent
import SatchelGeo

enum Places {
    static let shop = GeoPoint(latitude: 59.33492, longitude: 18.06372)
    static func near(_ p: GeoPoint, _ metres: Double, bearing: Double = 90) -> GeoPoint {
        Geo.destination(from: p, metres: metres, bearing: bearing)
    }
}
