import SatchelAPI
import SatchelCore

/// Funding settings: where payouts go, and what is hidden from the feed.
enum FundingSettingsPage: PageView {
    struct Model: Sendable {
        /// The payout account form (filled from the saved account).
        var payoutForm: FormState
        var hidden: [FeedHide]
    }

    static let tab: Tab? = FundingTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("funding.nav.settings") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let formState = m.payoutForm
        return [
            element("h1", [], text(localizer.t("funding.nav.settings"))),
            FundingPages.nav(ctx, current: .settings),
            element("h2", [], text(localizer.t("payout.title"))),
            element("p", [.cls("muted")], text(localizer.t("payout.intro"))),
            Forms.alert(formState.general(localizer, fields: ["holder", "account"])),
            Forms.form(ctx, action: FundingPath.payoutAccount.path, cls: "stack confirm-leave", extra: Forms.unsaved(formState), [
                Forms.field(ctx, formState, name: "holder", label: localizer.t("payout.holder"), autocomplete: "name", required: true),
                Forms.field(ctx, formState, name: "account", label: localizer.t("payout.account"), required: true,
                            hint: localizer.t("payout.account_hint"), extra: [Attr("spellcheck", "false")]),
                Forms.submit(localizer.t("action.save")),
            ]),
            element("p", [], element("a", [.href(CorePath.settingsNotifications.path)], text(localizer.t("funding.notification_settings")))),
            element("h2", [], text(localizer.t("funding.hidden_title"))),
            m.hidden.isEmpty ? element("p", [.cls("muted")], text(localizer.t("funding.hidden_none")))
                : element("ul", [.cls("list")], m.hidden.map { h in
                    element("li", [.cls("row")],
                       element("span", [.cls("grow")], text(h.wishName ?? h.person?.displayName ?? "")),
                       Forms.button(ctx, action: FundingPath.unhide(h.id).path, label: localizer.t("funding.unhide")))
                }),
        ]
    }
}
