import Foundation
import SatchelCore

/// The open reminders with a place, on a map and listed below it.
enum MapPage: PageView {
    struct Model: Sendable {
        var placed: [ReminderRow]
        /// The map's HTML, drawn by the handler (it needs the tile server's address).
        var map: String
    }

    static let tab: Tab? = SpotsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("spots.nav.map") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content = SpotsPages.header(ctx, localizer.t("spots.nav.map"), current: .map)
        content.append(element("div", [.cls("map-holder")], .raw(m.map)))
        if m.placed.isEmpty { content.append(element("p", [.cls("muted empty")], text(localizer.t("spots.map_empty")))) }
        content.append(element("ul", [.cls("list map-legend")], m.placed.map { r in
            element("li", [], element("a", [.href(SpotsPath.reminder(r.id).path)], text(r.title)),
               text(" · " + (SpotsPages.placeText(localizer, r) ?? "")))
        }))
        return content
    }
}
