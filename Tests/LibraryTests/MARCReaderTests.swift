import Foundation
@testable import Library
import SatchelTesting
import Testing

@Suite("Reading MARC 21 records (ISO 2709)")
struct MARCReaderTests {
    static let sample = Bundle.module.url(forResource: "loc-sample", withExtension: "mrc", subdirectory: "Fixtures")!.path
    /// The 250,000 Library of Congress records `../shared/data/fetch.sh` downloads.
    static let realFile = SharedData.path("loc-books-250k.mrc")

    static func records(_ items: some Sequence<MARCReader.Item>) -> [MARCRecord] {
        items.compactMap { if case .record(let r) = $0 { return r } else { return nil } }
    }

    @Test func realRecordsYieldTheirFieldsAndMetadata() throws {
        let records = Self.records(try MARCReader(path: Self.sample))
        #expect(records.count == 30)
        let first = try #require(records.first.flatMap(MARCTitle.init))
        #expect(first.controlNumber == "00000002")
        #expect(first.title == "Botanical materia medica and pharmacology")
        #expect(first.subtitle?.hasPrefix("drugs considered from a botanical") == true)
        #expect(first.authors == ["Aurand, Samuel Herbert"])
        #expect(first.publisher == "P. H. Mallen Company")
        #expect(first.year == 1899 && first.language == "eng" && first.pageCount == 406)
        #expect(first.subjects == ["Botany, Medical", "Homeopathy"])
        #expect(records[0].field("650")?.values("a") == ["Botany, Medical."])
    }

    @Test func aDamagedRecordIsSkippedWithItsOffsetAndReadingGoesOn() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.sample))
        let first = Int(String(decoding: data.prefix(5), as: UTF8.self))!
        var damaged = Data(data.prefix(first))
        // The second record's length claims more than it has: up to the next terminator it is skipped.
        var second = Data(data[first...].prefix(Int(String(decoding: data[first..<first + 5], as: UTF8.self))!))
        second.replaceSubrange(0..<5, with: Data("99999".utf8))
        damaged.append(second)
        damaged.append(data[(first + second.count)...])
        let items = Array(MARCReader(data: damaged))
        let skipped = items.compactMap { if case .skipped(let offset, let reason) = $0 { return (offset, reason) } else { return nil } }
        #expect(skipped.count == 1 && skipped.first?.0 == first)
        #expect(Self.records(items).count == 29)
    }

    @Test func aTruncatedFileEndsWithAReasonNotACrash() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.sample))
        let items = Array(MARCReader(data: data.prefix(data.count - 10)))
        #expect(Self.records(items).count == 29)
        guard case .skipped(_, let reason) = items.last else { Issue.record("no skipped item"); return }
        #expect(reason.contains("ends inside a record"))
    }

    @Test func aMARC8RecordIsReportedNotGuessedAt() throws {
        var data = try Data(contentsOf: URL(fileURLWithPath: Self.sample))
        data[9] = UInt8(ascii: " ")
        guard case .skipped(0, let reason) = MARCReader(data: data).first(where: { _ in true }) else {
            Issue.record("the MARC-8 record was read"); return
        }
        #expect(reason.contains("MARC-8"))
    }

    @Test func cataloguersPunctuationIsTrimmedButInitialsKeepTheirStop() {
        #expect(MARCTitle.trim("Botanical materia medica and pharmacology;") == "Botanical materia medica and pharmacology")
        #expect(MARCTitle.trim("Smith, J.") == "Smith, J.")
        #expect(MARCTitle.trim("New York :") == "New York")
        #expect(MARCTitle.pages("xii, 320 p. :") == 320)
        #expect(MARCTitle.isbn("0198520824 (pbk.)") == "0198520824")
        #expect(MARCTitle.year("c1999.") == 1999)
    }

    /// Runs `work` on a thread of its own: reading 250,000 records takes minutes on a slow
    /// machine, and a test holding one of the few threads async work runs on (one per core) that
    /// long stalls every other test beside it (the live servers' requests time out).
    static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    @Test(SharedData.needed("loc-books-250k.mrc"), noDatabase)
    func theLibraryOfCongressFileReadsWhole() async throws {
        let (records, titled, skipped) = try await Self.onOwnThread {
            var records = 0, titled = 0, skipped: [String] = []
            for item in try MARCReader(path: Self.realFile) {
                switch item {
                case .record(let r):
                    records += 1
                    if MARCTitle(r) != nil { titled += 1 }
                case .skipped(let offset, let reason):
                    skipped.append("\(offset): \(reason)")
                }
            }
            return (records, titled, skipped)
        }
        #expect(records == 250_000, "skipped: \(skipped.prefix(5))")
        #expect(skipped.isEmpty)
        #expect(titled > 249_000)
    }
}
