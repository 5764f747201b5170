import Foundation
import SatchelAPI
import SatchelCore

/// A library's front page: search, your card, the shelves (top, new, lists, busy categories),
/// categories and events.
enum LibraryHomePage: PageView {
    struct Shelf: Sendable {
        var key: String
        var name: String
        var titles: [TitleSummary]
    }

    struct Model: Sendable {
        var library: LibraryRecord
        var detail: LibraryDetail
        var shelves: [Shelf]
        var categories: [CategoryCount]
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ l: Localizer) -> String { model.library.name }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.l
        let library = m.library
        let base = LibraryViews.base(library)
        var content: [HTMLNode] = LibraryViews.header(ctx, library, patron: m.detail.patron)
        content.append(el("h1", [], text(library.name)))
        content.append(LibraryViews.searchForm(ctx, library))
        if let patron = m.detail.patron {
            content.append(el("p", [.cls("patron")],
                              text(l.t("library.signed_in_as", ["name": patron.name, "card": patron.card]) + " · "),
                              el("a", [.href(base + "/shelf")], text(l.t("library.loans_count", ["count": "\(patron.loans)"]))),
                              text(" · "),
                              el("a", [.href(base + "/holds")], text(l.t("library.holds_count", ["count": "\(patron.holds)"]))),
                              Forms.button(ctx, action: base + "/sign-out", label: l.t("library.sign_out_card"), cls: "link")))
        } else {
            content.append(el("p", [.cls("patron")],
                              el("a", [.href(base + "/sign-in"), .cls("button primary")], text(l.t("library.sign_in_card"))),
                              library.selfRegistration
                                  ? el("a", [.href(base + "/register"), .cls("button")], text(l.t("library.get_card")))
                                  : group([])))
        }
        for shelf in m.shelves {
            content.append(el("section", [.cls("shelf"), .id("shelf-" + shelf.key.prefix { $0 != ":" })],
                              el("h2", [], text(shelf.name)),
                              LibraryViews.titleList(l, library, shelf.titles, grid: true)))
        }
        if !m.categories.isEmpty {
            content.append(el("section", [.cls("categories")],
                              el("h2", [], text(l.t("library.categories"))),
                              el("ul", [.cls("chips")], m.categories.map { c in
                                  el("li", [], el("a", [.href(base + "/search?category=" + (c.name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))],
                                                  text("\(c.name) (\(c.titles))")))
                              })))
        }
        if !m.detail.events.isEmpty {
            content.append(el("section", [.cls("events")],
                              el("h2", [], text(l.t("library.events"))),
                              el("ul", [.cls("list")], m.detail.events.map { e in
                                  el("li", [.cls("row")],
                                     e.imageUrl.map { void("img", [Attr("src", $0), Attr("alt", ""), .cls("event-image")]) } ?? group([]),
                                     el("span", [], el("strong", [], text(e.title)), text(" · " + l.date(e.startsAt))))
                              })))
        }
        content.append(el("p", [], el("a", [.href("/library?change=1")], text(l.t("library.change")))))
        return content
    }
}
