import Foundation
import SatchelAPI
import SatchelKit
import Testing

/// The mail side of notification preferences through SatchelKit, against a live server.
@Suite("SatchelKit: notification mail")
struct NotificationMailClientTests {
    @Test func theMailFlagAndTheDigestChoiceAreSetAndReadBack() async throws {
        try await withLiveServer { url in
            let ada = try await signedUp(url, "ada")
            let before = try await ada.notificationPreferences()
            #expect(before.first { $0.kind == "library.hold_ready" }?.email == true)
            #expect(before.first { $0.kind == "friend.request" }?.email == false)
            let after = try await ada.setNotificationPreferences([NotificationPreference(kind: "friend.request", inbox: true, push: false, email: true)])
            #expect(after.first { $0.kind == "friend.request" } == NotificationPreference(kind: "friend.request", inbox: true, push: false, email: true))
            // Leaving the flag out (as clients before it did) keeps it.
            let kept = try await ada.setNotificationPreferences([NotificationPreference(kind: "friend.request", inbox: false, push: false)])
            #expect(kept.first { $0.kind == "friend.request" }?.email == true)

            // This server has no mail set up, and says so; the choice is kept for when it does.
            #expect(try await ada.notificationMail() == NotificationMailSettings(digest: false, mailConfigured: false))
            #expect(try await ada.setNotificationMail(digest: true) == NotificationMailSettings(digest: true, mailConfigured: false))
            #expect(try await ada.notificationMail().digest)
        }
    }
}
