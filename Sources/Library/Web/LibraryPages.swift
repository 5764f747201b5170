import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Choosing a library, its front page (search, discovery, events) and its help page.
enum LibraryPages {
    /// The library picker; with a chosen library, straight to it.
    static func start(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        if (try? req.query.get(String.self, at: "change")) == nil, let chosen = try await req.context.libraries.chosen(user: viewer.id) {
            return req.redirect(to: LibraryViews.base(chosen))
        }
        let localizer = req.localizer
        let libraries = try await req.context.libraries.all()
        let chosen = try await req.context.libraries.chosen(user: viewer.id)?.id
        return try await req.page(localizer.t("library.choose_title"), tab: LibraryTab.tab) { ctx in
            [
                element("h1", [], text(localizer.t("library.choose_title"))),
                libraries.isEmpty ? element("p", [.cls("muted empty")], text(localizer.t("library.none"))) :
                    element("ul", [.cls("list libraries")], libraries.map { lib in
                        element("li", [.cls("row")],
                           element("span", [], element("strong", [], text(lib.name)),
                              text(" · " + localizer.t("library.loan_period", ["days": "\(lib.loanDays)"]))),
                           Forms.button(ctx, action: "/library/choose", label: localizer.t(lib.id == chosen ? "library.chosen" : "library.choose"),
                                        cls: lib.id == chosen ? "button" : "button primary",
                                        hidden: [("library", lib.slug)]))
                    }),
            ]
        }
    }

    static func choose(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await req.context.libraries.find(slug: req.field("library") ?? "")
        try await req.context.libraries.choose(try library.requireID(), user: viewer.id)
        return req.redirect(to: LibraryViews.base(library))
    }

    static func home(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await req.context.readLibrary(slug: try req.parameters.require("slug"))
        let front = try await req.context.frontPage(library, localizer: req.localizer)
        let shelves = front.shelves.map { LibraryHomePage.Shelf(key: $0.key, name: $0.name, titles: $0.titles) }
        let categories = Array(front.categories.prefix(20))
        let model = LibraryHomePage.Model(library: library, detail: try await req.context.libraries.detail(library, user: viewer.id),
                                          shelves: shelves, categories: categories)
        return try await req.page(LibraryHomePage.self, model)
    }

    static func help(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let library = try await req.context.readLibrary(slug: try req.parameters.require("slug"))
        let rendered = try await req.context.cards.patronStatus(user: viewer.id, library: library)
        return try await req.page(localizer.t("library.help_title", ["library": library.name]), tab: LibraryTab.tab) { ctx in
            var content = LibraryViews.header(ctx, library, patron: rendered)
            content.append(element("h1", [], text(localizer.t("library.help_title", ["library": library.name]))))
            content.append(element("dl", [.cls("facts")],
                              element("dt", [], text(localizer.t("library.loan_period_label"))), element("dd", [], text(localizer.t("library.days", ["days": "\(library.loanDays)"]))),
                              element("dt", [], text(localizer.t("library.pickup_label"))), element("dd", [], text(localizer.t("library.days", ["days": "\(library.pickupDays)"]))),
                              element("dt", [], text(localizer.t("library.max_loans_label"))), element("dd", [], text("\(library.maxLoans)")),
                              element("dt", [], text(localizer.t("library.max_holds_label"))), element("dd", [], text("\(library.maxHolds)"))))
            // Staff write the help text: paragraphs; a paragraph starting "Q:" is a question.
            for paragraph in library.help.components(separatedBy: "\n\n") where !paragraph.trimmingCharacters(in: .whitespaces).isEmpty {
                if paragraph.hasPrefix("Q:") {
                    content.append(element("h2", [], text(String(paragraph.dropFirst(2)).trimmingCharacters(in: .whitespaces))))
                } else {
                    content.append(element("p", [], text(paragraph)))
                }
            }
            content.append(element("h2", [], text(localizer.t("library.faq_borrow_q"))))
            content.append(element("p", [], text(localizer.t("library.faq_borrow_a", ["days": "\(library.loanDays)"]))))
            content.append(element("h2", [], text(localizer.t("library.faq_hold_q"))))
            content.append(element("p", [], text(localizer.t("library.faq_hold_a", ["days": "\(library.pickupDays)"]))))
            return content
        }
    }
}
