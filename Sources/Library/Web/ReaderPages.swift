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
        let l = req.localizer
        let library = try await PatronPages.library(req)
        let titleID = try req.uuid("titleId", "title")
        let opened = try await req.context.readerAccess.open(titleID, user: viewer.id)
        guard opened.title.libraryID == library.id else { throw AppError.notFound("title") }
        if !opened.full { try await req.context.samples.keep(titleID, user: viewer.id) }
        let manifest = req.context.readerAccess.manifest(opened)
        let id = titleID.uuidString
        let titlePath = LibraryViews.titlePath(library, titleID)
        // Strings the script shows, in the reader's language.
        let strings = ["progress", "page_of", "continue_on", "opened_from", "bookmark_added", "no_bookmarks", "delete_bookmark",
                       "saved_offline", "end_of_sample", "end_of_book"]
        return try await req.page(opened.title.title, tab: LibraryTab.tab,
                                  head: [el("script", [Attr("src", "/static/reader.js"), .flag("defer")])]) { ctx in
            var attrs: [Attr] = [.cls("reader"), .id("reader"), .data("title", id), .data("api", "/api/v1/reader/titles/" + id),
                                 .data("base", "/publications/\(id)/"), .data("sample", opened.full ? "false" : "true"),
                                 .data("back", titlePath), .data("lang", manifest.metadata.language ?? "")]
            attrs += strings.map { .data("t-" + $0.replacingOccurrences(of: "_", with: "-"), l.t("reader.\($0)")) }
            return [el("section", attrs, [
                el("header", [.cls("reader-bar")], [
                    el("a", [.href(titlePath), .cls("reader-back"), .aria("label", l.t("reader.back"))], text("←")),
                    el("p", [.cls("reader-title")], [el("span", [.id("reader-chapter")], text(opened.title.title))]),
                    el("button", [.type("button"), .data("open", "reader-toc"), .aria("label", l.t("reader.contents"))], text("☰")),
                    el("button", [.type("button"), .id("reader-mark"), .aria("label", l.t("reader.add_bookmark"))], text("+★")),
                    el("button", [.type("button"), .data("open", "reader-marks"), .aria("label", l.t("reader.bookmarks"))], text("☆")),
                    el("button", [.type("button"), .data("open", "reader-settings"), .aria("label", l.t("reader.settings"))], text("Aa")),
                ]),
                opened.full ? group([]) : el("p", [.cls("reader-sample")], [
                    text(l.t("reader.sample_notice") + " "), el("a", [.href(titlePath)], text(l.t("reader.borrow_to_read_on"))),
                ]),
                el("div", [.cls("reader-offer"), .id("reader-offer"), .flag("hidden"), Attr("role", "status")], [
                    el("span", [.id("reader-offer-text")], []),
                    el("button", [.type("button"), .cls("button primary"), .id("reader-offer-go")], text(l.t("reader.continue"))),
                    el("button", [.type("button"), .cls("button"), .id("reader-offer-stay")], text(l.t("reader.stay"))),
                ]),
                el("div", [.cls("reader-stage"), Attr("role", "region"), .aria("label", l.t("reader.book_text"))], [
                    el("iframe", [.id("reader-frame"), Attr("title", l.t("reader.book_text")), Attr("sandbox", "allow-same-origin"),
                                  .data("first", manifest.readingOrder.first?.href ?? "")], []),
                    el("div", [.cls("reader-dim"), .id("reader-dim"), .aria("hidden", "true")], []),
                    el("button", [.type("button"), .cls("reader-turn reader-prev"), .id("reader-prev"), .aria("label", l.t("reader.previous_page"))], text("‹")),
                    el("button", [.type("button"), .cls("reader-turn reader-next"), .id("reader-next"), .aria("label", l.t("reader.next_page"))], text("›")),
                ]),
                el("footer", [.cls("reader-foot")], [
                    el("span", [.id("reader-position")], []),
                    el("span", [.id("reader-note"), Attr("role", "status")], []),
                    el("progress", [.id("reader-progress"), Attr("max", "1"), .value("0"), .aria("label", l.t("reader.read_so_far"))], []),
                ]),
                dialog("reader-toc", l.t("reader.contents"), l, [
                    el("nav", [.aria("label", l.t("reader.contents"))], [tocList(manifest.toc)]),
                ]),
                dialog("reader-marks", l.t("reader.bookmarks"), l, [el("ol", [.id("reader-mark-list"), .cls("reader-marks")], [])]),
                dialog("reader-settings", l.t("reader.settings"), l, [settingsForm(l)]),
            ])]
        }
    }

    static func tocList(_ links: [PublicationLink]) -> HTMLNode {
        el("ol", [], links.map { link in
            el("li", [], [el("a", [.href("#"), .data("href", link.href)], text(link.title ?? link.href))]
                + (link.children.map { [tocList($0)] } ?? []))
        })
    }

    static func dialog(_ id: String, _ title: String, _ l: Localizer, _ body: [HTMLNode]) -> HTMLNode {
        el("dialog", [.id(id), .cls("reader-dialog"), .aria("labelledby", id + "-title")], [
            el("div", [.cls("reader-dialog-head")], [
                el("h2", [.id(id + "-title")], text(title)),
                el("button", [.type("button"), .data("close", id), .cls("button")], text(l.t("reader.close"))),
            ]),
        ] + body)
    }

    static func settingsForm(_ l: Localizer) -> HTMLNode {
        func choice(_ name: String, _ values: [String]) -> HTMLNode {
            el("fieldset", [.cls("reader-choice")], [el("legend", [], text(l.t("reader.\(name)")))] + values.map { value in
                el("label", [], [void("input", [.type("radio"), .name(name), .value(value)]), text(" " + l.t("reader.\(name).\(value)"))])
            })
        }
        func range(_ name: String, min: String, max: String, step: String) -> HTMLNode {
            el("div", [.cls("field")], [
                el("label", [Attr("for", "rs-" + name)], text(l.t("reader.\(name)"))),
                void("input", [.type("range"), .id("rs-" + name), .name(name), Attr("min", min), Attr("max", max), Attr("step", step)]),
            ])
        }
        return el("form", [.id("reader-settings-form"), .cls("stack reader-settings")], [
            range("fontSize", min: "50", max: "300", step: "10"),
            el("div", [.cls("field")], [
                el("label", [Attr("for", "rs-fontFamily")], text(l.t("reader.fontFamily"))),
                el("select", [.id("rs-fontFamily"), .name("fontFamily")], ["publisher", "serif", "sans-serif", "monospace", "dyslexia-friendly"].map {
                    el("option", [.value($0)], text(l.t("reader.fontFamily.\($0)")))
                }),
            ]),
            range("lineHeight", min: "1", max: "2.5", step: "0.1"),
            range("margins", min: "0", max: "4", step: "1"),
            choice("theme", ["day", "sepia", "night", "custom"]),
            el("div", [.cls("reader-colours")], [
                el("label", [], [text(l.t("reader.textColor") + " "), void("input", [.type("color"), .name("textColor"), .value("#1a1a1a")])]),
                el("label", [], [text(l.t("reader.backgroundColor") + " "), void("input", [.type("color"), .name("backgroundColor"), .value("#ffffff")])]),
            ]),
            range("brightness", min: "0.3", max: "1", step: "0.05"),
            choice("layout", ["paginated", "scrolled"]),
            Forms.checkbox(name: "forTitle", label: l.t("reader.only_this_book"), checked: false),
        ])
    }
}
