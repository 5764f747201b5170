import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The "Where shall we eat?" pages: handlers read the form, call `EatPollService` and render.
struct EatPollsWeb {
    func register(_ r: AppRoutes) {
        r.get("eats", "polls") { req async throws -> Response in
            let viewer = try req.requireViewer()
            return try await req.page(EatPollsPage.self, EatPollsPage.Model(polls: try await req.context.eatPolls.mine(viewer: viewer.id)))
        }
        r.get("eats", "polls", "new") { req async throws -> Response in
            try await Self.newForm(req, state: FormState())
        }
        r.post("eats", "polls") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = EatPollForm.values(req)
            // "Search" shows the same form again with the places found: nothing is created.
            if values["step"] == "search" || values["step"] == "nearby" { return try await Self.newForm(req, state: FormState(values: values)) }
            do {
                let draft = try EatPollForm.draft(values, timeZone: req.localizer.timeZone)
                let poll = try await req.context.eatPolls.create(creator: viewer.id, draft)
                return req.done(EatPollPath.poll(try poll.requireID()).path, notice: "eat_poll_created")
            } catch let error as AppError where error.kind == .validation {
                return try await Self.newForm(req, state: EatPollForm.state(values, error), status: .unprocessableEntity)
            }
        }
        r.get("eats", "polls", ":pollId") { req async throws -> Response in
            try await Self.show(req, state: FormState())
        }
        r.post("eats", "polls", ":pollId", "votes") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("pollId", "eat_poll")
            let chosen = ((try? req.content.get([String].self, at: "restaurantIds")) ?? []).compactMap(UUID.init(uuidString:))
            do {
                _ = try await req.context.eatPolls.vote(id, viewer: viewer.id, places: chosen)
                return req.done(EatPollPath.poll(id).path, notice: "eat_poll_voted")
            } catch let error as AppError where error.kind == .validation || error.kind == .conflict {
                return try await Self.show(req, state: FormState(error: error.kind == .conflict
                                                                 ? AppError.invalid("restaurantIds", "eat_poll.closed") : error),
                                           status: error.kind == .conflict ? .conflict : .unprocessableEntity)
            }
        }
        // Ending voting cannot be undone: the button asks first.
        r.get("eats", "polls", ":pollId", "close") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("pollId", "eat_poll")
            let poll = try await req.context.eatPolls.show(id, viewer: viewer.id)
            guard poll.isCreator else { throw AppError(.forbidden, "eat_poll.creator_only") }
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("eats.poll.close_title", ["poll": poll.title]),
                                                  message: localizer.t("eats.poll.close_message"), action: EatPollPath.close(id).path,
                                                  button: localizer.t("eats.poll.close_now"), cancel: EatPollPath.poll(id).path)
        }
        r.post("eats", "polls", ":pollId", "close") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("pollId", "eat_poll")
            do {
                _ = try await req.context.eatPolls.close(id, by: viewer.id)
            } catch let error as AppError where error.kind == .conflict {
                // Closed meanwhile (at its deadline): the page shows the result all the same.
            }
            return req.done(EatPollPath.poll(id).path, notice: "eat_poll_closed")
        }
    }

    static func newForm(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let context = req.context
        let friendIDs = try await context.friends.friendIDs(of: viewer.id)
        let friends = try await context.friends.people(ids: friendIDs, viewer: viewer.id).values
            .sorted { $0.displayName.lowercased() < $1.displayName.lowercased() }
        // Ticked places stay, first; then what the search found.
        let ticked = EatPollForm.ids(state.values, "restaurantIds")
        var places = try await context.eatsStore.restaurants(ticked).filter { EatsRules.isVisible($0, to: viewer.id) }
            .map { (id: $0.facts.id, label: Self.label($0.name, $0.address)) }
        places.sort { a, b in (ticked.firstIndex(of: a.id) ?? 0) < (ticked.firstIndex(of: b.id) ?? 0) }
        // "Nearby": the closest places to where the viewer last looked in Eats.
        var nowhere = false
        if state["step"] == "nearby" {
            if let place = EatsWhere.resolve(req) {
                for found in try await context.restaurantSearch.nearby(place.point, radius: 2_000, limit: 10)
                where !places.contains(where: { $0.id == found.restaurant.facts.id }) {
                    places.append((id: found.restaurant.facts.id, label: Self.label(found.restaurant.name, found.restaurant.address)))
                }
            } else {
                nowhere = true
            }
        }
        let query = state["step"] == "nearby" ? "" : state["q"].trimmingCharacters(in: .whitespaces)
        if !query.isEmpty {
            for found in try await context.restaurants.suggestions(query, near: nil, limit: 5) {
                guard let id = UUID(uuidString: String(found.id.dropFirst("restaurant:".count))),
                      !places.contains(where: { $0.id == id }) else { continue }
                places.append((id: id, label: found.label))
            }
        }
        let model = NewEatPollPage.Model(form: state, friends: friends, circles: try await context.circles.list(owner: viewer.user),
                                         places: places, searched: !query.isEmpty || state["step"] == "nearby", nowhere: nowhere)
        return try await req.page(NewEatPollPage.self, model, status: status)
    }

    static func label(_ name: String, _ address: String) -> String { address.isEmpty ? name : "\(name), \(address)" }

    static func show(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let poll = try await req.context.eatPolls.show(try req.uuid("pollId", "eat_poll"), viewer: viewer.id)
        let open = poll.closedAt == nil && poll.deadline > req.context.now
        return try await req.page(EatPollPage.self, EatPollPage.Model(poll: poll, isOpen: open, form: state), status: status)
    }
}
