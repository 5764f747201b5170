import Foundation
import SatchelAPI
import SatchelCore

/// What makes a Secret Santa acceptable.
enum ExchangeRules {
    static let nameLength = 1...80
    static let members = 3...100
    static let messageLength = 1...500

    /// Checks the draft's own fields; returns them cleaned.
    static func check(_ draft: ExchangeDraft, now: Date, into validator: inout Validator) -> (name: String, budget: Price, date: String) {
        let name = UserText.clean(draft.name)
        validator.check(nameLength.contains(name.count), "name", "exchange.name_length", ["max": "\(nameLength.upperBound)"])
        // The same money handling as a wish's price.
        let currency = draft.budget.currency.uppercased()
        validator.check(WishRules.currencies.contains(currency), "budget.currency", "money.currency")
        validator.check((1...WishRules.maxPrice).contains(draft.budget.amount), "budget.amount", "exchange.budget_amount")
        let dateOK = WishRules.isCalendarDate(draft.date)
        validator.check(dateOK, "date", "exchange.date_format")
        if dateOK { validator.check(!isOver(draft.date, now: now), "date", "exchange.date_past") }
        return (name, Price(amount: draft.budget.amount, currency: currency), draft.date)
    }

    /// Whether `date` (`YYYY-MM-DD`) has passed everywhere on Earth: after it nothing is redrawn.
    static func isOver(_ date: String, now: Date) -> Bool {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(secondsFromGMT: -12 * 3600)
        f.dateFormat = "yyyy-MM-dd"
        return f.string(from: now) > date
    }

    static func message(_ text: String) throws -> String {
        let clean = UserText.clean(text, multiline: true)
        guard messageLength.contains(clean.count) else {
            throw AppError.invalid("text", "exchange.message_length", ["max": "\(messageLength.upperBound)"])
        }
        return clean
    }
}
