import Foundation
import SatchelAPI
import SatchelCore

/// Browsing a library: its five facets, each with how many values it has.
enum BrowsePage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var sizes: [BrowseFacet: Int]
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.browse.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer
        return [
            element("p", [], element("a", [.href(LibraryPath.home(m.library.slug).path)], text(m.library.name))),
            element("h1", [], text(title(m, l))),
            element("ul", [.cls("list browse-facets")], BrowseFacet.allCases.map { facet in
                element("li", [],
                   element("a", [.href(LibraryPath.browseFacet(m.library.slug, facet.rawValue, cursor: nil).path)], text(l.t("library.browse." + facet.rawValue))),
                   element("span", [.cls("muted")], text(" · \(m.sizes[facet] ?? 0)")))
            }),
        ]
    }

    /// The letters a facet's page jumps to: the library's alphabet.
    static func letters(_ language: String) -> [String] {
        let latin = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) }
        switch language {
        case "sv": return latin + ["Å", "Ä", "Ö"]
        case "cs": return latin.flatMap { letter -> [String] in
            switch letter {
            case "C": return ["C", "Č"]
            case "H": return ["H", "CH"]
            case "R": return ["R", "Ř"]
            case "S": return ["S", "Š"]
            case "Z": return ["Z", "Ž"]
            default: return [letter]
            }
        }
        default: return latin
        }
    }
}

/// One facet's values in the library's order, each with its count and a link to its titles;
/// a letter jump and pages of 100.
enum FacetPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var facet: BrowseFacet
        var page: Page<FacetCount>
        /// The first page (no cursor): no "Back to the start" link.
        var first: Bool
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.browse." + model.facet.rawValue) }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer
        let slug = m.library.slug
        var content: [HTMLNode] = [
            element("p", [], element("a", [.href(LibraryPath.browse(slug).path)], text(l.t("library.browse.title")))),
            element("h1", [], text(title(m, l))),
        ]
        if m.facet != .languages {
            // Folded away: 29 letters of finger size take half a phone's screen.
            content.append(element("details", [.cls("letter-jump")],
                element("summary", [], text(l.t("library.browse.letters"))),
                element("nav", [.cls("chips"), .aria("label", l.t("library.browse.letters"))],
                    BrowsePage.letters(m.library.language).map { letter in
                        element("a", [.href(LibraryPath.browseFacet(slug, m.facet.rawValue, cursor: Browse.letterCursor(letter, library: m.library)).path)],
                                text(letter))
                    })))
        }
        if m.page.items.isEmpty { content.append(element("p", [.cls("muted empty")], text(l.t("library.browse.none")))) }
        // A language by its name in the reader's language ("Deutsch" under T in Swedish: "tyska").
        var named = m.page.items.map { item in
            (item, m.facet == .languages ? LibraryViews.languageName(l, item.key) : item.name)
        }.map { ($0.0, $0.1.isEmpty ? $0.0.key : $0.1) }
        if m.facet == .languages { named.sort { $0.1.compare($1.1, locale: l.locale) == .orderedAscending } }
        content.append(element("ul", [.cls("list facet-values"), .id("facet-values")], named.map { item, name in
            return element("li", [],
               element("a", [.href(link(slug, m.facet, item))], text(name)),
               element("span", [.cls("muted")], text(" · " + l.t("library.browse.count", ["count": "\(item.titles)"]))))
        }))
        var more: [HTMLNode] = []
        if !m.first { more.append(element("a", [.href(LibraryPath.browseFacet(slug, m.facet.rawValue, cursor: nil).path), .cls("button")],
                                           text(l.t("library.browse.start")))) }
        if let next = m.page.nextCursor {
            more.append(element("a", [.href(LibraryPath.browseFacet(slug, m.facet.rawValue, cursor: next).path), .cls("button"), Attr("rel", "next")],
                                text(l.t("library.browse.more"))))
        }
        if !more.isEmpty { content.append(element("p", [.cls("actions")], more)) }
        return content
    }

    /// Where a value's titles are: an author's and a series' own page, else the search filtered.
    static func link(_ slug: String, _ facet: BrowseFacet, _ item: FacetCount) -> String {
        switch facet {
        case .authors: LibraryPath.browseAuthor(slug, key: item.key).path
        case .series: LibraryPath.browseSeries(slug, name: item.key).path
        case .publishers: LibraryPath.searchFiltered(slug, filter: "publisher", value: item.key).path
        case .languages: LibraryPath.searchFiltered(slug, filter: "language", value: item.key).path
        case .subjects: LibraryPath.category(slug, item.key).path
        }
    }
}

/// An author's titles (by title) or a series' titles (in series order, numbered).
enum BrowseTitlesPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var facet: BrowseFacet
        var heading: String
        var titles: [TitleSummary]
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.heading }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer
        return [
            element("p", [], element("a", [.href(LibraryPath.browseFacet(m.library.slug, m.facet.rawValue, cursor: nil).path)],
                                     text(l.t("library.browse." + m.facet.rawValue)))),
            element("h1", [], text(m.heading)),
            m.titles.isEmpty ? element("p", [.cls("muted empty")], text(l.t("library.browse.none")))
                : LibraryViews.titleList(l, m.library, m.titles, grid: false, id: "browse-titles", numbered: m.facet == .series),
        ]
    }
}

/// The title page's series block: "Book 2 of 5 in …", every title of the series in order,
/// this one marked.
enum SeriesBlock {
    static func section(_ ctx: PageContext, _ library: LibraryRow, series: String, number: String?, titles: [TitleSummary],
                        current: UUID) -> HTMLNode {
        let l = ctx.localizer
        // Alone in its series at this library: the facts already name the series.
        guard titles.count > 1, let place = titles.firstIndex(where: { $0.id == current }) else { return group([]) }
        // Its own number in the series when catalogued (the library may lack some books of it),
        // else its place among the library's.
        let said = number.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
            .map { l.t("library.browse.book_number", ["number": $0, "count": "\(titles.count)"]) }
            ?? l.t("library.browse.book_of", ["number": "\(place + 1)", "count": "\(titles.count)"])
        return element("section", [.cls("card series-block"), .id("series")],
            element("h2", [], text(series)),
            element("p", [.cls("series-place")], text(said)),
            element("ol", [.cls("series-list")], titles.map { t in
                t.id == current
                    ? element("li", [.aria("current", "page")], element("strong", [], text(t.title)))
                    : element("li", [], element("a", [.href(LibraryPath.title(library.slug, t.id).path)], text(t.title)))
            }),
            element("p", [], element("a", [.href(LibraryPath.browseSeries(library.slug, name: series).path)], text(l.t("library.browse.whole_series")))))
    }
}
