import Foundation
import SatchelAPI
import SatchelCore

/// The administrators' queue of reported things (restaurants, dishes, reviews, photos): one
/// item per thing, its open reports summed up beside it; hide, restore or dismiss settles them.
/// Reporters are counted, never named: the reported author may be an administrator.
public struct ReportQueue: Sendable {
    let context: SatchelContext

    /// The most items one queue shows.
    static let limit = 100

    public func queue(order: ReportQueueOrder = .oldest) async throws -> [ReportQueueItem] {
        let store = ReportQueueStore(sql: context.sql)
        let bySubject = Dictionary(grouping: try await store.openReports(), by: \.subject_id)
        let groups = bySubject.values.sorted { a, b in
            let aFirst = a[0].created_at, bFirst = b[0].created_at
            if order == .most, a.count != b.count { return a.count > b.count }
            return aFirst == bFirst ? a[0].subject_id.uuidString < b[0].subject_id.uuidString : aFirst < bFirst
        }
        var items: [ReportQueueItem] = []
        for reports in groups.prefix(Self.limit) {
            items.append(try await item(reports[0].subject, reports[0].subject_id, open: reports, store: store))
        }
        return items
    }

    /// One reported thing with its open reports (none once settled); not found unless it was reported.
    public func item(_ id: UUID) async throws -> ReportQueueItem {
        let store = ReportQueueStore(sql: context.sql)
        guard let subject = try await store.subjectKind(id) else { throw AppError.notFound("report") }
        return try await item(subject, id, open: try await store.openReports(about: id), store: store)
    }

    /// Hides it from everyone but its author (as enough reports do) and settles its reports.
    public func hide(_ id: UUID, by admin: Viewer) async throws -> ReportQueueItem {
        try await settle(id, outcome: "hidden", audit: "report.hide", hidden: true, by: admin)
    }

    /// Shows it again; its reports are settled, so they cannot hide it again.
    /// A place closed for good by an accepted suggestion stays closed: restoring it is refused
    /// (one `hidden` flag serves both, and moderation must not silently reopen it).
    public func restore(_ id: UUID, by admin: Viewer) async throws -> ReportQueueItem {
        if try await FactSuggestions.closedForGood(id, on: context.db) { throw AppError(.conflict, "report.closed_for_good") }
        return try await settle(id, outcome: "restored", audit: "report.restore", hidden: false, by: admin)
    }

    /// Settles its reports and leaves it as it is.
    public func dismiss(_ id: UUID, by admin: Viewer) async throws -> ReportQueueItem {
        try await settle(id, outcome: "dismissed", audit: "report.dismiss", hidden: nil, by: admin)
    }

    private func settle(_ id: UUID, outcome: String, audit action: String, hidden: Bool?, by admin: Viewer) async throws -> ReportQueueItem {
        let before = try await item(id)
        try await context.writeTransaction { tx in
            if let hidden, !before.gone { try await tx.moderation.setHidden(before.subject, id, hidden) }
            let settled = try await ReportQueueStore(sql: tx.sql).resolve(id, outcome: outcome, by: admin.id, at: tx.now)
            try await tx.adminAudit.record(by: admin.user, action, subject: id, subjectName: Self.describe(before),
                                           detail: "\(settled) open report\(settled == 1 ? "" : "s")")
        }
        return try await item(id)
    }

    /// "dish “Soup”", as the audit log names it.
    static func describe(_ item: ReportQueueItem) -> String {
        let name = item.name.count > 80 ? String(item.name.prefix(79)) + "…" : item.name
        return "\(item.subject) “\(name)”"
    }

    private func item(_ subject: String, _ id: UUID, open: [ReportQueueStore.OpenReport], store: ReportQueueStore) async throws -> ReportQueueItem {
        let thing = try await store.thing(subject, id)
        var author: ReportQueueStore.Author?
        if let addedBy = thing?.added_by { author = try await store.author(addedBy) }
        var counts: [String: Int] = [:]
        for report in open { counts[report.reason, default: 0] += 1 }
        let reasons = EatsRules.reportReasons.compactMap { reason in counts[reason].map { ReportReasonCount(reason: reason, count: $0) } }
        return ReportQueueItem(
            subject: subject, subjectId: id, name: thing?.name ?? "", link: thing.map { Self.link(subject, id, $0) },
            authorId: author == nil ? nil : thing?.added_by, authorName: author.map { "\($0.display_name) (@\($0.username))" },
            hidden: thing?.hidden ?? false, gone: thing == nil, reporters: open.count,
            firstReportedAt: open.first?.created_at, lastReportedAt: open.last?.created_at, reasons: reasons,
            notes: open.map(\.note).filter { !$0.isEmpty })
    }

    static func link(_ subject: String, _ id: UUID, _ thing: ReportQueueStore.Thing) -> String {
        switch subject {
        case "restaurant": EatsPath.restaurant(id).path
        case "dish": EatsPath.dish(id).path
        case "review": thing.dish_id.map { EatsPath.dish($0, at: "reviews").path } ?? EatsPath.restaurants.path
        default: thing.dish_id.map { EatsPath.dish($0, at: "photos").path } ?? EatsPath.restaurants.path
        }
    }
}

extension SatchelContext {
    public var reportQueue: ReportQueue { ReportQueue(context: self) }
}
