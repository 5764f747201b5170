import Foundation
import SatchelAPI
import SatchelCore

enum LibraryTab {
    static let tab = Tab(id: "library", path: LibraryPath.libraries.path, icon: .library, order: 40)
}

/// Pieces the Library's pages share: a title's card, its availability in words, links.
enum LibraryViews {
    /// The library's name, its urgent message and its own menu, above each of its pages.
    /// `staff`: the viewer keeps this library's catalogue (administrators always do), so the
    /// staff area is linked.
    static func header(_ ctx: PageContext, _ library: LibraryRow, patron: Patron?, staff: Bool = false) -> [HTMLNode] {
        let localizer = ctx.localizer
        var nodes: [HTMLNode] = []
        if let alert = library.alert {
            nodes.append(element("div", [.cls("library-alert"), Attr("role", "alert")], text(alert)))
        }
        let slug = library.slug
        var links: [HTMLNode] = [
            element("a", [.href(LibraryPath.home(slug).path)], text(library.name)),
            element("a", [.href(LibraryPath.shelf(slug).path)], text(localizer.t("library.bookshelf"))),
            element("a", [.href(LibraryPath.holds(slug).path)], text(localizer.t("library.holds"))),
            element("a", [.href(LibraryPath.toBeRead(slug).path)], text(localizer.t("library.to_be_read"))),
            element("a", [.href(LibraryPath.help(slug).path)], text(localizer.t("library.help"))),
        ]
        if staff || ctx.viewer?.user.isAdmin == true {
            links.append(element("a", [.href(LibraryPath.staff(slug).path)], text(localizer.t("library.staff.link"))))
        }
        if patron == nil { links.append(element("a", [.href(LibraryPath.signIn(slug).path)], text(localizer.t("library.sign_in_card")))) }
        nodes.append(element("nav", [.cls("library-nav"), .aria("label", library.name)], links))
        return nodes
    }

    static func searchForm(_ ctx: PageContext, _ library: LibraryRow, query: String = "") -> HTMLNode {
        element("form", [Attr("method", "get"), Attr("action", LibraryPath.search(library.slug).path), .cls("library-search"), Attr("role", "search")],
           element("label", [Attr("for", "library-q"), .cls("visually-hidden")], text(ctx.localizer.t("library.search_label"))),
           void("input", [.id("library-q"), .name("q"), .type("search"), .value(query), Attr("placeholder", ctx.localizer.t("library.search_placeholder"))]),
           Forms.submit(ctx.localizer.t("library.search")))
    }

