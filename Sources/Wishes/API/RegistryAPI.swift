import SatchelAPI
import SatchelCore
import Vapor

/// A list's public registry link: the owner's endpoints, and the public ones where the secret in
/// the address is the credential (the list's link, or a guest's reservation link).
struct RegistryAPI {
    func register(_ r: AppRoutes) {
        r.api(WishesRoute.publicLink(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            guard let link = try await req.context.registry.publicLink(id, owner: viewer.id) else { throw AppError.notFound("public_link") }
            return JSONBody(link, version: try await req.context.registry.listVersion(id, owner: viewer.id))
        }
        r.api(WishesRoute.turnOnPublicLink(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            let link = try await req.context.registry.turnOn(id, owner: viewer.id, precondition: try req.precondition())
            // The list's version: its link is part of the list.
            return JSONBody(link, version: try await req.context.registry.listVersion(id, owner: viewer.id))
        }
        r.api(WishesRoute.renewPublicLink(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            let link = try await req.context.registry.renew(id, owner: viewer.id, precondition: try req.precondition())
            return JSONBody(link, status: .created, version: try await req.context.registry.listVersion(id, owner: viewer.id))
        }
        r.api(WishesRoute.turnOffPublicLink(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            try await req.context.registry.turnOff(id, owner: viewer.id, precondition: try req.precondition())
            let res = Response(status: .noContent)
            res.headers.setVersion(try await req.context.registry.listVersion(id, owner: viewer.id))
            return res
        }
        r.publicRoutes.api(WishesRoute.registry(token: "")) { req in
            JSONBody(try await req.context.registry.registry(token: req.parameters.get("token") ?? "", viewer: req.viewer?.id,
                                                             sort: try ListSort.parse(try? req.query.get(String.self, at: "sort"))))
        }
        r.publicRoutes.api(WishesRoute.reserveAsGuest(token: "")) { req in
            let reservation = try await req.context.registry.reserve(token: req.parameters.get("token") ?? "",
                                                                     try req.decodeJSON(GuestReservationRequest.self),
                                                                     clientAddress: req.clientAddress, localizer: req.localizer,
                                                                     viewer: req.viewer?.id)
            return JSONBody(reservation, status: .created)
        }
        r.publicRoutes.api(WishesRoute.guestReservation(token: "")) { req in
            JSONBody(try await req.context.registry.reservation(secret: req.parameters.get("reservationToken") ?? ""))
        }
        r.publicRoutes.api(WishesRoute.undoGuestReservation(token: "")) { req in
            try await req.context.registry.undo(secret: req.parameters.get("reservationToken") ?? "")
            return HTTPStatus.noContent
        }
        r.publicRoutes.api(WishesRoute.markGuestReservationBought(token: "")) { req in
            JSONBody(try await req.context.registry.markBought(secret: req.parameters.get("reservationToken") ?? "",
                                                               bought: try req.decodeJSON(BoughtUpdate.self).bought))
        }
    }
}
