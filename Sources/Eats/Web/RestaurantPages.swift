import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// A restaurant's page (its dishes ranked, add a dish) and the form to add a restaurant.
enum RestaurantPages {
    static func detail(_ req: Request, dishState: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let record = try await req.context.restaurantService.find(try req.uuid("restaurantId", "restaurant"), viewer: viewer.id)
        let r = try await req.context.restaurantService.render(record, viewer: viewer.id)
        let id = r.id.uuidString.lowercased()
        let place = EatsWhere.resolve(req)
        var map = SVGMap(pins: [SVGMap.Pin(href: "/eats/restaurants/\(id)", title: r.name, label: r.address,
                                           point: GeoPoint(latitude: r.latitude, longitude: r.longitude), radius: 0, color: "#d9480f")],
                         label: l.t("eats.map_of", ["name": r.name]), zoom: 16)
        map.height = 260
        let gazetteer = req.context.services.places.gazetteer
        let tiles = req.context.settings.mapTileURL
        return try await req.page(r.name, tab: EatsTab.tab, status: status) { ctx in
            var facts: [HTMLNode] = []
            func fact(_ label: String, _ value: HTMLNode) {
                facts.append(el("dt", [], text(label)))
                facts.append(el("dd", [], value))
            }
            var kind = [l.t("eats.kind.\(r.kind)")]
            if !r.cuisines.isEmpty { kind.append(EatsPages.cuisineText(l, r.cuisines)) }
            if let price = EatsPages.price(l, r.priceLevel) { kind.append(price) }
            if !r.address.isEmpty { fact(l.t("eats.address"), text(r.address)) }
            if let place {
                fact(l.t("eats.distance"), text(EatsPages.distanceText(l, Geo.distance(place.point, GeoPoint(latitude: r.latitude, longitude: r.longitude)))))
            }
            if let hours = r.openingHours {
                let state = r.openNow.map { el("span", [.cls($0 ? "state-pill open" : "state-pill closed")], text(l.t($0 ? "eats.open" : "eats.closed"))) }
                fact(l.t("eats.hours"), el("span", [], state ?? group([]), text(" " + hours)))
            }
            if let phone = r.phone { fact(l.t("eats.phone"), el("a", [.href("tel:" + phone.filter { $0.isNumber || $0 == "+" })], text(phone))) }
            if let website = r.website {
                fact(l.t("eats.website"), el("a", [.href(website), Attr("rel", "nofollow noopener noreferrer"), Attr("target", "_blank")],
                                             text(URL(string: website)?.host ?? website)))
            }
            if !r.diets.isEmpty { fact(l.t("eats.diet"), text(r.diets.map { l.t("eats.diet.\($0)") }.joined(separator: ", "))) }
            if let osm = r.osmId { fact(l.t("eats.source"), text("OpenStreetMap " + osm)) }
            var content: [HTMLNode] = [
                el("p", [.cls("crumbs")], el("a", [.href("/eats" + EatsPages.query(place?.items ?? []))], text("← " + l.t("eats.title")))),
                el("h1", [], text(r.name)),
                el("p", [.cls("muted")], text(kind.joined(separator: " · "))),
                EatsPages.stars(l, r.rating, count: r.ratingCount),
                el("dl", [.cls("facts")], facts),
                el("div", [.cls("map-holder small")], map.render(l, gazetteer: gazetteer, tileURL: tiles)),
                el("h2", [], text(l.t("eats.dishes_ranked"))),
            ]
            if r.dishes.isEmpty {
                content.append(el("p", [.cls("muted empty")], text(l.t("eats.no_dishes_yet"))))
            } else {
                content.append(el("ol", [.cls("list dishes"), .id("dishes")], r.dishes.map { DishPages.row(l, $0) }))
            }
            content.append(el("section", [.cls("card"), .id("add-dish")],
                              el("h2", [], text(l.t("eats.add_dish"))),
                              Forms.alert(dishState.general(l, fields: ["name", "description"])),
                              Forms.form(ctx, action: "/eats/restaurants/\(id)/dishes", cls: "stack", [
                                  Forms.field(ctx, dishState, name: "name", label: l.t("eats.dish_name"), required: true),
                                  Forms.textarea(ctx, dishState, name: "description", label: l.t("eats.dish_description")),
                                  Forms.submit(l.t("eats.add_dish")),
                              ])))
            var actions: [HTMLNode] = [el("a", [.href("/eats/report?subject=restaurant&id=\(id)"), .cls("button small")], text(l.t("eats.report")))]
            if r.addedByYou { actions.append(el("a", [.href("/eats/restaurants/\(id)/delete"), .cls("button small danger")], text(l.t("action.delete")))) }
            content.append(el("p", [.cls("actions")], actions))
            return content
        }
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
        return RestaurantDraft(name: v["name"] ?? "", kind: v["kind"],
                               cuisines: (v["cuisines"] ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) },
                               address: v["address"], latitude: lat, longitude: lon, phone: v["phone"], website: v["website"],
                               openingHours: v["openingHours"], diets: EatsRules.diets.filter { v["diet_" + $0] != nil }, priceLevel: price,
                               confirmDuplicate: v["confirmDuplicate"] != nil)
    }

    static func form(_ req: Request, state: FormState, duplicates: [RestaurantSearch.Found] = [], status: HTTPStatus = .ok) async throws -> Response {
        let l = req.localizer
        let place = EatsWhere.resolve(req)
        var state = state
        if state.values["latitude"] == nil, let place {
            state.values["latitude"] = String(format: "%.6f", place.point.latitude)
            state.values["longitude"] = String(format: "%.6f", place.point.longitude)
        }
        return try await req.page(l.t("eats.add_restaurant"), tab: EatsTab.tab, status: status) { ctx in
            var warning: HTMLNode = group([])
            if !duplicates.isEmpty {
                warning = el("div", [.cls("form-warning"), Attr("role", "alert"), .id("duplicates")],
                             el("p", [], text(l.t("eats.duplicate_warning"))),
                             el("ul", [], duplicates.map { d in
                                 el("li", [], el("a", [.href("/eats/restaurants/\(d.restaurant.id.uuidString.lowercased())")], text(d.restaurant.name)),
                                    text(" · " + EatsPages.distanceText(l, d.distance) + (d.restaurant.address.isEmpty ? "" : " · " + d.restaurant.address)))
                             }),
                             Forms.checkbox(name: "confirmDuplicate", label: l.t("eats.duplicate_confirm"), checked: false))
            }
            let diets = el("fieldset", [.cls("field")], [el("legend", [], text(l.t("eats.diet")))] + EatsRules.diets.map { diet in
                Forms.checkbox(name: "diet_" + diet, label: l.t("eats.diet.\(diet)"), checked: state.values["diet_" + diet] != nil)
            })
            return [
                el("p", [.cls("crumbs")], el("a", [.href("/eats")], text("← " + l.t("eats.title")))),
                el("h1", [], text(l.t("eats.add_restaurant"))),
                Forms.alert(state.general(l, fields: fields + ["diets", "country"])),
                Forms.form(ctx, action: "/eats/new", cls: "stack eats-new", [
                    warning,
                    Forms.field(ctx, state, name: "name", label: l.t("eats.field.name"), required: true),
                    Forms.select(ctx, state, name: "kind", label: l.t("eats.field.kind"),
                                 options: EatsRules.kinds.map { ($0, l.t("eats.kind.\($0)")) }, selected: state["kind"]),
                    Forms.field(ctx, state, name: "cuisines", label: l.t("eats.field.cuisines"), hint: l.t("eats.field.cuisines_hint")),
                    Forms.field(ctx, state, name: "address", label: l.t("eats.address"), autocomplete: "street-address"),
                    el("div", [.cls("row-fields")],
                       Forms.field(ctx, state, name: "latitude", label: l.t("eats.field.latitude"), extra: [Attr("inputmode", "decimal")]),
                       Forms.field(ctx, state, name: "longitude", label: l.t("eats.field.longitude"), extra: [Attr("inputmode", "decimal")])),
                    el("p", [.cls("hint")], text(l.t("eats.field.position_hint"))),
                    el("button", [.type("button"), .cls("button small"), .data("fill-position", ""), Attr("hidden", nil),
                                  .data("unavailable", l.t("eats.location_unavailable")), .data("locating", l.t("eats.locating")),
                                  .data("denied", l.t("eats.location_denied")), .data("failed", l.t("eats.location_failed"))],
                       text("⌖ " + l.t("eats.use_my_location"))),
                    el("p", [.cls("muted"), Attr("role", "status"), .data("fill-status", "")], []),
                    Forms.field(ctx, state, name: "openingHours", label: l.t("eats.hours"), hint: l.t("eats.field.hours_hint")),
                    Forms.field(ctx, state, name: "phone", label: l.t("eats.phone"), type: "tel", autocomplete: "tel"),
                    Forms.field(ctx, state, name: "website", label: l.t("eats.website"), type: "url", autocomplete: "url"),
                    diets,
                    Forms.select(ctx, state, name: "priceLevel", label: l.t("eats.field.price"),
                                 options: [("", l.t("eats.unknown"))] + NearbyLimits.priceLevels.map { ("\($0)", l.t("eats.price.\($0)")) },
                                 selected: state["priceLevel"]),
                    Forms.submit(l.t("eats.save_restaurant")),
                ]),
            ]
        }
    }
}
