import Foundation
import NIOCore
import SatchelAPI
import SatchelTesting
@testable import Eats
import Testing
import Vapor
import VaporTesting

/// "Where shall we eat?": who sees a poll, how votes count, which place wins and who is told.
@Suite("Where shall we eat? polls")
struct EatPollTests {
    /// Ann asks her friend Ben; Cat is Ann's friend too but not asked.
    struct World {
        var ann: SessionResponse
        var ben: SessionResponse
        var cat: SessionResponse
        var alba: Restaurant
        var berg: Restaurant
        var poll: EatPoll
    }

    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func world(_ t: TestContext, albaHours: String? = "Mo-Su 11:00-22:00") async throws -> World {
        t.clock.freeze(at: start)
        let ann = try await t.signUp("ann"), ben = try await t.signUp("ben"), cat = try await t.signUp("cat")
        try await t.befriend(ann, ben)
        try await t.befriend(ann, cat)
        let alba = try await t.addRestaurant("Alba", by: ann, hours: albaHours)
        let berg = try await t.addRestaurant("Berg", by: ann)
        let res = try await t.request(EatPollRoute.createPoll, token: ann.token,
                                      json: EatPollDraft(title: "Friday dinner", deadline: start.addingTimeInterval(3600),
                                                         userIds: [ben.user.id], restaurantIds: [alba.id, berg.id]))
        #expect(res.status == .created, "\(res.body.string)")
        return World(ann: ann, ben: ben, cat: cat, alba: alba, berg: berg, poll: try res.decode(EatPoll.self))
    }

    @discardableResult
    static func vote(_ t: TestContext, _ w: World, _ who: SessionResponse, _ places: [UUID]) async throws -> EatPoll {
        let res = try await t.request(EatPollRoute.vote(w.poll.id), token: who.token, json: EatPollVotes(restaurantIds: places))
        #expect(res.status == .ok, "\(res.body.string)")
        return try res.decode(EatPoll.self)
    }

    static func inbox(_ t: TestContext, _ who: SessionResponse, kind: String) async throws -> [NotificationItem] {
        try await t.request(.notifications, token: who.token).decode(SatchelAPI.Page<NotificationItem>.self).items.filter { $0.kind == kind }
    }

