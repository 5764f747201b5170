import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// A restaurant's page (its dishes ranked, add a dish) and the form to add a restaurant.
enum RestaurantPages {
    static func detail(_ req: Request, dishState: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let restaurant = try await req.context.restaurantService.find(try req.uuid("restaurantId", "restaurant"), viewer: viewer.id)
        let r = try await req.context.restaurantService.render(restaurant, viewer: viewer.id)
        var map = SVGMap(pins: [SVGMap.Pin(href: EatsPath.restaurant(r.id).path, title: r.name, label: r.address,
                                           point: GeoPoint(latitude: r.latitude, longitude: r.longitude), radius: 0, color: "#d9480f")],
                         label: localizer.t("eats.map_of", ["name": r.name]), zoom: 16)
        map.height = 260
        let drawn = map.render(localizer, gazetteer: req.context.services.places.gazetteer, tileURL: await req.drawnMapTileURL()).render()
        return try await req.page(RestaurantPage.self, RestaurantPage.Model(restaurant: r, place: EatsWhere.resolve(req), map: drawn,
                                                                            now: req.context.now, dishState: dishState,
                                                                            suggestionsToReview: try await req.context.factSuggestions.open(for: r.id, viewer: viewer).count),
                                       status: status)
    }

    // MARK: adding a restaurant

    static let fields = ["name", "kind", "cuisines", "address", "latitude", "longitude", "phone", "website", "openingHours", "priceLevel"]

    static func values(_ req: Request) -> [String: String] {
        var values = req.fields(fields + ["confirmDuplicate"])
        for diet in EatsRules.diets where req.field("diet_" + diet) != nil { values["diet_" + diet] = "on" }
        return values
    }

