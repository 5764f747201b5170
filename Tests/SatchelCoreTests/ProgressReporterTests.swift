import Foundation
import NIOConcurrencyHelpers
import SatchelCore
import Testing

/// What a progress reporter writes, line by line.
private final class Written: Sendable {
    private let parts = NIOLockedValueBox<[String]>([])
    var all: [String] { parts.withLockedValue { $0 } }
    var last: String? { all.last }
    func append(_ text: String) { parts.withLockedValue { $0.append(text) } }
}

@Suite("Progress of long work")
struct ProgressReporterTests {
    let start = Date(timeIntervalSince1970: 1_800_000_000)

    func stoppedClock() -> SatchelClock {
        let clock = SatchelClock()
        clock.freeze(at: start)
        return clock
    }

    @Test("a terminal line has a bar, the count of the total, the rate and the time left")
    func terminalLineHasBarCountRateAndTimeLeft() {
        let clock = stoppedClock()
        let written = Written()
        let progress = ProgressReporter(name: "library import", unit: "records", total: 250_000, clock: clock,
                                        output: .terminal(width: 200), write: written.append)
        for _ in 0..<10 {
            clock.advance(by: 1)
            progress.advance(by: 12_000)
        }
        #expect(written.last == "\r\u{1B}[2Klibrary import [█████████░░░░░░░░░░░] 120,000 / 250,000 records (48%) · 12,000/s · about 11 s left")
    }

    @Test("on a narrow terminal the bar gives way first, then the words are cut, so redrawing never wraps")
    func terminalLineFitsTheWidth() {
        let clock = stoppedClock()
        let written = Written()
        let progress = ProgressReporter(name: "library import", unit: "records", total: 250_000, clock: clock,
                                        output: .terminal(width: 90), write: written.append)
        clock.advance(by: 1)
        progress.advance(by: 1_000)
        #expect(written.last == "\r\u{1B}[2Klibrary import [░░░░░░░░░░] 1,000 / 250,000 records (0%) · 1,000/s · about 4 min 9 s left")

        let narrow = Written()
        let cut = ProgressReporter(name: "library import", unit: "records", total: 250_000, clock: clock,
                                   output: .terminal(width: 30), write: narrow.append)
        clock.advance(by: 1)
        cut.advance(by: 1_000)
        #expect(narrow.last == "\r\u{1B}[2K" + "library import 1,000 / 250,00", "29 columns: one spare")
    }

    @Test("rate and time left follow the last seconds, not the average since the start")
    func rateFollowsTheRecentWindow() {
        let clock = stoppedClock()
        let progress = ProgressReporter(name: "backup", unit: "files", total: 10_000, clock: clock, output: .silent, write: { _ in })
        // A slow minute, then twenty fast seconds.
        for _ in 0..<60 { clock.advance(by: 1); progress.advance(by: 10) }
        for _ in 0..<20 { clock.advance(by: 1); progress.advance(by: 200) }
        #expect(progress.snapshot.ratePerSecond == 200)
        #expect(progress.snapshot.secondsLeft == Double(10_000 - 600 - 4_000) / 200)
    }

    @Test("outside a terminal a plain line comes at most once per interval, and a final line at the end")
    func plainLinesAreThrottledToTheInterval() {
        let clock = stoppedClock()
        let written = Written()
        let progress = ProgressReporter(name: "library import", unit: "records", total: 250_000, clock: clock,
                                        output: .lines(every: 5), write: written.append)
        // Eighths of a second, exact in binary: the clock adds up to whole seconds.
        for _ in 0..<96 {
            clock.advance(by: 0.125)
            progress.advance(by: 1_250)
        }
        #expect(written.all.count == 2, "one at 5 s, one at 10 s: \(written.all)")
        #expect(written.all.first == "library import: 50,000 / 250,000 records (20%), 10,000/s, about 20 s left\n")
        progress.finish()
        #expect(written.all.count == 3)
        #expect(written.last == "library import: done, 120,000 records in 12 s, 10,000/s\n")
    }

    @Test("a short piece of work says its time in tenths, and time left is never under a second")
    func shortTimesAreSaidInTenths() {
        #expect(ProgressText.duration(1.34) == "1.3 s")
        #expect(ProgressText.duration(75) == "1 min 15 s")
        let clock = stoppedClock()
        let written = Written()
        let progress = ProgressReporter(name: "backup", unit: "files", total: 100, clock: clock, output: .lines(every: 1),
                                        write: written.append)
        clock.advance(by: 1)
        progress.advance(by: 99)
        #expect(written.last == "backup: 99 / 100 files (99%), 99/s, about 1 s left\n")
        clock.advance(by: 1)
        progress.advance(by: 1)
        #expect(written.last == "backup: 100 / 100 files (100%), 50/s\n", "all counted: no time left is guessed")
    }

    @Test("without a known count, a line shows the count and the bytes read, and time left by bytes")
    func unknownTotalShowsCountAndBytes() {
        let clock = stoppedClock()
        let written = Written()
        let progress = ProgressReporter(name: "library import-marc", unit: "records", bytesTotal: 250_000_000, clock: clock,
                                        output: .lines(every: 5), write: written.append)
        for second in 1...5 {
            clock.advance(by: 1)
            progress.advance(by: 20_000, bytesRead: Int64(second) * 20_000_000)
        }
        #expect(written.last == "library import-marc: 100,000 records, 100.0 MB / 250.0 MB (40%), 20,000/s, about 8 s left\n")
    }

    @Test("with neither a count nor a size, a line shows the count and the rate only")
    func nothingKnownShowsCountAndRate() {
        let clock = stoppedClock()
        let written = Written()
        let progress = ProgressReporter(name: "generate-world", unit: "rows", clock: clock, output: .lines(every: 5), write: written.append)
        clock.advance(by: 5)
        progress.advance(by: 5_000)
        #expect(written.last == "generate-world: 5,000 rows, 1,000/s\n")
    }

    @Test("the registry shows running work, then keeps it as finished")
    func registryShowsRunningThenFinishedWork() {
        let clock = stoppedClock()
        let registry = LongWorkRegistry()
        let progress = registry.reporter(name: "import osm", unit: "places", total: 10, clock: clock)
        clock.advance(by: 1)
        progress.advance(by: 4)
        #expect(registry.current().map(\.name) == ["import osm"])
        #expect(registry.current().first?.done == 4)
        progress.finish()
        #expect(registry.current().isEmpty)
        #expect(registry.recent().first?.state == .finished)
        #expect(registry.recent().first?.done == 4)
    }

    @Test("failed work is kept in the registry with its reason, and said in the final line")
    func failedWorkKeepsItsReason() async {
        let clock = stoppedClock()
        let registry = LongWorkRegistry()
        let written = Written()
        let progress = registry.reporter(name: "restore", unit: "files", total: 3, clock: clock, output: .lines(every: 5),
                                         write: written.append)
        struct DiskFull: Error, CustomStringConvertible { var description: String { "no space left" } }
        await #expect(throws: DiskFull.self) {
            try await progress.run { progress.advance(); throw DiskFull() }
        }
        #expect(registry.recent().first?.state == .failed)
        #expect(registry.recent().first?.failure == "no space left")
        #expect(written.last == "restore: failed after 1 files (no space left)\n")
    }
}
