import Foundation
import NIOConcurrencyHelpers

/// Progress of one piece of long work (an import, a backup, a generated world), told as it goes:
/// on a terminal one line redrawn in place (bar, count, rate, time left), elsewhere (logs, CI)
/// one plain line every `interval` seconds at most, and a final line either way. Each update is
/// also published to a `LongWorkRegistry`, for pages that show running work.
///
/// Safe to call from any task; the clock is injected so tests decide what time it is.
public final class ProgressReporter: Sendable {
    public enum Output: Sendable {
        /// A terminal: the line is redrawn (at most `redrawInterval` apart), fitted to `width` columns.
        case terminal(width: Int)
        /// Logs: a plain line at most once per `every` seconds.
        case lines(every: TimeInterval)
        /// Nothing written; the registry still sees the work.
        case silent
    }

    /// Rate and time left are measured over this many seconds: recent speed, not the average.
    public static let window: TimeInterval = 10
    /// A terminal line is redrawn no more often than this.
    public static let redrawInterval: TimeInterval = 0.1
    /// Plain lines' default spacing (`SATCHEL_PROGRESS_SECONDS` changes it for a command).
    public static let defaultLineInterval: TimeInterval = 5

    private struct Sample {
        var at: Date
        var done: Int
        var bytes: Int64?
    }

    private struct State {
        var snapshot: ProgressSnapshot
        var samples: [Sample]
        var lastWritten: Date
        var lastPublished: Date
        /// The terminal line is on screen (and must be cleared before other output).
        var lineShown = false
    }

    private let clock: SatchelClock
    private let output: Output
    private let registry: LongWorkRegistry?
    private let write: @Sendable (String) -> Void
    private let state: NIOLockedValueBox<State>

    /// `id`: how the registry knows the work (a page that started it asks for it by this).
    public init(id: UUID = UUID(), name: String, unit: String, total: Int? = nil, bytesTotal: Int64? = nil, clock: SatchelClock,
                output: Output, registry: LongWorkRegistry? = nil, write: @escaping @Sendable (String) -> Void) {
        let now = clock.now
        let snapshot = ProgressSnapshot(id: id, name: name, unit: unit, done: 0, total: total,
                                        bytesDone: bytesTotal == nil ? nil : 0, bytesTotal: bytesTotal,
                                        startedAt: now, updatedAt: now, state: .running)
        self.clock = clock
        self.output = output
        self.registry = registry
        self.write = write
        state = NIOLockedValueBox(State(snapshot: snapshot, samples: [Sample(at: now, done: 0, bytes: snapshot.bytesDone)],
                                        lastWritten: now, lastPublished: now))
        registry?.publish(snapshot)
    }

    /// Writes to standard error: a redrawn line when it is a terminal, else plain lines every
    /// `SATCHEL_PROGRESS_SECONDS` (default 5) seconds. Standard output stays for results.
    public static func standardError(name: String, unit: String, total: Int? = nil, bytesTotal: Int64? = nil,
                                     clock: SatchelClock = SatchelClock(), registry: LongWorkRegistry? = nil,
                                     environment: [String: String] = ProcessInfo.processInfo.environment) -> ProgressReporter {
        let output: Output
        if isatty(STDERR_FILENO) == 1 {
            output = .terminal(width: terminalWidth() ?? 80)
        } else {
            let seconds = environment["SATCHEL_PROGRESS_SECONDS"].flatMap(TimeInterval.init).map { max($0, 0.05) }
            output = .lines(every: seconds ?? defaultLineInterval)
        }
        return ProgressReporter(name: name, unit: unit, total: total, bytesTotal: bytesTotal, clock: clock, output: output,
                                registry: registry) { text in FileHandle.standardError.write(Data(text.utf8)) }
    }

