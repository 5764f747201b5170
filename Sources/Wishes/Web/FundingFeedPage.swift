import SatchelAPI
import SatchelCore

/// The funding feed: what friends collect for and give to, newest first, a page at a time.
enum FundingFeedPage: PageView {
    typealias Model = Page<FeedItem>

    static let tab: Tab? = FundingTab.tab

    static func title(_ model: Model, _ l: Localizer) -> String { l.t("funding.tab") }

    static func view(_ page: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.l
        var content: [HTMLNode] = [
            el("h1", [], text(l.t("funding.feed_title"))),
            FundingPages.nav(ctx, current: .feed),
        ]
        if page.items.isEmpty {
            content.append(el("p", [.cls("muted empty")], text(l.t("funding.feed_empty"))))
        }
        content.append(el("ul", [.cls("feed")], page.items.map { item in
            let wishID = item.item.wish.id.uuidString.lowercased()
            let owner = item.item.wish.owner
            return el("li", [],
                      FundingPages.card(ctx, item.item, line: FundingPages.feedLine(l, item)),
                      el("p", [.cls("actions")],
                         Forms.button(ctx, action: "/funding/hide", label: l.t("funding.hide_wish"), hidden: [("wishId", wishID)]),
                         Forms.button(ctx, action: "/funding/hide", label: l.t("funding.hide_person", ["name": owner.displayName]),
                                      hidden: [("userId", owner.id.uuidString.lowercased())])))
        }))
        if let next = page.nextCursor {
            content.append(el("p", [], el("a", [.href("/funding?cursor=" + next), .cls("button")], text(l.t("action.more")))))
        }
        return content
    }
}
