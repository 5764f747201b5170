import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/api/v1/admin/libraries`: the libraries and their catalogue imports, for administrators
/// only (404 for anyone else). The same services as the pages.
struct LibraryAdminAPI {
    func register(_ r: AppRoutes) {
        let a = r.administrators
        a.api(AdminLibraryRoute.libraries) { req in
            JSONBody(Page(items: try await req.context.libraryAdministration.list(), nextCursor: nil))
        }
        a.api(AdminLibraryRoute.addLibrary) { req in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            let body = try req.content.decode(LibrarySetupRequest.self)
            let administration = req.context.libraryAdministration
            let row = try await administration.add(LibraryService.Setup(body), by: admin.user)
            return JSONBody(try await administration.administered(row), status: .created)
        }
        // The catalogue file is the body, streamed to the data folder.
        a.api(AdminLibraryRoute.startImport(library: .parameter), body: .stream) { req in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            return try await Self.startImport(req, library: try await req.context.libraries.find(try req.uuid("libraryId", "library")),
                                              by: admin.user)
        }
        a.api(AdminLibraryRoute.importProgress(library: .parameter, import: .parameter)) { req in
            try Self.importProgress(req, library: try await req.context.libraries.find(try req.uuid("libraryId", "library")))
        }
    }

    /// Receives the streamed body and starts its import (the administration's and the staff's).
    static func startImport(_ req: Request, library: LibraryRow, by user: ViewerUser) async throws -> JSONBody<LibraryImportProgress> {
        let uploads = req.application.context.catalogueUploads
        try uploads.checkNoneRunning(library)
        let copies = try Self.copies(req)
        let path = try uploads.newUploadPath()
        let received = try await StreamedUpload.receive(req, to: path, fileField: "file", maxBytes: uploads.maxBytes,
                                                        tooLargeCode: "library.import_too_large")
        let id = try await uploads.start(path, filename: req.queryValue("filename") ?? received.filename ?? "upload",
                                         library: library, copies: copies, by: user)
        guard let progress = req.context.libraryAdministration.importProgress(id, library: library) else { throw AppError.notFound("import") }
        return JSONBody(progress, status: .accepted)
    }

    /// An import of the library (`{importId}`) as it stands.
    static func importProgress(_ req: Request, library: LibraryRow) throws -> JSONBody<LibraryImportProgress> {
        guard let progress = req.context.libraryAdministration.importProgress(try req.uuid("importId", "import"), library: library)
        else { throw AppError.notFound("import") }
        return JSONBody(progress)
    }

    /// `?copies=N` (default 1) or `?unlimited=true`, as `library import-marc --copies` and `--unlimited`.
    static func copies(_ req: Request) throws -> Int? {
        if let unlimited = req.queryValue("unlimited"), !unlimited.isEmpty {
            guard let flag = Bool(unlimited) else { throw AppError.invalid("unlimited", "library.boolean") }
            if flag { return nil }
        }
        guard let text = req.queryValue("copies"), !text.isEmpty else { return 1 }
        guard let copies = Int(text), copies >= 0 else { throw AppError.invalid("copies", "library.range", ["min": "0", "max": "\(Int.max)"]) }
        return copies
    }
}
