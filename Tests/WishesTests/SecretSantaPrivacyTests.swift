import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor
import VaporTesting

/// Nobody but the giver learns a pair: every page and API answer of the organiser and of the
/// other members is the same whichever way the others' pairs are drawn.
@Suite("Secret Santa: only the giver learns a pair (property)")
struct SecretSantaPrivacyTests {
    /// A world: an organiser with friends, an exchange among them, drawn.
    struct World {
        var organiser: SessionResponse
        var members: [SessionResponse]
        var exchange: Exchange
        func session(_ id: UUID) -> SessionResponse { ([organiser] + members).first { $0.user.id == id }! }
    }

    static func world(_ t: TestContext, size: Int, organiserTakesPart: Bool = true, exclusions: (([UUID]) -> [ExchangeExclusion])? = nil) async throws -> World {
        let organiser = try await t.signUp("olga")
        var friends: [SessionResponse] = []
        for i in 0..<size {
            let friend = try await t.signUp("santa\(i)")
            try await t.befriend(organiser, friend)
            friends.append(friend)
        }
        let ids = friends.map(\.user.id) + (organiserTakesPart ? [organiser.user.id] : [])
        let res = try await t.request(ExchangeRoute.createExchange, token: organiser.token,
                                      json: ExchangeDraft(name: "Christmas", budget: Price(amount: 30000, currency: "SEK"), date: "2099-12-24",
                                                          userIds: friends.map(\.user.id), includeMe: organiserTakesPart,
                                                          exclusions: exclusions?(ids)))
        #expect(res.status == .created, "\(res.body.string)")
        let exchange = try res.decode(Exchange.self)
        let drawn = try await t.request(ExchangeRoute.draw(exchange.id), token: organiser.token)
        #expect(drawn.status == .ok, "\(drawn.body.string)")
        return World(organiser: organiser, members: friends, exchange: try drawn.decode(Exchange.self))
    }

    static func pairs(_ t: TestContext, _ exchange: UUID) async throws -> [UUID: UUID] {
        let rows = try await ExchangeMemberRecord.query(on: t.app.db).filter(\.$exchange.$id == exchange).all()
        return Dictionary(uniqueKeysWithValues: rows.compactMap { row in row.receiverID.map { (row.$person.id, $0) } })
    }

    /// Everything `viewer` can ask about the exchange, as raw answers (the CSRF secret aside).
    static func views(_ t: TestContext, _ viewer: SessionResponse, _ exchange: UUID) async throws -> [String: String] {
        var views: [String: String] = [:]
        let routes: [(String, any TypedRoute)] = [
            ("exchanges", ExchangeRoute.exchanges), ("exchange", ExchangeRoute.exchange(exchange)), ("questions", ExchangeRoute.questions(exchange)),
            ("assignment", ExchangeRoute.assignment(exchange)), ("notifications", APIRoute.notifications), ("unread", APIRoute.unreadCount),
            ("export", APIRoute.exportData),
        ]
        for (name, route) in routes {
            let res = try await t.request(route, token: viewer.token)
            // When the export was made and the session last used move with the clock, not with any pair.
            views[name] = "\(res.status.code) " + res.body.string.replacing(/"(exportedAt|lastUsedAt|expiresAt)":"[^"]*"/, with: "")
        }
        for page in ["/wishes/exchanges", ExchangePath.exchange(exchange).path, "/notifications", "/wishes/lists"] {
            var headers: HTTPHeaders = ["Accept": "text/html"]
            headers.bearerAuthorization = BearerAuthorization(token: viewer.token)
            let res = try await t.request(.GET, page, headers: headers)
            views["page " + page] = "\(res.status.code) " + res.body.string
                .replacing(/name="_csrf" value="[^"]*"/, with: "")
                .replacing(/name="csrf-token" content="[^"]*"/, with: "")
        }
        return views
    }

