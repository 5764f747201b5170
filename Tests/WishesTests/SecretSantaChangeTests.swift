import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// The organiser's changes after making a Secret Santa: details, rules before the draw, people
/// added (stepping into one pair once drawn), one draw of two at once, and the export.
@Suite("Secret Santa: changes after it is made")
struct SecretSantaChangeTests {
    typealias World = SecretSantaPrivacyTests.World

    static func undrawn(_ t: TestContext, size: Int) async throws -> World {
        let organiser = try await t.signUp("olga")
        var friends: [SessionResponse] = []
        for i in 0..<size {
            let friend = try await t.signUp("santa\(i)")
            try await t.befriend(organiser, friend)
            friends.append(friend)
        }
        let res = try await t.request(ExchangeRoute.createExchange, token: organiser.token,
                                      json: ExchangeDraft(name: "Christmas", budget: Price(amount: 30000, currency: "SEK"), date: "2099-12-24",
                                                          userIds: friends.map(\.user.id)))
        #expect(res.status == .created, "\(res.body.string)")
        return World(organiser: organiser, members: friends, exchange: try res.decode(Exchange.self))
    }

    static func change(_ e: Exchange, name: String? = nil, amount: Int? = nil, date: String? = nil,
                       exclusions: [ExchangeExclusion]? = nil) -> ExchangeChange {
        ExchangeChange(name: name ?? e.name, budget: Price(amount: amount ?? e.budget.amount, currency: e.budget.currency),
                       date: date ?? e.date, exclusions: exclusions)
    }

    static func unread(_ t: TestContext, _ s: SessionResponse) async throws -> Int {
        try await t.request(.unreadCount, token: s.token).decode(UnreadCount.self).count
    }

    static func readAll(_ t: TestContext, _ world: World) async throws {
        for s in [world.organiser] + world.members { _ = try await t.request(.markAllNotificationsRead, token: s.token) }
    }

