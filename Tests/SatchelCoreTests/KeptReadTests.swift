import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import SQLKit
import Testing
import Vapor
import VaporTesting

/// Kept reads (`KeptReadMiddleware`): an answer is served from memory only while no table it read
/// has been written, whoever wrote it, however (Fluent, SQL, in a transaction), on both databases.
@Suite("Kept reads follow every write")
struct KeptReadTests {
    static let fresh: HTTPHeaders = ["Cache-Control": "no-cache"]

    static func statements(_ res: TestingHTTPResponse) -> Int {
        Int(res.headers.first(name: StatementCountMiddleware.header) ?? "") ?? -1
    }

    @Test func aSecondReadIsServedFromMemoryWithTheSameBody() async throws {
        try await withSatchel(settings: countingStatements) { t in
            let ada = try await t.signUp("ada")
            _ = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kettle"))
            let first = try await t.request(WishesRoute.inbox, token: ada.token)
            let second = try await t.request(WishesRoute.inbox, token: ada.token)
            #expect(Self.statements(first) > 0)
            #expect(Self.statements(second) == 0)
            #expect(second.body.string == first.body.string && second.headers.contentType == .json)
        }
    }

    @Test func aFriendsWriteDropsTheKeptReadAtOnce() async throws {
        try await withSatchel(settings: countingStatements) { t in
            let ada = try await t.signUp("ada"), ben = try await t.signUp("ben")
            try await t.befriend(ada, ben)
            let list = try await t.request(WishesRoute.createList, token: ben.token, json: WishListDraft(name: "Birthday")).decode(WishList.self)
            _ = try await t.request(WishesRoute.shareList(list.id), token: ben.token, json: ShareRequest(userIds: [ada.user.id]))
            _ = try await t.request(WishesRoute.acceptList(list.id), token: ada.token)
            _ = try await t.request(WishesRoute.list(list.id), token: ada.token) // kept
            _ = try await t.request(WishesRoute.createWish, token: ben.token, json: WishDraft(name: "Telescope", listId: list.id))
            let after = try await t.request(WishesRoute.list(list.id), token: ada.token)
            #expect(after.body.string.contains("Telescope"))
        }
    }

    @Test func aWriteInATransactionDropsKeptReadsOnlyWhenItCommits() async throws {
        try await withSatchel(settings: countingStatements) { t in
            let ada = try await t.signUp("ada")
            _ = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Kettle"))
            _ = try await t.request(WishesRoute.inbox, token: ada.token) // kept
            // Written by SQL that tells no cache anything: the database watch sees it.
            let servedInside = try await t.context.transaction { tx in
                try await tx.sql.raw("UPDATE wishes SET name = \(bind: "Lamp")").run()
                return Self.statements(try await t.request(WishesRoute.inbox, token: ada.token))
            }
            #expect(servedInside == 0, "dropped before the commit")
            let after = try await t.request(WishesRoute.inbox, token: ada.token)
            #expect(Self.statements(after) > 0 && after.body.string.contains("Lamp"))
        }
    }

