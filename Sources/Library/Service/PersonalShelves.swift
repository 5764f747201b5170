import Foundation
import SatchelAPI
import SatchelCore

/// Shelves of one's own (issue 43): a person names shelves ("för resan", "Book club") and puts
/// titles of any library on them. Only their owner sees them: anyone else's is not found. Each
/// shelf has a version, one up with every rename and every title put on or taken off; a change
/// made from another version is refused with the shelf as it is (412), never made over it.
struct PersonalShelves {
    let context: SatchelContext

    static let nameMax = 60
    static let maxShelves = 100
    static let maxTitles = 2_000

    /// What a name is compared as: two names differing only in case, width or spacing are one
    /// ("För resan" = "för  RESAN"); letters with diacritics stay their own (å is not a).
    static func nameKey(_ name: String) -> String {
        UserText.collapsed(name).precomposedStringWithCompatibilityMapping.lowercased()
    }

    /// The name as kept (one line, spaces collapsed), or 422 on `field`.
    static func cleanName(_ text: String, field: String = "name") throws -> String {
        let name = UserText.collapsed(UserText.clean(text))
        guard !name.isEmpty else { throw AppError.invalid(field, "field.required") }
        guard name.count <= nameMax else { throw AppError.invalid(field, "field.too_long", ["max": "\(nameMax)"]) }
        return name
    }

    // MARK: reading

    func shelves(user: UUID) async throws -> [PersonalShelf] {
        try await context.libraryStore.personalShelves(user: user).map(Self.render)
    }

    /// The person's own shelf, or 404 (also for anyone else's).
    func row(_ id: UUID, user: UUID) async throws -> PersonalShelfRow {
        guard let row = try await context.libraryStore.personalShelf(id), row.userID == user else { throw AppError.notFound("shelf") }
        return row
    }

    func shelf(_ id: UUID, user: UUID) async throws -> PersonalShelfDetail {
        try await shelf(id, user: user, from: 0, limit: Self.maxTitles).detail
    }

    /// The shelf with `limit` of its titles from the `from`th on (the web page's part of it),
    /// and whether more follow. Only those are looked up, so a long shelf's page stays quick.
    func shelf(_ id: UUID, user: UUID, from: Int, limit: Int) async throws -> (detail: PersonalShelfDetail, more: Bool) {
        let row = try await row(id, user: user)
        let all = try await context.libraryStore.personalShelfTitles(id)
        let start = min(max(from, 0), all.count)
        let entries = Array(all[start..<min(all.count, start + limit)])
        // A title the library withdrew can no longer be opened: the shelf leaves it out.
        let listings = try await context.libraryStore.lentTitles(ids: entries.map(\.titleID))
        let libraries = try await context.libraryStore.libraries(ids: Array(Set(listings.map(\.libraryID))))
        var summaries: [UUID: (TitleSummary, LibraryRef)] = [:]
        for library in libraries {
            let ref = LibraryRef(id: library.id, slug: library.slug, name: library.name)
            for summary in try await context.titles.summaries(listings.filter { $0.libraryID == library.id }, library: library) {
                summaries[summary.id] = (summary, ref)
            }
        }
        let titles = entries.compactMap { entry in
            summaries[entry.titleID].map { PersonalShelfTitle(title: $0.0, library: $0.1, addedAt: entry.addedAt) }
        }
        return (PersonalShelfDetail(shelf: Self.render(row), titles: titles), start + limit < all.count)
    }

    /// Every shelf with its titles ("download my data").
    func everything(user: UUID) async throws -> [PersonalShelfDetail] {
        var all: [PersonalShelfDetail] = []
        for shelf in try await shelves(user: user) { all.append(try await self.shelf(shelf.id, user: user)) }
        return all
    }

