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
        return try await req.page(heading, tab: LibraryTab.tab) { ctx in
            var content = LibraryViews.header(ctx, library, patron: rendered)
            content.append(element("h1", [], text(heading)))
            content.append(form(ctx, library, state, available: query.availableNow, grid: grid))
            if let problem, problem.fields.contains(where: { $0.field == "cursor" }) {
                content.append(Forms.alert(problem.problem(localizer).detail))
            }
            // A search refused (too short, an unknown field) says why beside the field, not "no books".
            if problem != nil, titles.isEmpty { return content }
            content.append(element("p", [.cls("hits"), Attr("role", "status")], text(localizer.t("library.hits", ["count": localizer.number(found.total)]))))
            if titles.isEmpty {
                content.append(element("p", [.cls("muted empty")], text(localizer.t("library.no_hits"))))
            } else {
                content.append(LibraryViews.titleList(localizer, library, titles, grid: grid, id: "results"))
            }
            if let next = found.next {
                var items = (req.url.query ?? "").split(separator: "&").filter { !$0.hasPrefix("cursor=") }.map(String.init)
                items.append("cursor=" + (next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? next))
                content.append(element("p", [.cls("load-more")],
                                  element("a", [.href(LibraryViews.base(library) + "/search?" + items.joined(separator: "&")), .cls("button"),
                                           .data("load-more", "#results")], text(localizer.t("library.load_more")))))
            }
            return content
        }
    }

    static func form(_ ctx: PageContext, _ library: LibraryRecord, _ state: FormState, available: Bool, grid: Bool) -> HTMLNode {
        let localizer = ctx.localizer
        let fields = TitleQuery.Field.allCases.map { ($0.rawValue, localizer.t("library.in.\($0.rawValue)")) }
        let sorts = TitleQuery.Sort.allCases.map { ($0.rawValue, localizer.t("library.sort.\($0.rawValue)")) }
        let languages = [("", localizer.t("library.any_language"))] + ["swe", "eng", "cze", "ger", "fre", "spa"].map { ($0, LibraryViews.languageName(localizer, $0)) }
        // Sorting and filters fold away on phones until wanted; open when any is in use.
        let refined = !(state["sort"].isEmpty && state["language"].isEmpty && state["publisher"].isEmpty && state["category"].isEmpty) || available || !grid
        return element("form", [Attr("method", "get"), Attr("action", LibraryViews.base(library) + "/search"), .cls("library-filters")],
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

    static func title(_ req: Request, ratingState: FormState = FormState(), status: HTTPStatus = .ok, problem: AppError? = nil) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
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
        let path = LibraryViews.titlePath(library, id)
        var ratingState = ratingState
        if ratingState.values.isEmpty, let mine = title.reviews.first(where: \.byYou) {
            ratingState.values = ["stars": "\(mine.stars)", "review": mine.review]
        }
        let s = title.summary
        return try await req.page(s.title, tab: LibraryTab.tab, status: status) { ctx in
            var content = LibraryViews.header(ctx, library, patron: patron)
            if let problem { content.append(Forms.alert(problem.problem(localizer).detail)) }
            var facts: [HTMLNode] = []
            func fact(_ label: String, _ value: String?) {
                guard let value, !value.isEmpty else { return }
                facts.append(element("dt", [], text(label)))
                facts.append(element("dd", [], text(value)))
            }
            fact(localizer.t("library.authors"), s.authors.joined(separator: "; "))
            fact(localizer.t("library.translators"), title.translators.joined(separator: "; "))
            fact(localizer.t("library.original_title"), title.originalTitle)
            fact(localizer.t("library.publisher"), s.publisher)
            fact(localizer.t("library.published"), LibraryViews.published(localizer, title.published, year: s.year))
            fact(localizer.t("library.language"), s.language.map { LibraryViews.languageName(localizer, $0) })
            fact(localizer.t("library.series"), title.series.map { name in title.seriesNumber.map { "\(name) (\($0))" } ?? name })
            fact(localizer.t("library.pages"), title.pageCount.map(String.init))
            fact(localizer.t("library.isbn"), title.isbns.joined(separator: ", "))
            content.append(element("article", [.cls("title-page")],
                              LibraryViews.cover(s, size: "large"),
                              element("div", [],
                                 element("h1", [], text(s.title)),
                                 // The original script beside the romanisation (MARC 880); its own direction (Arabic, Hebrew).
                                 s.titleInScript.map { element("p", [.cls("title-script"), Attr("dir", "auto")], text($0)) } ?? group([]),
                                 s.subtitle.map { element("p", [.cls("subtitle")], text($0)) } ?? group([]),
                                 element("p", [.cls("muted")], text(s.authors.joined(separator: "; "))),
                                 s.authorsInScript.map { element("p", [.cls("muted title-script"), Attr("dir", "auto")], text($0.joined(separator: "; "))) }
                                     ?? group([]),
                                 LibraryViews.stars(localizer, s.rating, count: s.ratingCount),
                                 element("p", [.cls("title-availability"), .id("availability")], LibraryViews.availabilityPill(localizer, s.availability),
                                    text(" " + LibraryViews.availabilityText(localizer, s.availability))),
                                 actions(ctx, library, title, signedIn: patron != nil, path: path))))
            if let description = title.description {
                content.append(element("section", [.cls("description")], description.components(separatedBy: "\n\n").map { element("p", [], text($0)) }))
            }
            content.append(element("dl", [.cls("facts")], facts))
            if !title.subjects.isEmpty {
                content.append(element("ul", [.cls("chips")], title.subjects.map { subject in
                    element("li", [], element("a", [.href(LibraryViews.base(library) + "/search?category=" + (subject.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))],
                                    text(subject)))
                }))
            }
            content.append(element("section", [.cls("card"), .id("rate")],
                              element("h2", [], text(localizer.t("library.your_rating"))),
                              Forms.form(ctx, action: path + "/rating", cls: "stack", [
                                  Forms.select(ctx, ratingState, name: "stars", label: localizer.t("library.stars"),
                                               options: [("", "—")] + LibraryRules.stars.reversed().map { ("\($0)", String(repeating: "★", count: $0)) },
                                               selected: ratingState["stars"]),
                                  Forms.textarea(ctx, ratingState, name: "review", label: localizer.t("library.short_review"), rows: 3, extra: [Attr("maxlength", "\(LibraryRules.reviewMax)")]),
                                  Forms.submit(localizer.t("library.save_rating")),
                              ]),
                              title.reviews.contains(where: \.byYou)
                                  ? Forms.button(ctx, action: path + "/rating/delete", label: localizer.t("library.remove_rating"), cls: "link") : group([])))
            if !title.reviews.isEmpty {
                content.append(element("section", [.id("reviews")],
                                  element("h2", [], text(localizer.t("library.reviews"))),
                                  element("ul", [.cls("list reviews")], title.reviews.map { r in
                                      element("li", [],
                                         element("p", [], element("strong", [], text(r.name)), text(" · " + String(repeating: "★", count: r.stars) + " · " + localizer.date(r.updatedAt))),
                                         r.review.isEmpty ? group([]) : element("p", [], text(r.review)))
                                  })))
            }
            if !similar.isEmpty {
                content.append(element("section", [.cls("shelf"), .id("similar")],
                                  element("h2", [], text(localizer.t("library.similar"))),
                                  LibraryViews.titleList(localizer, library, similar, grid: true)))
            }
            return content
        }
    }

    /// Borrow, hold, return, renew, cancel, to-be-read: what fits the title and the patron now.
    static func actions(_ ctx: PageContext, _ library: LibraryRecord, _ t: Title, signedIn: Bool, path: String) -> HTMLNode {
        let localizer = ctx.localizer
        var nodes: [HTMLNode] = []
        let base = LibraryViews.base(library)
        if let loan = t.yourLoan {
            nodes.append(element("p", [.cls("loan-state")], text(loan.daysLeft == 0 ? localizer.t("library.due_today", ["date": localizer.date(loan.dueAt)])
                                                                                         : localizer.t("library.on_loan", ["days": "\(loan.daysLeft)", "date": localizer.date(loan.dueAt)]))))
            if t.readable { nodes.append(element("a", [.href(path + "/read"), .cls("button primary")], text(localizer.t("reader.read")))) }
            let id = loan.id.uuidString.lowercased()
            nodes.append(element("a", [.href(base + "/loans/\(id)/return"), .cls("button")], text(localizer.t("library.return"))))
            if loan.renewable { nodes.append(Forms.button(ctx, action: base + "/loans/\(id)/renew", label: localizer.t("library.renew"))) }
        } else if let hold = t.yourHold {
            let id = hold.id.uuidString.lowercased()
            if hold.state == "ready" {
                nodes.append(element("p", [.cls("loan-state")], text(localizer.t("library.hold_ready_until", ["date": localizer.date(hold.readyUntil ?? Date())]))))
                nodes.append(Forms.button(ctx, action: path + "/borrow", label: localizer.t("library.borrow"), cls: "button primary"))
            } else {
                nodes.append(element("p", [.cls("loan-state")], text(localizer.t("library.hold_position", ["position": "\(hold.position ?? 0)"]))))
            }
            nodes.append(element("a", [.href(base + "/holds/\(id)/cancel"), .cls("button")], text(localizer.t("library.cancel_hold"))))
        } else if t.summary.availability.state == "available" {
            nodes.append(Forms.button(ctx, action: path + "/borrow", label: localizer.t("library.borrow"), cls: "button primary"))
        } else if t.summary.availability.reason != "no_copies" {
            nodes.append(Forms.button(ctx, action: path + "/hold", label: localizer.t("library.place_hold"), cls: "button primary"))
        }
        if t.readable, t.yourLoan == nil {
            nodes.append(element("a", [.href(path + "/read"), .cls("button")], text(localizer.t("reader.read_sample"))))
        }
        if !signedIn {
            nodes.append(element("p", [.cls("hint")], text(localizer.t("library.sign_in_to_borrow"))))
        }
        if let tbr = t.toBeRead {
            nodes.append(Forms.button(ctx, action: path + "/to-be-read/delete", label: localizer.t("library.remove_to_be_read"), cls: "link"))
            if tbr.notify { nodes.append(element("p", [.cls("hint")], text(localizer.t("library.notify_on")))) }
        } else if t.yourLoan == nil {
            nodes.append(Forms.form(ctx, action: path + "/to-be-read", cls: "inline", [
                Forms.checkbox(name: "notify", label: localizer.t("library.notify_me"), checked: t.summary.availability.state != "available"),
                Forms.submit(localizer.t("library.add_to_be_read"), cls: "button"),
            ]))
        }
        return element("div", [.cls("actions title-actions")], nodes)
    }
}
