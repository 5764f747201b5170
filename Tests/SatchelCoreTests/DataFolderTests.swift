import Foundation
import Logging
import NIOConcurrencyHelpers
import SatchelCore
import Testing

/// Log lines as a logger writes them, for counting.
private final class LogLines: LogHandler, @unchecked Sendable {
    private let lines = NIOLockedValueBox<[String]>([])
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    var all: [String] { lines.withLockedValue { $0 } }

    func log(event: LogEvent) {
        lines.withLockedValue { $0.append(event.message.description) }
    }
}

@Suite("The data folder is the owner's alone")
struct DataFolderTests {
    func mode(_ path: String) -> Int {
        var info = stat()
        #expect(lstat(path, &info) == 0, "\(path) exists")
        return Int(info.st_mode & 0o7777)
    }

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("satchel-data-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    func file(_ path: String, mode: Int) {
        #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
        chmod(path, mode_t(mode))
    }

    @Test("a folder 0755 with files 0644 becomes 0700 with files 0600, folders inside too")
    func looseFolderAndFilesAreTightened() throws {
        let data = try folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        try FileManager.default.createDirectory(atPath: data + "/media/ab", withIntermediateDirectories: true)
        file(data + "/satchel.sqlite", mode: 0o644)
        file(data + "/satchel.sqlite-wal", mode: 0o644)
        file(data + "/media/ab/abcdef", mode: 0o664)
        chmod(data, 0o755)
        chmod(data + "/media", 0o755)
        chmod(data + "/media/ab", 0o775)

        let result = DataFolder.tighten(data)

        #expect(mode(data) == 0o700)
        #expect(mode(data + "/media") == 0o700)
        #expect(mode(data + "/media/ab") == 0o700)
        #expect(mode(data + "/satchel.sqlite") == 0o600)
        #expect(mode(data + "/satchel.sqlite-wal") == 0o600)
        #expect(mode(data + "/media/ab/abcdef") == 0o600)
        #expect(result.line(folder: "./data") == "data folder ./data was 0755, now 0700; 3 files tightened to 0600, 2 folders inside to 0700")
    }

    @Test("what was tightened is said in one log line, once: the next start finds nothing to say")
    func tighteningIsLoggedOnce() throws {
        let data = try folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        file(data + "/satchel.sqlite", mode: 0o644)
        chmod(data, 0o755)
        let lines = LogLines()
        let logger = Logger(label: "test") { _ in lines }

        DataFolder.tighten(data, logger: logger)
        DataFolder.tighten(data, logger: logger)

        #expect(lines.all == ["data folder \(data) was 0755, now 0700; 1 file tightened to 0600"])
    }

    @Test("a symbolic link to a folder or file outside is neither followed nor changed")
    func symbolicLinksOutsideAreNotFollowed() throws {
        let data = try folder()
        let outside = try folder()
        defer {
            try? FileManager.default.removeItem(atPath: data)
            try? FileManager.default.removeItem(atPath: outside)
        }
        file(outside + "/shared.txt", mode: 0o644)
        chmod(outside, 0o755)
        try FileManager.default.createSymbolicLink(atPath: data + "/elsewhere", withDestinationPath: outside)
        try FileManager.default.createSymbolicLink(atPath: data + "/shared.txt", withDestinationPath: outside + "/shared.txt")
        chmod(data, 0o755)

        DataFolder.tighten(data)

        #expect(mode(data) == 0o700)
        #expect(mode(outside) == 0o755)
        #expect(mode(outside + "/shared.txt") == 0o644)
    }

    @Test("a missing data folder is created 0700")
    func missingFolderIsCreatedOwnerOnly() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("satchel-data-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        try DataFolder.create(data)
        #expect(mode(data) == 0o700)
    }

    @Test("a file written into the data folder is 0600 whatever the process's umask")
    func writtenFilesAreOwnerOnly() throws {
        let data = try folder()
        defer { try? FileManager.default.removeItem(atPath: data) }
        try DataFolder.write(Data("secret".utf8), to: data + "/key")
        #expect(mode(data + "/key") == 0o600)
    }
}
