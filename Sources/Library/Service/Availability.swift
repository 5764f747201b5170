import Foundation
import SatchelAPI
import SatchelCore

/// Whether titles can be borrowed now, and for those that cannot, why and for how long.
struct AvailabilityService {
    let context: SatchelContext

    static func isAvailable(copies: Int?, outCount: Int, waitingCount: Int) -> Bool {
        guard let copies else { return true }
        return outCount < copies && waitingCount == 0
    }

    static func isAvailable(_ t: TitleRecord) -> Bool { isAvailable(copies: t.copies, outCount: t.outCount, waitingCount: t.waitingCount) }

    static func isAvailable(_ t: TitleListing) -> Bool { isAvailable(copies: t.copies, outCount: t.outCount, waitingCount: t.waitingCount) }

    /// Availability of each title, estimating waits from how long this library's loans last.
    func availability(_ titles: [TitleListing], library: LibraryRow) async throws -> [UUID: Availability] {
        var result: [UUID: Availability] = [:]
        let unavailable = titles.filter { !Self.isAvailable($0) && ($0.copies ?? 0) > 0 }
        var queues: [UUID: Queue] = [:]
        var typical = TimeInterval(library.loanDays) * 86_400
        if !unavailable.isEmpty {
            queues = try await self.queues(unavailable.map(\.id))
            typical = try await typicalLoan(library)
        }
        for t in titles {
            let id = t.id
            if Self.isAvailable(t) {
                result[id] = Availability(state: "available", copies: t.copies, copiesOut: t.outCount, holdQueue: t.waitingCount,
                                          estimatedWaitDays: nil, reason: nil)
                continue
            }
            let copies = t.copies ?? 0
            let queue = queues[id] ?? Queue()
            let reason = copies == 0 ? "no_copies" : (queue.ready > 0 && queue.loans.count < copies ? "reserved" : "all_copies_out")
            // A newcomer is last, behind every waiting hold, paused or not.
            let wait = copies == 0 ? nil : Self.estimateWait(ahead: queue.resumes(before: Int.max, now: context.now), mine: context.now,
                                                             copies: copies, loans: queue.loans, ready: queue.ready, typicalLoan: typical,
                                                             pickup: TimeInterval(library.pickupDays) * 86_400, now: context.now)
            result[id] = Availability(state: "unavailable", copies: t.copies, copiesOut: t.outCount, holdQueue: t.waitingCount,
                                      estimatedWaitDays: wait, reason: reason, pausedHolds: queues[id].map { $0.paused.count })
        }
        return result
    }

    /// What a wait is estimated from, title by title: its current loans, the places of the
    /// holds waiting for it and how many copies are kept for a card. Read once per title in a
    /// read request (a holds page asks for availability and for each hold's place in the
    /// queue), in one statement, as plain values: a popular title has hundreds of holds.
    struct Queue: Sendable {
        var loans: [LoanSpan] = []
        /// The waiting holds' places (`seq`), in no order.
        var waiting: [Int] = []
        /// Holds `ready`: a copy kept for a card to collect.
        var ready = 0
        /// The paused holds among `waiting`: place → when the pause ends.
        var paused: [Int: Date] = [:]

        /// When each hold waiting ahead of place `seq` can take a copy (now, or when its pause
        /// ends), in queue order.
        func resumes(before seq: Int, now: Date) -> [Date] {
            waiting.filter { $0 < seq }.sorted().map { max(now, paused[$0] ?? now) }
        }
    }

    /// When a current loan started and when it is due.
    struct LoanSpan: Sendable {
        var startedAt: Date
        var dueAt: Date
    }

    func queues(_ titles: [UUID]) async throws -> [UUID: Queue] {
        let read = { (ids: [UUID]) async throws -> [UUID: Queue] in
            var queues = Dictionary(uniqueKeysWithValues: ids.map { ($0, Queue()) })
            for entry in try await context.libraryStore.queueEntries(titles: ids) {
                let title = entry.titleID
                if let state = entry.state {
                    if state == HoldRecord.State.ready.rawValue {
                        queues[title, default: Queue()].ready += 1
                    } else if let seq = entry.seq {
                        queues[title, default: Queue()].waiting.append(seq)
                        if let until = entry.pausedUntil { queues[title, default: Queue()].paused[seq] = until }
                    }
                } else if let startedAt = entry.startedAt, let dueAt = entry.dueAt {
                    queues[title, default: Queue()].loans.append(LoanSpan(startedAt: startedAt, dueAt: dueAt))
                }
            }
            return queues
        }
        guard !titles.isEmpty else { return [:] }
        guard let memo = context.memo else { return try await read(titles) }
        return try await memo.values("queues", for: titles, load: read)
    }

