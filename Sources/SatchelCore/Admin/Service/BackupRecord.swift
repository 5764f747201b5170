import Foundation

/// What `satchel backup` leaves behind when it completes (`<data>/last-backup.json`), for the
/// administration's instance page.
public struct BackupRecord: Codable, Sendable, Equatable {
    public var finishedAt: Date
    /// The archive's file name (where it was written, on the server).
    public var file: String
    public var bytes: Int64

    public init(finishedAt: Date, file: String, bytes: Int64) {
        self.finishedAt = finishedAt
        self.file = file
        self.bytes = bytes
    }

    static func path(dataDirectory: String) -> String { dataDirectory + "/last-backup.json" }

    /// Replaces the record (written beside, then moved: a reader never sees half of one).
    public func write(dataDirectory: String) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let target = URL(fileURLWithPath: Self.path(dataDirectory: dataDirectory))
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        let staged = target.deletingLastPathComponent().appendingPathComponent(".last-backup-\(UUID().uuidString).json")
        try encoder.encode(self).write(to: staged)
        guard rename(staged.path, target.path) == 0 else {
            let failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            try? FileManager.default.removeItem(at: staged)
            throw failure
        }
    }

    /// The last backup's record; nil when there was none (or it cannot be read).
    public static func read(dataDirectory: String) -> BackupRecord? {
        guard let data = FileManager.default.contents(atPath: path(dataDirectory: dataDirectory)) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try? decoder.decode(BackupRecord.self, from: data)
    }
}