    @Test(arguments: [21, 22, 23] as [UInt64])
    func nobodyButTheGiverLearnsAPairThroughAnyPageOrAnswer(seed: UInt64) async throws {
        try await withSatchel { t in
            var rng = SplitMix64(state: seed)
            let world = try await Self.world(t, size: Int.random(in: 4...6, using: &rng), organiserTakesPart: Bool.random(using: &rng))
            let id = world.exchange.id
            // Every giver looks and asks; every receiver answers.
            for member in world.exchange.participants {
                let session = world.session(member.person.id)
                _ = try await t.request(ExchangeRoute.assignment(id), token: session.token)
                let asked = try await t.request(ExchangeRoute.ask(id), token: session.token, json: ExchangeMessage(text: "What size?"))
                #expect(asked.status == .created)
            }
            for member in world.exchange.participants {
                let session = world.session(member.person.id)
                for q in try await t.request(ExchangeRoute.questions(id), token: session.token).decode([ExchangeQuestion].self)
                where q.direction == "received" {
                    _ = try await t.request(ExchangeRoute.answer(exchange: id, question: q.id), token: session.token,
                                            json: ExchangeMessage(text: "Medium"))
                }
            }
            // Whom each viewer gives to, and who gives to them, stay; two other givers swap.
            let everyone = [world.organiser] + world.members
            var swaps = 0
            for viewer in everyone {
                let pairs = try await Self.pairs(t, id)
                let others = pairs.keys.filter { $0 != viewer.user.id && pairs[$0] != viewer.user.id }.shuffled(using: &rng)
                guard let a = others.first(where: { g in others.contains { h in h != g && pairs[h] != g && pairs[g] != h } }),
                      let b = others.first(where: { $0 != a && pairs[$0] != a && pairs[a] != $0 })
                else { continue }
                let before = try await Self.views(t, viewer, id)
                swaps += 1
                for (giver, receiver) in [(a, pairs[b]!), (b, pairs[a]!)] {
                    let row = try await ExchangeMemberRecord.query(on: t.app.db).filter(\.$exchange.$id == id).filter(\.$person.$id == giver).first()!
                    row.receiverID = receiver
                    try await row.update(on: t.app.db)
                }
                let after = try await Self.views(t, viewer, id)
                for (name, view) in before {
                    #expect(after[name] == view, "seed \(seed): \(viewer.user.username)'s \(name) changed when others' pairs did")
                }
            }
            #expect(swaps > 0, "seed \(seed): no two others' pairs to swap")
            // No notification names a pair: none carries anyone but the organiser, nor more than the exchange's name.
            let notes = try await InboxNotification.query(on: t.app.db).filter(\.$kind ~~ ExchangeNotification.all).all()
            #expect(!notes.isEmpty)
            for note in notes {
                #expect(note.$actor.id == nil || note.$actor.id == world.organiser.user.id, "\(note.kind)")
                #expect(note.params == #"{"exchange":"Christmas"}"#, "\(note.kind): \(note.params)")
            }
        }
    }

    @Test func theOrganiserSeesWhoHasLookedButNoPair() async throws {
        try await withSatchel { t in
            let world = try await Self.world(t, size: 3, organiserTakesPart: false)
            let id = world.exchange.id
            _ = try await t.request(ExchangeRoute.assignment(id), token: world.members[0].token)
            let shown = try await t.request(ExchangeRoute.exchange(id), token: world.organiser.token).decode(Exchange.self)
            let seen = Dictionary(uniqueKeysWithValues: shown.participants.map { ($0.person.id, $0.seen) })
            #expect(seen[world.members[0].user.id] == true)
            #expect(seen[world.members[1].user.id] == false)
            // The organiser takes no part: there is nothing for them to read.
            #expect(try await t.request(ExchangeRoute.assignment(id), token: world.organiser.token).status == .notFound)
            // A member sees nobody's "seen".
            let member = try await t.request(ExchangeRoute.exchange(id), token: world.members[1].token).decode(Exchange.self)
            #expect(member.participants.allSatisfy { $0.seen == nil })
        }
    }

    @Test func theReceiverSeesAQuestionWithoutItsGiver() async throws {
        try await withSatchel { t in
            let world = try await Self.world(t, size: 3)
            let id = world.exchange.id
            let giver = world.members[0]
            let receiver = world.session(try await t.request(ExchangeRoute.assignment(id), token: giver.token).decode(ExchangeAssignment.self).receiver.id)
            _ = try await t.request(ExchangeRoute.ask(id), token: giver.token, json: ExchangeMessage(text: "What size?"))
            let questions = try await t.request(ExchangeRoute.questions(id), token: receiver.token)
            let received = try questions.decode([ExchangeQuestion].self).filter { $0.direction == "received" }
            #expect(received.map(\.text) == ["What size?"])
            #expect(!questions.body.string.contains(giver.user.id.uuidString) && !questions.body.string.lowercased().contains(giver.user.id.uuidString.lowercased()))
            var headers: HTTPHeaders = ["Accept": "text/html"]
            headers.bearerAuthorization = BearerAuthorization(token: receiver.token)
            let page = try await t.request(.GET, ExchangePath.exchange(id).path, headers: headers).body.string
            #expect(page.contains("Your Secret Santa asks: What size?"))
        }
    }

