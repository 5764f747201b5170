import Fluent
import Vapor

/// One app's part of Satchel: its migrations, routes and demo content. The server composes them.
public protocol SatchelModule: Sendable {
    var name: String { get }
    /// In order; each appended only, never reordered.
    var migrations: [any Migration] { get }
    func registerAPI(_ routes: AppRoutes, app: Application)
    func registerWeb(_ routes: AppRoutes, app: Application)
    /// Hooks into the shared services (media access rules, invitation hooks, notification kinds).
    func configure(_ app: Application)
    /// Fills an empty database with this module's part of the demo world.
    func seedDemo(_ demo: DemoWorld) async throws
    /// One pass of the module's periodic work (deadlines, expiry); must be idempotent.
    func runJobs(_ context: SatchelContext) async throws
}

/// The people of the demo world, for modules to give content to.
public struct DemoWorld: Sendable {
    public let context: SatchelContext
    public let people: [User]

    public init(context: SatchelContext, people: [User]) {
        self.context = context
        self.people = people
    }
}

extension SatchelModule {
    public func configure(_ app: Application) {}
    public func runJobs(_ context: SatchelContext) async throws {}
}