    /// The form as a draft; text that is no number becomes an impossible one, so the service
    /// reports it together with every other field.
    static func draft(_ v: [String: String]) -> RestaurantDraft {
        let lat = Double(v["latitude"]?.replacingOccurrences(of: ",", with: ".") ?? "") ?? .nan
        let lon = Double(v["longitude"]?.replacingOccurrences(of: ",", with: ".") ?? "") ?? .nan
        var price: Int?
        if let text = v["priceLevel"], !text.isEmpty { price = Int(text) ?? 0 }
        return RestaurantDraft(name: v["name"] ?? "", kind: v["kind"].flatMap { $0.isEmpty ? nil : $0 },
                               cuisines: (v["cuisines"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                               address: v["address"], latitude: lat, longitude: lon, phone: v["phone"], website: v["website"],
                               openingHours: v["openingHours"], diets: EatsRules.diets.filter { v["diet_" + $0] != nil }, priceLevel: price,
                               confirmDuplicate: v["confirmDuplicate"] != nil)
    }

    static func form(_ req: Request, state: FormState, duplicates: [RestaurantSearch.Found] = [], status: HTTPStatus = .ok) async throws -> Response {
        var state = state
        if state.values["latitude"] == nil, let place = EatsWhere.resolve(req) {
            state.values["latitude"] = String(format: "%.6f", place.point.latitude)
            state.values["longitude"] = String(format: "%.6f", place.point.longitude)
        }
        return try await req.page(NewRestaurantPage.self, NewRestaurantPage.Model(state: state, duplicates: duplicates), status: status)
    }
}

/// The form to add a restaurant, warning of ones already there under a similar name.
enum NewRestaurantPage: PageView {
    struct Model: Sendable {
        var state: FormState
        /// Restaurants already near with a similar name, to confirm it is another one.
        var duplicates: [RestaurantSearch.Found]
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("eats.add_restaurant") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let state = m.state, duplicates = m.duplicates, fields = RestaurantPages.fields
        var warning: HTMLNode = group([])
        if !duplicates.isEmpty {
            warning = element("div", [.cls("form-warning"), Attr("role", "alert"), .id("duplicates")],
                         element("p", [], text(localizer.t("eats.duplicate_warning"))),
                         element("ul", [], duplicates.map { d in
                             element("li", [], element("a", [.href(EatsPath.restaurant(d.restaurant.id).path)], text(d.restaurant.name)),
                                text(" · " + EatsPages.distanceText(localizer, d.distance) + (d.restaurant.address.isEmpty ? "" : " · " + d.restaurant.address)))
                         }),
                         Forms.checkbox(name: "confirmDuplicate", label: localizer.t("eats.duplicate_confirm"), checked: false))
        }
        let diets = element("fieldset", [.cls("field")], [element("legend", [], text(localizer.t("eats.diet")))] + EatsRules.diets.map { diet in
            Forms.checkbox(name: "diet_" + diet, label: localizer.t("eats.diet.\(diet)"), checked: state.values["diet_" + diet] != nil)
        })
        return [
            element("p", [.cls("crumbs")], element("a", [.href(EatsPath.restaurants.path)], text("← " + localizer.t("eats.title")))),
            element("h1", [], text(localizer.t("eats.add_restaurant"))),
            Forms.alert(state.general(localizer, fields: fields + ["diets", "country"])),
            Forms.form(ctx, action: EatsPath.newRestaurant.path, cls: "stack eats-new", [
                warning,
                Forms.field(ctx, state, name: "name", label: localizer.t("eats.field.name"), required: true),
                Forms.select(ctx, state, name: "kind", label: localizer.t("eats.field.kind"),
                             options: EatsRules.kinds.map { ($0, localizer.t("eats.kind.\($0)")) }, selected: state["kind"]),
                Forms.field(ctx, state, name: "cuisines", label: localizer.t("eats.field.cuisines"), hint: localizer.t("eats.field.cuisines_hint")),
                Forms.field(ctx, state, name: "address", label: localizer.t("eats.address"), autocomplete: "off"),
                element("div", [.cls("row-fields")],
                   Forms.field(ctx, state, name: "latitude", label: localizer.t("eats.field.latitude"), extra: [Attr("inputmode", "decimal")]),
                   Forms.field(ctx, state, name: "longitude", label: localizer.t("eats.field.longitude"), extra: [Attr("inputmode", "decimal")])),
                element("p", [.cls("hint")], text(localizer.t("eats.field.position_hint"))),
                element("button", [.type("button"), .cls("button small"), .data("fill-position", ""), Attr("hidden", nil),
                              .data("unavailable", localizer.t("eats.location_unavailable")), .data("locating", localizer.t("eats.locating")),
                              .data("denied", localizer.t("eats.location_denied")), .data("failed", localizer.t("eats.location_failed"))],
                   Icon.locate.node(), text(" " + localizer.t("eats.use_my_location"))),
                element("p", [.cls("muted"), Attr("role", "status"), .data("fill-status", "")], []),
                Forms.field(ctx, state, name: "openingHours", label: localizer.t("eats.hours"), hint: localizer.t("eats.field.hours_hint")),
                Forms.field(ctx, state, name: "phone", label: localizer.t("eats.phone"), type: "tel", autocomplete: "tel"),
                Forms.field(ctx, state, name: "website", label: localizer.t("eats.website"), type: "url", autocomplete: "url"),
                diets,
                Forms.select(ctx, state, name: "priceLevel", label: localizer.t("eats.field.price"),
                             options: [("", localizer.t("eats.unknown"))] + NearbyLimits.priceLevels.map { ("\($0)", localizer.t("eats.price.\($0)")) },
                             selected: state["priceLevel"]),
                Forms.submit(localizer.t("eats.save_restaurant")),
            ]),
        ]
    }
}

/// A restaurant: what it is, where, when it is open, its dishes ranked, adding a dish.
enum RestaurantPage: PageView {
    struct Model: Sendable {
        var restaurant: Restaurant
        /// Where the viewer is looking from (for the distance and the way back).
        var place: EatsWhere?
        /// The map's HTML.
        var map: String
        var now: Date
        /// What was typed into "add a dish", and its errors.
        var dishState: FormState
        /// Open suggestions the viewer may review (its contributor, a moderator).
        var suggestionsToReview = 0
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.restaurant.name }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let r = m.restaurant, place = m.place, now = m.now, dishState = m.dishState
        var facts: [HTMLNode] = []
        func fact(_ label: String, _ value: HTMLNode) {
            facts.append(element("dt", [], text(label)))
            facts.append(element("dd", [], value))
        }
        var kind = [localizer.t("eats.kind.\(r.kind)")]
        if !r.cuisines.isEmpty { kind.append(EatsPages.cuisineText(localizer, r.cuisines)) }
        if let price = EatsPages.price(localizer, r.priceLevel) { kind.append(price) }
        if !r.address.isEmpty { fact(localizer.t("eats.address"), text(r.address)) }
        if let place {
            fact(localizer.t("eats.distance"), text(EatsPages.distanceText(localizer, Geo.distance(place.point, GeoPoint(latitude: r.latitude, longitude: r.longitude)))))
        }
        if let raw = r.openingHours {
            // As people read them, on the restaurant's clock; the raw text only when it cannot be read.
            if let hours = OpeningHours(raw), let isOpen = r.openNow {
                let line = OpeningText.status(localizer, openNow: isOpen, until: r.openUntil, opens: r.opensAt, timeZone: r.timeZone, now: now)
                var shown: [HTMLNode] = [element("p", [.cls(isOpen ? "state-pill open" : "state-pill closed")], text(line ?? ""))]
                shown.append(OpeningText.week(localizer, hours, timeZone: r.timeZone, now: now))
                if let holidays = OpeningText.publicHolidays(localizer, hours) { shown.append(element("p", [], text(holidays))) }
                if r.timeZone != localizer.timeZoneName {
                    shown.append(element("p", [.cls("muted")], text(localizer.t("eats.hours.local", ["zone": r.timeZone]))))
                }
                fact(localizer.t("eats.hours"), element("div", [.cls("opening")], shown))
            } else {
                fact(localizer.t("eats.hours"), text(raw))
            }
        }
        if let phone = r.phone { fact(localizer.t("eats.phone"), element("a", [.href("tel:" + phone.filter { $0.isNumber || $0 == "+" })], text(phone))) }
        if let website = r.website {
            fact(localizer.t("eats.website"), element("a", [.href(website), Attr("rel", "nofollow noopener noreferrer"), Attr("target", "_blank")],
                                         text(URL(string: website)?.host ?? website)))
        }
        if !r.diets.isEmpty { fact(localizer.t("eats.diet"), text(r.diets.map { localizer.t("eats.diet.\($0)") }.joined(separator: ", "))) }
        if let osm = r.osmId { fact(localizer.t("eats.source"), EatsPages.osmSource(osm)) }
        var content: [HTMLNode] = [
            element("p", [.cls("crumbs")], element("a", [.href(EatsPath.restaurants.path + EatsPages.query(place?.items ?? []))], text("← " + localizer.t("eats.title")))),
            element("h1", [], text(r.name)),
            element("p", [.cls("muted")], text(kind.joined(separator: " · "))),
            EatsPages.stars(localizer, r.rating, count: r.ratingCount),
            element("dl", [.cls("facts")], facts),
            element("div", [.cls("map-holder small")], .raw(m.map)),
            element("h2", [], text(localizer.t("eats.dishes_ranked"))),
        ]
        if r.dishes.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t("eats.no_dishes_yet"))))
        } else {
            content.append(element("ol", [.cls("list dishes"), .id("dishes")], r.dishes.map { DishPages.row(localizer, $0) }))
        }
        content.append(element("section", [.cls("card"), .id("add-dish")],
                          element("h2", [], text(localizer.t("eats.add_dish"))),
                          Forms.alert(dishState.general(localizer, fields: ["name", "description"])),
                          Forms.form(ctx, action: EatsPath.addDish(toRestaurant: r.id).path, cls: "stack", [
                              Forms.field(ctx, dishState, name: "name", label: localizer.t("eats.dish_name"), required: true),
                              Forms.textarea(ctx, dishState, name: "description", label: localizer.t("eats.dish_description")),
                              Forms.submit(localizer.t("eats.add_dish")),
                          ])))
        var actions: [HTMLNode] = [element("a", [.href(SuggestionPages.suggestPath(r.id)), .cls("button small")], text(localizer.t("eats.suggest.link"))),
                                   element("a", [.href(EatsPath.reportForm(subject: "restaurant", id: r.id).path), .cls("button small")], text(localizer.t("eats.report")))]
        if m.suggestionsToReview > 0 {
            actions.insert(element("a", [.href(SuggestionPages.reviewPath(r.id)), .cls("button small primary")],
                                   text(localizer.t("eats.suggest.to_review", ["n": "\(m.suggestionsToReview)"]))), at: 0)
        }
        if r.addedByYou { actions.append(element("a", [.href(EatsPath.deleteRestaurant(r.id).path), .cls("button small danger")], text(localizer.t("action.delete")))) }
        content.append(element("p", [.cls("actions")], actions))
        return content
    }
}
