import Foundation

/// Why typed money could not be read.
public enum MoneyProblem: Error, Sendable, Equatable {
    case notANumber, negative, tooManyDecimals, tooLarge
}

/// Money typed by people ("1299.90", "1299,90", "1 299,9") and shown back to them in forms: the
/// one reader every form and import uses. Decimal text all the way, no floating point, and it
/// never rounds: an amount with more decimals than the currency has is refused, not changed.
extension Money {
    /// More than any rule allows (each service checks its own range), and far from overflowing.
    public static let largestReadable = 999_999_999_999_999

    public static func minorUnits(_ text: String, currency: String, max: Int = largestReadable) -> Result<Int, MoneyProblem> {
        let digits = minorDigits(currency)
        let compact = text.filter { !$0.isWhitespace }
        if compact.hasPrefix("-") { return .failure(.negative) }
        let whole: Substring
        let fraction: Substring
        if let separator = compact.firstIndex(where: { $0 == "." || $0 == "," }) {
            whole = compact[..<separator]
            fraction = compact[compact.index(after: separator)...]
            guard !fraction.isEmpty else { return .failure(.notANumber) }
        } else {
            whole = compact[...]
            fraction = ""
        }
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isWholeNumber }
        guard !whole.isEmpty, whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit) else { return .failure(.notANumber) }
        var decimals = fraction
        while decimals.count > digits, decimals.last == "0" { decimals.removeLast() }
        guard decimals.count <= digits else { return .failure(.tooManyDecimals) }
        guard whole.drop(while: { $0 == "0" }).count <= 15, let units = Int(whole) else { return .failure(.tooLarge) }
        var scale = 1
        for _ in 0..<digits { scale *= 10 }
        var minor = Int(decimals) ?? 0
        for _ in decimals.count..<digits { minor *= 10 }
        let amount = units * scale + minor
        guard amount <= max else { return .failure(.tooLarge) }
        return .success(amount)
    }

    /// A form's amount field: nil when left empty, else exact minor units or a field error
    /// that says what is wrong.
    public static func field(_ text: String?, currency: String, field: String, max: Int = largestReadable) throws -> Int? {
        let typed = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !typed.isEmpty else { return nil }
        switch minorUnits(typed, currency: currency, max: max) {
        case .success(let minor): return minor
        case .failure(.tooManyDecimals):
            throw AppError.invalid(field, "money.decimals", ["digits": "\(minorDigits(currency))", "currency": currency.uppercased()])
        case .failure(.tooLarge): throw AppError.invalid(field, "money.too_large")
        case .failure: throw AppError.invalid(field, "money.amount")
        }
    }

    /// Minor units as a form shows them for editing: `125000` CZK → "1250", `1250` EUR → "12.5".
    public static func majorText(_ minor: Int, currency: String) -> String {
        "\(Decimal(minor) / pow(10, minorDigits(currency)))"
    }
}
