import SatchelAPI
import SatchelCore
import Vapor

/// JSON endpoints for Secret Santa draws. No answer carries a pair but the giver's own assignment.
struct ExchangesAPI {
    func register(_ r: AppRoutes) {
        r.api(ExchangeRoute.exchanges) { req in
            JSONBody(try await req.context.exchanges.mine(viewer: try req.requireViewer().id))
        }
        r.api(ExchangeRoute.createExchange) { req in
            let viewer = try req.requireViewer()
            let exchange = try await req.context.exchanges.create(organiser: viewer.id, try req.decodeJSON(ExchangeDraft.self))
            return JSONBody(try await req.context.exchanges.show(try exchange.requireID(), viewer: viewer.id), status: .created)
        }
        r.api(ExchangeRoute.exchange(.parameter)) { req in
            let exchange = try await req.context.exchanges.show(try req.uuid("exchangeId", "exchange"), viewer: try req.requireViewer().id)
            // The ETag is the organiser's, for their changes.
            return JSONBody(exchange, version: exchange.isOrganiser ? exchange.version : nil)
        }
        r.api(ExchangeRoute.updateExchange(.parameter)) { req in
            let exchange = try await req.context.exchanges.update(try req.uuid("exchangeId", "exchange"), organiser: try req.requireViewer().id,
                                                                  try req.decodeJSON(ExchangeChange.self), precondition: try req.precondition())
            return JSONBody(exchange, version: exchange.version)
        }
        r.api(ExchangeRoute.addParticipants(.parameter)) { req in
            let exchange = try await req.context.exchanges.add(try req.uuid("exchangeId", "exchange"), organiser: try req.requireViewer().id,
                                                               people: try req.decodeJSON(ExchangeNewParticipants.self).userIds)
            return JSONBody(exchange, version: exchange.version)
        }
        r.api(ExchangeRoute.draw(.parameter)) { req in
            JSONBody(try await req.context.exchanges.draw(try req.uuid("exchangeId", "exchange"), organiser: try req.requireViewer().id))
        }
        r.api(ExchangeRoute.leave(.parameter)) { req in
            try await req.context.exchanges.leave(try req.uuid("exchangeId", "exchange"), person: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
        r.api(ExchangeRoute.removeParticipant(exchange: .parameter, user: .parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            try await req.context.exchanges.remove(id, organiser: viewer.id, person: try req.uuid("userId", "participant"))
            return JSONBody(try await req.context.exchanges.show(id, viewer: viewer.id))
        }
        r.api(ExchangeRoute.assignment(.parameter)) { req in
            JSONBody(try await req.context.exchanges.assignment(try req.uuid("exchangeId", "exchange"), viewer: try req.requireViewer().id))
        }
        r.api(ExchangeRoute.linkList(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            try await req.context.exchanges.linkList(id, viewer: viewer.id, list: try req.decodeJSON(ExchangeListLink.self).listId)
            return JSONBody(try await req.context.exchanges.show(id, viewer: viewer.id))
        }
        r.api(ExchangeRoute.questions(.parameter)) { req in
            JSONBody(try await req.context.exchanges.questions(try req.uuid("exchangeId", "exchange"), viewer: try req.requireViewer().id))
        }
        r.api(ExchangeRoute.ask(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            return JSONBody(try await req.context.exchanges.ask(id, giver: viewer.id, text: try req.decodeJSON(ExchangeMessage.self).text),
                            status: .created)
        }
        r.api(ExchangeRoute.answer(exchange: .parameter, question: .parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("exchangeId", "exchange")
            return JSONBody(try await req.context.exchanges.answer(id, question: try req.uuid("questionId", "question"), receiver: viewer.id,
                                                                   text: try req.decodeJSON(ExchangeMessage.self).text))
        }
    }
}
