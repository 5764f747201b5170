import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The Library tab's routes: handlers read the form, call the services and render.
struct LibraryWeb {
    func register(_ r: AppRoutes) {
        r.get("library") { req async throws -> Response in try await LibraryPages.start(req) }
        r.post("library", "choose") { req async throws -> Response in try await LibraryPages.choose(req) }
        r.publicRoutes.get("library", "covers", ":file") { req async throws -> Response in
            guard let name = req.parameters.get("file"), let path = CoverStore(context: req.context).path(name),
                  FileManager.default.fileExists(atPath: path) else { throw AppError.notFound("media") }
            let res = try await req.fileio.asyncStreamFile(at: path)
            // The name is the image's hash: it never changes.
            res.headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=31536000, immutable")
            return res
        }
        r.keptReads.get("library", ":slug") { req async throws -> Response in try await LibraryPages.home(req) }
        r.get("library", ":slug", "help") { req async throws -> Response in try await LibraryPages.help(req) }
        r.get("library", ":slug", "search") { req async throws -> Response in try await CatalogPages.search(req) }
        r.get("library", ":slug", "titles", ":titleId") { req async throws -> Response in try await CatalogPages.title(req) }

        r.get("library", ":slug", "sign-in") { req async throws -> Response in try await PatronPages.signInForm(req) }
        r.post("library", ":slug", "sign-in") { req async throws -> Response in try await PatronPages.signIn(req) }
        r.post("library", ":slug", "sign-out") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            try await req.context.cards.signOut(user: try req.requireViewer().id, library: library.id)
            return req.done(LibraryPath.home(library.slug).path, notice: "library_signed_out")
        }
        r.get("library", ":slug", "register") { req async throws -> Response in try await PatronPages.registerForm(req) }
        r.post("library", ":slug", "register") { req async throws -> Response in try await PatronPages.register(req) }
        r.get("library", ":slug", "shelf") { req async throws -> Response in try await PatronPages.list(req, .shelf) }
        r.get("library", ":slug", "holds") { req async throws -> Response in try await PatronPages.list(req, .holds) }
        r.get("library", ":slug", "to-be-read") { req async throws -> Response in try await PatronPages.list(req, .toBeRead) }

