import Foundation
import SatchelAPI
import SatchelCore

/// Open reminders by the day they are due in the viewer's zone, from a chosen day on: overdue
/// ones first (today only), then "any time" (a place and no time) under today.
enum DaysPage: PageView {
    struct Model: Sendable {
        var open: [ReminderRow]
        var lists: [UUID: ReminderList]
        /// The first day shown (`YYYY-MM-DD` in `zone`).
        var from: String
        var now: Date
        var zone: TimeZone
        var back: String
        var undo: UUID?

        var today: String { DueTime(instant: now, zone: zone).date }
    }

    static let tab: Tab? = SpotsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("spots.nav.days") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let today = m.today
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = m.zone
        let tomorrow = DueTime(instant: calendar.date(byAdding: .day, value: 1, to: m.now) ?? m.now, zone: m.zone).date
        // Reminders with a place and no time belong to no day: "any time", under today.
        let anyTime = m.from == today ? m.open.filter { $0.dueAt == nil && ($0.hasPlace || $0.hasTarget) }.sorted(by: ReminderService.inOrder(.title, state: .open)) : []
        // Each reminder belongs to the day it is due in the viewer's zone.
        var byDay: [String: [ReminderRow]] = [:]
        var overdue: [ReminderRow] = []
        for r in m.open {
            guard let due = r.dueAt else { continue }
            let day = DueTime(instant: due, zone: m.zone).date
            if day < today && r.isOverdue(now: m.now) {
                overdue.append(r)
            } else if day >= m.from {
                byDay[day, default: []].append(r)
            }
        }
        func rows(_ reminders: [ReminderRow]) -> HTMLNode {
            element("ul", [.cls("list reminders")], reminders.map { SpotsPages.row(ctx, $0, lists: m.lists, now: m.now, back: m.back) })
        }
        var content = SpotsPages.header(ctx, localizer.t("spots.nav.days"), current: .days)
        content.append(SpotsPages.undoNotice(ctx, undo: m.undo, back: m.back))
        content.append(element("form", [Attr("method", "get"), Attr("action", SpotsPath.days.path), .cls("inline filters")],
                          element("label", [Attr("for", "jump")], text(localizer.t("spots.jump_to") + " ")),
                          void("input", [.type("date"), .id("jump"), .name("date"), .value(m.from)]),
                          Forms.submit(localizer.t("spots.go"), cls: "button small"),
                          m.from != today ? element("a", [.href(SpotsPath.days.path), .cls("button small")], text(localizer.t("spots.today"))) : group([])))
        if m.from == today && !overdue.isEmpty {
            content.append(element("section", [.cls("day overdue")], element("h2", [], text(localizer.t("spots.overdue"))),
                              rows(overdue.sorted(by: ReminderService.inOrder(.due, state: .open)))))
        }
        if byDay.isEmpty && anyTime.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t("spots.days_empty"))))
        }
        let anyTimeSection = element("section", [.cls("day any-time"), .id("any-time")],
                                     element("h2", [], text(localizer.t("spots.any_time"))),
                                     element("p", [.cls("muted")], text(localizer.t("spots.any_time_hint"))),
                                     rows(anyTime))
        if !anyTime.isEmpty && byDay[today] == nil { content.append(anyTimeSection) }
        for day in byDay.keys.sorted() {
            let title: String
            if day == today { title = localizer.t("spots.today") } else if day == tomorrow { title = localizer.t("spots.tomorrow") } else {
                title = localizer.day(DueTime(local: day + "T12:00", timeZone: m.zone.identifier)?.instant ?? m.now, timeZone: m.zone)
            }
            content.append(element("section", [.cls("day"), .id("day-" + day)], element("h2", [], text(title)),
                              rows(byDay[day]!.sorted(by: ReminderService.inOrder(.due, state: .open)))))
            if day == today && !anyTime.isEmpty { content.append(anyTimeSection) }
        }
        return content
    }
}
