import Foundation
import SatchelAPI
import SatchelCore

/// The library picker: each library with its loan period, the chosen one marked.
enum LibraryChoicePage: PageView {
    struct Model: Sendable {
        var libraries: [LibraryRow]
        var chosen: UUID?
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.choose_title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            element("h1", [], text(localizer.t("library.choose_title"))),
            m.libraries.isEmpty ? none(ctx) :
                element("ul", [.cls("list libraries")], m.libraries.map { lib in
                    element("li", [.cls("row")],
                       element("span", [], element("strong", [], text(lib.name)),
                          text(" · " + localizer.t("library.loan_period", ["days": "\(lib.loanDays)"]))),
                       Forms.button(ctx, action: LibraryPath.choose.path, label: localizer.t(lib.id == m.chosen ? "library.chosen" : "library.choose"),
                                    cls: lib.id == m.chosen ? "button" : "button primary",
                                    hidden: [("library", lib.slug)]))
                }),
        ]
    }

    /// No library yet: an administrator is shown where to set one up, anyone else whom to ask.
    static func none(_ ctx: PageContext) -> HTMLNode {
        let localizer = ctx.localizer
        let next: HTMLNode = ctx.viewer?.user.isAdmin == true
            ? element("p", [], element("a", [.href(AdminPath.libraries.path), .cls("button primary")], text(localizer.t("library.set_up"))))
            : element("p", [.cls("muted")], text(localizer.t("library.ask_administrator")))
        return group([element("p", [.cls("muted empty")], text(localizer.t("library.none"))), next])
    }
}
