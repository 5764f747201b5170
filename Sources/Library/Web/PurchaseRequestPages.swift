import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/library/{slug}/requests`: the person's requests that the library buy a book, and the form
/// to ask (a book not in the catalogue, or more copies of one whose queue is long).
enum PurchaseRequestPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var patron: Patron?
        var requests: [PurchaseRequest]
        var state: FormState
        /// Asking more copies of this title (its id and title).
        var moreOf: (id: UUID, title: String)?
    }

    static let fields = ["title", "author", "isbn", "note", "holdWhenBought", "titleId"]
    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.requests.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer, slug = m.library.slug, s = m.state
        var content = LibraryViews.header(ctx, m.library, patron: m.patron)
        content.append(element("h1", [], text(title(m, l))))
        content.append(element("p", [.cls("hint")], text(l.t("library.requests.intro"))))
        var form: [HTMLNode] = []
        if let more = m.moreOf {
            form += [
                void("input", [.type("hidden"), .name("titleId"), .value(more.id.uuidString.lowercased())]),
                element("p", [], text(l.t("library.requests.more_copies_of", ["title": more.title]))),
            ]
        } else {
            form += [
                Forms.field(ctx, s, name: "title", label: l.t("library.requests.field.title")),
                Forms.field(ctx, s, name: "author", label: l.t("library.requests.field.author")),
                Forms.field(ctx, s, name: "isbn", label: l.t("library.requests.field.isbn"), hint: l.t("library.requests.isbn_hint"),
                            extra: [Attr("inputmode", "numeric")]),
            ]
        }
        form += [
            Forms.textarea(ctx, s, name: "note", label: l.t("library.requests.field.note"), rows: 2, extra: [Attr("maxlength", "500")]),
            Forms.checkbox(name: "holdWhenBought", label: l.t("library.requests.field.hold"), checked: s["holdWhenBought"] == "on"),
            Forms.submit(l.t(m.moreOf == nil ? "library.requests.submit" : "library.requests.submit_copies")),
        ]
        content.append(element("section", [.aria("labelledby", "h-ask"), .cls("stack")],
            element("h2", [.id("h-ask")], text(l.t("library.requests.ask"))),
            Forms.alert(s.general(l, fields: fields)),
            Forms.form(ctx, action: LibraryPath.requests(slug).path, cls: "stack", extra: Forms.unsaved(s), form)))
        content.append(element("section", [.aria("labelledby", "h-mine"), .cls("stack")],
            element("h2", [.id("h-mine")], text(l.t("library.requests.mine"))),
            m.requests.isEmpty ? element("p", [.cls("muted")], text(l.t("library.requests.none")))
                : element("ul", [.cls("list")], m.requests.map { item(ctx, m.library, $0) })))
        return content
    }

    static func item(_ ctx: PageContext, _ library: LibraryRow, _ r: PurchaseRequest) -> HTMLNode {
        let l = ctx.localizer
        var state = l.t("library.requests.state." + r.state, ["date": l.date(r.decidedAt ?? r.createdAt)])
        if let reason = r.declineReason { state += ": " + reason }
        if let outcome = r.holdOutcome {
            state += " · " + l.t("library.requests.outcome." + outcome.replacingOccurrences(of: "library.", with: ""))
        }
        var children: [HTMLNode] = [
            element("div", [.cls("grow")],
                r.boughtTitleId.map { element("a", [.href(LibraryPath.title(library.slug, $0).path)], text(r.title)) } ?? element("strong", [], text(r.title)),
                element("span", [.cls("muted")], text((r.author.map { " · " + $0 } ?? "") + " · " + state))),
        ]
        if r.state == "open" {
            children.append(Forms.button(ctx, action: LibraryPath.withdrawRequest(library.slug, r.id).path, label: l.t("library.requests.withdraw")))
        }
        return element("li", [.cls("row")], children)
    }
}

/// `/library/{slug}/staff/requests`: open requests grouped by book, most asked first; each
/// group bought (with its catalogue title) or declined with a reason.
enum StaffRequestsPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var patron: Patron?
        var groups: [PurchaseRequestGroup]
        /// A refused decision: its group's `matchKey` among the values.
        var state: FormState
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.requests.staff_title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer
        var content = LibraryViews.header(ctx, m.library, patron: m.patron, staff: true)
        content += [
            element("p", [], element("a", [.href(LibraryPath.staff(m.library.slug).path)], text(l.t("library.staff.back")))),
            element("h1", [], text(title(m, l))),
            element("p", [.cls("hint")], text(l.t("library.requests.staff_hint"))),
        ]
        if m.groups.isEmpty {
            content.append(element("p", [.cls("muted")], text(l.t("library.requests.staff_none"))))
        } else {
            content.append(element("ol", [.cls("list")], m.groups.enumerated().map { group(ctx, m, $0.offset, $0.element) }))
        }
        return content
    }

    static func group(_ ctx: PageContext, _ m: Model, _ n: Int, _ g: PurchaseRequestGroup) -> HTMLNode {
        let l = ctx.localizer, slug = m.library.slug
        let mine = m.state["matchKey"] == g.matchKey
        let state = mine ? m.state : FormState()
        func field(_ name: String, _ label: String, value: String, multiline: Bool = false) -> HTMLNode {
            let id = "f-\(name)-\(n)"
            let error = state.message(name, l)
            var attrs: [Attr] = [.id(id), .name(name)]
            if error != nil { attrs += [.aria("invalid", "true"), .aria("describedby", id + "-error")] }
            var children: [HTMLNode] = [element("label", [Attr("for", id)], text(label)),
                                        multiline ? element("textarea", attrs + [Attr("rows", "2")], text(value))
                                                  : void("input", attrs + [.type("text"), .value(value)])]
            if let error { children.append(element("p", [.cls("field-error"), .id(id + "-error")], text(error))) }
            return element("div", [.cls(error == nil ? "field" : "field has-error")], children)
        }
        let hidden = void("input", [.type("hidden"), .name("matchKey"), .value(g.matchKey)])
        let facts = [g.author, g.isbn.map { "ISBN " + $0 }].compactMap { $0 }
            + [l.t("library.requests.asked", ["count": "\(g.count)", "first": l.date(g.firstAskedAt), "last": l.date(g.lastAskedAt)])]
            + (g.holdsWanted > 0 ? [l.t("library.requests.holds_wanted", ["count": "\(g.holdsWanted)"])] : [])
        var children: [HTMLNode] = [
            element("h2", [.id("h-group-\(n)")],
                g.titleId.map { element("a", [.href(LibraryPath.staffTitle(slug, $0).path)], text(g.title)) } ?? text(g.title)),
            element("p", [.cls("muted")], text(facts.joined(separator: " · "))),
        ]
        if !g.notes.isEmpty {
            children.append(element("ul", [.cls("notes")], g.notes.map { element("li", [], text($0)) }))
        }
        children += [
            Forms.form(ctx, action: LibraryPath.staffRequestsBought(slug).path, cls: "stack", [
                hidden,
                field("titleId", l.t("library.requests.bought_title"),
                      value: mine ? state["titleId"] : (g.titleId?.uuidString.lowercased() ?? g.isbn ?? "")),
                Forms.submit(l.t("library.requests.bought"), cls: "button primary"),
            ]),
            Forms.form(ctx, action: LibraryPath.staffRequestsDeclined(slug).path, cls: "stack", [
                hidden,
                field("reason", l.t("library.requests.decline_reason"), value: mine ? state["reason"] : "", multiline: true),
                Forms.submit(l.t("library.requests.decline"), cls: "button"),
            ]),
        ]
        return element("li", [.cls("stack"), .aria("labelledby", "h-group-\(n)")], children)
    }
}
