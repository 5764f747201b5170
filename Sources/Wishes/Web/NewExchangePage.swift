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
        let chosen = Set(state["userIds"].split(separator: ",").map(String.init))
        let everyone = [m.me] + m.friends
        let choices: [(value: String, label: String)] = [("", localizer.t("exchange.exclusion_nobody"))]
            + everyone.map { (value: $0.id.uuidString, label: $0.displayName) }
        var fields: [HTMLNode] = [
            Forms.field(ctx, state, name: "name", label: localizer.t("exchange.field.name"), required: true,
                        extra: [Attr("maxlength", "\(ExchangeRules.nameLength.upperBound)")]),
            element("div", [.cls("row-fields")],
               Forms.field(ctx, state, name: "amount", label: localizer.t("exchange.field.budget"), required: true,
                           extra: [Attr("inputmode", "decimal")]),
               Forms.select(ctx, state, name: "currency", label: localizer.t("wish.field.currency"),
                            options: WishRules.currencies.sorted().map { ($0, $0) }, selected: state["currency"].isEmpty ? "EUR" : state["currency"])),
            Forms.field(ctx, state, name: "date", label: localizer.t("exchange.field.date"), type: "date", required: true),
        ]
        if !m.circles.isEmpty {
            fields.append(Forms.select(ctx, state, name: "circleId", label: localizer.t("exchange.field.circle"),
                                       options: [(value: "", label: localizer.t("exchange.no_circle"))] + m.circles.map { (value: $0.id.uuidString, label: $0.name) },
                                       selected: state["circleId"]))
        }
        fields.append(element("fieldset", [.cls(state.message("userIds", localizer) == nil ? "field" : "field has-error"), .id("f-userIds")],
                         [element("legend", [], text(localizer.t("exchange.field.friends")))] + m.friends.map { friend in
                             element("label", [.cls("checkbox")],
                                void("input", [.type("checkbox"), .name("userIds[]"), .value(friend.id.uuidString),
                                               .flag("checked", chosen.contains(friend.id.uuidString))]),
                                text(" " + friend.displayName))
                         } + (state.message("userIds", localizer).map { [element("p", [.cls("field-error")], text($0))] } ?? [])))
        fields.append(Forms.checkbox(name: "includeMe", label: localizer.t("exchange.field.include_me"),
                                     checked: state.values.isEmpty || state["includeMe"] == "on"))
        fields.append(element("fieldset", [.cls(state.message("exclusions", localizer) == nil ? "field" : "field has-error"), .id("f-exclusions")],
                         [element("legend", [], text(localizer.t("exchange.field.exclusions"))),
                          element("p", [.cls("hint")], text(localizer.t("exchange.exclusions_hint")))]
                         + (0..<ExchangeForm.exclusionRows).map { row in
                             element("div", [.cls("row-fields")],
                                Forms.select(ctx, state, name: "exclA\(row)", label: localizer.t("exchange.exclusion_a", ["n": "\(row + 1)"]),
                                             options: choices, selected: state["exclA\(row)"]),
                                Forms.select(ctx, state, name: "exclB\(row)", label: localizer.t("exchange.exclusion_b", ["n": "\(row + 1)"]),
                                             options: choices, selected: state["exclB\(row)"]))
                         } + (state.message("exclusions", localizer).map { [element("p", [.cls("field-error")], text($0))] } ?? [])))
        fields.append(Forms.checkbox(name: "avoidLastYear", label: localizer.t("exchange.field.avoid_last_year"),
                                     checked: state["avoidLastYear"] == "on"))
        fields.append(Forms.submit(localizer.t("exchange.create")))
        return [
            element("h1", [], text(localizer.t("exchange.new"))),
            element("p", [.cls("muted")], text(localizer.t("exchange.intro"))),
            Forms.alert(state.general(localizer, fields: ["name", "amount", "currency", "date", "circleId", "userIds", "exclusions"])),
            Forms.form(ctx, action: ExchangePath.exchanges.path, cls: "stack", extra: Forms.unsaved(state), fields),
        ]
    }
}
