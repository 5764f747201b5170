import SatchelAPI
import SatchelCore

/// The owner's lists, and a form for a new one.
enum WishListsPage: PageView {
    struct Model: Sendable {
        var lists: [WishList]
        /// The new-list form as last sent.
        var form = FormState()
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("wishes.tab.lists") }

    static func view(_ model: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            element("h1", [], text(localizer.t("wishes.lists_title"))),
            WishesNav.render(ctx, current: .lists),
            element("p", [], element("a", [.href(ExchangePath.exchanges.path)], text(localizer.t("wishes.secret_santa_link")))),
            element("p", [], element("a", [.href(WishesPath.received.path)], text(localizer.t("received.link")))),
            model.lists.isEmpty ? element("p", [.cls("muted")], text(localizer.t("wishes.lists_empty"))) :
                element("ul", [.cls("list own")], model.lists.map { list in
                    element("li", [.cls("row")],
                       element("a", [.href(WishesPath.list(list.id).path), .cls("grow")], text(list.name)),
                       element("span", [.cls("muted")], text(ListPages.summary(localizer, list))))
                }),
            element("h2", [], text(localizer.t("wishes.new_list"))),
            ListPages.listForm(ctx, model.form, action: WishesPath.lists.path, submit: localizer.t("wishes.create_list")),
        ]
    }
}
