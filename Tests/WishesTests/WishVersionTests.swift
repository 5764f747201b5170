import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting
@testable import Wishes

/// A wish's version (issue 46): a strong `ETag` for its owner, `If-Match` on every change, and
/// `412` with the wish as it is now when the change was made from another version.
@Suite("Wishes are versioned")
struct WishVersionTests {
    static func edit(_ t: TestContext, _ wish: UUID, _ name: String, token: String, version: Int?) async throws -> TestingHTTPResponse {
        try await t.request(.PUT, WishesRoute.updateWish(wish).path, token: token, json: WishDraft(name: name), headers: ifMatch(version))
    }

    @Test func anEditWithTheCurrentETagSucceedsAndAnOldOneIsRefusedWithTheWishAsItIs() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let created = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite"))
            let wish = try created.decode(Wish.self)
            #expect(created.version == 1 && wish.version == 1)
            let read = try await t.request(WishesRoute.wish(wish.id), token: ada.token)
            #expect(read.version == 1)

            let first = try await Self.edit(t, wish.id, "Red kite", token: ada.token, version: 1)
            let edited = try first.decode(Wish.self)
            #expect(first.status == .ok && first.version == 2 && edited.version == 2)

            let stale = try await Self.edit(t, wish.id, "Blue kite", token: ada.token, version: 1)
            #expect(stale.status == .preconditionFailed && stale.version == 2)
            let conflict = try stale.decode(ConflictProblem<Wish>.self)
            #expect(conflict.type == "/problems/precondition-failed" && conflict.status == 412)
            let fresh = try await t.request(WishesRoute.wish(wish.id), token: ada.token).decode(Wish.self)
            #expect(conflict.current == fresh && fresh.name == "Red kite")