    @Test func aDrawHonoursTheExclusionsOrSaysWhoIsExcluded() async throws {
        try await withSatchel { t in
            let organiser = try await t.signUp("olga")
            var friends: [SessionResponse] = []
            for name in ["ann", "ben", "cy"] {
                let friend = try await t.signUp(name)
                try await t.befriend(organiser, friend)
                friends.append(friend)
            }
            let ann = friends[0].user.id
            let others = [organiser.user.id, friends[1].user.id, friends[2].user.id]
            let created = try await t.request(ExchangeRoute.createExchange, token: organiser.token,
                                              json: ExchangeDraft(name: "Office", budget: Price(amount: 2000, currency: "EUR"), date: "2099-12-20",
                                                                  userIds: friends.map(\.user.id),
                                                                  exclusions: others.map { ExchangeExclusion(a: ann, b: $0) }))
            let exchange = try created.decode(Exchange.self)
            let refused = try await t.request(ExchangeRoute.draw(exchange.id), token: organiser.token)
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.problem?.errors?.first?.field == "exclusions")
            #expect(refused.problem?.detail?.contains("Ann is excluded from everyone") == true, "\(refused.body.string)")
            #expect(try await Self.pairs(t, exchange.id).isEmpty)
        }
    }

    @Test func aLeaveBeforeTheDayRedrawsOnlyWhatMustChangeAndTellsOnlyThoseGivers() async throws {
        try await withSatchel { t in
            let world = try await Self.world(t, size: 6)
            let id = world.exchange.id
            let before = try await Self.pairs(t, id)
            // Someone not drawn both ways with their giver (then their giver could take their person).
            let leaver = world.members.first { m in before[m.user.id] != before.first { $0.value == m.user.id }!.key } ?? world.members[0]
            let leaving = leaver.user.id
            let giver = before.first { $0.value == leaving }!.key
            _ = try await t.request(.markAllNotificationsRead, token: world.organiser.token)
            for m in world.members { _ = try await t.request(.markAllNotificationsRead, token: m.token) }
            #expect(try await t.request(ExchangeRoute.leave(id), token: leaver.token).status == .noContent)
            let after = try await Self.pairs(t, id)
            #expect(Set(after.keys) == Set(before.keys).subtracting([leaving]))
            #expect(Set(after.values) == Set(after.keys) && after.allSatisfy { $0.key != $0.value })
            let changed = Set(after.keys.filter { after[$0] != before[$0] })
            if before[leaving] == giver {
                // Drawn both ways: their giver needs someone new, and one other giver swaps with them.
                #expect(changed.count == 2 && changed.contains(giver))
            } else {
                // No exclusions: their giver takes their person, nobody else changes.
                #expect(changed == [giver])
                #expect(after[giver] == before[leaving])
            }
            for person in ([world.organiser] + world.members).filter({ $0.user.id != leaving }) {
                let unread = try await t.request(.unreadCount, token: person.token).decode(UnreadCount.self).count
                #expect(unread == (changed.contains(person.user.id) ? 1 : 0), "\(person.user.username)")
            }
        }
    }

    @Test func aMemberWhoDeletesTheirAccountLeavesAsIfTheyHadLeft() async throws {
        try await withSatchel { t in
            let world = try await Self.world(t, size: 5)
            let id = world.exchange.id
            let before = try await Self.pairs(t, id)
            let leaver = world.members.first { m in before[m.user.id] != before.first { $0.value == m.user.id }!.key } ?? world.members[0]
            let giver = before.first { $0.value == leaver.user.id }!.key
            let res = try await t.request(.deleteAccount, token: leaver.token, json: AccountDeletion(password: "correct horse battery"))
            #expect(res.status == .noContent)
            let after = try await Self.pairs(t, id)
            #expect(Set(after.keys) == Set(before.keys).subtracting([leaver.user.id]))
            #expect(Set(after.values) == Set(after.keys) && after.allSatisfy { $0.key != $0.value })
            if before[leaver.user.id] != giver {
                #expect(after[giver] == before[leaver.user.id])
            }
            let assignment = try await t.request(ExchangeRoute.assignment(id), token: world.session(giver).token)
            #expect(assignment.status == .ok)
        }
    }

    @Test func afterTheDayNobodyLeavesAndNothingIsRedrawn() async throws {
        try await withSatchel { t in
            let world = try await Self.world(t, size: 3)
            let id = world.exchange.id
            let before = try await Self.pairs(t, id)
            let exchange = try await GiftExchangeRecord.find(id, on: t.app.db)!
            exchange.date = "2001-01-01"
            try await exchange.update(on: t.app.db)
            let res = try await t.request(ExchangeRoute.leave(id), token: world.members[0].token)
            #expect(res.status == .conflict)
            #expect(try await Self.pairs(t, id) == before)
        }
    }

    @Test func strangersGetNotFound() async throws {
        try await withSatchel { t in
            let world = try await Self.world(t, size: 3)
            let stranger = try await t.signUp("stranger")
            for route in [ExchangeRoute.exchange(world.exchange.id), .assignment(world.exchange.id), .questions(world.exchange.id)] {
                #expect(try await t.request(route, token: stranger.token).status == .notFound)
            }
            #expect(try await t.request(ExchangeRoute.exchanges, token: stranger.token).decode([Exchange].self).isEmpty)
        }
    }
}

/// The Secret Santa form on the web: refused input comes back beside its field, kept.
@Suite("Secret Santa pages")
struct SecretSantaPageTests {
    @Test func aRefusedNewSecretSantaKeepsWhatWasTypedAndSaysWhyBesideTheField() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            _ = try await browser.signUp("olga")
            _ = try await browser.get(ExchangePath.new.path)
            let res = try await browser.post(ExchangePath.exchanges.path,
                                             ["name": "Office party", "amount": "20", "currency": "EUR", "date": "2099-12-18", "includeMe": "on"],
                                             from: ExchangePath.new.path)
            #expect(res.status == .unprocessableEntity)
            let html = res.body.string
            #expect(html.contains(#"value="Office party""#))
            #expect(html.contains("A Secret Santa needs at least 3 people."))
            #expect(try await GiftExchangeRecord.query(on: t.app.db).count() == 0)
        }
    }
}
