import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// A friend invitation mailed to an address: the same link, in the inviter's language, naming
/// them; refused before anything is made for a bad address, mail not set up, or too many mails.
@Suite("Invitations by email")
struct InvitationMailTests {
    static func invite(_ t: TestContext, _ session: SessionResponse, email: String?) async throws -> TestingHTTPResponse {
        try await t.request(.createInvitation, token: session.token, json: NewInvitation(email: email))
    }

    @Test func theLinkIsMailedInTheInvitersLanguageNamingThem() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada", name: "Ada Lindqvist")
            _ = try await t.request(.updateMe, token: ada.token, json: ProfileUpdate(language: "sv", timeZone: "Europe/Stockholm"))
            let res = try await Self.invite(t, ada, email: "newt@example.net")
            #expect(res.status == .created)
            let invitation = try res.decode(Invitation.self)
            #expect(invitation.mailQueued == true && invitation.status == "open")
            let url = try #require(invitation.url)
            let mail = try await t.queuedMail(to: "newt@example.net", kind: "invitation")
            #expect(mail.count == 1)
            let letter = try #require(mail.first)
            #expect(letter.kind == "invitation")
            #expect(letter.links.first == url, "the same link as the answer")
            #expect(letter.text.contains("Ada Lindqvist bjuder in dig till Satchel"))
            #expect(letter.text.contains("Ada Lindqvist bad Satchel skicka den här inbjudan till newt@example.net"))
            #expect(letter.headers["list-unsubscribe"] == nil, "not a notification")
            #expect(letter.headers["from"]?.contains("<satchel@example.org>") == true)

            // The mailed link works as any invitation link.
            let token = String(url.split(separator: "/").last!)
            let newt = try await t.request(.signUp, json: SignUpRequest(displayName: "Newt", username: "newt", email: "newt@example.net",
                                                                        password: "correct horse battery", invitation: token))
            #expect(newt.status == .created)
            #expect(try await t.context.friends.areFriends(ada.user.id, try newt.decode(SessionResponse.self).user.id))
        }
    }

    @Test func withoutAnAddressOnlyTheLinkIsMade() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            let bare = try await t.request(.createInvitation, token: ada.token)
            #expect(bare.status == .created)
            #expect(try bare.decode(Invitation.self).mailQueued == false)
            let empty = try await Self.invite(t, ada, email: nil)
            #expect(try empty.decode(Invitation.self).mailQueued == false)
            #expect(try await t.queuedMail(kind: "invitation").isEmpty)
        }
    }

    @Test func aBadAddressIsRefusedAndNothingIsMade() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            for bad in ["", " newt@example.net", "newt", "newt@", "Newt <newt@example.net>", "newt@example.net\r\nBcc: x@example.net"] {
                let res = try await Self.invite(t, ada, email: bad)
                #expect(res.status == .unprocessableEntity, "\(bad.debugDescription)")
                #expect(res.problem?.errors?.first?.field == "email")
                #expect(res.problem?.errors?.first?.code == "email.format")
            }
            #expect(try await t.request(.invitations, token: ada.token).decode([Invitation].self).isEmpty)
            #expect(try await t.queuedMail(kind: "invitation").isEmpty)
        }
    }

    @Test func withoutMailSetUpTheAnswerSaysSoAndNothingIsMade() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await Self.invite(t, ada, email: "newt@example.net")
            #expect(res.status == .unprocessableEntity)
            #expect(res.headers.contentType?.description.hasPrefix("application/problem+json") == true)
            #expect(res.problem?.errors?.first?.field == "email")
            #expect(res.problem?.errors?.first?.code == "invitation_mail.not_configured")
            #expect(res.problem?.errors?.first?.message.contains("cannot send mail") == true)
            #expect(try await t.request(.invitations, token: ada.token).decode([Invitation].self).isEmpty)
        }
    }

    @Test func oneMemberCannotFloodAnAddressOrMailWithoutEnd() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada")
            for _ in 0..<InvitationMail.perAddressPerDay {
                #expect(try await Self.invite(t, ada, email: "newt@example.net").status == .created)
            }
            let again = try await Self.invite(t, ada, email: "NEWT@example.net")
            #expect(again.status == .tooManyRequests)
            #expect(again.problem?.type == "/problems/throttled")
            // Until the first of the three leaves the day (the test clock moves a little with each request).
            #expect((86_300...86_400).contains(Int(again.headers.first(name: .retryAfter) ?? "") ?? 0))
            for n in InvitationMail.perAddressPerDay..<InvitationMail.perDay {
                #expect(try await Self.invite(t, ada, email: "friend\(n)@example.net").status == .created)
            }
            t.clock.advance(by: 3600)
            let over = try await Self.invite(t, ada, email: "someone.else@example.net")
            #expect(over.status == .tooManyRequests)
            #expect((82_700...82_800).contains(Int(over.headers.first(name: .retryAfter) ?? "") ?? 0))
            #expect(try await t.request(.invitations, token: ada.token).decode([Invitation].self).count == InvitationMail.perDay)
            // Another member is not held back, and a day later neither is Ada.
            let bob = try await t.signUp("bob")
            #expect(try await Self.invite(t, bob, email: "newt@example.net").status == .created)
            t.clock.advance(by: 23 * 3600 + 1)
            #expect(try await Self.invite(t, ada, email: "newt@example.net").status == .created)
        }
    }

    @Test func thePageOffersTheFieldAndKeepsWhatWasTypedOnARefusal() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            var browser = Browser(t: t)
            _ = try await browser.signUp("ada")
            let page = try await browser.get("/friends/invitations")
            #expect(page.body.string.contains(#"id="f-email" name="email" type="email""#))
            let refused = try await browser.post("/friends/invitations", ["email": "newt at example.net"], from: "/friends/invitations")
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains(#"type="email" value="newt at example.net""#))
            #expect(refused.body.string.contains(#"id="f-email-error""#))
            let sent = try await browser.post("/friends/invitations", ["email": "newt@example.net"], from: "/friends/invitations")
            #expect(sent.status == .created)
            #expect(sent.body.string.contains("We are also mailing it to newt@example.net."))
            #expect(try await t.queuedMail(to: "newt@example.net", kind: "invitation").count == 1)
            let plain = try await browser.post("/friends/invitations", ["email": ""], from: "/friends/invitations")
            #expect(plain.status == .created)
            #expect(!plain.body.string.contains("We are also mailing"))
            #expect(try await t.queuedMail(kind: "invitation").count == 1)
            for _ in 1..<InvitationMail.perAddressPerDay {
                #expect(try await browser.post("/friends/invitations", ["email": "newt@example.net"], from: "/friends/invitations").status == .created)
            }
            let throttled = try await browser.post("/friends/invitations", ["email": "newt@example.net"], from: "/friends/invitations")
            #expect(throttled.status == .tooManyRequests)
            #expect(throttled.headers.first(name: .retryAfter) != nil)
            #expect(throttled.body.string.contains("You have already mailed 3 invitations to this address today."))
            #expect(throttled.body.string.contains(#"type="email" value="newt@example.net""#))
        }
    }

    @Test func withoutMailSetUpThePageOffersNoFieldAndAPostedAddressIsAnsweredBesideIt() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            _ = try await browser.signUp("ada")
            #expect(!(try await browser.get("/friends/invitations")).body.string.contains(#"name="email""#))
            let refused = try await browser.post("/friends/invitations", ["email": "newt@example.net"], from: "/friends/invitations")
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains("This server cannot send mail"))
            #expect(refused.body.string.contains(#"value="newt@example.net""#))
            #expect(try await InvitationRecord.query(on: t.app.db).count() == 0)
        }
    }
}

