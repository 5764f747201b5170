import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// The Eats tab in the shell.
enum EatsTab {
    static let tab = Tab(id: "eats", path: EatsPath.restaurants.path, icon: .eats, order: 30)
}

/// Where the viewer is looking for food: their position or a place they named.
struct EatsWhere: Equatable {
    var point: GeoPoint
    /// "London, United Kingdom", or empty for the browser's position.
    var label: String

    static let cookie = "satchel_eats_near"

    /// From `near` (and `place`), from `placeQuery` (the first gazetteer match: the form works
    /// without JavaScript; nil when nothing matches), else from the last choice (a cookie).
    static func resolve(_ req: Request) -> EatsWhere? {
        if let point = EatsQuery.text(req, "near").flatMap(GeoPoint.init(parsing:)) {
            return EatsWhere(point: point, label: String(UserText.clean(EatsQuery.text(req, "place")).prefix(120)))
        }
        if let query = EatsQuery.text(req, "placeQuery") {
            // A name that matches nothing is said to match nothing: never quietly the last place.
            guard let match = req.context.services.places.gazetteer.search(query, limit: 1).first else { return nil }
            return EatsWhere(point: match.place.point, label: req.context.services.places.gazetteer.label(match.place))
        }
        guard let saved = req.parsedCookies[cookie]?.string.removingPercentEncoding else { return nil }
        let parts = saved.split(separator: "|", maxSplits: 1).map(String.init)
        guard let point = parts.first.flatMap(GeoPoint.init(parsing:)) else { return nil }
        return EatsWhere(point: point, label: parts.count > 1 ? String(UserText.clean(parts[1]).prefix(120)) : "")
    }

    var near: String { String(format: "%.5f,%.5f", point.latitude, point.longitude) }

    /// The query items that carry it from page to page.
    var items: [URLQueryItem] { [URLQueryItem(name: "near", value: near)] + (label.isEmpty ? [] : [URLQueryItem(name: "place", value: label)]) }

    /// Remembers the choice for the next visit.
    func remember(_ res: Response) {
        let value = (near + "|" + label).addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? near
        res.cookies[Self.cookie] = HTTPCookies.Value(string: value, maxAge: 30 * 24 * 3600, path: EatsPath.restaurants.path, isHTTPOnly: true, sameSite: .lax)
    }
}

/// The Eats pages: finding restaurants (list and map), dish search, and shared pieces.
enum EatsPages {
    /// "Add a restaurant" is the page head's button, not a tab of its own.
    enum Section: String, CaseIterable { case list, map, dishes, polls }

    static let paths: [Section: String] = [.list: EatsPath.restaurants.path, .map: EatsPath.map.path, .dishes: EatsPath.dishSearch.path,
                                           .polls: EatPollPath.polls.path]

    /// `filters`: the list's and the map's (the same search shown two ways), kept when switching between them.
    /// `toReview`: suggested fixes waiting for the viewer, linked to their queue when there are any.
    static func nav(_ ctx: PageContext, current: Section?, where place: EatsWhere?, filters: Filters? = nil, toReview: Int = 0) -> HTMLNode {
        element("nav", [.cls("subtabs"), .aria("label", ctx.localizer.t("tab.eats"))], Section.allCases.map { section in
            let kept = section == .dishes ? [] : filters?.items ?? []
            // Polls are not near anywhere: their link carries no search.
            let path = paths[section]! + (section == .polls ? "" : query((place?.items ?? []) + kept))
            return element("a", [.href(path)] + (section == current ? [.aria("current", "page")] : []), text(ctx.localizer.t("eats.nav.\(section.rawValue)")))
        } + (toReview > 0 ? [element("a", [.href(SuggestionPages.queuePath)],
                                     text(ctx.localizer.t("eats.nav.suggestions", ["count": String(toReview)])))] : []))
    }

