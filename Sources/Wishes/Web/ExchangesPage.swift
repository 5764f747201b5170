import SatchelAPI
import SatchelCore

/// The viewer's Secret Santas, organised or joined, and a way to start one.
enum ExchangesPage: PageView {
    struct Model: Sendable {
        var exchanges: [Exchange]
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("exchange.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            element("h1", [], text(localizer.t("exchange.title"))),
            WishesNav.render(ctx, current: .lists),
            element("p", [.cls("muted")], text(localizer.t("exchange.intro"))),
            m.exchanges.isEmpty ? element("p", [.cls("muted empty")], text(localizer.t("exchange.empty")))
                : element("ul", [.cls("list")], m.exchanges.map { exchange in
                    element("li", [.cls("row")],
                       element("a", [.href(ExchangePath.exchange(exchange.id).path), .cls("grow")], text(exchange.name)),
                       element("span", [.cls("muted")], text(ExchangeForm.day(exchange.date, localizer))))
                }),
            element("p", [], element("a", [.href(ExchangePath.new.path), .cls("button primary")], text(localizer.t("exchange.new")))),
        ]
    }
}
