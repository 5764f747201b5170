import Vapor

/// "Forgot your password?": asking for a link, then the page the link opens. Without mail set
/// up, the first says to ask an administrator.
enum ForgotPasswordPage: PageView {
    struct Model: Sendable {
        var state: FormState
        var mailConfigured: Bool
        /// Asked: the page says a link is on its way (if the account exists).
        var sent: Bool
    }

    static func render(_ req: Request, state: FormState, sent: Bool = false, status: HTTPStatus = .ok) async throws -> Response {
        try await req.page(Self.self, Model(state: state, mailConfigured: req.context.mail.isConfigured, sent: sent), status: status)
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("forgot_password.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, state = m.state
        let back = element("p", [], element("a", [.href(CorePath.signIn.path)], text(localizer.t("forgot_password.back"))))
        guard m.mailConfigured else {
            return [element("h1", [], text(localizer.t("forgot_password.title"))),
                    element("p", [], text(localizer.t("forgot_password.no_mail"))), back]
        }
        if m.sent {
            return [element("h1", [], text(localizer.t("forgot_password.sent_title"))),
                    element("p", [Attr("role", "status")], text(localizer.t("forgot_password.sent", ["login": state["login"]]))),
                    element("p", [.cls("muted")], text(localizer.t("forgot_password.sent_hint"))), back]
        }
        return [
            element("h1", [], text(localizer.t("forgot_password.title"))),
            element("p", [], text(localizer.t("forgot_password.intro"))),
            Forms.alert(state.general(localizer, fields: ["login"])),
            Forms.form(ctx, action: CorePath.forgotPassword.path, cls: "stack", [
                Forms.field(ctx, state, name: "login", label: localizer.t("field.login"), autocomplete: "username", required: true,
                            extra: [Attr("autocapitalize", "none")]),
                Forms.submit(localizer.t("forgot_password.submit")),
            ]),
            back,
        ]
    }
}

/// What a reset link opens: a new password, or word that the link no longer works.
enum ResetPasswordPage: PageView {
    struct Model: Sendable {
        var token: String
        var usable: Bool
        var state: FormState
    }

    static func render(_ req: Request, token: String, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let usable = try await req.context.passwordResets.isUsable(token)
        return try await req.page(Self.self, Model(token: token, usable: usable, state: state), status: usable ? status : .notFound)
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String {
        localizer.t(model.usable ? "reset_password.title" : "reset_password.expired_title")
    }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        guard m.usable else {
            return [element("h1", [], text(localizer.t("reset_password.expired_title"))),
                    element("p", [], text(localizer.t("reset_password.expired"))),
                    element("p", [], element("a", [.href(CorePath.forgotPassword.path), .cls("button")], text(localizer.t("reset_password.ask_again"))))]
        }
        return [
            element("h1", [], text(localizer.t("reset_password.title"))),
            element("p", [], text(localizer.t("reset_password.intro"))),
            Forms.alert(m.state.general(localizer, fields: ["password"])),
            Forms.form(ctx, action: CorePath.resetPassword(token: m.token).path, cls: "stack", [
                Forms.field(ctx, m.state, name: "password", label: localizer.t("field.new_password"), type: "password",
                            autocomplete: "new-password", required: true, hint: localizer.t("field.password_hint")),
                Forms.submit(localizer.t("reset_password.submit")),
            ]),
        ]
    }
}

/// What a confirmation link opens: a button that confirms (a mail scanner's visit changes nothing).
enum ConfirmEmailPage: PageView {
    struct Model: Sendable {
        var token: String
        /// The address the link confirms, while it works.
        var address: String?
    }

    static func render(_ req: Request, token: String) async throws -> Response {
        let address = try await req.context.emailAddresses.pendingAddress(token)
        return try await req.page(Self.self, Model(token: token, address: address), status: address == nil ? .notFound : .ok)
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String {
        localizer.t(model.address == nil ? "confirm_email.expired_title" : "confirm_email.title")
    }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        guard let address = m.address else {
            return [element("h1", [], text(localizer.t("confirm_email.expired_title"))),
                    element("p", [], text(localizer.t("confirm_email.expired"))),
                    element("p", [], element("a", [.href(CorePath.settings(at: "s-email").path), .cls("button")], text(localizer.t("settings.title"))))]
        }
        return [
            element("h1", [], text(localizer.t("confirm_email.title"))),
            element("p", [], text(localizer.t("confirm_email.intro", ["email": address]))),
            Forms.form(ctx, action: CorePath.verifyEmail(token: m.token).path, cls: "stack", [
                Forms.submit(localizer.t("confirm_email.submit")),
            ]),
        ]
    }
}
