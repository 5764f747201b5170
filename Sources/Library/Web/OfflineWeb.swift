import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/library/offline`: the books kept on this device for reading without a network. The
/// server lists the person's borrowed e-books; library-offline.js shows only those on this
/// device (the page is kept with them, and opened when a library page cannot be loaded).
struct OfflineWeb {
    static let path = "/library/offline"

    func register(_ r: AppRoutes) {
        r.get("library", "offline") { req async throws -> Response in
            let licences = try await req.context.readerOffline.licences(user: try req.requireViewer().id)
            return try await req.page(OfflinePage.self, licences)
        }
    }
}

/// The texts library-offline.js shows, and the script, for the pages with borrowed books.
enum OfflineViews {
    static let strings = ["download", "downloading", "on_device", "remove", "no_room", "failed", "none_here", "offline_now"]

    static func head() -> [HTMLNode] {
        [element("script", [Attr("src", "/static/library-offline.js"), .flag("defer")])]
    }

    /// " · Books on this device": the offline page is otherwise reached only by its address
    /// (or by the service worker when a page cannot be loaded).
    static func link(_ localizer: Localizer) -> HTMLNode {
        group([text(" · "), element("a", [.href(OfflineWeb.path), .cls("offline-link")], text(localizer.t("library.offline.title")))])
    }

    /// A bookshelf item's marks: which title (the script offers the books the licences list)
    /// and when it is due.
    static func item(_ loan: Loan) -> [Attr] {
        [.data("title-id", loan.title.id.uuidString.lowercased()), .data("due", loan.dueAt.iso8601)]
    }

    /// Hidden; its data attributes are the script's texts (`data-t-<key>`).
    static func texts(_ localizer: Localizer) -> HTMLNode {
        element("div", [.id("library-offline"), .flag("hidden")] + strings.map {
            .data("t-" + $0.replacingOccurrences(of: "_", with: "-"), localizer.t("library.offline.\($0)"))
        }, [])
    }
}

/// Borrowed e-books, each with its reader and due date; with scripts, only the ones on this
/// device (and a line saying so while offline).
enum OfflinePage: PageView {
    typealias Model = OfflineLicences

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.offline.title") }

    static func head(_ model: Model, _ localizer: Localizer) -> [HTMLNode] { OfflineViews.head() }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer
        return [
            element("h1", [], text(title(m, l))),
            element("p", [.id("offline-now"), .cls("notice"), Attr("role", "status"), .flag("hidden")], text(l.t("library.offline.offline_now"))),
            element("p", [.cls("muted")], text(l.t("library.offline.intro"))),
            m.items.isEmpty ? element("p", [.cls("muted empty")], text(l.t("library.offline.none"))) : group([]),
            element("ul", [.cls("titles list"), .id("offline-books")], m.items.map { licence in
                element("li", [.cls("title-card"), .data("title-id", licence.titleId.uuidString.lowercased()), .data("due", licence.until.iso8601)],
                   element("a", [.href(licence.readerPath), .cls("title-link")], element("span", [.cls("title-name")], text(licence.title))),
                   element("p", [.cls("days-left")], text(l.t("library.offline.until", ["date": l.date(licence.until)]))))
            }),
            element("p", [], element("a", [.href(LibraryPath.allShelf.path)], text(l.t("library.everywhere.title")))),
            OfflineViews.texts(l),
        ]
    }
}
