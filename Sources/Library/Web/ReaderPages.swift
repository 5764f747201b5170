import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Opening a book in the in-browser reader (`ReaderPage`), and the reader's contents,
/// dialogs and settings form.
enum ReaderPages {
    static func read(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await PatronPages.library(req)
        let titleID = try req.uuid("titleId", "title")
        let opened = try await req.context.readerAccess.open(titleID, user: viewer.id)
        guard opened.title.libraryID == library.id else { throw AppError.notFound("title") }
        if !opened.full { try await req.context.samples.keep(titleID, user: viewer.id) }
        let loanID = opened.full ? try await req.context.libraryStore.openLoanID(title: titleID, user: viewer.id) : nil
        let model = ReaderPage.Model(library: library, titleID: titleID, bookTitle: opened.title.title, full: opened.full,
                                     manifest: req.context.readerAccess.manifest(opened), loanID: loanID)
        return try await req.page(ReaderPage.self, model)
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
