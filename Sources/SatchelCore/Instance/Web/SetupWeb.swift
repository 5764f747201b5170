import SatchelAPI
import Vapor

/// `/setup`: the first visitor creates the administrator; gone (404) once any account exists.
struct SetupWeb {
    func register(_ r: AppRoutes) {
        r.publicRoutes.get("setup") { req async throws -> Response in
            guard try await !req.context.firstStart.hasAccounts() else { throw AppError(.notFound, "not_found.route") }
            return try await req.page(SetupPage.self, SetupPage.Model(state: FormState()))
        }
        r.publicRoutes.post("setup") { req async throws -> Response in
            guard try await !req.context.firstStart.hasAccounts() else { throw AppError(.notFound, "not_found.route") }
            let values = AccountsWeb.values(req, ["displayName", "username", "email", "keepSignedIn"])
            let input = SignUpRequest(displayName: values["displayName"] ?? "",
                                      username: (values["username"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
                                      email: (values["email"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
                                      password: req.field("password") ?? "", keepSignedIn: values["keepSignedIn"] == "on",
                                      timeZone: req.browserTimeZoneName)
            do {
                let issued = try await req.context.firstStart.createAdministrator(input, kind: .web, clientName: req.clientName)
                return AccountsWeb.signedIn(req, issued, next: CorePath.home.path)
            } catch let error as AppError where error.kind == .conflict && error.code == "setup.done" {
                // Another first visitor was quicker: there is an administrator now.
                throw AppError(.notFound, "not_found.route")
            } catch let error as AppError where error.kind != .serverError {
                return try await req.page(SetupPage.self, SetupPage.Model(state: FormState(values: values, error: error)),
                                          status: .unprocessableEntity)
            }
        }
        r.publicRoutes.get("sign-up", "waiting") { req async throws -> Response in
            try await req.page(SignUpWaitingPage.self, SignUpWaitingPage.Model())
        }
    }
}

/// "Create the administrator": the same fields and rules as signing up.
enum SetupPage: PageView {
    struct Model: Sendable {
        var state: FormState
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("setup.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, state = m.state
        return [
            element("h1", [], text(localizer.t("setup.title"))),
            element("p", [], text(localizer.t("setup.intro"))),
            Forms.alert(state.general(localizer, fields: ["displayName", "username", "email", "password"])),
            Forms.form(ctx, action: CorePath.setup.path, cls: "stack", [
                Forms.field(ctx, state, name: "displayName", label: localizer.t("field.display_name"), autocomplete: "name", required: true),
                Forms.field(ctx, state, name: "username", label: localizer.t("field.username"), autocomplete: "username",
                            required: true, hint: localizer.t("field.username_hint"), extra: [Attr("autocapitalize", "none")]),
                Forms.field(ctx, state, name: "email", label: localizer.t("field.email"), type: "email", autocomplete: "email", required: true),
                Forms.field(ctx, state, name: "password", label: localizer.t("field.password"), type: "password",
                            autocomplete: "new-password", required: true, hint: localizer.t("field.password_hint")),
                Forms.checkbox(name: "keepSignedIn", label: localizer.t("field.keep_signed_in"), checked: state["keepSignedIn"] == "on"),
                Forms.submit(localizer.t("setup.submit")),
            ]),
            LanguagePicker.render(ctx),
        ]
    }
}

/// Where a sign-up in `approval` mode leads: the account exists and waits.
enum SignUpWaitingPage: PageView {
    struct Model: Sendable {}

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("sign_up.waiting.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        [
            element("h1", [], text(ctx.localizer.t("sign_up.waiting.title"))),
            element("p", [], text(ctx.localizer.t("sign_up.waiting.message"))),
            element("p", [], element("a", [.href(CorePath.signIn.path)], text(ctx.localizer.t("sign_in.title")))),
        ]
    }
}
