import Foundation

/// One outside service the instance uses (mail, push, payments, map tiles): set up or not.
public struct InstanceService: Codable, Sendable, Equatable {
    /// `mail`, `web_push`, `apns`, `payments`, `map_tiles`.
    public var name: String
    public var configured: Bool
    /// What it is set to, in a few words (a server, a gateway's name); never a secret.
    public var detail: String?

    public init(name: String, configured: Bool, detail: String? = nil) {
        self.name = name
        self.configured = configured
        self.detail = detail
    }
}

/// The database the instance runs on.
public struct InstanceDatabase: Codable, Sendable, Equatable {
    /// `sqlite` or `postgresql`.
    public var kind: String
    public var version: String
    /// SQLite: the file with its write-ahead log; PostgreSQL: `pg_database_size`.
    public var sizeBytes: Int64
    public var appliedMigrations: Int

    public init(kind: String, version: String, sizeBytes: Int64, appliedMigrations: Int) {
        self.kind = kind
        self.version = version
        self.sizeBytes = sizeBytes
        self.appliedMigrations = appliedMigrations
    }
}

/// A background job's last runs, as this instance saw them.
public struct JobRunState: Codable, Sendable, Equatable {
    public var name: String
    public var lastRunAt: Date?
    public var lastSuccessAt: Date?
    public var lastFailureAt: Date?
    public var lastError: String?

    public init(name: String, lastRunAt: Date? = nil, lastSuccessAt: Date? = nil, lastFailureAt: Date? = nil, lastError: String? = nil) {
        self.name = name
        self.lastRunAt = lastRunAt
        self.lastSuccessAt = lastSuccessAt
        self.lastFailureAt = lastFailureAt
        self.lastError = lastError
    }
}

/// What waits in an outbox.
public struct OutboxBacklog: Codable, Sendable, Equatable {
    /// `mail` or `push`.
    public var name: String
    public var waiting: Int
    /// When the oldest waiting item was queued.
    public var oldestWaitingSince: Date?
    /// Given up on (refused for good, or too many failed attempts).
    public var failed: Int

    public init(name: String, waiting: Int, oldestWaitingSince: Date?, failed: Int) {
        self.name = name
        self.waiting = waiting
        self.oldestWaitingSince = oldestWaitingSince
        self.failed = failed
    }
}

/// The instance as an administrator sees it (`/api/v1/admin/instance`).
public struct AdminInstance: Codable, Sendable, Equatable {
    /// `SATCHEL_PUBLIC_URL`, nil when not set.
    public var configuredPublicURL: String?
    /// The address as this request reached the server.
    public var requestPublicURL: String
    public var services: [InstanceService]
    public var database: InstanceDatabase
    public var jobs: [JobRunState]
    /// On PostgreSQL several instances may share the work: `jobs` is what this one saw.
    public var jobsArePerInstance: Bool
    public var outboxes: [OutboxBacklog]
    /// When `satchel backup` last finished here; nil: never.
    public var lastBackupAt: Date?

    public init(configuredPublicURL: String?, requestPublicURL: String, services: [InstanceService], database: InstanceDatabase,
                jobs: [JobRunState], jobsArePerInstance: Bool, outboxes: [OutboxBacklog], lastBackupAt: Date?) {
        self.configuredPublicURL = configuredPublicURL
        self.requestPublicURL = requestPublicURL
        self.services = services
        self.database = database
        self.jobs = jobs
        self.jobsArePerInstance = jobsArePerInstance
        self.outboxes = outboxes
        self.lastBackupAt = lastBackupAt
    }
}

/// What the mail server answered to a test message.
public struct TestMailResult: Codable, Sendable, Equatable {
    public var sent: Bool
    /// The address it went to (the administrator's own).
    public var recipient: String
    /// The SMTP server's own answer, or why it was not sent.
    public var reply: String

    public init(sent: Bool, recipient: String, reply: String) {
        self.sent = sent
        self.recipient = recipient
        self.reply = reply
    }
}

/// What one push channel did with a test notification.
public struct TestPushChannelOutcome: Codable, Sendable, Equatable {
    /// `webpush` or `apns`.
    public var channel: String
    /// `delivered`, `not_subscribed` (no device of the administrator's on it), `retry_later`
    /// (the push service was down or refused for now) or `failed`.
    public var outcome: String
    /// The push service's answer when it was not delivered.
    public var detail: String?

    public init(channel: String, outcome: String, detail: String? = nil) {
        self.channel = channel
        self.outcome = outcome
        self.detail = detail
    }
}

/// A test notification pushed straight to the administrator's own devices.
public struct TestPushResult: Codable, Sendable, Equatable {
    /// At least one device's push service took it.
    public var delivered: Bool
    /// How many devices the administrator has push turned on for.
    public var devices: Int
    public var channels: [TestPushChannelOutcome]

    public init(delivered: Bool, devices: Int, channels: [TestPushChannelOutcome]) {
        self.delivered = delivered
        self.devices = devices
        self.channels = channels
    }
}

/// The instance's state (`/api/v1/admin/instance`): for administrators only; 404 for anyone else.
public enum AdminInstanceRoute: TypedRoute, Hashable {
    case instance
    case testMail
    case testPush

    public var method: HTTPMethodName {
        switch self {
        case .instance: .get
        case .testMail, .testPush: .post
        }
    }

    public var parts: [RoutePart] {
        switch self {
        case .instance: [.literal("admin"), .literal("instance")]
        case .testMail: [.literal("admin"), .literal("instance"), .literal("test-mail")]
        case .testPush: [.literal("admin"), .literal("instance"), .literal("test-push")]
        }
    }
}
