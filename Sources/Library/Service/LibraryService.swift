import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// The libraries of the deployment: staff set them up; users pick one.
public struct LibraryService: Sendable {
    let context: SatchelContext

    public struct Setup: Sendable {
        public var slug: String
        public var name: String
        public var language: String
        public var loanDays = 21
        public var pickupDays = 3
        public var maxLoans = 5
        public var maxHolds = 5
        public var selfRegistration = false
        public var help = ""

        public init(slug: String, name: String, language: String) {
            self.slug = slug
            self.name = name
            self.language = language
        }
    }

    /// Adds a library, or updates the one with the same slug.
    @discardableResult
    public func save(_ setup: Setup) async throws -> LibraryRow {
        var validator = Validator()
        validator.check(LibraryRules.validSlug(setup.slug), "slug", "library.slug")
        validator.check(!UserText.clean(setup.name).isEmpty, "name", "field.required")
        validator.check(Catalogue.languages.contains(setup.language), "language", "library.language")
        for (field, value, range) in [("loanDays", setup.loanDays, LibraryRules.loanDays), ("pickupDays", setup.pickupDays, LibraryRules.pickupDays),
                                      ("maxLoans", setup.maxLoans, LibraryRules.maxLoans), ("maxHolds", setup.maxHolds, LibraryRules.maxHolds)] {
            validator.check(range.contains(value), field, "library.range", ["min": "\(range.lowerBound)", "max": "\(range.upperBound)"])
        }
        try validator.finish()
        let existing = try await LibraryRecord.query(on: context.db).filter(\.$slug == setup.slug).first()
        // /library/<name> of a page for all of a person's libraries would hide the library's home.
        if existing == nil, LibraryRules.pageNames.contains(setup.slug) { throw AppError.invalid("slug", "library.slug_reserved") }
        let record = existing ?? LibraryRecord(slug: setup.slug, name: setup.name, language: setup.language, now: context.now)
        record.name = UserText.clean(setup.name)
        record.language = setup.language
        record.loanDays = setup.loanDays
        record.pickupDays = setup.pickupDays
        record.maxLoans = setup.maxLoans
        record.maxHolds = setup.maxHolds
        record.selfRegistration = setup.selfRegistration
        if !setup.help.isEmpty { record.help = setup.help }
        try await record.save(on: context.db)
        context.libraryChanged("library_libraries", try record.requireID())
        return try LibraryRow(record)
    }

    public func all() async throws -> [LibraryRow] {
        try await context.libraryStore.libraries()
    }

    public func find(_ id: UUID) async throws -> LibraryRow {
        guard let row = try await context.libraryStore.library(id) else { throw AppError.notFound("library") }
        return row
    }

    public func find(slug: String) async throws -> LibraryRow {
        guard let row = try await context.libraryStore.library(slug: slug) else { throw AppError.notFound("library") }
        return row
    }

    /// The urgent message on every page of the library; nil or empty removes it.
    public func setAlert(_ text: String?, library: LibraryRow) async throws {
        guard let record = try await LibraryRecord.find(library.id, on: context.db) else { throw AppError.notFound("library") }
        let clean = UserText.clean(text)
        record.alert = clean.isEmpty ? nil : String(clean.prefix(500))
        try await record.update(on: context.db)
        context.libraryChanged("library_libraries", library.id)
    }

    /// An event, with an optional picture (JPEG, PNG or WebP; checked and stripped of metadata).
    public func addEvent(_ title: String, at date: Date, image: [UInt8]? = nil, library: LibraryRow) async throws {
        let clean = UserText.clean(title)
        guard !clean.isEmpty else { throw AppError.invalid("title", "field.required") }
        let stored = try image.map { try CoverStore(context: context).save(try ImageInspector.inspect($0)) }
        try await LibraryEventRecord(libraryID: library.id, title: String(clean.prefix(200)), startsAt: date, image: stored)
            .create(on: context.db)
    }

    /// Events from today on, soonest first.
    public func upcomingEvents(_ library: LibraryRow) async throws -> [LibraryEvent] {
        try await context.libraryStore.events(library: library.id, from: context.now.addingTimeInterval(-86_400)).map {
            LibraryEvent(title: $0.title, startsAt: $0.startsAt, imageUrl: $0.image.map { LibraryPath.cover($0).path })
        }
    }

    /// A librarians' list (replaces one of the same name).
    public func saveList(_ name: String, titles: [UUID], library: LibraryRow) async throws {
        let id = library.id
        let clean = UserText.clean(name)
        guard !clean.isEmpty else { throw AppError.invalid("name", "field.required") }
        let existing = try await RecommendedListRecord.query(on: context.db).filter(\.$libraryID == id).all()
        if let same = existing.first(where: { $0.name == clean }) {
            same.titleIDs = titles.map(\.uuidString).joined(separator: " ")
            try await same.update(on: context.db)
        } else {
            try await RecommendedListRecord(libraryID: id, name: clean, position: existing.count, titles: titles).create(on: context.db)
        }
        context.libraryChanged("library_lists", id)
    }

    // MARK: the user's library

    public func choose(_ library: UUID, user: UUID) async throws {
        _ = try await find(library)
        try await findOrCreate {
            let choice = try await LibraryChoiceRecord.query(on: context.db).filter(\.$userID == user).first()
                ?? LibraryChoiceRecord(userID: user, libraryID: library)
            choice.libraryID = library
            try await choice.save(on: context.db)
        }
    }

    public func chosen(user: UUID) async throws -> LibraryRow? {
        try await context.libraryStore.chosenLibrary(user: user)
    }

    public func summary(_ r: LibraryRow, chosen: Bool) -> LibrarySummary {
        LibrarySummary(id: r.id, slug: r.slug, name: r.name, language: r.language, loanDays: r.loanDays, pickupDays: r.pickupDays,
                       maxLoans: r.maxLoans, maxHolds: r.maxHolds, selfRegistration: r.selfRegistration, alert: r.alert, chosen: chosen)
    }

    public func detail(_ r: LibraryRow, user: UUID) async throws -> LibraryDetail {
        let chosen = try await context.libraryStore.chosenLibraryID(user: user) == r.id
        let events = try await upcomingEvents(r)
        return LibraryDetail(library: summary(r, chosen: chosen), events: events, help: r.help,
                             patron: try await context.cards.patronStatus(user: user, library: r))
    }
}

extension SatchelContext {
    public var libraries: LibraryService { LibraryService(context: self) }
}
