import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/api/v1/reader/…annotations…`: highlights and notes, synced between devices, and their
/// exports. The rules are in `Annotations`.
struct AnnotationAPI {
    static let jsonLD = HTTPMediaType(type: "application", subType: "ld+json")
    static let markdown = HTTPMediaType(type: "text", subType: "markdown", parameters: ["charset": "utf-8"])

    func register(_ r: AppRoutes) {
        r.api(AnnotationRoute.annotations(.parameter)) { req in
            let viewer = try req.requireViewer()
            var since: Date?
            if let text = req.queryText("since") {
                guard let date = RFC3339.date(text) else { throw AppError.invalid("since", "reader.since") }
                since = date
            }
            return JSONBody(try await req.context.annotations.list(try req.uuid("titleId", "title"), user: viewer.id, since: since))
        }
        r.api(AnnotationRoute.putAnnotation(.parameter, .parameter)) { req in
            let viewer = try req.requireViewer()
            let input = try req.decodeJSON(AnnotationInput.self)
            let (annotation, created) = try await req.context.annotations.put(try req.uuid("annotationId", "annotation"), input,
                                                                           titleID: try req.uuid("titleId", "title"), user: viewer.id)
            return JSONBody(annotation, status: created ? .created : .ok, version: annotation.version)
        }
        r.api(AnnotationRoute.changeAnnotation(.parameter, .parameter)) { req in
            let viewer = try req.requireViewer()
            let change = try req.decodeJSON(AnnotationChange.self)
            var precondition = try req.precondition()
            if precondition == .unconditional, let version = change.version { precondition = .ifMatch(.versions([version])) }
            let annotation = try await req.context.annotations.change(try req.uuid("annotationId", "annotation"), change,
                                                                   titleID: try req.uuid("titleId", "title"), user: viewer.id,
                                                                   precondition: precondition)
            return JSONBody(annotation, version: annotation.version)
        }
        r.api(AnnotationRoute.deleteAnnotation(.parameter, .parameter)) { req in
            let viewer = try req.requireViewer()
            try await req.context.annotations.delete(try req.uuid("annotationId", "annotation"), titleID: try req.uuid("titleId", "title"),
                                                     user: viewer.id)
            return HTTPStatus.noContent
        }
        r.api(AnnotationRoute.allAnnotations) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.annotations.all(user: viewer.id, cursor: req.queryText("cursor")))
        }
        r.api(AnnotationRoute.exportJSONLD) { req in
            try await Self.export(req, markdown: false)
        }
        r.api(AnnotationRoute.exportMarkdown) { req in
            try await Self.export(req, markdown: true)
        }
    }

    /// The person's highlights (or one book's, `titleId`) as a download.
    static func export(_ req: Request, markdown: Bool) async throws -> Response {
        let viewer = try req.requireViewer()
        var titleID: UUID?
        if let text = req.queryValue("titleId") {
            guard let id = UUID(uuidString: text) else { throw AppError.invalid("titleId", "reader.title_id") }
            titleID = id
        }
        let books = try await req.context.annotations.everything(user: viewer.id, titleID: titleID)
        let res = Response(status: .ok)
        if markdown {
            res.headers.contentType = Self.markdown
            res.headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"highlights.md\"")
            res.body = .init(string: AnnotationExport.markdown(books, req.localizer))
        } else {
            res.headers.contentType = Self.jsonLD
            res.headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"highlights.jsonld\"")
            res.body = .init(data: try AnnotationExport.jsonLD(books, label: req.localizer.t("library.notes.title")))
        }
        return res
    }
}
