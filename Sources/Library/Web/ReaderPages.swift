import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The in-browser reader: a page with the book in a sandboxed frame, its table of contents
/// (real links, for keyboards and screen readers), bookmarks and settings. `reader.js` turns
/// pages, saves the place and syncs through `/api/v1/reader`.
enum ReaderPages {
    static func read(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let library = try await PatronPages.library(req)
        let titleID = try req.uuid("titleId", "title")
        let opened = try await req.context.readerAccess.open(titleID, user: viewer.id)
        guard opened.title.libraryID == library.id else { throw AppError.notFound("title") }
        if !opened.full { try await req.context.samples.keep(titleID, user: viewer.id) }
        let manifest = req.context.readerAccess.manifest(opened)
        let id = titleID.uuidString
        let titlePath = LibraryViews.titlePath(library, titleID)
        // Strings the script shows, in the reader's language.
        let strings = ["progress", "page_of", "continue_on", "continue_where", "opened_from", "bookmark_added", "no_bookmarks", "delete_bookmark",
                       "saved_offline", "end_of_sample", "end_of_book"]
        return try await req.page(opened.title.title, tab: LibraryTab.tab,
                                  head: [element("script", [Attr("src", "/static/reader.js"), .flag("defer")])]) { ctx in
            var attrs: [Attr] = [.cls("reader"), .id("reader"), .data("title", id), .data("api", "/api/v1/reader/titles/" + id),
                                 .data("base", "/publications/\(id)/"), .data("sample", opened.full ? "false" : "true"),
                                 .data("back", titlePath), .data("lang", manifest.metadata.language ?? "")]
            attrs += strings.map { .data("t-" + $0.replacingOccurrences(of: "_", with: "-"), localizer.t("reader.\($0)")) }
            return [element("section", attrs, [
                element("header", [.cls("reader-bar")], [
                    element("a", [.href(titlePath), .cls("reader-back"), .aria("label", localizer.t("reader.back"))], text("←")),
                    element("p", [.cls("reader-title")], [element("span", [.id("reader-chapter")], text(opened.title.title))]),
                    element("button", [.type("button"), .data("open", "reader-toc"), .aria("label", localizer.t("reader.contents"))], Icon.menu.node()),
                    element("button", [.type("button"), .id("reader-mark"), .aria("label", localizer.t("reader.add_bookmark"))], Icon.addBookmark.node()),
                    element("button", [.type("button"), .data("open", "reader-marks"), .aria("label", localizer.t("reader.bookmarks"))], Icon.bookmark.node()),
                    element("button", [.type("button"), .data("open", "reader-settings"), .aria("label", localizer.t("reader.settings"))], text("Aa")),
                ]),
                opened.full ? group([]) : element("p", [.cls("reader-sample")], [
                    text(localizer.t("reader.sample_notice") + " "), element("a", [.href(titlePath)], text(localizer.t("reader.borrow_to_read_on"))),
                ]),
                element("div", [.cls("reader-offer"), .id("reader-offer"), .flag("hidden"), Attr("role", "status")], [
                    element("span", [.id("reader-offer-text")], []),
                    element("button", [.type("button"), .cls("button primary"), .id("reader-offer-go")], text(localizer.t("reader.continue"))),
                    element("button", [.type("button"), .cls("button"), .id("reader-offer-stay")], text(localizer.t("reader.stay"))),
                ]),
                element("div", [.cls("reader-stage"), Attr("role", "region"), .aria("label", localizer.t("reader.book_text"))], [
                    element("iframe", [.id("reader-frame"), Attr("title", localizer.t("reader.book_text")), Attr("sandbox", "allow-same-origin"),
                                  .data("first", manifest.readingOrder.first?.href ?? "")], []),
                    element("div", [.cls("reader-dim"), .id("reader-dim"), .aria("hidden", "true")], []),
                    element("button", [.type("button"), .cls("reader-turn reader-prev"), .id("reader-prev"), .aria("label", localizer.t("reader.previous_page"))], text("‹")),
                    element("button", [.type("button"), .cls("reader-turn reader-next"), .id("reader-next"), .aria("label", localizer.t("reader.next_page"))], text("›")),
                ]),
                element("footer", [.cls("reader-foot")], [
                    element("span", [.id("reader-position")], []),
                    element("span", [.id("reader-note"), Attr("role", "status")], []),
                    element("progress", [.id("reader-progress"), Attr("max", "1"), .value("0"), .aria("label", localizer.t("reader.read_so_far"))], []),
                ]),
                dialog("reader-toc", localizer.t("reader.contents"), localizer, [
                    element("nav", [.aria("label", localizer.t("reader.contents"))], [tocList(manifest.toc)]),
                ]),
                dialog("reader-marks", localizer.t("reader.bookmarks"), localizer, [element("ol", [.id("reader-mark-list"), .cls("reader-marks")], [])]),
                dialog("reader-settings", localizer.t("reader.settings"), localizer, [settingsForm(localizer)]),
            ])]
        }
    }

