import SatchelAPI
import SatchelCore
import Vapor

/// The holds page's pause and resume forms (the rules are `LendingService.pause`/`resume`).
struct HoldPauseWeb {
    func register(_ r: AppRoutes) {
        r.post("library", ":slug", "holds", ":holdId", "pause") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            switch try await PatronPages.card(req, library, back: LibraryPath.holds(library.slug).path) {
            case .signIn(let redirect): return redirect
            case .card(let card):
                let id = try req.uuid("holdId", "hold")
                let values = req.fields(["days", "until"])
                // A date given wins: the select's "until the date" is only its label.
                let until = values["until"].flatMap { $0.isEmpty ? nil : $0 }
                let request = until != nil ? PauseRequest(until: until) : PauseRequest(days: Int(values["days"] ?? "") ?? -1)
                do {
                    _ = try await req.context.lending.pause(id, card: card, request, zone: try await req.context.shelf.patronZone(card: card.id))
                } catch let error as AppError where error.kind == .validation {
                    return try await PatronPages.list(req, .holds, pause: (id, FormState(values: values, error: error)), status: .unprocessableEntity)
                }
                return req.done(LibraryPath.holds(library.slug).path, notice: "library.pause.paused")
            }
        }
        r.post("library", ":slug", "holds", ":holdId", "resume") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            switch try await PatronPages.card(req, library, back: LibraryPath.holds(library.slug).path) {
            case .signIn(let redirect): return redirect
            case .card(let card):
                _ = try await req.context.lending.resume(try req.uuid("holdId", "hold"), card: card)
                return req.done(LibraryPath.holds(library.slug).path, notice: "library.pause.resumed")
            }
        }
    }
}
