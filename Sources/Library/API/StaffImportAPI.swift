import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/api/v1/library/libraries/{libraryId}/staff/imports`: a library's staff import catalogue
/// files as administrators do (404 for anyone else). The administration's handlers, behind the
/// staff check.
struct StaffImportAPI {
    func register(_ r: AppRoutes) {
        // The catalogue file is the body, streamed to the data folder.
        r.api(StaffImportRoute.startImport(library: .parameter), body: .stream) { req in
            let library = try await req.context.libraries.find(try req.uuid("libraryId", "library"))
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            return try await LibraryAdminAPI.startImport(req, library: library, by: staff)
        }
        r.api(StaffImportRoute.importProgress(library: .parameter, import: .parameter)) { req in
            let library = try await req.context.libraries.find(try req.uuid("libraryId", "library"))
            try await req.context.libraryStaff.require(req.viewer, library)
            return try LibraryAdminAPI.importProgress(req, library: library)
        }
    }
}
