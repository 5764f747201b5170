import Foundation
import SQLKit

/// A title as lists need it (search results, shelves, the front page): decoded once per row
/// (`LibraryStore`), without Fluent's model decoding, which cost more than the search itself.
public struct TitleListing: Sendable, Decodable {
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

    /// The columns, named as the table names them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, number, libraryID = "library_id", title, subtitle, authors, publisher, year, language, cover, copies
        case outCount = "out_count", waitingCount = "waiting_count", popularity, ratingSum = "rating_sum", ratingCount = "rating_count"
        case ratingScore = "rating_score", titleKey = "title_key", authorKey = "author_key", publisherKey = "publisher_key"
        case addedAt = "added_at", titleInScript = "title_in_script", authorsInScript = "authors_in_script"
    }

    /// What a read selects, of the titles table named `t`: exactly the columns above.
    static let columns = SQLRaw(CodingKeys.allCases.map { "t." + $0.stringValue }.joined(separator: ", "))

    /// Decoded once per row: authors are kept one a line, a year 0 is none.
    public init(from decoder: any Decoder) throws {
        let row = try decoder.container(keyedBy: CodingKeys.self)
        id = try row.decode(UUID.self, forKey: .id)
        number = try row.decode(Int.self, forKey: .number)
        libraryID = try row.decode(UUID.self, forKey: .libraryID)
        title = try row.decode(String.self, forKey: .title)
        subtitle = try row.decodeIfPresent(String.self, forKey: .subtitle)
        authors = TitleRecord.lines(try row.decode(String.self, forKey: .authors))
        publisher = try row.decodeIfPresent(String.self, forKey: .publisher)
        let year = try row.decode(Int.self, forKey: .year)
        self.year = year == 0 ? nil : year
        language = try row.decodeIfPresent(String.self, forKey: .language)
        cover = try row.decodeIfPresent(String.self, forKey: .cover)
        copies = try row.decodeIfPresent(Int.self, forKey: .copies)
        outCount = try row.decode(Int.self, forKey: .outCount)
        waitingCount = try row.decode(Int.self, forKey: .waitingCount)
        popularity = try row.decode(Int.self, forKey: .popularity)
        ratingSum = try row.decode(Int.self, forKey: .ratingSum)
        ratingCount = try row.decode(Int.self, forKey: .ratingCount)
        ratingScore = try row.decode(Double.self, forKey: .ratingScore)
        titleKey = try row.decode(String.self, forKey: .titleKey)
        authorKey = try row.decode(String.self, forKey: .authorKey)
        publisherKey = try row.decode(String.self, forKey: .publisherKey)
        addedAt = try row.decode(Date.self, forKey: .addedAt)
        titleInScript = try row.decodeIfPresent(String.self, forKey: .titleInScript)
        authorsInScript = TitleRecord.lines(try row.decodeIfPresent(String.self, forKey: .authorsInScript) ?? "")
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
