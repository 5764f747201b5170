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
        // Streamed: who sends it is checked before the body is read. Read up to a little over the
        // limit, so a larger image is a 413 that names it.
        r.api(TitleEditRoute.setCover(library: .parameter, title: .parameter), body: .stream) { req in
            let library = try await LibraryStaffAPI.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            let precondition = try req.precondition()
            var bytes: [UInt8] = []
            for try await chunk in req.body {
                bytes += chunk.readableBytesView.prefix(TitleEditing.coverMaxBytes + 1 - bytes.count)
                if bytes.count > TitleEditing.coverMaxBytes { break }
            }
            let saved = try await req.context.titleEditing.setCover(try req.uuid("titleId", "title"), library: library,
                                                                    bytes: bytes, precondition: precondition, by: staff)
            return JSONBody(saved, version: saved.editVersion)
        }
    }
}
