import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/library/{slug}/staff`: the library's titles as its staff find them (title or author words),
/// each with its licence and how busy it is.
enum StaffTitlesPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var query: String
        var titles: [StaffTitle]
        /// The viewer's card here, so the header does not offer signing in to someone signed in.
        var patron: Patron? = nil
    }

    static let limit = 100
    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.staff.title", ["library": model.library.name]) }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer, slug = m.library.slug
        var content = LibraryViews.header(ctx, m.library, patron: m.patron, staff: true)
        content += [
            element("h1", [], text(title(m, l))),
            element("p", [], element("a", [.href(LibraryPath.staffRequests(slug).path)], text(l.t("library.requests.staff_title")))),
            element("p", [], element("a", [.href(LibraryPath.staffImports(slug).path)], text(l.t("library.staff.imports_link")))),
            element("form", [Attr("method", "get"), Attr("action", LibraryPath.staff(slug).path), Attr("role", "search"), .cls("stack")],
                element("div", [.cls("field")],
                    element("label", [Attr("for", "f-q")], text(l.t("library.staff.search_label"))),
                    void("input", [.id("f-q"), .name("q"), .type("search"), .value(m.query), Attr("maxlength", "200"), Attr("autocomplete", "off")])),
                Forms.submit(l.t("library.staff.search_submit"), cls: "button")),
        ]
        if m.titles.isEmpty {
            content.append(element("p", [.cls("muted")], text(l.t("library.staff.no_titles"))))
        } else {
            content.append(element("ul", [.cls("list")], m.titles.map { item in
                element("li", [.cls("row")],
                    element("div", [.cls("grow")],
                        element("a", [.href(LibraryPath.staffTitle(slug, item.id).path)], text(item.title)),
                        element("span", [.cls("muted")], text(" · " + item.authors.joined(separator: "; ") + " · " + licence(item, l)))))
            }))
        }
        return content
    }

    /// "2 copies · 1 out · 3 waiting", as a line of a list and a fact of the title's page.
    static func licence(_ item: StaffTitle, _ l: Localizer) -> String {
        let withdrawn = item.withdrawnAt == nil ? "" : l.t("library.staff.withdrawn") + " · "
        let copies = item.copies.map { l.t("library.staff.copies_count", ["count": "\($0)"]) } ?? l.t("library.staff.unlimited")
        return withdrawn + copies + " · " + l.t("library.staff.out_waiting", ["out": "\(item.outCount)", "waiting": "\(item.waitingCount)"])
    }
}

/// `/library/{slug}/staff/titles/{id}`: a title's licence — copies or unlimited, its own loan
/// period — as staff change it.
enum StaffTitlePage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var title: StaffTitle
        var state: FormState
        var patron: Patron? = nil
        var warnings: [TitleWarning] = []
    }

    static let fields = ["copies", "unlimited", "loanDays"]
    static let tab: Tab? = LibraryTab.tab

    static func render(_ req: Request, library: LibraryRow, title: StaffTitle, state: FormState? = nil,
                       status: HTTPStatus = .ok) async throws -> Response {
        let values = state ?? FormState(values: ["copies": title.copies.map { "\($0)" } ?? "", "unlimited": title.copies == nil ? "on" : "",
                                                 "loanDays": title.loanDays.map { "\($0)" } ?? ""])
        let patron = try await LibraryStaffWeb.patron(req, library)
        let warnings = try await req.context.libraryStore.warnings(title: title.id, library: library.id)
        return try await req.page(Self.self, Model(library: library, title: title, state: values, patron: patron, warnings: warnings), status: status)
    }

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.title.title }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer, slug = m.library.slug, t = m.title
        var content = LibraryViews.header(ctx, m.library, patron: m.patron, staff: true)
        content += [
            element("p", [], element("a", [.href(LibraryPath.staff(slug).path)], text(l.t("library.staff.back")))),
            element("h1", [], text(t.title)),
            element("p", [.cls("muted")], text(t.authors.joined(separator: "; "))),
            element("p", [], text(StaffTitlesPage.licence(t, l) + " · "),
                    element("a", [.href(LibraryPath.title(slug, t.id).path)], text(l.t("library.staff.public_page")))),
            element("p", [], element("a", [.href(LibraryPath.staffEdit(slug, t.id).path), .cls("button")], text(l.t("library.staff.edit")))),
            element("section", [.aria("labelledby", "h-licence"), .cls("stack")],
                element("h2", [.id("h-licence")], text(l.t("library.staff.licence"))),
                element("p", [.cls("hint")], text(l.t("library.staff.licence_hint"))),
                Forms.alert(m.state.general(l, fields: fields)),
                Forms.form(ctx, action: LibraryPath.staffLicence(slug, t.id).path, cls: "stack", extra: Forms.unsaved(m.state), [
                    Forms.field(ctx, m.state, name: "copies", label: l.t("library.staff.copies"), type: "number",
                                extra: [Attr("min", "0"), Attr("inputmode", "numeric")]),
                    Forms.checkbox(name: "unlimited", label: l.t("library.staff.unlimited_label"), checked: m.state["unlimited"] == "on"),
                    Forms.field(ctx, m.state, name: "loanDays", label: l.t("library.staff.loan_days"), type: "number",
                                hint: l.t("library.staff.loan_days_hint", ["days": "\(m.library.loanDays)"]),
                                extra: [Attr("min", "1"), Attr("max", "365"), Attr("inputmode", "numeric")]),
                    Forms.submit(l.t("library.staff.save")),
                ])),
            withdrawal(m, ctx),
            TitleWarningViews.section(m.warnings, ctx),
        ]
        return content
    }

    /// Withdraw (with what it does said first) or, once withdrawn, reinstate.
    static func withdrawal(_ m: Model, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer, slug = m.library.slug, t = m.title
        let action: HTMLNode = if t.withdrawnAt == nil {
            Forms.button(ctx, action: LibraryPath.staffWithdrawal(slug, t.id).path, label: l.t("library.staff.withdraw"), cls: "button danger")
        } else {
            Forms.button(ctx, action: LibraryPath.staffReinstate(slug, t.id).path, label: l.t("library.staff.reinstate"))
        }
        return element("section", [.aria("labelledby", "h-withdrawal"), .cls("stack")],
            element("h2", [.id("h-withdrawal")], text(l.t("library.staff.withdrawal"))),
            element("p", [.cls("hint")], text(l.t(t.withdrawnAt == nil ? "library.staff.withdraw_hint" : "library.staff.reinstate_hint"))),
            action)
    }
}