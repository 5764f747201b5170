import Foundation
import SatchelAPI
import SatchelCore

/// The shelf across all the person's cards: loans by due date and holds, each with its
/// library; the actions are the library's own pages (they ask for that library's card).
enum AllShelfPage: PageView {
    typealias Model = CombinedShelf

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.everywhere.title") }

    /// Borrowed books may be kept on the device (library-offline.js).
    static func head(_ model: Model, _ localizer: Localizer) -> [HTMLNode] { OfflineViews.head() }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content: [HTMLNode] = [
            element("h1", [], text(title(m, localizer))),
            // Six places to go: chips wrap as whole words on a phone, where a sentence of links broke mid-name.
            element("ul", [.cls("chips")], [
                (LibraryPath.cards.path, "library.cards.title"), (LibraryPath.searchEverywhere.path, "library.everywhere.search_title"),
                (NotesWeb.path, "library.notes.title"), (JourneyWeb.path, "library.journey.title"),
                (LibraryPath.myShelves.path, "library.my_shelves.title"), (OfflineWeb.path, "library.offline.title"),
            ].map { path, key in element("li", [], element("a", [.href(path)], text(localizer.t(key)))) }),
            element("h2", [], text(localizer.t("library.bookshelf"))),
        ]
        let signedOut = Set(m.cards.filter { !$0.signedIn }.map(\.library.id))
        func libraryLine(_ ref: LibraryRef?) -> HTMLNode {
            guard let ref else { return group([]) }
            let name = signedOut.contains(ref.id) ? localizer.t("library.everywhere.signed_out", ["library": ref.name]) : ref.name
            return element("p", [.cls("muted library-name")], element("a", [.href(LibraryPath.home(ref.slug).path)], text(name)))
        }
        if m.loans.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t("library.no_loans"))))
        } else {
            content.append(element("ul", [.cls("titles list"), .id("loans")], m.loans.map { loan in
                let slug = loan.library?.slug ?? ""
                return element("li", [.cls("title-card")] + OfflineViews.item(loan),
                   element("a", [.href(LibraryPath.title(slug, loan.title.id).path), .cls("title-link")],
                      LibraryViews.cover(loan.title), element("span", [.cls("title-name")], text(loan.title.title))),
                   libraryLine(loan.library),
                   element("p", [.cls("days-left")], text(loan.daysLeft == 0 ? localizer.t("library.due_today", ["date": localizer.date(loan.dueAt)])
                                                          : localizer.t("library.days_left", ["days": "\(loan.daysLeft)", "date": localizer.date(loan.dueAt)]))),
                   element("div", [.cls("actions")],
                      loan.readable ? element("a", [.href(LibraryPath.read(slug, loan.title.id).path), .cls("button primary")],
                                              text(localizer.t("reader.read"))) : group([]),
                      element("a", [.href(LibraryPath.returnLoan(slug, loan: loan.id).path), .cls("button")], text(localizer.t("library.return")))))
            }))
        }
        if !m.loans.isEmpty { content.append(OfflineViews.texts(localizer)) }
        content.append(element("h2", [], text(localizer.t("library.holds"))))
        if m.holds.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t("library.no_holds"))))
        } else {
            content.append(element("ul", [.cls("titles list"), .id("holds")], m.holds.map { hold in
                let slug = hold.library?.slug ?? ""
                let state = hold.state == "ready"
                    ? localizer.t("library.hold_ready_until", ["date": localizer.date(hold.readyUntil ?? Date())])
                    : hold.pausedUntil != nil ? HoldPauseViews.status(localizer, hold)
                    : localizer.t("library.hold_position", ["position": "\(hold.position ?? 0)"])
                return element("li", [.cls("title-card")],
                   element("a", [.href(LibraryPath.title(slug, hold.title.id).path), .cls("title-link")],
                      LibraryViews.cover(hold.title), element("span", [.cls("title-name")], text(hold.title.title))),
                   libraryLine(hold.library),
                   element("p", [.cls("hold-state")], text(state)),
                   element("div", [.cls("actions")],
                      element("a", [.href(LibraryPath.holds(slug).path), .cls("button")], text(localizer.t("library.everywhere.manage_hold")))))
            }))
        }
        return content
    }
}

/// The person's library cards: each with its library, masked number and whether signed in;
/// Forget asks first.
enum CardsPage: PageView {
    typealias Model = [LibraryCard]

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.cards.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content: [HTMLNode] = [
            element("h1", [], text(title(m, localizer))),
            element("p", [], element("a", [.href(LibraryPath.allShelf.path)], text(localizer.t("library.everywhere.title")))),
        ]
        if m.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t("library.cards.none"))))
            return content
        }
        content.append(element("ul", [.cls("cards"), .id("cards")], m.map { card in
            element("li", [.cls("card")],
               element("p", [], element("strong", [], text(card.library.name)), text(" · " + card.card)),
               element("p", [.cls("muted")], text(card.locked ? localizer.t("library.cards.locked")
                                                  : card.signedIn ? localizer.t("library.cards.signed_in") : localizer.t("library.cards.signed_out"))),
               element("div", [.cls("actions")],
                  card.signedIn ? group([]) : element("a", [.href(LibraryPath.signIn(card.library.slug).path), .cls("button")],
                                                      text(localizer.t("library.sign_in_card"))),
                  element("a", [.href(LibraryPath.forgetCard(card.id).path), .cls("button")], text(localizer.t("library.cards.forget")))))
        }))
        return content
    }
}
