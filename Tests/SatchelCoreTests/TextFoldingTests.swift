import Foundation
import SatchelAPI
@testable import SatchelCore
import Testing

@Suite("Folding and cleaning text")
struct TextFoldingTests {
    /// Random printable ASCII with the characters folding treats specially.
    static func samples(_ count: Int) -> [String] {
        var random = SplitMix64(state: 99)
        let alphabet = Array("abcXYZ019 .'`-,;:/()[]!?\"&\t  ")
        return (0..<count).map { _ in String((0..<Int(random.next() % 24)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }) }
    }

    @Test func theASCIIFoldAgreesWithTheUnicodeFold() {
        for text in Self.samples(2000) {
            #expect(PlaceText.foldASCII(text) == PlaceText.foldUnicode(text), "\(text.debugDescription)")
        }
    }

    @Test func cleaningPlainASCIIOnlyTrimsSpaces() {
        #expect(UserText.clean("  Röda rummet ") == "Röda rummet")
        #expect(UserText.clean("  plain text  ") == "plain text")
        #expect(UserText.clean("   ") == "")
        #expect(UserText.clean("tab\there") == "tab here")
        #expect(UserText.clean("line\nbreak", multiline: true) == "line\nbreak")
        #expect(UserText.clean(nil) == "")
    }

    @Test func aOneLineFieldKeepsWordsApartWhereALineBreakWasPasted() {
        #expect(UserText.clean("Red\r\nkite\u{0}") == "Red  kite")
        #expect(UserText.clean("Red\nkite\u{7}", multiline: true) == "Red\nkite")
        #expect(UserText.collapsed(" Red \n\t kite\u{85} ") == "Red kite")
        #expect(UserText.optional("  ", limit: 5) == nil)
        #expect(UserText.optional("Red kite", limit: 3) == "Red")
    }

    /// One table of references for shop pages and EPUB chapters: HTML 4's names (Greek and
    /// arrows too), the Czech names shops use, numbers, and C1 numbers read as Windows-1252.
    @Test func htmlReferencesDecodeFromOneTable() {
        #expect(HTMLEntities.decode("&alpha;&rarr;&Rcaron;&iacute;&#269;&#x10D;&#150;&amp;&bogus;") == "α→Říčč–&&bogus;")
        #expect(HTMLEntities.numbered("&nbsp;&ecaron;&amp;") == "&#160;&#283;&amp;", "XML's own five stay named")
    }
}

/// Every date-time the API reads is RFC 3339, as openapi.yaml's `format: date-time` says.
@Suite("Reading RFC 3339 date-times")
struct RFC3339Tests {
    @Test func everyFormTheContractAllowsIsRead() throws {
        let base = try #require(RFC3339.date("2026-11-22T18:00:00Z"))
        #expect(base.timeIntervalSince1970 == 1_795_370_400)
        #expect(RFC3339.date("2026-11-22t19:00:00+01:00") == base)
        #expect(RFC3339.date("2026-11-22T18:00:00.25z") == base.addingTimeInterval(0.25))
        #expect(RFC3339.date("2026-11-22T18:00:00.123456789Z").map { abs($0.timeIntervalSince(base) - 0.123456789) < 1e-6 } == true)
        #expect(RFC3339.date("0155-07-13T01:54:00.6054-20:01") != nil, "a far year and offset, as schemathesis sends")
        #expect(RFC3339.date("2024-02-29T00:00:00Z") != nil)
    }

    @Test func whatIsNotADateTimeIsRefused() {
        for bad in ["2026-11-22", "2026-11-22T18:00Z", "2026-02-30T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-22T24:00:00Z", "2024-01-01T12:99:00Z", "2024-01-01T12:00:61Z",
                    "2026-11-22T18:00:00", "2026-11-22T18:00:00+1:00", "2026-11-22T18:00:00.Z", " 2026-11-22T18:00:00Z", "2026-11-22T18:00:00Zx"] {
            #expect(RFC3339.date(bad) == nil, "\(bad)")
        }
    }
}
