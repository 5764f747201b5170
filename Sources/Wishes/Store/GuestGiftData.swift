import Foundation
import SatchelCore
import SQLKit

/// A guest's reservation as plain values (the name they gave; never their link).
struct GuestGiftData: Decodable, Sendable {
    let id: UUID
    let wishID: UUID
    let name: String
    let bought: Bool
    let createdAt: Date

    enum CodingKeys: String, CodingKey { case id, wishID = "wish_id", name = "guest_name", bought, createdAt = "created_at" }
}

extension WishesStore {
    /// The guest reservation whose secret hashes to `tokenHash`.
    func guestGift(tokenHash: String) async throws -> GuestGiftData? {
        try await sql.raw("""
            SELECT id, wish_id, guest_name, bought, created_at FROM \(ident: GuestReservationRecord.schema)
            WHERE token_hash = \(bind: tokenHash)
            """).first(decoding: GuestGiftData.self)
    }

    /// The list whose public link's token is `token`, with the link.
    func publicLink(token: String) async throws -> PublicLinkRow? {
        try await sql.raw("""
            SELECT id, list_id, token, created_at FROM \(ident: PublicLinkRecord.schema) WHERE token = \(bind: token)
            """).first(decoding: PublicLinkRow.self)
    }

    /// The list's public link, when it is on.
    func publicLink(list: UUID) async throws -> PublicLinkRow? {
        try await sql.raw("""
            SELECT id, list_id, token, created_at FROM \(ident: PublicLinkRecord.schema) WHERE list_id = \(bind: list)
            """).first(decoding: PublicLinkRow.self)
    }
}

/// A list's public link.
struct PublicLinkRow: Decodable, Sendable {
    let id: UUID
    let listID: UUID
    let token: String
    let createdAt: Date

    enum CodingKeys: String, CodingKey { case id, listID = "list_id", token, createdAt = "created_at" }
}