    /// How long loans at this library really last: the median of the last 200 that ended
    /// (early returns make it shorter than the loan period); the loan period until there are 5.
    func typicalLoan(_ library: LibraryRow) async throws -> TimeInterval {
        // The median of 200 loans moves slowly: kept a minute per library.
        guard let directory = context.libraryDirectory else { return try await readTypicalLoan(library) }
        let id = library.id
        if let kept = directory.typicalLoan(id) { return kept }
        let typical = try await readTypicalLoan(library)
        directory.keep(typicalLoan: typical, for: id)
        return typical
    }

    func readTypicalLoan(_ library: LibraryRow) async throws -> TimeInterval {
        let ended = try await context.libraryStore.endedLoans(library: library.id, limit: 200)
        let period = TimeInterval(library.loanDays) * 86_400
        guard ended.count >= 5 else { return period }
        let durations = ended.map { $0.endedAt.timeIntervalSince($0.startedAt) }.sorted()
        return min(period, max(3600, durations[durations.count / 2]))
    }

    /// Days until a hold gets a copy when the holds `ahead` (in queue order) can each take one
    /// from the given moment (now, or when their pause ends) and this one from `mine`: each copy
    /// frees when its loan ends (typically, never after its due date), then goes to the first
    /// hold ahead that is not paused at that moment — or, when all are, waits for the first to
    /// resume — and that person collects and reads for a typical loan.
    static func estimateWait(ahead: [Date], mine: Date, copies: Int, loans: [LoanSpan], ready: Int, typicalLoan: TimeInterval,
                             pickup: TimeInterval, now: Date) -> Int {
        var free: [Date] = loans.map { loan in max(now, min(loan.dueAt, loan.startedAt.addingTimeInterval(typicalLoan))) }
        free += Array(repeating: now.addingTimeInterval(typicalLoan), count: ready)
        while free.count < copies { free.append(now) }
        free.sort()
        var queue = ahead + [max(now, mine)]
        var turn = now
        while !free.isEmpty {
            let freed = free.removeFirst()
            let index = queue.firstIndex { $0 <= freed } ?? queue.indices.min { queue[$0] < queue[$1] }!
            turn = max(freed, queue[index])
            if index == queue.count - 1 { break }
            queue.remove(at: index)
            let next = turn.addingTimeInterval(min(pickup, 86_400) + typicalLoan)
            free.insert(next, at: free.firstIndex { $0 > next } ?? free.count)
        }
        return max(0, Int((turn.timeIntervalSince(now) / 86_400).rounded(.up)))
    }

    /// Days until the person at `position` in the queue gets a copy: each copy frees when its
    /// loan ends (typically, but never after its due date), then serves the people ahead in turn,
    /// each for a typical loan; a ready hold becomes a loan first.
    static func estimateWait(position: Int, copies: Int, loans: [LoanSpan], ready: Int, typicalLoan: TimeInterval,
                             pickup: TimeInterval, now: Date) -> Int {
        var free: [Date] = loans.map { loan in max(now, min(loan.dueAt, loan.startedAt.addingTimeInterval(typicalLoan))) }
        free += Array(repeating: now.addingTimeInterval(typicalLoan), count: ready)
        while free.count < copies { free.append(now) }
        free.sort()
        var turn = now
        for n in 1...max(1, position) {
            turn = free.removeFirst()
            if n == position { break }
            // The person ahead collects within the pickup window (a day, typically) and reads.
            let next = turn.addingTimeInterval(min(pickup, 86_400) + typicalLoan)
            let index = free.firstIndex { $0 > next } ?? free.count
            free.insert(next, at: index)
        }
        return max(0, Int((turn.timeIntervalSince(now) / 86_400).rounded(.up)))
    }
}
