import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Choosing a library, its front page (search, discovery, events) and its help page.
enum LibraryPages {
    /// The library picker; with a chosen library, straight to it.
    static func start(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        if (try? req.query.get(String.self, at: "change")) == nil, let chosen = try await req.context.libraries.chosen(user: viewer.id) {
            return req.redirect(to: LibraryPath.home(chosen.slug).path)
        }
        let libraries = try await req.context.libraries.all()
        let chosen = try await req.context.libraries.chosen(user: viewer.id)?.id
        return try await req.page(LibraryChoicePage.self, LibraryChoicePage.Model(libraries: libraries, chosen: chosen))
    }

    static func choose(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await req.context.libraries.find(slug: req.field("library") ?? "")
        try await req.context.libraries.choose(library.id, user: viewer.id)
        return req.redirect(to: LibraryPath.home(library.slug).path)
    }

    static func home(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await req.context.readLibrary(slug: try req.parameters.require("slug"))
        let front = try await req.context.frontPage(library, localizer: req.localizer)
        let shelves = front.shelves.map { LibraryHomePage.Shelf(key: $0.key, name: $0.name, titles: $0.titles) }
        let categories = Array(front.categories.prefix(20))
        let model = LibraryHomePage.Model(library: library, detail: try await req.context.libraries.detail(library, user: viewer.id),
                                          shelves: shelves, categories: categories,
                                          staff: try await req.context.libraryStaff.isStaff(viewer.user, library))
        return try await req.page(LibraryHomePage.self, model)
    }

    static func help(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await req.context.readLibrary(slug: try req.parameters.require("slug"))
        let rendered = try await req.context.cards.patronStatus(user: viewer.id, library: library)
        return try await req.page(LibraryHelpPage.self, LibraryHelpPage.Model(library: library, patron: rendered))
    }
}
