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
        for seed in [UInt64(3), 11, 29] {
            try await withSatchel { t in
                var random = SplitMix64(state: seed)
                let library = try await TestLibrary.make(t, loanDays: 7, pickupDays: 2, maxLoans: 3, maxHolds: 3)
                let titles = try await library.add(t, [("Ett", "A, B"), ("Två", "C, D"), ("Tre", "E, F")], copies: 2)
                var cards: [CardRow] = []
                for n in 0..<6 { cards.append(try await library.card(t, "7\(100 + n)")) }
                let context = t.context
                for step in 0..<70 {
                    let card = cards[Int(random.next() % UInt64(cards.count))]
                    let title = titles[Int(random.next() % UInt64(titles.count))]
                    switch random.next() % 6 {
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
                    default:
                        t.clock.advance(by: Double(random.next() % 72) * 3600)
                        // Two servers' job passes at the same moment.
                        async let first: Void = context.lendingJobs.runOnce()
                        async let second: Void = context.lendingJobs.runOnce()
                        _ = try await (first, second)
                        try await Self.checkExpiry(t)
                    }
                    try await Self.checkRules(t, titles: titles, step: step, seed: seed)
                }
            }
        }
    }

    /// Loans never exceed copies; the stored counts match; waiting holds all came after every
    /// hold that was given a copy (first come, first served).
    static func checkRules(_ t: TestContext, titles: [UUID], step: Int, seed: UInt64) async throws {
        for id in titles {
            let title = try #require(try await TitleRecord.find(id, on: t.app.db))
            let loans = try await LoanRecord.query(on: t.app.db).filter(\.$titleID == id).filter(\.$endedAt == nil).count()
            let holds = try await HoldRecord.query(on: t.app.db).filter(\.$titleID == id).all()
            let ready = holds.filter { $0.currentState == .ready }.count
            let waiting = holds.filter { $0.currentState == .waiting }
            #expect(loans + ready <= title.copies!, "seed \(seed) step \(step): \(loans) loans + \(ready) ready > \(title.copies!) copies")
            #expect(title.outCount == loans + ready && title.waitingCount == waiting.count, "seed \(seed) step \(step): stored counts drifted")
            let served = holds.filter { $0.readyAt != nil }.map(\.seq).max() ?? 0
            #expect(waiting.allSatisfy { $0.seq > served }, "seed \(seed) step \(step): a later hold was served first")
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
