/// The settings' email section: the address, whether it is confirmed ("send again"), and a
/// form to change it (with the password).
enum EmailSettingsSection {
    struct Model: Sendable {
        var email: String
        var verified: Bool
        var mailConfigured: Bool
    }

    static func view(_ m: Model, _ state: FormState, _ ctx: PageContext) -> HTMLNode {
        let localizer = ctx.localizer
        let status = m.verified ? localizer.t("email.verified") : localizer.t("email.not_verified")
        return element("section", [.aria("labelledby", "s-email")],
            element("h2", [.id("s-email")], text(localizer.t("settings.email"))),
            element("p", [], text(m.email + " · "), element("strong", [.cls(m.verified ? "ok" : "warn")], text(status))),
            m.mailConfigured ? group([]) : element("p", [.cls("muted")], text(localizer.t("email.no_mail"))),
            m.verified || !m.mailConfigured ? group([]) : group([
                element("p", [.cls("muted")], text(localizer.t("email.check_inbox"))),
                Forms.button(ctx, action: CorePath.settingsEmailConfirmation.path, label: localizer.t("email.send_again"), cls: "button"),
            ]),
            Forms.form(ctx, action: CorePath.settingsEmail.path, cls: "stack", [
                Forms.field(ctx, state, name: "email", label: localizer.t("field.new_email"), type: "email", autocomplete: "email",
                            required: true, extra: [Attr("autocapitalize", "none")]),
                Forms.field(ctx, state, name: "emailPassword", label: localizer.t("field.current_password"), type: "password",
                            autocomplete: "current-password", required: true),
                Forms.submit(localizer.t("email.change"), cls: "button"),
            ]))
    }
}
