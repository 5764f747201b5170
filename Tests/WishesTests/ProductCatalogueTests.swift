import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
@testable import Wishes
import Testing
import Vapor

/// Writes `bytes` to a new temporary file ending in `.ext`; returns its path.
private func temporaryFile(_ bytes: [UInt8], ext: String) throws -> String {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("satchel-products-\(UUID().uuidString).\(ext)")
    try Data(bytes).write(to: url)
    return url.path
}

private func temporaryFile(_ text: String, ext: String) throws -> String {
    try temporaryFile(Array(text.utf8), ext: ext)
}

private func product(_ t: TestContext, sku: String) async throws -> ProductRecord {
    try #require(try await ProductRecord.query(on: t.app.db).filter(\.$sku == sku).first())
}

private let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

/// A small catalogue for the search tests.
private let searchCatalogue = """
    sku,name,brand,category,price,currency,link
    1,Horské kolo Marlin 5,Trek,Kola,17990,CZK,https://example.com/marlin
    2,Kolo pro děti,Woom,Kola,,,
    3,Koloběžka Micro,Micro,Koloběžky,,,
    4,Kolo elektrické městské,Crussis,Kola,,,
    5,Sluchátka WH-1000XM5,Sony,Audio,,,
    6,100% Merino ponožky,Icebreaker,Oblečení,,,
    7,1000 dílků puzzle,Ravensburger,Hry,,,
    8,Puzzle_box,Acme,Hry,,,
    """

private func seeded(_ t: TestContext) async throws -> ProductCatalogue {
    let path = try temporaryFile(searchCatalogue, ext: "csv")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let report = try await t.app.context.products.importFile(at: path)
    #expect(report.inserted == 8 && report.skipped.isEmpty)
    return t.app.context.products
}

@Suite("CSV reader")
struct CSVReaderTests {
    @Test func quotedFieldsKeepCommasLineBreaksAndDoubledQuotes() throws {
        let records = try CSVReader.records(in: "name,notes\r\n\"Kolo, horské\",\"one\ntwo\"\r\n\"He said \"\"hi\"\"\",\r\n")
        #expect(records.map(\.fields) == [["name", "notes"], ["Kolo, horské", "one\ntwo"], ["He said \"hi\"", ""]])
        // A record's line is where it starts; the line break inside quotes counts.
        #expect(records.map(\.line) == [1, 2, 4])
    }

    @Test func aByteOrderMarkAndBlankLinesAreSkippedAndAQuoteMustClose() throws {
        let records = try CSVReader.records(in: Data(bom + Array("a,b\n\n1,\"\"\n2,x".utf8)))
        #expect(records.map(\.fields) == [["a", "b"], ["1", ""], ["2", "x"]])
        #expect(records.map(\.line) == [1, 3, 4])
        #expect(throws: CSVError.unterminatedQuote(line: 2)) { try CSVReader.records(in: "a\n\"open\nstill open") }
        #expect(throws: CSVError.notUTF8) { try CSVReader.records(in: Data([0x61, 0x0A, 0xC3, 0x28])) }
    }
}

@Suite("Product catalogue")
struct ProductCatalogueTests {
    // MARK: import

    @Test func importsCSVWithQuotesLineBreaksBOMCRLFAndDecimalCommas() async throws {
        try await withSatchel { t in
            let csv: String = "SKU,Name,Brand,Category,Price,Currency,Image URL,Link\r\n"
                + "TREK-1,\"Horské kolo Marlin 5, 29\"\"\",Trek,Kola,\"17990,00\",czk,,https://example.com/trek\r\n"
                + "SONY-1,\"Sluchátka\r\nWH-1000XM5\",Sony,Audio,1299.9,SEK,https://example.com/sony.jpg,\r\n"
                + "BOOK-1,Saturnin,Zdeněk Jirotka,Knihy,,,,\r\n"
            let path = try temporaryFile(bom + Array(csv.utf8), ext: "csv")
            defer { try? FileManager.default.removeItem(atPath: path) }

            let report = try await t.app.context.products.importFile(at: path)

            #expect(report == ProductImportReport(inserted: 3, updated: 0, skipped: []))
            let trek = try await product(t, sku: "TREK-1")
            #expect(trek.name == "Horské kolo Marlin 5, 29\"")
            #expect(trek.brand == "Trek" && trek.category == "Kola")
            #expect(trek.priceMinor == 1_799_000 && trek.currency == "CZK")
            #expect(trek.link == "https://example.com/trek" && trek.imageURL == nil)
            let sony = try await product(t, sku: "SONY-1")
            #expect(sony.name == "Sluchátka WH-1000XM5")
            #expect(sony.priceMinor == 129_990 && sony.currency == "SEK")
            #expect(sony.imageURL == "https://example.com/sony.jpg" && sony.link == nil)
            let book = try await product(t, sku: "BOOK-1")
            #expect(book.brand == "Zdeněk Jirotka" && book.priceMinor == nil && book.currency == nil)
        }
    }

