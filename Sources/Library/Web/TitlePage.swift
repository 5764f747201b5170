import Foundation
import SatchelAPI
import SatchelCore

/// A title's page: its cover, facts and description, what the patron can do with it now, their
/// rating, others' reviews and similar titles.
enum TitlePage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var title: Title
        var patron: Patron?
        var similar: [TitleSummary]
        var ratingState: FormState
        /// Why the last action was refused (someone took the last copy meanwhile).
        var problem: AppError?
        /// The viewer's own shelves, each with whether the title is on it (nil: not shown).
        var myShelves: [PersonalShelfMark]? = nil
        var shelvesState = FormState()
        /// The title's series in order, when it is in one (nil: not shown).
        var series: [TitleSummary]? = nil
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.title.summary.title }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let library = m.library
        let title = m.title
        let s = title.summary
        let patron = m.patron
        let similar = m.similar
        let ratingState = m.ratingState
        var content = LibraryViews.header(ctx, library, patron: patron)
        if let problem = m.problem { content.append(Forms.alert(problem.problem(localizer).detail)) }
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
                             actions(ctx, library, title, signedIn: patron != nil))))
        if let series = title.series, let titles = m.series {
            content.append(SeriesBlock.section(ctx, library, series: series, number: title.seriesNumber, titles: titles, current: s.id))
        }
        content += PurchaseRequestViews.moreCopies(ctx, library, title)
        if let description = title.description {
            content.append(element("section", [.cls("description")], description.components(separatedBy: "\n\n").map { element("p", [], text($0)) }))
        }
        content.append(element("dl", [.cls("facts")], facts))
        if !title.subjects.isEmpty {
            content.append(element("ul", [.cls("chips")], title.subjects.map { subject in
                element("li", [], element("a", [.href(LibraryPath.category(library.slug, subject).path)],
                                text(subject)))
            }))
        }
        if let marks = m.myShelves {
            content.append(PersonalShelfViews.section(ctx, library, titleID: s.id, marks: marks, state: m.shelvesState))
        }
        content.append(element("section", [.cls("card"), .id("rate")],
                          element("h2", [], text(localizer.t("library.your_rating"))),
                          Forms.form(ctx, action: LibraryPath.rating(library.slug, title.summary.id).path, cls: "stack", [
                              Forms.select(ctx, ratingState, name: "stars", label: localizer.t("library.stars"),
                                           options: [("", "—")] + LibraryRules.stars.reversed().map { ("\($0)", String(repeating: "★", count: $0)) },
                                           selected: ratingState["stars"]),
                              Forms.textarea(ctx, ratingState, name: "review", label: localizer.t("library.short_review"), rows: 3, extra: [Attr("maxlength", "\(LibraryRules.reviewMax)")]),
                              Forms.submit(localizer.t("library.save_rating")),
                          ]),
                          title.reviews.contains(where: \.byYou)
                              ? Forms.button(ctx, action: LibraryPath.removeRating(library.slug, title.summary.id).path, label: localizer.t("library.remove_rating"), cls: "link") : group([])))
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

    /// Borrow, hold, return, renew, cancel, to-be-read: what fits the title and the patron now.
    static func actions(_ ctx: PageContext, _ library: LibraryRow, _ t: Title, signedIn: Bool) -> HTMLNode {
        let localizer = ctx.localizer
        var nodes: [HTMLNode] = []
        let slug = library.slug
        let id = t.summary.id
        if let loan = t.yourLoan {
            nodes.append(element("p", [.cls("loan-state")], text(loan.daysLeft == 0 ? localizer.t("library.due_today", ["date": localizer.date(loan.dueAt)])
                                                                                         : localizer.t("library.on_loan", ["days": "\(loan.daysLeft)", "date": localizer.date(loan.dueAt)]))))
            if t.readable { nodes.append(element("a", [.href(LibraryPath.read(slug, id).path), .cls("button primary")], text(localizer.t("reader.read")))) }
            nodes.append(element("a", [.href(LibraryPath.returnLoan(slug, loan: loan.id).path), .cls("button")], text(localizer.t("library.return"))))
            if loan.renewable { nodes.append(Forms.button(ctx, action: LibraryPath.renew(slug, loan: loan.id).path, label: localizer.t("library.renew"))) }
        } else if let hold = t.yourHold {
            if hold.state == "ready" {
                nodes.append(element("p", [.cls("loan-state")], text(localizer.t("library.hold_ready_until", ["date": localizer.date(hold.readyUntil ?? Date())]))))
                nodes.append(Forms.button(ctx, action: LibraryPath.borrow(slug, id).path, label: localizer.t("library.borrow"), cls: "button primary"))
            } else {
                nodes.append(element("p", [.cls("loan-state")], text(localizer.t("library.hold_position", ["position": "\(hold.position ?? 0)"]))))
            }
            nodes.append(element("a", [.href(LibraryPath.cancelHold(slug, hold: hold.id).path), .cls("button")], text(localizer.t("library.cancel_hold"))))
        } else if t.summary.availability.state == "available" {
            nodes.append(Forms.button(ctx, action: LibraryPath.borrow(slug, id).path, label: localizer.t("library.borrow"), cls: "button primary"))
        } else if t.summary.availability.reason != "no_copies" {
            nodes.append(Forms.button(ctx, action: LibraryPath.hold(slug, id).path, label: localizer.t("library.place_hold"), cls: "button primary"))
        }
        if t.readable, t.yourLoan == nil {
            nodes.append(element("a", [.href(LibraryPath.read(slug, id).path), .cls("button")], text(localizer.t("reader.read_sample"))))
        }
        if !signedIn {
            nodes.append(element("p", [.cls("hint")], text(localizer.t("library.sign_in_to_borrow"))))
        }
        if let tbr = t.toBeRead {
            nodes.append(Forms.button(ctx, action: LibraryPath.removeToBeRead(slug, id).path, label: localizer.t("library.remove_to_be_read"), cls: "link"))
            if tbr.notify { nodes.append(element("p", [.cls("hint")], text(localizer.t("library.notify_on")))) }
        } else if t.yourLoan == nil {
            nodes.append(Forms.form(ctx, action: LibraryPath.addToBeRead(slug, id).path, cls: "inline", [
                Forms.checkbox(name: "notify", label: localizer.t("library.notify_me"), checked: t.summary.availability.state != "available"),
                Forms.submit(localizer.t("library.add_to_be_read"), cls: "button"),
            ]))
        }
        return element("div", [.cls("actions title-actions")], nodes)
    }
}
