import SatchelAPI
import SatchelCore

/// Surprises the viewer is in on (never their own), and a form to start one for a friend.
enum SurprisesPage: PageView {
    struct Model: Sendable {
        var surprises: [FundingWish]
        /// The viewer's friends by name: who a surprise can be for.
        var friends: [Person]
        var circles: [SatchelAPI.Circle]
        var form: FormState
    }

    static let tab: Tab? = FundingTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("funding.nav.surprises") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let state = m.form
        var content: [HTMLNode] = [
            element("h1", [], text(localizer.t("funding.nav.surprises"))),
            FundingPages.nav(ctx, current: .surprises),
            element("p", [.cls("muted")], text(localizer.t("funding.surprises_intro"))),
            m.surprises.isEmpty ? element("p", [.cls("muted empty")], text(localizer.t("funding.surprises_empty")))
                : element("div", [.cls("cards")], m.surprises.map { FundingPages.card(ctx, $0) }),
            element("h2", [], text(localizer.t("funding.surprise_new"))),
        ]
        if m.friends.isEmpty {
            content.append(element("p", [.cls("muted")], text(localizer.t("funding.surprise_no_friends"))))
            return content
        }
        content.append(Forms.alert(state.general(localizer, fields: ["recipientId", "name"] + FundingForm.fields)))
        content.append(Forms.form(ctx, action: FundingPath.surprises.path, cls: "stack", [
            Forms.select(ctx, state, name: "recipientId", label: localizer.t("funding.field.recipient"),
                         options: m.friends.map { ($0.id.uuidString, $0.displayName) }, selected: state["recipientId"]),
            Forms.field(ctx, state, name: "name", label: localizer.t("wish.field.name"), required: true),
        ] + FundingForm.fields(ctx, state, circles: m.circles, allowPublic: false) + [Forms.submit(localizer.t("funding.surprise_create"))]))
        return content
    }
}