    @Test func theDocumentedExampleImports() async throws {
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/examples/products.csv").path
        try await withSatchel { t in
            let report = try await t.app.context.products.importFile(at: example)
            #expect(report == ProductImportReport(inserted: 10, updated: 0, skipped: []))
            #expect(try await t.app.context.products.search("nitro").map(\.name) == ["Comandante C40 MK4 Coffee Grinder (Nitro Blade)"])
        }
    }

    @Test func reimportingUpdatesBySku() async throws {
        try await withSatchel { t in
            let products = t.app.context.products
            let first = try temporaryFile("sku,name,price,currency\nA-1,Kite,100,SEK\nB-2,Ball,50,SEK\n", ext: "csv")
            let second = try temporaryFile(
                "sku,name,price,currency\nB-2,Ball,75.50,SEK\nC-3,Hat,20,SEK\nC-3,Hat (red),25,SEK\n", ext: "csv")
            defer {
                try? FileManager.default.removeItem(atPath: first)
                try? FileManager.default.removeItem(atPath: second)
            }

            #expect(try await products.importFile(at: first) == ProductImportReport(inserted: 2, updated: 0, skipped: []))
            // B-2 existed; C-3 is new, then seen again in the same file.
            #expect(try await products.importFile(at: second) == ProductImportReport(inserted: 1, updated: 2, skipped: []))

            #expect(try await ProductRecord.query(on: t.app.db).count() == 3)
            #expect(try await product(t, sku: "B-2").priceMinor == 7_550)
            #expect(try await product(t, sku: "C-3").name == "Hat (red)")
            #expect(try await product(t, sku: "A-1").priceMinor == 10_000)
            #expect(try await products.importFile(at: first) == ProductImportReport(inserted: 0, updated: 2, skipped: []))
        }
    }

    @Test func badRowsAreSkippedWithTheirLineAndReasonWhileGoodRowsLand() async throws {
        try await withSatchel { t in
            let csv = """
                sku,name,price,currency,link,image_url
                A,Good one,10,EUR,,
                B,,10,EUR,,
                C,Bad price,12abc,EUR,,
                D,No currency,10,,,
                E,Bad currency,10,EURO,,
                F,Bad link,,,javascript:alert(1),
                G,"Two
                lines",5,EUR,,ftp://example.com/x.jpg
                H,Too precise,1.234,CZK,,
                I,Fine too,"1 299,5",CZK,,
                J,Bike, red,10,EUR,,https://example.com/j.jpg

                """
            let path = try temporaryFile(csv, ext: "csv")
            defer { try? FileManager.default.removeItem(atPath: path) }

            let report = try await t.app.context.products.importFile(at: path)

            #expect(report.inserted == 2 && report.updated == 0)
            #expect(report.skipped.map(\.line) == [3, 4, 5, 6, 7, 8, 10, 12])
            let reasons = Dictionary(uniqueKeysWithValues: report.skipped.map { ($0.line, $0.reason) })
            #expect(reasons[3]?.contains("name is missing") == true)
            #expect(reasons[4]?.contains("price “12abc”") == true)
            #expect(reasons[5]?.contains("currency is required") == true)
            #expect(reasons[6]?.contains("“EURO”") == true)
            #expect(reasons[7]?.contains("link") == true)
            #expect(reasons[8]?.contains("image_url") == true)
            #expect(reasons[10]?.contains("decimal places") == true)
            #expect(reasons[12]?.contains("7 fields") == true)
            #expect(try await ProductRecord.query(on: t.app.db).count() == 2)
            #expect(try await product(t, sku: "I").priceMinor == 129_950)
        }
    }

