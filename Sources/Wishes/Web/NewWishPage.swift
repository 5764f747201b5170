import SatchelAPI
import SatchelCore

/// A new wish: from a shop's link (which fills the form in), or typed in the whole form.
enum NewWishPage: PageView {
    struct Model: Sendable {
        /// The wish form (and the link box) as last sent, with its error.
        var form: FormState
        /// The owner's lists, to put the wish straight into one.
        var lists: [WishList]
        /// A text key said above the form: how a shared page filled it in.
        var said: String? = nil
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("wishes.tab.new") }

    static func view(_ model: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let state = model.form
        return [
            element("h1", [], text(localizer.t("wishes.new_title"))),
            WishesNav.render(ctx, current: .new),
            model.said.map { element("p", [.cls("notice"), Attr("role", "status")], text(localizer.t($0))) } ?? group([]),
            Forms.form(ctx, action: WishesPath.newWishFromLink.path, cls: "stack from-link", [
                Forms.field(ctx, state, name: "url", label: localizer.t("wish.from_link"), type: "url",
                            hint: localizer.t("wish.from_link_hint"), extra: [Attr("inputmode", "url")]),
                Forms.submit(localizer.t("wish.from_link_submit"), cls: "button"),
            ]),
            element("p", [.cls("muted")], element("a", [.href(WishesPath.fromShop.path)], text(localizer.t("wishes.from_shop_link")))),
            Forms.alert(state.general(localizer, fields: WishForm.fields + ["url", "link"])),
            WishForm.form(ctx, state, action: WishesPath.newWish.path, lists: model.lists, submit: localizer.t("wishes.add_wish")),
        ]
    }
}
