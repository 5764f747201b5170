import Foundation

/// Someone who keeps a library's catalogue (issue 43): added by an instance administrator.
public struct LibraryStaffMember: Codable, Sendable, Equatable {
    public var userId: UUID
    public var username: String
    public var displayName: String
    public var addedAt: Date

    public init(userId: UUID, username: String, displayName: String, addedAt: Date) {
        self.userId = userId
        self.username = username
        self.displayName = displayName
        self.addedAt = addedAt
    }
}

/// A title as the library's staff see it: its licence and how busy it is.
public struct StaffTitle: Codable, Sendable, Equatable {
    public var id: UUID
    public var title: String
    public var authors: [String]
    /// Licensed copies; nil is unlimited.
    public var copies: Int?
    /// The title's own loan period; nil follows the library's.
    public var loanDays: Int?
    /// The loan period borrowing uses now.
    public var effectiveLoanDays: Int
    public var outCount: Int
    public var waitingCount: Int
    /// When the library withdrew it (hidden from search and lists, no new loans or holds);
    /// absent while it is lent.
    public var withdrawnAt: Date?

    public init(id: UUID, title: String, authors: [String], copies: Int?, loanDays: Int?, effectiveLoanDays: Int, outCount: Int,
                waitingCount: Int, withdrawnAt: Date? = nil) {
        self.id = id
        self.title = title
        self.authors = authors
        self.copies = copies
        self.loanDays = loanDays
        self.effectiveLoanDays = effectiveLoanDays
        self.outCount = outCount
        self.waitingCount = waitingCount
        self.withdrawnAt = withdrawnAt
    }
}

/// A title's licence as staff set it: `copies` (0 or more) or `unlimited: true`; `loanDays`
/// 1–365, or null for the library's.
public struct TitleLicenceInput: Codable, Sendable, Equatable {
    public var copies: Int?
    public var unlimited: Bool?
    public var loanDays: Int?

    public init(copies: Int? = nil, unlimited: Bool? = nil, loanDays: Int? = nil) {
        self.copies = copies
        self.unlimited = unlimited
        self.loanDays = loanDays
    }
}

/// `/api/v1/admin/libraries/{libraryId}/staff`: who keeps a library's catalogue (administrators only).
public enum AdminLibraryStaffRoute: TypedRoute, Hashable {
    case staff(library: UUID)
    /// Idempotent: the person (by id) becomes staff of the library.
    case addStaff(library: UUID, user: UUID)
    case removeStaff(library: UUID, user: UUID)

    public var method: HTTPMethodName {
        switch self {
        case .staff: .get
        case .addStaff: .put
        case .removeStaff: .delete
        }
    }

    public var parts: [RoutePart] {
        let base: (UUID) -> [RoutePart] = { [.literal("admin"), .literal("libraries"), .parameter("libraryId", $0), .literal("staff")] }
        switch self {
        case .staff(let library): return base(library)
        case .addStaff(let library, let user), .removeStaff(let library, let user): return base(library) + [.parameter("userId", user)]
        }
    }
}

/// `/api/v1/library/libraries/{libraryId}/staff/…`: the catalogue as the library's staff keep it
/// (staff and instance administrators; 404 for anyone else).
public enum StaffCatalogueRoute: TypedRoute, Hashable {
    /// `?q=` words of the title or an author; `?limit=`.
    case titles(library: UUID)
    case title(library: UUID, title: UUID)
    case setLicence(library: UUID, title: UUID)
    /// Idempotent: the title is withdrawn (`PUT`) or lent again (`DELETE`).
    case withdraw(library: UUID, title: UUID)
    case reinstate(library: UUID, title: UUID)

    public var method: HTTPMethodName {
        switch self {
        case .titles, .title: .get
        case .setLicence, .withdraw: .put
        case .reinstate: .delete
        }
    }

    public var parts: [RoutePart] {
        let base: (UUID) -> [RoutePart] = {
            [.literal("library"), .literal("libraries"), .parameter("libraryId", $0), .literal("staff"), .literal("titles")]
        }
        switch self {
        case .titles(let library): return base(library)
        case .title(let library, let title): return base(library) + [.parameter("titleId", title)]
        case .setLicence(let library, let title): return base(library) + [.parameter("titleId", title), .literal("licence")]
        case .withdraw(let library, let title), .reinstate(let library, let title):
            return base(library) + [.parameter("titleId", title), .literal("withdrawal")]
        }
    }
}
