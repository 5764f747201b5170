import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
@testable import Eats
import Testing
import Vapor
import VaporTesting

/// Suggested fixes over the API, the queue across places and the moderators' page (issue 42).
@Suite("Suggested fixes: API and queue")
struct FactSuggestionAPITests {
    /// `session` made a moderator (an administrator).
    static func moderator(_ t: TestContext, _ session: SessionResponse) async throws {
        try await User.query(on: t.app.db).filter(\.$id == session.user.id).set(\.$isAdmin, to: true).update()
        t.context.changed("users", .user(session.user.id))
    }

    static func suggest(_ t: TestContext, _ place: UUID, _ draft: FactSuggestionDraft, by s: SessionResponse) async throws -> FactSuggestion {
        let res = try await t.request(FactSuggestionRoute.suggest(restaurant: place), token: s.token, json: draft)
        #expect(res.status == .created, "\(res.body.string)")
        return try res.decode(FactSuggestion.self)
    }

    static func review(_ t: TestContext, _ route: FactSuggestionRoute, by s: SessionResponse, ifMatch: String? = nil) async throws -> TestingHTTPResponse {
        var headers: HTTPHeaders = [:]
        if let ifMatch { headers.add(name: .ifMatch, value: ifMatch) }
        return try await t.request(.POST, route.path, token: s.token, headers: headers)
    }

