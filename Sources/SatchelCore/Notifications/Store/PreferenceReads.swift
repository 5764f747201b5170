import Foundation
import SQLKit

/// What a person chose to hear about, and where: rows of `notification_preferences` (kinds
/// without a row are on). Writes go through `NotificationPreferenceRecord`.
extension InboxStore {
    /// The person's choices (of one kind, when given), and whether they have a push device,
    /// which some kinds' mail default depends on: one statement, the device told by an extra
    /// row of kind `PreferenceRow.pushDeviceMarker`.
    func preferences(user: UUID, kind: String? = nil) async throws -> PreferenceRows {
        let ofKind: SQLQueryString = kind.map { " AND kind = \(bind: $0)" } ?? ""
        let rows = try await sql.raw("""
            SELECT kind, inbox, push, email FROM \(ident: NotificationPreferenceRecord.schema) WHERE user_id = \(bind: user)\(ofKind)
            UNION ALL
            SELECT \(bind: PreferenceRow.pushDeviceMarker), \(bind: false), \(bind: false), NULL
            WHERE EXISTS (SELECT 1 FROM \(ident: PushDevice.schema) WHERE user_id = \(bind: user))
            """).all(decoding: PreferenceRow.self)
        return PreferenceRows(rows: rows.filter { $0.kind != PreferenceRow.pushDeviceMarker },
                              hasPushDevice: rows.contains { $0.kind == PreferenceRow.pushDeviceMarker })
    }

    /// Whether the person chose the daily digest, and the local day it last went.
    func mailDigest(user: UUID) async throws -> MailDigestRow? {
        try await sql.raw("""
            SELECT enabled, last_sent_on FROM \(ident: MailDigestRecord.schema) WHERE user_id = \(bind: user)
            """).first(decoding: MailDigestRow.self)
    }

    /// The person's phones and browsers that get pushes, the latest added first.
    func pushDevices(user: UUID) async throws -> [PushDeviceRow] {
        try await sql.raw("""
            SELECT id, kind, name, created_at, last_delivered_at FROM \(ident: PushDevice.schema) WHERE user_id = \(bind: user)
            ORDER BY created_at DESC
            """).all(decoding: PushDeviceRow.self)
    }
}

/// A kind of notification and whether it goes to the inbox, as a push and by mail (nil: the
/// kind's default).
struct PreferenceRow: Sendable, Decodable {
    /// Not a kind (kinds have a dot): the row saying the person has a push device.
    static let pushDeviceMarker = "#push-device"

    let kind: String
    let inbox: Bool
    let push: Bool
    let email: Bool?
}

/// A person's stored choices, and whether they have anywhere to push to.
struct PreferenceRows: Sendable {
    let rows: [PreferenceRow]
    let hasPushDevice: Bool
}

struct MailDigestRow: Sendable, Decodable {
    let enabled: Bool
    let lastSentOn: String?
    enum CodingKeys: String, CodingKey { case enabled, lastSentOn = "last_sent_on" }
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
