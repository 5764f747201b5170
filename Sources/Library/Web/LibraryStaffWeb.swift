import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The staff of a library in the administration (`/admin/libraries/{slug}/staff`) and the
/// staff area (`/library/{slug}/staff`): thin, the rules are `LibraryStaffAccess`' and
/// `LendingService.setLicence`'s.
struct LibraryStaffWeb {
    func register(_ r: AppRoutes) {
        let a = r.administrators
        a.post("admin", "libraries", ":slug", "staff") { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            let library = try await LibraryAdminWeb.library(req)
            let values = req.fields(["username"])
            do {
                _ = try await req.context.libraryStaff.add(username: values["username"] ?? "", to: library, by: admin.user)
                return req.done(AdminPath.library(slug: library.slug).path + "#h-staff", notice: "library_staff_added")
            } catch let error as AppError where error.kind != .serverError {
                return try await AdminLibraryPage.render(req, library: library, staffForm: FormState(values: values, error: error),
                                                         status: .unprocessableEntity)
            }
        }
        a.post("admin", "libraries", ":slug", "staff", ":userId", "delete") { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            let library = try await LibraryAdminWeb.library(req)
            try await req.context.libraryStaff.remove(user: try req.uuid("userId", "user"), from: library, by: admin.user)
            return req.done(AdminPath.library(slug: library.slug).path + "#h-staff", notice: "library_staff_removed")
        }

        r.get("library", ":slug", "staff") { req async throws -> Response in
            let library = try await Self.staffLibrary(req)
            let query = (req.queryValue("q") ?? "").trimmingCharacters(in: .whitespaces)
            let titles = try await req.context.libraryStaff.titles(library, containing: query, limit: StaffTitlesPage.limit)
            let patron = try await LibraryStaffWeb.patron(req, library)
            return try await req.page(StaffTitlesPage.self, .init(library: library, query: query, titles: titles, patron: patron))
        }
        r.get("library", ":slug", "staff", "titles", ":titleId") { req async throws -> Response in
            let library = try await Self.staffLibrary(req)
            return try await StaffTitlePage.render(req, library: library, title: try Self.title(req, library))
        }
        r.post("library", ":slug", "staff", "titles", ":titleId", "licence") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            let title = try await Self.title(req, library)
            let values = req.fields(StaffTitlePage.fields)
            do {
                _ = try await req.context.lending.setLicence(title.id, library: library, try Self.licence(values), by: staff)
                return req.done(LibraryPath.staffTitle(library.slug, title.id).path, notice: "library_licence_saved")
            } catch let error as AppError where error.kind == .validation {
                return try await StaffTitlePage.render(req, library: library, title: title, state: FormState(values: values, error: error),
                                                       status: .unprocessableEntity)
            }
        }
        r.post("library", ":slug", "staff", "titles", ":titleId", "withdrawal") { req async throws -> Response in
            try await Self.withdrawal(req, withdraw: true)
        }
        r.post("library", ":slug", "staff", "titles", ":titleId", "withdrawal", "delete") { req async throws -> Response in
            try await Self.withdrawal(req, withdraw: false)
        }
    }

    /// Withdraw or reinstate from the title's staff page.
    static func withdrawal(_ req: Request, withdraw: Bool) async throws -> Response {
        let library = try await PatronPages.library(req)
        let staff = try await req.context.libraryStaff.require(req.viewer, library)
        let title = try await Self.title(req, library)
        if withdraw {
            try await req.context.lending.withdraw(title.id, library: library, by: staff)
        } else {
            try await req.context.lending.reinstate(title.id, library: library, by: staff)
        }
        return req.done(LibraryPath.staffTitle(library.slug, title.id).path, notice: withdraw ? "library_title_withdrawn" : "library_title_reinstated")
    }

    /// The library, when the viewer is its staff; else not found.
    static func staffLibrary(_ req: Request) async throws -> LibraryRow {
        let library = try await PatronPages.library(req)
        try await req.context.libraryStaff.require(req.viewer, library)
        return library
    }

    /// The viewer's card at the library, for the header (staff may borrow there too).
    static func patron(_ req: Request, _ library: LibraryRow) async throws -> Patron? {
        guard let viewer = req.viewer else { return nil }
        return try await req.context.cards.patronStatus(user: viewer.id, library: library)
    }

    static func title(_ req: Request, _ library: LibraryRow) async throws -> StaffTitle {
        guard let row = try await req.context.libraryStore.staffTitle(try req.uuid("titleId", "title"), library: library.id)
        else { throw AppError.notFound("title") }
        return row.staffTitle(libraryLoanDays: library.loanDays)
    }

    /// The form's fields as the API's body: a number that is not one is out of range; an empty
    /// loan period follows the library's.
    static func licence(_ values: [String: String]) throws -> TitleLicenceInput {
        func number(_ name: String) -> Int? {
            let text = (values[name] ?? "").trimmingCharacters(in: .whitespaces)
            return text.isEmpty ? nil : (Int(text) ?? -1)
        }
        let unlimited = values["unlimited"] == "on"
        return TitleLicenceInput(copies: unlimited ? nil : number("copies"), unlimited: unlimited, loanDays: number("loanDays"))
    }
}
