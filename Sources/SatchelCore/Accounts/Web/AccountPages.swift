import SatchelAPI
import Vapor

/// Signing up: says first who may join (the form is left out where nobody could use it);
/// through an invitation, the inviter is named.
enum SignUpPage: PageView {
    struct Model: Sendable {
        /// What was typed (the invitation's secret among it) and what is wrong with it.
        var state: FormState
        /// Who invited them, when the invitation can still be used.
        var inviter: String?
        var rules: SignUpRules

        /// Closed, or by invitation without one: there is nothing to fill in.
        var showsForm: Bool {
            rules.mode != .closed && !(rules.needsInvitation && state["invitation"].isEmpty)
        }
    }

    static func render(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        var inviter: String?
        if !state["invitation"].isEmpty,
           let invitation = try? await req.context.friends.openInvitation(token: state["invitation"]) {
            inviter = invitation.inviterName
        }
        let rules = try await req.context.signUpPolicy.rules()
        return try await req.page(Self.self, Model(state: state, inviter: inviter, rules: rules), status: status)
    }

    /// What applies, in plain words, before anyone types.
    static func rules(_ m: Model, _ localizer: Localizer) -> [HTMLNode] {
        var lines: [String] = []
        switch m.rules.mode {
        case .invitation: lines.append(localizer.t("sign_up.rule.invitation"))
        case .approval: lines.append(localizer.t(m.state["invitation"].isEmpty ? "sign_up.rule.approval" : "sign_up.rule.approval_invited"))
        case .closed: lines.append(localizer.t("sign_up.rule.closed"))
        case .open: break
        }
        if !m.rules.allowedDomains.isEmpty, m.rules.mode != .closed {
            lines.append(localizer.t("sign_up.rule.domains", ["domains": m.rules.allowedDomains.joined(separator: ", ")]))
        }
        return lines.map { element("p", [.cls("sign-up-rule")], text($0)) }
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("sign_up.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, state = m.state
        return [element("h1", [], text(localizer.t("sign_up.title")))] + rules(m, localizer) + [
            m.inviter.map { element("p", [.cls("invited")], text(localizer.t("sign_up.invited_by", ["name": $0]))) } ?? group([]),
            Forms.alert(state.general(localizer, fields: ["displayName", "username", "email", "password", "invitation"])),
            !m.showsForm ? group([]) : Forms.form(ctx, action: CorePath.signUp.path, cls: "stack", [
                void("input", [.type("hidden"), .name("invitation"), .value(state["invitation"])]),
                state.message("invitation", localizer).map { element("p", [.cls("field-error")], text($0)) } ?? group([]),
                Forms.field(ctx, state, name: "displayName", label: localizer.t("field.display_name"), autocomplete: "name", required: true),
                Forms.field(ctx, state, name: "username", label: localizer.t("field.username"), autocomplete: "username",
                            required: true, hint: localizer.t("field.username_hint"), extra: [Attr("autocapitalize", "none")]),
                Forms.field(ctx, state, name: "email", label: localizer.t("field.email"), type: "email", autocomplete: "email", required: true),
                Forms.field(ctx, state, name: "password", label: localizer.t("field.password"), type: "password",
                            autocomplete: "new-password", required: true, hint: localizer.t("field.password_hint")),
                Forms.checkbox(name: "keepSignedIn", label: localizer.t("field.keep_signed_in"), checked: state["keepSignedIn"] == "on"),
                Forms.submit(localizer.t("sign_up.submit")),
            ]),
            element("p", [], text(localizer.t("sign_up.have_account") + " "), element("a", [.href(CorePath.signIn.path)], text(localizer.t("sign_in.title")))),
            LanguagePicker.render(ctx),
        ]
    }
}

/// Signing in; a failed attempt keeps the login, never the password.
enum SignInPage: PageView {
    struct Model: Sendable {
        /// What was typed (and where to go next) and what is wrong with it.
        var state: FormState
        /// Whether "Forgot your password?" can mail a link, or says to ask an administrator.
        var mailConfigured: Bool
    }

    static func render(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        try await req.page(Self.self, Model(state: state, mailConfigured: req.context.mail.isConfigured), status: status)
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("sign_in.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, state = m.state
        return [
            element("h1", [], text(localizer.t("sign_in.title"))),
            Forms.alert(state.general(localizer, fields: ["login"])),
            Forms.form(ctx, action: CorePath.signIn.path, cls: "stack", [
                void("input", [.type("hidden"), .name("next"), .value(state["next"])]),
                Forms.field(ctx, state, name: "login", label: localizer.t("field.login"), autocomplete: "username", required: true,
                            extra: [Attr("autocapitalize", "none")]),
                Forms.field(ctx, FormState(values: [:], error: state.error?.code == "sign_in.failed" ? nil : state.error),
                            name: "password", label: localizer.t("field.password"), type: "password",
                            autocomplete: "current-password", required: true),
                Forms.checkbox(name: "keepSignedIn", label: localizer.t("field.keep_signed_in"), checked: state["keepSignedIn"] == "on"),
                Forms.submit(localizer.t("sign_in.submit")),
            ]),
            m.mailConfigured
                ? element("p", [], element("a", [.href(CorePath.forgotPassword.path)], text(localizer.t("sign_in.forgot"))))
                : element("p", [.cls("muted")], text(localizer.t("sign_in.forgot_ask_admin"))),
            element("p", [], text(localizer.t("sign_in.no_account") + " "), element("a", [.href(CorePath.signUp.path)], text(localizer.t("sign_up.title")))),
            LanguagePicker.render(ctx),
        ]
    }
}

/// Lets someone not signed in pick a language (kept in a cookie).
enum LanguagePicker {
    static func render(_ ctx: PageContext) -> HTMLNode {
        Forms.form(ctx, action: CorePath.language.path, cls: "language-picker inline", [
            void("input", [.type("hidden"), .name("next"), .value(ctx.path)]),
            Forms.select(ctx, FormState(), name: "language", label: ctx.localizer.t("field.language"),
                         options: Catalogue.languages.map { ($0, ctx.localizer.t("language.\($0)")) }, selected: ctx.localizer.language),
            Forms.submit(ctx.localizer.t("action.change"), cls: "button"),
        ])
    }
}
