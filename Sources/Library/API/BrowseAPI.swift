import SatchelAPI
import SatchelCore
import Vapor

/// `/api/v1/library/libraries/{libraryId}/browse/{facet}`, `…/series`, `…/author-titles`:
/// browsing a library. The rules are in `Browse`.
struct BrowseAPI {
    func register(_ r: AppRoutes) {
        // One route for every facet: the template's `{facet}` is a path parameter.
        r.api(BrowseRoute.facet(library: .parameter, .authors)) { req in
            _ = try req.requireViewer()
            guard let facet = req.parameters.get("facet").flatMap(BrowseFacet.init(rawValue:)) else { throw AppError.notFound("route") }
            let library = try await LibraryAPI().library(req)
            return JSONBody(try await req.context.browse.page(facet, library: library, cursor: try LibraryQuery.text(req, "cursor", max: 200)))
        }
        r.api(BrowseRoute.series(library: .parameter)) { req in
            _ = try req.requireViewer()
            return JSONBody(try await req.context.browse.series(try LibraryQuery.text(req, "name", max: 500), library: try await LibraryAPI().library(req)))
        }
        r.api(BrowseRoute.authorTitles(library: .parameter)) { req in
            _ = try req.requireViewer()
            return JSONBody(try await req.context.browse.authorTitles(try LibraryQuery.text(req, "key", max: 500), library: try await LibraryAPI().library(req)))
        }
    }
}
