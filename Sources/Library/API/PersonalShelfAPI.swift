import SatchelAPI
import SatchelCore
import Vapor

/// `/api/v1/library/my-shelves…`: shelves of one's own. The rules are in `PersonalShelves`.
struct PersonalShelfAPI {
    func register(_ r: AppRoutes) {
        r.api(PersonalShelfRoute.shelves) { req in
            JSONBody(try await req.context.personalShelves.shelves(user: try req.requireViewer().id))
        }
        r.api(PersonalShelfRoute.createShelf) { req in
            let viewer = try req.requireViewer()
            let shelf = try await req.context.personalShelves.create(try req.decodeJSON(PersonalShelfInput.self), user: viewer.id)
            return JSONBody(shelf, status: .created, version: shelf.version)
        }
        r.api(PersonalShelfRoute.shelf(.parameter)) { req in
            let detail = try await req.context.personalShelves.shelf(try req.uuid("shelfId", "shelf"), user: try req.requireViewer().id)
            return JSONBody(detail, version: detail.shelf.version)
        }
        r.api(PersonalShelfRoute.renameShelf(.parameter)) { req in
            let viewer = try req.requireViewer()
            let shelf = try await req.context.personalShelves.rename(try req.uuid("shelfId", "shelf"), try req.decodeJSON(PersonalShelfInput.self),
                                                                     user: viewer.id, precondition: try req.precondition())
            return JSONBody(shelf, version: shelf.version)
        }
        r.api(PersonalShelfRoute.deleteShelf(.parameter)) { req in
            try await req.context.personalShelves.delete(try req.uuid("shelfId", "shelf"), user: try req.requireViewer().id,
                                                         precondition: try req.precondition())
            return HTTPStatus.noContent
        }
        r.api(PersonalShelfRoute.addTitle(shelf: .parameter, title: .parameter)) { req in
            let viewer = try req.requireViewer()
            let shelf = try await req.context.personalShelves.add(try req.uuid("titleId", "title"), to: try req.uuid("shelfId", "shelf"),
                                                                  user: viewer.id, precondition: try req.precondition())
            return JSONBody(shelf, version: shelf.version)
        }
        r.api(PersonalShelfRoute.removeTitle(shelf: .parameter, title: .parameter)) { req in
            let viewer = try req.requireViewer()
            let shelf = try await req.context.personalShelves.remove(try req.uuid("titleId", "title"), from: try req.uuid("shelfId", "shelf"),
                                                                     user: viewer.id, precondition: try req.precondition())
            let res = Response(status: .noContent)
            res.headers.setVersion(shelf.version)
            return res
        }
        r.api(PersonalShelfRoute.titleShelves(.parameter)) { req in
            JSONBody(try await req.context.personalShelves.marks(title: try req.uuid("titleId", "title"), user: try req.requireViewer().id))
        }
    }
}
