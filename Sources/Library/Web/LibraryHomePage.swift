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
        var library: LibraryRow
        var detail: LibraryDetail
        var shelves: [Shelf]
        var categories: [CategoryCount]
        /// The viewer keeps this library's catalogue: the header links the staff area.
        var staff = false
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.library.name }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let library = m.library
        let slug = library.slug
        var content: [HTMLNode] = LibraryViews.header(ctx, library, patron: m.detail.patron, staff: m.staff)
        content.append(element("h1", [], text(library.name)))
        content.append(LibraryViews.searchForm(ctx, library))
        content.append(element("p", [.cls("browse-link")], element("a", [.href(LibraryPath.browse(slug).path)], text(localizer.t("library.browse.link")))))
        if let patron = m.detail.patron {
            content.append(element("div", [.cls("patron")],
                              text(localizer.t("library.signed_in_as", ["name": patron.name, "card": patron.card]) + " · "),
                              element("a", [.href(LibraryPath.shelf(slug).path)], text(localizer.t("library.loans_count", ["count": "\(patron.loans)"]))),
                              text(" · "),
                              element("a", [.href(LibraryPath.holds(slug).path)], text(localizer.t("library.holds_count", ["count": "\(patron.holds)"]))),
                              Forms.button(ctx, action: LibraryPath.signOut(slug).path, label: localizer.t("library.sign_out_card"), cls: "link")))
        } else {
            content.append(element("p", [.cls("patron")],
                              element("a", [.href(LibraryPath.signIn(slug).path), .cls("button primary")], text(localizer.t("library.sign_in_card"))),
                              library.selfRegistration
                                  ? element("a", [.href(LibraryPath.register(slug).path), .cls("button")], text(localizer.t("library.get_card")))
                                  : group([])))
        }
        for shelf in m.shelves {
            content.append(element("section", [.cls("shelf"), .id(Self.anchor(shelf.key))],
                              element("h2", [], text(shelf.name)),
                              LibraryViews.titleList(localizer, library, shelf.titles, grid: true, numbered: shelf.key == "top")))
        }
        if !m.categories.isEmpty {
            content.append(element("section", [.cls("categories")],
                              element("h2", [], text(localizer.t("library.categories"))),
                              element("ul", [.cls("chips")], m.categories.map { c in
                                  element("li", [], element("a", [.href(LibraryPath.category(slug, c.name).path)],
                                                  text("\(c.name) (\(c.titles))")))
                              })))
        }
        if !m.detail.events.isEmpty {
            content.append(element("section", [.cls("events")],
                              element("h2", [], text(localizer.t("library.events"))),
                              element("ul", [.cls("list")], m.detail.events.map { e in
                                  element("li", [.cls("row")],
                                     e.imageUrl.map { void("img", [Attr("src", $0), Attr("alt", ""), .cls("event-image")]) } ?? group([]),
                                     element("span", [], element("strong", [], text(e.title)), text(" · " + localizer.date(e.startsAt))))
                              })))
        }
        content.append(element("p", [], element("a", [.href(LibraryPath.changeLibrary.path)], text(localizer.t("library.change")))))
        return content
    }

    /// A shelf's id in the page, unique per shelf ("category:Children's stories" → shelf-category-children-s-stories).
    static func anchor(_ key: String) -> String {
        "shelf-" + key.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
    }
}
