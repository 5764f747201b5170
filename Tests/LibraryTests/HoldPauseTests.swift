import Fluent
import Foundation
@testable import Library
import SatchelAPI
import SatchelCore
import SatchelTesting
import Testing
import VaporTesting

/// Pausing a hold keeps its place while copies pass it by; pauses end at the start of a day
/// where the patron is, and 365 days of pauses in a row end the hold.
@Suite("Pausing holds")
struct HoldPauseTests {
    /// 2027-01-15 00:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_800_000_000 - 8 * 3600)

    /// The scene most pause rules need: one copy lent to Ada (card 1001), and holds placed in
    /// order by the people named in `holding` (cards 1002, 1003, …); `others` get cards only.
    struct OneCopyOut {
        let library: TestLibrary
        let title: UUID
        let ada: SessionResponse
        let loan: Loan
        let people: [String: SessionResponse]
        let holds: [String: Hold]

        static func make(_ t: TestContext, loanDays: Int = 21, holding: [String], others: [String] = []) async throws -> OneCopyOut {
            let library = try await TestLibrary.make(t, loanDays: loanDays)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            var people: [String: SessionResponse] = [:]
            for (index, name) in (holding + others).enumerated() {
                people[name] = try await t.patron(name, at: library, card: String(1002 + index))
            }
            let loan = try await t.borrow(title, as: ada).decode(Loan.self)
            var holds: [String: Hold] = [:]
            for name in holding {
                holds[name] = try await t.request(LibraryRoute.placeHold(title), token: people[name]!.token).decode(Hold.self)
            }
            return OneCopyOut(library: library, title: title, ada: ada, loan: loan, people: people, holds: holds)
        }

        subscript(name: String) -> SessionResponse { people[name]! }
    }

    func holds(_ t: TestContext, _ library: TestLibrary, _ session: SessionResponse) async throws -> [Hold] {
        try await t.request(LibraryRoute.holds(library.id), token: session.token).decode([Hold].self)
    }

    func pause(_ t: TestContext, _ hold: UUID, _ request: PauseRequest, as session: SessionResponse) async throws -> TestingHTTPResponse {
        try await t.request(LibraryShelfRoute.pauseHold(hold), token: session.token, json: request)
    }

    func hold(_ t: TestContext, _ title: UUID, as session: SessionResponse) async throws -> Hold {
        try await t.request(LibraryRoute.placeHold(title), token: session.token).decode(Hold.self)
    }

    @Test func aPausedFirstHoldIsPassedOverKeepsItsPlaceAndGetsTheNextCopyAfterResuming() async throws {
        try await withSatchel { t in
            let scene = try await OneCopyOut.make(t, holding: ["bob", "cyd"], others: ["dan"])
            let (library, title, ada, loan) = (scene.library, scene.title, scene.ada, scene.loan)
            let (bob, cy, dan, bobs) = (scene["bob"], scene["cyd"], scene["dan"], scene.holds["bob"]!)
            let paused = try await pause(t, bobs.id, PauseRequest(days: 14), as: bob)
            #expect(paused.status == .ok, "\(paused.body.string)")
            _ = try await hold(t, title, as: dan)
            _ = try await t.request(LibraryRoute.returnLoan(loan.id), token: ada.token)
            // The copy passed Bob by; he keeps the first place.
            #expect(try await holds(t, library, cy).first?.state == "ready")
            let bobNow = try #require(try await holds(t, library, bob).first)
            #expect(bobNow.state == "waiting" && bobNow.position == 1 && bobNow.pausedUntil != nil)
            let dans = try #require(try await holds(t, library, dan).first)
            // Cy's hold is ready: Dan waits behind Bob, who is paused.
            #expect(dans.position == 2 && dans.pausedAhead == 1)
            let cysLoan = try await t.borrow(title, as: cy).decode(Loan.self)
            let resumed = try await t.request(LibraryShelfRoute.resumeHold(bobs.id), token: bob.token)
            #expect(resumed.status == .ok)
            #expect(try resumed.decode(Hold.self).pausedUntil == nil)
            _ = try await t.request(LibraryRoute.returnLoan(cysLoan.id), token: cy.token)
            // First come, first served again: Bob before Dan, who came later.
            #expect(try await holds(t, library, bob).first?.state == "ready")
            #expect(try await holds(t, library, dan).first?.state == "waiting")
        }
    }

