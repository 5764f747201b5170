import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/admin/libraries`: setting libraries up and importing their catalogues in the browser, for
/// administrators only (404 for anyone else). Thin: the rules are in `LibraryAdministration`
/// and `CatalogueUploads`.
struct LibraryAdminWeb {
    static let importPath = ["admin", "libraries", ":slug", "import"]

    func register(_ r: AppRoutes, app: Application) {
        let a = r.administrators
        a.get("admin", "libraries") { req async throws -> Response in try await AdminLibrariesPage.render(req) }
        a.post("admin", "libraries") { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            let values = req.fields(AdminLibrariesPage.fields)
            do {
                let row = try await req.context.libraryAdministration.add(Self.setup(values), by: admin.user)
                return req.done(AdminPath.library(slug: row.slug).path, notice: "library_added")
            } catch let error as AppError where error.kind != .serverError {
                return try await AdminLibrariesPage.render(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        a.get("admin", "libraries", ":slug") { req async throws -> Response in
            try await AdminLibraryPage.render(req, library: try await Self.library(req))
        }
        a.post("admin", "libraries", ":slug") { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            let library = try await Self.library(req)
            var values = req.fields(AdminLibrariesPage.fields)
            values["slug"] = library.slug
            do {
                _ = try await req.context.libraryAdministration.change(Self.setup(values), by: admin.user)
                return req.done(AdminPath.library(slug: library.slug).path, notice: "library_changed")
            } catch let error as AppError where error.kind != .serverError {
                return try await AdminLibraryPage.render(req, library: library, settings: FormState(values: values, error: error),
                                                         status: .unprocessableEntity)
            }
        }
        // The catalogue file is streamed to the data folder, not collected in memory.
        app.streamedUploads.register(Self.importPath)
        a.on(.POST, Self.importPath.map { PathComponent(stringLiteral: $0) }, body: .stream) { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            let library = try await Self.library(req)
            do {
                let id = try await Self.startImport(req, library: library, admin: admin.user)
                return req.redirect(to: AdminPath.libraryImportProgress(slug: library.slug, id: id).path, redirectType: .normal)
            } catch let error as AppError where error.kind != .serverError && error.kind != .forbidden {
                return try await AdminLibraryPage.render(req, library: library, upload: FormState(error: error),
                                                         status: HTTPStatus(statusCode: error.kind.status))
            }
        }
        a.get("admin", "libraries", ":slug", "imports", ":importId") { req async throws -> Response in
            let library = try await Self.library(req)
            guard let progress = req.context.libraryAdministration.importProgress(try req.uuid("importId", "import"), library: library)
            else { throw AppError.notFound("import") }
            let warnings = try await req.context.libraryStore.warnings(importID: progress.id, library: library.id, limit: AdminImportPage.warningsShown)
            return try await req.page(AdminImportPage.self, .init(library: library, progress: progress, warnings: warnings))
        }
        a.get("admin", "libraries", ":slug", "imports", ":importId", "progress") { req async throws -> Response in
            let library = try await Self.library(req)
            guard let progress = req.context.libraryAdministration.importProgress(try req.uuid("importId", "import"), library: library)
            else { throw AppError.notFound("import") }
            return try await JSONBody(progress).encodeResponse(for: req)
        }
    }

    static func library(_ req: Request) async throws -> LibraryRow {
        try await req.context.libraries.find(slug: req.parameters.get("slug") ?? "")
    }

    /// Receives the upload and starts its import in the app (the request ends at once).
    static func startImport(_ req: Request, library: LibraryRow, admin: ViewerUser) async throws -> UUID {
        let uploads = req.application.context.catalogueUploads
        try uploads.checkNoneRunning(library)
        let path = try uploads.newUploadPath()
        let received = try await StreamedUpload.receive(req, to: path, fileField: "file", maxBytes: uploads.maxBytes,
                                                        tooLargeCode: "library.import_too_large")
        let copies = received.fields["unlimited"] == "on" ? nil : max(0, Int(received.fields["copies"] ?? "") ?? 1)
        return try await uploads.start(path, filename: received.filename ?? "upload", library: library, copies: copies, by: admin)
    }

    /// The form's fields as `satchel library add` takes them; a number that is not one is out of range.
    static func setup(_ values: [String: String]) -> LibraryService.Setup {
        func number(_ name: String) -> Int { Int((values[name] ?? "").trimmingCharacters(in: .whitespaces)) ?? -1 }
        var setup = LibraryService.Setup(LibrarySetupRequest(slug: values["slug"] ?? "", name: values["name"] ?? "",
                                                             language: values["language"] ?? ""))
        setup.loanDays = number("loanDays")
        setup.pickupDays = number("pickupDays")
        setup.maxLoans = number("maxLoans")
        setup.maxHolds = number("maxHolds")
        setup.selfRegistration = values["selfRegistration"] == "on"
        setup.help = values["help"] ?? ""
        return setup
    }
}
