import Foundation
import SatchelAPI
import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting
@testable import Wishes

/// A list invitation mailed to an address: the same link, naming the inviter and the list, in
/// the inviter's language; the list's page offers "Email it to" and keeps what was typed.
@Suite("List invitations by email")
struct ListInvitationMailTests {
    @Test func theMailNamesTheListAndItsLinkSharesIt() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada", name: "Ada Novák")
            _ = try await t.request(.updateMe, token: ada.token, json: ProfileUpdate(language: "cs"))
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Narozeniny")).decode(WishList.self)
            let res = try await t.request(WishesRoute.listInvitation(list.id), token: ada.token, json: NewInvitation(email: "newt@example.net"))
            #expect(res.status == .created)
            let invitation = try res.decode(Invitation.self)
            #expect(invitation.mailQueued == true)
            let mail = try #require(try await t.queuedMail(to: "newt@example.net", kind: "invitation").first)
            #expect(mail.kind == "invitation")
            #expect(mail.text.contains("Ada Novák vás zve k seznamu přání „Narozeniny“ v Satchelu."))
            #expect(mail.links.first == invitation.url)
            let token = String(try #require(invitation.url).split(separator: "/").last!)
            let newt = try await t.request(.signUp, json: SignUpRequest(displayName: "Newt", username: "newt", email: "newt@example.net",
                                                                        password: "correct horse battery", invitation: token))
                .decode(SessionResponse.self)
            #expect(try await t.request(WishesRoute.list(list.id), token: newt.token).status == .ok)
        }
    }

    @Test func onlyTheOwnerCanAndARefusalMakesNothing() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let ada = try await t.signUp("ada"), bob = try await t.signUp("bob")
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Summer")).decode(WishList.self)
            let other = try await t.request(WishesRoute.listInvitation(list.id), token: bob.token, json: NewInvitation(email: "newt@example.net"))
            #expect(other.status == .notFound)
            let bad = try await t.request(WishesRoute.listInvitation(list.id), token: ada.token, json: NewInvitation(email: "newt"))
            #expect(bad.problem?.errors?.first?.code == "email.format")
            #expect(try await t.request(.invitations, token: ada.token).decode([Invitation].self).isEmpty)
            #expect(try await t.queuedMail(kind: "invitation").isEmpty)
        }
    }

    @Test func theListsPageOffersTheFieldAndKeepsWhatWasTyped() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            var browser = Browser(t: t)
            _ = try await browser.signUp("ada")
            let session = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery")).decode(SessionResponse.self)
            let list = try await t.request(WishesRoute.createList, token: session.token, json: WishListDraft(name: "Summer")).decode(WishList.self)
            let page = "/wishes/lists/\(list.id.uuidString.lowercased())"
            let path = page + "/invitation"
            #expect(try await browser.get(page).body.string.contains(#"id="f-email" name="email" type="email""#))
            let refused = try await browser.post(path, ["email": "newt@"], from: page)
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains(#"type="email" value="newt@""#))
            #expect(refused.body.string.contains(#"id="f-email-error""#))
            let sent = try await browser.post(path, ["email": "newt@example.net"], from: page)
            #expect(sent.status == .created)
            #expect(sent.body.string.contains("We are also mailing it to newt@example.net."))
            #expect(try await t.queuedMail(to: "newt@example.net", kind: "invitation").first?.text.contains("wish list “Summer”") == true)
        }
    }
}
