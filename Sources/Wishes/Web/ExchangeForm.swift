import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The new-exchange and edit-exchange forms: their fields, read into the API's draft and
/// change (one parser for both), and the fields both pages show.
enum ExchangeForm {
    /// Pairs of people who must not draw each other, as rows of two choices (no JavaScript
    /// needed): this many empty rows at first; an edit shows one more than it has.
    static let exclusionRows = 4
    /// The most rows a form is read for.
    static let maxExclusionRows = 60
    static let fields = ["name", "amount", "currency", "date", "circleId", "userIds", "includeMe", "avoidLastYear", "version"]
        + (0..<maxExclusionRows).flatMap { ["exclA\($0)", "exclB\($0)"] }

    static func values(_ req: Request) -> [String: String] {
        var values = req.fields(fields)
        values["userIds"] = ((try? req.content.get([String].self, at: "userIds")) ?? []).joined(separator: ",")
        return values
    }

    static func draft(_ values: [String: String]) throws -> ExchangeDraft {
        let change = try change(values)
        return ExchangeDraft(name: change.name, budget: change.budget, date: change.date,
                             circleId: UUID(uuidString: values["circleId"] ?? ""),
                             userIds: (values["userIds"] ?? "").split(separator: ",").compactMap { UUID(uuidString: String($0)) },
                             includeMe: values["includeMe"] == "on", exclusions: change.exclusions, avoidLastYear: change.avoidLastYear)
    }

    static func change(_ values: [String: String]) throws -> ExchangeChange {
        let currency = (values["currency"] ?? "EUR").uppercased()
        let amount = try Money.field(values["amount"], currency: currency, field: "budget.amount") ?? 0
        let exclusions = (0..<maxExclusionRows).compactMap { row -> ExchangeExclusion? in
            guard let a = UUID(uuidString: values["exclA\(row)"] ?? ""), let b = UUID(uuidString: values["exclB\(row)"] ?? "") else { return nil }
            return ExchangeExclusion(a: a, b: b)
        }
        return ExchangeChange(name: values["name"] ?? "", budget: Price(amount: amount, currency: currency),
                              date: (values["date"] ?? "").trimmingCharacters(in: .whitespaces),
                              exclusions: exclusions, avoidLastYear: values["avoidLastYear"] == "on")
    }

    /// An exchange as its edit form's first values.
    static func values(of e: Exchange, _ localizer: Localizer) -> [String: String] {
        var values = ["name": e.name, "amount": localizer.moneyField(minorUnits: e.budget.amount, currency: e.budget.currency),
                      "currency": e.budget.currency, "date": e.date, "avoidLastYear": e.avoidLastYear ? "on" : "",
                      "version": String(e.version ?? 1)]
        for (row, pair) in (e.exclusions ?? []).enumerated() {
            values["exclA\(row)"] = pair.a.uuidString
            values["exclB\(row)"] = pair.b.uuidString
        }
        return values
    }

    /// Name, budget and day.
    static func detailFields(_ ctx: PageContext, _ state: FormState) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            Forms.field(ctx, state, name: "name", label: localizer.t("exchange.field.name"), required: true,
                        extra: [Attr("maxlength", "\(ExchangeRules.nameLength.upperBound)")]),
            element("div", [.cls("row-fields")],
               Forms.field(ctx, state, name: "amount", label: localizer.t("exchange.field.budget"), required: true,
                           extra: [Attr("inputmode", "decimal")]),
               Forms.select(ctx, state, name: "currency", label: localizer.t("wish.field.currency"),
                            options: WishRules.currencies.sorted().map { ($0, $0) }, selected: state["currency"].isEmpty ? "EUR" : state["currency"])),
            Forms.field(ctx, state, name: "date", label: localizer.t("exchange.field.date"), type: "date", required: true),
        ]
    }

    /// Friends to choose, as checkboxes (`userIds[]`).
    static func peopleField(_ ctx: PageContext, _ state: FormState, people: [Person], legend: String) -> HTMLNode {
        let localizer = ctx.localizer
        let chosen = Set(state["userIds"].split(separator: ",").map(String.init))
        return element("fieldset", [.cls(state.message("userIds", localizer) == nil ? "field" : "field has-error"), .id("f-userIds")],
           [element("legend", [], text(legend))] + people.map { friend in
               element("label", [.cls("checkbox")],
                  void("input", [.type("checkbox"), .name("userIds[]"), .value(friend.id.uuidString),
                                 .flag("checked", chosen.contains(friend.id.uuidString))]),
                  text(" " + friend.displayName))
           } + (state.message("userIds", localizer).map { [element("p", [.cls("field-error")], text($0))] } ?? []))
    }

    /// Who must not draw whom among `people`, and last year's pairs.
    static func ruleFields(_ ctx: PageContext, _ state: FormState, people: [Person]) -> [HTMLNode] {
        let localizer = ctx.localizer
        let choices: [(value: String, label: String)] = [("", localizer.t("exchange.exclusion_nobody"))]
            + people.map { (value: $0.id.uuidString, label: $0.displayName) }
        let filled = (0..<maxExclusionRows).filter { !state["exclA\($0)"].isEmpty || !state["exclB\($0)"].isEmpty }.last.map { $0 + 2 } ?? 0
        let rows = min(maxExclusionRows, max(exclusionRows, filled))
        return [
            element("fieldset", [.cls(state.message("exclusions", localizer) == nil ? "field" : "field has-error"), .id("f-exclusions")],
               [element("legend", [], text(localizer.t("exchange.field.exclusions"))),
                element("p", [.cls("hint")], text(localizer.t("exchange.exclusions_hint")))]
               + (0..<rows).map { row in
                   element("div", [.cls("row-fields")],
                      Forms.select(ctx, state, name: "exclA\(row)", label: localizer.t("exchange.exclusion_a", ["n": "\(row + 1)"]),
                                   options: choices, selected: state["exclA\(row)"]),
                      Forms.select(ctx, state, name: "exclB\(row)", label: localizer.t("exchange.exclusion_b", ["n": "\(row + 1)"]),
                                   options: choices, selected: state["exclB\(row)"]))
               } + (state.message("exclusions", localizer).map { [element("p", [.cls("field-error")], text($0))] } ?? [])),
            Forms.checkbox(name: "avoidLastYear", label: localizer.t("exchange.field.avoid_last_year"), checked: state["avoidLastYear"] == "on"),
        ]
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