    static func terminalWidth() -> Int? {
        var size = winsize()
        guard ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    public var snapshot: ProgressSnapshot { state.withLockedValue { $0.snapshot } }

    /// Sets the total once it is known (a folder listed, a file parsed).
    public func setTotal(_ total: Int?) {
        update { $0.total = total }
    }

    /// `n` more units done; `bytesRead`: how far into the input file work has got.
    public func advance(by n: Int = 1, bytesRead: Int64? = nil) {
        update { snapshot in
            snapshot.done += n
            if let bytesRead { snapshot.bytesDone = bytesRead }
        }
    }

    /// Sets how many units are done (and how far into the file).
    public func set(done: Int, bytesRead: Int64? = nil) {
        update { snapshot in
            snapshot.done = done
            if let bytesRead { snapshot.bytesDone = bytesRead }
        }
    }

    /// The work is done: the final line, and the registry keeps it as finished.
    public func finish() {
        end { $0.state = .finished }
    }

    /// The work stopped with an error: said in the final line and kept in the registry.
    public func fail(_ reason: String) {
        end { snapshot in
            snapshot.state = .failed
            snapshot.failure = reason
        }
    }

    /// Runs `work`, then finishes, or fails with its error.
    public func run<T>(_ work: () async throws -> T) async throws -> T {
        do {
            let result = try await work()
            finish()
            return result
        } catch {
            fail(String(describing: error))
            throw error
        }
    }

    /// Clears a terminal line so other output (a note on standard output) starts on a clean
    /// line; the next update draws it again.
    public func clearLine() {
        state.withLockedValue { state in
            guard state.lineShown else { return }
            write("\r\u{1B}[2K")
            state.lineShown = false
        }
    }

    private func update(_ change: (inout ProgressSnapshot) -> Void) {
        let now = clock.now
        let published: ProgressSnapshot? = state.withLockedValue { state in
            guard state.snapshot.state == .running else { return nil }
            change(&state.snapshot)
            state.snapshot.updatedAt = now
            Self.measure(&state, now: now)
            switch output {
            case .terminal(let width):
                if now.timeIntervalSince(state.lastWritten) >= Self.redrawInterval || !state.lineShown {
                    // One column spare: a line filling the last column wraps on some terminals.
                    write("\r\u{1B}[2K" + ProgressText.terminalLine(state.snapshot, width: width - 1))
                    state.lineShown = true
                    state.lastWritten = now
                }
            case .lines(let interval):
                if now.timeIntervalSince(state.lastWritten) >= interval {
                    write(ProgressText.plainLine(state.snapshot) + "\n")
                    state.lastWritten = now
                }
            case .silent:
                break
            }
            // The registry is read by pages, not redrawn: twice a second is plenty.
            guard now.timeIntervalSince(state.lastPublished) >= 0.5 else { return nil }
            state.lastPublished = now
            return state.snapshot
        }
        if let published { registry?.publish(published) }
    }

    private func end(_ change: (inout ProgressSnapshot) -> Void) {
        let now = clock.now
        let ended: ProgressSnapshot? = state.withLockedValue { state in
            guard state.snapshot.state == .running else { return nil }
            change(&state.snapshot)
            state.snapshot.updatedAt = now
            state.snapshot.secondsLeft = nil
            switch output {
            case .terminal:
                write("\r\u{1B}[2K" + ProgressText.plainLine(state.snapshot) + "\n")
                state.lineShown = false
            case .lines:
                write(ProgressText.plainLine(state.snapshot) + "\n")
            case .silent:
                break
            }
            return state.snapshot
        }
        if let ended { registry?.publish(ended) }
    }

    /// Rate and time left over the sliding window: samples a quarter second apart, the oldest
    /// kept being the last one at least `window` old.
    private static func measure(_ state: inout State, now: Date) {
        let s = state.snapshot
        if let last = state.samples.last, now.timeIntervalSince(last.at) >= 0.25 {
            state.samples.append(Sample(at: now, done: s.done, bytes: s.bytesDone))
        }
        while state.samples.count > 2, now.timeIntervalSince(state.samples[1].at) >= window {
            state.samples.removeFirst()
        }
        guard let oldest = state.samples.first else { return }
        let seconds = now.timeIntervalSince(oldest.at)
        guard seconds > 0 else { return }
        let rate = Double(s.done - oldest.done) / seconds
        state.snapshot.ratePerSecond = rate
        if let total = s.total {
            // All counted (the rest is finishing up): no time left to guess.
            state.snapshot.secondsLeft = rate > 0 && total > s.done ? Double(total - s.done) / rate : nil
        } else if let read = s.bytesDone, let size = s.bytesTotal, let before = oldest.bytes, read > before {
            state.snapshot.secondsLeft = Double(max(0, size - read)) / (Double(read - before) / seconds)
        } else {
            state.snapshot.secondsLeft = nil
        }
    }
}
