import Foundation
import SatchelCore
import Vapor

/// The simulated bank's checkout page: the donor pays with a card or gives up, and can make
/// the bank misbehave (delay, send its callback twice or out of order) to see Satchel cope.
struct SimBankWeb {
    let bank: SimulatedBank

    func register(_ r: AppRoutes) {
        r.publicRoutes.get("simbank", "checkout", ":reference") { req async throws -> Response in
            try await page(req, reference: try reference(req), state: FormState(values: ["card": "4242 4242 4242 4242"]))
        }
        r.publicRoutes.post("simbank", "checkout", ":reference") { req async throws -> Response in
            let reference = try reference(req)
            let values = req.fields(["card", "delay", "duplicate", "outOfOrder", "action"])
            let behaviour = SimulatedBank.Behaviour(delay: Double(values["delay"] ?? "0").map { min(max($0, 0), 60) } ?? 0,
                                                    duplicate: values["duplicate"] == "on", outOfOrder: values["outOfOrder"] == "on")
            do {
                let next = values["action"] == "cancel"
                    ? try await bank.cancel(reference, behaviour: behaviour)
                    : try await bank.pay(reference, card: values["card"] ?? "", behaviour: behaviour)
                return req.redirect(to: next, redirectType: .normal)
            } catch let error as AppError where error.kind == .validation {
                return try await page(req, reference: reference, state: FormState(values: values, error: error),
                                      status: .unprocessableEntity)
            } catch let error as AppError where error.kind == .conflict {
                // Pay pressed again (a second tap, the back button): the page says how it ended.
                return try await page(req, reference: reference, state: FormState(), status: .conflict)
            }
        }
    }

    func reference(_ req: Request) throws -> String {
        guard let text = req.parameters.get("reference"), UUID(uuidString: text) != nil else { throw AppError.notFound("payment") }
        return text.lowercased()
    }

    func page(_ req: Request, reference: String, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let localizer = req.localizer
        let payment = try await bank.payment(reference)
        return try await req.page(localizer.t("simbank.title"), tab: nil, status: status) { ctx in
            var content: [HTMLNode] = [
                element("h1", [], text(localizer.t("simbank.title"))),
                element("p", [.cls("muted")], text(localizer.t("simbank.intro"))),
                element("dl", [.cls("facts")],
                   WishPages.fact(localizer.t("simbank.for"), payment.description),
                   WishPages.fact(localizer.t("simbank.amount"), localizer.money(minorUnits: payment.amountMinor, currency: payment.currency))),
            ]
            guard payment.state == .open else {
                // Settled already: say how, plainly, and lead back to what was paid for.
                content.append(element("p", [.cls("notice settled"), Attr("role", "status")],
                                  text(localizer.t("simbank.settled.\(payment.state.rawValue)"))))
                content.append(element("p", [], element("a", [.href(payment.returnURL), .cls("button primary")],
                                                      text(localizer.t("simbank.back_to", ["name": payment.description])))))
                return content
            }
            content.append(Forms.form(ctx, action: "/simbank/checkout/\(reference)", cls: "stack simbank", [
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
}
