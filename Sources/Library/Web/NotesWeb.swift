import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/library/notes`: the Notes page, editing a note (from the version shown: a stale edit gets
/// the conflict page offering both notes kept) and deleting (asked first).
struct NotesWeb {
    static let path = "/library/notes"

    func register(_ r: AppRoutes) {
        r.get("library", "notes") { req async throws -> Response in try await Self.page(req) }
        r.post("library", "notes", ":annotationId") { req async throws -> Response in try await Self.edit(req) }
        r.get("library", "notes", ":annotationId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let r = try await req.context.annotations.find(try req.uuid("annotationId", "annotation"), user: viewer.id)
            let l = req.localizer
            return try await ConfirmPage.response(req, title: l.t("library.notes.delete_title"),
                                                  message: l.t("library.notes.delete_message", ["quote": String(r.exact.prefix(120))]),
                                                  action: Self.path + "/" + r.id!.uuidString.lowercased() + "/delete",
                                                  button: l.t("library.notes.delete"), cancel: Self.back(r.titleID))
        }
        r.post("library", "notes", ":annotationId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let r = try await req.context.annotations.find(try req.uuid("annotationId", "annotation"), user: viewer.id)
            try await req.context.annotations.delete(r.id!, titleID: nil, user: viewer.id)
            return req.done(Self.back(r.titleID))
        }
    }

    static func back(_ titleID: UUID) -> String { path + "?title=" + titleID.uuidString.lowercased() }

    static func page(_ req: Request, editing: UUID? = nil, state: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        var titleID: UUID?
        if let text = req.queryText("title") {
            guard let id = UUID(uuidString: text) else { throw AppError.notFound("title") }
            titleID = id
        }
        var books: [NotesPage.Book] = []
        for a in try await req.context.annotations.everything(user: viewer.id, titleID: titleID) {
            let title = try await req.context.titles.find(a.titleId)
            let library = try await req.context.libraries.find(title.listing.libraryID)
            books.append(.init(annotations: a, read: LibraryPath.read(library.slug, a.titleId).path))
        }
        return try await req.page(NotesPage.self, NotesPage.Model(books: books, titleID: titleID, editing: editing, state: state), status: status)
    }

    static func edit(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let id = try req.uuid("annotationId", "annotation")
        let r = try await req.context.annotations.find(id, user: viewer.id)
        let values = req.fields(["note", "version"])
        let change = AnnotationChange(note: values["note"] ?? "", device: ReaderDevice(id: "web", name: req.localizer.t("library.notes.device_web")),
                                      modified: req.context.now)
        do {
            _ = try await req.context.annotations.change(id, change, titleID: r.titleID, user: viewer.id, precondition: req.formPrecondition())
        } catch let stale as StaleCopy<ReaderAnnotation> {
            // Keep both: what is saved now, then what was typed here, marked as from this device.
            let theirs = stale.current.note ?? ""
            let mine = values["note"] ?? ""
            let both = theirs.isEmpty ? mine : theirs + "\n\n" + req.localizer.t("library.notes.from_device", ["device": change.device.name]) + "\n" + mine
            return try await req.conflictPage(ConflictPage.Model(
                name: String(stale.current.exact.prefix(80)), action: path + "/" + id.uuidString.lowercased(), version: stale.version,
                fields: [.init(name: "note", label: req.localizer.t("library.notes.note"), mine: both, theirs: theirs, multiline: true)],
                carried: [], back: back(r.titleID), tab: LibraryTab.tab))
        } catch let error as AppError where error.kind == .validation {
            req.url.query = "title=" + r.titleID.uuidString.lowercased()
            return try await page(req, editing: id, state: FormState(values: values, error: error), status: .unprocessableEntity)
        }
        return req.done(back(r.titleID) + "#annotation-" + id.uuidString.lowercased())
    }
}