/// Invitation mail through a real SMTP server, read back by Python's `email` package.
@Suite("Invitations by email, delivered", SMTPSink.needed)
struct InvitationMailDeliveryTests {
    @Test func invitersNamesInAnyScriptArriveReadableInTheirOwnLanguage() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        try await withSatchel(settings: TestContext.mailing(to: sink.port)) { t in
            let inviters = [("jana", "Jana Novák", "cs"), ("erik", "Erik Lindqvist", "sv"), ("zhong", "中国", "en")]
            var urls: [String] = []
            for (n, inviter) in inviters.enumerated() {
                let session = try await t.signUp(inviter.0, name: inviter.1)
                _ = try await t.request(.updateMe, token: session.token, json: ProfileUpdate(language: inviter.2))
                let res = try await t.request(.createInvitation, token: session.token, json: NewInvitation(email: "guest\(n)@example.net"))
                urls.append(try #require(try res.decode(Invitation.self).url))
            }
            // Each inviter's address confirmation goes too.
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 6)
            let received = try sink.received().filter { $0.to_address.hasPrefix("guest") }.sorted { $0.to_address < $1.to_address }
            #expect(received.map(\.from_name) == ["Jana Novák přes Satchel", "Erik Lindqvist via Satchel", "中国 via Satchel"])
            #expect(received.map(\.subject) == ["Jana Novák vás zve do Satchelu", "Erik Lindqvist bjuder in dig till Satchel",
                                                "中国 invites you to Satchel"])
            #expect(received.allSatisfy { $0.from_address == "satchel@example.org" && $0.list_unsubscribe == nil && $0.defects.isEmpty })
            for (mail, url) in zip(received, urls) {
                #expect(mail.text?.contains(url) == true)
                #expect(mail.html?.contains(url) == true)
            }
            #expect(received[2].text?.contains("中国 asked Satchel to send this invitation to guest2@example.net. If you do not want it, just ignore this mail") == true)
        }
    }
}
