import Foundation
import SatchelAPI
import SatchelCore

/// A collection's news to its givers ("We bought the bike!"), newest first; the organiser
/// posts from here and downloads the statement of every gift.
enum FundingNewsSection {
    static func render(_ ctx: PageContext, wishID: UUID?, news: [FundingNews], organiser: Bool, form: FormState) -> HTMLNode {
        let localizer = ctx.localizer
        var children: [HTMLNode] = [element("h2", [.id("h-news")], text(localizer.t("funding_news.title")))]
        children.append(list(ctx, news))
        if organiser, let wishID {
            children.append(Forms.form(ctx, action: WishesPath.fundingNews(wishID).path, cls: "stack funding-news-form", [
                // Not `body`: the comment box on the same page has that name.
                WishForm.textarea(ctx, form, name: "news", label: localizer.t("funding_news.body")),
                Forms.submit(localizer.t("funding_news.post")),
            ]))
            children.append(element("p", [], element("a", [.href(WishesPath.fundingStatement(wishID).path),
                                                           Attr("download", "statement.csv")],
                                                      text(localizer.t("funding.statement_csv")))))
        }
        return element("section", [.cls("funding-news"), .aria("labelledby", "h-news")], children)
    }

    /// The news alone (also on the public page and a guest's receipt).
    static func list(_ ctx: PageContext, _ news: [FundingNews]) -> HTMLNode {
        let localizer = ctx.localizer
        guard !news.isEmpty else { return element("p", [.cls("muted")], text(localizer.t("funding_news.none"))) }
        return element("ul", [.cls("list news")], news.map { item in
            element("li", [.cls("news-item")],
                    element("p", [.cls("muted")], text(localizer.date(item.createdAt))),
                    element("p", [.cls("news-body")], text(item.body)))
        })
    }
}