    @Test func theOrganiserChangesTheBudgetAndDayAndEveryMemberIsTold() async throws {
        try await withSatchel { t in
            let world = try await SecretSantaPrivacyTests.world(t, size: 4)
            try await Self.readAll(t, world)
            let res = try await t.request(ExchangeRoute.updateExchange(world.exchange.id), token: world.organiser.token,
                                          json: Self.change(world.exchange, name: "Family Christmas", amount: 40000, date: "2099-12-23"))
            #expect(res.status == .ok, "\(res.body.string)")
            let changed = try res.decode(Exchange.self)
            #expect(changed.name == "Family Christmas" && changed.budget.amount == 40000 && changed.date == "2099-12-23")
            #expect(changed.version == (world.exchange.version ?? 0) + 1)
            #expect(res.headers.first(name: .eTag) == "\"\(changed.version ?? 0)\"")
            for member in world.members { #expect(try await Self.unread(t, member) == 1, "\(member.user.username)") }
            #expect(try await Self.unread(t, world.organiser) == 0)
        }
    }

    @Test func aNewNameAloneTellsNobody() async throws {
        try await withSatchel { t in
            let world = try await Self.undrawn(t, size: 3)
            try await Self.readAll(t, world)
            let res = try await t.request(ExchangeRoute.updateExchange(world.exchange.id), token: world.organiser.token,
                                          json: Self.change(world.exchange, name: "Office party"))
            #expect(res.status == .ok)
            for member in world.members { #expect(try await Self.unread(t, member) == 0) }
        }
    }

    @Test func aChangeFromAnOldCopyIsRefusedWithTheExchangeAsItIs() async throws {
        try await withSatchel { t in
            let world = try await Self.undrawn(t, size: 3)
            let id = world.exchange.id
            let first = try await t.request(ExchangeRoute.updateExchange(id), token: world.organiser.token,
                                            json: Self.change(world.exchange, name: "Tab one"))
            #expect(first.status == .ok)
            var headers: HTTPHeaders = ["If-Match": "\"\(world.exchange.version ?? 1)\""]
            headers.bearerAuthorization = BearerAuthorization(token: world.organiser.token)
            headers.contentType = .json
            let stale = try await t.request(.PUT, ExchangeRoute.updateExchange(id).path, headers: headers,
                                            body: ByteBuffer(data: try JSONEncoder.api.encode(Self.change(world.exchange, name: "Tab two"))))
            #expect(stale.status == .preconditionFailed)
            #expect(stale.body.string.contains("Tab one"))
            #expect(try await t.request(ExchangeRoute.exchange(id), token: world.organiser.token).decode(Exchange.self).name == "Tab one")
        }
    }

    @Test func exclusionsChangedBeforeTheDrawAreHonouredByIt() async throws {
        try await withSatchel { t in
            let world = try await Self.undrawn(t, size: 4)
            let id = world.exchange.id
            let (a, b) = (world.members[0].user.id, world.members[1].user.id)
            let res = try await t.request(ExchangeRoute.updateExchange(id), token: world.organiser.token,
                                          json: Self.change(world.exchange, exclusions: [ExchangeExclusion(a: a, b: b)]))
            #expect(res.status == .ok, "\(res.body.string)")
            #expect(try res.decode(Exchange.self).exclusions?.count == 1)
            for _ in 0..<8 {
                _ = try await t.request(ExchangeRoute.draw(id), token: world.organiser.token)
                let pairs = try await SecretSantaPrivacyTests.pairs(t, id)
                #expect(pairs[a] != b && pairs[b] != a)
                // Undo the draw to draw again.
                let exchange = try #require(try await GiftExchangeRecord.find(id, on: t.app.db))
                exchange.drawnAt = nil
                try await exchange.update(on: t.app.db)
            }
        }
    }

    @Test func aRuleChangedAfterTheDrawIsRefusedAndThePairsStay() async throws {
        try await withSatchel { t in
            let world = try await SecretSantaPrivacyTests.world(t, size: 4)
            let id = world.exchange.id
            let before = try await SecretSantaPrivacyTests.pairs(t, id)
            let (a, b) = (world.members[0].user.id, world.members[1].user.id)
            let res = try await t.request(ExchangeRoute.updateExchange(id), token: world.organiser.token,
                                          json: Self.change(world.exchange, exclusions: [ExchangeExclusion(a: a, b: b)]))
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("exclusions"))
            #expect(try await SecretSantaPrivacyTests.pairs(t, id) == before)
            #expect(try await ExchangeExclusionRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func onlyTheOrganiserChangesOrAddsPeople() async throws {
        try await withSatchel { t in
            let world = try await Self.undrawn(t, size: 3)
            let id = world.exchange.id
            let member = world.members[0]
            #expect(try await t.request(ExchangeRoute.updateExchange(id), token: member.token,
                                        json: Self.change(world.exchange, name: "Mine now")).status == .forbidden)
            #expect(try await t.request(ExchangeRoute.addParticipants(id), token: member.token,
                                        json: ExchangeNewParticipants(userIds: [world.organiser.user.id])).status == .forbidden)
            let stranger = try await t.signUp("mallory")
            #expect(try await t.request(ExchangeRoute.updateExchange(id), token: stranger.token,
                                        json: Self.change(world.exchange, name: "Mine now")).status == .notFound)
        }
    }

    @Test func aFriendAddedBeforeTheDrawTakesPartAndIsTold() async throws {
        try await withSatchel { t in
            let world = try await Self.undrawn(t, size: 3)
            let newcomer = try await t.signUp("nils")
            try await t.befriend(world.organiser, newcomer)
            let res = try await t.request(ExchangeRoute.addParticipants(world.exchange.id), token: world.organiser.token,
                                          json: ExchangeNewParticipants(userIds: [newcomer.user.id]))
            #expect(res.status == .ok, "\(res.body.string)")
            #expect(try res.decode(Exchange.self).participants.contains { $0.person.id == newcomer.user.id })
            let told = try await InboxNotification.query(on: t.app.db).filter(\.$user.$id == newcomer.user.id)
                .filter(\.$kind == ExchangeNotification.invited).count()
            #expect(told == 1)
        }
    }

    @Test func addingAStrangerOrNobodyNewIsRefused() async throws {
        try await withSatchel { t in
            let world = try await Self.undrawn(t, size: 3)
            let stranger = try await t.signUp("mallory")
            let id = world.exchange.id
            let res = try await t.request(ExchangeRoute.addParticipants(id), token: world.organiser.token,
                                          json: ExchangeNewParticipants(userIds: [stranger.user.id]))
            #expect(res.status == .unprocessableEntity)
            let again = try await t.request(ExchangeRoute.addParticipants(id), token: world.organiser.token,
                                            json: ExchangeNewParticipants(userIds: [world.members[0].user.id]))
            #expect(again.status == .unprocessableEntity)
            #expect(try await ExchangeMemberRecord.query(on: t.app.db).count() == 4)
        }
    }

    @Test(arguments: [31, 32, 33, 34, 35] as [UInt64])
    func aFriendAddedAfterTheDrawStepsIntoOnePairAndOnlyThatGiverIsTold(seed: UInt64) async throws {
        try await withSatchel { t in
            var rng = SplitMix64(state: seed)
            let size = Int.random(in: 3...6, using: &rng)
            // A random exclusion among the first friends keeps the draw honest about rules.
            let world = try await SecretSantaPrivacyTests.world(t, size: size) { ids in [ExchangeExclusion(a: ids[0], b: ids[1])] }
            let id = world.exchange.id
            let before = try await SecretSantaPrivacyTests.pairs(t, id)
            let count = Int.random(in: 1...2, using: &rng)
            var newcomers: [SessionResponse] = []
            for i in 0..<count {
                let n = try await t.signUp("nils\(i)")
                try await t.befriend(world.organiser, n)
                newcomers.append(n)
            }
            try await Self.readAll(t, world)
            let res = try await t.request(ExchangeRoute.addParticipants(id), token: world.organiser.token,
                                          json: ExchangeNewParticipants(userIds: newcomers.map(\.user.id)))
            #expect(res.status == .ok, "\(res.body.string)")
            let after = try await SecretSantaPrivacyTests.pairs(t, id)
            let everyone = Set(before.keys).union(newcomers.map(\.user.id))
            #expect(Set(after.keys) == everyone && Set(after.values) == everyone)
            #expect(after.allSatisfy { $0.key != $0.value })
            let (a, b) = (world.members[0].user.id, world.members[1].user.id)
            #expect(after[a] != b && after[b] != a, "seed \(seed): the exclusion broken")
            let changed = Set(before.keys.filter { after[$0] != before[$0] })
            #expect(changed.count <= count, "seed \(seed): \(changed.count) old givers changed for \(count) newcomers")
            for person in [world.organiser] + world.members {
                #expect(try await Self.unread(t, person) == (changed.contains(person.user.id) ? 1 : 0), "seed \(seed): \(person.user.username)")
            }
            for n in newcomers {
                #expect(try await t.request(ExchangeRoute.assignment(id), token: n.token).status == .ok)
            }
        }
    }

    @Test func ofTwoDrawsAtOnceOneDrawsAndTheOtherIsRefused() async throws {
        try await withSatchel { t in
            let world = try await Self.undrawn(t, size: 5)
            let id = world.exchange.id
            let organiser = world.organiser.user.id
            let context = t.context
            let outcomes = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<2 {
                    group.addTask {
                        do {
                            _ = try await context.exchanges.draw(id, organiser: organiser)
                            return true
                        } catch let error as AppError where error.kind == .conflict {
                            return false
                        }
                    }
                }
                return try await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 1 && outcomes.count == 2)
            let drawn = try await InboxNotification.query(on: t.app.db).filter(\.$kind == ExchangeNotification.drawn).count()
            #expect(drawn == 6)
        }
    }

    @Test func theExportCarriesWhomIGiveToWithoutMarkingItSeen() async throws {
        try await withSatchel { t in
            let world = try await SecretSantaPrivacyTests.world(t, size: 3)
            let me = world.members[0]
            let pairs = try await SecretSantaPrivacyTests.pairs(t, world.exchange.id)
            let res = try await t.request(.exportData, token: me.token)
            #expect(res.status == .ok)
            let body = res.body.string
            #expect(body.contains("\"youGiveTo\""))
            let receiver = try #require(pairs[me.user.id])
            #expect(body.contains(receiver.uuidString))
            let row = try #require(try await ExchangeMemberRecord.query(on: t.app.db).filter(\.$person.$id == me.user.id).first())
            #expect(row.seenAt == nil)
        }
    }

    // MARK: web

    @Test func theEditFormSavesAndAFormFromAnOldPageShowsBothVersions() async throws {
        try await withSatchel { t in
            let world = try await Self.undrawn(t, size: 3)
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-in", ["login": "olga", "password": "correct horse battery"])
            let edit = ExchangePath.edit(world.exchange.id).path
            let page = try await browser.get(edit)
            #expect(page.status == .ok)
            var fields = try #require(Browser.form(edit, in: page.body.string))
            fields["name"] = "Family Christmas"
            let saved = try await browser.post(edit, fields, from: edit)
            #expect(saved.status == .seeOther, "\(saved.body.string)")
            // The same old page saved again: the conflict page keeps what was typed.
            fields["name"] = "Office party"
            let stale = try await browser.post(edit, fields, from: edit)
            #expect(stale.status == .conflict)
            #expect(stale.body.string.contains("Office party") && stale.body.string.contains("Family Christmas"))
            #expect(try await t.request(ExchangeRoute.exchange(world.exchange.id), token: world.organiser.token)
                .decode(Exchange.self).name == "Family Christmas")
        }
    }

    @Test func theOrganiserAddsAFriendFromTheExchangePage() async throws {
        try await withSatchel { t in
            let world = try await Self.undrawn(t, size: 3)
            let newcomer = try await t.signUp("nils", name: "Nils Holgersson")
            try await t.befriend(world.organiser, newcomer)
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-in", ["login": "olga", "password": "correct horse battery"])
            let page = ExchangePath.exchange(world.exchange.id).path
            #expect(try await browser.get(page).body.string.contains("Nils Holgersson"))
            let res = try await browser.post(ExchangePath.add(world.exchange.id).path, ["userIds[]": newcomer.user.id.uuidString], from: page)
            #expect(res.status == .seeOther, "\(res.body.string)")
            #expect(try await ExchangeMemberRecord.query(on: t.app.db).filter(\.$person.$id == newcomer.user.id).count() == 1)
        }
    }
}