    static func query(_ items: [URLQueryItem]) -> String {
        var c = URLComponents()
        c.queryItems = items.isEmpty ? nil : items
        return c.percentEncodedQuery.map { "?" + $0.replacingOccurrences(of: "+", with: "%2B") } ?? ""
    }

    /// "Near London" with a way to change it: the browser's position (with a visible
    /// "locating…" and a message when refused) or a named place with suggestions.
    static func whereBar(_ ctx: PageContext, _ place: EatsWhere?, typed: String?, action: String, keep: [URLQueryItem] = []) -> HTMLNode {
        let localizer = ctx.localizer
        // A named place that matched nothing: say so, keep what was typed.
        let typed = typed.map { String(UserText.clean($0).prefix(120)) }
        let notFound = place == nil && typed != nil
        let current: HTMLNode = place.map { p in
            element("p", [.cls("where-current")], text(localizer.t("eats.near") + " "),
               element("strong", [.data("where-label", "")], text(p.label.isEmpty ? localizer.t("eats.your_location") : p.label)))
        } ?? (notFound ? element("p", [.cls("where-current field-error"), Attr("role", "alert")], text(localizer.t("eats.place_not_found", ["place": typed ?? ""])))
                       : element("p", [.cls("where-current muted")], text(localizer.t("eats.where_prompt"))))
        return element("section", [.cls("where"), .aria("label", localizer.t("eats.where"))],
                  current,
                  element("form", [Attr("method", "get"), Attr("action", action), .cls("where-form"), .data("eats-where", "")],
                     keep.map { void("input", [.type("hidden"), .name($0.name), .value($0.value ?? "")]) } + [
                        void("input", [.type("hidden"), .name("near"), .value(""), Attr("disabled", nil), .data("where-near", "")]),
                        void("input", [.type("hidden"), .name("place"), .value(""), Attr("disabled", nil), .data("where-place", "")]),
                        // Shown by app.js: without scripts it could do nothing.
                        element("button", [.type("button"), .cls("button"), .data("eats-locate", ""), Attr("hidden", nil),
                                      .data("locating", localizer.t("eats.locating")), .data("denied", localizer.t("eats.location_denied")),
                                      .data("failed", localizer.t("eats.location_failed")), .data("unavailable", localizer.t("eats.location_unavailable")),
                                      .data("here", localizer.t("eats.your_location"))],
                           Icon.locate.node(), text(" " + localizer.t("eats.use_my_location"))),
                        element("p", [.cls("muted locate-status"), Attr("role", "status"), .aria("live", "polite"), .data("locate-status", "")], []),
                        element("div", [.cls("field place-field")],
                           element("label", [Attr("for", "f-placeQuery")], text(localizer.t("eats.or_name_a_place"))),
                           element("div", [.cls("combo")],
                              void("input", [.id("f-placeQuery"), .name("placeQuery"), .type("text"), Attr("inputmode", "search"), Attr("autocomplete", "off"),
                                             .value(notFound ? typed ?? "" : ""),
                                             Attr("role", "combobox"), .aria("autocomplete", "list"), .aria("expanded", "false"),
                                             .aria("controls", "where-suggestions"), Attr("placeholder", localizer.t("eats.place_placeholder")),
                                             .data("place-suggest", APIRoute.searchPlaces.path)]),
                              element("ul", [.id("where-suggestions"), Attr("role", "listbox"), .cls("suggestions"), Attr("hidden", nil)], [])),
                           element("button", [.type("submit"), .cls("button small")], text(localizer.t("eats.go")))),
                     ]))
    }

    static func distanceText(_ localizer: Localizer, _ metres: Double) -> String {
        metres < 1000 ? localizer.t("eats.metres", ["n": "\(Int((metres / 10).rounded() * 10))"])
            : localizer.t("eats.km", ["n": localizer.decimal(metres / 1000, digits: metres < 10_000 ? 1 : 0)])
    }

