import Foundation
import SatchelAPI
import SatchelCore

/// Spots' main page: open reminders in the chosen order, done ones folded away, one list or all.
enum ReminderListPage: PageView {
    struct Model: Sendable {
        var sort: ReminderService.Sort
        var listFilter: UUID?
        var lists: [UUID: ReminderList]
        var open: [ReminderRow]
        var done: [ReminderRow]
        var now: Date
        /// This page's address, for forms to come back to.
        var back: String
        /// The reminder just checked off, to offer taking back.
        var undo: UUID?
    }

    static let tab: Tab? = SpotsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("tab.spots") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content = SpotsPages.header(ctx, localizer.t("spots.title"), current: .list)
        content.append(SpotsPages.undoNotice(ctx, undo: m.undo, back: m.back))
        content.append(element("form", [Attr("method", "get"), Attr("action", SpotsPath.reminders.path), .cls("inline filters")],
                          element("label", [Attr("for", "sort")], text(localizer.t("spots.sort") + " ")),
                          element("select", [.id("sort"), .name("sort"), .data("autosubmit", "")], ReminderService.Sort.allCases.map {
                              element("option", [.value($0.rawValue), .flag("selected", $0 == m.sort)], text(localizer.t("spots.sort.\($0.rawValue)")))
                          }),
                          m.listFilter.map { void("input", [.type("hidden"), .name("list"), .value($0.uuidString.lowercased())]) } ?? group([]),
                          element("button", [.type("submit"), .cls("button small"), .data("autosubmit-button", "")], text(localizer.t("spots.apply")))))
        if let listFilter = m.listFilter, let list = m.lists[listFilter] {
            content.append(element("p", [], SpotsPages.dot(list.color), text(" " + list.name + " · "), element("a", [.href(SpotsPath.reminders.path)], text(localizer.t("spots.all_lists")))))
        }
        if m.open.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t(m.open.isEmpty && m.done.isEmpty ? "spots.empty" : "spots.all_done"))))
        } else {
            content.append(element("ul", [.cls("list reminders")], m.open.map { SpotsPages.row(ctx, $0, lists: m.lists, now: m.now, back: m.back) }))
        }
        if !m.done.isEmpty {
            content.append(element("details", [.cls("done-section")],
                              element("summary", [], text(localizer.t("spots.done_count", ["count": "\(m.done.count)"]))),
                              element("ul", [.cls("list reminders")], m.done.prefix(200).map { SpotsPages.row(ctx, $0, lists: m.lists, now: m.now, back: m.back) })))
        }
        return content
    }
}
