import SatchelAPI
import Vapor

/// `/admin/sign-up`: who may join (the mode and allowed domains), and the people waiting for
/// an administrator's approval.
enum AdminSignUpPage: PageView {
    struct Model: Sendable {
        var policy: SignUpPolicy
        var waiting: [AdminPerson]
        /// The form as sent, when it was refused.
        var state: FormState
    }

    static func render(_ req: Request, state: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let signUps = req.context.adminSignUps
        return try await req.page(Self.self, Model(policy: try await signUps.policy(), waiting: try await signUps.waiting(), state: state),
                                  status: status)
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("admin.sign_up.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let mode = m.state.error == nil ? m.policy.mode.rawValue : m.state["mode"]
        let domains = m.state.error == nil ? m.policy.allowedDomains.joined(separator: "\n") : m.state["allowedDomains"]
        let modes = SignUpMode.allCases.map { choice in
            element("label", [.cls("choice")],
                    void("input", [.type("radio"), .name("mode"), .value(choice.rawValue), .flag("checked", choice.rawValue == mode)]),
                    element("span", [], element("strong", [], text(localizer.t("admin.sign_up.mode.\(choice.rawValue)"))),
                            element("span", [.cls("hint")], text(" " + localizer.t("admin.sign_up.mode_hint.\(choice.rawValue)")))))
        }
        return [
            AdminNav.render(.signUp, ctx),
            element("h1", [], text(localizer.t("admin.sign_up.title"))),
            element("section", [.aria("labelledby", "h-waiting")],
                    element("h2", [.id("h-waiting")], text(localizer.t("admin.sign_up.waiting", ["count": "\(m.waiting.count)"]))),
                    m.waiting.isEmpty ? element("p", [.cls("muted")], text(localizer.t("admin.sign_up.none_waiting")))
                        : element("ul", [.cls("list")], m.waiting.map { waitingRow($0, ctx) })),
            element("section", [.aria("labelledby", "h-who")],
                    element("h2", [.id("h-who")], text(localizer.t("admin.sign_up.who"))),
                    Forms.alert(m.state.general(localizer, fields: ["mode", "allowedDomains"])),
                    Forms.form(ctx, action: AdminPath.signUp.path, cls: "stack", [
                        element("fieldset", [],
                                [element("legend", [], text(localizer.t("admin.sign_up.mode")))] + modes),
                        Forms.textarea(ctx, FormState(values: ["allowedDomains": domains], error: m.state.error), name: "allowedDomains",
                                       label: localizer.t("admin.sign_up.domains"), rows: 3,
                                       extra: [Attr("autocapitalize", "none"), Attr("spellcheck", "false")]),
                        element("p", [.id("domains-hint"), .cls("hint")], text(localizer.t("admin.sign_up.domains_hint"))),
                        Forms.submit(localizer.t("action.save")),
                    ])),
        ]
    }

    static func waitingRow(_ p: AdminPerson, _ ctx: PageContext) -> HTMLNode {
        let localizer = ctx.localizer
        return element("li", [.cls("row")],
                       element("div", [.cls("grow")],
                               element("a", [.href(AdminPath.person(p.id).path)], text(p.displayName)),
                               element("span", [.cls("muted")], text(" @" + p.username + " · " + p.email)),
                               element("div", [.cls("muted")], text(localizer.t("admin.sign_up.since", ["time": localizer.date(p.createdAt)])))),
                       element("div", [.cls("actions")],
                               Forms.button(ctx, action: AdminPath.approveSignUp(p.id).path, label: localizer.t("admin.sign_up.approve"),
                                            cls: "button primary"),
                               element("a", [.href(AdminPath.refuseSignUp(p.id).path), .cls("button")], text(localizer.t("admin.sign_up.refuse")))))
    }
}
