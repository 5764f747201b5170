import Foundation
import SatchelCore
import Vapor

/// The patron's side of OPDS beyond the shelf: the User Profile (limits on loans and holds)
/// and OPDS Progression (the place in a loan, shared with the web reader). Both take the card
/// as HTTP Basic credentials, like borrowing.
struct OPDSPatronRoutes {
    let routes: OPDSRoutes

    func register(_ r: any RoutesBuilder) {
        r.get("opds", ":slug", "profile") { req async throws -> Response in
            let c = try await routes.catalog(req, json: true, cardRequired: true)
            return json(OPDSJSON.data(try await c.profile(base: routes.publicURL(req))), type: OPDSMediaType.profile)
        }
        r.get("opds", ":slug", "titles", ":titleId", "progression") { req async throws -> Response in
            let (titleID, user) = try await reader(req)
            // Nothing saved yet is not an error: 204, as the reader API answers.
            guard let document = try await req.context.readingSync.progressionDocument(titleID, user: user) else {
                return Response(status: .noContent)
            }
            return try progression(document, status: .ok)
        }
        r.put("opds", ":slug", "titles", ":titleId", "progression") { req async throws -> Response in
            let (titleID, user) = try await reader(req)
            let input = try req.decodeJSON(ProgressionDocument.self)
            do {
                return try progression(try await req.context.readingSync.saveProgression(input, titleID: titleID, user: user), status: .ok)
            } catch let stale as ReadingSync.Stale {
                // An older place than the one saved: refused, with the newer one to jump to.
                let current = try await req.context.readingSync.document(stale.current, titleID: titleID, user: user)
                return try progression(current, status: .conflict)
            }
        }
    }

    /// The title (of this library) and whose place in it the card may use (`ReadingSync.progressionReader`).
    func reader(_ req: Request) async throws -> (UUID, UUID) {
        let c = try await routes.catalog(req, json: true, cardRequired: true)
        let title = try await routes.title(req, c)
        guard let card = c.card else { throw AppError(.unauthorized, "library.card_required") }
        return (title.id, try await req.context.readingSync.progressionReader(title: title.id, card: card))
    }

    func progression(_ document: ProgressionDocument, status: HTTPStatus) throws -> Response {
        let res = json(try JSONEncoder.api.encode(document), type: OPDSMediaType.progression)
        res.status = status
        return res
    }

    func json(_ data: Data, type: String) -> Response {
        let res = Response(status: .ok)
        res.headers.replaceOrAdd(name: .contentType, value: type)
        res.headers.replaceOrAdd(name: .cacheControl, value: "private, no-store")
        res.body = .init(data: data)
        return res
    }
}

extension OPDSCatalog {
    /// The OPDS User Profile: the holder's name, how many loans and holds the library allows
    /// and how many more this card may take, and where to see the card in the browser.
    func profile(base: String) async throws -> [String: Any] {
        guard let card else { throw AppError(.unauthorized, "library.card_required") }
        let loans = try await context.libraryStore.openLoans(card: card.id).count
        let holds = try await context.libraryStore.activeHolds(card: card.id).count
        return [
            "name": card.holderName,
            "loans": ["total": library.maxLoans, "available": max(0, library.maxLoans - loans)],
            "holds": ["total": library.maxHolds, "available": max(0, library.maxHolds - holds)],
            "links": [
                ["rel": "edit", "href": base + LibraryPath.home(library.slug).path, "type": "text/html"],
                ["rel": "http://opds-spec.org/shelf", "href": base + "/opds/" + library.slug + "/v2/shelf", "type": OPDSMediaType.opds2],
            ],
        ]
    }
}
