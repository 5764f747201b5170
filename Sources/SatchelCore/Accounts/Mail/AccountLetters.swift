import Foundation

/// The mails about an account itself: a reset link, a confirmation link, and word that the
/// password or the address changed. Always in the person's own language and time zone.
struct AccountLetters {
    let localizer: Localizer
    /// The instance's address, for the footer and links.
    let publicURL: String
    let user: User

    init(user: User, publicURL: String) {
        self.user = user
        self.publicURL = publicURL
        localizer = Localizer(language: user.language ?? "en", timeZone: TimeZones.named(user.timeZone) ?? TimeZones.utc)
    }

    /// Where mail to the person goes: `address` or theirs, named; nil for an address SMTP cannot
    /// carry (one outside ASCII), which is then simply not mailed.
    static func mailbox(_ user: User, address: String? = nil) -> MailAddress? {
        try? MailAddress(name: user.displayName, address: address ?? user.email)
    }

    private var greeting: String { localizer.t("mail.greeting", ["name": user.displayName]) }

    private var footer: [String] {
        [localizer.t("mail.account_footer", ["host": URL(string: publicURL)?.host ?? publicURL])]
    }

    private func link(_ path: String) -> String { publicURL + path }

    func passwordReset(secret: String) -> Letter {
        Letter(subject: localizer.t("mail.reset.subject"),
               paragraphs: [greeting, localizer.t("mail.reset.body", ["username": user.username]),
                            localizer.t("mail.reset.expiry"), localizer.t("mail.reset.ignore")],
               action: .init(label: localizer.t("mail.reset.action"), url: link(CorePath.resetPassword(token: secret).path)),
               footer: footer)
    }

    func passwordChanged(at date: Date) -> Letter {
        Letter(subject: localizer.t("mail.password_changed.subject"),
               paragraphs: [greeting, localizer.t("mail.password_changed.body", ["username": user.username, "date": localizer.date(date)]),
                            localizer.t("mail.not_you")],
               action: .init(label: localizer.t("mail.password_changed.action"), url: link(CorePath.forgotPassword.path)),
               footer: footer)
    }

    func confirmation(secret: String, address: String) -> Letter {
        Letter(subject: localizer.t("mail.verify.subject"),
               paragraphs: [greeting, localizer.t("mail.verify.body", ["email": address, "username": user.username]),
                            localizer.t("mail.verify.expiry"), localizer.t("mail.verify.ignore")],
               action: .init(label: localizer.t("mail.verify.action"), url: link(CorePath.verifyEmail(token: secret).path)),
               footer: footer)
    }

    func addressChanged(from old: String, to new: String, at date: Date) -> Letter {
        Letter(subject: localizer.t("mail.email_changed.subject"),
               paragraphs: [greeting, localizer.t("mail.email_changed.body",
                                                  ["username": user.username, "old": old, "new": new, "date": localizer.date(date)]),
                            localizer.t("mail.not_you")],
               footer: footer)
    }

    func signUpApproved() -> Letter {
        Letter(subject: localizer.t("mail.sign_up_approved.subject"),
               paragraphs: [greeting, localizer.t("mail.sign_up_approved.body", ["username": user.username])],
               action: .init(label: localizer.t("mail.sign_up_approved.action"), url: link(CorePath.signIn.path)),
               footer: footer)
    }

    func signUpRefused() -> Letter {
        Letter(subject: localizer.t("mail.sign_up_refused.subject"),
               paragraphs: [greeting, localizer.t("mail.sign_up_refused.body", ["username": user.username])],
               footer: footer)
    }
}