    /// Five stars, filled to the rating, with the number for screen readers.
    static func stars(_ localizer: Localizer, _ value: Double?, count: Int) -> HTMLNode {
        guard let value else { return element("span", [.cls("stars none")], text(localizer.t("eats.no_ratings"))) }
        let filled = Int(value.rounded())
        let label = localizer.t("eats.stars_label", ["value": localizer.decimal(value), "count": "\(count)"])
        return element("span", [.cls("stars"), Attr("role", "img"), .aria("label", label), Attr("title", label)],
                  element("span", [.cls("on"), .aria("hidden", "true")], text(String(repeating: "★", count: filled))),
                  element("span", [.cls("off"), .aria("hidden", "true")], text(String(repeating: "★", count: 5 - filled))),
                  element("span", [.cls("muted"), .aria("hidden", "true")], text(" " + localizer.decimal(value) + " (\(count))")))
    }

    static func price(_ localizer: Localizer, _ level: Int?) -> String? {
        level.map { localizer.t("eats.price.\($0)") }
    }

    /// Cuisines in the reader's language (`eats.cuisine.<id>`); one Satchel has no name for
    /// reads as OpenStreetMap writes it ("Sri_lankan" → "Sri Lankan").
    static func cuisineText(_ localizer: Localizer, _ cuisines: [String]) -> String {
        cuisines.map { id in
            let key = "eats.cuisine.\(id)", name = localizer.t(key)
            return name != key ? name : id.replacingOccurrences(of: "_", with: " ").capitalized
        }.joined(separator: ", ")
    }

    /// Where an imported place comes from: a link named "OpenStreetMap" to its element
    /// (`node/151006260`), never the raw id.
    static func osmSource(_ id: String) -> HTMLNode {
        let parts = id.split(separator: "/")
        guard parts.count == 2, ["node", "way", "relation"].contains(parts[0]), parts[1].allSatisfy(\.isNumber) else {
            return text("OpenStreetMap")
        }
        return element("a", [.href("https://www.openstreetmap.org/\(parts[0])/\(parts[1])"), Attr("rel", "nofollow noopener noreferrer")],
                       text("OpenStreetMap"))
    }

    // MARK: list and map

    /// The filter form's choices, read leniently (`RestaurantQuery.parse`): an old link's value
    /// the form no longer offers falls back to the default.
    struct Filters {
        var radius = NearbyLimits.defaultRadius
        var sort = RestaurantSort.distance
        var cuisine: String?
        var diet: String?
        var maxPrice: Int?
        var openNow = false
        /// "Open at…": a weekday (0 = Monday) and minutes after midnight on the viewer's clock.
        var openDay: Int?
        var openTime: Int?
        /// That moment, the next time it comes (today counts): each place is asked by its own clock.
        var openAt: Date?
        var includeUnknownHours = false

        init(_ req: Request) {
            self.init((try? RestaurantQuery.parse(center: GeoPoint(latitude: 0, longitude: 0), strict: false) { req.queryValue($0) })
                ?? RestaurantQuery(center: GeoPoint(latitude: 0, longitude: 0)))
            openDay = EatsQuery.text(req, "openDay").flatMap { OpeningHours.weekdays[$0.lowercased()] }
            openTime = EatsQuery.text(req, "openTime").flatMap { OpeningHours.minutes(Substring($0)) }.flatMap { $0 < 1440 ? $0 : nil }
            // A time picked before a day is kept in the form; it applies once a day is chosen.
            if let day = openDay {
                openTime = openTime ?? 12 * 60
                openAt = Self.moment(weekday: day, minute: openTime ?? 0, zone: req.timeZone, now: req.context.now)
            }
        }

        /// The filters of a query (its centre aside).
        init(_ read: RestaurantQuery) {
            radius = read.radius
            sort = read.sort
            cuisine = read.cuisine
            diet = read.diet
            maxPrice = read.maxPrice
            openNow = read.openNow
            includeUnknownHours = read.includeUnknownHours
        }

