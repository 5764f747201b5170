import Foundation
import SatchelAPI
import SQLKit

/// The inbox's read layer: a person's notifications as plain rows, decoded once. Writes stay
/// on `InboxNotification`.
struct InboxStore: Sendable {
    let sql: any SQLDatabase

    /// A page of `user`'s inbox, newest first, after `cursor`: `limit + 1` rows, the last
    /// telling whether there is a next page.
    func page(user: UUID, after cursor: Cursor?, limit: Int) async throws -> [InboxRow] {
        var query = sql.select()
            .columns(InboxRow.CodingKeys.allCases.map(\.stringValue))
            .from(InboxNotification.schema)
            .where("user_id", .equal, user)
        if let cursor {
            query = query.where(group: { group in
                group.where("created_at", .lessThan, cursor.date)
                    .orWhere(group: { $0.where("created_at", .equal, cursor.date).where("id", .lessThan, cursor.id) })
            })
        }
        return try await query
            .orderBy("created_at", .descending).orderBy("id", .descending)
            .limit(limit + 1)
            .all(decoding: InboxRow.self)
    }
}

extension SatchelContext {
    /// The inbox's reads on this context's database (or transaction).
    var inboxStore: InboxStore { InboxStore(sql: sql) }
}
