import Fluent
import Foundation
@testable import Library
import SatchelCore
import SatchelTesting
import SQLKit
import Testing

/// The in-memory word index against the database's own full-text search.
@Suite("Best match in memory")
struct TitleWordIndexTests {
    static let vocabulary = ["history", "histories", "hist", "historiska", "story", "stories", "stad", "stå", "städer", "world", "word",
                             "wilde", "wildenstein", "häffner", "haffner", "sverige", "svenska", "kartor", "karta", "the", "of", "and",
                             "north", "nord", "norr", "öar", "öst", "östersjön", "école", "ecole", "naïve", "café", "cafe", "978", "9780"]

    /// A catalogue of random titles: words drawn (some repeated) into titles, authors, subjects,
    /// descriptions and publishers, as imports store them.
    static func catalogue(_ generator: inout SplitMix64, count: Int) -> [CatalogueEntry] {
        func words(_ n: Int) -> String {
            (0..<n).map { _ in vocabulary[Int(generator.next() % UInt64(vocabulary.count))] }.joined(separator: " ")
        }
        return (0..<count).map { n in
            var e = CatalogueEntry(sourceKey: "test:\(n)", title: words(1 + Int(generator.next() % 5)),
                                   authors: [words(1 + Int(generator.next() % 2)).capitalized + ", " + words(1).capitalized])
            if generator.next() % 3 == 0 { e.subtitle = words(1 + Int(generator.next() % 4)) }
            e.subjects = (0..<Int(generator.next() % 3)).map { _ in words(2) }
            if generator.next() % 4 == 0 { e.description = words(3 + Int(generator.next() % 12)) }
            if generator.next() % 2 == 0 { e.publisher = words(1).capitalized + " förlag" }
            if generator.next() % 5 == 0 { e.isbns = ["978" + String(100_000_000 + Int(generator.next() % 899_999_999))] }
            e.copies = 1
            e.clean()
            return e
        }
    }

    static func queries(_ generator: inout SplitMix64) -> [TitleQuery] {
        (0..<40).map { _ in
            var q = TitleQuery()
            let terms = (0..<(1 + Int(generator.next() % 2))).map { _ -> String in
                let word = vocabulary[Int(generator.next() % UInt64(vocabulary.count))]
                let length = min(word.count, 2 + Int(generator.next() % 5))
                return String(word.prefix(length))
            }
            q.text = terms.joined(separator: " ")
            q.field = [.all, .all, .all, .title, .author, .keyword, .publisher][Int(generator.next() % 7)]
            return q
        }
    }

    static func everything(_ search: TitleSearch, _ q: TitleQuery, _ library: LibraryRow) async throws -> (ids: [UUID], total: Int) {
        let page = try await search.search(q, library: library, cursor: nil, limit: 200)
        return (page.titles.map(\.id), page.total)
    }

    @Test(arguments: [5, 17, 29] as [UInt64])
    func theIndexFindsAndRanksWhatTheDatabaseFindsAndRanks(seed: UInt64) async throws {
        try await withSatchel { t in
            var generator = SplitMix64(state: seed)
            let library = try await TestLibrary.make(t)
            _ = try await CatalogueWriter(context: t.context, library: library.record).write(Self.catalogue(&generator, count: 90))
            let record = try await t.context.libraries.find(library.id)
            var database = t.context.titleSearch
            database.inMemory = false
            for q in Self.queries(&generator) {
                let memory = try await Self.everything(t.context.titleSearch, q, record)
                let expected = try await Self.everything(database, q, record)
                if t.context.isPostgres, q.field == .publisher {
                    // PostgreSQL weighs publishers and ISBNs alike (D): its publisher search also
                    // finds ISBNs; the index looks in publishers only, as SQLite does.
                    #expect(Set(memory.ids).isSubset(of: expected.ids), "\(q.text) in \(q.field)")
                } else if t.context.isPostgres {
                    // PostgreSQL ranks by `ts_rank`; the index ranks as SQLite does. Same matches.
                    #expect(memory.total == expected.total, "\(q.text) in \(q.field)")
                    #expect(Set(memory.ids) == Set(expected.ids), "\(q.text) in \(q.field)")
                } else {
                    #expect(memory.total == expected.total, "\(q.text) in \(q.field)")
                    #expect(memory.ids == expected.ids, "\(q.text) in \(q.field)")
                }
            }
        }
    }

