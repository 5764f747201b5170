import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// A list's public registry: the owner's buttons on the list page, and the guests' pages (no
/// account: the secret in the address is the credential). Handlers read the form, call
/// `RegistryService` and render.
struct RegistryWeb {
    func register(_ r: AppRoutes) {
        // The owner's side, on the list's page.
        r.post("wishes", "lists", ":listId", "public-link") { req async throws -> Response in
            let id = try req.uuid("listId", "list")
            _ = try await req.context.registry.turnOn(id, owner: try req.requireViewer().id)
            return req.done(WishesPath.list(id).path + "#h-registry", notice: "registry_on")
        }
        r.post("wishes", "lists", ":listId", "public-link", "renew") { req async throws -> Response in
            let id = try req.uuid("listId", "list")
            _ = try await req.context.registry.renew(id, owner: try req.requireViewer().id)
            return req.done(WishesPath.list(id).path + "#h-registry", notice: "registry_renewed")
        }
        r.post("wishes", "lists", ":listId", "public-link", "off") { req async throws -> Response in
            let id = try req.uuid("listId", "list")
            try await req.context.registry.turnOff(id, owner: try req.requireViewer().id)
            return req.done(WishesPath.list(id).path + "#h-registry", notice: "registry_off")
        }

        // The guests' side.
        r.publicRoutes.get("registry", ":token") { req async throws -> Response in
            try await Self.registryPage(req, token: req.parameters.get("token") ?? "", form: nil)
        }
        r.publicRoutes.post("registry", ":token", "reservations") { req async throws -> Response in
            let token = req.parameters.get("token") ?? ""
            let values = req.fields(["wishId", "name", "email"])
            do {
                let request = GuestReservationRequest(wishId: UUID(uuidString: values["wishId"] ?? "") ?? UUID(),
                                                      name: values["name"] ?? "", email: values["email"])
                let made = try await req.context.registry.reserve(token: token, request, clientAddress: req.clientAddress,
                                                                  localizer: req.localizer, viewer: req.viewer?.id)
                // Shown once, here: the link is the guest's only way back to the reservation.
                return try await req.page(GuestReservationPage.self, GuestReservationPage.Model(
                    reservation: made, secret: made.token ?? "", registryToken: token, justMade: true, undone: false), status: .created)
            } catch let error as AppError where error.kind == .validation || error.kind == .throttled || error.kind == .conflict {
                let status: HTTPStatus = error.kind == .throttled ? .tooManyRequests : error.kind == .conflict ? .conflict : .unprocessableEntity
                let res = try await Self.registryPage(req, token: token, form: FormState(values: values, error: error), status: status)
                if let retry = error.retryAfter { res.headers.replaceOrAdd(name: .retryAfter, value: "\(retry)") }
                return res
            }
        }
        r.publicRoutes.get("registry", "reservations", ":reservationToken") { req async throws -> Response in
            let secret = req.parameters.get("reservationToken") ?? ""
            let reservation = try await req.context.registry.reservation(secret: secret)
            return try await req.page(GuestReservationPage.self, GuestReservationPage.Model(
                reservation: reservation, secret: secret, registryToken: nil, justMade: false, undone: false))
        }
        r.publicRoutes.post("registry", "reservations", ":reservationToken", "bought") { req async throws -> Response in
            let secret = req.parameters.get("reservationToken") ?? ""
            _ = try await req.context.registry.markBought(secret: secret, bought: req.field("bought") != "false")
            return req.done(RegistryPath.reservation(token: secret).path, notice: "saved")
        }
        r.publicRoutes.post("registry", "reservations", ":reservationToken", "undo") { req async throws -> Response in
            let secret = req.parameters.get("reservationToken") ?? ""
            let reservation = try await req.context.registry.reservation(secret: secret)
            try await req.context.registry.undo(secret: secret)
            return try await req.page(GuestReservationPage.self, GuestReservationPage.Model(
                reservation: reservation, secret: secret, registryToken: nil, justMade: false, undone: true))
        }
    }

    static func registryPage(_ req: Request, token: String, form: FormState?, status: HTTPStatus = .ok) async throws -> Response {
        // The page is lenient where the API is strict: an unknown order shows the owner's.
        let sort = ListSort(rawValue: (try? req.query.get(String.self, at: "sort")) ?? "") ?? .position
        let registry = try await req.context.registry.registry(token: token, viewer: req.viewer?.id, sort: sort)
        let isOwner = try await req.context.registry.isOwner(token: token, viewer: req.viewer?.id)
        return try await req.page(RegistryPage.self, RegistryPage.Model(registry: registry, token: token, form: form, isOwner: isOwner, sort: sort,
                                                                        mailConfigured: req.context.mail.isConfigured),
                                  status: status)
    }
}
