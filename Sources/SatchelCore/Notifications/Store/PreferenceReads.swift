import Foundation
import SQLKit

/// What a person chose to hear about, and where: rows of `notification_preferences` (kinds
/// without a row are on). Writes go through `NotificationPreferenceRecord`.
extension InboxStore {
    /// The person's choices (of one kind, when given).
    func preferences(user: UUID, kind: String? = nil) async throws -> [PreferenceRow] {
        let ofKind: SQLQueryString = kind.map { " AND kind = \(bind: $0)" } ?? ""
        return try await sql.raw("""
            SELECT kind, inbox, push FROM \(ident: NotificationPreferenceRecord.schema) WHERE user_id = \(bind: user)\(ofKind)
            """).all(decoding: PreferenceRow.self)
    }

    /// The person's phones and browsers that get pushes, the latest added first.
    func pushDevices(user: UUID) async throws -> [PushDeviceRow] {
        try await sql.raw("""
            SELECT id, kind, name, created_at, last_delivered_at FROM \(ident: PushDevice.schema) WHERE user_id = \(bind: user)
            ORDER BY created_at DESC
            """).all(decoding: PushDeviceRow.self)
    }
}

/// A kind of notification and whether it goes to the inbox and as a push.
struct PreferenceRow: Sendable, Decodable {
    let kind: String
    let inbox: Bool
    let push: Bool
}

/// A device as the settings list it (never its address or keys).
struct PushDeviceRow: Sendable, Decodable {
    let id: UUID
    let kind: String
    let name: String
    let createdAt: Date
    let lastDeliveredAt: Date?
    enum CodingKeys: String, CodingKey { case id, kind, name, createdAt = "created_at", lastDeliveredAt = "last_delivered_at" }
}
