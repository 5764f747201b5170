import SatchelAPI
import SatchelCore

/// The viewer's own collections.
enum MyFundingPage: PageView {
    typealias Model = [FundingWish]

    static let tab: Tab? = FundingTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("funding.nav.mine") }

    static func view(_ items: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            element("h1", [], text(localizer.t("funding.nav.mine"))),
            FundingPages.nav(ctx, current: .mine),
            element("p", [.cls("muted")], text(localizer.t("funding.mine_intro"))),
            FundingPages.newCollectionLink(ctx),
            items.isEmpty ? element("p", [.cls("muted empty")], text(localizer.t("funding.mine_empty")))
                : element("div", [.cls("cards")], items.map { FundingPages.card(ctx, $0) }),
        ]
    }
}