        /// The next `weekday` at `minute` on `zone`'s clock, from today on.
        static func moment(weekday: Int, minute: Int, zone: TimeZone, now: Date) -> Date {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let today = ((calendar.component(.weekday, from: now)) + 5) % 7
            let day = calendar.date(byAdding: .day, value: (weekday - today + 7) % 7, to: calendar.startOfDay(for: now)) ?? now
            return calendar.date(bySettingHour: minute / 60, minute: minute % 60, second: 0, of: day) ?? day
        }

        var timeFiltered: Bool { openNow || openAt != nil }

        func query(_ place: EatsWhere) -> RestaurantQuery {
            RestaurantQuery(center: place.point, radius: radius, sort: sort, cuisine: cuisine, diet: diet, maxPrice: maxPrice, openNow: openNow,
                            openAt: openAt, includeUnknownHours: includeUnknownHours)
        }

        var items: [URLQueryItem] {
            var items = [URLQueryItem(name: "radius", value: "\(Int(radius))"), URLQueryItem(name: "sort", value: sort.rawValue)]
            if let cuisine { items.append(URLQueryItem(name: "cuisine", value: cuisine)) }
            if let diet { items.append(URLQueryItem(name: "diet", value: diet)) }
            if let maxPrice { items.append(URLQueryItem(name: "maxPrice", value: "\(maxPrice)")) }
            if openNow { items.append(URLQueryItem(name: "openNow", value: "on")) }
            if let openDay { items.append(URLQueryItem(name: "openDay", value: Self.dayCodes[openDay])) }
            if let openTime { items.append(URLQueryItem(name: "openTime", value: OpeningText.clock(openTime))) }
            if includeUnknownHours { items.append(URLQueryItem(name: "includeUnknownHours", value: "on")) }
            return items
        }

        static let dayCodes = ["mo", "tu", "we", "th", "fr", "sa", "su"]
    }

    static let radii = [500.0, 1000, 2000, 5000, 10_000, 25_000, 50_000]
    static let commonCuisines = ["burger", "chinese", "coffee_shop", "indian", "italian", "japanese", "kebab", "mexican", "pizza",
                                 "ramen", "sushi", "thai", "vietnamese"]

    static func filterForm(_ ctx: PageContext, _ f: Filters, place: EatsWhere, action: String, cuisinesNearby: [String]) -> HTMLNode {
        let localizer = ctx.localizer
        func select(_ name: String, _ label: String, _ options: [(String, String)], _ selected: String) -> HTMLNode {
            element("div", [.cls("field")],
               element("label", [Attr("for", "f-" + name)], text(label)),
               element("select", [.id("f-" + name), .name(name), .data("autosubmit", "")], options.map { value, label in
                   element("option", [.value(value), .flag("selected", value == selected)], text(label))
               }))
        }
        let cuisines = Array(Set((cuisinesNearby.isEmpty ? commonCuisines : cuisinesNearby) + [f.cuisine].compactMap { $0 })).sorted()
        let active = [f.cuisine != nil, f.diet != nil, f.maxPrice != nil, f.openNow, f.openDay != nil].filter { $0 }.count
        // Folded on a phone (the results come first), open once something is chosen.
        return element("details", [.cls("filters-box")] + (active > 0 ? [.flag("open")] : []),
                  element("summary", [], text(active > 0 ? localizer.t("eats.filters_active", ["n": "\(active)"]) : localizer.t("eats.filters"))),
                  element("form", [Attr("method", "get"), Attr("action", action), .cls("filters eats-filters")],
                  place.items.map { void("input", [.type("hidden"), .name($0.name), .value($0.value ?? "")]) } + [
                      select("sort", localizer.t("eats.sort"), RestaurantQuery.Sort.allCases.map { ($0.rawValue, localizer.t("eats.sort.\($0.rawValue)")) },
                             f.sort.rawValue),
                      select("radius", localizer.t("eats.within"), radii.map { ("\(Int($0))", distanceText(localizer, $0)) }, "\(Int(f.radius))"),
                      select("cuisine", localizer.t("eats.cuisine"), [("", localizer.t("eats.any"))] + cuisines.map { ($0, cuisineText(localizer, [$0])) },
                             f.cuisine ?? ""),
                      select("diet", localizer.t("eats.diet"), [("", localizer.t("eats.any"))] + NearbyLimits.diets.map { ($0, localizer.t("eats.diet.\($0)")) },
                             f.diet ?? ""),
                      select("maxPrice", localizer.t("eats.max_price"), [("", localizer.t("eats.any"))] + NearbyLimits.priceLevels.map { ("\($0)", localizer.t("eats.price.\($0)")) },
                             f.maxPrice.map { "\($0)" } ?? ""),
                      element("div", [.cls("field checkbox")],
                         element("label", [], void("input", [.type("checkbox"), .name("openNow"), .value("on"), .flag("checked", f.openNow),
                                                        .data("autosubmit", "")]),
                            text(" " + localizer.t("eats.open_now")))),
                      openAtFields(localizer, f),
                      element("noscript", [], Forms.submit(localizer.t("eats.apply"), cls: "button small")),
                  ]))
    }