    @Test func aPauseEndsByTheJobAtTheStartOfTheChosenDayWhereThePatronIs() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let scene = try await OneCopyOut.make(t, holding: ["bob"])
            let (library, bob, bobs) = (scene.library, scene["bob"], scene.holds["bob"]!)
            _ = try await t.request(.updateMe, token: bob.token, json: ProfileUpdate(timeZone: "Europe/Stockholm"))
            let paused = try await pause(t, bobs.id, PauseRequest(until: "2027-01-20"), as: bob).decode(Hold.self)
            // Midnight in Stockholm is 23:00 UTC the day before.
            let resumesAt = Self.start.addingTimeInterval(4 * 86_400 + 23 * 3600)
            #expect(paused.pausedUntil == resumesAt)
            t.clock.freeze(at: resumesAt.addingTimeInterval(-60))
            try await t.context.lendingJobs.runOnce()
            #expect(try await holds(t, library, bob).first?.pausedUntil != nil)
            t.clock.freeze(at: resumesAt)
            try await t.context.lendingJobs.runOnce()
            let after = try #require(try await holds(t, library, bob).first)
            #expect(after.pausedUntil == nil && after.state == "waiting" && after.position == 1)
            let inbox = try await t.request(.notifications, token: bob.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.first?.kind == LibraryNotification.holdResumed)
        }
    }

    @Test func aPauseThatResumesWhenACopyIsFreeMakesTheHoldReady() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let scene = try await OneCopyOut.make(t, holding: ["bob"])
            let (library, bob, bobs) = (scene.library, scene["bob"], scene.holds["bob"]!)
            _ = try await pause(t, bobs.id, PauseRequest(days: 7), as: bob)
            _ = try await t.request(LibraryRoute.returnLoan(scene.loan.id), token: scene.ada.token)
            t.clock.freeze(at: Self.start.addingTimeInterval(7 * 86_400))
            try await t.context.lendingJobs.runOnce()
            #expect(try await holds(t, library, bob).first?.state == "ready")
        }
    }

    @Test func pausesInARowLapseAfter365DaysAndTellTheHolder() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let scene = try await OneCopyOut.make(t, holding: ["bob"])
            let (bob, bobs) = (scene["bob"], scene.holds["bob"]!)
            let first = try await pause(t, bobs.id, PauseRequest(days: 90), as: bob).decode(Hold.self)
            #expect(first.lapsesAt == Self.start.addingTimeInterval(365 * 86_400))
            // Extending a pause keeps the run it belongs to.
            t.clock.freeze(at: Self.start.addingTimeInterval(85 * 86_400))
            let extended = try await pause(t, bobs.id, PauseRequest(until: "2028-01-15"), as: bob)
            #expect(extended.status == .ok, "\(extended.body.string)")
            #expect(try extended.decode(Hold.self).lapsesAt == first.lapsesAt)
            let tooLong = try await pause(t, bobs.id, PauseRequest(until: "2028-01-16"), as: bob)
            #expect(tooLong.status == .unprocessableEntity && tooLong.problem?.errors?.first?.field == "until"
                    && tooLong.problem?.errors?.first?.code == "library.pause.max")
            t.clock.freeze(at: Self.start.addingTimeInterval(365 * 86_400 - 60))
            try await t.context.lendingJobs.runOnce()
            #expect(try await HoldRecord.find(bobs.id, on: t.app.db)?.currentState == .waiting)
            t.clock.freeze(at: Self.start.addingTimeInterval(365 * 86_400))
            try await t.context.lendingJobs.runOnce()
            // Read from the database: Bob's library session ended long ago.
            #expect(try await HoldRecord.find(bobs.id, on: t.app.db)?.currentState == .lapsed)
            #expect(try await InboxNotification.query(on: t.app.db).filter(\.$kind == LibraryNotification.holdLapsed).count() == 1)
        }
    }

    @Test func resumingEndsTheRunSoTheNextPauseStartsAFreshYear() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let scene = try await OneCopyOut.make(t, holding: ["bob"])
            let (bob, bobs) = (scene["bob"], scene.holds["bob"]!)
            _ = try await pause(t, bobs.id, PauseRequest(days: 90), as: bob)
            t.clock.freeze(at: Self.start.addingTimeInterval(10 * 86_400))
            _ = try await t.request(LibraryShelfRoute.resumeHold(bobs.id), token: bob.token)
            let again = try await pause(t, bobs.id, PauseRequest(days: 7), as: bob).decode(Hold.self)
            #expect(again.lapsesAt == Self.start.addingTimeInterval(375 * 86_400))
        }
    }

    @Test func deliverLaterPassesTheKeptCopyOnAndWaitsFirstInLine() async throws {
        try await withSatchel { t in
            let scene = try await OneCopyOut.make(t, holding: ["bob", "cyd"])
            let (library, bob, cy, bobs) = (scene.library, scene["bob"], scene["cyd"], scene.holds["bob"]!)
            _ = try await t.request(LibraryRoute.returnLoan(scene.loan.id), token: scene.ada.token)
            #expect(try await holds(t, library, bob).first?.state == "ready")
            let later = try await pause(t, bobs.id, PauseRequest(days: 7), as: bob)
            #expect(later.status == .ok)
            let bobNow = try later.decode(Hold.self)
            #expect(bobNow.state == "waiting" && bobNow.position == 1 && bobNow.readyUntil == nil && bobNow.pausedUntil != nil)
            #expect(try await holds(t, library, cy).first?.state == "ready")
            let inbox = try await t.request(.notifications, token: cy.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.first?.kind == LibraryNotification.holdReady)
        }
    }

    @Test func whenOnlyPausedHoldsWaitACopyCanBeRenewedAndBorrowed() async throws {
        try await withSatchel { t in
            let scene = try await OneCopyOut.make(t, holding: ["bob"], others: ["cyd"])
            let (title, ada, loan) = (scene.title, scene.ada, scene.loan)
            let (bob, cy, bobs) = (scene["bob"], scene["cyd"], scene.holds["bob"]!)
            #expect(try await t.request(LibraryRoute.renew(loan.id), token: ada.token).status == .conflict)
            _ = try await pause(t, bobs.id, PauseRequest(days: 30), as: bob)
            #expect(try await t.request(LibraryRoute.renew(loan.id), token: ada.token).status == .ok)
            _ = try await t.request(LibraryRoute.returnLoan(loan.id), token: ada.token)
            let detail = try await t.request(LibraryRoute.title(title), token: cy.token).decode(Title.self)
            #expect(detail.summary.availability.state == "available")
            #expect(try await t.borrow(title, as: cy).status == .created)
        }
    }

    @Test func aWaitIsShorterWhenAPausedHoldAheadResumesAfterMyTurn() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let scene = try await OneCopyOut.make(t, loanDays: 21, holding: ["bob", "cyd"])
            let (library, bob, cy, bobs) = (scene.library, scene["bob"], scene["cyd"], scene.holds["bob"]!)
            let before = scene.holds["cyd"]!
            _ = try await pause(t, bobs.id, PauseRequest(days: 90), as: bob)
            let after = try #require(try await holds(t, library, cy).first)
            // Cy keeps her place behind Bob, but the copy Ada returns in 21 days is hers.
            #expect(after.position == 2 && after.pausedAhead == 1)
            #expect(after.estimatedWaitDays == 21 && (before.estimatedWaitDays ?? 0) > 21)
            // Bob's own wait counts from the end of his pause.
            let bobsWait = try await holds(t, library, bob).first?.estimatedWaitDays ?? 0
            #expect(bobsWait >= 90)
        }
    }

    @Test func aPauseNeedsExactlyOneOfTheAllowedDaysOrADateFromTomorrow() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let scene = try await OneCopyOut.make(t, holding: ["bob"])
            let (library, ada, bob, bobs) = (scene.library, scene.ada, scene["bob"], scene.holds["bob"]!)
            let refused: [(PauseRequest, String, String)] = [
                (PauseRequest(days: 10), "days", "library.pause.days"),
                (PauseRequest(), "days", "library.pause.days"),
                (PauseRequest(days: 7, until: "2027-02-01"), "days", "library.pause.days"),
                (PauseRequest(until: "2027-01-15"), "until", "library.pause.until"),
                (PauseRequest(until: "2027-02-30"), "until", "library.pause.until"),
                (PauseRequest(until: "15/02/2027"), "until", "library.pause.until"),
            ]
            for (request, field, code) in refused {
                let res = try await pause(t, bobs.id, request, as: bob)
                #expect(res.status == .unprocessableEntity && res.problem?.errors?.first?.field == field
                        && res.problem?.errors?.first?.code == code, "\(request)")
            }
            #expect(try await holds(t, library, bob).first?.pausedUntil == nil)
            #expect(try await t.request(LibraryShelfRoute.resumeHold(bobs.id), token: bob.token).status == .conflict)
            // Someone else's hold is not found.
            #expect(try await pause(t, bobs.id, PauseRequest(days: 7), as: ada).status == .notFound)
        }
    }

    @Test func theHoldsPagePausesAHoldUntilADateAndShowsARefusalBesideTheField() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Self.start)
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            try await library.card(t, "1002")
            _ = try await t.borrow(title, as: ada)
            var bob = Browser(t: t)
            _ = try await bob.signUp("bob")
            _ = try await bob.post("/library/malmo/sign-in", ["cardNumber": "1002", "pin": "1234"])
            let path = "/library/malmo/titles/\(title.uuidString.lowercased())"
            _ = try await bob.post(path + "/hold", [:], from: path)
            let page = try await bob.get("/library/malmo/holds").body.string
            let action = try #require(page.firstMatch(of: /action="(\/library\/malmo\/holds\/[0-9a-f-]+\/pause)"/)?.1)
            let refused = try await bob.post(String(action), ["days": "", "until": "2027-01-10"], from: "/library/malmo/holds")
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains("field-error") && refused.body.string.contains("value=\"2027-01-10\""))
            let done = try await bob.post(String(action), ["days": "", "until": "2027-02-03"], from: "/library/malmo/holds")
            #expect(done.status == .seeOther || done.status == .found)
            let after = try await bob.get("/library/malmo/holds").body.string
            #expect(after.contains("Paused until") && after.contains("/resume"))
        }
    }

    @Test func aTitlesAvailabilityCountsPausedHoldsApartFromTheQueue() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.patron("bob", at: library, card: "1002")
            let cy = try await t.patron("cyd", at: library, card: "1003")
            _ = try await t.borrow(title, as: ada)
            let bobs = try await hold(t, title, as: bob)
            _ = try await hold(t, title, as: cy)
            _ = try await pause(t, bobs.id, PauseRequest(days: 14), as: bob)
            let availability = try await t.request(LibraryRoute.title(title), token: ada.token).decode(Title.self).summary.availability
            #expect(availability.state == "unavailable" && availability.holdQueue == 1 && availability.pausedHolds == 1)
            var dan = Browser(t: t)
            _ = try await dan.signUp("dan")
            let page = try await dan.get("/library/malmo/titles/\(title.uuidString.lowercased())").body.string
            #expect(page.contains("1 waiting") && page.contains("1 paused, keeping their places"))
        }
    }
}