        r.get("library", ":slug", "titles", ":titleId", "read") { req async throws -> Response in try await ReaderPages.read(req) }
        r.post("library", ":slug", "titles", ":titleId", "sample", "delete") { req async throws -> Response in
            try await req.context.samples.remove(try req.uuid("titleId", "title"), user: try req.requireViewer().id)
            return req.done(LibraryPath.shelf(try await PatronPages.library(req).slug).path, notice: "sample_removed")
        }
        r.post("library", ":slug", "titles", ":titleId", "borrow") { req async throws -> Response in
            try await titleAction(req, then: .borrow) { req, title, card in
                _ = try await req.context.lending.borrow(title, card: card)
                return "borrowed"
            }
        }
        r.post("library", ":slug", "titles", ":titleId", "hold") { req async throws -> Response in
            try await titleAction(req, then: .hold) { req, title, card in
                _ = try await req.context.lending.placeHold(title, card: card)
                return "hold_placed"
            }
        }
        r.post("library", ":slug", "titles", ":titleId", "to-be-read") { req async throws -> Response in
            let id = try req.uuid("titleId", "title")
            try await req.context.shelf.addToBeRead(id, notify: req.field("notify") == "on", user: try req.requireViewer().id)
            return req.done(LibraryPath.title(try await PatronPages.library(req).slug, id).path, notice: "to_be_read_added")
        }
        r.post("library", ":slug", "titles", ":titleId", "to-be-read", "delete") { req async throws -> Response in
            let id = try req.uuid("titleId", "title")
            try await req.context.shelf.removeToBeRead(id, user: try req.requireViewer().id)
            return req.done(LibraryPath.title(try await PatronPages.library(req).slug, id).path, notice: "to_be_read_removed")
        }
        r.post("library", ":slug", "titles", ":titleId", "rating") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("titleId", "title")
            let values = req.fields(["stars", "review"])
            do {
                try await req.context.titleRatings.rate(id, TitleRatingDraft(stars: Int(values["stars"] ?? "") ?? 0, review: values["review"]), user: viewer.id)
            } catch let error as AppError where error.kind == .validation {
                return try await CatalogPages.title(req, ratingState: FormState(values: values, error: error), status: .unprocessableEntity)
            }
            // From the reader's end-of-book dialog: back to the book.
            let back = LibraryPath.title(try await PatronPages.library(req).slug, id).path
            return req.done(LocalPath.safe(req.field("next"), under: back, fallback: back + "#rate"), notice: "rating_saved")
        }
        r.post("library", ":slug", "titles", ":titleId", "rating", "delete") { req async throws -> Response in
            let id = try req.uuid("titleId", "title")
            try await req.context.titleRatings.unrate(id, user: try req.requireViewer().id)
            return req.done(LibraryPath.title(try await PatronPages.library(req).slug, id).path, notice: "rating_removed")
        }

        // Returning early and cancelling a hold ask first.
        r.get("library", ":slug", "loans", ":loanId", "return") { req async throws -> Response in
            let (library, loan) = try await ownLoan(req)
            let title = try await req.context.titles.find(loan.titleID)
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("library.return_title", ["title": title.title]), message: localizer.t("library.return_message"),
                                                  action: LibraryPath.returnLoan(library.slug, loan: loan.id).path, button: localizer.t("library.return"),
                                                  cancel: LibraryPath.shelf(library.slug).path)
        }
        r.post("library", ":slug", "loans", ":loanId", "return") { req async throws -> Response in
            let (library, loan) = try await ownLoan(req)
            switch try await PatronPages.card(req, library, back: LibraryPath.shelf(library.slug).path) {
            case .signIn(let redirect): return redirect
            case .card(let card):
                try await req.context.lending.returnLoan(loan.id, card: card)
                return req.done(LibraryPath.shelf(library.slug).path, notice: "returned")
            }
        }
        r.post("library", ":slug", "loans", ":loanId", "renew") { req async throws -> Response in
            let (library, loan) = try await ownLoan(req)
            switch try await PatronPages.card(req, library, back: LibraryPath.shelf(library.slug).path) {
            case .signIn(let redirect): return redirect
            case .card(let card):
                do {
                    _ = try await req.context.lending.renew(loan.id, card: card)
                } catch let error as AppError where error.kind == .conflict {
                    return req.done(LibraryPath.shelf(library.slug).path, notice: "renew_refused")
                }
                return req.done(LibraryPath.shelf(library.slug).path, notice: "renewed")
            }
        }
        r.get("library", ":slug", "holds", ":holdId", "cancel") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            // Only the card's own hold: a hold's title is the patron's business.
            guard case .card(let card) = try await PatronPages.card(req, library, back: LibraryPath.holds(library.slug).path) else {
                throw AppError.notFound("hold")
            }
            let hold = try await req.context.lending.shownHold(try req.uuid("holdId", "hold"), card: card)
            let title = try await req.context.titles.find(hold.titleID)
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("library.cancel_hold_title", ["title": title.title]),
                                                  message: localizer.t("library.cancel_hold_message"),
                                                  action: LibraryPath.cancelHold(library.slug, hold: hold.id).path,
                                                  button: localizer.t("library.cancel_hold"), cancel: LibraryPath.holds(library.slug).path)
        }
        r.post("library", ":slug", "holds", ":holdId", "cancel") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            switch try await PatronPages.card(req, library, back: LibraryPath.holds(library.slug).path) {
            case .signIn(let redirect): return redirect
            case .card(let card):
                try await req.context.lending.cancelHold(try req.uuid("holdId", "hold"), card: card)
                return req.done(LibraryPath.holds(library.slug).path, notice: "hold_cancelled")
            }
        }
    }

    /// Borrow or hold: signs in with the card first when needed; a refusal shows on the title's page.
    func titleAction(_ req: Request, then action: PatronPages.PendingAction, _ act: (Request, UUID, CardRow) async throws -> String) async throws -> Response {
        let library = try await PatronPages.library(req)
        let id = try req.uuid("titleId", "title")
        let path = LibraryPath.title(library.slug, id).path
        switch try await PatronPages.card(req, library, back: path, then: action) {
        case .signIn(let redirect): return redirect
        case .card(let card):
            do {
                let notice = try await act(req, id, card)
                return req.done(notice == "borrowed" ? LibraryPath.shelf(library.slug).path : path, notice: notice)
            } catch let error as AppError where error.kind == .conflict {
                return try await CatalogPages.title(req, status: .conflict, problem: error)
            }
        }
    }

    func ownLoan(_ req: Request) async throws -> (LibraryRow, LoanRow) {
        let library = try await PatronPages.library(req)
        guard let card = try await req.context.cards.signedInCard(user: try req.requireViewer().id, library: library) else {
            throw AppError.notFound("loan")
        }
        return (library, try await req.context.lending.shownLoan(try req.uuid("loanId", "loan"), card: card))
    }
}
