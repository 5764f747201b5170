import Vapor

/// Sign up and sign in pages.
enum SignUpPage {
    static func render(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let l = req.localizer
        var inviter: String?
        if !state["invitation"].isEmpty,
           let invitation = try? await req.context.friends.openInvitation(token: state["invitation"]) {
            inviter = invitation.inviter.displayName
        }
        return try await req.page(l.t("sign_up.title"), tab: nil, status: status) { ctx in
            [
                el("h1", [], text(l.t("sign_up.title"))),
                inviter.map { el("p", [.cls("invited")], text(l.t("sign_up.invited_by", ["name": $0]))) } ?? group([]),
                Forms.alert(state.general(l, fields: ["displayName", "username", "email", "password", "invitation"])),
                Forms.form(ctx, action: "/sign-up", cls: "stack", [
                    void("input", [.type("hidden"), .name("invitation"), .value(state["invitation"])]),
                    state.message("invitation", l).map { el("p", [.cls("field-error")], text($0)) } ?? group([]),
                    Forms.field(ctx, state, name: "displayName", label: l.t("field.display_name"), autocomplete: "name", required: true),
                    Forms.field(ctx, state, name: "username", label: l.t("field.username"), autocomplete: "username",
                                required: true, hint: l.t("field.username_hint"), extra: [Attr("autocapitalize", "none")]),
                    Forms.field(ctx, state, name: "email", label: l.t("field.email"), type: "email", autocomplete: "email", required: true),
                    Forms.field(ctx, state, name: "password", label: l.t("field.password"), type: "password",
                                autocomplete: "new-password", required: true, hint: l.t("field.password_hint")),
                    Forms.checkbox(name: "keepSignedIn", label: l.t("field.keep_signed_in"), checked: state["keepSignedIn"] == "on"),
                    Forms.submit(l.t("sign_up.submit")),
                ]),
                el("p", [], text(l.t("sign_up.have_account") + " "), el("a", [.href("/sign-in")], text(l.t("sign_in.title")))),
                LanguagePicker.render(ctx),
            ]
        }
    }
}

enum SignInPage {
    static func render(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let l = req.localizer
        return try await req.page(l.t("sign_in.title"), tab: nil, status: status) { ctx in
            [
                el("h1", [], text(l.t("sign_in.title"))),
                Forms.alert(state.general(l, fields: ["login"])),
                Forms.form(ctx, action: "/sign-in", cls: "stack", [
                    void("input", [.type("hidden"), .name("next"), .value(state["next"])]),
                    Forms.field(ctx, state, name: "login", label: l.t("field.login"), autocomplete: "username", required: true,
                                extra: [Attr("autocapitalize", "none")]),
                    Forms.field(ctx, FormState(values: [:], error: state.error?.code == "sign_in.failed" ? nil : state.error),
                                name: "password", label: l.t("field.password"), type: "password",
                                autocomplete: "current-password", required: true),
                    Forms.checkbox(name: "keepSignedIn", label: l.t("field.keep_signed_in"), checked: state["keepSignedIn"] == "on"),
                    Forms.submit(l.t("sign_in.submit")),
                ]),
                el("p", [], text(l.t("sign_in.no_account") + " "), el("a", [.href("/sign-up")], text(l.t("sign_up.title")))),
                LanguagePicker.render(ctx),
            ]
        }
    }
}

/// Lets someone not signed in pick a language (kept in a cookie).
enum LanguagePicker {
    static func render(_ ctx: PageContext) -> HTMLNode {
        Forms.form(ctx, action: "/language", cls: "language-picker inline", [
            void("input", [.type("hidden"), .name("next"), .value(ctx.path)]),
            Forms.select(ctx, FormState(), name: "language", label: ctx.l.t("field.language"),
                         options: Catalogue.languages.map { ($0, ctx.l.t("language.\($0)")) }, selected: ctx.l.language),
            Forms.submit(ctx.l.t("action.change"), cls: "button"),
        ])
    }
}