    @Test func aRolledBackWriteLeavesKeptReadsKept() async throws {
        try await withSatchel(settings: countingStatements) { t in
            let ada = try await t.signUp("ada")
            _ = try await t.request(WishesRoute.inbox, token: ada.token) // kept
            await #expect(throws: SomethingWentWrong.self) {
                try await t.context.transaction { tx in
                    try await tx.sql.raw("DELETE FROM wishes").run()
                    throw SomethingWentWrong()
                }
            }
            #expect(Self.statements(try await t.request(WishesRoute.inbox, token: ada.token)) == 0)
        }
    }

    @Test func aWriteToATableTheReadNeverReadLeavesItKept() async throws {
        try await withSatchel(settings: countingStatements) { t in
            let ada = try await t.signUp("ada")
            _ = try await t.request(WishesRoute.inbox, token: ada.token) // kept
            _ = try await t.request(SpotsRoute.createReminder, token: ada.token, json: ReminderDraft(title: "Call mum"))
            #expect(Self.statements(try await t.request(WishesRoute.inbox, token: ada.token)) == 0)
        }
    }

    @Test func askingForNoCacheMakesTheAnswerAfresh() async throws {
        try await withSatchel(settings: countingStatements) { t in
            let ada = try await t.signUp("ada")
            _ = try await t.request(WishesRoute.inbox, token: ada.token)
            let res = try await t.request(.GET, WishesRoute.inbox.path, token: ada.token, headers: Self.fresh)
            #expect(Self.statements(res) > 0)
        }
    }

    /// A delete reaches what cascades from it: the tables come from the database's own catalogue.
    @Test func aDeleteReachesEveryTableThatCascadesFromIt() async throws {
        try await withSatchel { t in
            let tables = try await DatabaseTables.load(t.app.db.sql)
            #expect(tables.names.isSuperset(of: ["users", "wishes", "wish_lists", "wish_list_shares"]))
            let reached = tables.written(["wish_lists"])
            #expect(reached.contains("wish_list_shares") && reached.contains("wish_lists"))
            #expect(!reached.contains("users"))
        }
    }

    /// For random people, friendships, lists, shares, wishes, reservations and reminders, in a
    /// random order: after each write, every kept answer of every person equals the answer made
    /// afresh.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyKeptAnswerEqualsAFreshOneAfterRandomWrites(seed: UInt64) async throws {
        try await withSatchel(settings: countingStatements) { t in
            var rng = SplitMix64(state: seed)
            var people: [SessionResponse] = []
            for i in 0..<4 { people.append(try await t.signUp("p\(i)")) }
            var lists: [(owner: SessionResponse, list: WishList)] = []
            var wishes: [Wish] = []
            var reminders: [(owner: SessionResponse, id: UUID)] = []
            var friends = Set<String>()

            func compareAll(after step: String) async throws {
                for person in people {
                    var paths = [WishesRoute.inbox.path, WishesRoute.friendsLists.path, WishesRoute.cart.path,
                                 FundingRoute.feed.path, SpotsRoute.reminders.path]
                    paths += lists.map { WishesRoute.list($0.list.id).path }
                    for path in paths {
                        let kept = try await t.request(.GET, path, token: person.token)
                        let made = try await t.request(.GET, path, token: person.token, headers: Self.fresh)
                        #expect(kept.status == made.status && kept.body.string == made.body.string,
                                "\(path) for \(person.user.username) after \(step)")
                    }
                }
            }

            try await compareAll(after: "nothing")
            for step in 0..<18 {
                let a = people.randomElement(using: &rng)!, b = people.randomElement(using: &rng)!
                let pair = [a.user.id.uuidString, b.user.id.uuidString].sorted().joined()
                var done = "step \(step): "
                switch Int.random(in: 0..<9, using: &rng) {
                case 0 where a.user.id != b.user.id && !friends.contains(pair):
                    try await t.befriend(a, b)
                    friends.insert(pair)
                    done += "\(a.user.username) befriended \(b.user.username)"
                case 1:
                    let list = try await t.request(WishesRoute.createList, token: a.token, json: WishListDraft(name: "L\(step)")).decode(WishList.self)
                    lists.append((a, list))
                    done += "\(a.user.username) made a list"
                case 2 where !lists.isEmpty:
                    let (owner, list) = lists.randomElement(using: &rng)!
                    let wish = try await t.request(WishesRoute.createWish, token: owner.token,
                                                   json: WishDraft(name: "W\(step)", price: Price(amount: 1_000, currency: "SEK"), listId: list.id))
                    if let made = try? wish.decode(Wish.self) { wishes.append(made) }
                    done += "\(owner.user.username) wished"
                case 3 where !lists.isEmpty:
                    let (owner, list) = lists.randomElement(using: &rng)!
                    let others = people.filter { $0.user.id != owner.user.id && friends.contains([$0.user.id.uuidString, owner.user.id.uuidString].sorted().joined()) }
                    _ = try await t.request(WishesRoute.shareList(list.id), token: owner.token, json: ShareRequest(userIds: others.map(\.user.id)))
                    for other in others { _ = try await t.request(WishesRoute.acceptList(list.id), token: other.token) }
                    done += "\(owner.user.username) shared a list with \(others.count)"
                case 4 where !wishes.isEmpty:
                    let wish = wishes.randomElement(using: &rng)!
                    _ = try await t.request(WishesRoute.reserve(wish.id), token: a.token)
                    done += "\(a.user.username) reserved"
                case 5:
                    let made = try await t.request(SpotsRoute.createReminder, token: a.token, json: ReminderDraft(title: "R\(step)"))
                    if let id = try? made.decode(Reminder.self).id { reminders.append((a, id)) }
                    done += "\(a.user.username) made a reminder"
                case 6 where !reminders.isEmpty:
                    let (owner, id) = reminders.randomElement(using: &rng)!
                    _ = try await t.request(SpotsRoute.completeReminder(id), token: owner.token)
                    done += "\(owner.user.username) finished a reminder"
                case 7 where !lists.isEmpty:
                    // A delete that cascades: the list's wishes and shares go with it.
                    let index = Int.random(in: 0..<lists.count, using: &rng)
                    let (owner, list) = lists.remove(at: index)
                    _ = try await t.request(WishesRoute.deleteList(list.id), token: owner.token)
                    wishes.removeAll { $0.listId == list.id }
                    done += "\(owner.user.username) deleted a list"
                case 8 where !wishes.isEmpty:
                    // A change nobody is told about: only the database watch drops what showed it.
                    let index = Int.random(in: 0..<wishes.count, using: &rng)
                    let wish = wishes[index]
                    let owner = people.first { $0.user.id == wish.owner.id }!
                    let res = try await t.request(WishesRoute.updateWish(wish.id), token: owner.token,
                                                  json: WishDraft(name: "Renamed \(step)", price: wish.price, listId: wish.listId))
                    if let renamed = try? res.decode(Wish.self) { wishes[index] = renamed }
                    done += "\(owner.user.username) renamed a wish"
                default:
                    continue
                }
                try await compareAll(after: done)
            }
        }
    }
}
