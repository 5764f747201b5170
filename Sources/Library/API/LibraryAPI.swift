import SatchelAPI
import SatchelCore
import Vapor

/// JSON endpoints of the Library.
struct LibraryAPI {
    func register(_ r: AppRoutes) {
        r.api(LibraryRoute.libraries) { req in
            let viewer = try req.requireViewer()
            let chosen = try await req.context.libraries.chosen(user: viewer.id)?.id
            let service = req.context.libraries
            return JSONBody(try await service.all().map { service.summary($0, chosen: $0.id == chosen) })
        }
        r.api(LibraryRoute.library(.parameter)) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.libraries.detail(try await library(req), user: viewer.id))
        }
        r.api(LibraryRoute.chooseLibrary(.parameter)) { req in
            let viewer = try req.requireViewer()
            let lib = try await library(req)
            try await req.context.libraries.choose(lib.id, user: viewer.id)
            return JSONBody(try await req.context.libraries.detail(lib, user: viewer.id))
        }
        r.api(LibraryRoute.patron(.parameter)) { req in
            let viewer = try req.requireViewer()
            guard let patron = try await req.context.cards.patronStatus(user: viewer.id, library: try await library(req)) else {
                throw AppError(.unauthorized, "library.card_required")
            }
            return JSONBody(patron)
        }
        r.api(LibraryRoute.signInCard(.parameter)) { req in
            let viewer = try req.requireViewer()
            let session = try await req.context.cards.signIn(user: viewer.id, library: try await library(req), try req.decodeJSON(CardSignIn.self),
                                                          address: req.clientAddress)
            return JSONBody(try await req.context.cards.render(session))
        }
        r.api(LibraryRoute.signOutCard(.parameter)) { req in
            let viewer = try req.requireViewer()
            try await req.context.cards.signOut(user: viewer.id, library: try await library(req).id)
            return HTTPStatus.noContent
        }
        r.api(LibraryRoute.registerCard(.parameter)) { req in
            let viewer = try req.requireViewer()
            let issued = try await req.context.cards.register(user: viewer.id, library: try await library(req), try req.decodeJSON(CardRegistration.self))
            return JSONBody(CardIssued(cardNumber: issued.number, patron: try await req.context.cards.render(issued.session)), status: .created)
        }
        r.api(LibraryRoute.searchTitles(.parameter)) { req in
            let lib = try await req.context.readLibrary(try req.uuid("libraryId", "library")).library
            let query = try LibraryQuery.titles(req)
            let (cursor, limit) = try LibraryQuery.paging(req)
            let found = try await req.context.titleSearch.search(query, library: lib, cursor: cursor, limit: limit)
            return JSONBody(TitleSearchPage(items: try await req.context.titles.summaries(found.titles, library: lib), nextCursor: found.next,
                                            total: found.total))
        }
        r.api(LibraryRoute.discover(.parameter)) { req in
            return JSONBody(try await req.context.frontPage(try await library(req), localizer: req.localizer).shelves)
        }
        r.api(LibraryRoute.categories(.parameter)) { req in
            return JSONBody(try await req.context.libraryCategories(try await library(req)))
        }
        r.api(LibraryRoute.loans(.parameter)) { req in
            let (lib, card) = try await patronCard(req)
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.shelf.loans(card: card, library: lib, reader: viewer.id,
                                                              zone: card.userID == viewer.id ? TimeZones.named(viewer.user.timeZone) ?? TimeZones.utc : nil))
        }
        r.api(LibraryRoute.samples(.parameter)) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.samples.list(user: viewer.id, library: try await library(req)))
        }
        r.api(LibraryRoute.addSample(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("titleId", "title")
            try await req.context.samples.keep(id, user: viewer.id)
            return HTTPStatus.noContent
        }
        r.api(LibraryRoute.removeSample(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("titleId", "title")
            try await req.context.samples.remove(id, user: viewer.id)
            return HTTPStatus.noContent
        }
        r.api(LibraryRoute.holds(.parameter)) { req in
            let (lib, card) = try await patronCard(req)
            return JSONBody(try await req.context.shelf.holds(card: card, library: lib))
        }
        r.api(LibraryRoute.toBeReadList(.parameter)) { req in
            let viewer = try req.requireViewer()
            let shelf = try await req.context.shelf.toBeReadShelf(user: viewer.id, library: try await library(req))
            return JSONBody(shelf.titles, version: shelf.version)
        }
        r.api(LibraryRoute.title(.parameter)) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.titles.detail(try req.uuid("titleId", "title"), user: viewer.id,
                                                                zone: TimeZones.named(viewer.user.timeZone) ?? TimeZones.utc))
        }
        r.api(LibraryRoute.similar(.parameter)) { req in
            let id = try req.uuid("titleId", "title")
            let title = try await req.context.titles.find(id)
            let lib = try await req.context.libraries.find(title.libraryID)
            return JSONBody(try await req.context.titles.summaries(try await req.context.titles.similar(id), library: lib))
        }
        r.api(LibraryRoute.borrow(.parameter)) { req in
            let (title, lib, card) = try await titleCard(req)
            let loan = try await req.context.lending.borrow(title.id, card: card)
            return JSONBody(try await req.context.shelf.reading(req.context.shelf.render(loans: [LoanRow(loan)], library: lib), reader: req.requireViewer().id)[0],
                            status: .created)
        }
        r.api(LibraryRoute.renew(.parameter)) { req in
            let (lib, card, loan) = try await loanCard(req)
            let renewed = try await req.context.lending.renew(try loan.requireID(), card: card)
            return JSONBody(try await req.context.shelf.reading(req.context.shelf.render(loans: [LoanRow(renewed)], library: lib), reader: req.requireViewer().id)[0])
        }
        r.api(LibraryRoute.returnLoan(.parameter)) { req in
            let (_, card, loan) = try await loanCard(req)
            try await req.context.lending.returnLoan(try loan.requireID(), card: card)
            return HTTPStatus.noContent
        }
        r.api(LibraryRoute.placeHold(.parameter)) { req in
            let (title, lib, card) = try await titleCard(req)
            let hold = try await req.context.lending.placeHold(title.id, card: card)
            return JSONBody(try await req.context.shelf.render(holds: [HoldRow(hold)], library: lib)[0], status: .created)
        }
        r.api(LibraryRoute.cancelHold(.parameter)) { req in
            let viewer = try req.requireViewer()
            let hold = try await req.context.lending.hold(try req.uuid("holdId", "hold"))
            let card = try await req.context.cards.requireCard(user: viewer.id, library: try await req.context.libraries.find(hold.libraryID))
            try await req.context.lending.cancelHold(try hold.requireID(), card: card)
            return HTTPStatus.noContent
        }
        r.api(LibraryRoute.addToBeRead(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("titleId", "title")
            let draft = try req.decodeJSON(ToBeReadDraft.self)
            let version = try await req.context.shelf.addToBeRead(id, notify: draft.notify ?? true, user: viewer.id,
                                                                  precondition: try req.precondition())
            // The shelf's version: the title is shown, the shelf is what changed.
            return JSONBody(try await req.context.titles.detail(id, user: viewer.id), version: version)
        }
        r.api(LibraryRoute.removeToBeRead(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("titleId", "title")
            let version = try await req.context.shelf.removeToBeRead(id, user: viewer.id, precondition: try req.precondition())
            let res = Response(status: .noContent)
            res.headers.setVersion(version)
            return res
        }
        r.api(LibraryRoute.rate(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("titleId", "title")
            try await req.context.titleRatings.rate(id, try req.decodeJSON(TitleRatingDraft.self), user: viewer.id)
            return JSONBody(try await req.context.titles.detail(id, user: viewer.id))
        }
        r.api(LibraryRoute.unrate(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("titleId", "title")
            try await req.context.titleRatings.unrate(id, user: viewer.id)
            return HTTPStatus.noContent
        }
    }

    /// The library of the path, from the directory kept for a few seconds (never changed here).
    func library(_ req: Request) async throws -> LibraryRow {
        try await req.context.readLibrary(try req.uuid("libraryId", "library")).library
    }

    func patronCard(_ req: Request) async throws -> (LibraryRow, CardRow) {
        let viewer = try req.requireViewer()
        let lib = try await library(req)
        return (lib, try await req.context.cards.requireCard(user: viewer.id, library: lib))
    }

    func titleCard(_ req: Request) async throws -> (TitleRow, LibraryRow, CardRow) {
        let viewer = try req.requireViewer()
        let title = try await req.context.titles.find(try req.uuid("titleId", "title"))
        let lib = try await req.context.libraries.find(title.libraryID)
        return (title, lib, try await req.context.cards.requireCard(user: viewer.id, library: lib))
    }

    func loanCard(_ req: Request) async throws -> (LibraryRow, CardRow, LoanRecord) {
        let viewer = try req.requireViewer()
        let id = try req.uuid("loanId", "loan")
        let lib = try await req.context.libraries.find(try await req.context.lending.loan(id).libraryID)
        let card = try await req.context.cards.requireCard(user: viewer.id, library: lib)
        return (lib, card, try await req.context.lending.ownLoan(id, card: card))
    }
}