    static func tocList(_ links: [PublicationLink]) -> HTMLNode {
        element("ol", [], links.map { link in
            element("li", [], [element("a", [.href("#"), .data("href", link.href)], text(link.title ?? link.href))]
                + (link.children.map { [tocList($0)] } ?? []))
        })
    }

    static func dialog(_ id: String, _ title: String, _ localizer: Localizer, _ body: [HTMLNode]) -> HTMLNode {
        element("dialog", [.id(id), .cls("reader-dialog"), .aria("labelledby", id + "-title")], [
            element("div", [.cls("reader-dialog-head")], [
                element("h2", [.id(id + "-title")], text(title)),
                element("button", [.type("button"), .data("close", id), .cls("button")], text(localizer.t("reader.close"))),
            ]),
        ] + body)
    }

    static func settingsForm(_ localizer: Localizer) -> HTMLNode {
        func choice(_ name: String, _ values: [String]) -> HTMLNode {
            element("fieldset", [.cls("reader-choice")], [element("legend", [], text(localizer.t("reader.\(name)")))] + values.map { value in
                element("label", [], [void("input", [.type("radio"), .name(name), .value(value)]), text(" " + localizer.t("reader.\(name).\(value)"))])
            })
        }
        func range(_ name: String, min: String, max: String, step: String) -> HTMLNode {
            element("div", [.cls("field")], [
                element("label", [Attr("for", "rs-" + name)], text(localizer.t("reader.\(name)"))),
                void("input", [.type("range"), .id("rs-" + name), .name(name), Attr("min", min), Attr("max", max), Attr("step", step)]),
            ])
        }
        return element("form", [.id("reader-settings-form"), .cls("stack reader-settings")], [
            range("fontSize", min: "50", max: "300", step: "10"),
            element("div", [.cls("field")], [
                element("label", [Attr("for", "rs-fontFamily")], text(localizer.t("reader.fontFamily"))),
                element("select", [.id("rs-fontFamily"), .name("fontFamily")], ["publisher", "serif", "sans-serif", "monospace", "dyslexia-friendly"].map {
                    element("option", [.value($0)], text(localizer.t("reader.fontFamily.\($0)")))
                }),
            ]),
            range("lineHeight", min: "1", max: "2.5", step: "0.1"),
            range("margins", min: "0", max: "4", step: "1"),
            choice("theme", ["day", "sepia", "night", "custom"]),
            element("div", [.cls("reader-colours")], [
                element("label", [], [text(localizer.t("reader.textColor") + " "), void("input", [.type("color"), .name("textColor"), .value("#1a1a1a")])]),
                element("label", [], [text(localizer.t("reader.backgroundColor") + " "), void("input", [.type("color"), .name("backgroundColor"), .value("#ffffff")])]),
            ]),
            range("brightness", min: "0.3", max: "1", step: "0.05"),
            choice("layout", ["paginated", "scrolled"]),
            Forms.checkbox(name: "forTitle", label: localizer.t("reader.only_this_book"), checked: false),
        ])
    }
}
