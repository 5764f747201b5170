import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting
@testable import Wishes

/// The owner's other changes are versions too (issue 46): a wish's photo, and who a list is
/// shared with (part of the list), each checked against `If-Match`.
@Suite("Photos and shares are versioned")
struct WishOwnerChangeVersionTests {
    @Test func aWishPhotoTakesIfMatchAndIsANewVersion() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let wish = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite")).decode(Wish.self)
            let png = ByteBuffer(bytes: try wishFixture("photo.png"))
            let path = WishesRoute.setWishPhoto(wish.id).path
            let stale = try await t.request(.PUT, path, token: ada.token, headers: ["Content-Type": "image/png", "If-Match": "\"9\""], body: png)
            #expect(stale.status == .preconditionFailed && stale.version == 1)
            #expect(try await t.request(WishesRoute.wish(wish.id), token: ada.token).decode(Wish.self).photoURL == nil)
            let set = try await t.request(.PUT, path, token: ada.token, headers: ["Content-Type": "image/png", "If-Match": "\"1\""], body: png)
            #expect(set.status == .ok && set.version == 2)
            let removePath = WishesRoute.deleteWishPhoto(wish.id).path
            #expect(try await t.request(.DELETE, removePath, token: ada.token, headers: ifMatch(1)).status == .preconditionFailed)
            let removed = try await t.request(.DELETE, removePath, token: ada.token, headers: ifMatch(2))
            #expect(removed.status == .ok && removed.version == 3)
        }
    }

    @Test func sharingAndUnsharingAreNewVersionsOfTheListAndTakeIfMatch() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await t.befriend(ada, bob)
            let list = try await t.request(WishesRoute.createList, token: ada.token, json: WishListDraft(name: "Birthday")).decode(WishList.self)
            let sharePath = WishesRoute.shareList(list.id).path
            let stale = try await t.request(.POST, sharePath, token: ada.token, json: ShareRequest(userIds: [bob.user.id]), headers: ifMatch(5))
            #expect(stale.status == .preconditionFailed && stale.version == 1)
            #expect(try stale.decode(ConflictProblem<WishList>.self).current.sharedWith?.isEmpty != false)
            let shared = try await t.request(.POST, sharePath, token: ada.token, json: ShareRequest(userIds: [bob.user.id]), headers: ifMatch(1))
            #expect(shared.status == .ok && shared.version == 2)
            #expect(try await t.request(WishesRoute.list(list.id), token: ada.token).version == 2)

            let unsharePath = WishesRoute.unshareList(list: list.id, user: bob.user.id).path
            #expect(try await t.request(.DELETE, unsharePath, token: ada.token, headers: ifMatch(1)).status == .preconditionFailed)
            let unshared = try await t.request(.DELETE, unsharePath, token: ada.token, headers: ifMatch(2))
            #expect(unshared.status == .noContent && unshared.version == 3)
            #expect(try await t.request(WishesRoute.list(list.id), token: ada.token).version == 3)
        }
    }

    /// Of a delete and an edit from one copy at once, exactly one is made: the delete checks
    /// the version and deletes in one transaction.
    @Test func aDeleteAndAnEditFromOneCopyAtOnceOneIsMade() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let wish = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite")).decode(Wish.self)
            async let deletion = t.request(.DELETE, WishesRoute.deleteWish(wish.id).path, token: ada.token, headers: ifMatch(1))
            async let edit = t.request(.PUT, WishesRoute.updateWish(wish.id).path, token: ada.token, json: WishDraft(name: "Red kite"),
                                       headers: ifMatch(1))
            let (deleted, edited) = (try await deletion.status, try await edit.status)
            #expect((deleted == .noContent) != (edited == .ok))
            // The other is refused: 412 if it found the wish moved on, 404 if the delete had
            // already taken it away before the edit looked.
            #expect([deleted, edited].contains(.preconditionFailed) || edited == .notFound)
        }
    }
}
