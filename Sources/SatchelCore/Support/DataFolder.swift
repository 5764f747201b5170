import Foundation
import Logging

/// The data folder is its owner's alone: the folder and every folder in it 0700, every file
/// (the database, media, books, covers, places, map tiles) 0600. Other accounts on the host
/// must not read password hashes, sessions or the server's keys.
public enum DataFolder {
    public static let folderMode: mode_t = 0o700
    public static let fileMode: mode_t = 0o600

    /// What tightening changed.
    public struct Tightening: Sendable, Equatable {
        /// The folder's own mode before, when it was looser than 0700.
        public var folderWas: mode_t?
        /// Folders inside tightened to 0700.
        public var folders = 0
        /// Files tightened to 0600 at most.
        public var files = 0

        public var changedAnything: Bool { folderWas != nil || folders > 0 || files > 0 }

        /// The one log line: `data folder ./data was 0755, now 0700; 14 files tightened to 0600`.
        public func line(folder: String) -> String {
            var parts: [String] = []
            if let was = folderWas { parts.append("data folder \(folder) was \(DataFolder.octal(was)), now 0700") }
            else { parts.append("data folder \(folder)") }
            var inside: [String] = []
            if files > 0 { inside.append("\(files) file\(files == 1 ? "" : "s") tightened to 0600") }
            if folders > 0 { inside.append("\(folders) folder\(folders == 1 ? "" : "s") inside to 0700") }
            return parts[0] + (inside.isEmpty ? "" : "; " + inside.joined(separator: ", "))
        }
    }

    /// Creates the folder (and any missing above it) 0700, when it is missing.
    public static func create(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue { return }
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: Int(folderMode)])
        _ = chmod(path, folderMode)
    }

    /// Writes a file atomically, readable by its owner only.
    public static func write(_ data: Data, to path: String) throws {
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        _ = chmod(path, fileMode)
    }

    /// Takes group and other permissions away from the folder, every folder and file in it,
    /// and `alsoFiles` (a SQLite database kept elsewhere, with its -wal and -shm). Symbolic
    /// links are neither changed nor followed, so nothing outside the folder is touched. The
    /// folder itself may be a link (a data folder on another disk).
    @discardableResult
    public static func tighten(_ path: String, alsoFiles: [String] = []) -> Tightening {
        var result = Tightening()
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return result }
        if info.st_mode & 0o077 != 0 {
            result.folderWas = info.st_mode & 0o7777
            _ = chmod(path, folderMode)
        }
        walk(path, &result)
        for file in alsoFiles where !file.hasPrefix(path + "/") {
            tightenEntry(file, &result, descend: false)
        }
        return result
    }

    /// Tightens the folder and says what changed in one log line (nothing when nothing did).
    public static func tighten(_ path: String, alsoFiles: [String] = [], logger: Logger) {
        let result = tighten(path, alsoFiles: alsoFiles)
        if result.changedAnything { logger.notice("\(result.line(folder: path))") }
    }

    private static func walk(_ folder: String, _ result: inout Tightening) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names { tightenEntry(folder + "/" + name, &result, descend: true) }
    }

    private static func tightenEntry(_ path: String, _ result: inout Tightening, descend: Bool) {
        var info = stat()
        // lstat: a link is seen as a link, never as what it points at.
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            if info.st_mode & 0o077 != 0 {
                _ = chmod(path, folderMode)
                result.folders += 1
            }
            if descend { walk(path, &result) }
        case S_IFREG:
            if info.st_mode & 0o077 != 0 {
                _ = chmod(path, info.st_mode & fileMode)
                result.files += 1
            }
        default:
            break // links, sockets, pipes: left as they are
        }
    }

    static func octal(_ mode: mode_t) -> String {
        "0" + String(mode & 0o777, radix: 8)
    }
}
