import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The in-browser reader: the book in a sandboxed frame, its table of contents (real links,
/// for keyboards and screen readers), bookmarks and settings. `reader.js` (in the page's head)
/// turns pages, saves the place and syncs through `/api/v1/reader`.
enum ReaderPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var titleID: UUID
        var bookTitle: String
        /// Borrowed: the whole book; else a sample.
        var full: Bool
        var manifest: PublicationManifest
        /// The loan being read (nil for a sample): the end of the book offers to return it and rate it.
        var loanID: UUID? = nil
    }

    static let tab: Tab? = LibraryTab.tab

    static func head(_ model: Model, _ localizer: Localizer) -> [HTMLNode] {
        [element("script", [Attr("src", "/static/reader.js"), .flag("defer")]),
         element("script", [Attr("src", "/static/reader-search.js"), .flag("defer")]),
         element("script", [Attr("src", "/static/reader-notes.js"), .flag("defer")]),
         element("script", [Attr("src", "/static/reader-finished.js"), .flag("defer")]),
         element("script", [Attr("src", "/static/reader-offline.js"), .flag("defer")])]
    }

    /// Strings the script shows, in the reader's language.
    static let strings = ["progress", "page_of", "continue_on", "continue_where", "opened_from", "bookmark_added", "no_bookmarks", "delete_bookmark",
                          "saved_offline", "end_of_sample", "end_of_book"]
    /// reader-notes.js's strings (`reader.notes.*`, as `data-t-notes-*`).
    static let noteStrings = ["none", "orphaned", "saved", "not_saved", "from_device", "kept_both"]
    /// reader-offline.js's strings (`reader.offline.*`, as `data-t-offline-*`).
    static let offlineStrings = ["queued", "synced"]

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.bookTitle }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let id = m.titleID.uuidString
        let back = LibraryPath.title(m.library.slug, m.titleID).path
        var attrs: [Attr] = [.cls("reader"), .id("reader"), .data("title", id), .data("api", "/api/v1/reader/titles/" + id),
                             .data("base", "/publications/\(id)/"), .data("sample", m.full ? "false" : "true"),
                             .data("back", back), .data("lang", m.manifest.metadata.language ?? "")]
        attrs += strings.map { .data("t-" + $0.replacingOccurrences(of: "_", with: "-"), localizer.t("reader.\($0)")) }
        attrs += noteStrings.map { .data("t-notes-" + $0.replacingOccurrences(of: "_", with: "-"), localizer.t("reader.notes.\($0)")) }
        attrs += offlineStrings.map { .data("t-offline-" + $0, localizer.t("reader.offline.\($0)")) }
        return [element("section", attrs, [
            element("header", [.cls("reader-bar")], [
                element("a", [.href(back), .cls("reader-back"), .aria("label", localizer.t("reader.back"))], text("←")),
                element("p", [.cls("reader-title")], [element("span", [.id("reader-chapter")], text(m.bookTitle))]),
                element("button", [.type("button"), .data("open", "reader-toc"), .aria("label", localizer.t("reader.contents"))], Icon.menu.node()),
                element("button", [.type("button"), .data("open", "reader-search"), .aria("label", localizer.t("reader.search.open"))], Icon.search.node()),
                element("button", [.type("button"), .id("reader-mark"), .aria("label", localizer.t("reader.add_bookmark"))], Icon.addBookmark.node()),
                element("button", [.type("button"), .data("open", "reader-marks"), .aria("label", localizer.t("reader.bookmarks"))], Icon.bookmark.node()),
                element("button", [.type("button"), .data("open", "reader-settings"), .aria("label", localizer.t("reader.settings"))], text("Aa")),
            ]),
            m.full ? group([]) : element("p", [.cls("reader-sample")], [
                text(localizer.t("reader.sample_notice") + " "), element("a", [.href(back)], text(localizer.t("reader.borrow_to_read_on"))),
            ]),
            element("div", [.cls("reader-offer"), .id("reader-offer"), .flag("hidden"), Attr("role", "status")], [
                element("span", [.id("reader-offer-text")], []),
                element("button", [.type("button"), .cls("button primary"), .id("reader-offer-go")], text(localizer.t("reader.continue"))),
                element("button", [.type("button"), .cls("button"), .id("reader-offer-stay")], text(localizer.t("reader.stay"))),
            ]),
            element("div", [.cls("reader-stage"), Attr("role", "region"), .aria("label", localizer.t("reader.book_text"))], [
                element("iframe", [.id("reader-frame"), Attr("title", localizer.t("reader.book_text")), Attr("sandbox", "allow-same-origin"),
                              .data("first", m.manifest.readingOrder.first?.href ?? "")], []),
                element("div", [.cls("reader-dim"), .id("reader-dim"), .aria("hidden", "true")], []),
                element("button", [.type("button"), .cls("reader-turn reader-prev"), .id("reader-prev"), .aria("label", localizer.t("reader.previous_page"))], text("‹")),
                element("button", [.type("button"), .cls("reader-turn reader-next"), .id("reader-next"), .aria("label", localizer.t("reader.next_page"))], text("›")),
            ]),
            ReaderNotesViews.bar(localizer),
            element("footer", [.cls("reader-foot")], [
                element("span", [.id("reader-position")], []),
                element("span", [.id("reader-note"), Attr("role", "status")], []),
                element("progress", [.id("reader-progress"), Attr("max", "1"), .value("0"), .aria("label", localizer.t("reader.read_so_far"))], []),
            ]),
            ReaderPages.dialog("reader-toc", localizer.t("reader.contents"), localizer, [
                element("nav", [.aria("label", localizer.t("reader.contents"))], [ReaderPages.tocList(m.manifest.toc)]),
                ReaderNotesViews.contentsSection(localizer, titleID: m.titleID),
            ]),
            ReaderNotesViews.editor(localizer),
            ReaderFinishedViews.dialog(m, ctx),
            ReaderPages.dialog("reader-marks", localizer.t("reader.bookmarks"), localizer, [element("ol", [.id("reader-mark-list"), .cls("reader-marks")], [])]),
            ReaderPages.dialog("reader-settings", localizer.t("reader.settings"), localizer, [ReaderPages.settingsForm(localizer)]),
            ReaderSearchDialog.dialog(localizer),
        ])]
    }
}
