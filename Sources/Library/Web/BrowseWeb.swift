import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/library/:slug/browse…`: browsing a library by author, series, publisher, language and
/// subject; an author's titles (`?key=`) and a series in order (`?name=`).
struct BrowseWeb {
    func register(_ r: AppRoutes) {
        r.get("library", ":slug", "browse") { req async throws -> Response in
            _ = try req.requireViewer()
            let library = try await req.context.readLibrary(slug: try req.parameters.require("slug"))
            return try await req.page(BrowsePage.self, BrowsePage.Model(library: library, sizes: try await req.context.browse.sizes(library: library)))
        }
        r.get("library", ":slug", "browse", ":facet") { req async throws -> Response in
            _ = try req.requireViewer()
            let library = try await req.context.readLibrary(slug: try req.parameters.require("slug"))
            guard let facet = req.parameters.get("facet").flatMap(BrowseFacet.init(rawValue:)) else { throw AppError.notFound("route") }
            let browse = req.context.browse
            if facet == .authors, let key = try LibraryQuery.text(req, "key", max: 500) {
                let name = try await browse.authorName(key, library: library) ?? key
                let titles = try await browse.authorTitles(key, library: library)
                return try await req.page(BrowseTitlesPage.self, BrowseTitlesPage.Model(library: library, facet: facet, heading: name, titles: titles))
            }
            if facet == .series, let name = try LibraryQuery.text(req, "name", max: 500) {
                let titles = try await browse.series(name, library: library)
                return try await req.page(BrowseTitlesPage.self, BrowseTitlesPage.Model(library: library, facet: facet, heading: name, titles: titles))
            }
            let cursor = try LibraryQuery.text(req, "cursor", max: 200) // a longer one than Satchel hands out is refused, not cut
            let page = try await browse.page(facet, library: library, cursor: cursor)
            return try await req.page(FacetPage.self, FacetPage.Model(library: library, facet: facet, page: page, first: cursor == nil))
        }
    }
}
