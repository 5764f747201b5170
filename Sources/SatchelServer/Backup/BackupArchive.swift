import Foundation
import SatchelCore
import SQLiteNIO
import SQLKit
import Vapor
import ZIPFoundation

/// One ZIP file with everything an instance keeps: on SQLite a consistent copy of the
/// database (`VACUUM INTO`, taken while the server runs) and every file in the data folder
/// (media, imported places, library books and covers). On PostgreSQL the database is backed
/// up with `pg_dump` (docs/operations.md) and the archive holds the files.
struct BackupArchive {
    struct Manifest: Codable {
        var format = "satchel-backup"
        var version = 1
        var createdAt: Date
        /// `sqlite` (the database is `database/satchel.sqlite`) or `postgresql` (files only).
        var database: String
        var files: Int
    }

    struct Summary {
        var database: String
        var files: Int
        var bytes: Int64
    }

    enum Failure: Error, CustomStringConvertible {
        case notABackup(String)
        case unsafeEntry(String)
        case notEmpty(String)
        case damagedDatabase(String)

        var description: String {
            switch self {
            case .notABackup(let why): return "not a Satchel backup: \(why)"
            case .unsafeEntry(let path): return "the archive has an entry outside its folder: \(path)"
            case .notEmpty(let what): return "\(what) already has data; restore into a fresh instance, or pass --force to replace it"
            case .damagedDatabase(let why): return "the database in the archive is damaged: \(why)"
            }
        }
    }

    static let databaseEntry = "database/satchel.sqlite"
    static let manifestEntry = "manifest.json"
    static let filesPrefix = "files/"

    let settings: Settings

    /// The SQLite file in use, or nil on PostgreSQL.
    var sqlitePath: String? {
        switch settings.databaseURL {
        case .none: return settings.dataDirectory + "/satchel.sqlite"
        case .some(let url) where url.hasPrefix("sqlite:") && url != "sqlite::memory:": return String(url.dropFirst("sqlite:".count))
        default: return nil
        }
    }

    /// Files of the data folder to keep: everything but the live database and its journals.
    func dataFiles() -> [String] {
        let root = URL(fileURLWithPath: settings.dataDirectory).standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        let live = sqlitePath.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var files: [String] = []
        for case let url as URL in walker {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = url.standardizedFileURL.path
            if let live, path == live || path == live + "-wal" || path == live + "-shm" || path == live + "-journal" { continue }
            files.append(String(path.dropFirst(root.path.count + 1)))
        }
        return files.sorted()
    }

