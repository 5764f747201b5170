import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// Every letter folds as the Unicode collation's primary strength folds it, and text in
/// scripts written without spaces (Chinese, Japanese, Korean) is found by the characters a
/// person types — in both search paths (the in-memory word index and the database's own).
@Suite("Finding books in every script and by every letter")
struct ScriptsAndLettersSearchTests {
    static let letters: [(title: String, author: String, typed: String)] = [
        ("Œuvres complètes", "Molière", "oeuvres"), ("Ærøskøbing", "Jensen, Kaj", "aeroskobing"), ("Łódź nocą", "Nowak, Jan", "lodz"),
        ("Đakovo i okolica", "Horvat, Ivo", "dakovo"), ("Þórbergur", "Þórðarson, Þórbergur", "thorbergur"),
        ("Die Straße", "Groß, Anna", "strasse"),
    ]

    static let scripts: [(title: String, author: String)] = [
        ("北京の夏", "田中, 雪"), ("東京物語", "小津, 安二郎"), ("ラーメンの歴史", "佐藤, 健"), ("한국어 문법", "김, 민수"),
        ("Война и мир", "Толстой, Лев"),
    ]

    /// The titles `q` finds, through the in-memory index and through the database.
    static func found(_ t: TestContext, _ library: TestLibrary, _ q: String) async throws -> (memory: Set<String>, database: Set<String>) {
        var query = TitleQuery()
        query.text = q
        let record = try await t.context.libraries.find(library.id)
        var database = t.context.titleSearch
        database.inMemory = false
        let memory = try await t.context.titleSearch.search(query, library: record, cursor: nil, limit: 50)
        let stored = try await database.search(query, library: record, cursor: nil, limit: 50)
        return (Set(memory.titles.map(\.title)), Set(stored.titles.map(\.title)))
    }

