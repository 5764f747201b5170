import Foundation
import SatchelAPI
import SatchelCore

/// The patron's own lists: the bookshelf (loans, and the samples being read), the holds, and
/// the titles to be read, as a list or a grid.
enum PatronListPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var page: PatronPages.Page
        var grid: Bool
        var patron: Patron?
        var loans: [Loan] = []
        var holds: [Hold] = []
        var toBeRead: [ToBeRead] = []
        var samples: [TitleSummary] = []
        /// How far each sample has been read.
        var progress: [UUID: Double] = [:]
        /// A refused pause form: its hold, the input and the error.
        var pause: (hold: UUID, state: FormState)?
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String {
        localizer.t(model.page == .shelf ? "library.bookshelf" : model.page == .holds ? "library.holds" : "library.to_be_read")
    }

    /// The bookshelf offers to keep borrowed books on the device (library-offline.js).
    static func head(_ model: Model, _ localizer: Localizer) -> [HTMLNode] { model.page == .shelf ? OfflineViews.head() : [] }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let library = m.library
        let slug = library.slug
        let page = m.page
        let grid = m.grid
        var content = LibraryViews.header(ctx, library, patron: m.patron)
        content.append(element("h1", [], text(title(m, localizer))))
        let here = (page == .shelf ? LibraryPath.shelf(slug) : page == .holds ? LibraryPath.holds(slug) : LibraryPath.toBeRead(slug)).path
        content.append(element("p", [.cls("view-switch")],
                          element("a", [.href(here + "?view=list"), .aria("current", grid ? "false" : "page")], text(localizer.t("library.view.list"))),
                          text(" · "),
                          element("a", [.href(here + "?view=grid"), .aria("current", grid ? "page" : "false")], text(localizer.t("library.view.grid")))))
        // Loans and holds at the person's other libraries, their notes and reading journey.
        if page != .toBeRead, m.patron != nil {
            content.append(element("p", [], element("a", [.href(LibraryPath.allShelf.path)], text(localizer.t("library.everywhere.title"))),
                                   page == .shelf ? OfflineViews.link(localizer) : group([])))
        }
        var items: [HTMLNode] = []
        switch page {
        case .shelf:
            items = m.loans.map { loan in
                LibraryViews.titleCard(localizer, library, loan.title, extra: [
                    element("p", [.cls("days-left")], text(loan.daysLeft == 0 ? localizer.t("library.due_today", ["date": localizer.date(loan.dueAt)])
                                                                 : localizer.t("library.days_left", ["days": "\(loan.daysLeft)", "date": localizer.date(loan.dueAt)]))),
                    loan.readProgress.map { PatronPages.percentRead(localizer, $0) } ?? group([]),
                    ReaderFinishedViews.shelfLine(localizer, slug, loan),
                    element("div", [.cls("actions")],
                       loan.readable ? element("a", [.href(LibraryPath.read(slug, loan.title.id).path), .cls("button primary")],
                                 text(localizer.t("reader.read"))) : group([]),
                       element("a", [.href(LibraryPath.returnLoan(slug, loan: loan.id).path), .cls("button")], text(localizer.t("library.return"))),
                       loan.renewable ? Forms.button(ctx, action: LibraryPath.renew(slug, loan: loan.id).path, label: localizer.t("library.renew")) : group([])),
                ], attrs: OfflineViews.item(loan))
            }
        case .holds:
            items = m.holds.map { hold in
                let state = hold.state == "ready"
                    ? localizer.t("library.hold_ready_until", ["date": localizer.date(hold.readyUntil ?? Date())])
                    : hold.pausedUntil != nil ? HoldPauseViews.status(localizer, hold)
                    : localizer.t("library.hold_position", ["position": "\(hold.position ?? 0)"]) // the wait is the card's
                return LibraryViews.titleCard(localizer, library, hold.title, extra: [
                    element("p", [.cls("hold-state")], text(state)),
                    element("div", [.cls("actions")],
                       hold.state == "ready" ? Forms.button(ctx, action: LibraryPath.borrow(slug, hold.title.id).path,
                                                            label: localizer.t("library.borrow"), cls: "button primary") : group([]),
                       hold.pausedUntil != nil ? Forms.button(ctx, action: LibraryPath.resumeHold(slug, hold: hold.id).path,
                                                              label: localizer.t("library.pause.resume")) : group([]),
                       element("a", [.href(LibraryPath.cancelHold(slug, hold: hold.id).path), .cls("button")], text(localizer.t("library.cancel_hold")))),
                    HoldPauseViews.form(ctx, slug: slug, hold: hold, state: m.pause?.hold == hold.id ? m.pause?.state ?? FormState() : FormState()),
                ])
            }
        case .toBeRead:
            items = m.toBeRead.map { entry in
                LibraryViews.titleCard(localizer, library, entry.title, extra: [
                    entry.notify ? element("p", [.cls("hint")], text(localizer.t("library.notify_on"))) : group([]),
                    Forms.button(ctx, action: LibraryPath.removeToBeRead(slug, entry.title.id).path,
                                 label: localizer.t("library.remove_to_be_read"), cls: "link"),
                ])
            }
        }
        if items.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t(page == .shelf ? "library.no_loans" : page == .holds ? "library.no_holds" : "library.no_to_be_read"))))
        } else {
            content.append(element("ul", [.cls(grid ? "titles grid" : "titles list"), .id("items")], items))
        }
        if !m.samples.isEmpty {
            content.append(element("h2", [], text(localizer.t("library.samples"))))
            content.append(element("ul", [.cls(grid ? "titles grid" : "titles list"), .id("samples")], m.samples.map { title in
                LibraryViews.titleCard(localizer, library, title, extra: [
                    m.progress[title.id].map { PatronPages.percentRead(localizer, $0) } ?? group([]),
                    element("div", [.cls("actions")],
                       element("a", [.href(LibraryPath.read(slug, title.id).path), .cls("button")], text(localizer.t("reader.read_sample"))),
                       Forms.button(ctx, action: LibraryPath.removeSample(slug, title.id).path, label: localizer.t("library.remove_sample"),
                                    cls: "link")),
                ])
            }))
        }
        if page == .shelf, !m.loans.isEmpty { content.append(OfflineViews.texts(localizer)) }
        return content
    }
}
