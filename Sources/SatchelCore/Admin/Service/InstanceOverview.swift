import Fluent
import Foundation
import SatchelAPI
import SQLKit

/// What an administrator sees of the instance: its address, the outside services it uses, the
/// database, the background jobs, the outboxes and the last backup. Reads only; no secrets.
public struct InstanceOverview: Sendable {
    let context: SatchelContext

    /// `requestedURL`: the address as the request reached the server.
    public func overview(requestedURL: String) async throws -> AdminInstance {
        var services = [try await mail(), try await webPush(), apns()]
        for check in context.services.instanceChecks.all { services.append(try await check(context)) }
        services.append(await mapTiles())
        return AdminInstance(
            configuredPublicURL: context.settings.publicURL, requestPublicURL: requestedURL, services: services,
            database: try await database(), jobs: context.services.jobRuns.all, jobsArePerInstance: context.isPostgres,
            outboxes: [try await backlog("mail", table: "mail_outbox"), try await backlog("push", table: "push_outbox")],
            lastBackupAt: BackupRecord.read(dataDirectory: context.settings.dataDirectory)?.finishedAt)
    }

    func mail() async throws -> InstanceService {
        let settings = context.services.mail.settings
        return InstanceService(name: "mail", configured: settings != nil,
                               detail: settings.map { "\($0.smtp.summary), from \($0.from.address)" })
    }

    /// Web Push needs no setup: its VAPID key is made on first use and kept in the database.
    func webPush() async throws -> InstanceService {
        let key = try await ServerSecret.find("vapid.private_key", on: context.db)
        return InstanceService(name: "web_push", configured: true,
                               detail: (key == nil ? "key made on first use; " : "key stored; ")
                                   + "contact " + PushDeviceService.contact(context.settings, publicURL: context.publicURL))
    }

    func apns() -> InstanceService {
        let configured = context.services.push.all.contains { $0.name == "apns" }
        return InstanceService(name: "apns", configured: configured,
                               detail: configured ? context.settings.environment["SATCHEL_APNS_TOPIC"] : nil)
    }

    /// Imported tiles come first; else a tile server's URL; else none (`off`).
    func mapTiles() async -> InstanceService {
        if let tiles = context.part(MapTiles.self), let reader = await tiles.current(now: context.now) {
            return InstanceService(name: "map_tiles", configured: true, detail: "imported: \(reader.info.tileCount) tiles")
        }
        if let origin = context.settings.mapTileOrigin {
            return InstanceService(name: "map_tiles", configured: true, detail: "tile server \(origin)")
        }
        return InstanceService(name: "map_tiles", configured: false, detail: "off")
    }

    func database() async throws -> InstanceDatabase {
        struct Text: Decodable { let v: String }
        struct Count: Decodable { let n: Int64 }
        let sql = context.sql
        let migrations = try await sql.raw("SELECT COUNT(*) AS n FROM _fluent_migrations").first(decoding: Count.self)?.n ?? 0
        if context.isPostgres {
            let version = try await sql.raw("SELECT current_setting('server_version') AS v").first(decoding: Text.self)?.v ?? ""
            let size = try await sql.raw("SELECT pg_database_size(current_database()) AS n").first(decoding: Count.self)?.n ?? 0
            return InstanceDatabase(kind: "postgresql", version: version, sizeBytes: size, appliedMigrations: Int(migrations))
        }
        let version = try await sql.raw("SELECT sqlite_version() AS v").first(decoding: Text.self)?.v ?? ""
        return InstanceDatabase(kind: "sqlite", version: version, sizeBytes: try await sqliteSize(), appliedMigrations: Int(migrations))
    }

    /// The database file with its write-ahead log; for a database without a file (in memory),
    /// its pages.
    func sqliteSize() async throws -> Int64 {
        let url = context.settings.databaseURL
        let path: String? = switch url {
        case nil: context.settings.dataDirectory + "/satchel.sqlite"
        case let url? where url.hasPrefix("sqlite:") && !url.contains(":memory:"): String(url.dropFirst("sqlite:".count))
        default: nil
        }
        if let path, let size = Self.fileSize(path) { return size + (Self.fileSize(path + "-wal") ?? 0) }
        struct Pages: Decodable { let page_count: Int64 }
        struct PageSize: Decodable { let page_size: Int64 }
        let pages = try await context.sql.raw("PRAGMA page_count").first(decoding: Pages.self)?.page_count ?? 0
        let size = try await context.sql.raw("PRAGMA page_size").first(decoding: PageSize.self)?.page_size ?? 0
        return pages * size
    }

    static func fileSize(_ path: String) -> Int64? {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.int64Value
    }

    /// Items waiting (due or not), the oldest one's age, and those given up on.
    func backlog(_ name: String, table: String) async throws -> OutboxBacklog {
        struct Waiting: Decodable { let n: Int64; let oldest: Date? }
        struct Count: Decodable { let n: Int64 }
        let waiting = try await context.sql.raw("""
            SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM \(ident: table) WHERE status = 'pending'
            """).first(decoding: Waiting.self)
        let failed = try await context.sql.raw("SELECT COUNT(*) AS n FROM \(ident: table) WHERE status = 'failed'").first(decoding: Count.self)
        return OutboxBacklog(name: name, waiting: Int(waiting?.n ?? 0), oldestWaitingSince: waiting?.oldest, failed: Int(failed?.n ?? 0))
    }
}

extension SatchelContext {
    public var instanceOverview: InstanceOverview { InstanceOverview(context: self) }
}
