import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The staff's edit form of a title and its cover upload. Thin: the rules are `TitleEditing`'s.
struct TitleEditWeb {
    /// The cover form's body is read as it arrives (`PhotoForm`), so its CSRF check is its own.
    static let photoForms = [["library", ":slug", "staff", "titles", ":titleId", "cover"]]

    func register(_ r: AppRoutes) {
        r.get("library", ":slug", "staff", "titles", ":titleId", "edit") { req async throws -> Response in
            let library = try await LibraryStaffWeb.staffLibrary(req)
            let metadata = try await req.context.titleEditing.metadata(try req.uuid("titleId", "title"), library: library)
            return try await StaffTitleEditPage.render(req, library: library, metadata: metadata)
        }
        r.post("library", ":slug", "staff", "titles", ":titleId", "edit") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            let id = try req.uuid("titleId", "title")
            var values = req.fields(StaffTitleEditPage.fields + ["version"])
            do {
                _ = try await req.context.titleEditing.edit(id, library: library, StaffTitleEditPage.change(values),
                                                            precondition: req.formPrecondition(), by: staff)
                return req.done(LibraryPath.staffTitle(library.slug, id).path, notice: "library_title_edited")
            } catch let error as AppError where error.kind == .validation {
                let current = try await req.context.titleEditing.metadata(id, library: library)
                if values["version"] == nil { values["version"] = "\(current.editVersion)" }
                return try await StaffTitleEditPage.render(req, library: library, metadata: current,
                                                           state: FormState(values: values, error: error), status: .unprocessableEntity)
            } catch where isStaleCopy(error) {
                // Changed by someone else since the form was opened: both shown, nothing overwritten.
                let current = try await req.context.titleEditing.metadata(id, library: library)
                let l = req.localizer
                return try await req.conflictPage(ConflictPage.Model(
                    name: current.title, action: LibraryPath.staffEdit(library.slug, id).path, version: current.editVersion, mine: values,
                    theirs: StaffTitleEditPage.values(of: current),
                    shown: StaffTitleEditPage.fields.map { ($0, l.t("library.staff.field." + $0), StaffTitleEditPage.lists.contains($0) || $0 == "description") },
                    main: "title", back: LibraryPath.staffTitle(library.slug, id).path, tab: LibraryTab.tab))
            }
        }
        r.post("library", ":slug", "staff", "titles", ":titleId", "cover") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            let id = try req.uuid("titleId", "title")
            // Staff only, before the upload is read.
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            let form = try await PhotoForm.read(req, back: LibraryPath.staffEdit(library.slug, id).path)
            do {
                if let error = form.photoError(req.context.settings) { throw error }
                guard let photo = form.photo else { throw AppError.invalid("photo", "image.empty") }
                _ = try await req.context.titleEditing.setCover(id, library: library, bytes: photo, precondition: req.formPrecondition(), by: staff)
                return req.done(LibraryPath.staffEdit(library.slug, id).path, notice: "library_cover_saved")
            } catch where isStaleCopy(error) {
                // Changed since the page was opened (another cover, or its data): the page as it is
                // now, saying so; the file is chosen again after a look.
                return try await StaffTitleEditPage.render(req, library: library,
                                                           metadata: try await req.context.titleEditing.metadata(id, library: library),
                                                           coverState: FormState(error: AppError.invalid("photo", "library.staff.cover_changed")),
                                                           status: .conflict)
            } catch let error as AppError where [.validation, .payloadTooLarge, .unsupportedMediaType].contains(error.kind) {
                let issue = error.fields.first
                let shown = AppError.invalid("photo", issue?.code ?? error.code, issue?.args ?? error.args)
                return try await StaffTitleEditPage.render(req, library: library,
                                                           metadata: try await req.context.titleEditing.metadata(id, library: library),
                                                           coverState: FormState(error: shown), status: .unprocessableEntity)
            }
        }
    }
}
