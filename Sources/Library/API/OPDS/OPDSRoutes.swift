import Foundation
import SatchelCore
import Vapor

/// The OPDS catalogues of each library: OPDS 1.2 (Atom) under `/opds/<library>` and OPDS 2.0
/// (JSON) under `/opds/<library>/v2`. Browsing is open; the shelf, borrowing, downloading and
/// returning take the library card as HTTP Basic credentials (card number and PIN), with the
/// same waits and lock-out as the web sign-in.
struct OPDSRoutes {
    func register(_ r: any RoutesBuilder) {
        for json in [false, true] {
            let base: [PathComponent] = json ? ["opds", ":slug", "v2"] : ["opds", ":slug"]
            r.get(base) { req async throws -> Response in
                let c = try await catalog(req, json: json)
                return respond(req, c, try await c.start(localizer: req.localizer))
            }
            r.get(base + ["categories"]) { req async throws -> Response in
                let c = try await catalog(req, json: json)
                return respond(req, c, try await c.categories(localizer: req.localizer))
            }
            r.get(base + ["categories", ":category"]) { req async throws -> Response in
                let c = try await catalog(req, json: json)
                let name = try req.parameters.require("category")
                var q = try LibraryQuery.titles(req)
                q.category = name
                return try await searchFeed(req, c, q, title: name,
                                            path: c.root + "/categories/" + (name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
            }
            r.get(base + ["new"]) { req async throws -> Response in
                let c = try await catalog(req, json: json)
                var q = try LibraryQuery.titles(req)
                if q.sort == nil { q.sort = .added; q.descending = true }
                return try await searchFeed(req, c, q, title: req.localizer.t("library.new"), path: c.root + "/new")
            }
            r.get(base + ["search"]) { req async throws -> Response in
                let c = try await catalog(req, json: json)
                var q = try LibraryQuery.titles(req)
                // OpenSearch's {searchTerms} and OPDS 2's {?query} name the words differently.
                if q.text.isEmpty { q.text = String((LibraryQuery.text(req, "query") ?? "").prefix(200)) }
                let words = q.text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
                return try await searchFeed(req, c, q, title: req.localizer.t("library.results_for", ["q": q.text]), path: c.root + "/search?q=" + words)
            }
            r.get(base + ["top"]) { req async throws -> Response in
                let c = try await catalog(req, json: json)
                let top = try await req.context.discovery.top(c.library, limit: 50)
                return respond(req, c, try await c.titles(top, id: ":top", title: req.localizer.t("library.top"), path: c.root + "/top"))
            }
            r.get(base + ["lists", ":listId"]) { req async throws -> Response in
                let c = try await catalog(req, json: json)
                let list = try await req.context.discovery.list(try req.uuid("listId", "list"), of: c.library)
                return respond(req, c, try await c.titles(list.titles, id: ":list:" + list.id.uuidString.lowercased(), title: list.name,
                                                          path: c.root + "/lists/" + list.id.uuidString.lowercased()))
            }
            r.get(base + ["shelf"]) { req async throws -> Response in
                let c = try await catalog(req, json: json, cardRequired: true)
                return respond(req, c, try await c.shelf(localizer: req.localizer))
            }
            r.get(base + ["titles", ":titleId"]) { req async throws -> Response in
                let c = try await catalog(req, json: json)
                return try await entry(req, c, try await title(req, c), status: .ok)
            }
            // Borrowing: PUT as the Palace Project's readers do, POST for everyone else. With no
            // copy free it joins the hold queue instead, and the entry says so.
            for method in [HTTPMethod.PUT, .POST] {
                r.on(method, base + ["titles", ":titleId", "borrow"]) { req async throws -> Response in
                    let c = try await catalog(req, json: json, cardRequired: true)
                    let record = try await title(req, c)
                    let card = c.card!
                    do {
                        _ = try await req.context.lending.borrow(record.id, card: card)
                    } catch let error as AppError where ["library.unavailable"].contains(error.code) {
                        _ = try await req.context.lending.placeHold(record.id, card: card)
                    } catch let error as AppError where ["library.already_borrowed"].contains(error.code) {
                        return try await entry(req, c, record, status: .ok)
                    }
                    return try await entry(req, c, try await req.context.titles.find(record.id), status: .created)
                }
            }
            // Leaving the queue (the borrowing practice): DELETE on the borrow link cancels this
            // card's hold, waiting or ready, and answers the publication as it is now.
            r.on(.DELETE, base + ["titles", ":titleId", "borrow"]) { req async throws -> Response in
                let c = try await catalog(req, json: json, cardRequired: true)
                let record = try await title(req, c)
                try await req.context.lending.cancelHold(title: record.id, card: c.card!)
                return try await entry(req, c, try await req.context.titles.find(record.id), status: .ok)
            }
        }
        for method in [HTTPMethod.PUT, .POST, .DELETE] {
            r.on(method, "opds", ":slug", "loans", ":loanId", "revoke") { req async throws -> Response in
                let c = try await catalog(req, json: false, cardRequired: true)
                try await req.context.lending.returnLoan(try req.uuid("loanId", "loan"), card: c.card!)
                return Response(status: .noContent)
            }
            r.on(method, "opds", ":slug", "holds", ":holdId", "revoke") { req async throws -> Response in
                let c = try await catalog(req, json: false, cardRequired: true)
                try await req.context.lending.cancelHold(try req.uuid("holdId", "hold"), card: c.card!)
                return Response(status: .noContent)
            }
        }
        r.get("opds", ":slug", "loans", ":loanId", "fulfil") { req async throws -> Response in
            let c = try await catalog(req, json: false, cardRequired: true)
            let loan = try await req.context.lending.shownLoan(try req.uuid("loanId", "loan"), card: c.card!)
            guard loan.isOpen, let file = try await req.context.titles.find(loan.titleID).epubFile else { throw AppError.notFound("loan") }
            let res = try await req.fileio.asyncStreamFile(at: req.context.settings.dataDirectory + "/library/books/" + file)
            res.headers.contentType = HTTPMediaType(type: "application", subType: "epub+zip")
            res.headers.replaceOrAdd(name: .cacheControl, value: "private, no-store")
            return res
        }
        r.get("opds", ":slug", "opensearch.xml") { req async throws -> Response in
            let c = try await catalog(req, json: false)
            return body(OPDSAtom.openSearch(library: c.library.name, base: publicURL(req), template: c.root + "/search?q={searchTerms}"),
                        type: OPDSMediaType.openSearch)
        }
        OPDSPatronRoutes(routes: self).register(r)
        r.get("opds", ":slug", "authentication_document") { req async throws -> Response in
            let c = try await catalog(req, json: false)
            return authenticationDocument(req, c.library, status: .ok)
        }
    }

    func publicURL(_ req: Request) -> String { req.publicURL }

    func catalog(_ req: Request, json: Bool, cardRequired: Bool = false) async throws -> OPDSCatalog {
        let library = try await req.context.readLibrary(slug: try req.parameters.require("slug"))
        let root = "/opds/" + library.slug + (json ? "/v2" : "")
        var card: CardRow?
        if req.method != .GET, let origin = req.headers.first(name: .origin), origin != publicURL(req) {
            // Browsers resend cached Basic credentials: another site's form must not borrow.
            throw AppError(.forbidden, "csrf.invalid")
        }
        if let basic = req.headers.basicAuthorization {
            do {
                card = try await CardRow(req.context.cards.authenticate(library: library, number: basic.username, pin: basic.password, user: nil,
                                                                     address: req.clientAddress))
            } catch let error as AppError where error.kind == .unauthorized || error.kind == .validation {
                throw OPDSChallenge(library: library, error: error)
            }
        } else if cardRequired {
            throw OPDSChallenge(library: library, error: AppError(.unauthorized, "library.card_required"))
        }
        return OPDSCatalog(context: req.context, library: library, root: root, card: card, json: json)
    }

    func title(_ req: Request, _ c: OPDSCatalog) async throws -> TitleRow {
        let title = try await req.context.titles.find(try req.uuid("titleId", "title"))
        guard title.libraryID == c.library.id else { throw AppError.notFound("title") }
        return title
    }

    func searchFeed(_ req: Request, _ c: OPDSCatalog, _ q: TitleQuery, title: String, path: String) async throws -> Response {
        let (cursor, limit) = try LibraryQuery.paging(req)
        var path = path
        var extra: [String] = []
        if q.availableNow { extra.append("available=true") }
        if let sort = q.sort { extra.append("sort=" + sort.rawValue) }
        if q.descending { extra.append("order=desc") }
        if !extra.isEmpty { path += (path.contains("?") ? "&" : "?") + extra.joined(separator: "&") }
        return respond(req, c, try await c.search(q, title: title, path: path, cursor: cursor, limit: limit, localizer: req.localizer))
    }

    func respond(_ req: Request, _ c: OPDSCatalog, _ feed: OPDSFeed) -> Response {
        let base = publicURL(req)
        if c.json {
            let res = Response(status: .ok)
            res.headers.contentType = HTTPMediaType(type: "application", subType: "opds+json")
            res.body = .init(data: OPDSJSON.feed(c.withSearchTemplate(feed, base: base), base: base))
            return res
        }
        return body(OPDSAtom.feed(feed, base: base), type: feed.kind == .navigation ? OPDSMediaType.navigation : OPDSMediaType.acquisition)
    }

    func entry(_ req: Request, _ c: OPDSCatalog, _ t: TitleRow, status: HTTPStatus) async throws -> Response {
        let p = try await c.publications([t])[0]
        let base = publicURL(req)
        if c.json {
            let res = Response(status: status)
            res.headers.contentType = HTTPMediaType(type: "application", subType: "opds-publication+json")
            res.body = .init(data: OPDSJSON.data(OPDSJSON.publication(p, base: base)))
            return res
        }
        let res = body(OPDSAtom.entry(p, base: base, standalone: true), type: OPDSMediaType.entry)
        res.status = status
        return res
    }

    func body(_ text: String, type: String) -> Response {
        let res = Response(status: .ok)
        res.headers.replaceOrAdd(name: .contentType, value: type)
        res.body = .init(string: text)
        return res
    }
}

/// A request that needs the card: 401 with the authentication document and a Basic challenge.
struct OPDSChallenge: Error {
    let library: LibraryRow
    let error: AppError
}

extension OPDSRoutes {
    func authenticationDocument(_ req: Request, _ library: LibraryRow, status: HTTPStatus, problem: String? = nil) -> Response {
        let base = publicURL(req)
        let localizer = req.localizer
        var links: [[String: Any]] = [
            ["rel": "start", "href": base + "/opds/" + library.slug, "type": OPDSMediaType.navigation],
            ["rel": "help", "href": base + LibraryPath.help(library.slug).path, "type": "text/html"],
            // The borrowing practice: apps find the patron's loans and limits from here.
            ["rel": "http://opds-spec.org/shelf", "href": base + "/opds/" + library.slug + "/v2/shelf", "type": OPDSMediaType.opds2],
            ["rel": "profile", "href": base + "/opds/" + library.slug + "/profile", "type": OPDSMediaType.profile],
        ]
        if library.selfRegistration {
            links.append(["rel": "register", "href": base + LibraryPath.register(library.slug).path, "type": "text/html"])
        }
        var doc: [String: Any] = [
            "id": base + "/opds/" + library.slug + "/authentication_document",
            "title": library.name,
            "description": localizer.t("library.opds_auth"),
            "authentication": [[
                "type": "http://opds-spec.org/auth/basic",
                "labels": ["login": localizer.t("library.opds.login_label"), "password": localizer.t("library.opds.password_label")],
                "inputs": ["login": ["keyboard": "Number pad"], "password": ["keyboard": "Number pad"]],
            ]],
            "links": links,
        ]
        if let problem { doc["problem"] = problem }
        let res = Response(status: status)
        res.headers.replaceOrAdd(name: .contentType, value: OPDSMediaType.authentication)
        res.body = .init(data: OPDSJSON.data(doc))
        return res
    }
}

/// Answers an `OPDSChallenge` the OPDS way; every other error stays a problem.
struct OPDSChallengeMiddleware: AsyncMiddleware {
    let routes: OPDSRoutes

    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: req)
        } catch let challenge as OPDSChallenge {
            let res = routes.authenticationDocument(req, challenge.library, status: .unauthorized,
                                                    problem: challenge.error.problem(req.localizer).detail)
            res.headers.replaceOrAdd(name: .wwwAuthenticate, value: "Basic realm=\"\(challenge.library.name.replacingOccurrences(of: "\"", with: ""))\"")
            res.headers.add(name: "Link", value: "</opds/\(challenge.library.slug)/authentication_document>; rel=\"http://opds-spec.org/auth/document\"")
            return res
        }
    }
}
