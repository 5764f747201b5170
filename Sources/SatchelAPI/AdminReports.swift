import Foundation

/// How many open reports give one reason.
public struct ReportReasonCount: Codable, Sendable, Equatable {
    /// `spam`, `offensive`, `wrong` or `other`.
    public var reason: String
    public var count: Int

    public init(reason: String, count: Int) {
        self.reason = reason
        self.count = count
    }
}

/// One reported thing in the administration's queue, with its open reports summed up. Who
/// reported is never part of it: the reported author may be an administrator.
public struct ReportQueueItem: Codable, Sendable, Equatable {
    /// `restaurant`, `dish`, `review` or `photo`.
    public var subject: String
    public var subjectId: UUID
    /// Its name (a review: its text); empty when it is gone.
    public var name: String
    /// Where it is shown (a path on this server); nil when it is gone.
    public var link: String?
    /// Who added it (nil for an import, or when their account is gone).
    public var authorId: UUID?
    public var authorName: String?
    /// Hidden from everyone but its author now.
    public var hidden: Bool
    /// Deleted since it was reported.
    public var gone: Bool
    /// How many people reported it (open reports only).
    public var reporters: Int
    public var firstReportedAt: Date?
    public var lastReportedAt: Date?
    public var reasons: [ReportReasonCount]
    /// The reporters' notes, oldest first, without their names.
    public var notes: [String]

    public init(subject: String, subjectId: UUID, name: String, link: String?, authorId: UUID?, authorName: String?, hidden: Bool,
                gone: Bool, reporters: Int, firstReportedAt: Date?, lastReportedAt: Date?, reasons: [ReportReasonCount], notes: [String]) {
        self.subject = subject
        self.subjectId = subjectId
        self.name = name
        self.link = link
        self.authorId = authorId
        self.authorName = authorName
        self.hidden = hidden
        self.gone = gone
        self.reporters = reporters
        self.firstReportedAt = firstReportedAt
        self.lastReportedAt = lastReportedAt
        self.reasons = reasons
        self.notes = notes
    }
}

/// The order of the report queue.
public enum ReportQueueOrder: String, Codable, Sendable, CaseIterable {
    /// The longest waiting first.
    case oldest
    /// The most reporters first.
    case most
}

/// The report queue (`/api/v1/admin/reports`): for administrators only; 404 for anyone else.
public enum AdminReportRoute: TypedRoute, Hashable {
    /// `?order=oldest|most`.
    case queue
    case hide(UUID)
    case restore(UUID)
    case dismiss(UUID)

    public var method: HTTPMethodName {
        switch self {
        case .queue: .get
        case .hide, .restore, .dismiss: .post
        }
    }

    public var parts: [RoutePart] {
        switch self {
        case .queue: [.literal("admin"), .literal("reports")]
        case .hide(let id): [.literal("admin"), .literal("reports"), .parameter("subjectId", id), .literal("hide")]
        case .restore(let id): [.literal("admin"), .literal("reports"), .parameter("subjectId", id), .literal("restore")]
        case .dismiss(let id): [.literal("admin"), .literal("reports"), .parameter("subjectId", id), .literal("dismiss")]
        }
    }
}
