import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/api/v1/library/journey`: the reading journey; the rules are in `ReadingJourneyService`.
struct JourneyAPI {
    func register(_ r: AppRoutes) {
        r.api(JourneyRoute.journey) { req in
            JSONBody(try await req.context.readingJourney.journey(user: try req.requireViewer().id, cursor: req.queryText("cursor")))
        }
        r.api(JourneyRoute.deleteJourney) { req in
            try await req.context.readingJourney.deleteAll(user: try req.requireViewer().id, notes: try req.queryFlag("notes"),
                                                           ratings: try req.queryFlag("ratings"))
            return HTTPStatus.noContent
        }
        r.api(JourneyRoute.deleteJourneyItem(.parameter)) { req in
            try await req.context.readingJourney.delete(loan: try req.uuid("loanId", "loan"), user: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
    }
}
