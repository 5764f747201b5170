import Foundation
import SatchelAPI
import SatchelCore

/// Where patrons find purchase requests: a search that found nothing, a title with a long queue.
enum PurchaseRequestViews {
    /// "Ask the library to buy it", with what was searched for.
    static func askLink(_ ctx: PageContext, _ library: LibraryRow, query: String) -> HTMLNode {
        let q = query.trimmingCharacters(in: .whitespaces)
        let href = LibraryPath.requests(library.slug).path
            + (q.isEmpty ? "" : "?q=" + (q.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
        return element("p", [.cls("ask-to-buy")], element("a", [.href(href), .cls("button")], text(ctx.localizer.t("library.requests.ask_link"))))
    }

    /// "Ask for more copies", when the queue is long (`PurchaseRequests.longQueue`).
    static func moreCopies(_ ctx: PageContext, _ library: LibraryRow, _ title: Title) -> [HTMLNode] {
        guard PurchaseRequests.longQueue(title.summary.availability) else { return [] }
        let href = LibraryPath.requests(library.slug).path + "?title=" + title.summary.id.uuidString.lowercased()
        return [element("p", [.cls("ask-more-copies")], element("a", [.href(href)], text(ctx.localizer.t("library.requests.more_copies"))))]
    }
}
