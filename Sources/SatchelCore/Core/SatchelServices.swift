import Fluent
import NIOConcurrencyHelpers
import SQLKit
import Foundation
import Vapor

/// The app-wide pieces every service needs, set up once by `configure`.
public final class SatchelServices: Sendable {
    public let settings: Settings
    public let clock: SatchelClock
    /// The other instances on the same PostgreSQL (none on SQLite).
    public let cluster: Cluster
    public let hub: NotificationHub
    public let media: MediaStore
    public let push: PushChannels
    /// The mail server and sender, if mail is set up (`configure` reads them).
    public let mail = MailSetup()
    /// Buttons on pushed notifications.
    public let pushActions: PushActions
    public let mediaAccess: MediaAccessRules
    public let caches: ReadCaches
    /// The sign-up policy and whether accounts exist (`InstanceState`).
    public let instance: InstanceState
    /// Every in-memory cache of database rows, dropped after the writes that change them commit.
    public let cacheRegistry: CacheRegistry
    /// Watches every statement: which tables committed writes changed, which a kept read read.
    public let tableWatch: TableWatch
    public let invitationHooks = InvitationHooks()
    /// The background jobs' last runs in this process (the administration's instance page).
    public let jobRuns = JobRuns()
    /// What modules add to the instance page (the payment gateway).
    public let instanceChecks = InstanceChecks()
    public let exportHooks = ExportHooks()
    /// What each app removes or anonymises when an account is deleted.
    public let accountDeletionHooks = AccountDeletionHooks()
    /// Every kind of notification, the platform's and each app's.
    public let notificationKinds = NotificationKinds()
    /// The tabs and head tags of the page shell, the platform's and each app's.
    public let shell = ShellParts()
    /// The world-cities gazetteer for place search.
    public let places: PlaceDirectory
    /// Apps' own places for place search (saved places, restaurants).
    public let placeSources = PlaceSources()
    /// One SQLite write transaction at a time (see `writeTransaction`).
    public let writeGate = WriteGate()
    /// Sign-in attempts from a slowed client address, one at a time (`SignInThrottleService`).
    public let addressQueues = KeyedGate()
    /// This process's long work and its progress (imports, backups), for pages that show it.
    public let longWork = LongWorkRegistry()
    /// Text limits of request bodies, read from openapi.yaml by `configure`.
    private let limits = NIOLockedValueBox(RequestLimits())
    public var requestLimits: RequestLimits {
        get { limits.withLockedValue { $0 } }
        set { limits.withLockedValue { $0 = newValue } }
    }
    /// Compared against when nobody has the name signed in with, so timing reveals nothing.
    public let decoyPasswordHash: String

    public init(settings: Settings, clock: SatchelClock = SatchelClock()) {
        self.settings = settings
        self.clock = clock
        self.cluster = Cluster()
        self.hub = NotificationHub(cluster: cluster)
        self.media = MediaStore(directory: settings.dataDirectory + "/media")
        self.push = PushChannels()
        self.pushActions = PushActions()
        self.mediaAccess = MediaAccessRules()
        self.caches = ReadCaches(lifetime: TimeInterval(settings.readCacheSeconds))
        self.cacheRegistry = CacheRegistry(cluster: cluster)
        cacheRegistry.register(caches)
        self.instance = InstanceState(lifetime: TimeInterval(settings.readCacheSeconds))
        cacheRegistry.register(instance)
        let registry = cacheRegistry
        self.tableWatch = TableWatch { registry.written($0) }
        self.places = PlaceDirectory(importedDirectory: settings.dataDirectory + "/places")
        self.decoyPasswordHash = (try? Bcrypt.hash(SecureToken.generate(), cost: settings.bcryptCost)) ?? ""
    }
}

extension Application {
    private struct ServicesKey: StorageKey { typealias Value = SatchelServices }

    public var satchel: SatchelServices {
        get {
            guard let services = storage[ServicesKey.self] else {
                fatalError("configure(app) has not set up Satchel's services")
            }
            return services
        }
        set { storage[ServicesKey.self] = newValue }
    }

    /// Services for work outside a request (commands, jobs).
    public var context: SatchelContext {
        let configured = satchel.settings.publicURL
        // Weak: jobs keep this context for the app's life.
        return SatchelContext(db: db, services: satchel, threadPool: threadPool, logger: logger,
                              publicAddress: { [weak self] in self?.publicURL ?? configured ?? "http://localhost" },
                              application: { [weak self] in self })
    }
}

extension Request {
    /// Made once per request (a handler and its middleware ask several times).
    public var context: SatchelContext {
        if let made = storage[RequestContextKey.self] { return made }
        let made = SatchelContext(db: countedDatabase, services: application.satchel, threadPool: application.threadPool, logger: logger,
                                  publicAddress: { [weak self, weak application] in
                                      // Weak: the request keeps its context; work that outlives it links as the app does.
                                      self?.publicURL ?? application?.publicURL ?? "http://localhost"
                                  }, application: { [weak application] in application }, memo: readMemo)
        storage[RequestContextKey.self] = made
        return made
    }
}

extension Request {
    /// Forgets the request's context, so the next use opens its database anew (a kept read notes
    /// what that database reads: `KeptReadMiddleware`). The memo stays: before the read it holds
    /// only the viewer as their session read them, which a change to the person drops anyway.
    func startReadingAfresh() {
        storage[RequestContextKey.self] = nil
    }
}

private struct RequestContextKey: StorageKey { typealias Value = SatchelContext }

