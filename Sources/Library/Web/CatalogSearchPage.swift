import Foundation
import SatchelAPI
import SatchelCore

/// Searching or browsing a catalogue: the form with its refinements, how many were found, a
/// page of titles and a link to the next.
enum CatalogSearchPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var patron: Patron?
        /// What was searched for, the category browsed, or "Search" when the search was refused.
        var heading: String
        var state: FormState
        var availableNow: Bool
        var grid: Bool
        /// Why the search was refused (too short, an unknown field, a stale cursor).
        var problem: AppError?
        var titles: [TitleSummary]
        var total: Int
        /// The next page's query (this search's, with the next cursor).
        var moreQuery: String?
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.heading }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let library = m.library
        var content = LibraryViews.header(ctx, library, patron: m.patron)
        content.append(element("h1", [], text(m.heading)))
        content.append(CatalogPages.form(ctx, library, m.state, available: m.availableNow, grid: m.grid))
        if let problem = m.problem, problem.fields.contains(where: { $0.field == "cursor" }) {
            content.append(Forms.alert(problem.problem(localizer).detail))
        }
        // A search refused (too short, an unknown field) says why beside the field, not "no books".
        if m.problem != nil, m.titles.isEmpty { return content }
        content.append(element("p", [.cls("hits"), Attr("role", "status")], text(localizer.t("library.hits", ["count": localizer.number(m.total)]))))
        if m.titles.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t("library.no_hits"))))
            content.append(PurchaseRequestViews.askLink(ctx, library, query: m.state["q"]))
        } else {
            content.append(LibraryViews.titleList(localizer, library, m.titles, grid: m.grid, id: "results"))
        }
        if let more = m.moreQuery {
            content.append(element("p", [.cls("load-more")],
                              element("a", [.href(LibraryPath.search(library.slug).path + "?" + more), .cls("button"),
                                       .data("load-more", "#results")], text(localizer.t("library.load_more")))))
        }
        return content
    }
}