    /// Filters (language, subject, publisher, available now, alone and together) narrow a search
    /// the index answers to exactly the titles the database's filters keep, best match and
    /// sorted, among titles in several languages, some with every copy out.
    @Test(arguments: [7, 23] as [UInt64])
    func aFilteredSearchKeepsInTheIndexWhatTheDatabaseKeeps(seed: UInt64) async throws {
        try await withSatchel { t in
            var generator = SplitMix64(state: seed)
            let library = try await TestLibrary.make(t)
            let languages = ["eng", "swe", "fre", nil]
            let catalogue = Self.catalogue(&generator, count: 90).map { entry in
                var e = entry
                e.language = languages[Int(generator.next() % 4)]
                if generator.next() % 4 == 0 { e.copies = nil }
                return e
            }
            _ = try await CatalogueWriter(context: t.context, library: library.record).write(catalogue)
            // Every copy out for some titles (as loans leave them).
            let sql = t.app.db.sql
            try await sql.raw("UPDATE library_titles SET out_count = copies WHERE copies IS NOT NULL AND number % 3 = 0").run()
            let record = try await t.context.libraries.find(library.id)
            let subjects = Array(Set(catalogue.flatMap(\.subjects))).sorted()
            let publishers = Array(Set(catalogue.compactMap(\.publisher))).sorted()
            var database = t.context.titleSearch
            database.inMemory = false
            for var q in Self.queries(&generator) where q.field != .publisher {
                q.language = generator.next() % 2 == 0 ? languages[Int(generator.next() % 3)] : nil
                q.category = generator.next() % 3 == 0 ? subjects[Int(generator.next() % UInt64(subjects.count))] : nil
                q.publisher = generator.next() % 4 == 0 ? publishers[Int(generator.next() % UInt64(publishers.count))] : nil
                q.availableNow = generator.next() % 2 == 0
                if q.language == nil, q.category == nil, q.publisher == nil { q.availableNow = true }
                q.sort = [TitleQuery.Sort.relevance, .title, .published][Int(generator.next() % 3)]
                q.descending = generator.next() % 2 == 0
                let memory = try await Self.everything(t.context.titleSearch, q, record)
                let expected = try await Self.everything(database, q, record)
                let what = "\(q.text) \(q.language ?? "-") \(q.category ?? "-") \(q.publisher ?? "-") \(q.availableNow) \(q.sort!)"
                #expect(memory.total == expected.total, "\(what)")
                if t.context.isPostgres, q.sort == .relevance {
                    #expect(Set(memory.ids) == Set(expected.ids), "\(what)") // ts_rank orders differently
                } else {
                    #expect(memory.ids == expected.ids, "\(what)")
                }
            }
        }
    }

    @Test func pagesOfAnInMemoryRankingVisitEveryMatchOnce() async throws {
        try await withSatchel { t in
            var generator = SplitMix64(state: 41)
            let library = try await TestLibrary.make(t)
            _ = try await CatalogueWriter(context: t.context, library: library.record).write(Self.catalogue(&generator, count: 60))
            var q = TitleQuery()
            q.text = "st"
            let all = try await Self.everything(t.context.titleSearch, q, library.record)
            #expect(all.total > 10)
            var seen: [UUID] = []
            var cursor: String?
            repeat {
                let page = try await t.context.titleSearch.search(q, library: library.record, cursor: cursor, limit: 7)
                #expect(page.total == all.total)
                seen += page.titles.map(\.id)
                cursor = page.next
            } while cursor != nil && seen.count <= all.total
            #expect(seen == all.ids)
        }
    }

