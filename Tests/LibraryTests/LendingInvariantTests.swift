import Fluent
import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing

/// DESIGN.md invariant 3: a title never has more active loans than copies, under any
/// concurrency; hold queues are first come, first served; an uncollected ready hold passes on.
@Suite("Lending invariants")
struct LendingInvariantTests {
    @Test func fiftySimultaneousBorrowsOfAThreeCopyTitleMakeExactlyThreeLoans() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t, copies: 3)
            var cards: [CardRow] = []
            for n in 0..<50 { cards.append(try await library.card(t, "5\(1000 + n)")) }
            let context = t.context
            let outcomes = try await withThrowingTaskGroup(of: String.self) { group in
                for card in cards {
                    group.addTask {
                        do {
                            _ = try await context.lending.borrow(title, card: card)
                            return "loan"
                        } catch let error as AppError {
                            return error.code
                        }
                    }
                }
                return try await group.reduce(into: [String]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 == "loan" }.count == 3)
            #expect(outcomes.filter { $0 == "library.unavailable" }.count == 47)
            #expect(try await LoanRecord.query(on: t.app.db).filter(\.$endedAt == nil).count() == 3)
            // The others are offered a hold, and get one, in the order they ask.
            let late = cards.suffix(5)
            for card in late where try await LoanRecord.query(on: t.app.db).filter(\.$cardID == card.id).count() == 0 {
                _ = try await context.lending.placeHold(title, card: card)
            }
            let record = try await TitleRecord.find(title, on: t.app.db)
            #expect(record?.outCount == 3 && (record?.waitingCount ?? 0) >= 2)
        }
    }

    @Test func randomLendingNeverBreaksTheRulesEvenWithJobsRunTwiceAtOnce() async throws {
        for seed in [UInt64(3), 11, 29] { try await Self.randomLending(seed: seed, pauses: false) }
    }

    @Test func randomLendingWithPausedAndResumedHoldsKeepsTheRulesAmongHoldsNotPaused() async throws {
        for seed in [UInt64(5), 17] { try await Self.randomLending(seed: seed, pauses: true) }
    }

    /// 70 random steps (borrow, hold, return, cancel, the jobs twice at once; with `pauses`, also
    /// pause and resume), the rules checked after each.
    static func randomLending(seed: UInt64, pauses: Bool) async throws {
        do {
            try await withSatchel { t in
                var random = SplitMix64(state: seed)
                let library = try await TestLibrary.make(t, loanDays: 7, pickupDays: 2, maxLoans: 3, maxHolds: 3)
                let titles = try await library.add(t, [("Ett", "A, B"), ("Två", "C, D"), ("Tre", "E, F")], copies: 2)
                var cards: [CardRow] = []
                for n in 0..<6 { cards.append(try await library.card(t, "7\(100 + n)")) }
                let context = t.context
                var everPaused: Set<UUID> = []
                for step in 0..<70 {
                    let card = cards[Int(random.next() % UInt64(cards.count))]
                    let title = titles[Int(random.next() % UInt64(titles.count))]
                    switch random.next() % (pauses ? 8 : 6) {
                    case 0, 1:
                        _ = try? await context.lending.borrow(title, card: card)
                    case 2:
                        _ = try? await context.lending.placeHold(title, card: card)
                    case 3:
                        if let loan = try await LoanRecord.query(on: t.app.db).filter(\.$cardID == card.id).filter(\.$endedAt == nil).first() {
                            try await context.lending.returnLoan(loan.id!, card: card)
                        }
                    case 4:
                        if let hold = try await HoldRecord.query(on: t.app.db).filter(\.$cardID == card.id)
                            .filter(\.$state ~~ ["waiting", "ready"]).first() {
                            try await context.lending.cancelHold(hold.id!, card: card)
                        }
                    case 6:
                        if let hold = try await HoldRecord.query(on: t.app.db).filter(\.$cardID == card.id)
                            .filter(\.$state ~~ ["waiting", "ready"]).first() {
                            everPaused.insert(hold.id!)
                            _ = try await context.lending.pause(hold.id!, card: card, PauseRequest(days: 7), zone: TimeZones.utc)
                        }
                    case 7:
                        if let hold = try await HoldRecord.query(on: t.app.db).filter(\.$cardID == card.id)
                            .filter(\.$pausedUntil != nil).filter(\.$state == "waiting").first() {
                            _ = try await context.lending.resume(hold.id!, card: card)
                        }
                    default:
                        t.clock.advance(by: Double(random.next() % 72) * 3600)
                        // Two servers' job passes at the same moment.
                        async let first: Void = context.lendingJobs.runOnce()
                        async let second: Void = context.lendingJobs.runOnce()
                        _ = try await (first, second)
                        try await Self.checkExpiry(t)
                    }
                    try await Self.checkRules(t, titles: titles, step: step, seed: seed, everPaused: everPaused)
                }
            }
        }
    }

    /// Loans never exceed copies; the stored counts match; waiting holds not paused all came
    /// after every hold that was given a copy (first come, first served). Holds ever paused are
    /// left out of that order: copies pass them by while paused, and they keep their place.
    static func checkRules(_ t: TestContext, titles: [UUID], step: Int, seed: UInt64, everPaused: Set<UUID> = []) async throws {
        for id in titles {
            let title = try #require(try await TitleRecord.find(id, on: t.app.db))
            let loans = try await LoanRecord.query(on: t.app.db).filter(\.$titleID == id).filter(\.$endedAt == nil).count()
            let holds = try await HoldRecord.query(on: t.app.db).filter(\.$titleID == id).all()
            let ready = holds.filter { $0.currentState == .ready }.count
            let waiting = holds.filter { $0.currentState == .waiting && $0.pausedUntil == nil }
            #expect(loans + ready <= title.copies!, "seed \(seed) step \(step): \(loans) loans + \(ready) ready > \(title.copies!) copies")
            #expect(title.outCount == loans + ready && title.waitingCount == waiting.count, "seed \(seed) step \(step): stored counts drifted")
            let served = holds.filter { $0.readyAt != nil && !everPaused.contains($0.id!) }.map(\.seq).max() ?? 0
            #expect(waiting.filter { !everPaused.contains($0.id!) }.allSatisfy { $0.seq > served },
                    "seed \(seed) step \(step): a later hold was served first")
            if !waiting.isEmpty { #expect(loans + ready == title.copies!, "seed \(seed) step \(step): a copy is free while people wait") }
        }
    }

    /// After the jobs: no loan past its due date, no ready hold past its pickup window.
    static func checkExpiry(_ t: TestContext) async throws {
        let now = t.clock.now
        #expect(try await LoanRecord.query(on: t.app.db).filter(\.$endedAt == nil).filter(\.$dueAt <= now).count() == 0)
        #expect(try await HoldRecord.query(on: t.app.db).filter(\.$state == "ready").filter(\.$readyUntil <= now).count() == 0)
    }
}
