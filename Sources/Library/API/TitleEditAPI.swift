import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// A title's catalogue data and cover as staff edit them (`TitleEditRoute`). Thin: the rules
/// are `TitleEditing`'s.
struct TitleEditAPI {
    func register(_ r: AppRoutes) {
        r.api(TitleEditRoute.metadata(library: .parameter, title: .parameter)) { req in
            let library = try await LibraryStaffAPI.staffLibrary(req)
            let metadata = try await req.context.titleEditing.metadata(try req.uuid("titleId", "title"), library: library)
            return JSONBody(metadata, version: metadata.editVersion)
        }
        r.api(TitleEditRoute.editMetadata(library: .parameter, title: .parameter)) { req in
            let library = try await LibraryStaffAPI.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            let change = try req.decodeJSON(TitleMetadataChange.self)
            let saved = try await req.context.titleEditing.edit(try req.uuid("titleId", "title"), library: library, change,
                                                                precondition: try req.precondition(), by: staff)
            return JSONBody(saved, version: saved.editVersion)
        }
        // Collected up to a little over the limit, so a larger image is a 413 that names it.
        r.api(TitleEditRoute.setCover(library: .parameter, title: .parameter),
              body: .collect(maxSize: ByteCount(value: TitleEditing.coverMaxBytes + 1))) { req in
            let library = try await LibraryStaffAPI.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            guard let buffer = req.body.data, buffer.readableBytes > 0 else { throw AppError.invalid("photo", "image.empty") }
            let saved = try await req.context.titleEditing.setCover(try req.uuid("titleId", "title"), library: library,
                                                                    bytes: Array(buffer.readableBytesView), by: staff)
            return JSONBody(saved, version: saved.editVersion)
        }
    }
}
