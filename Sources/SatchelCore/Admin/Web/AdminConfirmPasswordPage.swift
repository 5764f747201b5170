import Vapor

/// "Enter your password again": shown instead of a sensitive action when the administrator's
/// last password check is over ten minutes old. It carries the action's own fields; once the
/// password is right, the browser sends them on to the action (307 keeps the POST).
enum AdminConfirmPasswordPage: PageView {
    struct Model: Sendable {
        /// The action the fields go on to.
        var action: String
        var carried: [(name: String, value: String)]
        var state: FormState
    }

    /// The field the page sends the action in; everything else it carries is the action's own.
    static let actionField = "_action"
    /// Not `password`: the forms it stands in front of may have one of their own (a new account's).
    static let passwordField = "adminPassword"

    static func render(_ req: Request, action: String, carried: [(name: String, value: String)], state: FormState = FormState(),
                       status: HTTPStatus = .forbidden) async throws -> Response {
        try await req.page(Self.self, Model(action: action, carried: carried, state: state), status: status)
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("admin.confirm.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let hidden = ([(name: actionField, value: m.action)] + m.carried).map {
            void("input", [.type("hidden"), .name($0.name), .value($0.value)])
        }
        return [
            element("h1", [], text(localizer.t("admin.confirm.title"))),
            element("p", [], text(localizer.t("admin.confirm.intro"))),
            Forms.alert(m.state.general(localizer, fields: [passwordField])),
            Forms.form(ctx, action: AdminPath.confirmPassword.path, cls: "stack", hidden + [
                Forms.field(ctx, m.state, name: passwordField, label: localizer.t("field.password"), type: "password",
                            autocomplete: "current-password", required: true, extra: [Attr("autofocus", "autofocus")]),
                element("div", [.cls("actions")],
                        Forms.submit(localizer.t("admin.confirm.submit")),
                        element("a", [.href(AdminPath.people().path), .cls("button")], text(localizer.t("action.cancel")))),
            ]),
        ]
    }
}