    /// "Open at…": a day (or any time) and a time on the viewer's clock; a GET form like the rest.
    static func openAtFields(_ localizer: Localizer, _ f: Filters) -> HTMLNode {
        let days = [("", localizer.t("eats.open_at_any"))] + Filters.dayCodes.map { ($0, localizer.t("eats.day.\($0)")) }
        let chosen = f.openDay.map { Filters.dayCodes[$0] } ?? ""
        return element("fieldset", [.cls("open-at")],
                  element("legend", [], text(localizer.t("eats.open_at"))),
                  element("div", [.cls("field")],
                     element("label", [Attr("for", "f-openDay")], text(localizer.t("eats.open_at_day"))),
                     element("select", [.id("f-openDay"), .name("openDay"), .data("autosubmit", "")], days.map { value, label in
                         element("option", [.value(value), .flag("selected", value == chosen)], text(label))
                     })),
                  element("div", [.cls("field")],
                     element("label", [Attr("for", "f-openTime")], text(localizer.t("eats.open_at_time"))),
                     void("input", [.id("f-openTime"), .name("openTime"), .type("time"), .value(f.openTime.map(OpeningText.clock) ?? ""), .data("autosubmit", ""),
                                    Attr("step", "900")])))
    }

    /// "12 places with unknown hours not shown", with a link that shows them too.
    static func unknownHoursNote(_ localizer: Localizer, count: Int, href: String) -> HTMLNode {
        element("p", [.cls("notice unknown-hours")],
           text(localizer.t("eats.unknown_hours_hidden", ["n": "\(count)"]) + " "),
           element("a", [.href(href)], text(localizer.t("eats.unknown_hours_show"))))
    }

    static func restaurantRow(_ localizer: Localizer, _ r: RestaurantSummary, now: Date, timeFiltered: Bool = false) -> HTMLNode {
        var meta = [distanceText(localizer, r.distance)]
        // The street tells apart the chain's five cafés within a few hundred metres.
        if let street = street(of: r.address) { meta.append(street) }
        if !r.cuisines.isEmpty { meta.append(cuisineText(localizer, r.cuisines)) } else { meta.append(localizer.t("eats.kind.\(r.kind)")) }
        if let price = price(localizer, r.priceLevel) { meta.append(price) }
        let open: HTMLNode = r.openNow.map { isOpen in
            let line = OpeningText.status(localizer, openNow: isOpen, until: r.openUntil, opens: r.opensAt, timeZone: r.timeZone, now: now)
            return element("span", [.cls(isOpen ? "state-pill open" : "state-pill closed")], text(line ?? localizer.t(isOpen ? "eats.open" : "eats.closed")))
        } ?? (timeFiltered ? element("span", [.cls("state-pill unknown")], text(localizer.t("eats.hours_unknown"))) : group([]))
        return element("li", [.cls("row restaurant")],
                  element("div", [.cls("grow")],
                     element("a", [.href(EatsPath.restaurant(r.id).path), .cls("title")], text(r.name)),
                     element("p", [.cls("muted")], text(meta.joined(separator: " · ") + " "), open),
                     stars(localizer, r.rating, count: r.ratingCount)))
    }

