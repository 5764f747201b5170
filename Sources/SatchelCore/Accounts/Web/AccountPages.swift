import Vapor

/// Sign up and sign in pages.
enum SignUpPage {
    static func render(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let localizer = req.localizer
        var inviter: String?
        if !state["invitation"].isEmpty,
           let invitation = try? await req.context.friends.openInvitation(token: state["invitation"]) {
            inviter = invitation.inviter.displayName
        }
        return try await req.page(localizer.t("sign_up.title"), tab: nil, status: status) { ctx in
            [
                element("h1", [], text(localizer.t("sign_up.title"))),
                inviter.map { element("p", [.cls("invited")], text(localizer.t("sign_up.invited_by", ["name": $0]))) } ?? group([]),
                Forms.alert(state.general(localizer, fields: ["displayName", "username", "email", "password", "invitation"])),
                Forms.form(ctx, action: "/sign-up", cls: "stack", [
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
                element("p", [], text(localizer.t("sign_up.have_account") + " "), element("a", [.href("/sign-in")], text(localizer.t("sign_in.title")))),
                LanguagePicker.render(ctx),
            ]
        }
    }
}

enum SignInPage {
    static func render(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let localizer = req.localizer
        return try await req.page(localizer.t("sign_in.title"), tab: nil, status: status) { ctx in
            [
                element("h1", [], text(localizer.t("sign_in.title"))),
                Forms.alert(state.general(localizer, fields: ["login"])),
                Forms.form(ctx, action: "/sign-in", cls: "stack", [
                    void("input", [.type("hidden"), .name("next"), .value(state["next"])]),
                    Forms.field(ctx, state, name: "login", label: localizer.t("field.login"), autocomplete: "username", required: true,
                                extra: [Attr("autocapitalize", "none")]),
                    Forms.field(ctx, FormState(values: [:], error: state.error?.code == "sign_in.failed" ? nil : state.error),
                                name: "password", label: localizer.t("field.password"), type: "password",
                                autocomplete: "current-password", required: true),
                    Forms.checkbox(name: "keepSignedIn", label: localizer.t("field.keep_signed_in"), checked: state["keepSignedIn"] == "on"),
                    Forms.submit(localizer.t("sign_in.submit")),
                ]),
                element("p", [], text(localizer.t("sign_in.no_account") + " "), element("a", [.href("/sign-up")], text(localizer.t("sign_up.title")))),
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
            Forms.select(ctx, FormState(), name: "language", label: ctx.localizer.t("field.language"),
                         options: Catalogue.languages.map { ($0, ctx.localizer.t("language.\($0)")) }, selected: ctx.localizer.language),
            Forms.submit(ctx.localizer.t("action.change"), cls: "button"),
        ])
    }
}