    /// Every shelf of the person, each with whether `title` is on it.
    func marks(title: UUID, user: UUID) async throws -> [PersonalShelfMark] {
        _ = try await context.titles.find(title)
        let holding = try await context.libraryStore.personalShelfIDs(user: user, holding: title)
        return try await shelves(user: user).map { PersonalShelfMark(shelf: $0, contains: holding.contains($0.id)) }
    }

    // MARK: changing

    /// A new shelf: 422 on `name` when the name is empty, too long or one of the person's
    /// shelves has it already, or the person has as many shelves as may be.
    func create(_ input: PersonalShelfInput, user: UUID, field: String = "name") async throws -> PersonalShelf {
        let name = try Self.cleanName(input.name, field: field)
        let key = Self.nameKey(name)
        let store = context.libraryStore
        let taken = AppError.invalid(field, "library.my_shelves.name_taken", ["name": name])
        if try await store.personalShelf(user: user, nameKey: key) != nil { throw taken }
        let id = UUID()
        let now = context.now
        let tooMany = AppError.invalid(field, "library.my_shelves.too_many", ["max": "\(Self.maxShelves)"])
        try await uniqueWrite(or: taken) {
            try await context.writeTransaction { tx in
                // Counted and written as one: shelves made at the same moment cannot pass the limit.
                if tx.isPostgres {
                    try await tx.sql.raw("SELECT pg_advisory_xact_lock(hashtextextended(\(bind: "my-shelves:" + user.uuidString), 0))").run()
                }
                guard try await tx.libraryStore.personalShelfCount(user: user) < Self.maxShelves else { throw tooMany }
                try await tx.libraryStore.insertPersonalShelf(id: id, user: user, name: name, nameKey: key, at: now)
            }
        }
        return Self.render(try await row(id, user: user))
    }

    func rename(_ id: UUID, _ input: PersonalShelfInput, user: UUID, precondition: Precondition) async throws -> PersonalShelf {
        let current = try await row(id, user: user)
        let name = try Self.cleanName(input.name)
        let key = Self.nameKey(name)
        let taken = AppError.invalid("name", "library.my_shelves.name_taken", ["name": name])
        if let other = try await context.libraryStore.personalShelf(user: user, nameKey: key), other.id != id { throw taken }
        guard name != current.name else { return try await checked(current, precondition) }
        try await uniqueWrite(or: taken) {
            try await versioned(current, precondition) { tx in try await tx.libraryStore.renamePersonalShelf(id, name: name, nameKey: key) }
        }
        return Self.render(try await row(id, user: user))
    }

    func delete(_ id: UUID, user: UUID, precondition: Precondition) async throws {
        let current = try await row(id, user: user)
        try await versioned(current, precondition) { tx in try await tx.libraryStore.deletePersonalShelf(id) }
    }

    /// Puts a title (of any library) on the shelf; already there, nothing changes.
    func add(_ title: UUID, to id: UUID, user: UUID, precondition: Precondition) async throws -> PersonalShelf {
        let current = try await row(id, user: user)
        try await requireShelvable(title)
        if try await context.libraryStore.personalShelfHolds(id, title: title) { return try await checked(current, precondition) }
        let now = context.now
        try await findOrCreate {
            guard try await !context.libraryStore.personalShelfHolds(id, title: title) else { return }
            try await versioned(current, precondition) { tx in
                // Counted after the version moved: the shelf's row is this transaction's now.
                guard try await tx.libraryStore.personalShelfTitles(id).count < Self.maxTitles else {
                    throw AppError.invalid("titleId", "library.my_shelves.full", ["max": "\(Self.maxTitles)"])
                }
                try await tx.libraryStore.insertPersonalShelfTitle(shelf: id, user: user, title: title, at: now)
            }
        }
        return Self.render(try await row(id, user: user))
    }

    /// A title that exists and is still lent; 404 otherwise.
    private func requireShelvable(_ title: UUID) async throws {
        _ = try await context.titles.find(title)
        guard try await context.libraryStore.withdrawnAt(title) == nil else { throw AppError.notFound("title") }
    }

