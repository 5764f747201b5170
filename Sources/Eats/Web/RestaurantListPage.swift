import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo

/// Eats' main page: where you look, the filters, and the restaurants there as a list (a page at a
/// time) or on a map.
enum RestaurantListPage: PageView {
    struct Model: Sendable {
        /// Nil until a place is chosen (by position or name).
        var place: EatsWhere?
        /// What was typed for a place, kept in the box.
        var typed: String?
        var filters: EatsPages.Filters
        var restaurants: [RestaurantSummary]
        var next: String?
        /// A stale "more" link: the results start again from the top.
        var restarted = false
        var cuisinesNearby: [String] = []
        /// Places a time filter left out for want of known hours.
        var unknownHours = 0
        var map = false
        /// What the map is drawn on (map view only).
        var mapBase: MapBase?
        /// For "open until" and "opens at".
        var now: Date
        /// Suggested fixes waiting for the viewer's review: the menu links to them.
        var toReview = 0
    }

    struct MapBase: Sendable {
        var gazetteer: Gazetteer
        var tileURL: String?
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("tab.eats") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let filters = m.filters
        let action = m.map ? EatsPath.map.path : EatsPath.restaurants.path
        var content: [HTMLNode] = [
            element("div", [.cls("page-head")], element("h1", [], text(localizer.t("eats.title"))),
               element("a", [.href(EatsPath.newRestaurant.path), .cls("button primary")], text("+ " + localizer.t("eats.add_restaurant")))),
            EatsPages.nav(ctx, current: m.map ? .map : .list, where: m.place, filters: m.filters, toReview: m.toReview),
            EatsPages.whereBar(ctx, m.place, typed: m.typed, action: action, keep: filters.items),
        ]
        guard let place = m.place else { return content }
        content.append(EatsPages.filterForm(ctx, filters, place: place, action: action, cuisinesNearby: m.cuisinesNearby))
        if m.restarted { content.append(element("p", [.cls("notice")], text(localizer.t("eats.results_restarted")))) }
        if m.unknownHours > 0 {
            var shown = filters
            shown.includeUnknownHours = true
            content.append(EatsPages.unknownHoursNote(localizer, count: m.unknownHours, href: action + EatsPages.query(place.items + shown.items)))
        }
        if m.restaurants.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t("eats.nothing_near", ["distance": EatsPages.distanceText(localizer, filters.radius)]))))
            return content
        }
        if m.map, let base = m.mapBase {
            var svg = SVGMap(pins: m.restaurants.map { r in
                SVGMap.Pin(href: EatsPath.restaurant(r.id).path, title: r.name,
                           label: EatsPages.cuisineText(localizer, r.cuisines), point: GeoPoint(latitude: r.latitude, longitude: r.longitude),
                           radius: 0, color: r.openNow == false ? "#868e96" : "#d9480f")
            }, position: (place.point, 25), label: localizer.t("eats.map_label", ["place": place.label.isEmpty ? localizer.t("eats.your_location") : place.label]))
            svg.height = 460
            content.append(element("div", [.cls("map-holder")], svg.render(localizer, gazetteer: base.gazetteer, tileURL: base.tileURL)))
            if m.next != nil { content.append(element("p", [.cls("muted")], text(localizer.t("eats.map_nearest", ["n": "\(m.restaurants.count)"])))) }
            content.append(element("ol", [.cls("list compact")], m.restaurants.map { EatsPages.restaurantRow(localizer, $0, now: m.now, timeFiltered: filters.timeFiltered) }))
        } else {
            content.append(element("ol", [.cls("list results"), .id("results")], m.restaurants.map { EatsPages.restaurantRow(localizer, $0, now: m.now, timeFiltered: filters.timeFiltered) }))
            if let next = m.next {
                let href = action + EatsPages.query(place.items + filters.items + [URLQueryItem(name: "cursor", value: next)])
                content.append(element("p", [.cls("load-more")],
                                  element("a", [.href(href), .cls("button"), .data("load-more", "#results")], text(localizer.t("eats.load_more")))))
            }
        }
        return content
    }
}
