import SatchelAPI
import SatchelCore
import Vapor

/// `GET /api/v1/reader/titles/{titleId}/search?q=`: the rules are in `BookSearch`.
struct BookSearchAPI {
    func register(_ r: AppRoutes) {
        r.api(BookSearchRoute.search(.parameter)) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.bookSearch.search(req.queryText("q"), titleID: try req.uuid("titleId", "title"), user: viewer.id))
        }
    }
}