            let deletion = try await t.request(.DELETE, WishesRoute.deleteWish(wish.id).path, token: ada.token, headers: ifMatch(1))
            #expect(deletion.status == .preconditionFailed)
            let move = try await t.request(.POST, WishesRoute.moveWish(wish.id).path, token: ada.token, json: WishMove(listId: nil, position: 0),
                                           headers: ifMatch(1))
            #expect(move.status == .preconditionFailed)
            #expect(try await t.request(.DELETE, WishesRoute.deleteWish(wish.id).path, token: ada.token, headers: ifMatch(2)).status == .noContent)
        }
    }

    /// Versions, not clocks: the test clock never moves, so both writes happen in the same millisecond.
    @Test func twoClientsEditingFromOneCopyOneWinsAndTheOtherIsRefusedEvenInTheSameMillisecond() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let wish = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite")).decode(Wish.self)
            let phone = try await Self.edit(t, wish.id, "From the phone", token: ada.token, version: wish.version)
            let laptop = try await Self.edit(t, wish.id, "From the laptop", token: ada.token, version: wish.version)
            #expect(phone.status == .ok && laptop.status == .preconditionFailed)
            #expect(try await t.request(WishesRoute.wish(wish.id), token: ada.token).decode(Wish.self).name == "From the phone")

            // At once: exactly one is stored.
            let copy = try await t.request(WishesRoute.wish(wish.id), token: ada.token).decode(Wish.self)
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for n in 0..<4 { group.addTask { try await Self.edit(t, wish.id, "Client \(n)", token: ada.token, version: copy.version).status } }
                return try await group.reduce(into: [HTTPStatus]()) { $0.append($1) }
            }
            #expect(statuses.filter { $0 == .ok }.count == 1 && statuses.filter { $0 == .preconditionFailed }.count == 3, "\(statuses)")
            #expect(try await t.request(WishesRoute.wish(wish.id), token: ada.token).decode(Wish.self).version == (copy.version ?? 0) + 1)
        }
    }

    @Test func aStarAndNoIfMatchAreUnconditionalAndAMalformedOneIsABadRequest() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let wish = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kite")).decode(Wish.self)
            _ = try await Self.edit(t, wish.id, "Red kite", token: ada.token, version: nil)
            let plain = try await t.request(.PUT, WishesRoute.updateWish(wish.id).path, token: ada.token, json: WishDraft(name: "Blue kite"))
            #expect(plain.status == .ok && plain.version == 3)
            let star = try await Self.edit(t, wish.id, "Green kite", token: ada.token, version: nil)
            #expect(star.status == .ok && star.version == 4)
            let weak = try await t.request(.PUT, WishesRoute.updateWish(wish.id).path, token: ada.token, json: WishDraft(name: "Kite"),
                                           headers: ["If-Match": "W/\"4\""])
            #expect(weak.status == .preconditionFailed)
            let malformed = try await t.request(.PUT, WishesRoute.updateWish(wish.id).path, token: ada.token, json: WishDraft(name: "Kite"),
                                                headers: ["If-Match": "4"])
            #expect(malformed.status == .badRequest && malformed.problem?.type == "/problems/bad-request")
            #expect(try await t.request(WishesRoute.wish(wish.id), token: ada.token).decode(Wish.self).name == "Green kite")
        }
    }

    /// The owner must never learn about giving: nothing a friend does moves the owner's version.
    @Test func aFriendsReservationPledgeAndCommentLeaveTheOwnersETagAlone() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let wish = try await setup.wish(t, "Tent", price: Price(amount: 300_000, currency: "SEK"), quantity: 3)
            let before = try await t.request(WishesRoute.wish(wish.id), token: setup.ada.token)
            #expect(before.version == 1)
            #expect(try await t.request(WishesRoute.reserve(wish.id), token: setup.bob.token).status == .ok)
            let cat = try await t.signUp("cat")
            try await t.befriend(setup.ada, cat)
            _ = try await t.request(WishesRoute.shareList(setup.list.id), token: setup.ada.token, json: ShareRequest(userIds: [cat.user.id]))
            _ = try await t.request(WishesRoute.acceptList(setup.list.id), token: cat.token)
            #expect(try await t.request(WishesRoute.pledge(wish.id), token: cat.token, json: PledgeRequest(amount: 10_000)).status == .ok)
            #expect(try await t.request(WishesRoute.addComment(wish.id), token: setup.bob.token, json: CommentDraft(body: "Which colour?")).status == .created)
            _ = try await t.request(WishesRoute.markBought(wish.id), token: setup.bob.token, json: BoughtUpdate(bought: true))
            let after = try await t.request(WishesRoute.wish(wish.id), token: setup.ada.token)
            let (seenBefore, seenAfter) = (try before.decode(Wish.self), try after.decode(Wish.self))
            #expect(after.version == before.version && seenAfter == seenBefore)
            // A friend's answers carry no ETag: the version is the owner's.
            #expect(try await t.request(WishesRoute.wish(wish.id), token: setup.bob.token).version == nil)
            // The owner's copy from before the giving is still current.
            let edit = try await t.request(.PUT, WishesRoute.updateWish(wish.id).path, token: setup.ada.token,
                                           json: WishDraft(name: "Tent", price: Price(amount: 300_000, currency: "SEK"), quantity: 3),
                                           headers: ifMatch(before.version))
            #expect(edit.status == .ok, "\(edit.body.string)")
        }
    }

    @Test func movesAndPhotosAreNewVersionsOfEveryWishWhosePlaceChanged() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let a = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "A")).decode(Wish.self)
            let b = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "B")).decode(Wish.self)
            let moved = try await t.request(.POST, WishesRoute.moveWish(b.id).path, token: ada.token, json: WishMove(listId: nil, position: 0),
                                            headers: ifMatch(b.version))
            #expect(moved.status == .ok && moved.version == 2)
            // A moved one position down by the move: its place is part of it, so it is a new version too.
            #expect(try await t.request(WishesRoute.wish(a.id), token: ada.token).version == 2)
        }
    }

    @Test func aListIsVersionedByItsOwnersEditsAndTwoEditsFromOneCopyNeverBothLand() async throws {
        try await withSatchel { t in
            let setup = try await GiftSetup.make(t)
            let path = WishesRoute.updateList(setup.list.id).path
            let read = try await t.request(WishesRoute.list(setup.list.id), token: setup.ada.token)
            // Sharing it with Bob (in the setup) was the owner's change: a version of its own.
            #expect(setup.list.version == 1 && read.version == 2)
            // What friends do (accepting, reserving) is not the owner's change.
            let wish = try await setup.wish(t, "Tent")
            _ = try await t.request(WishesRoute.reserve(wish.id), token: setup.bob.token)
            #expect(try await t.request(WishesRoute.list(setup.list.id), token: setup.bob.token).version == nil)

            let draft = WishListDraft(name: "Birthday 2027", occasion: "birthday", date: "2027-03-14")
            let first = try await t.request(.PUT, path, token: setup.ada.token, json: draft, headers: ifMatch(2))
            #expect(first.status == .ok && first.version == 3)
            let second = try await t.request(.PUT, path, token: setup.ada.token, json: WishListDraft(name: "Party", occasion: "other"),
                                             headers: ifMatch(2))
            #expect(second.status == .preconditionFailed && second.version == 3)
            let current = try second.decode(ConflictProblem<WishList>.self).current
            let fresh = try await t.request(WishesRoute.list(setup.list.id), token: setup.ada.token).decode(WishListDetail.self).list
            #expect(current == fresh && fresh.name == "Birthday 2027")
            let deletion = try await t.request(.DELETE, WishesRoute.deleteList(setup.list.id).path, token: setup.ada.token, headers: ifMatch(2))
            #expect(deletion.status == .preconditionFailed)
            let star = try await t.request(.DELETE, WishesRoute.deleteList(setup.list.id).path, token: setup.ada.token, headers: ifMatch(nil))
            #expect(star.status == .noContent)
        }
    }

    /// Random interleavings of two clients' conditional edits: a write is stored only over the
    /// version its author saw, and every refused write is one 412 that leaves the wish as it was.
    @Test(arguments: [UInt64(1), 46, 2026])
    func noInterleavingOfTwoClientsEverWritesOverAnUnseenVersion(seed: UInt64) async throws {
        try await withSatchel { t in
            var random = SeededGenerator(seed: seed)
            let ada = try await t.signUp("ada")
            let wish = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Start")).decode(Wish.self)
            var server = wish
            var copies = [wish, wish]
            for step in 0..<24 {
                let client = Int.random(in: 0...1, using: &random)
                if Bool.random(using: &random) {
                    copies[client] = try await t.request(WishesRoute.wish(wish.id), token: ada.token).decode(Wish.self)
                    continue
                }
                let name = "Client \(client) step \(step)"
                let res = try await Self.edit(t, wish.id, name, token: ada.token, version: copies[client].version)
                if copies[client].version == server.version {
                    #expect(res.status == .ok, "seed \(seed) step \(step)")
                    let stored = try res.decode(Wish.self)
                    #expect(stored.name == name && stored.version == (server.version ?? 0) + 1)
                    server = stored
                    copies[client] = stored
                } else {
                    #expect(res.status == .preconditionFailed, "seed \(seed) step \(step)")
                    let current = try res.decode(ConflictProblem<Wish>.self).current
                    #expect(current == server, "a refused write changed nothing")
                    copies[client] = current
                }
            }
            #expect(try await t.request(WishesRoute.wish(wish.id), token: ada.token).decode(Wish.self) == server)
        }
    }
}
