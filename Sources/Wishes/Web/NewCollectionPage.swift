import SatchelAPI
import SatchelCore

/// "Collect money for something new": the wish and its collection in one form.
enum NewCollectionPage: PageView {
    struct Model: Sendable {
        var form: FormState
        /// The viewer's circles, to show it to only some.
        var circles: [SatchelAPI.Circle]
    }

    static let tab: Tab? = FundingTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("funding.new_title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let state = m.form
        return [
            element("h1", [], text(localizer.t("funding.new_title"))),
            element("p", [.cls("muted")], text(localizer.t("funding.form_intro"))),
            Forms.alert(state.general(localizer, fields: ["name"] + FundingForm.fields)),
            Forms.form(ctx, action: FundingPath.new.path, cls: "stack funding-form confirm-leave", extra: Forms.unsaved(state),
                       ProductNameField.render(ctx, state, label: localizer.t("funding.field.name"),
                                               extra: [Attr("maxlength", "\(WishRules.nameLength.upperBound)")])
                       + FundingForm.fields(ctx, state, circles: m.circles, allowPublic: true)
                       + [Forms.submit(localizer.t("funding.start"))]),
        ]
    }
}
