import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Two friends, Ada (who wishes) and Bob (who gives), with Ada's list shared with Bob and accepted.
struct GiftSetup {
    let ada: SessionResponse
    let bob: SessionResponse
    let list: WishList

    static func make(_ t: TestContext) async throws -> GiftSetup {
        let ada = try await t.signUp("ada", name: "Ada")
        let bob = try await t.signUp("bob", name: "Bob")
        try await t.befriend(ada, bob)
        let list = try await t.request(WishesRoute.createList, token: ada.token,
                                       json: WishListDraft(name: "Birthday", occasion: "birthday", date: "2027-03-14"))
            .decode(WishList.self)
        _ = try await t.request(WishesRoute.shareList(list.id), token: ada.token, json: ShareRequest(userIds: [bob.user.id]))
        _ = try await t.request(WishesRoute.acceptList(list.id), token: bob.token)
        return GiftSetup(ada: ada, bob: bob, list: list)
    }

    func wish(_ t: TestContext, _ name: String, price: Price? = nil, quantity: Int = 1) async throws -> Wish {
        let res = try await t.request(WishesRoute.createWish, token: ada.token,
                                      json: WishDraft(name: name, price: price, quantity: quantity, listId: list.id))
        #expect(res.status == .created, "\(res.body.string)")
        return try res.decode(Wish.self)
    }
    /// Another friend of Ada's who was given the list and accepted it.
    func friendWhoAccepted(_ t: TestContext, _ username: String, name: String? = nil) async throws -> SessionResponse {
        let friend = try await t.signUp(username, name: name)
        try await t.befriend(ada, friend)
        _ = try await t.request(WishesRoute.shareList(list.id), token: ada.token, json: ShareRequest(userIds: [friend.user.id]))
        _ = try await t.request(WishesRoute.acceptList(list.id), token: friend.token)
        return friend
    }
}

