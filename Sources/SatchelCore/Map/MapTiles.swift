import Foundation
import NIOConcurrencyHelpers
import Vapor

/// The map tiles imported with `satchel import tiles`, kept at `<data>/map/tiles.mbtiles`. A
/// running server notices a newer file by itself (checked at most every few seconds) and opens it.
public final class MapTiles: Sendable {
    public let path: String
    /// How often the file's identity is looked at.
    static let recheck: TimeInterval = 3

    private struct State {
        var reader: MBTilesReader?
        var identity: FileIdentity?
        var checkedAt: Date = .distantPast
    }

    private struct FileIdentity: Equatable {
        let inode: UInt64
        let modified: Date
        let size: UInt64
    }

    private let state = NIOLockedValueBox(State())

    public init(dataDirectory: String) {
        path = URL(fileURLWithPath: dataDirectory).appendingPathComponent("map/tiles.mbtiles").path
    }

    /// The open tiles, or nil when none were imported (or the file cannot be read).
    public func current(now: Date = Date()) async -> MBTilesReader? {
        let (stale, old): (Bool, MBTilesReader?) = state.withLockedValue { s in
            guard now.timeIntervalSince(s.checkedAt) >= Self.recheck else { return (false, s.reader) }
            s.checkedAt = now
            return (s.identity != Self.identity(of: path), s.reader)
        }
        guard stale else { return old }
        let identity = Self.identity(of: path)
        let fresh = identity == nil ? nil : try? await MBTilesReader.open(path)
        let replaced: MBTilesReader? = state.withLockedValue { s in
            let previous = s.reader
            s.reader = fresh
            s.identity = fresh == nil ? nil : identity
            return previous
        }
        // A request may still be reading the old file: it is closed a little later.
        if let replaced {
            Task {
                try? await Task.sleep(for: .seconds(Self.recheck * 3))
                await replaced.close()
            }
        }
        return fresh
    }

    /// Closes the open file (when the server stops; SQLite connections must be closed).
    public func close() async {
        let reader = state.withLockedValue { s in
            defer { s.reader = nil; s.identity = nil; s.checkedAt = .distantPast }
            return s.reader
        }
        await reader?.close()
    }

    private static func identity(of path: String) -> FileIdentity? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
        return FileIdentity(inode: (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0,
                            modified: attributes[.modificationDate] as? Date ?? .distantPast,
                            size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0)
    }

    /// Checks `source` and puts it in place of the current tiles in one rename, so a running
    /// server never reads half a file. `progress` counts the bytes copied.
    public func install(from source: String, progress: ProgressReporter? = nil) async throws -> MBTilesInfo {
        let reader = try await MBTilesReader.open(source)
        let info = reader.info
        await reader.close()
        let target = URL(fileURLWithPath: path)
        try DataFolder.create(target.deletingLastPathComponent().path)
        let staged = target.deletingLastPathComponent().appendingPathComponent(".importing-\(UUID().uuidString).mbtiles")
        do {
            try Self.copy(source, to: staged.path, progress: progress)
        } catch {
            try? FileManager.default.removeItem(at: staged)
            throw error
        }
        guard rename(staged.path, target.path) == 0 else {
            try? FileManager.default.removeItem(at: staged)
            throw MBTilesFailure("the tiles cannot be put in place at \(path)")
        }
        return info
    }

    /// Copies in chunks of 4 MB, telling `progress` the megabytes copied; the copy is 0600.
    static func copy(_ source: String, to destination: String, progress: ProgressReporter?) throws {
        guard let input = FileHandle(forReadingAtPath: source) else { throw MBTilesFailure("cannot read \(source)") }
        defer { try? input.close() }
        guard FileManager.default.createFile(atPath: destination, contents: nil, attributes: [.posixPermissions: Int(DataFolder.fileMode)]),
              let output = FileHandle(forWritingAtPath: destination) else {
            throw MBTilesFailure("cannot write \(destination)")
        }
        defer { try? output.close() }
        var copied: Int64 = 0
        while let chunk = try input.read(upToCount: 4 << 20), !chunk.isEmpty {
            try output.write(contentsOf: chunk)
            copied += Int64(chunk.count)
            progress?.set(done: Int(copied / 1_000_000))
        }
        try output.synchronize()
    }
}

/// Closes the map tiles' file when the application stops.
struct MapTilesShutdown: LifecycleHandler {
    let tiles: MapTiles

    func shutdownAsync(_ application: Application) async {
        await tiles.close()
    }
}