    /// When a title was published, as precisely as it is known: "1869", "May 2008" or a date in
    /// the reader's language ("20 May 2008"); the year alone when that is all there is. A year
    /// before 1000 is no date (calibre writes 0101-01-01 for none): nothing is shown for it.
    static func published(_ localizer: Localizer, _ text: String?, year: Int?) -> String? {
        let year = year.flatMap { $0 >= 1000 ? $0 : nil }
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return year.map(String.init) }
        let parts = text.prefix(10).split(separator: "-").map { Int($0) }
        if let y = parts.first ?? nil, y < 1000 { return year.map(String.init) }
        guard text.count >= 4, let y = parts.first ?? nil, (1000...9999).contains(y) else { return year.map(String.init) ?? text }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZones.utc
        let month = parts.count > 1 ? parts[1] : nil
        let day = parts.count > 2 ? parts[2] : nil
        guard let m = month, (1...12).contains(m),
              let date = calendar.date(from: DateComponents(year: y, month: m, day: day ?? 1)) else { return String(y) }
        var style = Date.FormatStyle(locale: localizer.locale).year().month(.wide)
        if let d = day, (1...31).contains(d) { style = style.day() }
        style.timeZone = TimeZones.utc
        return date.formatted(style)
    }

    static func availabilityText(_ localizer: Localizer, _ a: Availability) -> String {
        if a.state == "available" {
            guard let copies = a.copies else { return localizer.t("library.available_always") }
            return localizer.t("library.available_copies", ["free": "\(copies - a.copiesOut)", "copies": "\(copies)"])
        }
        switch a.reason {
        case "no_copies": return localizer.t("library.reason.no_copies")
        case "reserved": return localizer.t("library.reason.reserved", ["queue": "\(a.holdQueue)"])
        default:
            var parts = [localizer.t("library.copies_out", ["out": "\(a.copiesOut)", "copies": "\(a.copies ?? 0)"])]
            parts.append(localizer.t("library.queue", ["queue": "\(a.holdQueue)"]))
            if let paused = a.pausedHolds, paused > 0 { parts.append(localizer.t("library.pause.paused_in_queue", ["count": "\(paused)"])) }
            if let days = a.estimatedWaitDays { parts.append(localizer.t("library.wait", ["days": "\(days)"])) }
            return parts.joined(separator: " · ")
        }
    }

    static func availabilityPill(_ localizer: Localizer, _ a: Availability) -> HTMLNode {
        element("span", [.cls(a.state == "available" ? "state-pill open" : "state-pill closed")],
           text(localizer.t(a.state == "available" ? "library.available" : "library.unavailable")))
    }

    static func cover(_ t: TitleSummary, size: String = "") -> HTMLNode {
        if let url = t.coverUrl {
            return void("img", [.cls("cover " + size), Attr("src", url), Attr("alt", ""), Attr("loading", "lazy")])
        }
        // A plain cover with the title on it, so grids stay even without images.
        return element("div", [.cls("cover blank " + size), .aria("hidden", "true")], element("span", [], text(coverText(t.title))))
    }

    /// A title short enough for a plain cover, cut after a whole word with an ellipsis (the
    /// style sheet wraps long words and stops at the cover's last line).
    static func coverText(_ title: String, limit: Int = 60) -> String {
        guard title.count > limit else { return title }
        let cut = title.prefix(limit)
        let words = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return words.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters)) + "…"
    }

    static func stars(_ localizer: Localizer, _ rating: Double?, count: Int) -> HTMLNode {
        guard let rating else { return element("span", [.cls("muted")], text(localizer.t("library.no_ratings"))) }
        return element("span", [.cls("stars")], text(localizer.t("library.rating", ["stars": localizer.decimal(rating), "count": "\(count)"])))
    }

    /// A title in a list or grid.
    static func titleCard(_ localizer: Localizer, _ library: LibraryRow, _ t: TitleSummary, extra: [HTMLNode] = [], attrs: [Attr] = []) -> HTMLNode {
        var meta: [String] = []
        if !t.authors.isEmpty { meta.append(t.authors.prefix(2).joined(separator: "; ")) }
        if let year = t.year { meta.append(String(year)) }
        return element("li", [.cls("title-card")] + attrs,
                  [element("a", [.href(LibraryPath.title(library.slug, t.id).path), .cls("title-link")],
                      cover(t),
                      element("span", [.cls("title-name")], text(t.title)),
                      t.titleInScript.map { element("span", [.cls("title-script"), Attr("dir", "auto")], text($0)) } ?? group([]),
                      element("span", [.cls("muted title-meta")], text(meta.joined(separator: " · ")))),
                   element("p", [.cls("title-availability")], availabilityPill(localizer, t.availability), text(" " + availabilityText(localizer, t.availability)))] + extra)
    }

    /// `numbered`: a ranking (the top list), each title with its place.
    static func titleList(_ localizer: Localizer, _ library: LibraryRow, _ titles: [TitleSummary], grid: Bool, id: String? = nil,
                          numbered: Bool = false) -> HTMLNode {
        let cards = titles.enumerated().map { n, t in
            titleCard(localizer, library, t, extra: numbered ? [element("span", [.cls("rank"), .aria("hidden", "true")], text("\(n + 1)"))] : [])
        }
        return element(numbered ? "ol" : "ul", [.cls((grid ? "titles grid" : "titles list") + (numbered ? " ranked" : ""))] + (id.map { [.id($0)] } ?? []), cards)
    }

    /// A stored language code (`swe`, `jpn`, `fre`, `en-GB`) as the language's name in the
    /// reader's language ("Japanese", "japanska" → "Japanska", "japonština" → "Japonština");
    /// empty (shown as nothing) for "undetermined" or a code no one knows.
    static func languageName(_ localizer: Localizer, _ code: String) -> String {
        let key = "library.language.\(code)"
        let name = localizer.t(key)
        if name != key { return name }
        guard let tag = LanguageTag.bcp47(code), let primary = tag.split(separator: "-").first.map(String.init),
              !["zxx", "mis"].contains(primary),
              let known = localizer.locale.localizedString(forLanguageCode: primary), known.lowercased() != primary else { return "" }
        return known.prefix(1).uppercased(with: localizer.locale) + known.dropFirst()
    }
}
