import Foundation
import NIOConcurrencyHelpers
import SatchelCore
import Vapor

/// Migrates before serving; on PostgreSQL under a database-wide lock, so several instances
/// started together (a rolling deploy) migrate one after another.
public func migrate(_ app: Application) async throws {
    guard let url = app.satchel.settings.postgresURL else { return try await app.autoMigrate() }
    try await PostgresCoordinator.migrateExclusively(url: url, logger: app.logger) { try await app.autoMigrate() }
}

extension Application {
    /// On PostgreSQL, joins the other instances on the database (live events, cache drops,
    /// one instance per job); on SQLite there is only this one.
    func joinCluster() async throws {
        guard let url = satchel.settings.postgresURL else { return }
        let coordinator = try PostgresCoordinator(url: url, services: satchel, logger: logger)
        try await coordinator.start()
        lifecycle.use(ClusterMembership(coordinator: coordinator))
        logger.info("cluster: instance \(satchel.cluster.instanceID) joined")
    }
}

/// Leaves the cluster on shutdown, after the background jobs have stopped (they hold its locks).
struct ClusterMembership: LifecycleHandler {
    let coordinator: PostgresCoordinator

    func shutdownAsync(_ app: Application) async {
        await app.backgroundJobs.stop()
        await coordinator.stop()
    }
}