    @Test func unreadableHoursAreAProblemNamingTheOpeningHoursField() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), ben = try await t.signUp("ben")
            let kuu = try await t.addRestaurant("Kuu", by: ada, hours: "Mo-Fr 11:00-22:00")
            let res = try await t.request(FactSuggestionRoute.suggest(restaurant: kuu.id), token: ben.token,
                                          json: FactSuggestionDraft(openingHours: "Mo-Fr 11:00 to late"))
            #expect(res.status == .unprocessableEntity)
            let problem = try res.decode(Problem.self)
            #expect(problem.errors?.first?.field == "openingHours")
            #expect(problem.errors?.first?.message.contains("cannot be read") == true)
        }
    }

    @Test func aContributorsQueueHoldsTheirPlacesAndAModeratorsEveryPlaceNewestFirst() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), cy = try await t.signUp("cy"), ben = try await t.signUp("ben")
            let root = try await t.signUp("root")
            try await Self.moderator(t, root)
            let kuu = try await t.addRestaurant("Kuu", by: ada), sol = try await t.addRestaurant("Sol", by: cy)
            let first = try await Self.suggest(t, kuu.id, FactSuggestionDraft(phone: "+358 9 123 4567"), by: ben)
            t.clock.advance(by: 60)
            let second = try await Self.suggest(t, sol.id, FactSuggestionDraft(website: "https://sol.example"), by: ben)
            let adas = try await t.request(FactSuggestionRoute.queue, token: ada.token).decode(SatchelAPI.Page<FactSuggestion>.self)
            #expect(adas.items.map(\.id) == [first.id])
            let page1 = try await t.request(FactSuggestionRoute.queue, token: root.token, query: "?limit=1").decode(SatchelAPI.Page<FactSuggestion>.self)
            #expect(page1.items.map(\.id) == [second.id])
            let cursor = try #require(page1.nextCursor)
            let page2 = try await t.request(FactSuggestionRoute.queue, token: root.token, query: "?limit=1&cursor=\(cursor)")
                .decode(SatchelAPI.Page<FactSuggestion>.self)
            #expect(page2.items.map(\.id) == [first.id] && page2.nextCursor == nil)
            #expect(try await t.request(FactSuggestionRoute.queue, token: ben.token).decode(SatchelAPI.Page<FactSuggestion>.self).items.isEmpty)
        }
    }

    @Test func aReviewFromAnotherVersionIsRefusedWithTheSuggestionAsItIs() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), ben = try await t.signUp("ben")
            let kuu = try await t.addRestaurant("Kuu", by: ada, hours: "Mo-Fr 11:00-22:00")
            let sent = try await Self.suggest(t, kuu.id, FactSuggestionDraft(openingHours: "Mo-Su 10:00-23:00"), by: ben)
            let stale = try await Self.review(t, .accept(sent.id), by: ada, ifMatch: "\"\(sent.version + 1)\"")
            #expect(stale.status == .preconditionFailed)
            #expect(try stale.decode(ConflictProblem<FactSuggestion>.self).current.status == "open")
            let done = try await Self.review(t, .accept(sent.id), by: ada, ifMatch: "\"\(sent.version)\"")
            #expect(done.status == .ok)
            #expect(done.headers.first(name: .eTag) == "\"\(sent.version + 1)\"")
            #expect(try await RestaurantRecord.find(kuu.id, on: t.app.db)?.openingHours == "Mo-Su 10:00-23:00")
            #expect(try await Self.review(t, .refuse(sent.id), by: ada).status == .conflict)
        }
    }

    @Test func theSuggesterReadsTheOutcomeAndNobodyElseLearnsOfIt() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), ben = try await t.signUp("ben"), carl = try await t.signUp("carl")
            let kuu = try await t.addRestaurant("Kuu", by: ada)
            let sent = try await Self.suggest(t, kuu.id, FactSuggestionDraft(website: "https://kuu.example"), by: ben)
            #expect(try await t.request(FactSuggestionRoute.suggestion(sent.id), token: carl.token).status == .notFound)
            #expect(try await t.request(FactSuggestionRoute.placeSuggestions(restaurant: kuu.id), token: carl.token)
                .decode(SatchelAPI.Page<FactSuggestion>.self).items.isEmpty)
            #expect(try await Self.review(t, .refuse(sent.id), by: ada).status == .ok)
            let mine = try await t.request(FactSuggestionRoute.mine, token: ben.token).decode(SatchelAPI.Page<FactSuggestion>.self).items
            #expect(mine.map(\.status) == ["refused"])
            #expect(try await RestaurantRecord.find(kuu.id, on: t.app.db)?.website == nil)
        }
    }

    @Test func theReportQueueCannotReopenAPlaceClosedForGood() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), ben = try await t.signUp("ben"), root = try await t.signUp("root")
            try await Self.moderator(t, root)
            let kuu = try await t.addRestaurant("Kuu", by: ada)
            let sent = try await Self.suggest(t, kuu.id, FactSuggestionDraft(closed: true), by: ben)
            #expect(try await Self.review(t, .accept(sent.id), by: root).status == .ok)
            let restore = try await t.request(AdminReportRoute.restore(kuu.id), token: root.token)
            #expect(restore.status == .conflict)
            #expect(restore.body.string.contains("closed for good"))
            #expect(try await RestaurantRecord.find(kuu.id, on: t.app.db)?.hidden == true)
        }
    }

    @Test func showingAgainAPlaceClosedForGoodFromTheReportQueuePageSaysWhy() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), ben = try await t.signUp("ben")
            var root = Browser(t: t)
            _ = try await root.signUp("root")
            let rootID = try #require(try await User.query(on: t.app.db).filter(\.$username == "root").first()?.id)
            try await User.query(on: t.app.db).filter(\.$id == rootID).set(\.$isAdmin, to: true).update()
            t.context.changed("users", .user(rootID))
            let kuu = try await t.addRestaurant("Kuu", by: ada)
            let sent = try await Self.suggest(t, kuu.id, FactSuggestionDraft(closed: true), by: ben)
            _ = try await root.post("/eats/suggestions/\(sent.id.uuidString.lowercased())/accept", ["version": "1", "back": "queue"],
                                    from: SuggestionPages.queuePath)
            let res = try await root.post("/admin/reports/\(kuu.id.uuidString.lowercased())/restore", [:], from: "/admin/reports")
            #expect(res.status == .conflict)
            #expect(res.body.string.contains("closed for good by an accepted suggestion"))
        }
    }

    @Test func aModeratorRefusesWhatWaitsOnAPlaceClosedMeanwhile() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), ben = try await t.signUp("ben"), root = try await t.signUp("root")
            try await Self.moderator(t, root)
            let kuu = try await t.addRestaurant("Kuu", by: ada)
            let closing = try await Self.suggest(t, kuu.id, FactSuggestionDraft(closed: true), by: ben)
            let phone = try await Self.suggest(t, kuu.id, FactSuggestionDraft(phone: "+358 9 123 4567"), by: ben)
            #expect(try await Self.review(t, .accept(closing.id), by: root).status == .ok)
            let queued = try await t.request(FactSuggestionRoute.queue, token: root.token).decode(SatchelAPI.Page<FactSuggestion>.self)
            #expect(queued.items.map(\.id) == [phone.id])
            #expect(try await Self.review(t, .refuse(phone.id), by: root).status == .ok)
        }
    }

    @Test func theQueuePageShowsOldAndNewAndAnAcceptReturnsToIt() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let created = try await ada.post("/eats/new", ["name": "Kuu", "kind": "restaurant", "latitude": "60.16952", "longitude": "24.93545",
                                                           "openingHours": "Mo-Fr 11:00-22:00"])
            #expect(created.status == .seeOther || created.status == .found)
            let kuu = try #require(try await RestaurantRecord.query(on: t.app.db).first()?.id)
            let ben = try await t.signUp("ben")
            let sent = try await Self.suggest(t, kuu, FactSuggestionDraft(openingHours: "Mo-Su 10:00-23:00"), by: ben)
            #expect(try await ada.get("/eats?near=60.16952,24.93545").body.string.contains("To review (1)"))
            #expect(try await ada.get(EatsPath.dishSearch.path + "?near=60.16952,24.93545").body.string.contains("To review (1)"))
            let page = try await ada.get(SuggestionPages.queuePath).body.string
            #expect(page.contains("Mo-Fr 11:00-22:00 → Mo-Su 10:00-23:00"))
            let done = try await ada.post("/eats/suggestions/\(sent.id.uuidString.lowercased())/accept", ["version": "1", "back": "queue"],
                                          from: SuggestionPages.queuePath)
            #expect(done.headers.first(name: .location)?.hasPrefix(SuggestionPages.queuePath) == true)
            #expect(try await ada.get(SuggestionPages.queuePath).body.string.contains("No suggestions are waiting for you."))
        }
    }
}
