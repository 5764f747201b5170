import Foundation

/// One inbox row as the list needs it. The inbox is the hottest read there is, so it is
/// read with plain SQL into this struct (`InboxStore`) rather than hydrating Fluent models.
struct InboxRow: Sendable, Decodable {
    let id: UUID
    let actorID: UUID?
    let kind: String
    let params: String
    let link: String?
    let readAt: Date?
    let createdAt: Date

    /// The columns, named as the table names them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, actorID = "actor_id", kind, params, link, readAt = "read_at", createdAt = "created_at"
    }

    init(_ n: InboxNotification) throws {
        id = try n.requireID()
        actorID = n.$actor.id
        kind = n.kind
        params = n.params
        link = n.link
        readAt = n.readAt
        createdAt = n.createdAt
    }

    var decodedParams: [String: String] {
        params == "{}" ? [:] : (try? JSONDecoder().decode([String: String].self, from: Data(params.utf8))) ?? [:]
    }
}
