import Foundation
import SatchelCore

/// An amount typed in major units ("12,50") as exact minor units.
enum MoneyField {
    /// Minor units as a form shows them: `125000` CZK → "1250".
    static func majorText(_ minor: Int, currency: String) -> String {
        "\(Decimal(minor) / pow(10, Money.minorDigits(currency)))"
    }

    static func minor(_ text: String?, currency: String, field: String) throws -> Int? {
        let clean = (text ?? "").trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "")
            .replacingOccurrences(of: ",", with: ".")
        guard !clean.isEmpty else { return nil }
        guard let amount = Decimal(string: clean, locale: Locale(identifier: "en_US_POSIX")), amount >= 0,
              clean.allSatisfy({ $0.isNumber || $0 == "." }) else {
            throw AppError.invalid(field, "money.amount")
        }
        var minor = amount * pow(10, Money.minorDigits(currency))
        var rounded = Decimal()
        NSDecimalRound(&rounded, &minor, 0, .plain)
        guard rounded == minor, rounded < Decimal(Int.max / 4) else { throw AppError.invalid(field, "money.amount") }
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
