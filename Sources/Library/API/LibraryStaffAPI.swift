import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The staff of a library (`/api/v1/admin/libraries/{libraryId}/staff`, administrators) and
/// the catalogue as staff keep it (`/api/v1/library/libraries/{libraryId}/staff/…`, staff and
/// administrators; 404 for anyone else). Thin: the rules are `LibraryStaffAccess`' and
/// `LendingService.setLicence`'s.
struct LibraryStaffAPI {
    func register(_ r: AppRoutes) {
        let a = r.administrators
        a.api(AdminLibraryStaffRoute.staff(library: .parameter)) { req in
            let library = try await Self.library(req)
            return JSONBody(try await req.context.libraryStaff.list(library))
        }
        a.api(AdminLibraryStaffRoute.addStaff(library: .parameter, user: .parameter)) { req in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            let library = try await Self.library(req)
            return JSONBody(try await req.context.libraryStaff.add(user: try req.uuid("userId", "user"), to: library, by: admin.user))
        }
        a.api(AdminLibraryStaffRoute.removeStaff(library: .parameter, user: .parameter)) { req in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            let library = try await Self.library(req)
            try await req.context.libraryStaff.remove(user: try req.uuid("userId", "user"), from: library, by: admin.user)
            return HTTPStatus.noContent
        }
        r.api(StaffCatalogueRoute.titles(library: .parameter)) { req in
            let library = try await Self.staffLibrary(req)
            let (_, limit) = try LibraryQuery.paging(req)
            let titles = try await req.context.libraryStaff.titles(library, containing: req.queryValue("q") ?? "", limit: limit)
            return JSONBody(Page(items: titles, nextCursor: nil))
        }
        r.api(StaffCatalogueRoute.title(library: .parameter, title: .parameter)) { req in
            let library = try await Self.staffLibrary(req)
            guard let row = try await req.context.libraryStore.staffTitle(try req.uuid("titleId", "title"), library: library.id)
            else { throw AppError.notFound("title") }
            return JSONBody(row.staffTitle(libraryLoanDays: library.loanDays))
        }
        r.api(StaffCatalogueRoute.setLicence(library: .parameter, title: .parameter)) { req in
            let library = try await Self.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            let input = try req.decodeJSON(TitleLicenceInput.self)
            return JSONBody(try await req.context.lending.setLicence(try req.uuid("titleId", "title"), library: library, input, by: staff))
        }
        r.api(StaffCatalogueRoute.withdraw(library: .parameter, title: .parameter)) { req in
            let library = try await Self.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            return JSONBody(try await req.context.lending.withdraw(try req.uuid("titleId", "title"), library: library, by: staff))
        }
        r.api(StaffCatalogueRoute.reinstate(library: .parameter, title: .parameter)) { req in
            let library = try await Self.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            return JSONBody(try await req.context.lending.reinstate(try req.uuid("titleId", "title"), library: library, by: staff))
        }
    }

    static func library(_ req: Request) async throws -> LibraryRow {
        try await req.context.libraries.find(try req.uuid("libraryId", "library"))
    }

    /// The library, when the viewer is its staff; else not found.
    static func staffLibrary(_ req: Request) async throws -> LibraryRow {
        let library = try await library(req)
        try await req.context.libraryStaff.require(req.viewer, library)
        return library
    }
}
