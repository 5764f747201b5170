import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Signing in with a card, getting one, and the patron's own pages.
enum PatronPages {
    static func library(_ req: Request) async throws -> LibraryRow {
        try await req.context.readLibrary(slug: try req.parameters.require("slug"))
    }

    /// Where to go after signing in: only a path inside this library.
    static func next(_ req: Request, _ library: LibraryRow) -> String {
        let home = LibraryPath.home(library.slug).path
        return LocalPath.safe(req.field("next") ?? req.queryValue("next"), under: home, fallback: home)
    }

    static func signInForm(_ req: Request, state: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let library = try await library(req)
        let model = CardSignInPage.Model(library: library, state: state, next: next(req, library), then: pendingAction(req))
        return try await req.page(CardSignInPage.self, model, status: status)
    }

    static func signIn(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await library(req)
        let values = req.fields(["cardNumber", "remember"])
        do {
            try await req.context.cards.signIn(user: viewer.id, library: library,
                                            CardSignIn(cardNumber: values["cardNumber"] ?? "", pin: req.field("pin") ?? "", remember: values["remember"] == "on"),
                                            address: req.clientAddress)
            if let action = pendingAction(req), let title = titleID(in: next(req, library), library: library) {
                return try await completeAfterSignIn(req, action, title: title, library: library)
            }
            return req.done(next(req, library), notice: "library_signed_in")
        } catch let error as AppError where [.validation, .unauthorized, .forbidden, .throttled].contains(error.kind) {
            let status: HTTPStatus = error.kind == .throttled ? .tooManyRequests : (error.kind == .validation ? .unprocessableEntity : .unauthorized)
            return try await signInForm(req, state: FormState(values: values, error: error), status: status)
        }
    }

    static func registerForm(_ req: Request, state: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await library(req)
        guard library.selfRegistration else { throw AppError.notFound("route") }
        var state = state
        if state.values.isEmpty { state.values["name"] = viewer.user.displayName }
        return try await req.page(CardRegistrationPage.self, CardRegistrationPage.Model(library: library, state: state), status: status)
    }

    static func register(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await library(req)
        let values = req.fields(["name"])
        do {
            let issued = try await req.context.cards.register(user: viewer.id, library: library,
                                                           CardRegistration(name: values["name"] ?? "", pin: req.field("pin") ?? ""))
            return try await req.page(CardIssuedPage.self, CardIssuedPage.Model(library: library, number: issued.number), status: .created)
        } catch let error as AppError where error.kind == .validation {
            return try await registerForm(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
        }
    }

    enum CardCheck {
        case card(CardRow)
        case signIn(Response)
    }

    /// The card for an action, or a redirect to sign in with the card and come back.
    static func card(_ req: Request, _ library: LibraryRow, back: String, then action: PendingAction? = nil) async throws -> CardCheck {
        let viewer = try req.requireViewer()
        do {
            return .card(try await req.context.cards.requireCard(user: viewer.id, library: library))
        } catch let error as AppError where error.code == "library.card_required" {
            return .signIn(req.redirect(to: LibraryPath.signInThen(library.slug, next: back, then: action?.rawValue).path))
        }
    }

    /// A title action that asked for the card first.
    enum PendingAction: String { case borrow, hold }

    static func pendingAction(_ req: Request) -> PendingAction? {
        (req.field("then") ?? req.queryValue("then")).flatMap(PendingAction.init(rawValue:))
    }

    /// The title a path inside this library is the page of (`…/titles/{id}`).
    static func titleID(in path: String, library: LibraryRow) -> UUID? {
        LibraryPath.titleID(in: path, slug: library.slug)
    }

    /// Borrows (or holds) what the patron pressed before the card was asked for; a refusal
    /// (someone took the last copy meanwhile) is said on the title's page.
    static func completeAfterSignIn(_ req: Request, _ action: PendingAction, title: UUID, library: LibraryRow) async throws -> Response {
        let card = try await req.context.cards.requireCard(user: try req.requireViewer().id, library: library)
        let titlePath = LibraryPath.title(library.slug, title).path
        do {
            switch action {
            case .borrow:
                _ = try await req.context.lending.borrow(title, card: card)
                return req.done(LibraryPath.shelf(library.slug).path, notice: "borrowed")
            case .hold:
                _ = try await req.context.lending.placeHold(title, card: card)
                return req.done(titlePath, notice: "hold_placed")
            }
        } catch let error as AppError where error.kind == .conflict || error.kind == .validation {
            return req.done(titlePath, notice: "library_signed_in", query: [("refused", error.code)])
        }
    }

    enum Page: Sendable { case shelf, holds, toBeRead }

    /// `pause`: a refused pause form, shown again beside its hold.
    static func list(_ req: Request, _ page: Page, pause: (hold: UUID, state: FormState)? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await library(req)
        let grid = (LibraryQuery.text(req, "view") ?? "list") == "grid"
        var loans: [Loan] = []
        var holds: [Hold] = []
        var toBeRead: [ToBeRead] = []
        var samples: [TitleSummary] = []
        var progress: [UUID: Double] = [:]
        var rendered: Patron?
        switch page {
        case .shelf, .holds:
            let back = (page == .shelf ? LibraryPath.shelf(library.slug) : LibraryPath.holds(library.slug)).path
            switch try await card(req, library, back: back) {
            case .signIn(let redirect): return redirect
            case .card(let card):
                if page == .shelf {
                    loans = try await req.context.shelf.loans(card: card, library: library, reader: viewer.id,
                                                              zone: card.userID == viewer.id ? TimeZones.named(viewer.user.timeZone) ?? TimeZones.utc : nil)
                    samples = try await req.context.samples.list(user: viewer.id, library: library)
                    progress = try await req.context.readingSync.progress(samples.map(\.id), user: viewer.id)
                } else {
                    holds = try await req.context.shelf.holds(card: card, library: library)
                }
            }
            rendered = try await req.context.cards.patronStatus(user: viewer.id, library: library)
        case .toBeRead:
            toBeRead = try await req.context.shelf.toBeRead(user: viewer.id, library: library)
            rendered = try await req.context.cards.patronStatus(user: viewer.id, library: library)
        }
        return try await req.page(PatronListPage.self, PatronListPage.Model(library: library, page: page, grid: grid, patron: rendered, loans: loans,
                                                                        holds: holds, toBeRead: toBeRead, samples: samples, progress: progress,
                                                                        pause: pause), status: status)
    }

    static func percentRead(_ localizer: Localizer, _ progress: Double) -> HTMLNode {
        element("p", [.cls("percent-read")], text(localizer.t("reader.progress", ["percent": "\(Int((progress * 100).rounded(.down)))"])))
    }
}
