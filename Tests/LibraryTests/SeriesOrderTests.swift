import Fluent
import Foundation
@testable import Library
import SatchelTesting
import Testing

@Suite("Series in numeric order")
struct SeriesOrderTests {
    @Test func aTitlePageListsItsSeriesTwoBeforeTenAndUnnumberedLast() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let parts: [(String, String?)] = [("Del tio", "10"), ("Del två", "2"), ("Extra", nil), ("Del ett", "1"), ("Del två och en halv", "2.5")]
            let entries = parts.map { title, number in
                var e = CatalogueEntry(sourceKey: "test:\(UUID())", title: title, authors: ["Lagerlöf, Selma"])
                e.copies = 1
                e.series = "Löwensköldska ringen"
                e.seriesNumber = number
                e.clean()
                return e
            }
            _ = try await CatalogueWriter(context: t.context, library: library.record).write(entries)
            let first = try #require(try await TitleRecord.query(on: t.app.db).filter(\.$title == "Del ett").first()?.id)
            let similar = try await t.context.titles.similar(first)
            #expect(similar.map(\.title) == ["Del två", "Del två och en halv", "Del tio", "Extra"])
        }
    }

    @Test func aSeriesNumberCountsByTheNumberItStartsWith() {
        #expect(SeriesOrder.leadingNumber("3a") == 3)
        #expect(SeriesOrder.leadingNumber(" 2,5 ") == 2.5)
        #expect(SeriesOrder.leadingNumber("II") == nil)
        #expect(SeriesOrder.precedes(("9", "b"), ("10", "a")))
    }
}
