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
        let payment = try await bank.payment(reference)
        let model = SimBankPage.Model(reference: reference, description: payment.description, amountMinor: payment.amountMinor,
                                      currency: payment.currency, state: payment.state, returnURL: payment.returnURL, form: state)
        return try await req.page(SimBankPage.self, model, status: status)
    }
}
