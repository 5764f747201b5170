import Foundation
import SQLKit

/// A title whole, as its page, the reader and OPDS show it: what lists show (`TitleListing`)
/// and the rest of the record, decoded once per row (`LibraryStore.title(id:)`). Writes go
/// through `TitleRecord`.
@dynamicMemberLookup
public struct TitleRow: Sendable, Decodable {
    public var listing: TitleListing
    public var translatorList: [String]
    public var originalTitle: String?
    /// As given: a year or a full date.
    public var published: String?
    public var isbnList: [String]
    public var subjectList: [String]
    public var description: String?
    public var pageCount: Int?
    public var series: String?
    public var seriesNumber: String?
    /// The book file under `<data>/library/books/`, for titles imported from EPUB.
    public var epubFile: String?

    /// The columns besides the listing's, named as the table names them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case translators, originalTitle = "original_title", published, isbns, subjects, description, pageCount = "page_count"
        case series, seriesNumber = "series_number", epubFile = "epub_file"
    }

    /// What a read selects, of the titles table named `t`: the listing's columns and the ones above.
    static let columns = SQLRaw(TitleListing.columns.sql + ", " + CodingKeys.allCases.map { "t." + $0.stringValue }.joined(separator: ", "))

    public subscript<Value>(dynamicMember path: KeyPath<TitleListing, Value>) -> Value { listing[keyPath: path] }

    public var authorList: [String] { listing.authors }

    public init(from decoder: any Decoder) throws {
        listing = try TitleListing(from: decoder)
        let row = try decoder.container(keyedBy: CodingKeys.self)
        translatorList = TitleRecord.lines(try row.decode(String.self, forKey: .translators))
        originalTitle = try row.decodeIfPresent(String.self, forKey: .originalTitle)
        published = try row.decodeIfPresent(String.self, forKey: .published)
        isbnList = try row.decode(String.self, forKey: .isbns).split(separator: " ").map(String.init)
        subjectList = TitleRecord.lines(try row.decode(String.self, forKey: .subjects))
        description = try row.decodeIfPresent(String.self, forKey: .description)
        pageCount = try row.decodeIfPresent(Int.self, forKey: .pageCount)
        series = try row.decodeIfPresent(String.self, forKey: .series)
        seriesNumber = try row.decodeIfPresent(String.self, forKey: .seriesNumber)
        epubFile = try row.decodeIfPresent(String.self, forKey: .epubFile)
    }
}

extension LibraryStore {
    /// The title of `id` whole, nil when there is none.
    func title(id: UUID) async throws -> TitleRow? {
        try await sql.raw("SELECT \(TitleRow.columns) FROM library_titles t WHERE t.id = \(bind: id)").first(decoding: TitleRow.self)
    }

    /// The titles of `ids` whole (of any library), in no particular order; unknown ids are left out.
    func wholeTitles(ids: [UUID]) async throws -> [TitleRow] {
        guard !ids.isEmpty else { return [] }
        return try await sql.raw("SELECT \(TitleRow.columns) FROM library_titles t WHERE t.id IN (\(binds: ids))").all(decoding: TitleRow.self)
    }
}
