import Foundation
import SatchelAPI
import SatchelCore

/// The libraries as administrators set them up in the browser or the API: the rules are
/// `LibraryService.save`'s (as for `satchel library add`), each change in the audit log.
public struct LibraryAdministration: Sendable {
    let context: SatchelContext

    /// Every library with its catalogue's size and its running import, by name.
    public func list() async throws -> [AdministeredLibrary] {
        var listed: [AdministeredLibrary] = []
        for row in try await context.libraries.all() {
            listed.append(try await administered(row))
        }
        return listed.sorted { $0.library.name.localizedStandardCompare($1.library.name) == .orderedAscending }
    }

    public func administered(_ row: LibraryRow) async throws -> AdministeredLibrary {
        AdministeredLibrary(library: context.libraries.summary(row, chosen: false),
                            titles: try await context.libraryStore.titleCount(library: row.id),
                            runningImport: context.browserImports.running(library: row.id))
    }

    /// Adds a library; a slug already in use is refused (changing one is `change`).
    public func add(_ setup: LibraryService.Setup, by admin: ViewerUser) async throws -> LibraryRow {
        if try await context.libraryStore.library(slug: setup.slug) != nil {
            throw AppError.invalid("slug", "library.slug_taken")
        }
        let row = try await context.libraries.save(setup)
        try await context.adminAudit.record(by: admin, "library.add", subject: row.id, subjectName: row.name, detail: "/library/" + row.slug)
        return row
    }

    /// Changes the settings of the library with `setup.slug`.
    public func change(_ setup: LibraryService.Setup, by admin: ViewerUser) async throws -> LibraryRow {
        _ = try await context.libraries.find(slug: setup.slug)
        let row = try await context.libraries.save(setup)
        try await context.adminAudit.record(by: admin, "library.change", subject: row.id, subjectName: row.name)
        return row
    }

    /// An import started in this process, as it stands; nil when this process does not know it.
    public func importProgress(_ id: UUID, library: LibraryRow) -> LibraryImportProgress? {
        guard let entry = context.browserImports.entry(id), entry.libraryID == library.id,
              let s = context.longWork.snapshot(id: id) else { return nil }
        return LibraryImportProgress(id: id, library: library.slug, filename: entry.filename, state: s.state.rawValue, done: s.done,
                                     unit: s.unit, total: s.total, fraction: s.state == .finished ? 1 : s.fraction,
                                     ratePerSecond: s.ratePerSecond, secondsLeft: s.secondsLeft, startedAt: s.startedAt,
                                     updatedAt: s.updatedAt, failure: s.failure, summary: entry.outcome)
    }

    /// The imports of a library this process knows, the newest first.
    public func imports(_ library: LibraryRow) -> [LibraryImportProgress] {
        context.browserImports.entries(library: library.id).compactMap { importProgress($0.id, library: library) }
    }
}

extension LibraryService.Setup {
    /// The setup a form or the API asks for; what is left out has `satchel library add`'s defaults.
    public init(_ request: LibrarySetupRequest) {
        self.init(slug: request.slug.trimmingCharacters(in: .whitespaces), name: request.name, language: request.language)
        loanDays = request.loanDays ?? loanDays
        pickupDays = request.pickupDays ?? pickupDays
        maxLoans = request.maxLoans ?? maxLoans
        maxHolds = request.maxHolds ?? maxHolds
        selfRegistration = request.selfRegistration ?? false
    }
}

extension SatchelContext {
    public var libraryAdministration: LibraryAdministration { LibraryAdministration(context: self) }
}
