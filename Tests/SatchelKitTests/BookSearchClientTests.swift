import Foundation
import SatchelAPI
import SatchelKit
import Testing

@Suite("SatchelKit: search inside a book against a live server")
struct BookSearchClientTests {
    @Test func aBorrowerFindsWordsTypedWithoutDiacriticsGroupedByChapter() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let (ada, _, book, _) = try await borrower(url)
            let result = try await ada.reader.search("fonstret", in: book.id)
            #expect(result.total > 1 && !result.truncated)
            #expect(result.chapters.first?.title == "Atlasen")
            #expect(result.chapters.flatMap(\.matches).allSatisfy { $0.text == "fönstret" })
        }
    }
}
