import Foundation

/// Where a piece of long work stands: what a progress line shows and what the registry
/// (`LongWorkRegistry`) hands to pages that show running work.
public struct ProgressSnapshot: Sendable, Equatable, Codable {
    public enum State: String, Sendable, Codable {
        case running, finished, failed
    }

    public let id: UUID
    /// The command or job, e.g. `library import-marc`.
    public var name: String
    /// What is counted, plural: `records`, `files`, `rows`.
    public var unit: String
    public var done: Int
    /// How many there are, when known in advance.
    public var total: Int?
    /// Bytes read of the input, when it is a file whose record count is not known.
    public var bytesDone: Int64?
    public var bytesTotal: Int64?
    /// Units per second over the last few seconds.
    public var ratePerSecond: Double?
    /// Seconds left, when the total (of units or bytes) is known and work is moving.
    public var secondsLeft: Double?
    public var startedAt: Date
    public var updatedAt: Date
    public var state: State
    /// Why it failed (state `failed`).
    public var failure: String?

    /// How far along, 0...1: by units when their total is known, else by bytes read.
    public var fraction: Double? {
        if let total, total > 0 { return min(1, Double(done) / Double(total)) }
        if let bytesDone, let bytesTotal, bytesTotal > 0 { return min(1, Double(bytesDone) / Double(bytesTotal)) }
        return nil
    }

    public var elapsed: TimeInterval { updatedAt.timeIntervalSince(startedAt) }
}
