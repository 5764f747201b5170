import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The new-poll form: its fields read into the API's draft (the deadline is a date and a time
/// on the creator's clock), and the form shown again with what was typed.
enum EatPollForm {
    static let fields = ["title", "deadlineDate", "deadlineTime", "circleId", "q", "step"]

    static func values(_ req: Request) -> [String: String] {
        var values = req.fields(fields)
        for list in ["userIds", "restaurantIds"] {
            values[list] = ((try? req.content.get([String].self, at: list)) ?? []).joined(separator: ",")
        }
        return values
    }

    static func ids(_ values: [String: String], _ name: String) -> [UUID] {
        (values[name] ?? "").split(separator: ",").compactMap { UUID(uuidString: String($0)) }
    }

    static func draft(_ values: [String: String], timeZone: TimeZone) throws -> EatPollDraft {
        guard let deadline = deadline(date: values["deadlineDate"] ?? "", time: values["deadlineTime"] ?? "", in: timeZone) else {
            throw AppError.invalid("deadlineDate", "eat_poll.deadline_invalid")
        }
        return EatPollDraft(title: values["title"] ?? "", deadline: deadline, userIds: ids(values, "userIds"),
                            circleId: UUID(uuidString: values["circleId"] ?? ""), restaurantIds: ids(values, "restaurantIds"))
    }

    /// `YYYY-MM-DD` and `HH:MM` on the wall clock of `zone`, as an instant.
    static func deadline(date: String, time: String, in zone: TimeZone) -> Date? {
        let d = date.trimmingCharacters(in: .whitespaces).split(separator: "-").map { Int($0) }
        let t = time.trimmingCharacters(in: .whitespaces).split(separator: ":").map { Int($0) }
        guard d.count == 3, (2...3).contains(t.count), let year = d[0], let month = d[1], let day = d[2], let hour = t[0], let minute = t[1],
              (1970...2999).contains(year), (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute)
        guard let instant = calendar.date(from: components),
              calendar.component(.day, from: instant) == day else { return nil }
        return instant
    }

    /// The service's field names onto the form's.
    static func state(_ values: [String: String], _ error: AppError?) -> FormState {
        guard var error else { return FormState(values: values) }
        error.fields = error.fields.map { issue in
            var issue = issue
            if issue.field == "deadline" { issue.field = "deadlineDate" }
            return issue
        }
        return FormState(values: values, error: error)
    }

    /// Checkboxes (`name[]`), each chosen one ticked; the field's error beside them.
    static func choices(_ ctx: PageContext, _ state: FormState, name: String, legend: String, hint: String? = nil,
                        options: [(id: UUID, label: String)]) -> HTMLNode {
        let localizer = ctx.localizer
        let chosen = Set(state[name].split(separator: ",").map { $0.lowercased() })
        let error = state.message(name, localizer)
        var children: [HTMLNode] = [element("legend", [], text(legend))]
        if let hint { children.append(element("p", [.cls("hint")], text(hint))) }
        children += options.map { option in
            element("label", [.cls("checkbox")],
               void("input", [.type("checkbox"), .name(name + "[]"), .value(option.id.uuidString),
                              .flag("checked", chosen.contains(option.id.uuidString.lowercased()))]),
               text(" " + option.label))
        }
        if let error { children.append(element("p", [.cls("field-error")], text(error))) }
        return element("fieldset", [.cls(error == nil ? "field" : "field has-error"), .id("f-" + name)], children)
    }
}