@Suite("Wishes and lists")
struct WishesTests {
    @Test func aNewWishLandsInTheInboxWithOnlyANameRequired() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite"))
            #expect(res.status == .created)
            let inbox = try await t.request(WishesRoute.inbox, token: ada.token).decode([Wish].self)
            #expect(inbox.map(\.name) == ["Kite"])
            #expect(inbox[0].quantity == 1 && inbox[0].priority == "normal" && inbox[0].listId == nil)
        }
    }

    /// The inbox is one statement once the session is known: the owner is the signed-in viewer
    /// (not read again) and the surprises they organise are left out in the same read.
    @Test func theInboxIsOneStatementAndLeavesOutTheSurprisesTheOwnerOrganises() async throws {
        try await withSatchel(settings: countingStatements) { t in
            let ada = try await t.signUp("ada", name: "Ada")
            let bob = try await t.signUp("bob", name: "Bob")
            try await t.befriend(ada, bob)
            _ = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite"))
            let surprise = try await t.request(FundingRoute.createSurprise, token: ada.token, json: SurpriseDraft(
                recipientId: bob.user.id, wish: WishDraft(name: "Bob's boat"),
                funding: FundingDraft(target: Price(amount: 100_00, currency: "EUR"), deadline: t.clock.now.addingTimeInterval(86_400 * 7),
                                      why: "A surprise")))
            #expect(surprise.status == .created, "\(surprise.body.string)")
            _ = try await t.request(WishesRoute.inbox, token: ada.token)
            // Made afresh, not served from the kept answer, so the count is what the read costs.
            let res = try await t.request(.GET, WishesRoute.inbox.path, token: ada.token, headers: ["Cache-Control": "no-cache"])
            let inbox = try res.decode([Wish].self)
            #expect(inbox.map(\.name) == ["Kite"])
            #expect(inbox.first?.owner.displayName == "Ada" && inbox.first?.owner.relationship == "self")
            #expect(res.headers.first(name: "Satchel-Statements") == "1")
        }
    }

    /// A friend's list is a fixed handful of statements: the list, whether the viewer accepted it
    /// and is still the owner's friend (one read, by their keys), the wishes, the gifts, and the
    /// owner and givers together.
    @Test func aFriendsListIsFiveStatementsWithItsGivers() async throws {
        try await withSatchel(settings: countingStatements) { t in
            let setup = try await GiftSetup.make(t)
            let cat = try await setup.friendWhoAccepted(t, "cat")
            let kite = try await setup.wish(t, "Kite")
            _ = try await setup.wish(t, "Yoyo")
            #expect(try await t.request(WishesRoute.reserve(kite.id), token: cat.token).status == .ok)
            _ = try await t.request(.notifications, token: setup.bob.token)
            let res = try await t.request(WishesRoute.list(setup.list.id), token: setup.bob.token)
            let detail = try res.decode(WishListDetail.self)
            #expect(detail.wishes.map(\.name) == ["Kite", "Yoyo"])
            #expect(detail.wishes[0].giving?.reservations.map(\.giver.displayName) == ["Cat"])
            #expect(detail.list.owner.displayName == "Ada" && detail.list.status == "accepted")
            #expect(res.headers.first(name: "Satchel-Statements") == "5")
        }
    }

    /// Wishes clean text like every app (UserText): one-line fields stay one line, notes keep theirs.
    @Test func aWishsOneLineFieldsStayOneLineAndItsNotesKeepTheirLines() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let wish = try await t.request(WishesRoute.createWish, token: ada.token,
                                           json: WishDraft(name: "Red\nkite", store: "Kite\r\nshop", notes: "Red, please.\nSize M."))
                .decode(Wish.self)
            #expect(wish.name == "Red kite" && wish.store == "Kite  shop")
            #expect(wish.notes == "Red, please.\nSize M.")
        }
    }

    /// A wish's link is read as every web address is (`WebAddress`): the scheme in any case,
    /// never with user information or spaces.
    @Test func aWishsLinkIsAWebAddressInAnyCaseButNeverWithUserInformation() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let upper = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite", link: "HTTPS://Shop.example/kite"))
            #expect(upper.status == .created, "\(upper.body.string)")
            for bad in ["https://user:pw@shop.example/", "https://shop.example/a b", "javascript:alert(1)", "https://"] {
                let res = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Bad \(bad.count)", link: bad))
                #expect(res.problem?.errors?.first?.field == "link", "\(bad)")
            }
        }
    }

    @Test func aWishEditedElsewhereRefusesAnEditFromTheOlderCopy() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let copy = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite")).decode(Wish.self)
            t.clock.advance(by: 5)
            _ = try await t.request(WishesRoute.updateWish(copy.id), token: ada.token, json: WishDraft(name: "Red kite"))
            let stale: HTTPHeaders = ["If-Unmodified-Since": HTTPDate.format(copy.updatedAt)]
            let edit = try await t.request(.PUT, WishesRoute.updateWish(copy.id).path, token: ada.token, json: WishDraft(name: "Blue kite"), headers: stale)
            #expect(edit.status == .preconditionFailed)
            let deletion = try await t.request(.DELETE, WishesRoute.deleteWish(copy.id).path, token: ada.token, headers: stale)
            #expect(deletion.status == .preconditionFailed)
            #expect(try await t.request(WishesRoute.wish(copy.id), token: ada.token).decode(Wish.self).name == "Red kite")
        }
    }

    @Test func aClashingWishNameIsNamedInTheError() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite"))
            let res = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "kite"))
            #expect(res.status == .unprocessableEntity)
            #expect(res.problem?.errors?.first?.field == "name")
            #expect(res.problem?.errors?.first?.message.contains("Kite") == true)
        }
    }

    @Test func badWishInputChangesNothing() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await t.request(WishesRoute.createWish, token: ada.token,
                                          json: WishDraft(name: "Kite", price: Price(amount: -5, currency: "XYZ"), link: "javascript:alert(1)", quantity: 0))
            #expect(Set(res.problem?.errors?.map(\.field) ?? []) == ["price.currency", "price.amount", "link", "quantity"])
            #expect(try await WishRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func movingAWishIntoAListMovesItRatherThanCopying() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let wish = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite")).decode(Wish.self)
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Summer")).decode(WishList.self)
            _ = try await t.request(WishesRoute.moveWish(wish.id), token: ada.token, json: WishMove(listId: list.id))
            #expect(try await t.request(WishesRoute.inbox, token: ada.token).decode([Wish].self).isEmpty)
            let detail = try await t.request(WishesRoute.list(list.id), token: ada.token).decode(WishListDetail.self)
            #expect(detail.wishes.map(\.name) == ["Kite"])
        }
    }

    @Test func reorderingPutsAWishWhereItWasDropped() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Summer")).decode(WishList.self)
            var ids: [UUID] = []
            for name in ["A", "B", "C"] {
                ids.append(try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: name, listId: list.id)).decode(Wish.self).id)
            }
            _ = try await t.request(WishesRoute.moveWish(ids[2]), token: ada.token, json: WishMove(listId: list.id, position: 0))
            let names = try await t.request(WishesRoute.list(list.id), token: ada.token).decode(WishListDetail.self).wishes.map(\.name)
            #expect(names == ["C", "A", "B"])
        }
    }

    @Test func deletingAListSendsItsWishesBackToTheInbox() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Summer")).decode(WishList.self)
            _ = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite", listId: list.id))
            #expect(try await t.request(WishesRoute.deleteList(list.id), token: ada.token).status == .noContent)
            #expect(try await t.request(WishesRoute.inbox, token: ada.token).decode([Wish].self).map(\.name) == ["Kite"])
        }
    }

    @Test func listsSortByPrice() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Summer")).decode(WishList.self)
            for (name, amount) in [("Kite", 300), ("Ball", 100), ("Hat", 200)] {
                _ = try await t.request(WishesRoute.createWish, token: ada.token,
                                        json: WishDraft(name: name, price: Price(amount: amount, currency: "SEK"), listId: list.id))
            }
            let names = try await t.request(WishesRoute.list(list.id), token: ada.token, query: "?sort=price").decode(WishListDetail.self).wishes.map(\.name)
            #expect(names == ["Ball", "Hat", "Kite"])
        }
    }

    @Test func aListIsSeenOnlyOnceAccepted() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await t.befriend(ada, bob)
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Summer")).decode(WishList.self)
            _ = try await t.request(WishesRoute.shareList(list.id), token: ada.token, json: ShareRequest(userIds: [bob.user.id]))
            let invited = try await t.request(WishesRoute.friendsLists, token: bob.token).decode([WishList].self)
            #expect(invited.map(\.status) == ["pending"])
            #expect(try await t.request(WishesRoute.list(list.id), token: bob.token).status == .notFound)
            let inbox = try await t.request(.notifications, token: bob.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.contains { $0.kind == WishNotification.listShared })
            #expect(try await t.request(WishesRoute.acceptList(list.id), token: bob.token).status == .ok)
            #expect(try await t.request(WishesRoute.list(list.id), token: bob.token).status == .ok)
        }
    }

    @Test func sharingWithACircleReachesItsMembers() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let cat = try await t.signUp("cat")
            try await t.befriend(ada, bob)
            try await t.befriend(ada, cat)
            let circle = try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: "Family", memberIds: [bob.user.id, cat.user.id]))
                .decode(SatchelAPI.Circle.self)
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Summer")).decode(WishList.self)
            let shares = try await t.request(WishesRoute.shareList(list.id), token: ada.token, json: ShareRequest(circleIds: [circle.id]))
                .decode([ListShare].self)
            #expect(Set(shares.map(\.person.username)) == ["bob", "cat"])
        }
    }

    @Test func strangersCannotSeeAWishOrItsPhoto() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let eve = try await t.signUp("eve")
            let wish = try await setup.wish(t, "Kite")
            let photo = try await t.request(.PUT, WishesRoute.setWishPhoto(wish.id).path, token: setup.ada.token,
                                            headers: ["Content-Type": "image/png"], body: ByteBuffer(bytes: try wishFixture("photo.png")))
                .decode(Wish.self)
            let url = try #require(photo.photoURL)
            #expect(try await t.request(.GET, url, token: setup.bob.token).status == .ok)
            #expect(try await t.request(.GET, url, token: eve.token).status == .notFound)
            #expect(try await t.request(WishesRoute.wish(wish.id), token: eve.token).status == .notFound)
        }
    }

    @Test func aBurstOfEditsIsOneNotificationForSubscribers() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            _ = try await setup.wish(t, "Kite")
            _ = try await setup.wish(t, "Ball")
            let updates = try await t.request(.notifications, token: setup.bob.token).decode(SatchelAPI.Page<NotificationItem>.self)
                .items.filter { $0.kind == WishNotification.listUpdated }
            #expect(updates.count == 1)
        }
    }

    @Test func theDataExportHoldsListsWishesGivingAndComments() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let kite = try await setup.wish(t, "Kite")
            _ = try await t.request(WishesRoute.reserve(kite.id), token: setup.bob.token)
            _ = try await t.request(WishesRoute.addComment(kite.id), token: setup.bob.token, json: CommentDraft(body: "Red?"))
            let adas = try await t.request(.exportData, token: setup.ada.token).decode(DataExport.self)
            guard case .object(let wishes)? = adas.apps["wishes"], case .array(let items)? = wishes["wishes"] else {
                Issue.record("no wishes in Ada's export: \(String(describing: adas.apps.keys)) \(String(decoding: try JSONEncoder.api.encode(adas), as: UTF8.self).prefix(600))")
                return
            }
            #expect(items.count == 1)
            #expect(!String(decoding: try JSONEncoder.api.encode(adas), as: UTF8.self).contains("giving\":{"))
            let bobs = try await t.request(.exportData, token: setup.bob.token).decode(DataExport.self)
            guard case .object(let bobsWishes)? = bobs.apps["wishes"], case .array(let comments)? = bobsWishes["comments"],
                  case .object(let cart)? = bobsWishes["cart"], case .array(let groups)? = cart["groups"] else {
                Issue.record("no wishes in Bob's export")
                return
            }
            #expect(comments.count == 1)
            #expect(groups.count == 1)
        }
    }

    @Test func signingUpThroughAListInvitationSharesTheList() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Summer")).decode(WishList.self)
            let invitation = try await t.request(WishesRoute.listInvitation(list.id), token: ada.token).decode(Invitation.self)
            let token = String(invitation.url!.split(separator: "/").last!)
            let newt = try await t.request(.signUp, json: SignUpRequest(displayName: "Newt", username: "newt", email: "newt@example.org",
                                                                        password: "correct horse battery", invitation: token))
                .decode(SessionResponse.self)
            #expect(try await t.request(WishesRoute.list(list.id), token: newt.token).status == .ok)
        }
    }
}

func wishFixture(_ name: String) throws -> [UInt8] {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
    return Array(try Data(contentsOf: url))
}