    @Test func ligaturesAndLettersOfTheirOwnFoldAsTheCollationFoldsThem() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            try await library.add(t, Self.letters.map { ($0.title, $0.author) }, language: "eng")
            for book in Self.letters {
                for q in [book.typed, book.title] {
                    let found = try await Self.found(t, library, q)
                    #expect(found.memory == [book.title] && found.database == [book.title], "\(q): \(found)")
                }
            }
            // People too: "Þórðarson" by "thordarson".
            #expect(try await Self.found(t, library, "thordarson").database == ["Þórbergur"])
        }
    }

    @Test func aTitleStartingWithALigatureSortsUnderItsLetters() {
        let titles = ["Pippi Långstrump", "Œuvres complètes", "Odyssey", "Zorro", "Ångest", "Łódź nocą", "Lord Jim", "Þórbergur", "Tintin"]
        let sorted = titles.sorted { CatalogueText.collationKey($0, language: "en") < CatalogueText.collationKey($1, language: "en") }
        #expect(sorted == ["Ångest", "Łódź nocą", "Lord Jim", "Odyssey", "Œuvres complètes", "Pippi Långstrump", "Þórbergur", "Tintin", "Zorro"])
    }

    @Test func anyOneOrTwoCJKCharactersTypedFindTheTitlesWithThem() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            try await library.add(t, Self.scripts, language: "jpn")
            let expectations: [(String, Set<String>)] = [
                ("京", ["北京の夏", "東京物語"]), // in two titles, first and last of a pair
                ("北京", ["北京の夏"]), ("夏", ["北京の夏"]), // the last character alone
                ("東京物", ["東京物語"]), ("物語", ["東京物語"]), ("ラーメン", ["ラーメンの歴史"]), ("ーメ", ["ラーメンの歴史"]),
                ("国語", []), ("국어", ["한국어 문법"]), ("문법", ["한국어 문법"]), ("田中", ["北京の夏"]),
                ("войн", ["Война и мир"]), ("京都", []),
            ]
            for (q, titles) in expectations {
                let found = try await Self.found(t, library, q)
                #expect(found.memory == titles, "\(q) in memory: \(found.memory)")
                #expect(found.database == titles, "\(q) in the database: \(found.database)")
            }
        }
    }

    @Test func aSingleCJKCharacterIsASearchOfItsOwn() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            try await library.add(t, Self.scripts, language: "jpn")
            let ada = try await t.signUp("ada")
            let page = try await t.searchTitles(library, "q=%E5%A4%8F", as: ada) // 夏
            #expect(page.items.map(\.title) == ["北京の夏"])
        }
    }

    /// A Library of Congress record as they are written: romanised 245 and 100 linked by
    /// subfield 6 to 880 fields in the original script, and a 700 whose 880 is unlinked.
    static func record(control: String, romanised: String, script: String, author: String, authorScript: String) -> MARCRecord {
        func field(_ tag: String, _ subfields: [(Character, String)]) -> MARCField {
            MARCField(tag: tag, indicators: "10", subfields: subfields.map { MARCSubfield(code: $0.0, value: $0.1) })
        }
        return MARCRecord(leader: "00000cam a2200000 i 4500", fields: [
            MARCField(tag: "001", value: control),
            MARCField(tag: "008", value: "200101s2019    ch            000 0 chi d"),
            field("100", [("6", "880-01"), ("a", author + ",")]),
            field("245", [("6", "880-02"), ("a", romanised + " /"), ("c", author + ".")]),
            field("880", [("6", "100-01/$1"), ("a", authorScript + ",")]),
            field("880", [("6", "245-02/$1"), ("a", script + " /"), ("c", authorScript + ".")]),
            field("880", [("6", "700-00/$1"), ("a", "王小波")]),
        ])
    }

    @Test func aMARCRecordsOriginalScriptIsReadFromTheFieldsLinkedBySubfield6() throws {
        let title = try #require(MARCTitle(Self.record(control: "1", romanised: "Huo zhe", script: "活着", author: "Yu, Hua", authorScript: "余华")))
        #expect(title.title == "Huo zhe" && title.authors == ["Yu, Hua"])
        #expect(title.titleInScript == "活着")
        #expect(title.authorsInScript == ["余华", "王小波"])
    }

    @Test func aTitleIsFoundByItsOriginalScriptAndShowsItBesideTheRomanisation() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t, language: "en")
            let records = [Self.record(control: "1", romanised: "Huo zhe", script: "活着", author: "Yu, Hua", authorScript: "余华"),
                           Self.record(control: "2", romanised: "Xi you ji", script: "西游记", author: "Wu, Cheng'en", authorScript: "吴承恩")]
            _ = try await CatalogueWriter(context: t.context, library: library.record).write(records.compactMap(MARCTitle.init).map { m in
                var e = CatalogueEntry(marc: m, copies: 1)
                e.clean()
                return e
            })
            for (q, titles) in [("活", ["Huo zhe"]), ("活着", ["Huo zhe"]), ("余华", ["Huo zhe"]), ("游", ["Xi you ji"]), ("huo zhe", ["Huo zhe"])] {
                let found = try await Self.found(t, library, q)
                #expect(found.memory == Set(titles) && found.database == Set(titles), "\(q): \(found)")
            }
            let ada = try await t.signUp("ada")
            let page = try await t.searchTitles(library, "q=%E6%B4%BB", as: ada) // 活
            #expect(page.items.first?.titleInScript == "活着" && page.items.first?.authorsInScript == ["余华", "王小波"])
            let id = try #require(page.items.first?.id)
            var headers: HTTPHeaders = ["Accept": "text/html"]
            headers.bearerAuthorization = BearerAuthorization(token: ada.token)
            let html = try await t.request(.GET, "/library/malmo/titles/\(id.uuidString.lowercased())", headers: headers).body.string
            #expect(html.contains("<h1>Huo zhe</h1><p class=\"title-script\" dir=\"auto\">活着</p>"), "\(html.prefix(2000))")
        }
    }

    @Test func foldingKeepsKanaApartAndHalfWidthKatakanaAsUsual() {
        #expect(CatalogueText.fold("が") != CatalogueText.fold("か"))
        #expect(CatalogueText.fold("ﾗｰﾒﾝ") == CatalogueText.fold("ラーメン"))
        #expect(CatalogueText.fold("Tokyo東京Story") == "tokyo 東京 story")
        #expect(CatalogueText.indexTokens("北京の夏") == "北京 京の の夏 夏")
        #expect(CatalogueText.queryTokens("東京物") == ["東京", "京物"])
    }
}
