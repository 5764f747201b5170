import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing

@Suite("Search inside a book")
struct BookSearchTests {
    struct Setup {
        let title: UUID
        let reader: SessionResponse
    }

    /// Four chapters; the sample is the first. Each mentions the Baltic and one a street.
    static func setUp(_ t: TestContext, borrow: Bool = true) async throws -> Setup {
        let library = try await TestLibrary.make(t)
        var book = BookFixture()
        book.chapters = (1...4).map { n in
            (["<h1>Kapitel \(n)</h1>"] + Array(repeating: "<p>Det var en afton i början av maj. Den lilla trädgården på Mosebacke.</p>", count: 80)
                + ["<p>Vågorna på ÖSTERSJÖNS strand i kapitel \(n) slog mot klipporna hela natten lång.</p>"]
                + (n == 3 ? ["<p>Han bodde på <em>Unter den Linden</em>, nära Friedrichstraße i Berlin.</p>"] : [])).joined(separator: "\n")
        }
        let title = try await library.add(t, book: book)
        let reader = try await t.patron("ada", at: library, card: "20000001")
        if borrow { #expect(try await t.borrow(title, as: reader).status == .created) }
        return Setup(title: title, reader: reader)
    }

    static func search(_ t: TestContext, _ s: Setup, _ q: String) async throws -> BookSearchResult {
        let res = try await t.request(BookSearchRoute.search(s.title), token: s.reader.token,
                                      query: "?q=" + (q.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? q))
        #expect(res.status == .ok, "\(res.body.string)")
        return try res.decode(BookSearchResult.self)
    }

    @Test func wordsTypedWithoutDiacriticsOrCapitalsFindTheBooksSpelling() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            let baltic = try await Self.search(t, s, "ostersjo")
            #expect(baltic.total == 4)
            #expect(baltic.chapters.first?.matches.first?.text == "ÖSTERSJÖ", "the typed part of the word")
            let street = try await Self.search(t, s, "friedrichstrasse")
            #expect(street.chapters.map(\.href) == ["OEBPS/text/chapter3.xhtml"])
            #expect(street.chapters.first?.matches.first?.text == "Friedrichstraße")
        }
    }

    @Test func aMatchStartsAWordAndWordsMayHavePunctuationBetweenThem() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            #expect(try await Self.search(t, s, "stersjo").total == 0, "inside a word is no match")
            // "maj. Den": the full stop between the words does not matter.
            #expect(try await Self.search(t, s, "MAJ DEN lilla").total == 320)
        }
    }

    @Test func matchesAreGroupedByChapterInReadingOrder() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            let result = try await Self.search(t, s, "vagorna")
            #expect(result.chapters.map(\.title) == ["Kapitel 1", "Kapitel 2", "Kapitel 3", "Kapitel 4"])
            #expect(result.chapters.allSatisfy { $0.linear && $0.matches.map(\.occurrence) == [0] })
            let progressions = result.chapters.compactMap { $0.matches.first?.progression }
            #expect(progressions.allSatisfy { $0 > 0.8 && $0 < 1 }, "the match is near each chapter's end: \(progressions)")
        }
    }

    @Test func eachMatchComesWithAFewWholeWordsOfContext() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            let match = try #require(try await Self.search(t, s, "unter den").chapters.first?.matches.first)
            #expect(match.text == "Unter den")
            // Forty characters back falls inside "klipporna": the context starts at the next word.
            #expect(match.before == "hela natten lång. Han bodde på ")
            #expect(match.after == " Linden, nära Friedrichstraße i Berlin.")
        }
    }

    @Test func withoutALoanOnlyTheSampleIsSearched() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t, borrow: false)
            let result = try await Self.search(t, s, "kapitel")
            #expect(Set(result.chapters.map(\.href)) == ["OEBPS/text/chapter1.xhtml"])
        }
    }

    @Test func aMissingOrTooLongQueryIsRefusedForQ() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t, borrow: false)
            for query in ["", "?q=", "?q=" + String(repeating: "a", count: 101)] {
                let res = try await t.request(BookSearchRoute.search(s.title), token: s.reader.token, query: query)
                #expect(res.status == .unprocessableEntity, "\(query)")
                #expect(try res.decode(Problem.self).errors?.map(\.field) == ["q"])
            }
        }
    }

    @Test func manyMatchesStopAtFiveHundred() async throws {
        try await withSatchel { t in
            let s = try await Self.setUp(t)
            let result = try await Self.search(t, s, "d")
            #expect(result.total == 500 && result.truncated)
            #expect(result.chapters.reduce(0) { $0 + $1.matches.count } == 500)
        }
    }
}
