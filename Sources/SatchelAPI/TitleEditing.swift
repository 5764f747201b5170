import Foundation

/// A title's catalogue data as the library's staff edit it (issue 43), with the fields they
/// changed by hand (a re-import keeps those) and its edit version (its `ETag`).
public struct TitleMetadata: Codable, Sendable, Equatable {
    public var id: UUID
    public var title: String
    public var subtitle: String?
    public var authors: [String]
    public var translators: [String]
    public var originalTitle: String?
    public var publisher: String?
    /// A year, `YYYY-MM` or `YYYY-MM-DD`.
    public var published: String?
    /// ISO 639-2 (`swe`, `eng`).
    public var language: String?
    public var subjects: [String]
    public var description: String?
    public var series: String?
    public var seriesNumber: String?
    /// ISBN-10 or ISBN-13, digits (and a final X) only.
    public var isbns: [String]
    public var pageCount: Int?
    /// The cover's address, when it has one.
    public var coverUrl: String?
    /// The fields staff changed (names as in this object): a re-import leaves them as they are.
    public var staffEdited: [String]
    public var editVersion: Int
    /// What the title's latest import tolerated in its file (an EPUB's broken link, a missing
    /// cover), in the order found; empty when it imported cleanly.
    public var importWarnings: [TitleImportWarning]

    public init(id: UUID, title: String, subtitle: String?, authors: [String], translators: [String], originalTitle: String?,
                publisher: String?, published: String?, language: String?, subjects: [String], description: String?, series: String?,
                seriesNumber: String?, isbns: [String], pageCount: Int?, coverUrl: String?, staffEdited: [String], editVersion: Int,
                importWarnings: [TitleImportWarning] = []) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.authors = authors
        self.translators = translators
        self.originalTitle = originalTitle
        self.publisher = publisher
        self.published = published
        self.language = language
        self.subjects = subjects
        self.description = description
        self.series = series
        self.seriesNumber = seriesNumber
        self.isbns = isbns
        self.pageCount = pageCount
        self.coverUrl = coverUrl
        self.staffEdited = staffEdited
        self.editVersion = editVersion
        self.importWarnings = importWarnings
    }
}

/// One thing an import tolerated in a title's file.
public struct TitleImportWarning: Codable, Sendable, Equatable {
    /// The file it was imported from, as the import named it.
    public var file: String
    public var warning: String

    public init(file: String, warning: String) {
        self.file = file
        self.warning = warning
    }
}

/// What staff change of a title: absent fields stay as they are; an empty text or list clears
/// the field (a title cannot be cleared). `editVersion` stands in for `If-Match`.
public struct TitleMetadataChange: Codable, Sendable, Equatable {
    public var title: String?
    public var subtitle: String?
    public var authors: [String]?
    public var translators: [String]?
    public var originalTitle: String?
    public var publisher: String?
    public var published: String?
    public var language: String?
    public var subjects: [String]?
    public var description: String?
    public var series: String?
    public var seriesNumber: String?
    public var isbns: [String]?
    /// 0 clears it.
    public var pageCount: Int?
    public var editVersion: Int?

    public init(title: String? = nil, subtitle: String? = nil, authors: [String]? = nil, translators: [String]? = nil,
                originalTitle: String? = nil, publisher: String? = nil, published: String? = nil, language: String? = nil,
                subjects: [String]? = nil, description: String? = nil, series: String? = nil, seriesNumber: String? = nil,
                isbns: [String]? = nil, pageCount: Int? = nil, editVersion: Int? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.authors = authors
        self.translators = translators
        self.originalTitle = originalTitle
        self.publisher = publisher
        self.published = published
        self.language = language
        self.subjects = subjects
        self.description = description
        self.series = series
        self.seriesNumber = seriesNumber
        self.isbns = isbns
        self.pageCount = pageCount
        self.editVersion = editVersion
    }
}

/// `/api/v1/library/libraries/{libraryId}/staff/titles/{titleId}/metadata|cover`: a title's
/// catalogue data and cover as staff edit them (staff and instance administrators; 404 else).
public enum TitleEditRoute: TypedRoute, Hashable {
    case metadata(library: UUID, title: UUID)
    /// `If-Match` (or `editVersion`): a change made from another version is `412`.
    case editMetadata(library: UUID, title: UUID)
    /// The body is the image itself (JPEG, PNG or WebP, ≤ 10 MB).
    case setCover(library: UUID, title: UUID)

    public var method: HTTPMethodName {
        switch self {
        case .metadata: .get
        case .editMetadata: .patch
        case .setCover: .put
        }
    }

    public var parts: [RoutePart] {
        func base(_ library: UUID, _ title: UUID) -> [RoutePart] {
            [.literal("library"), .literal("libraries"), .parameter("libraryId", library), .literal("staff"), .literal("titles"),
             .parameter("titleId", title)]
        }
        switch self {
        case .metadata(let library, let title), .editMetadata(let library, let title): return base(library, title) + [.literal("metadata")]
        case .setCover(let library, let title): return base(library, title) + [.literal("cover")]
        }
    }
}