    /// Takes a title off the shelf; not there, nothing changes.
    func remove(_ title: UUID, from id: UUID, user: UUID, precondition: Precondition) async throws -> PersonalShelf {
        let current = try await row(id, user: user)
        guard try await context.libraryStore.personalShelfHolds(id, title: title) else { return try await checked(current, precondition) }
        try await versioned(current, precondition) { tx in try await tx.libraryStore.deletePersonalShelfTitle(shelf: id, title: title) }
        return Self.render(try await row(id, user: user))
    }

    /// The title page's form: the title on exactly the `checked` ones of the shelves the page
    /// showed (`shown`; one made since on another device is left alone), and on a new shelf
    /// when `newName` is given. A shelf deleted meanwhile is passed over.
    func place(_ title: UUID, checked: Set<UUID>, shown: Set<UUID>, newName: String?, user: UUID) async throws {
        var newShelf: PersonalShelf?
        if let newName, !UserText.clean(newName).isEmpty {
            // A shelf is made only for a title that can go on it.
            try await requireShelvable(title)
            newShelf = try await create(PersonalShelfInput(name: newName), user: user, field: "newShelf")
        }
        if let newShelf {
            do {
                _ = try await add(title, to: newShelf.id, user: user, precondition: .unconditional)
            } catch {
                // Nothing is left half done: the shelf made for the title goes with the failed add.
                try? await delete(newShelf.id, user: user, precondition: .unconditional)
                throw error
            }
        }
        let holding = try await context.libraryStore.personalShelfIDs(user: user, holding: title)
        for shelf in try await shelves(user: user) where shelf.id != newShelf?.id {
            if shown.contains(shelf.id) && checked.contains(shelf.id) {
                if !holding.contains(shelf.id) { _ = try await add(title, to: shelf.id, user: user, precondition: .unconditional) }
            } else if shown.contains(shelf.id), holding.contains(shelf.id) {
                _ = try await remove(title, from: shelf.id, user: user, precondition: .unconditional)
            }
        }
    }

    // MARK: versions

    /// The shelf unchanged, if the precondition holds over it.
    private func checked(_ row: PersonalShelfRow, _ precondition: Precondition) async throws -> PersonalShelf {
        guard precondition.holds(version: row.version, lastModified: .distantPast) else { throw try await stale(row.id, user: row.userID) }
        return Self.render(row)
    }

    /// Runs `write` with the shelf's version one up, in one transaction; refused (412) when the
    /// precondition does not hold over the version now, or another write came between.
    private func versioned(_ row: PersonalShelfRow, _ precondition: Precondition,
                           _ write: @escaping @Sendable (SatchelContext) async throws -> Void) async throws {
        guard precondition.holds(version: row.version, lastModified: .distantPast) else { throw try await stale(row.id, user: row.userID) }
        let seen = precondition.isConditional ? row.version : nil
        let id = row.id
        do {
            try await context.writeTransaction { tx in
                guard try await RowVersion.bump(LibraryStore.personalShelves, id: id, ifStill: seen, on: tx.sql) != nil else {
                    throw RowVersion.MovedOn()
                }
                try await write(tx)
            }
        } catch is RowVersion.MovedOn {
            throw try await stale(id, user: row.userID)
        }
    }

    /// The refusal, with the shelf as its GET shows it now (404 when it is gone).
    private func stale(_ id: UUID, user: UUID) async throws -> StaleCopy<PersonalShelfDetail> {
        let detail = try await shelf(id, user: user)
        return StaleCopy(current: detail, version: detail.shelf.version)
    }

    static func render(_ row: PersonalShelfRow) -> PersonalShelf {
        PersonalShelf(id: row.id, name: row.name, titleCount: row.titleCount, version: row.version, createdAt: row.createdAt)
    }
}

extension SatchelContext {
    var personalShelves: PersonalShelves { PersonalShelves(context: self) }
}
