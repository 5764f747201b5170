import Foundation
import SatchelAPI

extension SatchelClient {
    /// A library's staff (administrators) and the catalogue as its staff keep it.
    public nonisolated var libraryStaff: LibraryStaffClient { LibraryStaffClient(client: self) }
}

public struct LibraryStaffClient: Sendable {
    let client: SatchelClient

    // Administrators: who is staff of a library
    public func staff(_ library: UUID) async throws -> [LibraryStaffMember] { try await client.send(AdminLibraryStaffRoute.staff(library: library)) }
    @discardableResult
    public func addStaff(_ library: UUID, user: UUID) async throws -> LibraryStaffMember {
        try await client.send(AdminLibraryStaffRoute.addStaff(library: library, user: user))
    }
    public func removeStaff(_ library: UUID, user: UUID) async throws {
        try await client.sendEmpty(AdminLibraryStaffRoute.removeStaff(library: library, user: user))
    }

    // Staff: the catalogue
    /// Titles whose title or authors contain `text` (every title when empty), by title.
    public func titles(_ library: UUID, containing text: String = "", limit: Int = 50) async throws -> [StaffTitle] {
        let query = (text.isEmpty ? [] : [("q", text)]) + [("limit", "\(limit)")]
        let page: Page<StaffTitle> = try await client.send(StaffCatalogueRoute.titles(library: library), query: query)
        return page.items
    }
    public func title(_ library: UUID, _ title: UUID) async throws -> StaffTitle {
        try await client.send(StaffCatalogueRoute.title(library: library, title: title))
    }
    /// Copies (or `unlimited`) and the title's own loan period (nil: the library's).
    @discardableResult
    public func setLicence(_ library: UUID, _ title: UUID, _ licence: TitleLicenceInput) async throws -> StaffTitle {
        try await client.send(StaffCatalogueRoute.setLicence(library: library, title: title), body: licence)
    }
    /// Out of search, lists and OPDS; holds cancelled (their people told); loans run on.
    @discardableResult
    public func withdraw(_ library: UUID, _ title: UUID) async throws -> StaffTitle {
        try await client.send(StaffCatalogueRoute.withdraw(library: library, title: title))
    }
    @discardableResult
    public func reinstate(_ library: UUID, _ title: UUID) async throws -> StaffTitle {
        try await client.send(StaffCatalogueRoute.reinstate(library: library, title: title))
    }
}
