import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Searching the catalogue and a title's page.
enum CatalogPages {
    static func search(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let library = try await req.context.readLibrary(slug: try req.parameters.require("slug"))
        let rendered = try await req.context.cards.patronStatus(user: viewer.id, library: library)
        let grid = (LibraryQuery.text(req, "view") ?? "grid") != "list"
        var problem: AppError?
        var query = TitleQuery()
        var found = TitleSearch.Result(titles: [], next: nil, total: 0)
        do {
            query = try LibraryQuery.titles(req)
            let (cursor, limit) = try LibraryQuery.paging(req)
            found = try await req.context.titleSearch.search(query, library: library, cursor: cursor, limit: limit)
        } catch let error as AppError where error.kind == .validation {
            problem = error
        }
        let titles = try await req.context.titles.summaries(found.titles, library: library)
        let values = req.query
        func value(_ name: String) -> String { (try? values.get(String.self, at: name)) ?? "" }
        let state = FormState(values: ["q": value("q"), "in": value("in"), "sort": value("sort"), "order": value("order"),
                                       "language": value("language"), "publisher": value("publisher"), "category": value("category")],
                              error: problem)
        // A refused search has no results to head: the page asks again.
        let heading = problem != nil ? localizer.t("library.search")
            : query.text.isEmpty ? (query.category ?? localizer.t("library.browse")) : localizer.t("library.results_for", ["q": query.text])
        // The next page: this search's query with the next cursor.
        let more = found.next.map { next in
            var items = (req.url.query ?? "").split(separator: "&").filter { !$0.hasPrefix("cursor=") }.map(String.init)
            items.append("cursor=" + (next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? next))
            return items.joined(separator: "&")
        }
        let model = CatalogSearchPage.Model(library: library, patron: rendered, heading: heading, state: state, availableNow: query.availableNow,
                                            grid: grid, problem: problem, titles: titles, total: found.total, moreQuery: more)
        return try await req.page(CatalogSearchPage.self, model)
    }

    static func form(_ ctx: PageContext, _ library: LibraryRow, _ state: FormState, available: Bool, grid: Bool) -> HTMLNode {
        let localizer = ctx.localizer
        let fields = TitleQuery.Field.allCases.map { ($0.rawValue, localizer.t("library.in.\($0.rawValue)")) }
        let sorts = TitleQuery.Sort.allCases.map { ($0.rawValue, localizer.t("library.sort.\($0.rawValue)")) }
        let languages = [("", localizer.t("library.any_language"))] + ["swe", "eng", "cze", "ger", "fre", "spa"].map { ($0, LibraryViews.languageName(localizer, $0)) }
        // Sorting and filters fold away on phones until wanted; open when any is in use.
        let refined = !(state["sort"].isEmpty && state["language"].isEmpty && state["publisher"].isEmpty && state["category"].isEmpty) || available || !grid
        return element("form", [Attr("method", "get"), Attr("action", LibraryPath.search(library.slug).path), .cls("library-filters")],
                  Forms.field(ctx, state, name: "q", label: localizer.t("library.search_label"), type: "search"),
                  Forms.select(ctx, state, name: "in", label: localizer.t("library.search_in"), options: fields, selected: state["in"].isEmpty ? "all" : state["in"]),
                  Forms.submit(localizer.t("library.search")),
                  element("details", [.cls("library-refine"), .flag("open", refined)],
                     element("summary", [], text(localizer.t("library.refine"))),
                     element("div", [.cls("library-refine-fields")],
                        Forms.select(ctx, state, name: "sort", label: localizer.t("library.sort_by"),
                                     options: [("", localizer.t("library.sort.default"))] + sorts, selected: state["sort"]),
                        Forms.select(ctx, state, name: "order", label: localizer.t("library.order"),
                                     options: [("asc", localizer.t("library.order.asc")), ("desc", localizer.t("library.order.desc"))],
                                     selected: state["order"].isEmpty ? "asc" : state["order"]),
                        Forms.select(ctx, state, name: "language", label: localizer.t("library.language"), options: languages, selected: state["language"]),
                        Forms.field(ctx, state, name: "publisher", label: localizer.t("library.publisher")),
                        Forms.field(ctx, state, name: "category", label: localizer.t("library.category")),
                        Forms.checkbox(name: "available", label: localizer.t("library.available_now"), checked: available),
                        Forms.select(ctx, state, name: "view", label: localizer.t("library.view"),
                                     options: [("grid", localizer.t("library.view.grid")), ("list", localizer.t("library.view.list"))], selected: grid ? "grid" : "list"),
                        Forms.submit(localizer.t("library.apply"), cls: "button"))))
    }

    static func title(_ req: Request, ratingState: FormState = FormState(), shelvesState: FormState = FormState(), status: HTTPStatus = .ok,
                      problem: AppError? = nil) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await req.context.readLibrary(slug: try req.parameters.require("slug"))
        let id = try req.uuid("titleId", "title")
        guard try await req.context.titles.find(id).libraryID == library.id else { throw AppError.notFound("title") }
        // Back from signing in for a Borrow that could not be done after all: say why.
        let problem = problem ?? req.queryValue("refused").flatMap { code in
            code.hasPrefix("library.") && code.count <= 60 && code.allSatisfy { $0.isLetter || $0 == "." || $0 == "_" } ? AppError(.conflict, code) : nil
        }
        let title = try await req.context.titles.detail(id, user: viewer.id, zone: TimeZones.named(viewer.user.timeZone) ?? TimeZones.utc)
        let patron = try await req.context.cards.patronStatus(user: viewer.id, library: library)
        let similar = try await req.context.titles.summaries(try await req.context.titles.similar(id), library: library)
        var ratingState = ratingState
        if ratingState.values.isEmpty, let mine = title.reviews.first(where: \.byYou) {
            ratingState.values = ["stars": "\(mine.stars)", "review": mine.review]
        }
        var model = TitlePage.Model(library: library, title: title, patron: patron, similar: similar, ratingState: ratingState, problem: problem)
        model.myShelves = try await req.context.personalShelves.marks(title: id, user: viewer.id)
        model.shelvesState = shelvesState
        if let series = title.series { model.series = try await req.context.browse.series(series, library: library) }
        return try await req.page(TitlePage.self, model, status: status)
    }
}