    @Test func importsAJSONArrayAndAProductsObject() async throws {
        try await withSatchel { t in
            let products = t.app.context.products
            let array = """
                [{"sku": "X1", "name": "Tent", "price": 4990.5, "currency": "sek"},
                 {"Name": "Lamp", "price": "12,50", "currency": "EUR", "link": "https://example.com/lamp", "tags": ["a"]},
                 5,
                 {"name": ""},
                 {"name": "Odd", "price": true, "currency": "EUR"}]
                """
            let arrayPath = try temporaryFile(array, ext: "json")
            // Not named .json: recognised by its first character.
            let objectPath = try temporaryFile(#"  {"products": [{"id": 42, "name": "Mug", "brand": "Iittala"}]}"#, ext: "txt")
            let emptyPath = try temporaryFile(#"{"products": []}"#, ext: "json")
            defer {
                for path in [arrayPath, objectPath, emptyPath] { try? FileManager.default.removeItem(atPath: path) }
            }

            let report = try await products.importFile(at: arrayPath)
            #expect(report.inserted == 2 && report.updated == 0)
            #expect(report.skipped.map(\.line) == [3, 4, 5])
            #expect(report.skipped.first?.reason == "is not an object")
            #expect(try await product(t, sku: "X1").priceMinor == 499_050)
            #expect(try await product(t, sku: "X1").currency == "SEK")
            // No sku: keyed by the link.
            #expect(try await product(t, sku: "link:https://example.com/lamp").priceMinor == 1_250)

            #expect(try await products.importFile(at: objectPath) == ProductImportReport(inserted: 1, updated: 0, skipped: []))
            #expect(try await product(t, sku: "42").brand == "Iittala")
            #expect(try await products.importFile(at: emptyPath) == ProductImportReport(inserted: 0, updated: 0, skipped: []))
        }
    }

    @Test func aFileThatCannotBeImportedIsAClearError() async throws {
        try await withSatchel { t in
            let products = t.app.context.products
            let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).csv").path
            await #expect(throws: ProductImportError.fileNotFound(missing)) { try await products.importFile(at: missing) }
            let noName = try temporaryFile("sku,title\n1,Kite\n", ext: "csv")
            let badJSON = try temporaryFile(#"{"items": []}"#, ext: "json")
            defer {
                try? FileManager.default.removeItem(atPath: noName)
                try? FileManager.default.removeItem(atPath: badJSON)
            }
            await #expect(throws: ProductImportError.missingColumn("name")) { try await products.importFile(at: noName) }
            await #expect(throws: ProductImportError.self) { try await products.importFile(at: badJSON) }
            #expect(try await ProductRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func pricesAreReadExactlyInMinorUnits() throws {
        #expect(try Money.minorUnits("1299.90", currency: "EUR").get() == 129_990)
        #expect(try Money.minorUnits("1299,9", currency: "EUR").get() == 129_990)
        #expect(try Money.minorUnits("1 299,9", currency: "EUR").get() == 129_990)
        #expect(try Money.minorUnits("1\u{202F}299,9", currency: "EUR").get() == 129_990)
        #expect(try Money.minorUnits("0.07", currency: "EUR").get() == 7)
        #expect(try Money.minorUnits("1500", currency: "JPY").get() == 1_500)
        #expect(try Money.minorUnits("12.500", currency: "EUR").get() == 1_250)
        #expect(try Money.minorUnits("1.234", currency: "KWD").get() == 1_234)
        for bad in ["1,299.90", "12.", ".5", "1e3", "+5", "abc", ""] {
            #expect(Money.minorUnits(bad, currency: "EUR") == .failure(.notANumber), "\(bad)")
        }
        #expect(Money.minorUnits("12.345", currency: "EUR") == .failure(.tooManyDecimals), "never rounded nor cut")
        #expect(Money.minorUnits("-5", currency: "EUR") == .failure(.negative))
        #expect(Money.minorUnits("99999999999999999999", currency: "EUR") == .failure(.tooLarge))
        #expect(Money.minorUnits("1001", currency: "EUR", max: 100_000) == .failure(.tooLarge))
    }

    // MARK: search

    @Test func searchMatchesWordStartsIgnoringCaseAndDiacritics() async throws {
        try await withSatchel { t in
            let products = try await seeded(t)
            #expect(try await products.search("kol").map(\.name).contains("Horské kolo Marlin 5"))
            #expect(try await products.search("HORSK").map(\.name) == ["Horské kolo Marlin 5"])
            #expect(try await products.search("horske KOLO").map(\.name) == ["Horské kolo Marlin 5"])
            #expect(try await products.search("DĚTI").map(\.name) == ["Kolo pro děti"])
            // Inside a word is not a word start.
            #expect(try await products.search("orsk").isEmpty)
            // Brand and category count; punctuated words match whole and in parts.
            #expect(try await products.search("sony").map(\.name) == ["Sluchátka WH-1000XM5"])
            #expect(try await products.search("audio").map(\.name) == ["Sluchátka WH-1000XM5"])
            #expect(try await products.search("wh-1000").map(\.name) == ["Sluchátka WH-1000XM5"])
            #expect(try await products.search("1000xm5").map(\.name) == ["Sluchátka WH-1000XM5"])
        }
    }

    @Test func everyWordMustMatch() async throws {
        try await withSatchel { t in
            let products = try await seeded(t)
            #expect(try await products.search("kolo sony").isEmpty)
            #expect(try await products.search("kolo trek").map(\.name) == ["Horské kolo Marlin 5"])
        }
    }

    @Test func percentAndUnderscoreAreLiteral() async throws {
        try await withSatchel { t in
            let products = try await seeded(t)
            #expect(try await products.search("100%").map(\.name) == ["100% Merino ponožky"])
            #expect(try await products.search("puzzle_").map(\.name) == ["Puzzle_box"])
            let hundred = try await products.search("100").map(\.name)
            #expect(hundred.contains("100% Merino ponožky") && hundred.contains("1000 dílků puzzle"))
        }
    }

    @Test func namesStartingWithTheQueryComeFirstThenShorterOnes() async throws {
        try await withSatchel { t in
            let products = try await seeded(t)
            #expect(try await products.search("kolo").map(\.name)
                    == ["Kolo pro děti", "Koloběžka Micro", "Kolo elektrické městské", "Horské kolo Marlin 5"])
            #expect(try await products.search("kolo", limit: 2).map(\.name) == ["Kolo pro děti", "Koloběžka Micro"])
        }
    }

    @Test func aSuggestionCarriesPriceAndLink() async throws {
        try await withSatchel { t in
            let products = try await seeded(t)
            let marlin = try #require(try await products.search("marlin").first)
            #expect(marlin.price == Price(amount: 1_799_000, currency: "CZK"))
            #expect(marlin.link == "https://example.com/marlin" && marlin.imageURL == nil)
            #expect(marlin.brand == "Trek" && marlin.category == "Kola")
        }
    }

    @Test func aShortQueryFindsNothing() async throws {
        try await withSatchel { t in
            let products = try await seeded(t)
            #expect(try await products.search("k").isEmpty)
            #expect(try await products.search("  k  ").isEmpty)
            #expect(try await products.search("").isEmpty)
        }
    }

    @Test func theDemoCatalogueSeedsOnce() async throws {
        try await withSatchel { t in
            try await t.app.context.products.demoSeed()
            try await t.app.context.products.demoSeed()
            #expect(try await ProductRecord.query(on: t.app.db).count() == ProductDemo.products.count)
            let lego = try await t.app.context.products.search("lego")
            #expect(lego.count == 2 && lego.allSatisfy { $0.price != nil && $0.link != nil })
        }
    }
}