/// What a service call runs with: the database (or a transaction), time and the shared pieces.
public struct SatchelContext: Sendable {
    public let db: any Database
    public let services: SatchelServices
    public let threadPool: NIOThreadPool
    public let logger: Logger
    /// Where links point (see `Request.publicURL`): worked out only when a link is made.
    let publicAddress: @Sendable () -> String
    /// The app it serves, for its modules' parts (`part(_:)`); weak, as jobs keep contexts.
    let application: @Sendable () -> Application?
    /// What a read request has looked up already (nil outside read requests).
    public let memo: RequestMemo?
    /// Inside a transaction: what it changed, for the caches once it commits.
    let pending: PendingChanges?

    public init(db: any Database, services: SatchelServices, threadPool: NIOThreadPool, logger: Logger,
                publicAddress: @escaping @Sendable () -> String, application: @escaping @Sendable () -> Application?,
                memo: RequestMemo? = nil) {
        self.init(db: db, services: services, threadPool: threadPool, logger: logger, publicAddress: publicAddress,
                  application: application, memo: memo, pending: nil)
    }

    init(db: any Database, services: SatchelServices, threadPool: NIOThreadPool, logger: Logger,
         publicAddress: @escaping @Sendable () -> String, application: @escaping @Sendable () -> Application?,
         memo: RequestMemo?, pending: PendingChanges?) {
        self.db = db
        self.services = services
        self.threadPool = threadPool
        self.logger = logger
        self.publicAddress = publicAddress
        self.application = application
        self.memo = memo
        self.pending = pending
    }

    public var now: Date { services.clock.now }
    public var settings: Settings { services.settings }
    /// The public address for absolute links, without a trailing slash: the one place they start.
    public var publicURL: String { publicAddress() }

    public func with(db: any Database) -> SatchelContext {
        SatchelContext(db: db, services: services, threadPool: threadPool, logger: logger, publicAddress: publicAddress,
                       application: application, memo: memo, pending: pending)
    }

    /// A transaction's context: it collects what the transaction changed. A request's memo
    /// stays out: a transaction reads the rows it locks, not what the request remembered.
    private func with(pending: PendingChanges) -> SatchelContext {
        SatchelContext(db: db, services: services, threadPool: threadPool, logger: logger, publicAddress: publicAddress,
                       application: application, memo: nil, pending: pending)
    }

    /// A transaction drops what it changed from the caches once it has committed
    /// (`changed(_:_:)`). One asked for inside it is part of it (this context is its connection).
    private func outermost<T: Sendable>(_ work: @escaping @Sendable (SatchelContext) async throws -> T,
                                        _ run: (SatchelContext) async throws -> T) async throws -> T {
        if pending != nil { return try await work(self) }
        let pending = PendingChanges()
        let result = try await run(with(pending: pending))
        pending.committed(to: services.cacheRegistry)
        return result
    }

    /// Runs `work` in one transaction. On SQLite every transaction takes the write lock up front
    /// (as `writeTransaction`): one that read first and then wrote would fail with "database is
    /// locked" whenever another connection wrote in between, and SQLite cannot wait that out.
    public func transaction<T: Sendable>(_ work: @escaping @Sendable (SatchelContext) async throws -> T) async throws -> T {
        try await outermost(work) { try await $0.runTransaction(work) }
    }

    private func runTransaction<T: Sendable>(_ work: @escaping @Sendable (SatchelContext) async throws -> T) async throws -> T {
        guard db.sql.dialect.name == "sqlite" else {
            return try await db.transaction { tx in try await work(self.with(db: tx)) }
        }
        // Already inside a write transaction of this task (this context is its connection).
        if WriteGate.held { return try await work(self) }
        return try await services.writeGate.run { try await self.immediateTransaction(work) }
    }

    /// A transaction that reads and then writes under contention. On SQLite it takes the write
    /// lock up front (BEGIN IMMEDIATE), so two such transactions queue instead of deadlocking;
    /// on PostgreSQL, lock the rows you read with `SELECT … FOR UPDATE` inside it.
    public func writeTransaction<T: Sendable>(_ work: @escaping @Sendable (SatchelContext) async throws -> T) async throws -> T {
        try await outermost(work) { try await $0.runTransaction(work) }
    }

    private func immediateTransaction<T: Sendable>(_ work: @escaping @Sendable (SatchelContext) async throws -> T) async throws -> T {
        try await db.withConnection { connection in
            let sql = connection.sql
            try await sql.raw("BEGIN IMMEDIATE").run()
            do {
                let result = try await work(self.with(db: connection))
                try await sql.raw("COMMIT").run()
                return result
            } catch {
                try? await sql.raw("ROLLBACK").run()
                throw error
            }
        }
    }

    /// Whether the database is PostgreSQL (for the few statements that differ).
    public var isPostgres: Bool { db.sql.dialect.name == "postgresql" }

    public var accounts: AccountService { AccountService(context: self) }
    public var friends: FriendService { FriendService(context: self) }
    public var circles: CircleService { CircleService(context: self) }
    public var notifications: NotificationService { NotificationService(context: self) }
    public var mediaService: MediaService { MediaService(context: self) }
    public var throttle: SignInThrottleService { SignInThrottleService(context: self) }

    /// bcrypt runs off the event loop.
    public func hashPassword(_ password: String) async throws -> String {
        let cost = settings.bcryptCost
        return try await threadPool.runIfActive { try Bcrypt.hash(password, cost: cost) }
    }

    public func verifyPassword(_ password: String, hash: String) async throws -> Bool {
        try await threadPool.runIfActive { (try? Bcrypt.verify(password, created: hash)) ?? false }
    }
}