    /// Writes the archive to `output` (through a temporary file, so a failed backup never
    /// leaves a half archive under the real name). `progress` counts the files archived (the
    /// database is one).
    func create(at output: String, database: any SQLDatabase, progress: ProgressReporter? = nil) async throws -> Summary {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("satchel-backup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }

        var kind = "postgresql"
        if sqlitePath != nil {
            kind = "sqlite"
            // A transactionally consistent copy, taken while the server goes on writing.
            let copy = scratch.appendingPathComponent("satchel.sqlite").path
            try await database.raw("VACUUM INTO \(bind: copy)").run()
        }
        let files = dataFiles()
        progress?.setTotal(files.count + (kind == "sqlite" ? 1 : 0))
        let partial = URL(fileURLWithPath: output + ".partial")
        try? FileManager.default.removeItem(at: partial)
        let archive = try Archive(url: partial, accessMode: .create)
        if kind == "sqlite" {
            try archive.addEntry(with: Self.databaseEntry, fileURL: scratch.appendingPathComponent("satchel.sqlite"), compressionMethod: .deflate)
            progress?.advance()
        }
        let root = URL(fileURLWithPath: settings.dataDirectory)
        var kept = 0
        for file in files {
            let url = root.appendingPathComponent(file)
            // A file deleted while the backup runs (a replaced photo) is no longer needed.
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            // Media and books are compressed already.
            try archive.addEntry(with: Self.filesPrefix + file, fileURL: url, compressionMethod: .none)
            kept += 1
            progress?.advance()
        }
        let manifest = Manifest(createdAt: Date(), database: kind, files: kept)
        let data = try JSONEncoder.api.encode(manifest)
        try archive.addEntry(with: Self.manifestEntry, type: .file, uncompressedSize: Int64(data.count)) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
        // It holds password and session hashes and the server's keys: the owner only.
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: partial.path)
        if FileManager.default.fileExists(atPath: output) { try FileManager.default.removeItem(atPath: output) }
        try FileManager.default.moveItem(at: partial, to: URL(fileURLWithPath: output))
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: output))?[.size] as? NSNumber)?.int64Value ?? 0
        return Summary(database: kind, files: kept, bytes: bytes)
    }

    /// Puts an archive's database and files in place. The instance must be stopped; unless
    /// `force`, its database must be empty (a fresh instance). `progress` counts the files put
    /// in place (the database is one); each is the owner's only, as the data folder is.
    func restore(from input: String, database: any SQLDatabase, force: Bool, progress: ProgressReporter? = nil) async throws -> Summary {
        let archive = try Archive(url: URL(fileURLWithPath: input), accessMode: .read)
        guard let manifestEntry = archive[Self.manifestEntry] else { throw Failure.notABackup("no manifest.json") }
        var manifestData = Data()
        _ = try archive.extract(manifestEntry) { manifestData.append($0) }
        guard let manifest = try? JSONDecoder.api.decode(Manifest.self, from: manifestData), manifest.format == "satchel-backup"
        else { throw Failure.notABackup("manifest.json is not Satchel's") }
        guard manifest.version == 1 else { throw Failure.notABackup("format version \(manifest.version) is newer than this Satchel") }
        for entry in archive where !Self.isSafe(entry.path) { throw Failure.unsafeEntry(entry.path) }

        let scratch = URL(fileURLWithPath: settings.dataDirectory).deletingLastPathComponent()
            .appendingPathComponent(".satchel-restore-\(UUID().uuidString)")
        try DataFolder.create(scratch.path)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fileEntries = archive.filter { $0.path.hasPrefix(Self.filesPrefix) && $0.type == .file }
        progress?.setTotal(fileEntries.count + (manifest.database == "sqlite" ? 1 : 0))

        if manifest.database == "sqlite" {
            guard let target = sqlitePath else {
                throw Failure.notABackup("it holds a SQLite database, but this instance uses PostgreSQL (see docs/operations.md)")
            }
            guard let entry = archive[Self.databaseEntry] else { throw Failure.notABackup("no database in it") }
            if !force, try await Self.hasTables(database) { throw Failure.notEmpty("the database \(target)") }
            let restored = scratch.appendingPathComponent("satchel.sqlite")
            _ = try archive.extract(entry, to: restored)
            try await Self.checkIntegrity(restored.path)
            try Self.replace(target, with: restored)
            _ = chmod(target, DataFolder.fileMode)
            progress?.advance()
        }
        // On PostgreSQL the archive has files only: the database comes back with pg_restore
        // (docs/operations.md).

        var count = 0
        let root = URL(fileURLWithPath: settings.dataDirectory)
        for entry in fileEntries {
            let destination = root.appendingPathComponent(String(entry.path.dropFirst(Self.filesPrefix.count)))
            try DataFolder.create(destination.deletingLastPathComponent().path)
            if FileManager.default.fileExists(atPath: destination.path) { try FileManager.default.removeItem(at: destination) }
            _ = try archive.extract(entry, to: destination)
            // The archive keeps each file's mode as it was: an older, looser backup comes back tight.
            _ = chmod(destination.path, DataFolder.fileMode)
            count += 1
            progress?.advance()
        }
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: input))?[.size] as? NSNumber)?.int64Value ?? 0
        return Summary(database: manifest.database, files: count, bytes: bytes)
    }

    /// A relative path inside the archive's folders: no `..`, no absolute path.
    static func isSafe(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.contains("\\") && !path.split(separator: "/").contains("..")
    }

    /// Whether the database has Satchel's tables (SQLite or PostgreSQL).
    static func hasData(_ database: any SQLDatabase) async throws -> Bool {
        if database.dialect.name == "sqlite" { return try await hasTables(database) }
        let count = try await database.raw("SELECT count(*) AS n FROM information_schema.tables WHERE table_name = 'users'")
            .first(decodingColumn: "n", as: Int.self)
        return (count ?? 0) > 0
    }

    static func hasTables(_ database: any SQLDatabase) async throws -> Bool {
        let count = try await database.raw("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").first(decodingColumn: "n", as: Int.self)
        return (count ?? 0) > 0
    }

    static func checkIntegrity(_ path: String) async throws {
        let connection = try await SQLiteConnection.open(storage: .file(path: path)).get()
        do {
            let rows = try await connection.query("PRAGMA integrity_check")
            let verdict = rows.first?.column("integrity_check")?.string ?? "no answer"
            try await connection.close()
            guard verdict == "ok" else { throw Failure.damagedDatabase(verdict) }
        } catch let failure as Failure {
            throw failure
        } catch {
            try? await connection.close()
            throw Failure.damagedDatabase(String(describing: error))
        }
    }

    /// Moves the restored file over the target in one rename, and removes the target's old
    /// journals: a write-ahead log of another database must never be replayed into this one.
    static func replace(_ target: String, with restored: URL) throws {
        let targetURL = URL(fileURLWithPath: target)
        try FileManager.default.createDirectory(at: targetURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Staged beside the target first: if the copy fails (a full disk), the old database and
        // its journals are untouched.
        let staged = targetURL.deletingLastPathComponent().appendingPathComponent(".restoring-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: restored, to: staged)
        for journal in ["-wal", "-shm", "-journal"] where FileManager.default.fileExists(atPath: target + journal) {
            try FileManager.default.removeItem(atPath: target + journal)
        }
        guard rename(staged.path, target) == 0 else {
            try? FileManager.default.removeItem(at: staged)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target])
        }
    }
}
