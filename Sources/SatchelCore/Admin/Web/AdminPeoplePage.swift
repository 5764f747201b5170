import SatchelAPI
import Vapor

/// `/admin/people`: find anyone, see who waits or is locked, create an account or an invitation.
enum AdminPeoplePage: PageView {
    struct Model: Sendable {
        var query: String
        var page: Page<AdminPerson>
        /// A fresh invitation link, shown once.
        var invitationURL: String?
    }

    static func render(_ req: Request, invitationURL: String? = nil) async throws -> Response {
        // The field takes at most the search's length; a longer address typed by hand is cut.
        let query = String((req.queryValue("q") ?? "").prefix(AdminPeopleService.maxQueryLength))
        let page = try await req.context.adminPeople.people(query: query, cursor: req.queryValue("cursor"), limit: 50)
        return try await req.page(Self.self, Model(query: query, page: page, invitationURL: invitationURL))
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("admin.people.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content: [HTMLNode] = [AdminNav.render(.people, ctx), element("h1", [], text(localizer.t("admin.people.title")))]
        if let url = m.invitationURL {
            content.append(AdminViews.shownOnce(ctx, title: localizer.t("admin.people.invitation_made"), value: url,
                                                hint: localizer.t("admin.people.invitation_hint")))
        }
        content += [
            element("form", [Attr("method", "get"), Attr("action", AdminPath.people().path), Attr("role", "search"), .cls("stack")],
                    Forms.field(ctx, FormState(values: ["q": m.query]), name: "q", label: localizer.t("admin.people.search"), type: "search",
                                hint: localizer.t("admin.people.search_hint"),
                                extra: [Attr("maxlength", String(AdminPeopleService.maxQueryLength))]),
                    Forms.submit(localizer.t("admin.people.search_button"), cls: "button")),
            element("div", [.cls("actions")],
                    element("a", [.href(AdminPath.newPerson.path), .cls("button")], text(localizer.t("admin.people.create"))),
                    Forms.button(ctx, action: AdminPath.invite.path, label: localizer.t("admin.people.invite"))),
        ]
        if m.page.items.isEmpty {
            content.append(element("p", [.cls("muted")], text(localizer.t(m.query.isEmpty ? "admin.people.none" : "admin.people.no_match"))))
        } else {
            content.append(element("ul", [.cls("list")], m.page.items.map { row($0, ctx) }))
        }
        if let next = m.page.nextCursor {
            content.append(element("p", [], element("a", [.href(AdminPath.people(query: m.query, cursor: next).path), .cls("button")],
                                                    text(localizer.t("admin.more")))))
        }
        return content
    }

    static func row(_ p: AdminPerson, _ ctx: PageContext) -> HTMLNode {
        element("li", [.cls("row")],
                element("div", [.cls("grow")],
                        element("a", [.href(AdminPath.person(p.id).path)], text(p.displayName)),
                        element("span", [.cls("muted")], text(" @" + p.username)),
                        AdminViews.flags(p, ctx)))
    }
}

/// Pieces the administration's pages share.
enum AdminViews {
    /// What a person's account is like now: administrator, locked, waiting, braked, unconfirmed.
    static func flags(_ p: AdminPerson, _ ctx: PageContext) -> HTMLNode {
        let localizer = ctx.localizer
        var flags: [(String, Bool)] = []
        if p.isAdmin { flags.append((localizer.t("admin.flag.administrator"), false)) }
        if p.waitingForApproval { flags.append((localizer.t("admin.flag.waiting"), true)) }
        if p.locked { flags.append((localizer.t("admin.flag.locked"), true)) }
        if let until = p.signInLockedUntil {
            flags.append((localizer.t("admin.flag.braked", ["time": localizer.date(until)]), true))
        }
        if !p.emailVerified { flags.append((localizer.t("admin.flag.unconfirmed"), false)) }
        guard !flags.isEmpty else { return group([]) }
        return element("ul", [.cls("flags")], flags.map { label, warn in element("li", [.cls(warn ? "flag flag-warn" : "flag")], text(label)) })
    }

    /// A secret the server keeps no copy of: shown here once, to be copied and passed on.
    static func shownOnce(_ ctx: PageContext, title: String, value: String, hint: String) -> HTMLNode {
        element("section", [.cls("shown-once"), Attr("role", "status"), .aria("labelledby", "h-shown-once")],
                element("h2", [.id("h-shown-once")], text(title)),
                element("label", [Attr("for", "shown-once-value"), .cls("hint")], text(hint)),
                void("input", [.id("shown-once-value"), .type("text"), .value(value), Attr("readonly", "readonly"),
                               Attr("autocomplete", "off"), Attr("spellcheck", "false")]))
    }
}
