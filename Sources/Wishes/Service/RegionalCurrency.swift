import Foundation
import SatchelCore

/// The currency a new price starts in: the one where the person is (their time zone's country,
/// as Satchel's place data knows it), not the one of their language — an English speaker in Los
/// Angeles pays in dollars, a Swede in Prague in crowns. The language decides only when the zone
/// names no country, or when the country's currency is not `allowed`.
enum RegionalCurrency {
    static func of(timeZone: TimeZone, language: String, context: SatchelContext, allowed: Set<String>) -> String {
        if let country = context.services.places.gazetteer.biggestCity(inTimeZone: timeZone.identifier)?.country, !country.isEmpty,
           let code = Locale(identifier: "und_" + country).currency?.identifier.uppercased(), allowed.contains(code) {
            return code
        }
        let byLanguage = ["sv": "SEK", "cs": "CZK"][language] ?? "EUR"
        return allowed.contains(byLanguage) ? byLanguage : allowed.sorted().first ?? "EUR"
    }
}
