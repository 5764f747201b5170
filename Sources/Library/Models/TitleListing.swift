import Foundation
import SQLKit

/// A title as lists need it (search results, shelves): read straight from the row, without
/// Fluent's model decoding, which cost more than the search itself.
public struct TitleListing: Sendable {
    public var id: UUID
    public var number: Int
    public var libraryID: UUID
    public var title: String
    public var subtitle: String?
    public var authors: [String]
    public var publisher: String?
    public var year: Int?
    public var language: String?
    public var cover: String?
    public var copies: Int?
    public var outCount: Int
    public var waitingCount: Int
    public var popularity: Int
    public var ratingSum: Int
    public var ratingCount: Int
    public var ratingScore: Double
    public var titleKey: String
    public var authorKey: String
    public var publisherKey: String
    public var addedAt: Date
    /// The title and authors in their own script (MARC 880), when the catalogue has them.
    public var titleInScript: String?
    public var authorsInScript: [String]

    static let columns = ["id", "number", "library_id", "title", "subtitle", "authors", "publisher", "year", "language", "cover", "copies",
                          "out_count", "waiting_count", "popularity", "rating_sum", "rating_count", "rating_score", "title_key", "author_key",
                          "publisher_key", "added_at", "title_in_script", "authors_in_script"]

    init(row: any SQLRow) throws {
        id = try row.decode(column: "id", as: UUID.self)
        number = try row.decode(column: "number", as: Int.self)
        libraryID = try row.decode(column: "library_id", as: UUID.self)
        title = try row.decode(column: "title", as: String.self)
        subtitle = try row.decode(column: "subtitle", as: String?.self)
        authors = TitleRecord.lines(try row.decode(column: "authors", as: String.self))
        publisher = try row.decode(column: "publisher", as: String?.self)
        let year = try row.decode(column: "year", as: Int.self)
        self.year = year == 0 ? nil : year
        language = try row.decode(column: "language", as: String?.self)
        cover = try row.decode(column: "cover", as: String?.self)
        copies = try row.decode(column: "copies", as: Int?.self)
        outCount = try row.decode(column: "out_count", as: Int.self)
        waitingCount = try row.decode(column: "waiting_count", as: Int.self)
        popularity = try row.decode(column: "popularity", as: Int.self)
        ratingSum = try row.decode(column: "rating_sum", as: Int.self)
        ratingCount = try row.decode(column: "rating_count", as: Int.self)
        ratingScore = try row.decode(column: "rating_score", as: Double.self)
        titleKey = try row.decode(column: "title_key", as: String.self)
        authorKey = try row.decode(column: "author_key", as: String.self)
        publisherKey = try row.decode(column: "publisher_key", as: String.self)
        addedAt = try row.decode(column: "added_at", as: Date.self)
        titleInScript = try row.decode(column: "title_in_script", as: String?.self)
        authorsInScript = TitleRecord.lines(try row.decode(column: "authors_in_script", as: String?.self) ?? "")
    }

    init(_ r: TitleRecord) {
        id = r.id!
        number = r.number
        libraryID = r.libraryID
        title = r.title
        subtitle = r.subtitle
        authors = r.authorList
        publisher = r.publisher
        year = r.year
        language = r.language
        cover = r.cover
        copies = r.copies
        outCount = r.outCount
        waitingCount = r.waitingCount
        popularity = r.popularity
        ratingSum = r.ratingSum
        ratingCount = r.ratingCount
        ratingScore = r.ratingScore
        titleKey = r.titleKey
        authorKey = r.authorKey
        publisherKey = r.publisherKey
        addedAt = r.addedAt
        titleInScript = r.titleInScript
        authorsInScript = TitleRecord.lines(r.authorsInScript ?? "")
    }
}
