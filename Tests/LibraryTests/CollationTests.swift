import Foundation
@testable import Library
import SatchelCore
import Testing

@Suite("Sorting in a library's language")
struct CollationTests {
    static func sorted(_ names: [String], _ language: String) -> [String] {
        names.sorted { CatalogueText.collationKey($0, language: language) < CatalogueText.collationKey($1, language: language) }
    }

    @Test func swedishPutsÅÄÖAfterZInThatOrder() {
        #expect(Self.sorted(["Östergren", "Åkesson", "Zetterlund", "Ärlemalm", "Andersson", "Öberg"], "sv")
                == ["Andersson", "Zetterlund", "Åkesson", "Ärlemalm", "Öberg", "Östergren"])
    }

    @Test func swedishTreatsAccentsAndCaseAsTheBaseLetter() {
        #expect(Self.sorted(["éva", "Emma", "ebba", "Erik"], "sv") == ["ebba", "Emma", "Erik", "éva"])
        #expect(CatalogueText.collationKey("Müller", language: "sv") == CatalogueText.collationKey("Myller", language: "sv"))
    }

    @Test func englishFoldsÖIntoO() {
        #expect(Self.sorted(["Zola", "Öberg", "Olsen"], "en") == ["Öberg", "Olsen", "Zola"])
    }

    @Test func czechPutsChAfterHAndHáčekLettersAfterTheirBase() {
        #expect(Self.sorted(["Chalupa", "Hrabal", "Izák", "Čapek", "Cibulka", "Dvořák"], "cs")
                == ["Cibulka", "Čapek", "Dvořák", "Hrabal", "Chalupa", "Izák"])
        #expect(Self.sorted(["Šabach", "Svoboda", "Tichý"], "cs") == ["Svoboda", "Šabach", "Tichý"])
    }

    @Test func englishTitlesFileWithoutTheirArticle() {
        let hobbit = CatalogueText.collationKey("The Hobbit", language: "sv", skipArticle: true)
        let ivanhoe = CatalogueText.collationKey("Ivanhoe", language: "sv", skipArticle: true)
        #expect(hobbit < ivanhoe)
        #expect(CatalogueText.collationKey("A", language: "en", skipArticle: true) == "a")
    }
}

@Suite("Sort keys for plain ASCII")
struct ASCIICollationTests {
    @Test func theASCIIKeyAgreesWithTheGeneralOne() {
        var random = SplitMix64(state: 5)
        let alphabet = Array("abchxyz 09-,.;:'\"()\t\n")
        for language in ["sv", "cs", "en"] {
            for _ in 0..<1000 {
                let text = String((0..<Int(random.next() % 30)).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
                #expect(CatalogueText.asciiKey(text, czech: language == "cs") == CatalogueText.generalKey(text, language: language),
                        "\(language) \(text.debugDescription)")
            }
        }
    }
}
