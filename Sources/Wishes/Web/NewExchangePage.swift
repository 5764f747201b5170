import SatchelAPI
import SatchelCore

/// A new Secret Santa: name, budget, day, who takes part and who must not draw whom.
enum NewExchangePage: PageView {
    struct Model: Sendable {
        var form: FormState
        var friends: [Person]
        var circles: [SatchelAPI.Circle]
        var me: Person
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("exchange.new") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let state = m.form
        var fields = ExchangeForm.detailFields(ctx, state)
        if !m.circles.isEmpty {
            fields.append(Forms.select(ctx, state, name: "circleId", label: localizer.t("exchange.field.circle"),
                                       options: [(value: "", label: localizer.t("exchange.no_circle"))] + m.circles.map { (value: $0.id.uuidString, label: $0.name) },
                                       selected: state["circleId"]))
        }
        fields.append(ExchangeForm.peopleField(ctx, state, people: m.friends, legend: localizer.t("exchange.field.friends")))
        fields.append(Forms.checkbox(name: "includeMe", label: localizer.t("exchange.field.include_me"),
                                     checked: state.values.isEmpty || state["includeMe"] == "on"))
        fields += ExchangeForm.ruleFields(ctx, state, people: [m.me] + m.friends)
        fields.append(Forms.submit(localizer.t("exchange.create")))
        return [
            element("h1", [], text(localizer.t("exchange.new"))),
            element("p", [.cls("muted")], text(localizer.t("exchange.intro"))),
            Forms.alert(state.general(localizer, fields: ["name", "amount", "currency", "date", "circleId", "userIds", "exclusions"])),
            Forms.form(ctx, action: ExchangePath.exchanges.path, cls: "stack", extra: Forms.unsaved(state), fields),
        ]
    }
}