    @Test func titlesImportedHereAreFoundAtOnce() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, [("Brev från norr", "Berg, Eva"), ("Dikter", "Ek, Per")])
            var q = TitleQuery()
            q.text = "norr"
            #expect(try await Self.everything(t.context.titleSearch, q, library.record).total == 1) // indexed now
            try await library.add(t, [("Norrsken", "Lund, Kim")])
            let record = try await t.context.libraries.find(library.id)
            #expect(try await Self.everything(t.context.titleSearch, q, record).total == 2)
        }
    }

    @Test func aCursorPastTheLastTitleFindsNothingInsteadOfFailing() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, [("Brev från norr", "Berg, Eva")])
            var q = TitleQuery()
            q.text = "norr"
            let cursor = TitleSearch.PageCursor(fingerprint: q.fingerprint + "\u{1F}" + library.record.slug, total: 1, offset: Int.max, memory: true)
            let page = try await t.context.titleSearch.search(q, library: library.record, cursor: cursor.encoded, limit: 20)
            #expect(page.titles.isEmpty && page.next == nil)
        }
    }

    /// Another server's memory is a second `TitleWordIndexes`: it learns of an import from the
    /// library's catalogue version, once it reads the library again.
    @Test func anotherServersIndexIsMadeAgainWhenTheCatalogueVersionMovesOn() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, [("Brev från norr", "Berg, Eva"), ("Dikter", "Ek, Per")])
            let elsewhere = TitleWordIndexes()
            let before = try await t.context.libraries.find(library.id)
            #expect(try await elsewhere.index(for: before, context: t.context)?.count == 2)
            try await library.add(t, [("Norrsken", "Lund, Kim")])
            #expect(try await elsewhere.index(for: before, context: t.context)?.count == 2, "the library as it was read: its index stays")
            let after = try await t.context.libraries.find(library.id)
            #expect(after.catalogueVersion > before.catalogueVersion)
            #expect(try await elsewhere.index(for: after, context: t.context)?.count == 3)
        }
    }

    @Test func aLargeCatalogueIsIndexedInTheBackgroundWhileTheDatabaseAnswers() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let entries = (0...TitleWordIndexes.waitBelow).map { n in
                CatalogueEntry(sourceKey: "test:\(n)", title: "Bok \(n)", authors: ["Författare \(n % 50), X"])
            }
            _ = try await CatalogueWriter(context: t.context, library: library.record).write(entries)
            let indexes = TitleWordIndexes()
            #expect(try await indexes.index(for: library.record, context: t.context) == nil, "not ready: the database answers")
            var ready: TitleWordIndex?
            for _ in 0..<600 where ready == nil {
                try await Task.sleep(for: .milliseconds(100))
                ready = try await indexes.index(for: library.record, context: t.context)
            }
            #expect(ready?.count == TitleWordIndexes.waitBelow + 1)
        }
    }

    @Test func wordsAreListedByTheirBytesSoAStartIsOneStretch() {
        var builder = TitleWordIndex.Builder()
        builder.add(number: 1, fields: ["histoire hist", "", "", "", "", ""])
        builder.add(number: 5, fields: ["history", "hi", "", "", "9780306406157", ""])
        builder.add(number: 9, fields: ["höst", "", "histories", "", "", ""])
        let index = builder.finish()
        let found = index.words(startingWith: Array("hist".utf8)).map { String(decoding: index.word($0), as: UTF8.self) }
        #expect(found == ["hist", "histoire", "histories", "history"])
        #expect(index.exactly(Array("hist".utf8)).count == 1 && index.exactly(Array("his".utf8)).isEmpty)
        let page = index.search([.init(word: Array("hist".utf8))], in: .init(searching: .all), offset: 0, limit: 10)
        #expect(page.total == 3 && page.numbers.first == 1, "the exact word ranks first")
        #expect(index.search([.init(word: Array("9780".utf8))], in: .init(searching: .isbn), offset: 0, limit: 10).numbers == [5])
    }
}
