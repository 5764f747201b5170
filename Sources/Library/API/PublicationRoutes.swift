import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/publications/<title>/…`: the book's files, relative to its manifest, for the reader's
/// frame and for other Readium clients. Every document is sanitised; every response forbids
/// scripts, plugins and anything from elsewhere, and may only be framed by Satchel itself.
struct PublicationRoutes {
    static let contentSecurityPolicy = [
        "default-src 'none'", "img-src 'self' data:", "style-src 'self' 'unsafe-inline'", "font-src 'self'",
        "frame-ancestors 'self'", "base-uri 'none'", "form-action 'none'", "sandbox allow-same-origin",
    ].joined(separator: "; ")

    func register(_ routes: AppRoutes) {
        let publications = routes.grouped("publications", ":titleId")
        publications.get("manifest.json") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let opened = try await req.context.readerAccess.open(try req.uuid("titleId", "title"), user: viewer.id)
            let res = Response(status: .ok, body: .init(data: try JSONEncoder.api.encode(req.context.readerAccess.manifest(opened))))
            res.headers.contentType = HTTPMediaType(type: "application", subType: "webpub+json")
            res.headers.replaceOrAdd(name: .cacheControl, value: "private, no-store")
            return res
        }
        publications.get("**") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let opened = try await req.context.readerAccess.open(try req.uuid("titleId", "title"), user: viewer.id)
            // A book path as the manifest lists it; a client may send it percent-encoded.
            let raw = req.parameters.getCatchall().joined(separator: "/")
            let path = opened.publication.links.paths.contains(raw) ? raw : (raw.removingPercentEncoding ?? raw)
            guard opened.allows(path) else { throw AppError(.forbidden, "reader.borrow_to_read") }
            let resource: Publication.Resource
            do {
                resource = try opened.publication.resource(path)
            } catch let invalid as EPUBPackage.Invalid {
                req.logger.info("not serving \(path) of \(opened.title.id): \(invalid.reason)")
                throw AppError.notFound("file")
            }
            let res = Response(status: .ok, body: .init(data: resource.body))
            res.headers.replaceOrAdd(name: .contentType, value: resource.mediaType)
            res.headers.replaceOrAdd(name: "Content-Security-Policy", value: Self.contentSecurityPolicy)
            res.headers.replaceOrAdd(name: "X-Frame-Options", value: "SAMEORIGIN")
            res.headers.replaceOrAdd(name: "Cross-Origin-Resource-Policy", value: "same-origin")
            // Lent content is not kept in caches: it must lock when the loan ends.
            res.headers.replaceOrAdd(name: .cacheControl, value: "private, no-store")
            return res
        }
    }
}
