import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/library/{slug}/staff/imports`: staff import catalogue files as administrators do
/// (`LibraryAdminWeb`): the same streamed upload, background import and progress page, behind
/// the staff check (404 for anyone else).
struct StaffImportWeb {
    static let importPath = ["library", ":slug", "staff", "imports"]

    func register(_ r: AppRoutes, app: Application) {
        r.get("library", ":slug", "staff", "imports") { req async throws -> Response in
            try await StaffImportsPage.render(req, library: try await LibraryStaffWeb.staffLibrary(req))
        }
        // The catalogue file is streamed to the data folder, not collected in memory.
        app.streamedUploads.register(Self.importPath)
        r.on(.POST, Self.importPath.map { PathComponent(stringLiteral: $0) }, body: .stream) { req async throws -> Response in
            let library = try await PatronPages.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            do {
                let id = try await LibraryAdminWeb.startImport(req, library: library, admin: staff)
                return req.redirect(to: LibraryPath.staffImport(library.slug, id).path, redirectType: .normal)
            } catch let error as AppError where error.kind != .serverError && error.kind != .forbidden {
                return try await StaffImportsPage.render(req, library: library, upload: FormState(error: error),
                                                         status: HTTPStatus(statusCode: error.kind.status))
            }
        }
        r.get("library", ":slug", "staff", "imports", ":importId") { req async throws -> Response in
            let library = try await LibraryStaffWeb.staffLibrary(req)
            let progress = try Self.progress(req, library)
            let warnings = try await req.context.libraryStore.warnings(importID: progress.id, library: library.id, limit: AdminImportPage.warningsShown)
            return try await req.page(AdminImportPage.self, .init(library: library, progress: progress, warnings: warnings, staffArea: true,
                                                                  patron: try await LibraryStaffWeb.patron(req, library)))
        }
        r.get("library", ":slug", "staff", "imports", ":importId", "progress") { req async throws -> Response in
            let library = try await LibraryStaffWeb.staffLibrary(req)
            return try await JSONBody(try Self.progress(req, library)).encodeResponse(for: req)
        }
    }

    static func progress(_ req: Request, _ library: LibraryRow) throws -> LibraryImportProgress {
        guard let progress = req.context.libraryAdministration.importProgress(try req.uuid("importId", "import"), library: library)
        else { throw AppError.notFound("import") }
        return progress
    }
}
