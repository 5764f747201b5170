import SatchelAPI
import SatchelCore

/// The organiser changes a Secret Santa's name, budget and day; before the draw its rules too.
enum EditExchangePage: PageView {
    struct Model: Sendable {
        var exchange: Exchange
        var form: FormState
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("exchange.edit_title", ["name": model.exchange.name]) }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let e = m.exchange
        var fields = ExchangeForm.detailFields(ctx, m.form)
        if e.drawnAt == nil {
            fields += ExchangeForm.ruleFields(ctx, m.form, people: e.participants.map(\.person))
        } else {
            fields.append(element("p", [.cls("hint")], text(localizer.t("exchange.rules_fixed"))))
        }
        fields.append(Forms.version(m.form))
        fields.append(Forms.submit(localizer.t("action.save")))
        return [
            element("h1", [], text(localizer.t("exchange.edit_title", ["name": e.name]))),
            element("p", [], element("a", [.href(ExchangePath.exchange(e.id).path)], text(localizer.t("exchange.back")))),
            Forms.alert(m.form.general(localizer, fields: ["name", "amount", "currency", "date", "exclusions"])),
            Forms.form(ctx, action: ExchangePath.edit(e.id).path, cls: "stack", extra: Forms.unsaved(m.form), fields),
        ]
    }
}
