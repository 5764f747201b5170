import Foundation
import SatchelAPI
import SatchelCore

enum LibraryTab {
    static let tab = Tab(id: "library", path: "/library", icon: "📚", order: 40)
}

/// Pieces the Library's pages share: a title's card, its availability in words, links.
enum LibraryViews {
    static func base(_ library: LibraryRecord) -> String { "/library/" + library.slug }

    static func titlePath(_ library: LibraryRecord, _ id: UUID) -> String {
        base(library) + "/titles/" + id.uuidString.lowercased()
    }

    /// The library's name, its urgent message and its own menu, above each of its pages.
    static func header(_ ctx: PageContext, _ library: LibraryRecord, patron: Patron?) -> [HTMLNode] {
        let l = ctx.l
        var nodes: [HTMLNode] = []
        if let alert = library.alert {
            nodes.append(el("div", [.cls("library-alert"), Attr("role", "alert")], text(alert)))
        }
        var links: [HTMLNode] = [
            el("a", [.href(base(library))], text(library.name)),
            el("a", [.href(base(library) + "/shelf")], text(l.t("library.bookshelf"))),
            el("a", [.href(base(library) + "/holds")], text(l.t("library.holds"))),
            el("a", [.href(base(library) + "/to-be-read")], text(l.t("library.to_be_read"))),
            el("a", [.href(base(library) + "/help")], text(l.t("library.help"))),
        ]
        if patron == nil { links.append(el("a", [.href(base(library) + "/sign-in")], text(l.t("library.sign_in_card")))) }
        nodes.append(el("nav", [.cls("library-nav"), .aria("label", library.name)], links))
        return nodes
    }

    static func searchForm(_ ctx: PageContext, _ library: LibraryRecord, query: String = "") -> HTMLNode {
        el("form", [Attr("method", "get"), Attr("action", base(library) + "/search"), .cls("library-search"), Attr("role", "search")],
           el("label", [Attr("for", "library-q"), .cls("visually-hidden")], text(ctx.l.t("library.search_label"))),
           void("input", [.id("library-q"), .name("q"), .type("search"), .value(query), Attr("placeholder", ctx.l.t("library.search_placeholder"))]),
           Forms.submit(ctx.l.t("library.search")))
    }

    static func availabilityText(_ l: Localizer, _ a: Availability) -> String {
        if a.state == "available" {
            guard let copies = a.copies else { return l.t("library.available_always") }
            return l.t("library.available_copies", ["free": "\(copies - a.copiesOut)", "copies": "\(copies)"])
        }
        switch a.reason {
        case "no_copies": return l.t("library.reason.no_copies")
        case "reserved": return l.t("library.reason.reserved", ["queue": "\(a.holdQueue)"])
        default:
            var parts = [l.t("library.copies_out", ["out": "\(a.copiesOut)", "copies": "\(a.copies ?? 0)"])]
            parts.append(l.t("library.queue", ["queue": "\(a.holdQueue)"]))
            if let days = a.estimatedWaitDays { parts.append(l.t("library.wait", ["days": "\(days)"])) }
            return parts.joined(separator: " · ")
        }
    }

    static func availabilityPill(_ l: Localizer, _ a: Availability) -> HTMLNode {
        el("span", [.cls(a.state == "available" ? "state-pill open" : "state-pill closed")],
           text(l.t(a.state == "available" ? "library.available" : "library.unavailable")))
    }

    static func cover(_ t: TitleSummary, size: String = "") -> HTMLNode {
        if let url = t.coverUrl {
            return void("img", [.cls("cover " + size), Attr("src", url), Attr("alt", ""), Attr("loading", "lazy")])
        }
        // A plain cover with the title on it, so grids stay even without images.
        return el("div", [.cls("cover blank " + size), .aria("hidden", "true")], text(String(t.title.prefix(40))))
    }

    static func stars(_ l: Localizer, _ rating: Double?, count: Int) -> HTMLNode {
        guard let rating else { return el("span", [.cls("muted")], text(l.t("library.no_ratings"))) }
        return el("span", [.cls("stars")], text(l.t("library.rating", ["stars": l.decimal(rating), "count": "\(count)"])))
    }

    /// A title in a list or grid.
    static func titleCard(_ l: Localizer, _ library: LibraryRecord, _ t: TitleSummary, extra: [HTMLNode] = []) -> HTMLNode {
        var meta: [String] = []
        if !t.authors.isEmpty { meta.append(t.authors.prefix(2).joined(separator: "; ")) }
        if let year = t.year { meta.append(String(year)) }
        return el("li", [.cls("title-card")],
                  [el("a", [.href(titlePath(library, t.id)), .cls("title-link")],
                      cover(t),
                      el("span", [.cls("title-name")], text(t.title)),
                      el("span", [.cls("muted title-meta")], text(meta.joined(separator: " · ")))),
                   el("p", [.cls("title-availability")], availabilityPill(l, t.availability), text(" " + availabilityText(l, t.availability)))] + extra)
    }

    static func titleList(_ l: Localizer, _ library: LibraryRecord, _ titles: [TitleSummary], grid: Bool, id: String? = nil) -> HTMLNode {
        el("ul", [.cls(grid ? "titles grid" : "titles list")] + (id.map { [.id($0)] } ?? []), titles.map { titleCard(l, library, $0) })
    }

    static func languageName(_ l: Localizer, _ code: String) -> String {
        let key = "library.language.\(code)"
        let name = l.t(key)
        return name == key ? code : name
    }
}
