import SatchelAPI
import SatchelCore
import Vapor

/// JSON endpoints for suggested fixes to places' facts: thin, the rules are `FactSuggestions`'.
struct FactSuggestionsAPI {
    func register(_ r: AppRoutes) {
        r.api(FactSuggestionRoute.suggest(restaurant: .parameter)) { req in
            let viewer = try req.requireViewer()
            let draft = try req.decodeJSON(FactSuggestionDraft.self)
            let made = try await req.context.factSuggestions.suggest(try req.uuid("restaurantId", "restaurant"), draft.changes, note: draft.note,
                                                                   by: viewer.id)
            return JSONBody(made, status: .created, version: made.version)
        }
        r.api(FactSuggestionRoute.placeSuggestions(restaurant: .parameter)) { req in
            let open = try await req.context.factSuggestions.open(for: try req.uuid("restaurantId", "restaurant"), viewer: try req.requireViewer())
            return JSONBody(Page(items: open, nextCursor: nil))
        }
        r.api(FactSuggestionRoute.queue) { req in
            JSONBody(try await req.context.factSuggestions.queue(viewer: try req.requireViewer(), cursor: req.queryText("cursor"),
                                                                limit: try req.pageSize()))
        }
        r.api(FactSuggestionRoute.mine) { req in
            JSONBody(try await req.context.factSuggestions.mine(viewer: try req.requireViewer(), cursor: req.queryText("cursor"),
                                                               limit: try req.pageSize()))
        }
        r.api(FactSuggestionRoute.suggestion(.parameter)) { req in
            let found = try await req.context.factSuggestions.find(try req.uuid("suggestionId", "suggestion"), viewer: try req.requireViewer())
            return JSONBody(found, version: found.version)
        }
        for (route, accept) in [(FactSuggestionRoute.accept(.parameter), true), (.refuse(.parameter), false)] {
            r.api(route) { req in
                let done = try await req.context.factSuggestions.review(try req.uuid("suggestionId", "suggestion"), accept: accept,
                                                                      precondition: try req.precondition(), by: try req.requireViewer())
                return JSONBody(done, version: done.version)
            }
        }
    }
}
