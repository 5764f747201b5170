import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Signing in with a card, getting one, and the patron's own pages.
enum PatronPages {
    static func library(_ req: Request) async throws -> LibraryRecord {
        try await req.context.readLibrary(slug: try req.parameters.require("slug"))
    }

    /// Where to go after signing in: only a path inside this library.
    static func next(_ req: Request, _ library: LibraryRecord) -> String {
        let base = LibraryViews.base(library)
        return LocalPath.safe(req.field("next") ?? req.queryValue("next"), under: base, fallback: base)
    }

    static func signInForm(_ req: Request, state: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let localizer = req.localizer
        let library = try await library(req)
        let next = next(req, library)
        return try await req.page(localizer.t("library.sign_in_title", ["library": library.name]), tab: LibraryTab.tab, status: status) { ctx in
            var content = LibraryViews.header(ctx, library, patron: nil)
            content += [
                element("h1", [], text(localizer.t("library.sign_in_title", ["library": library.name]))),
                Forms.alert(state.general(localizer, fields: ["cardNumber", "pin"])),
                Forms.form(ctx, action: LibraryViews.base(library) + "/sign-in", cls: "stack", [
                    void("input", [.type("hidden"), .name("next"), .value(next)]),
                    // What the patron was doing when the card was asked for (Borrow, Place hold): done once signed in.
                    pendingAction(req).map { void("input", [.type("hidden"), .name("then"), .value($0.rawValue)]) } ?? group([]),
                    Forms.field(ctx, state, name: "cardNumber", label: localizer.t("library.card_number"), autocomplete: "username", required: true,
                                extra: [Attr("inputmode", "numeric")]),
                    Forms.field(ctx, state, name: "pin", label: localizer.t("library.pin"), type: "password", autocomplete: "current-password",
                                required: true, extra: [Attr("inputmode", "numeric")]),
                    Forms.checkbox(name: "remember", label: localizer.t("library.remember_me"), checked: state["remember"] == "on"),
                    Forms.submit(localizer.t("library.sign_in_card")),
                ]),
                library.selfRegistration
                    ? element("p", [], element("a", [.href(LibraryViews.base(library) + "/register")], text(localizer.t("library.get_card")))) : group([]),
            ]
            return content
        }
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
        let localizer = req.localizer
        let library = try await library(req)
        guard library.selfRegistration else { throw AppError.notFound("route") }
        var state = state
        if state.values.isEmpty { state.values["name"] = viewer.user.displayName }
        return try await req.page(localizer.t("library.get_card"), tab: LibraryTab.tab, status: status) { ctx in
            LibraryViews.header(ctx, library, patron: nil) + [
                element("h1", [], text(localizer.t("library.get_card"))),
                element("p", [], text(localizer.t("library.get_card_intro", ["library": library.name]))),
                Forms.form(ctx, action: LibraryViews.base(library) + "/register", cls: "stack", [
                    Forms.field(ctx, state, name: "name", label: localizer.t("library.card_name"), autocomplete: "name", required: true),
                    Forms.field(ctx, state, name: "pin", label: localizer.t("library.choose_pin"), type: "password", autocomplete: "new-password",
                                required: true, hint: localizer.t("library.pin_hint"), extra: [Attr("inputmode", "numeric")]),
                    Forms.submit(localizer.t("library.get_card")),
                ]),
            ]
        }
    }

