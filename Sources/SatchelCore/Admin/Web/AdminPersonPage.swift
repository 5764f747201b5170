import SatchelAPI
import Vapor

/// `/admin/people/{id}`: one person's account and what an administrator may do to it.
enum AdminPersonPage: PageView {
    struct Model: Sendable {
        var person: AdminPerson
        var isSelf: Bool
        /// A password link made just now, shown once (when it could not be mailed).
        var reset: AdminPasswordReset?
        var state: FormState
    }

    static func render(_ req: Request, id: UUID, reset: AdminPasswordReset? = nil, state: FormState = FormState(),
                       status: HTTPStatus = .ok) async throws -> Response {
        let person = try await req.context.adminPeople.person(id)
        return try await req.page(Self.self, Model(person: person, isSelf: person.id == req.viewer?.id, reset: reset, state: state),
                                  status: status)
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.person.displayName }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, p = m.person
        var content: [HTMLNode] = [
            AdminNav.render(.people, ctx),
            element("p", [], element("a", [.href(AdminPath.people().path)], text(localizer.t("admin.people.back")))),
            element("h1", [], text(p.displayName)),
            AdminViews.flags(p, ctx),
        ]
        if let reset = m.reset {
            content.append(reset.link.map {
                AdminViews.shownOnce(ctx, title: localizer.t("admin.person.reset_link"), value: $0,
                                     hint: localizer.t("admin.person.reset_link_hint", ["time": localizer.date(reset.expiresAt)]))
            } ?? element("p", [.cls("notice"), Attr("role", "status")], text(localizer.t("admin.person.reset_mailed", ["email": p.email]))))
        }
        content.append(Forms.alert(m.state.general(localizer, fields: ["reason"])))
        content.append(element("dl", [.cls("facts")],
            element("dt", [], text(localizer.t("field.username"))), element("dd", [], text("@" + p.username)),
            element("dt", [], text(localizer.t("field.email"))),
            element("dd", [], text(p.email + " · " + localizer.t(p.emailVerified ? "admin.person.confirmed" : "admin.person.unconfirmed"))),
            element("dt", [], text(localizer.t("admin.person.joined"))), element("dd", [], text(localizer.date(p.createdAt))),
            element("dt", [], text(localizer.t("admin.person.last_seen"))),
            element("dd", [], text(p.lastSeenAt.map { localizer.date($0) } ?? localizer.t("admin.person.never")))))
        content.append(element("section", [.aria("labelledby", "h-actions"), .cls("stack")],
            element("h2", [.id("h-actions")], text(localizer.t("admin.person.actions"))),
            group(actions(m, ctx))))
        return content
    }

    static func actions(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, p = m.person
        var nodes: [HTMLNode] = []
        if p.locked || p.signInLockedUntil != nil {
            nodes.append(Forms.button(ctx, action: AdminPath.unlock(p.id).path, label: localizer.t("admin.person.unlock"), cls: "button primary"))
        }
        if !p.locked && !m.isSelf {
            nodes.append(Forms.form(ctx, action: AdminPath.lock(p.id).path, cls: "stack", [
                Forms.field(ctx, m.state, name: "reason", label: localizer.t("admin.person.lock_reason"),
                            hint: localizer.t("admin.person.lock_hint")),
                Forms.submit(localizer.t("admin.person.lock"), cls: "button"),
            ]))
        }
        nodes.append(Forms.button(ctx, action: AdminPath.signOut(p.id).path, label: localizer.t("admin.person.sign_out")))
        nodes.append(Forms.button(ctx, action: AdminPath.resetPassword(p.id).path, label: localizer.t("admin.person.reset_password")))
        nodes.append(p.isAdmin
            ? Forms.button(ctx, action: AdminPath.revokeAdministrator(p.id).path, label: localizer.t("admin.person.revoke_admin"))
            : Forms.button(ctx, action: AdminPath.makeAdministrator(p.id).path, label: localizer.t("admin.person.make_admin")))
        nodes.append(element("div", [.cls("danger-zone")],
            element("a", [.href(AdminPath.delete(p.id).path), .cls("button danger")], text(localizer.t("admin.person.delete")))))
        return nodes
    }
}

/// `/admin/people/new`: an account made by an administrator (no invitation or approval needed).
enum AdminNewPersonPage: PageView {
    struct Model: Sendable {
        var state: FormState
    }

    static func render(_ req: Request, state: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        try await req.page(Self.self, Model(state: state), status: status)
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("admin.new_person.title") }

    static let fields = ["displayName", "username", "email", "password", "isAdmin"]

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, state = m.state
        return [
            AdminNav.render(.people, ctx),
            element("h1", [], text(localizer.t("admin.new_person.title"))),
            Forms.alert(state.general(localizer, fields: fields)),
            Forms.form(ctx, action: AdminPath.newPerson.path, cls: "stack", [
                Forms.field(ctx, state, name: "displayName", label: localizer.t("admin.new_person.name"), autocomplete: "off", required: true),
                Forms.field(ctx, state, name: "username", label: localizer.t("field.username"), autocomplete: "off", required: true,
                            extra: [Attr("autocapitalize", "none")]),
                Forms.field(ctx, state, name: "email", label: localizer.t("field.email"), type: "email", autocomplete: "off", required: true),
                Forms.field(ctx, state, name: "password", label: localizer.t("admin.new_person.password"), type: "password",
                            autocomplete: "new-password", hint: localizer.t("admin.new_person.password_hint")),
                Forms.checkbox(name: "isAdmin", label: localizer.t("admin.new_person.administrator"), checked: state["isAdmin"] == "on"),
                Forms.submit(localizer.t("admin.new_person.submit")),
            ]),
        ]
    }
}
