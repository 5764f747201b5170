import Foundation
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
        #expect(UserText.clean("tab\there") == "tabhere")
        #expect(UserText.clean("line\nbreak", multiline: true) == "line\nbreak")
        #expect(UserText.clean(nil) == "")
    }
}