    /// "Aleksanterinkatu 22" of "Aleksanterinkatu 22, 00170 Helsinki"; nil without an address.
    static func street(of address: String) -> String? {
        let first = address.split(separator: ",", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        return first.isEmpty ? nil : first
    }

    static func list(_ req: Request, map: Bool = false) async throws -> Response {
        let viewer = try req.requireViewer()
        let place = EatsWhere.resolve(req)
        let filters = Filters(req)
        var results: (found: [RestaurantSearch.Found], next: String?) = ([], nil)
        var cursorError = false
        if let place {
            do {
                results = try await req.context.restaurantSearch.page(filters.query(place), cursor: EatsQuery.text(req, "cursor"),
                                                                   limit: map ? 50 : 20, viewer: viewer.id)
            } catch let error as AppError where error.kind == .validation {
                cursorError = true
                results = try await req.context.restaurantSearch.page(filters.query(place), cursor: nil, limit: map ? 50 : 20, viewer: viewer.id)
            }
        }
        let service = req.context.restaurantService
        let summaries = results.found.map(service.summary)
        // The cuisine filter offers what is actually near, most common first.
        var cuisineCounts: [String: Int] = [:]
        var unknownHours = 0
        if let place {
            unknownHours = try await req.context.restaurantSearch.unknownHours(filters.query(place), viewer: viewer.id)
            for (r, _) in try await req.context.restaurantSearch.within(place.point, radius: filters.radius, viewer: viewer.id) {
                for c in r.cuisineList { cuisineCounts[c, default: 0] += 1 }
            }
        }
        let cuisinesNearby = cuisineCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(30).map(\.key)
        let model = RestaurantListPage.Model(
            place: place, typed: EatsQuery.text(req, "placeQuery"), filters: filters, restaurants: summaries, next: results.next,
            restarted: cursorError, cuisinesNearby: cuisinesNearby, unknownHours: unknownHours, map: map,
            mapBase: map ? .init(gazetteer: req.context.services.places.gazetteer, tileURL: await req.drawnMapTileURL()) : nil,
            now: req.context.now, toReview: try await req.context.factSuggestions.waiting(viewer: viewer))
        let res = try await req.page(RestaurantListPage.self, model)
        if let place, EatsQuery.text(req, "near") != nil || EatsQuery.text(req, "placeQuery") != nil { place.remember(res) }
        return res
    }

    // MARK: dish search

    static func dishes(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let place = EatsWhere.resolve(req)
        let filters = Filters(req)
        let q = UserText.clean(EatsQuery.text(req, "q"))
        var results: (hits: [DishHit], next: String?) = ([], nil)
        let searchable = !PlaceText.fold(q).isEmpty
        if let place, searchable {
            do {
                results = try await req.context.dishes.search(q, near: place.point, radius: filters.radius, cursor: EatsQuery.text(req, "cursor"),
                                                           limit: 20, viewer: viewer.id)
            } catch let error as AppError where error.kind == .validation {
                // A stale cursor or an over-long query: start again from the top.
                results = try await req.context.dishes.search(String(q.prefix(100)), near: place.point, radius: filters.radius, cursor: nil,
                                                           limit: 20, viewer: viewer.id)
            }
        }
        let keep = [URLQueryItem(name: "q", value: q), URLQueryItem(name: "radius", value: "\(Int(filters.radius))")]
        return try await req.page(DishSearchPage.self, DishSearchPage.Model(
            place: place, typed: EatsQuery.text(req, "placeQuery"), filters: filters, q: q, searchable: searchable,
            hits: results.hits, next: results.next, keep: keep, toReview: try await req.context.factSuggestions.waiting(viewer: viewer)))
    }
}

/// Dishes by name near a place, nearest and best first.
enum DishSearchPage: PageView {
    struct Model: Sendable {
        var place: EatsWhere?
        /// The place name typed, when it matched nothing.
        var typed: String?
        var filters: EatsPages.Filters
        var q: String
        /// Whether `q` has anything to search for.
        var searchable: Bool
        var hits: [DishHit]
        var next: String?
        /// The query items a link to the next page keeps.
        var keep: [URLQueryItem]
        /// Suggested fixes waiting for the viewer's review: the menu links to them.
        var toReview = 0
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("eats.nav.dishes") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let place = m.place, filters = m.filters, q = m.q, searchable = m.searchable, keep = m.keep
        let results = (hits: m.hits, next: m.next)
        var content: [HTMLNode] = [
            element("div", [.cls("page-head")], element("h1", [], text(localizer.t("eats.dish_search")))),
            EatsPages.nav(ctx, current: .dishes, where: place, toReview: m.toReview),
            EatsPages.whereBar(ctx, place, typed: m.typed, action: EatsPath.dishSearch.path, keep: keep),
        ]
        guard let place else { return content }
        content.append(element("form", [Attr("method", "get"), Attr("action", EatsPath.dishSearch.path), .cls("filters dish-search"), Attr("role", "search")],
                          place.items.map { void("input", [.type("hidden"), .name($0.name), .value($0.value ?? "")]) } + [
                              element("div", [.cls("field")],
                                 element("label", [Attr("for", "f-q")], text(localizer.t("eats.dish_query"))),
                                 void("input", [.id("f-q"), .name("q"), .type("search"), .value(q), Attr("placeholder", localizer.t("eats.dish_placeholder"))])),
                              element("div", [.cls("field")],
                                 element("label", [Attr("for", "f-radius")], text(localizer.t("eats.within"))),
                                 element("select", [.id("f-radius"), .name("radius")], EatsPages.radii.map { r in
                                     element("option", [.value("\(Int(r))"), .flag("selected", r == filters.radius)], text(EatsPages.distanceText(localizer, r)))
                                 })),
                              Forms.submit(localizer.t("eats.search"), cls: "button primary"),
                          ]))
        guard !q.isEmpty else { return content }
        guard searchable else {
            content.append(element("p", [.cls("field-error"), Attr("role", "alert")], text(localizer.t("error.dish.query_empty"))))
            return content
        }
        if results.hits.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t("eats.no_dishes", ["q": q, "distance": EatsPages.distanceText(localizer, filters.radius)]))))
            return content
        }
        content.append(element("ol", [.cls("list results"), .id("results")], results.hits.map { hit in
            element("li", [.cls("row dish")],
               DishPages.thumbnail(hit.dish),
               element("div", [.cls("grow")],
                  element("a", [.href(EatsPath.dish(hit.dish.id).path), .cls("title")], text(hit.dish.name)),
                  element("p", [.cls("muted")], text(hit.restaurantName + " · " + EatsPages.distanceText(localizer, hit.distance))),
                  EatsPages.stars(localizer, hit.dish.average, count: hit.dish.ratingCount),
                  DishPages.friendChips(localizer, hit.dish)))
        }))
        if let next = results.next {
            let href = EatsPath.dishSearch.path + EatsPages.query(place.items + keep + [URLQueryItem(name: "cursor", value: next)])
            content.append(element("p", [.cls("load-more")],
                              element("a", [.href(href), .cls("button"), .data("load-more", "#results")], text(localizer.t("eats.load_more")))))
        }
        return content
    }
}
