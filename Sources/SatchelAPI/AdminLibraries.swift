import Foundation

/// A library as the administration lists it (`/api/v1/admin/libraries`): its settings, how
/// many titles its catalogue holds and the import running into it, if any.
public struct AdministeredLibrary: Codable, Sendable, Equatable {
    public var library: LibrarySummary
    public var titles: Int
    /// The import running now (its progress: `/api/v1/admin/libraries/{libraryId}/imports/{importId}`).
    public var runningImport: UUID?

    public init(library: LibrarySummary, titles: Int, runningImport: UUID?) {
        self.library = library
        self.titles = titles
        self.runningImport = runningImport
    }
}

/// A library to add (or, for one that exists, its settings to change): the fields of
/// `satchel library add`.
public struct LibrarySetupRequest: Codable, Sendable, Equatable {
    /// Lower-case letters, digits and hyphens: the library's address, `/library/{slug}`.
    public var slug: String
    public var name: String
    /// `en`, `sv` or `cs`: the catalogue's sort order.
    public var language: String
    public var loanDays: Int?
    public var pickupDays: Int?
    public var maxLoans: Int?
    public var maxHolds: Int?
    public var selfRegistration: Bool?

    public init(slug: String, name: String, language: String, loanDays: Int? = nil, pickupDays: Int? = nil, maxLoans: Int? = nil,
                maxHolds: Int? = nil, selfRegistration: Bool? = nil) {
        self.slug = slug
        self.name = name
        self.language = language
        self.loanDays = loanDays
        self.pickupDays = pickupDays
        self.maxLoans = maxLoans
        self.maxHolds = maxHolds
        self.selfRegistration = selfRegistration
    }
}

/// What a catalogue import did: every file (or record) given is new, updated, unchanged or
/// refused; the first refusals and warnings with their reasons.
public struct LibraryImportSummary: Codable, Sendable, Equatable {
    public var given: Int
    public var inserted: Int
    public var updated: Int
    public var unchanged: Int
    public var refused: Int
    public var warned: Int
    /// `record at byte 120: …`, at most twenty.
    public var refusals: [String]
    public var warnings: [String]

    public init(given: Int, inserted: Int, updated: Int, unchanged: Int, refused: Int, warned: Int, refusals: [String], warnings: [String]) {
        self.given = given
        self.inserted = inserted
        self.updated = updated
        self.unchanged = unchanged
        self.refused = refused
        self.warned = warned
        self.refusals = refusals
        self.warnings = warnings
    }
}

/// A catalogue import started in the administration, as it stands.
public struct LibraryImportProgress: Codable, Sendable, Equatable {
    public var id: UUID
    /// The library's slug.
    public var library: String
    /// The file's name as uploaded.
    public var filename: String
    /// `running`, `finished` or `failed`.
    public var state: String
    /// Records (MARC) or files (EPUB) read so far.
    public var done: Int
    /// `records` or `files`.
    public var unit: String
    public var total: Int?
    /// 0…1, when it can be told (files counted, or bytes of the file read).
    public var fraction: Double?
    public var ratePerSecond: Double?
    public var secondsLeft: Double?
    public var startedAt: Date
    public var updatedAt: Date
    /// Why it failed.
    public var failure: String?
    /// What it did, once finished (and when it failed because every record was refused).
    public var summary: LibraryImportSummary?

    public init(id: UUID, library: String, filename: String, state: String, done: Int, unit: String, total: Int?, fraction: Double?,
                ratePerSecond: Double?, secondsLeft: Double?, startedAt: Date, updatedAt: Date, failure: String?,
                summary: LibraryImportSummary?) {
        self.id = id
        self.library = library
        self.filename = filename
        self.state = state
        self.done = done
        self.unit = unit
        self.total = total
        self.fraction = fraction
        self.ratePerSecond = ratePerSecond
        self.secondsLeft = secondsLeft
        self.startedAt = startedAt
        self.updatedAt = updatedAt
        self.failure = failure
        self.summary = summary
    }
}

/// The administration of libraries (`/api/v1/admin/libraries`): for administrators only; 404
/// for anyone else.
public enum AdminLibraryRoute: TypedRoute, Hashable {
    case libraries
    case addLibrary
    /// The body is the catalogue file itself (MARC 21 or EPUB); `?copies=`, `?unlimited=true`, `?filename=`.
    case startImport(library: UUID)
    case importProgress(library: UUID, import: UUID)

    public var method: HTTPMethodName {
        switch self {
        case .libraries, .importProgress: .get
        case .addLibrary, .startImport: .post
        }
    }

    public var parts: [RoutePart] {
        switch self {
        case .libraries, .addLibrary: [.literal("admin"), .literal("libraries")]
        case .startImport(let library): [.literal("admin"), .literal("libraries"), .parameter("libraryId", library), .literal("imports")]
        case .importProgress(let library, let id):
            [.literal("admin"), .literal("libraries"), .parameter("libraryId", library), .literal("imports"), .parameter("importId", id)]
        }
    }
}
