import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The new-exchange form: its fields, read into the API's draft (one parser for both).
enum ExchangeForm {
    /// Pairs of people who must not draw each other, as rows of two choices (no JavaScript needed).
    static let exclusionRows = 4
    static let fields = ["name", "amount", "currency", "date", "circleId", "userIds", "includeMe", "avoidLastYear"]
        + (0..<exclusionRows).flatMap { ["exclA\($0)", "exclB\($0)"] }

    static func values(_ req: Request) -> [String: String] {
        var values = req.fields(fields)
        values["userIds"] = ((try? req.content.get([String].self, at: "userIds")) ?? []).joined(separator: ",")
        return values
    }

    static func draft(_ values: [String: String]) throws -> ExchangeDraft {
        let currency = (values["currency"] ?? "EUR").uppercased()
        let amount = try Money.field(values["amount"], currency: currency, field: "budget.amount") ?? 0
        let exclusions = (0..<exclusionRows).compactMap { row -> ExchangeExclusion? in
            guard let a = UUID(uuidString: values["exclA\(row)"] ?? ""), let b = UUID(uuidString: values["exclB\(row)"] ?? "") else { return nil }
            return ExchangeExclusion(a: a, b: b)
        }
        return ExchangeDraft(name: values["name"] ?? "", budget: Price(amount: amount, currency: currency),
                             date: (values["date"] ?? "").trimmingCharacters(in: .whitespaces),
                             circleId: UUID(uuidString: values["circleId"] ?? ""),
                             userIds: (values["userIds"] ?? "").split(separator: ",").compactMap { UUID(uuidString: String($0)) },
                             includeMe: values["includeMe"] == "on", exclusions: exclusions, avoidLastYear: values["avoidLastYear"] == "on")
    }

    /// Maps API field names onto the form's.
    static func state(_ values: [String: String], _ error: AppError?) -> FormState {
        guard var error else { return FormState(values: values) }
        error.fields = error.fields.map { issue in
            var issue = issue
            if issue.field == "budget.amount" { issue.field = "amount" }
            if issue.field == "budget.currency" { issue.field = "currency" }
            return issue
        }
        return FormState(values: values, error: error)
    }

    /// A calendar date (`YYYY-MM-DD`) in the reader's language ("Thursday 24 December 2026").
    static func day(_ date: String, _ localizer: Localizer) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd"
        guard let day = f.date(from: date) else { return date }
        // A calendar date has no zone: shown as the same day everywhere.
        return localizer.day(day, timeZone: TimeZone(identifier: "UTC"))
    }
}
