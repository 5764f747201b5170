import SatchelAPI
import SatchelCore

/// The giver's shopping list: what they reserved or pledged, by friend, with totals.
enum CartPage: PageView {
    typealias Model = Cart

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("wishes.tab.cart") }

    static func view(_ cart: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content: [HTMLNode] = [element("h1", [], text(localizer.t("wishes.cart_title"))), WishesNav.render(ctx, current: .cart)]
        if cart.groups.isEmpty {
            content.append(element("p", [.cls("muted")], text(localizer.t("wishes.cart_empty"))))
            return content
        }
        for group in cart.groups {
            content.append(element("section", [.cls("cart-group"), .aria("label", group.friend.displayName)],
                element("h2", [], text(localizer.t("wishes.for", ["name": group.friend.displayName]))),
                element("ul", [.cls("list")], group.items.map { item in GivingWeb.cartRow(ctx, item) }),
                element("p", [.cls("total")], text(localizer.t("wishes.total", ["amount": GivingWeb.totals(localizer, group.totals)])))))
        }
        content.append(element("p", [.cls("total grand")], text(localizer.t("wishes.grand_total", ["amount": GivingWeb.totals(localizer, cart.totals)]))))
        return content
    }
}
