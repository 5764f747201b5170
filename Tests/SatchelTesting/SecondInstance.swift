import Foundation
import NIOPosix
@testable import SatchelServer
import Vapor

/// A second `satchel serve` on the same database as `t` (PostgreSQL, or the same SQLite file),
/// both joined to the cluster as `serve` joins them.
public func withSecondInstance(of t: TestContext, _ body: (TestContext) async throws -> Void) async throws {
    let other = try await Application.make(.testing)
    other.threadPool = NIOThreadPool(numberOfThreads: 2)
    do {
        try await configure(other, settings: t.app.satchel.settings, clock: t.clock)
        try await t.app.joinCluster()
        try await other.joinCluster()
        try await body(TestContext(app: other, clock: t.clock))
    } catch {
        try? await other.asyncShutdown()
        throw error
    }
    try await other.asyncShutdown()
}
