import ConsoleKit
import Foundation
import SatchelCore
import SQLKit
import Vapor

/// `satchel backup [--output FILE]`: one archive of the database (SQLite) and the data folder,
/// taken while the server runs.
struct BackupCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Option(name: "output", short: "o", help: "The archive to write (default satchel-backup-<UTC time>.zip here).")
        var output: String?
    }

    var help: String { "Backs up the SQLite database and the data folder (media, places, books) into one ZIP archive, while Satchel runs." }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        let sql = app.db.sql
        // A backup of a folder that is not there is a backup of nothing: most likely the
        // settings (SATCHEL_DATA_DIR, DATABASE_URL) did not reach this command.
        guard FileManager.default.fileExists(atPath: app.satchel.settings.dataDirectory), try await BackupArchive.hasData(sql) else {
            throw CommandFailure("No Satchel data at \(app.satchel.settings) — run backup with the server's settings (docs/operations.md).")
        }
        let stamp = Date().formatted(.iso8601.year().month().day().dateSeparator(.omitted).time(includingFractionalSeconds: false).timeSeparator(.omitted))
        let output = signature.output ?? "satchel-backup-\(stamp).zip"
        let progress = app.progress("backup", unit: "files")
        let summary = try await progress.run {
            try await BackupArchive(settings: app.satchel.settings).create(at: output, database: sql, progress: progress)
        }
        // The administration's instance page shows when the last backup finished.
        do {
            try BackupRecord(finishedAt: Date(), file: URL(fileURLWithPath: output).lastPathComponent, bytes: Int64(summary.bytes))
                .write(dataDirectory: app.satchel.settings.dataDirectory)
        } catch {
            context.console.warning("The backup is complete, but its record for /admin/instance could not be written: \(error)")
        }
        context.console.success("Backed up \(summary.database == "sqlite" ? "the database and " : "")\(summary.files) files into \(output) (\(summary.bytes) bytes)")
        if summary.database == "postgresql" {
            context.console.warning("The PostgreSQL database is not in the archive: back it up with pg_dump (docs/operations.md).")
        }
    }
}

/// `satchel restore FILE [--force]`: puts a backup in place, in a stopped instance.
struct RestoreCommand: AsyncCommand {
    struct Signature: CommandSignature {
        @Argument(name: "file", help: "An archive written by `satchel backup`.")
        var file: String
        @Flag(name: "force", help: "Replace a database that already has data.")
        var force: Bool
    }

    var help: String { "Restores a `satchel backup` archive into this (stopped, fresh) instance; the next `serve` migrates it if needed." }

    func run(using context: CommandContext, signature: Signature) async throws {
        let app = context.application
        let sql = app.db.sql
        let progress = app.progress("restore", unit: "files")
        let summary = try await progress.run {
            try await BackupArchive(settings: app.satchel.settings).restore(from: signature.file, database: sql, force: signature.force,
                                                                            progress: progress)
        }
        context.console.success("Restored \(summary.database == "sqlite" ? "the database and " : "")\(summary.files) files from \(signature.file)")
    }
}
