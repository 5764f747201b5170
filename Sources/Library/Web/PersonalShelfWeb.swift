import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/library/my-shelves…`: shelves of one's own — the list and a new one, a shelf (rename,
/// take a title off, delete after asking), and the title page's "On your shelves" form. Forms
/// carry the shelf's version: a change from an old page is shown the shelf as it is now.
struct PersonalShelfWeb {
    func register(_ r: AppRoutes) {
        r.get("library", "my-shelves") { req async throws -> Response in try await Self.list(req) }
        r.post("library", "my-shelves") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let name = req.field("name") ?? ""
            do {
                let shelf = try await req.context.personalShelves.create(PersonalShelfInput(name: name), user: viewer.id)
                return req.done(LibraryPath.myShelf(shelf.id).path, notice: "library.my_shelves.made")
            } catch let error as AppError where error.kind == .validation {
                return try await Self.list(req, state: FormState(values: ["name": name], error: error), status: .unprocessableEntity)
            }
        }
        r.get("library", "my-shelves", ":shelfId") { req async throws -> Response in try await Self.shelf(req) }
        r.post("library", "my-shelves", ":shelfId", "rename") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("shelfId", "shelf")
            let name = req.field("name") ?? ""
            do {
                _ = try await req.context.personalShelves.rename(id, PersonalShelfInput(name: name), user: viewer.id,
                                                                 precondition: req.formPrecondition())
                return req.done(LibraryPath.myShelf(id).path, notice: "library.my_shelves.renamed")
            } catch let error as AppError where error.kind == .validation {
                return try await Self.shelf(req, state: FormState(values: ["name": name], error: error), status: .unprocessableEntity)
            } catch where isStaleCopy(error) {
                return try await Self.shelf(req, state: FormState(values: ["name": name]), problem: AppError(.conflict, "library.my_shelves.changed"),
                                            status: .conflict)
            }
        }
        r.get("library", "my-shelves", ":shelfId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let detail = try await req.context.personalShelves.shelf(try req.uuid("shelfId", "shelf"), user: viewer.id)
            let l = req.localizer
            return try await ConfirmPage.response(req, title: l.t("library.my_shelves.delete_title", ["name": detail.shelf.name]),
                                                  message: l.t("library.my_shelves.delete_message", ["count": "\(detail.shelf.titleCount)"]),
                                                  action: LibraryPath.deleteMyShelf(detail.shelf.id).path, button: l.t("library.my_shelves.delete"),
                                                  cancel: LibraryPath.myShelf(detail.shelf.id).path,
                                                  hidden: [("version", "\(detail.shelf.version)")])
        }
        r.post("library", "my-shelves", ":shelfId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            do {
                try await req.context.personalShelves.delete(try req.uuid("shelfId", "shelf"), user: viewer.id, precondition: req.formPrecondition())
            } catch where isStaleCopy(error) {
                return try await Self.shelf(req, problem: AppError(.conflict, "library.my_shelves.changed"), status: .conflict)
            }
            return req.done(LibraryPath.myShelves.path, notice: "library.my_shelves.deleted")
        }
        r.post("library", "my-shelves", ":shelfId", "titles", ":titleId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("shelfId", "shelf")
            do {
                _ = try await req.context.personalShelves.remove(try req.uuid("titleId", "title"), from: id, user: viewer.id,
                                                                 precondition: req.formPrecondition())
            } catch where isStaleCopy(error) {
                return try await Self.shelf(req, problem: AppError(.conflict, "library.my_shelves.changed"), status: .conflict)
            }
            return req.done(LibraryPath.myShelf(id).path)
        }
        r.post("library", ":slug", "titles", ":titleId", "my-shelves") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let slug = try req.parameters.require("slug")
            let title = try req.uuid("titleId", "title")
            let shown = Set((req.field("shown") ?? "").split(separator: ",").compactMap { UUID(uuidString: String($0)) })
            let checked = Set(shown.filter { req.field("shelf-" + $0.uuidString.lowercased()) == "on" })
            let newName = req.field("newShelf")
            do {
                try await req.context.personalShelves.place(title, checked: checked, shown: shown, newName: newName, user: viewer.id)
            } catch let error as AppError where error.kind == .validation {
                return try await CatalogPages.title(req, shelvesState: FormState(values: ["newShelf": newName ?? ""], error: error),
                                                    status: .unprocessableEntity)
            }
            return req.done(LibraryPath.title(slug, title).path + "#my-shelves", notice: "library.my_shelves.saved")
        }
    }

    static func list(_ req: Request, state: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let shelves = try await req.context.personalShelves.shelves(user: try req.requireViewer().id)
        return try await req.page(PersonalShelvesPage.self, PersonalShelvesPage.Model(shelves: shelves, state: state), status: status)
    }

    /// The shelf's page; the rename form keeps what was typed, with the version as it is now.
    static func shelf(_ req: Request, state: FormState = FormState(), problem: AppError? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let from = max(0, Int(req.queryValue("from") ?? "") ?? 0)
        let (detail, more) = try await req.context.personalShelves.shelf(try req.uuid("shelfId", "shelf"), user: try req.requireViewer().id,
                                                                         from: from, limit: PersonalShelfPage.pageSize)
        var state = state
        if state.values["name"] == nil { state.values["name"] = detail.shelf.name }
        return try await req.page(PersonalShelfPage.self, PersonalShelfPage.Model(detail: detail, state: state, problem: problem,
                                                                                  from: from, more: more), status: status)
    }
}
