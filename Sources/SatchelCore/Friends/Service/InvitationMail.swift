import Foundation

/// An invitation link mailed to an address: the address checked, the inviter kept from
/// flooding anyone, and the mail written in the inviter's language, naming them. It is not a
/// notification (the recipient has no account to unsubscribe from): it says who sent it and
/// that ignoring it is fine.
struct InvitationMail: Sendable {
    static let kind = "invitation"
    /// Invitation mails one member may queue in `window`, and to one address.
    static let perDay = 20
    static let perAddressPerDay = 3
    static let window: TimeInterval = 24 * 3600

    let context: SatchelContext

    /// The address to mail, once the mail can go: otherwise a refusal, before anything is made.
    func check(_ email: String, inviter: ViewerUser) async throws -> MailAddress {
        // As sent: the page trims what was typed, the API takes the address exactly (as documented).
        guard let address = try? MailAddress(address: email) else {
            throw AppError.invalid("email", "email.format")
        }
        guard context.mail.isConfigured else { throw AppError.invalid("email", "invitation_mail.not_configured") }
        let sent = try await context.friendsStore.invitationMails(from: inviter.id, since: context.now.addingTimeInterval(-Self.window))
        let toAddress = sent.filter { $0.recipient.lowercased() == address.address.lowercased() }
        // Two requests at the same moment may both pass: one mail over, never a flood.
        if sent.count >= Self.perDay {
            throw throttled("invitation_mail.too_many", max: Self.perDay, oldest: sent)
        }
        if toAddress.count >= Self.perAddressPerDay {
            throw throttled("invitation_mail.too_many_to_address", max: Self.perAddressPerDay, oldest: toAddress)
        }
        return address
    }

    /// Refused until the oldest of `rows` leaves the window.
    func throttled(_ code: String, max: Int, oldest rows: [InvitationMailRow]) -> AppError {
        let oldest = rows.map(\.createdAt).min() ?? context.now
        let seconds = Int(oldest.addingTimeInterval(Self.window).timeIntervalSince(context.now).rounded(.up))
        return AppError(.throttled, code, ["max": "\(max)"], retryAfter: Swift.max(1, seconds))
    }

    /// Queues the mail in the caller's transaction, tied to the inviter's account.
    func enqueue(to address: MailAddress, inviter: ViewerUser, url: String, expiresAt: Date, listName: String?) async throws {
        guard let sender = context.mail.sender else { throw AppError.invalid("email", "invitation_mail.not_configured") }
        let localizer = Localizer(language: inviter.language ?? "en", timeZone: TimeZones.named(inviter.timeZone) ?? TimeZones.utc)
        let letter = Self.letter(localizer, inviter: inviter.displayName, url: url, expiresAt: expiresAt, listName: listName, to: address)
        // From the server's address, under the inviter's name: whom the mail is from, at a glance.
        let from = try MailAddress(name: localizer.t("invitation_mail.from", ["name": inviter.displayName]), address: sender.address)
        try await context.mail.enqueue(try letter.message(from: from, to: address), kind: Self.kind, user: inviter.id)
    }

    /// A friend invitation, or with `listName` an invitation to that list.
    static func letter(_ localizer: Localizer, inviter: String, url: String, expiresAt: Date, listName: String?,
                       to address: MailAddress) -> Letter {
        let args = ["name": inviter, "list": listName ?? "", "date": localizer.date(expiresAt), "address": address.address]
        let what = listName == nil ? "friend" : "list"
        return Letter(subject: localizer.t("invitation_mail.subject_\(what)", args),
                      paragraphs: [localizer.t("invitation_mail.body_\(what)", args), localizer.t("invitation_mail.valid_until", args)],
                      action: Letter.Action(label: localizer.t("invitation_mail.action"), url: url),
                      footer: [localizer.t("invitation_mail.footer", args)])
    }
}

extension SatchelContext {
    var invitationMail: InvitationMail { InvitationMail(context: self) }
}
