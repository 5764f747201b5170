import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing

@Suite("Finding books")
struct SearchTests {
    static let books: [(title: String, author: String)] = [
        ("Öar i norr", "Östergren, Klas"), ("Östersjöns hemligheter", "Öberg, Lars"), ("Zebrans år", "Zetterlund, Anna"),
        ("Sagan om Isfolket", "Åkesson, Margit"), ("Ängsmark", "Ärlemalm, Inger"), ("Röda rummet", "Strindberg, August"),
        ("Hemsöborna", "Strindberg, August"), ("Doktor Glas", "Söderberg, Hjalmar"), ("Historia om Sverige", "Andersson, Olle"),
        ("Historiska kartor", "Olsson, Per"),
    ]

    @Test func wordPrefixesMatchIgnoringCaseAndDiacritics() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, Self.books)
            let ada = try await t.signUp("ada")
            let hist = try await t.searchTitles(library, "q=HIST", as: ada)
            #expect(hist.total == 2 && Set(hist.items.map(\.title)) == ["Historia om Sverige", "Historiska kartor"])
            let folded = try await t.searchTitles(library, "q=ostersjons", as: ada)
            #expect(folded.items.map(\.title) == ["Östersjöns hemligheter"])
            let twoWords = try await t.searchTitles(library, "q=r%C3%B6da%20rum", as: ada)
            #expect(twoWords.items.map(\.title) == ["Röda rummet"])
        }
    }

    @Test func aSearchOfLoneLatinLettersIsRefusedSayingWhy() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, Self.books)
            let ada = try await t.signUp("ada")
            for q in ["a", "H", "a%20b", "7", "%C3%B6"] {
                let res = try await t.request(LibraryRoute.searchTitles(library.id), token: ada.token, query: "?q=" + q)
                #expect(res.status == .unprocessableEntity, "q=\(q)")
                #expect(res.body.string.contains("library.search_too_short"), "q=\(q): \(res.body.string)")
            }
            // In one field a letter is a way in: authors starting with Ö.
            let authors = try await t.searchTitles(library, "q=%C3%96&in=author", as: ada)
            #expect(authors.total > 0)
        }
    }

    @Test func aLoneLetterBesideLongerWordsIsLeftOut() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, Self.books + [("北京の夏", "Tanaka, Yuki")])
            let ada = try await t.signUp("ada")
            let withLetter = try await t.searchTitles(library, "q=historiska%20a", as: ada)
            #expect(withLetter.items.map(\.title) == ["Historiska kartor"], "no word of it starts with a: the a is left out")
            // A single character of another script is a word, and is searched.
            let chinese = try await t.request(LibraryRoute.searchTitles(library.id), token: ada.token, query: "?q=%E5%8C%97")
            #expect(chinese.status == .ok, "\(chinese.body.string)")
        }
    }

    @Test func aFieldLimitsWhereWordsAreLookedFor() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, Self.books)
            let ada = try await t.signUp("ada")
            // "hem" is in a title ("Hemsöborna", "… hemligheter"), never in an author.
            #expect(try await t.searchTitles(library, "q=hem&in=title", as: ada).total == 2)
            #expect(try await t.searchTitles(library, "q=hem&in=author", as: ada).total == 0)
            #expect(try await t.searchTitles(library, "q=strindberg&in=author", as: ada).total == 2)
        }
    }

    @Test func anAuthorSearchForÖSortedÖToAShowsÖFirstInSwedishOrder() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, Self.books)
            let ada = try await t.signUp("ada")
            let found = try await t.searchTitles(library, "sort=author&order=desc", as: ada)
            #expect(found.items.prefix(5).map { $0.authors[0] } == ["Östergren, Klas", "Öberg, Lars", "Ärlemalm, Inger", "Åkesson, Margit", "Zetterlund, Anna"])
            let ö = try await t.searchTitles(library, "q=os&sort=author&order=desc", as: ada)
            // Diacritics do not matter when searching ("os" finds "Östergren" and "Östersjöns"); the order is Swedish.
            #expect(ö.items.map { $0.authors[0] } == ["Östergren, Klas", "Öberg, Lars"])
        }
    }

    @Test func frenchAndItalianElisionsAreSplitInTheIndexAndTheQuery() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, [("L'avare", "Molière"), ("Dell’amore", "Moravia, Alberto"), ("Lavande", "Dupont, Anne")], language: "fre")
            let ada = try await t.signUp("ada")
            for (query, expected) in [("avare", ["L'avare"]), ("moliere%20avare", ["L'avare"]), ("l%27avare", ["L'avare"]),
                                      ("amore", ["Dell’amore"]), ("lav", ["Lavande"])] {
                let found = try await t.searchTitles(library, "q=\(query)", as: ada)
                #expect(found.items.map(\.title) == expected, "q=\(query)")
            }
        }
    }

    @Test func anExactWordRanksAboveLongerWordsItStarts() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, [("Kunstmarkt", "Wildenstein, Daniel"), ("Katalog", "Wildenstein, Daniel"), ("Alpen", "Wildeisen, Hans"),
                                      ("The picture of Dorian Gray", "Wilde, Oscar")])
            let ada = try await t.signUp("ada")
            for query in ["q=wilde&in=author", "q=wilde"] {
                let found = try await t.searchTitles(library, query, as: ada)
                #expect(found.items.first?.title == "The picture of Dorian Gray", "\(query): \(found.items.map(\.title))")
                #expect(found.items.count == 4)
            }
        }
    }

    @Test func aWordTypedWithDiacriticsPutsTitlesSpelledSoFirst() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, [("Recht", "Haffner, Ulf"), ("Geschichte", "Haffner, Sebastian"), ("Anmerkungen", "Haffner, Sebastian"),
                                      ("Zeit", "Haffner, Paul"), ("Die Verwandlung der Landschaft im Mittelgebirge", "Häffner, Karl-Heinz")])
            let ada = try await t.signUp("ada")
            for query in ["q=H%C3%A4ffner", "q=h%C3%A4ffner&in=author", "q=H%C3%A4ff", "q=H%C3%A4ffner&in=author&available=1"] {
                let found = try await t.searchTitles(library, query, as: ada)
                #expect(found.items.first?.authors == ["Häffner, Karl-Heinz"], "\(query): \(found.items.map(\.authors))")
                #expect(found.items.count == 5, "\(query): diacritics still only break ties")
            }
            let plain = try await t.searchTitles(library, "q=haffner", as: ada)
            #expect(plain.items.count == 5)
            let inTitles = try await t.searchTitles(library, "q=H%C3%A4ffner&in=title", as: ada)
            #expect(inTitles.items.isEmpty, "a spelling in the authors does not find a title by its title")
        }
    }

    @Test func browsingCountsTheCatalogueOnceAndAnImportShowsAtOnce() async throws {
        try await withSatchel(settings: countingStatements) { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, [("Brev", "Berg, Eva"), ("Dikter", "Ek, Per"), ("Noveller", "Ås, Lo")])
            let ada = try await t.signUp("ada")
            func browse() async throws -> (total: Int, statements: Int) {
                let res = try await t.request(LibraryRoute.searchTitles(library.id), token: ada.token, query: "?sort=title&limit=2")
                return (try res.decode(TitleSearchPage.self).total, Int(res.headers.first(name: "Satchel-Statements") ?? "") ?? -1)
            }
            // The session and the library are read (and kept) before counting (a search the word
            // index could answer would count the catalogue to decide how to make the index; one
            // by popularity is the database's).
            _ = try await t.request(LibraryRoute.searchTitles(library.id), token: ada.token, query: "?q=brev&available=1&sort=popularity")
            let first = try await browse()
            let again = try await browse()
            #expect(first.total == 3 && again.total == 3)
            #expect(again.statements < first.statements, "a first page again does not count the catalogue again")
            try await library.add(t, [("Romaner", "Lund, Kim"), ("Sagor", "Berg, Eva")])
            #expect(try await browse().total == 5, "titles just imported are counted at once")
        }
    }

    /// The categories are counted once and kept, and an import shows in them at once.
    @Test func categoriesAreCountedOnceAndAnImportShowsAtOnce() async throws {
        try await withSatchel(settings: countingStatements) { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, [("Brev", "Berg, Eva"), ("Dikter", "Ek, Per")], subjects: ["Poetry"])
            try await library.add(t, [("Noveller", "Ås, Lo")], subjects: ["Short stories"])
            let ada = try await t.signUp("ada")
            func categories() async throws -> (names: [String], counts: [Int], statements: Int) {
                let res = try await t.request(LibraryRoute.categories(library.id), token: ada.token)
                let found = try res.decode([CategoryCount].self)
                return (found.map(\.name), found.map(\.titles), Int(res.headers.first(name: "Satchel-Statements") ?? "") ?? -1)
            }
            let first = try await categories()
            #expect(first.names == ["Poetry", "Short stories"] && first.counts == [2, 1])
            let again = try await categories()
            #expect(again.statements < first.statements, "the categories are not counted again")
            try await library.add(t, [("Sagor", "Berg, Eva"), ("Myter", "Ek, Per")], subjects: ["Short stories"])
            let after = try await categories()
            #expect(after.names == ["Short stories", "Poetry"] && after.counts == [3, 2], "an import shows at once")
        }
    }

    @Test func sortKeysIgnoreModifierLettersAndTransliterationMarks() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, [("Kitab", "ʻUmar, Ahmad"), ("Sefer", "ʼĀḥdarom, Sara"), ("Zebrans år", "Zetterlund, Anna"),
                                      ("Brev", "Berg, Eva")])
            let ada = try await t.signUp("ada")
            let down = try await t.searchTitles(library, "sort=author&order=desc", as: ada)
            #expect(down.items.map { $0.authors[0] } == ["Zetterlund, Anna", "ʻUmar, Ahmad", "Berg, Eva", "ʼĀḥdarom, Sara"])
            let umar = try await t.searchTitles(library, "q=umar&in=author", as: ada)
            #expect(umar.items.map(\.title) == ["Kitab"])
        }
    }

    @Test func cursorPagesVisitEveryTitleOnceInEveryOrder() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            var generator = SplitMix64(state: 7)
            let many = (0..<57).map { n in (title: "Bok \(n) " + ["Ö", "A", "Z", "Å", "e"][Int(generator.next() % 5)], author: "Författare \(Int(generator.next() % 9)), X") }
            try await library.add(t, many)
            let ada = try await t.signUp("ada")
            for sort in ["title", "author", "publisher", "published", "popularity", "rating", "added"] {
                for order in ["asc", "desc"] {
                    var seen: [UUID] = []
                    var cursor: String?
                    let size = 1 + Int(generator.next() % 12)
                    repeat {
                        let page = try await t.searchTitles(library, "sort=\(sort)&order=\(order)&limit=\(size)" + (cursor.map { "&cursor=" + $0 } ?? ""), as: ada)
                        #expect(page.total == 57)
                        seen += page.items.map(\.id)
                        cursor = page.nextCursor
                    } while cursor != nil && seen.count <= 57 // a cursor that does not move on fails, not hangs
                    #expect(seen.count == 57 && Set(seen).count == 57, "\(sort) \(order)")
                }
            }
            var relevance: [UUID] = []
            var cursor: String?
            repeat {
                let page = try await t.searchTitles(library, "q=bok&limit=10" + (cursor.map { "&cursor=" + $0 } ?? ""), as: ada)
                relevance += page.items.map(\.id)
                cursor = page.nextCursor
            } while cursor != nil && relevance.count <= 57
            #expect(Set(relevance).count == 57)
        }
    }

    @Test func filtersNarrowByLanguageCategoryAndAvailability() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let swedish = try await library.add(t, [("Doktor Glas", "Söderberg, Hjalmar"), ("Hemsöborna", "Strindberg, August")],
                                                subjects: ["Fiction"])
            try await library.add(t, [("Emma", "Austen, Jane")], language: "eng", subjects: ["Love stories"])
            let ada = try await t.patron("ada", at: library, card: "1001")
            #expect(try await t.searchTitles(library, "language=eng", as: ada).items.map(\.title) == ["Emma"])
            #expect(try await t.searchTitles(library, "category=Fiction", as: ada).total == 2)
            _ = try await t.borrow(swedish[0], as: ada)
            #expect(try await t.searchTitles(library, "available=true", as: ada).items.map(\.title) == ["Emma", "Hemsöborna"])
        }
    }

    @Test func aBadSortOrCursorIsAProblemNamingTheField() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada")
            let sort = try await t.request(LibraryRoute.searchTitles(library.id), token: ada.token, query: "?sort=colour")
            #expect(sort.status == .unprocessableEntity && sort.problem?.errors?.first?.field == "sort")
            let cursor = try await t.request(LibraryRoute.searchTitles(library.id), token: ada.token, query: "?cursor=bogus")
            #expect(cursor.status == .unprocessableEntity && cursor.problem?.errors?.first?.field == "cursor")
        }
    }

    /// A text search sorted by a column pages through the same titles in the same order whether
    /// the column's index is walked (many matches), every match is read and sorted (few), or the
    /// word index's orders find the page, in every order, among titles that do not match; and
    /// when pages alternate between the word index's orders and the database.
    /// 260 titles: PostgreSQL's walk reads batches of at least 100 rows, so it crosses them.
    @Test(arguments: [(3, 70), (11, 70), (5, 260)] as [(UInt64, Int)])
    func aSortedSearchWalkingTheIndexPagesAsReadingEveryMatchDoes(seed: UInt64, count: Int) async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            var generator = SplitMix64(state: seed)
            let titles = (0..<count).map { n in
                (title: (generator.next() % 3 == 0 ? "Annan \(n) " : "Bok \(n) ") + ["Ö", "A", "Z", "Å", "e"][Int(generator.next() % 5)],
                 author: "Författare \(Int(generator.next() % 9)), X")
            }
            try await library.add(t, titles)
            var query = TitleQuery()
            query.text = "bok"
            for sort in TitleQuery.Sort.allCases where sort != .relevance {
                for descending in [false, true] {
                    query.sort = sort
                    query.descending = descending
                    let size = 1 + Int(generator.next() % 12)
                    var pages: [[UUID]] = []
                    // Walking the index, reading every match, without the word index, its orders
                    // alone, and its orders on every other page.
                    for (walkFrom, inMemory, orders) in [(0, true, "no"), (Int.max, true, "no"), (0, false, "no"), (0, true, "yes"), (0, true, "alternate")] {
                        var search = t.context.titleSearch
                        search.walkFrom = walkFrom
                        search.inMemory = inMemory
                        var seen: [UUID] = []
                        var cursor: String?
                        var pageNumber = 0
                        repeat {
                            search.ordersInMemory = orders == "yes" || (orders == "alternate" && pageNumber % 2 == 0)
                            pageNumber += 1
                            let page = try await search.search(query, library: library.record, cursor: cursor, limit: size)
                            #expect(page.total == titles.filter { $0.title.hasPrefix("Bok") }.count)
                            seen += page.titles.map(\.id)
                            cursor = page.next
                        } while cursor != nil && seen.count <= titles.count
                        pages.append(seen)
                    }
                    #expect(pages.allSatisfy { $0 == pages[0] }, "\(sort) \(descending)")
                    #expect(Set(pages[0]).count == titles.filter { $0.title.hasPrefix("Bok") }.count, "\(sort) \(descending)")
                }
            }
        }
    }

    @Test func aSearchStaysInsideItsLibrary() async throws {
        try await withSatchel { t in
            let malmo = try await TestLibrary.make(t)
            let stockholm = try await TestLibrary.make(t, slug: "stockholm")
            try await malmo.add(t, Self.books)
            try await stockholm.add(t, [("Historia om Stockholm", "Andersson, Olle")])
            let ada = try await t.signUp("ada")
            for query in ["q=hist", "q=hist&sort=title", "q=andersson&in=author", "sort=title"] {
                let inStockholm = try await t.searchTitles(stockholm, query, as: ada)
                #expect(inStockholm.items.map(\.title) == ["Historia om Stockholm"] && inStockholm.total == 1, "\(query)")
                let inMalmo = try await t.searchTitles(malmo, query, as: ada)
                #expect(!inMalmo.items.map(\.title).contains("Historia om Stockholm"), "\(query)")
            }
        }
    }

    /// A library whose titles are imported after another's is searched by its stretch of the
    /// index; once it imports again, its titles are numbered around the other's and a search
    /// matches its token instead. Either way a search finds its own titles, new ones at once,
    /// and counts nothing of the other's.
    @Test func aSearchStaysInsideItsLibraryWhenTheirTitlesAreNumberedAmongEachOthers() async throws {
        try await withSatchel { t in
            let malmo = try await TestLibrary.make(t)
            let stockholm = try await TestLibrary.make(t, slug: "stockholm")
            try await malmo.add(t, [("Historia om Malmö", "Berg, Anna")])
            try await stockholm.add(t, [("Historia om Stockholm", "Andersson, Olle"), ("Historiska kartor", "Lind, Eva")])
            let sqlite = !t.context.isPostgres  // PostgreSQL searches its titles table, not a shared index
            if sqlite { #expect(try await t.context.readLibrary(malmo.id).indexScope == .numbers(1...1)) }
            let ada = try await t.signUp("ada")
            try await malmo.add(t, [("Historiens gåtor", "Ek, Per")])
            if sqlite {
                #expect(try await t.context.readLibrary(malmo.id).indexScope == .token)
                #expect(try await t.context.readLibrary(stockholm.id).indexScope == .numbers(2...3))
            }
            for query in ["q=hist", "q=hist&sort=title"] {
                let inMalmo = try await t.searchTitles(malmo, query, as: ada)
                #expect(Set(inMalmo.items.map(\.title)) == ["Historia om Malmö", "Historiens gåtor"] && inMalmo.total == 2, "\(query)")
                let inStockholm = try await t.searchTitles(stockholm, query, as: ada)
                #expect(Set(inStockholm.items.map(\.title)) == ["Historia om Stockholm", "Historiska kartor"] && inStockholm.total == 2, "\(query)")
            }
        }
    }

    @Test func similarBooksShareAnAuthorOrSubjects() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ids = try await library.add(t, Self.books)
            let ada = try await t.signUp("ada")
            let similar = try await t.request(LibraryRoute.similar(ids[5]), token: ada.token).decode([TitleSummary].self)
            #expect(similar.map(\.title) == ["Hemsöborna"])
        }
    }

    /// The catalogue pages like every other read: an empty `limit=` is refused, not the default.
    @Test func anEmptyLimitIsRefused() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada")
            let res = try await t.request(LibraryRoute.searchTitles(library.id), token: ada.token, query: "?q=a&limit=")
            #expect(res.status == .unprocessableEntity && res.problem?.errors?.first?.field == "limit")
        }
    }
}
