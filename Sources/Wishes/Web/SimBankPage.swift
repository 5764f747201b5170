import SatchelCore

/// The simulated bank's checkout: pay with a card or give up, and optionally make the bank
/// misbehave; once settled, how it ended and the way back.
enum SimBankPage: PageView {
    struct Model: Sendable {
        var reference: String
        /// What is paid for.
        var description: String
        var amountMinor: Int
        var currency: String
        var state: SimBankPaymentRecord.State
        /// Back to what was paid for.
        var returnURL: String
        var form: FormState
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("simbank.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let state = m.form
        var content: [HTMLNode] = [
            element("h1", [], text(localizer.t("simbank.title"))),
            element("p", [.cls("muted")], text(localizer.t("simbank.intro"))),
            element("dl", [.cls("facts")],
               WishPages.fact(localizer.t("simbank.for"), m.description),
               WishPages.fact(localizer.t("simbank.amount"), localizer.money(minorUnits: m.amountMinor, currency: m.currency))),
        ]
        guard m.state == .open else {
            // Settled already: say how, plainly, and lead back to what was paid for.
            content.append(element("p", [.cls("notice settled"), Attr("role", "status")],
                              text(localizer.t("simbank.settled.\(m.state.rawValue)"))))
            content.append(element("p", [], element("a", [.href(m.returnURL), .cls("button primary")],
                                                  text(localizer.t("simbank.back_to", ["name": m.description])))))
            return content
        }
        content.append(Forms.form(ctx, action: FundingPath.bankCheckout(reference: m.reference).path, cls: "stack simbank", [
            Forms.field(ctx, state, name: "card", label: localizer.t("simbank.card"), autocomplete: "cc-number",
                        hint: localizer.t("simbank.card_hint"), extra: [Attr("inputmode", "numeric")]),
            element("details", [],
               element("summary", [], text(localizer.t("simbank.misbehave"))),
               Forms.select(ctx, state, name: "delay", label: localizer.t("simbank.delay"),
                            options: [("0", "0 s"), ("3", "3 s"), ("10", "10 s")], selected: state["delay"].isEmpty ? "0" : state["delay"]),
               Forms.checkbox(name: "duplicate", label: localizer.t("simbank.duplicate"), checked: state["duplicate"] == "on"),
               Forms.checkbox(name: "outOfOrder", label: localizer.t("simbank.out_of_order"), checked: state["outOfOrder"] == "on")),
            element("div", [.cls("actions")],
               element("button", [.type("submit"), .name("action"), .value("pay"), .cls("button primary")], text(localizer.t("simbank.pay"))),
               element("button", [.type("submit"), .name("action"), .value("cancel"), .cls("button")], text(localizer.t("simbank.cancel")))),
        ]))
        return content
    }
}
