import Vapor

/// "Are you sure?" for destructive actions: a page with the consequence and one button,
/// so it works without JavaScript.
public enum ConfirmPage: PageView {
    public struct Model: Sendable {
        public var title: String
        public var message: String
        /// Where the form posts.
        public var action: String
        public var button: String
        /// Where "Cancel" goes back to.
        public var cancel: String
        public var cancelLabel: String?
        public var buttonClass: String
        /// Whether the form asks for the password again (deleting the account).
        public var asksPassword: Bool
        public var state: FormState
        /// Sent with the button: the version the page shows (issue 46), so a delete is of what was seen.
        public var hidden: [(name: String, value: String)]
        /// Shown between the message and the form (a warning the page's script may reveal).
        public var aside: [HTMLNode]

        public init(title: String, message: String, action: String, button: String, cancel: String, cancelLabel: String? = nil,
                    buttonClass: String = "button danger", asksPassword: Bool = false, state: FormState = FormState(),
                    hidden: [(name: String, value: String)] = [], aside: [HTMLNode] = []) {
            self.title = title
            self.message = message
            self.action = action
            self.button = button
            self.cancel = cancel
            self.cancelLabel = cancelLabel
            self.buttonClass = buttonClass
            self.asksPassword = asksPassword
            self.state = state
            self.hidden = hidden
            self.aside = aside
        }
    }

    public static let tab: Tab? = nil

    public static func title(_ model: Model, _ localizer: Localizer) -> String { model.title }

    public static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let password = m.asksPassword
            ? [Forms.field(ctx, m.state, name: "password", label: ctx.localizer.t("field.password"), type: "password",
                           autocomplete: "current-password", required: true)]
            : []
        return [
            element("h1", [], text(m.title)),
            element("p", [], text(m.message)),
        ] + m.aside + [
            Forms.alert(m.state.general(ctx.localizer, fields: ["password"])),
            Forms.form(ctx, action: m.action, cls: "stack",
                       password + m.hidden.map { void("input", [.type("hidden"), .name($0.name), .value($0.value)]) } + [
                           element("div", [.cls("actions")],
                              Forms.submit(m.button, cls: m.buttonClass),
                              element("a", [.href(m.cancel), .cls("button")], text(m.cancelLabel ?? ctx.localizer.t("action.cancel")))),
                       ]),
        ]
    }

    /// The page for a request: what every app's delete links show.
    public static func response(_ req: Request, title: String, message: String, action: String, button: String,
                                cancel: String, cancelLabel: String? = nil, buttonClass: String = "button danger",
                                asksPassword: Bool = false, state: FormState = FormState(), hidden: [(name: String, value: String)] = [],
                                aside: [HTMLNode] = [], status: HTTPStatus = .ok) async throws -> Response {
        try await req.page(Self.self, Model(title: title, message: message, action: action, button: button, cancel: cancel,
                                            cancelLabel: cancelLabel, buttonClass: buttonClass, asksPassword: asksPassword, state: state,
                                            hidden: hidden, aside: aside),
                           status: status)
    }
}