    @Test func aFriendNotAskedFindsNoPollAnywhereExactlyAsIfThereWereNone() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            let none = UUID()
            for (route, missing) in [(EatPollRoute.poll(w.poll.id), EatPollRoute.poll(none)), (.close(w.poll.id), .close(none))] as [(EatPollRoute, EatPollRoute)] {
                let probe = try await t.request(route, token: w.cat.token)
                let absent = try await t.request(missing, token: w.cat.token)
                #expect(probe.status == .notFound)
                #expect(probe.body.string.replacingOccurrences(of: w.poll.id.uuidString.lowercased(), with: "")
                        == absent.body.string.replacingOccurrences(of: none.uuidString.lowercased(), with: ""))
            }
            let vote = try await t.request(EatPollRoute.vote(w.poll.id), token: w.cat.token, json: EatPollVotes(restaurantIds: [w.alba.id]))
            #expect(vote.status == .notFound)
            #expect(try await t.request(EatPollRoute.polls, token: w.cat.token).decode([EatPoll].self).isEmpty)
            #expect(try await t.request(EatPollRoute.polls, token: w.ben.token).decode([EatPoll].self).map(\.id) == [w.poll.id])
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-in", ["login": "cat", "password": "correct horse battery"])
            #expect(try await browser.get(EatPollPath.poll(w.poll.id).path).status == .notFound)
        }
    }

    @Test func anInviteeIsToldOfThePoll() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            let told = try await Self.inbox(t, w.ben, kind: EatPollNotification.invited)
            #expect(told.count == 1)
            #expect(told.first?.text.contains("Friday dinner") == true)
            #expect(told.first?.link == EatPollPath.poll(w.poll.id).path)
            #expect(try await Self.inbox(t, w.cat, kind: EatPollNotification.invited).isEmpty)
        }
    }

    @Test func aVoteReplacesThePersonsWholeYesSetAndRepeatingItChangesNothing() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            try await Self.vote(t, w, w.ann, [w.alba.id])
            try await Self.vote(t, w, w.ben, [w.alba.id, w.berg.id])
            try await Self.vote(t, w, w.ben, [w.berg.id])
            let poll = try await Self.vote(t, w, w.ben, [w.berg.id])
            #expect(poll.candidates.map(\.yes) == [1, 1])
            #expect(poll.candidates.map { $0.voters.map(\.username) } == [["ann"], ["ben"]])
            #expect(poll.myYes == [w.berg.id])
        }
    }

    @Test func aVoteForAPlaceOutsideThePollIsRefusedAndChangesNothing() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            try await Self.vote(t, w, w.ben, [w.alba.id])
            let res = try await t.request(EatPollRoute.vote(w.poll.id), token: w.ben.token, json: EatPollVotes(restaurantIds: [UUID()]))
            #expect(res.status == .unprocessableEntity)
            #expect(res.problem?.errors?.first?.field == "restaurantIds")
            #expect(try await t.request(EatPollRoute.poll(w.poll.id), token: w.ben.token).decode(EatPoll.self).myYes == [w.alba.id])
        }
    }

    @Test func aTieGoesToThePlaceWhoseDishesRankBetter() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            let dish = try await t.addDish("Smoked salmon", to: w.berg.id, by: w.cat)
            try await t.rate(dish.summary.id, 5, by: w.cat)
            try await Self.vote(t, w, w.ann, [w.alba.id])
            try await Self.vote(t, w, w.ben, [w.berg.id])
            let res = try await t.request(EatPollRoute.close(w.poll.id), token: w.ann.token)
            #expect(res.status == .ok, "\(res.body.string)")
            #expect(try res.decode(EatPoll.self).winner?.restaurantId == w.berg.id)
        }
    }

    @Test func aTieBetweenEquallyRankedPlacesGoesToTheNameFirstInOrder() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            try await Self.vote(t, w, w.ann, [w.berg.id])
            try await Self.vote(t, w, w.ben, [w.alba.id])
            let poll = try await t.request(EatPollRoute.close(w.poll.id), token: w.ann.token).decode(EatPoll.self)
            #expect(poll.winner?.restaurantId == w.alba.id)
        }
    }

    @Test func theMostYesWinsOverABetterRankedPlace() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            let dish = try await t.addDish("Smoked salmon", to: w.berg.id, by: w.cat)
            try await t.rate(dish.summary.id, 5, by: w.cat)
            try await Self.vote(t, w, w.ann, [w.alba.id, w.berg.id])
            try await Self.vote(t, w, w.ben, [w.alba.id])
            let poll = try await t.request(EatPollRoute.close(w.poll.id), token: w.ann.token).decode(EatPoll.self)
            #expect(poll.winner?.restaurantId == w.alba.id)
        }
    }

    @Test func onlyTheCreatorEndsVotingEarly() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            let res = try await t.request(EatPollRoute.close(w.poll.id), token: w.ben.token)
            #expect(res.status == .forbidden)
            #expect(try await t.request(EatPollRoute.poll(w.poll.id), token: w.ben.token).decode(EatPoll.self).closedAt == nil)
        }
    }

    @Test func aVoteAfterTheDeadlineIsRefusedBeforeTheJobHasRun() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            t.clock.advance(by: 3601)
            let res = try await t.request(EatPollRoute.vote(w.poll.id), token: w.ben.token, json: EatPollVotes(restaurantIds: [w.alba.id]))
            #expect(res.status == .conflict)
        }
    }

    @Test func twoJobRunsAtOnceAfterTheDeadlineCloseThePollOnceAndTellEachPersonOnce() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            try await Self.vote(t, w, w.ben, [w.berg.id])
            #expect(try await t.context.eatPolls.closeDue() == 0)
            t.clock.advance(by: 3600)
            let context = t.context
            async let first = context.eatPolls.closeDue()
            async let second = context.eatPolls.closeDue()
            #expect(try await first + second == 1)
            #expect(try await context.eatPolls.closeDue() == 0)
            for person in [w.ann, w.ben] {
                #expect(try await Self.inbox(t, person, kind: EatPollNotification.decided).count == 1)
            }
            #expect(try await Self.inbox(t, w.cat, kind: EatPollNotification.decided).isEmpty)
            let poll = try await t.request(EatPollRoute.poll(w.poll.id), token: w.ben.token).decode(EatPoll.self)
            #expect(poll.closedAt == Self.start.addingTimeInterval(3600))
            #expect(poll.winner?.restaurantId == w.berg.id)
        }
    }

    @Test func twoServersOnOneDatabaseClosingAtOnceDecideThePollOnce() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            try await Self.vote(t, w, w.ben, [w.alba.id])
            t.clock.advance(by: 3600)
            try await withSecondInstance(of: t) { other in
                // Straight to the service, past the job's cluster lock: the conditional write alone decides.
                let here = t.context, there = other.context
                async let first = here.eatPolls.closeDue()
                async let second = there.eatPolls.closeDue()
                let total = try await first + second
                #expect(total == 1)
            }
            for person in [w.ann, w.ben] {
                #expect(try await Self.inbox(t, person, kind: EatPollNotification.decided).count == 1)
            }
        }
    }

    @Test func theResultTellsThePlaceItsHoursThatDayAndLeadsToItsMap() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            try await Self.vote(t, w, w.ben, [w.alba.id])
            t.clock.advance(by: 3600)
            try await t.context.eatPolls.closeDue()
            let told = try #require(try await Self.inbox(t, w.ben, kind: EatPollNotification.decided).first)
            #expect(told.text == "“Friday dinner”: you eat at Alba. Open 11:00–22:00 that day.")
            #expect(told.link == "/eats/restaurants/" + w.alba.id.uuidString.lowercased())
            let poll = try await t.request(EatPollRoute.poll(w.poll.id), token: w.ben.token).decode(EatPoll.self)
            #expect(poll.winner?.hours == ["11:00–22:00"])
            #expect(poll.winner?.latitude == w.alba.latitude)
        }
    }

    @Test func aWinnerWithoutKnownHoursSaysSo() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t, albaHours: nil)
            try await Self.vote(t, w, w.ben, [w.alba.id])
            _ = try await t.request(EatPollRoute.close(w.poll.id), token: w.ann.token)
            let told = try #require(try await Self.inbox(t, w.ben, kind: EatPollNotification.decided).first)
            #expect(told.text == "“Friday dinner”: you eat at Alba. Its hours that day are not known.")
        }
    }

    @Test func aPollNeedsTwoPlacesAndAFriendToAsk() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            let stranger = try await t.signUp("dan")
            let res = try await t.request(EatPollRoute.createPoll, token: w.ann.token,
                                          json: EatPollDraft(title: "Lunch", deadline: Self.start.addingTimeInterval(60),
                                                             userIds: [stranger.user.id], restaurantIds: [w.alba.id]))
            #expect(res.status == .unprocessableEntity)
            #expect(Set(res.problem?.errors?.map(\.field) ?? []) == ["userIds", "restaurantIds"])
        }
    }

    // MARK: the pages

    /// Posts a form with repeated fields (`restaurantIds[]` once per ticked box), as a browser does.
    static func post(_ browser: inout Browser, _ path: String, _ fields: [(String, String)], from page: String) async throws -> TestingHTTPResponse {
        let form = try await browser.get(page)
        var headers = browser.headers()
        headers.contentType = .urlEncodedForm
        let body = ([("_csrf", Browser.csrf(in: form.body.string))] + fields).map { name, value in
            name + "=" + (value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        }.joined(separator: "&")
        let res = try await browser.t.request(.POST, path, headers: headers, body: ByteBuffer(string: body))
        browser.keep(res)
        return res
    }

    @Test func theNewPollFormFindsPlacesByNameAndKeepsWhatWasTyped() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-in", ["login": "ann", "password": "correct horse battery"])
            let res = try await Self.post(&browser, EatPollPath.polls.path,
                                          [("title", "Sunday lunch"), ("userIds[]", w.ben.user.id.uuidString),
                                           ("restaurantIds[]", w.alba.id.uuidString), ("q", "Ber"), ("step", "search")],
                                          from: EatPollPath.new.path)
            #expect(res.status == .ok)
            let page = res.body.string
            #expect(page.contains("value=\"Sunday lunch\""))
            #expect(page.contains("value=\"\(w.ben.user.id.uuidString)\" checked"))
            #expect(page.contains("value=\"\(w.alba.id.uuidString)\" checked"))
            #expect(page.contains("value=\"\(w.berg.id.uuidString)\"/>"))
            #expect(try await t.request(EatPollRoute.polls, token: w.ann.token).decode([EatPoll].self).count == 1)
        }
    }

    @Test func theNewPollFormOffersThePlacesNearWhereTheViewerLastLookedInEats() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-in", ["login": "ann", "password": "correct horse battery"])
            _ = try await browser.get("/eats?near=\(helsinki.latitude),\(helsinki.longitude)")
            let res = try await Self.post(&browser, EatPollPath.polls.path, [("title", "Sunday lunch"), ("step", "nearby")],
                                          from: EatPollPath.new.path)
            #expect(res.status == .ok)
            #expect(res.body.string.contains("value=\"\(w.alba.id.uuidString)\"/>"))
            #expect(res.body.string.contains("value=\"\(w.berg.id.uuidString)\"/>"))
        }
    }

    @Test func thePollPageSavesTheViewersYesBoxesAndShowsWhoSaidYes() async throws {
        try await withSatchel { t in
            let w = try await Self.world(t)
            try await Self.vote(t, w, w.ann, [w.berg.id])
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-in", ["login": "ben", "password": "correct horse battery"])
            let path = EatPollPath.poll(w.poll.id).path
            let saved = try await Self.post(&browser, EatPollPath.votes(w.poll.id).path,
                                            [("restaurantIds[]", w.alba.id.uuidString), ("restaurantIds[]", w.berg.id.uuidString)], from: path)
            #expect(saved.status == .seeOther)
            let page = try await browser.get(path).body.string
            #expect(page.contains("2 yes · Ann, Ben"))
            #expect(page.contains("1 yes · Ben"))
            let poll = try await t.request(EatPollRoute.poll(w.poll.id), token: w.ben.token).decode(EatPoll.self)
            #expect(Set(poll.myYes) == [w.alba.id, w.berg.id])
        }
    }
}
