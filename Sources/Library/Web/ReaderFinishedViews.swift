import Foundation
import SatchelAPI
import SatchelCore

/// When a borrowed book is finished: the reader's dialog at its end (rate it, return it early)
/// and the bookshelf's line for a loan read to the end. reader-finished.js opens the dialog when
/// Next is pressed on the last page of the book.
enum ReaderFinishedViews {
    /// Read this far, a loan counts as finished on the bookshelf: the place saved is the start of
    /// the page shown, so the last page of a short book reads as 95–99 %.
    static let finished = 0.95

    static func dialog(_ m: ReaderPage.Model, _ ctx: PageContext) -> HTMLNode {
        guard let loan = m.loanID, m.full else { return group([]) }
        let l = ctx.localizer
        let slug = m.library.slug
        let reader = LibraryPath.read(slug, m.titleID).path
        return ReaderPages.dialog("reader-finished", l.t("reader.finished.title", ["title": m.bookTitle]), l, [
            element("p", [], text(l.t("reader.finished.intro"))),
            Forms.form(ctx, action: LibraryPath.rating(slug, m.titleID).path, cls: "stack", [
                void("input", [.type("hidden"), .name("next"), .value(reader)]),
                Forms.select(ctx, FormState(), name: "stars", label: l.t("library.stars"),
                             options: [("", "—")] + LibraryRules.stars.reversed().map { ("\($0)", String(repeating: "★", count: $0)) }, selected: ""),
                Forms.textarea(ctx, FormState(), name: "review", label: l.t("library.short_review"), rows: 2,
                               extra: [Attr("maxlength", "\(LibraryRules.reviewMax)")]),
                Forms.submit(l.t("library.save_rating")),
            ]),
            element("p", [], element("a", [.href(LibraryPath.returnLoan(slug, loan: loan).path), .cls("button")],
                                      text(l.t("reader.finished.return")))),
        ])
    }

    static func shelfLine(_ l: Localizer, _ slug: String, _ loan: Loan) -> HTMLNode {
        guard (loan.readProgress ?? 0) >= finished else { return group([]) }
        return element("p", [.cls("finished")], [
            text(l.t("reader.finished.shelf") + " "),
            element("a", [.href(LibraryPath.returnLoan(slug, loan: loan.id).path)], text(l.t("reader.finished.return_early"))),
            text(" · "),
            element("a", [.href(LibraryPath.title(slug, loan.title.id).path + "#rate")], text(l.t("reader.finished.rate"))),
        ])
    }
}
