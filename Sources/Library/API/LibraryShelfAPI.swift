import SatchelAPI
import SatchelCore
import Vapor

/// JSON endpoints over a person's holds and cards: pausing a hold, the shelf of every card, forgetting a card.
struct LibraryShelfAPI {
    func register(_ r: AppRoutes) {
        r.api(LibraryShelfRoute.pauseHold(.parameter)) { req in
            let (lib, card, id) = try await holdCard(req)
            let request = try req.decodeJSON(PauseRequest.self)
            let hold = try await req.context.lending.pause(id, card: card, request, zone: try await req.context.shelf.patronZone(card: card.id))
            return JSONBody(try await req.context.shelf.render(holds: [HoldRow(hold)], library: lib)[0])
        }
        r.api(LibraryShelfRoute.resumeHold(.parameter)) { req in
            let (lib, card, id) = try await holdCard(req)
            let hold = try await req.context.lending.resume(id, card: card)
            return JSONBody(try await req.context.shelf.render(holds: [HoldRow(hold)], library: lib)[0])
        }
        r.api(LibraryShelfRoute.shelf) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.combinedShelf.shelf(user: viewer.id, zone: TimeZones.named(viewer.user.timeZone) ?? TimeZones.utc))
        }
        r.api(LibraryShelfRoute.cards) { req in
            JSONBody(try await req.context.combinedShelf.cards(user: try req.requireViewer().id))
        }
        r.api(LibraryShelfRoute.searchEverywhere) { req in
            let viewer = try req.requireViewer()
            guard req.queryValue("q") != nil else { throw AppError.invalid("q", "field.required") }
            return JSONBody(try await req.context.combinedShelf.searchEverywhere(LibraryQuery.text(req, "q") ?? "",
                                                                                scope: LibraryQuery.text(req, "scope") ?? "cards", user: viewer.id))
        }
        r.api(LibraryShelfRoute.forgetCard(.parameter)) { req in
            try await req.context.combinedShelf.forget(card: try req.uuid("cardId", "card"), user: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
    }

    /// The hold's library and the viewer's card there (401 without one); another card's hold is not found.
    func holdCard(_ req: Request) async throws -> (LibraryRow, CardRow, UUID) {
        let viewer = try req.requireViewer()
        let hold = try await req.context.lending.hold(try req.uuid("holdId", "hold"))
        let lib = try await req.context.libraries.find(hold.libraryID)
        let card = try await req.context.cards.requireCard(user: viewer.id, library: lib)
        return (lib, card, try hold.requireID())
    }
}
