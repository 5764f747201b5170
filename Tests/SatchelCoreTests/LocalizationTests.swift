import SatchelTesting
import Foundation
@testable import SatchelCore
import Testing

@Suite("Languages")
struct LocalizationTests {
    @Test(arguments: ["sv", "cs"])
    func everyStringIsTranslated(language: String) {
        let english = Catalogue.shared.keys("en")
        let other = Catalogue.shared.keys(language)
        #expect(english.subtracting(other).sorted() == [], "missing in \(language)")
        #expect(other.subtracting(english).sorted() == [], "unknown in \(language)")
    }

    @Test func placeholdersSurviveTranslation() {
        let en = Localizer(language: "en")
        for language in ["sv", "cs"] {
            let localizer = Localizer(language: language)
            for key in Catalogue.shared.keys("en") {
                let names = en.t(key).matches(of: /\{([a-z]+)\}/).map { String($0.output.1) }
                for name in names { #expect(localizer.t(key).contains("{\(name)}"), "\(language) \(key) lost {\(name)}") }
            }
        }
    }

    @Test func placeholdersAreFilledOnceAndUnknownOnesStayAsWritten() {
        #expect(Localizer.fill("{a} and {b}, {z} {a}", ["a": "{b}", "b": "två"]) == "{b} and två, {z} {b}")
        #expect(Localizer.fill("unclosed {a", ["a": "x"]) == "unclosed {a")
        #expect(Localizer.fill("no placeholders", ["a": "x"]) == "no placeholders")
    }

    @Test(arguments: [("en-GB,en;q=0.8", "en"), ("sv-SE", "sv"), ("de-DE,cs;q=0.5", "cs"), ("fr", "en"), ("cs;q=0, sv;q=0.2", "sv")])
    func acceptLanguagePicksTheBestSupportedLanguage(header: String, expected: String) {
        #expect(Catalogue.negotiate(header) == expected)
    }

    @Test func moneyIsFormattedPerLocaleFromMinorUnits() {
        #expect(Localizer(language: "sv").money(minorUnits: 12_50, currency: "SEK").contains("12,50"))
        #expect(Localizer(language: "cs").money(minorUnits: 12_50, currency: "CZK").contains("Kč"))
        #expect(Localizer(language: "en").money(minorUnits: 12_50, currency: "EUR").contains("12.50"))
        #expect(Localizer(language: "en").money(minorUnits: 1250, currency: "JPY").contains("1,250"))
    }

    @Test func numbersUseTheLocalesGrouping() {
        #expect(Localizer(language: "en").number(1234567) == "1,234,567")
        #expect(Localizer(language: "sv").number(1234567).filter(\.isNumber) == "1234567")
        #expect(Localizer(language: "sv").number(1234567) != "1,234,567")
    }
}
