import Foundation
import SatchelAPI
import SatchelCore

/// A library's help: its rules, the help text its staff wrote, and the common questions.
enum LibraryHelpPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var patron: Patron?
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.help_title", ["library": model.library.name]) }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let library = m.library
        var content = LibraryViews.header(ctx, library, patron: m.patron)
        content.append(element("h1", [], text(title(m, localizer))))
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