    static func register(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let library = try await library(req)
        let values = req.fields(["name"])
        do {
            let issued = try await req.context.cards.register(user: viewer.id, library: library,
                                                           CardRegistration(name: values["name"] ?? "", pin: req.field("pin") ?? ""))
            let localizer = req.localizer
            return try await req.page(localizer.t("library.card_issued_title"), tab: LibraryTab.tab, status: .created) { ctx in
                [
                    element("h1", [], text(localizer.t("library.card_issued_title"))),
                    element("p", [], text(localizer.t("library.card_issued", ["number": issued.number]))),
                    element("p", [], element("a", [.href(LibraryViews.base(library)), .cls("button primary")], text(localizer.t("library.start_browsing")))),
                ]
            }
        } catch let error as AppError where error.kind == .validation {
            return try await registerForm(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
        }
    }

    enum CardCheck {
        case card(CardRecord)
        case signIn(Response)
    }

    /// The card for an action, or a redirect to sign in with the card and come back.
    static func card(_ req: Request, _ library: LibraryRecord, back: String, then action: PendingAction? = nil) async throws -> CardCheck {
        let viewer = try req.requireViewer()
        do {
            return .card(try await req.context.cards.requireCard(user: viewer.id, library: library))
        } catch let error as AppError where error.code == "library.card_required" {
            let then = action.map { "&then=" + $0.rawValue } ?? ""
            return .signIn(req.redirect(to: LibraryViews.base(library) + "/sign-in?next=" + (back.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "") + then))
        }
    }

    /// A title action that asked for the card first.
    enum PendingAction: String { case borrow, hold }

    static func pendingAction(_ req: Request) -> PendingAction? {
        (req.field("then") ?? req.queryValue("then")).flatMap(PendingAction.init(rawValue:))
    }

    /// The title a path inside this library is the page of (`…/titles/{id}`).
    static func titleID(in path: String, library: LibraryRecord) -> UUID? {
        let prefix = LibraryViews.base(library) + "/titles/"
        guard path.hasPrefix(prefix) else { return nil }
        return UUID(uuidString: String(path.dropFirst(prefix.count).prefix(36)))
    }

    /// Borrows (or holds) what the patron pressed before the card was asked for; a refusal
    /// (someone took the last copy meanwhile) is said on the title's page.
    static func completeAfterSignIn(_ req: Request, _ action: PendingAction, title: UUID, library: LibraryRecord) async throws -> Response {
        let card = try await req.context.cards.requireCard(user: try req.requireViewer().id, library: library)
        let titlePath = LibraryViews.titlePath(library, title)
        do {
            switch action {
            case .borrow:
                _ = try await req.context.lending.borrow(title, card: card)
                return req.done(LibraryViews.base(library) + "/shelf", notice: "borrowed")
            case .hold:
                _ = try await req.context.lending.placeHold(title, card: card)
                return req.done(titlePath, notice: "hold_placed")
            }
        } catch let error as AppError where error.kind == .conflict || error.kind == .validation {
            return req.done(titlePath, notice: "library_signed_in", query: [("refused", error.code)])
        }
    }

    enum Page { case shelf, holds, toBeRead }

    static func list(_ req: Request, _ page: Page) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let library = try await library(req)
        let base = LibraryViews.base(library)
        let grid = (LibraryQuery.text(req, "view") ?? "list") == "grid"
        var loans: [Loan] = []
        var holds: [Hold] = []
        var toBeRead: [ToBeRead] = []
        var samples: [TitleSummary] = []
        var progress: [UUID: Double] = [:]
        var rendered: Patron?
        switch page {
        case .shelf, .holds:
            let back = base + (page == .shelf ? "/shelf" : "/holds")
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
        let title = localizer.t(page == .shelf ? "library.bookshelf" : page == .holds ? "library.holds" : "library.to_be_read")
        return try await req.page(title, tab: LibraryTab.tab) { ctx in
            var content = LibraryViews.header(ctx, library, patron: rendered)
            content.append(element("h1", [], text(title)))
            let here = base + (page == .shelf ? "/shelf" : page == .holds ? "/holds" : "/to-be-read")
            content.append(element("p", [.cls("view-switch")],
                              element("a", [.href(here + "?view=list"), .aria("current", grid ? "false" : "page")], text(localizer.t("library.view.list"))),
                              text(" · "),
                              element("a", [.href(here + "?view=grid"), .aria("current", grid ? "page" : "false")], text(localizer.t("library.view.grid")))))
            var items: [HTMLNode] = []
            switch page {
            case .shelf:
                items = loans.map { loan in
                    let id = loan.id.uuidString.lowercased()
                    return LibraryViews.titleCard(localizer, library, loan.title, extra: [
                        element("p", [.cls("days-left")], text(loan.daysLeft == 0 ? localizer.t("library.due_today", ["date": localizer.date(loan.dueAt)])
                                                                     : localizer.t("library.days_left", ["days": "\(loan.daysLeft)", "date": localizer.date(loan.dueAt)]))),
                        loan.readProgress.map { percentRead(localizer, $0) } ?? group([]),
                        element("div", [.cls("actions")],
                           loan.readable ? element("a", [.href(LibraryViews.titlePath(library, loan.title.id) + "/read"), .cls("button primary")],
                                     text(localizer.t("reader.read"))) : group([]),
                           element("a", [.href(base + "/loans/\(id)/return"), .cls("button")], text(localizer.t("library.return"))),
                           loan.renewable ? Forms.button(ctx, action: base + "/loans/\(id)/renew", label: localizer.t("library.renew")) : group([])),
                    ])
                }
            case .holds:
                items = holds.map { hold in
                    let id = hold.id.uuidString.lowercased()
                    let state = hold.state == "ready"
                        ? localizer.t("library.hold_ready_until", ["date": localizer.date(hold.readyUntil ?? Date())])
                        : localizer.t("library.hold_position", ["position": "\(hold.position ?? 0)"]) // the wait is the card's
                    return LibraryViews.titleCard(localizer, library, hold.title, extra: [
                        element("p", [.cls("hold-state")], text(state)),
                        element("div", [.cls("actions")],
                           hold.state == "ready" ? Forms.button(ctx, action: LibraryViews.titlePath(library, hold.title.id) + "/borrow",
                                                                label: localizer.t("library.borrow"), cls: "button primary") : group([]),
                           element("a", [.href(base + "/holds/\(id)/cancel"), .cls("button")], text(localizer.t("library.cancel_hold")))),
                    ])
                }
            case .toBeRead:
                items = toBeRead.map { entry in
                    LibraryViews.titleCard(localizer, library, entry.title, extra: [
                        entry.notify ? element("p", [.cls("hint")], text(localizer.t("library.notify_on"))) : group([]),
                        Forms.button(ctx, action: LibraryViews.titlePath(library, entry.title.id) + "/to-be-read/delete",
                                     label: localizer.t("library.remove_to_be_read"), cls: "link"),
                    ])
                }
            }
            if items.isEmpty {
                content.append(element("p", [.cls("muted empty")], text(localizer.t(page == .shelf ? "library.no_loans" : page == .holds ? "library.no_holds" : "library.no_to_be_read"))))
            } else {
                content.append(element("ul", [.cls(grid ? "titles grid" : "titles list"), .id("items")], items))
            }
            if !samples.isEmpty {
                content.append(element("h2", [], text(localizer.t("library.samples"))))
                content.append(element("ul", [.cls(grid ? "titles grid" : "titles list"), .id("samples")], samples.map { title in
                    LibraryViews.titleCard(localizer, library, title, extra: [
                        progress[title.id].map { percentRead(localizer, $0) } ?? group([]),
                        element("div", [.cls("actions")],
                           element("a", [.href(LibraryViews.titlePath(library, title.id) + "/read"), .cls("button")], text(localizer.t("reader.read_sample"))),
                           Forms.button(ctx, action: LibraryViews.titlePath(library, title.id) + "/sample/delete", label: localizer.t("library.remove_sample"),
                                        cls: "link")),
                    ])
                }))
            }
            return content
        }
    }

    static func percentRead(_ localizer: Localizer, _ progress: Double) -> HTMLNode {
        element("p", [.cls("percent-read")], text(localizer.t("reader.progress", ["percent": "\(Int((progress * 100).rounded(.down)))"])))
    }
}
