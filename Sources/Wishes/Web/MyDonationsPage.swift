import SatchelAPI
import SatchelCore

/// What the viewer gave, newest first, with how each payment stands.
enum MyDonationsPage: PageView {
    typealias Model = [Donation]

    static let tab: Tab? = FundingTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("funding.nav.donations") }

    static func view(_ items: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            element("h1", [], text(localizer.t("funding.nav.donations"))),
            FundingPages.nav(ctx, current: .donations),
            items.isEmpty ? element("p", [.cls("muted empty")], text(localizer.t("funding.donations_empty")))
                : element("ul", [.cls("list donations")], items.map { d in
                    element("li", [.cls("row")],
                       element("div", [.cls("grow")],
                          element("a", [.href(WishesPath.wish(d.wishId).path)], text(d.wishName)),
                          element("p", [.cls("muted")], text(localizer.date(d.createdAt) + (d.anonymous ? " · " + localizer.t("funding.anonymous") : "")))),
                       element("span", [.cls("amount")], text(localizer.money(minorUnits: d.amount.amount, currency: d.amount.currency))),
                       element("span", [.cls("badge state-\(d.state)")], text(localizer.t("donation.state.\(d.state)"))))
                }),
        ]
    }
}
