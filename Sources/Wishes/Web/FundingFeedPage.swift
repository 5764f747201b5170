import SatchelAPI
import SatchelCore

/// The funding feed: what friends collect for and give to, newest first, a page at a time.
enum FundingFeedPage: PageView {
    typealias Model = Page<FeedItem>

    static let tab: Tab? = FundingTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("funding.tab") }

    static func view(_ page: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content: [HTMLNode] = [
            element("h1", [], text(localizer.t("funding.feed_title"))),
            FundingPages.nav(ctx, current: .feed),
            FundingPages.newCollectionLink(ctx),
        ]
        if page.items.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t("funding.feed_empty"))))
        }
        content.append(element("ul", [.cls("feed")], page.items.map { item in
            let wishID = WishesPath.id(item.item.wish.id)
            let owner = item.item.wish.owner
            // Hiding is there when wanted, folded away under the card rather than two big buttons.
            return element("li", [],
                      FundingPages.card(ctx, item.item, line: FundingPages.feedLine(localizer, item)),
                      element("details", [.cls("feed-more")],
                         element("summary", [], text(localizer.t("funding.feed.hide_menu"))),
                         element("div", [.cls("feed-more-actions")],
                            Forms.button(ctx, action: FundingPath.hide.path, label: localizer.t("funding.hide_wish"), cls: "button small",
                                         hidden: [("wishId", wishID)]),
                            Forms.button(ctx, action: FundingPath.hide.path, label: localizer.t("funding.hide_person", ["name": owner.displayName]),
                                         cls: "button small", hidden: [("userId", WishesPath.id(owner.id))]))))
        }))
        if let next = page.nextCursor {
            content.append(element("p", [], element("a", [.href(FundingPath.feedAfter(cursor: next).path), .cls("button")], text(localizer.t("action.more")))))
        }
        return content
    }
}
