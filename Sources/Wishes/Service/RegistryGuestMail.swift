import Crypto
import Foundation
import SatchelCore
import SQLKit

extension SatchelContext {
    var registryGuestMail: RegistryGuestMail { RegistryGuestMail(context: self) }
}

/// Guests who reserved through a public registry link and gave an address hear, by mail, when
/// the owner changes the wish's name or price materially, removes it or marks it received —
/// with their reservation's link. The address is read only here, never shown to anyone, and
/// deleted when the reservation ends (undone, the wish removed or received).
struct RegistryGuestMail: Sendable {
    let context: SatchelContext

    enum Change: String, Sendable { case changed, deleted, received }

    static let mailKind = "registry_change"
    static let secretName = "registry_reservation.hmac"

    /// A reservation link's secret, derived from its nonce with the server's key, so it can be
    /// mailed again without being stored.
    func secret(nonce: String) async throws -> String {
        let key = try await ServerSecret.value(Self.secretName, on: context.db, now: context.now) { SecureToken.generate() }
        let code = HMAC<SHA256>.authenticationCode(for: Data(nonce.utf8), using: SymmetricKey(data: Data(key.utf8)))
        return Data(code).base64URLEncoded
    }

    /// Keeps the guest's address (and language) with the reservation just made.
    func keep(reservation: UUID, email: String, language: String, nonce: String) async throws {
        try await context.sql.update(GuestReservationRecord.schema)
            .set("guest_email", to: email).set("guest_language", to: language).set("link_nonce", to: nonce)
            .where("id", .equal, reservation).run()
    }

    /// Whether an edit is one a guest should hear of: another name (not just its case or
    /// spaces), a price added or removed, another currency, or the amount moved by a tenth or more.
    static func material(name old: String, price oldPrice: (Int, String)?, to new: String, price newPrice: (Int, String)?) -> Bool {
        func key(_ s: String) -> String { s.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        if key(old) != key(new) { return true }
        switch (oldPrice, newPrice) {
        case (nil, nil): return false
        case let (before?, after?):
            if before.1 != after.1 { return true }
            return abs(after.0 - before.0) * 10 >= max(abs(before.0), 1)
        default: return true
        }
    }

    /// After the owner's edit: mails the guests if the name or price changed materially.
    func tellIfMaterial(_ wish: WishRecord, name: String, price: (Int, String)?) async throws {
        let now = wish.priceMinor.flatMap { amount in wish.currency.map { (amount, $0) } }
        guard Self.material(name: name, price: price, to: wish.name, price: now) else { return }
        try await tell(wish, change: .changed)
    }

    /// Mails every guest with an address who reserved `wish` (as it is now); when the
    /// reservation ends with the change (removed, received), their address is deleted.
    func tell(_ wish: WishRecord, change: Change) async throws {
        let id = try wish.requireID()
        let rows = try await context.sql.select().columns("guest_name", "guest_email", "guest_language", "link_nonce")
            .from(GuestReservationRecord.schema).where("wish_id", .equal, id).where("guest_email", .isNot, SQLLiteral.null)
            .all(decoding: GuestAddressRow.self)
        guard !rows.isEmpty else { return }
        let list = try await wish.$list.id.asyncFlatMap { try await WishListRecord.find($0, on: context.db)?.name } ?? ""
        if context.mail.isConfigured {
            for row in rows {
                guard let address = try? MailAddress(address: row.email) else { continue }
                let localizer = Localizer(language: row.language ?? "en")
                let price = wish.priceMinor.map { localizer.money(minorUnits: $0, currency: wish.currency ?? "") }
                // A removed wish's reservation is gone with it: no link to open.
                var url: String? = nil
                if change != .deleted, let nonce = row.nonce {
                    url = context.publicURL + RegistryPath.reservation(token: try await secret(nonce: nonce)).path
                }
                try await context.mail.enqueue(Self.letter(localizer, change, wish: wish.name, price: price, list: list, guest: row.name, url: url),
                                               to: address, kind: Self.mailKind, user: nil)
            }
        }
        if change != .changed {
            try await context.sql.update(GuestReservationRecord.schema)
                .set("guest_email", to: SQLLiteral.null).set("guest_language", to: SQLLiteral.null).set("link_nonce", to: SQLLiteral.null)
                .where("wish_id", .equal, id).run()
        }
    }

    static func letter(_ localizer: Localizer, _ change: Change, wish: String, price: String?, list: String, guest: String,
                       url: String?) -> Letter {
        let args = ["wish": wish, "list": list, "name": guest, "price": price ?? localizer.t("registry_change.no_price")]
        return Letter(subject: localizer.t("registry_change.subject.\(change.rawValue)", args),
                      paragraphs: [localizer.t("registry_change.body.\(change.rawValue)", args)],
                      action: url.map { Letter.Action(label: localizer.t("registry_mail.action"), url: $0) },
                      footer: [localizer.t("registry_mail.footer", args)])
    }
}

private extension Optional {
    func asyncFlatMap<T>(_ transform: (Wrapped) async throws -> T?) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}

/// A guest's address on a reservation.
struct GuestAddressRow: Decodable, Sendable {
    let name: String
    let email: String
    let language: String?
    let nonce: String?
    enum CodingKeys: String, CodingKey { case name = "guest_name", email = "guest_email", language = "guest_language", nonce = "link_nonce" }
}
