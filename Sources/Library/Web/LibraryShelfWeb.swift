import SatchelAPI
import SatchelCore
import Vapor

/// The pages across a person's libraries: one shelf of every card, the cards, forgetting one.
struct LibraryShelfWeb {
    func register(_ r: AppRoutes) {
        r.get("library", "shelf") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let shelf = try await req.context.combinedShelf.shelf(user: viewer.id, zone: TimeZones.named(viewer.user.timeZone) ?? TimeZones.utc)
            return try await req.page(AllShelfPage.self, shelf)
        }
        r.get("library", "search") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let query = LibraryQuery.text(req, "q") ?? ""
            let scope = LibraryQuery.text(req, "scope") == nil ? "cards" : "all"
            var model = SearchEverywherePage.Model(query: query, scope: scope, results: [], state: FormState(values: ["q": query]))
            guard !query.isEmpty else { return try await req.page(SearchEverywherePage.self, model) }
            do {
                model.results = try await req.context.combinedShelf.searchEverywhere(query, scope: scope, user: viewer.id)
            } catch let error as AppError where error.kind == .validation {
                model.state.error = error
                return try await req.page(SearchEverywherePage.self, model, status: .unprocessableEntity)
            }
            return try await req.page(SearchEverywherePage.self, model)
        }
        r.get("library", "cards") { req async throws -> Response in
            try await req.page(CardsPage.self, try await req.context.combinedShelf.cards(user: try req.requireViewer().id))
        }
        r.get("library", "cards", ":cardId", "forget") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("cardId", "card")
            guard let card = try await req.context.combinedShelf.cards(user: viewer.id).first(where: { $0.id == id }) else {
                throw AppError.notFound("card")
            }
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("library.cards.forget_title", ["library": card.library.name]),
                                                  message: localizer.t("library.cards.forget_message"),
                                                  action: LibraryPath.forgetCard(id).path, button: localizer.t("library.cards.forget"),
                                                  cancel: LibraryPath.cards.path)
        }
        r.post("library", "cards", ":cardId", "forget") { req async throws -> Response in
            try await req.context.combinedShelf.forget(card: try req.uuid("cardId", "card"), user: try req.requireViewer().id)
            return req.done(LibraryPath.cards.path, notice: "library.cards.forgotten")
        }
    }
}
