import Foundation
import SatchelAPI

/// The audit log: every administrator action, who did it, when and to whom. Entries are only
/// ever added; nothing edits or removes them.
public struct AdminAudit: Sendable {
    let context: SatchelContext

    /// Adds an entry; inside a transaction, it stands or falls with the action it records.
    public func record(by admin: ViewerUser, _ action: String, subject: UUID? = nil, subjectName: String? = nil,
                       detail: String? = nil) async throws {
        let name = "\(admin.displayName) (@\(admin.username))"
        try await AdminStore(sql: context.sql).appendAudit(
            AuditEntry(id: UUID(), at: context.now, actorId: admin.id, actorName: name, action: action,
                       subjectId: subject, subjectName: subjectName, detail: detail.map { String($0.prefix(500)) }))
        context.changed("admin_audit_log")
    }

    /// A page of entries, newest first.
    public func page(cursor: String?, limit: Int?) async throws -> Page<AuditEntry> {
        let size = try PageSize.resolve(limit)
        let entries = try await AdminStore(sql: context.sql).audit(before: try Cursor.decode(cursor), limit: size + 1)
        let shown = Array(entries.prefix(size))
        let next = entries.count > size ? shown.last.map { Cursor(date: $0.at, id: $0.id).encoded } : nil
        return Page(items: shown, nextCursor: next)
    }

    /// The whole log as CSV (RFC 4180), oldest first, times in UTC (ISO 8601).
    public func csv() async throws -> String {
        var rows: [AuditEntry] = []
        var cursor: Cursor?
        let store = AdminStore(sql: context.sql)
        while true {
            let batch = try await store.audit(before: cursor, limit: 1000)
            rows += batch
            guard batch.count == 1000, let last = batch.last else { break }
            cursor = Cursor(date: last.at, id: last.id)
        }
        let header = "time,administrator,administrator_id,action,subject,subject_id,detail"
        let lines = rows.reversed().map { e in
            [e.at.formatted(.iso8601), e.actorName, e.actorId?.uuidString.lowercased() ?? "", e.action,
             e.subjectName ?? "", e.subjectId?.uuidString.lowercased() ?? "", e.detail ?? ""].map(CSV.cell).joined(separator: ",")
        }
        return ([header] + lines).joined(separator: "\r\n") + "\r\n"
    }
}

extension SatchelContext {
    public var adminAudit: AdminAudit { AdminAudit(context: self) }
}
