import Fluent
import Foundation
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing

/// Invitation links mailed through SatchelKit: the answer says the mail is queued; a server
/// without mail, or an address it cannot mail, answers with a typed 422 and makes nothing.
@Suite("SatchelKit: invitations by email")
struct InvitationMailClientTests {
    /// Mail set up towards a port nothing listens on: queueing needs no server.
    static let mailing = ["SATCHEL_SMTP_URL": "smtp://127.0.0.1:9?tls=none&timeout=1", "SATCHEL_MAIL_FROM": "Satchel <satchel@example.org>"]

    @Test func aFriendAndAListInvitationAreQueuedToTheAddress() async throws {
        try await withLiveServer(environment: Self.mailing) { url, app in
            let ada = try await signedUp(url, "ada")
            let friend = try await ada.createInvitation(email: "newt@example.net")
            #expect(friend.mailQueued == true && friend.url != nil)
            let list = try await ada.wishes.createList(WishListDraft(name: "Summer"))
            let shared = try await ada.wishes.invitation(for: list.id, email: "mo@example.net")
            #expect(shared.mailQueued == true)
            #expect(try await ada.createInvitation().mailQueued == false)
            let queued = try await MailOutboxItem.query(on: app.db).filter(\.$kind == "invitation").all()
            #expect(Set(queued.map(\.recipient)) == ["newt@example.net", "mo@example.net"])
            #expect(queued.allSatisfy { $0.kind == "invitation" })
            do {
                _ = try await ada.createInvitation(email: "not an address")
                Issue.record("an invitation to a bad address was made")
            } catch let error as SatchelError {
                #expect(error.status == 422 && error.problem?.errors?.first?.code == "email.format")
            }
            #expect(try await ada.invitations().count == 3)
        }
    }

    @Test func withoutMailTheErrorSaysSo() async throws {
        try await withLiveServer { url, _ in
            let ada = try await signedUp(url, "ada")
            do {
                _ = try await ada.createInvitation(email: "newt@example.net")
                Issue.record("an invitation was mailed without mail set up")
            } catch let error as SatchelError {
                #expect(error.status == 422 && error.problem?.errors?.first?.code == "invitation_mail.not_configured")
            }
            #expect(try await ada.invitations().isEmpty)
        }
    }
}
