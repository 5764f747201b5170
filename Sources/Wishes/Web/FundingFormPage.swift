import Foundation
import SatchelAPI
import SatchelCore

/// Starting or changing a wish's collection: target, deadline, why, who may give.
enum FundingFormPage: PageView {
    struct Model: Sendable {
        var wishID: UUID
        var wishName: String
        var form: FormState
        /// The owner's circles, to show it to only some.
        var circles: [SatchelAPI.Circle]
        /// No collection yet: the button starts one.
        var starting: Bool
        /// A public link may be offered (never for a surprise).
        var allowPublic: Bool
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("funding.form_title", ["name": model.wishName]) }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            element("p", [], element("a", [.href(WishesPath.wish(m.wishID).path)], text("← " + m.wishName))),
            element("h1", [], text(localizer.t("funding.form_title", ["name": m.wishName]))),
            element("p", [.cls("muted")], text(localizer.t("funding.form_intro"))),
            Forms.alert(m.form.general(localizer, fields: FundingForm.fields)),
            FundingForm.form(ctx, m.form, action: WishesPath.funding(m.wishID).path, circles: m.circles,
                             submit: m.starting ? localizer.t("funding.start") : localizer.t("action.save"),
                             allowPublic: m.allowPublic),
        ]
    }
}
