import SatchelAPI
import SatchelCore
import Vapor

/// JSON endpoints for "Where shall we eat?" polls: thin, the rules are `EatPollService`'s.
struct EatPollsAPI {
    func register(_ r: AppRoutes) {
        r.api(EatPollRoute.polls) { req in
            JSONBody(try await req.context.eatPolls.mine(viewer: try req.requireViewer().id))
        }
        r.api(EatPollRoute.createPoll) { req in
            let viewer = try req.requireViewer()
            let poll = try await req.context.eatPolls.create(creator: viewer.id, try req.decodeJSON(EatPollDraft.self))
            return JSONBody(try await req.context.eatPolls.show(try poll.requireID(), viewer: viewer.id), status: .created)
        }
        r.api(EatPollRoute.poll(.parameter)) { req in
            JSONBody(try await req.context.eatPolls.show(try req.uuid("pollId", "eat_poll"), viewer: try req.requireViewer().id))
        }
        r.api(EatPollRoute.vote(.parameter)) { req in
            JSONBody(try await req.context.eatPolls.vote(try req.uuid("pollId", "eat_poll"), viewer: try req.requireViewer().id,
                                                        places: try req.decodeJSON(EatPollVotes.self).restaurantIds))
        }
        r.api(EatPollRoute.close(.parameter)) { req in
            JSONBody(try await req.context.eatPolls.close(try req.uuid("pollId", "eat_poll"), by: try req.requireViewer().id))
        }
    }
}
