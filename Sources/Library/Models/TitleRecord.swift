import Fluent
import Foundation

/// A book in a library's catalogue, with its licence: a number of copies (one copy, one
/// reader at a time) or unlimited, and the counts lending keeps current.
public final class TitleRecord: Model, @unchecked Sendable {
    public static let schema = "library_titles"

    // identity
    @ID(key: .id) public var id: UUID?
    /// A small integer for the search index's row id (SQLite FTS5 needs one).
    @Field(key: "number") public var number: Int
    /// Where it came from, so a re-import updates instead of duplicating: `marc:<001>`,
    /// `isbn:<13 digits>` or `epub:<package identifier>`.
    @Field(key: "source_key") public var sourceKey: String
    // references
    @Field(key: "library_id") public var libraryID: UUID
    // data
    @Field(key: "title") public var title: String
    @OptionalField(key: "subtitle") public var subtitle: String?
    /// Names, one per line (as catalogued: "Lagerlöf, Selma").
    @Field(key: "authors") public var authors: String
    @Field(key: "translators") public var translators: String
    @OptionalField(key: "original_title") public var originalTitle: String?
    @OptionalField(key: "publisher") public var publisher: String?
    /// As given: a year or a full date (`2008`, `2019-05-20`).
    @OptionalField(key: "published") public var published: String?
    /// The year of publication, 0 when unknown (so "by date" pages through one index).
    @Field(key: "year") public var yearValue: Int
    /// ISO 639-2/B (`swe`, `eng`), as MARC and most EPUBs give it.
    @OptionalField(key: "language") public var language: String?
    /// ISBN-10/13 digits, space-separated.
    @Field(key: "isbns") public var isbns: String
    /// Subjects, one per line; they are also the catalogue's categories.
    @Field(key: "subjects") public var subjects: String
    @OptionalField(key: "description") public var description: String?
    @OptionalField(key: "page_count") public var pageCount: Int?
    @OptionalField(key: "series") public var series: String?
    @OptionalField(key: "series_number") public var seriesNumber: String?
    /// The cover image under `<data>/library/covers/` (`<sha256>.<jpeg|png|…>`), checked and
    /// stripped of metadata when imported.
    @OptionalField(key: "cover") public var cover: String?
    /// The book file under `<data>/library/books/`, for titles imported from EPUB.
    @OptionalField(key: "epub_file") public var epubFile: String?
    /// Licensed copies; nil is unlimited (everyone may borrow at once).
    @OptionalField(key: "copies") public var copies: Int?
    /// Copies lent or held ready for someone: kept with every loan and hold change.
    @Field(key: "out_count") public var outCount: Int
    /// People waiting in the hold queue.
    @Field(key: "waiting_count") public var waitingCount: Int
    /// Loans in the last 90 days (the top list and popularity sort).
    @Field(key: "popularity") public var popularity: Int
    @Field(key: "rating_sum") public var ratingSum: Int
    @Field(key: "rating_count") public var ratingCount: Int
    /// The stars' Bayesian average (`TitleRatings.score`), 0 before the first rating.
    @Field(key: "rating_score") public var ratingScore: Double
    /// Sort keys in the library's collation (`CollationKey`).
    @Field(key: "title_key") public var titleKey: String
    @Field(key: "author_key") public var authorKey: String
    @Field(key: "publisher_key") public var publisherKey: String
    @Field(key: "added_at") public var addedAt: Date
    /// The title and authors (one a line) in their own script, beside the romanised ones (MARC 880).
    @OptionalField(key: "title_in_script") public var titleInScript: String?
    @OptionalField(key: "authors_in_script") public var authorsInScript: String?

    public init() {}

    public var year: Int? { yearValue == 0 ? nil : yearValue }
    public var authorList: [String] { Self.lines(authors) }
    public var translatorList: [String] { Self.lines(translators) }
    public var subjectList: [String] { Self.lines(subjects) }
    public var isbnList: [String] { isbns.split(separator: " ").map(String.init) }

    static func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }
}

/// A title's subjects, one row each, so search can filter by category and list them.
public final class TitleSubjectRecord: Model, @unchecked Sendable {
    public static let schema = "library_title_subjects"

    // identity
    @ID(key: .id) public var id: UUID?
    // references
    @Field(key: "title_id") public var titleID: UUID
    @Field(key: "library_id") public var libraryID: UUID
    // data
    @Field(key: "subject") public var subject: String

    public init() {}
}
