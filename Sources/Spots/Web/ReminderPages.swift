import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// One reminder's page and its form: the handlers that load their models.
enum ReminderPages {
    static func detail(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let store = req.context.spotsStore
        guard let reminder = try await store.reminder(try req.uuid("reminderId", "reminder"), owner: viewer.id)
        else { throw AppError.notFound("reminder") }
        let lists = Dictionary(uniqueKeysWithValues: try await store.lists(owner: viewer.id).map { ($0.id, $0) })
        var map = ""
        let position = try await SpotsPages.position(req, user: viewer.id)
        var pins = SpotsPages.pins([reminder], lists: lists)
        var matching: (shown: Int, total: Int)?
        // "Any pharmacy": the nearest matching places are pins too, so the person sees where it will fire.
        if reminder.hasTarget, let point = pins.first?.point ?? position?.point
            ?? req.context.services.places.gazetteer.biggestCity(inTimeZone: req.localizer.timeZoneName)?.point,
           let near = try await req.context.targetPlaces.near(reminder: reminder.id, owner: viewer.id, point: point) {
            pins += near.places.map { place in
                SVGMap.Pin(href: targetLink(place.key, reminder: reminder.id), title: place.name, label: "", point: place.point,
                           radius: reminder.targetRadius ?? ReminderRules.defaultRadius, color: "#2b8a3e")
            }
            matching = (near.places.count, near.total)
        }
        if !pins.isEmpty {
            map = SVGMap(pins: pins, position: position, label: req.localizer.t("spots.map_label"))
                .render(req.localizer, gazetteer: req.context.services.places.gazetteer, tileURL: await req.drawnMapTileURL()).render()
        }
        return try await req.page(ReminderPage.self, ReminderPage.Model(
            reminder: reminder, list: reminder.listID.flatMap { lists[$0] }, map: map, from: SpotsPages.from(req),
            zone: SpotsPages.viewerZone(req), back: SpotsPages.back(req), undo: SpotsPages.undoneID(req), matching: matching))
    }

    /// An imported place's pin opens it on OpenStreetMap (its key is `node/123`), else stays on the reminder.
    static func targetLink(_ key: String, reminder: UUID) -> String {
        let parts = key.split(separator: "/")
        guard parts.count == 2, ["node", "way", "relation"].contains(parts[0]), Int(parts[1]) != nil else {
            return SpotsPath.reminder(reminder).path
        }
        return "https://www.openstreetmap.org/" + key
    }

    /// The form for a new reminder (`reminder` nil) or to edit one, with what was typed and
    /// its errors in `state`.
    static func form(_ req: Request, reminder: ReminderRow?, state: FormState, found: [PlaceSuggestion]? = nil,
                     status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        var state = state
        if state["timeZone"].isEmpty { state.values["timeZone"] = SpotsPages.viewerZoneName(req) }
        var center: GeoPoint?
        // Centred on the place being chosen: the first, or the other place just found or added.
        let target = Int(ReminderForm.target(state.values)).flatMap { $0 >= 2 ? $0 - 2 : nil }
        let (latName, lonName) = target.map { i in state["otherLatitude\(i)"].isEmpty ? ("latitude", "longitude") : ("otherLatitude\(i)", "otherLongitude\(i)") }
            ?? ("latitude", "longitude")
        if let lat = Double(state[latName]), let lon = Double(state[lonName]), GeoPoint(latitude: lat, longitude: lon).isValid {
            center = GeoPoint(latitude: lat, longitude: lon)
        }
        var picker = try await SpotsPages.pickerMap(req, user: viewer.id, center: center, zoom: nil)
        // Every place chosen so far, as a pin leading to its row (no JavaScript needed to see them).
        picker.pins = ReminderFormPlaces.pins(state.values, title: req.localizer.t("spots.field.label"))
        let map = picker
            .render(req.localizer, gazetteer: req.context.services.places.gazetteer, tileURL: await req.drawnMapTileURL()).render()
        return try await req.page(ReminderFormPage.self, ReminderFormPage.Model(
            reminder: reminder, state: state, lists: try await req.context.spotsStore.lists(owner: viewer.id), map: map,
            from: SpotsPages.from(req), found: found), status: status)
    }
}

/// A reminder: when and where it alerts, its list, its last alert, and what can be done with it.
enum ReminderPage: PageView {
    struct Model: Sendable {
        var reminder: ReminderRow
        var list: ReminderList?
        /// The map's HTML (empty without a place).
        var map: String
        /// The Spots page it was opened from, to lead back to.
        var from: String?
        var zone: TimeZone
        /// This page's address, for forms to come back to.
        var back: String
        var undo: UUID?
        /// Places of its kind or brand on the map, and how many match within the search radius.
        var matching: (shown: Int, total: Int)? = nil
    }

    static let tab: Tab? = SpotsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.reminder.title }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let r = m.reminder
        var facts: [HTMLNode] = []
        func fact(_ label: String, _ value: String) {
            facts.append(element("dt", [], text(label)))
            facts.append(element("dd", [], text(value)))
        }
        if let due = SpotsPages.dueText(localizer, r) { fact(localizer.t("spots.when"), due) }
        if r.placeLabel == nil, let any = SpotsPages.anyPlaceText(localizer, r) {
            fact(localizer.t("spots.where"), localizer.t(r.trigger == "leave" ? "spots.leaving" : "spots.arriving", ["place": any]))
            if let window = SpotsPages.windowText(localizer, r) { fact(localizer.t("spots.window"), window) }
        }
        if let label = r.placeLabel {
            let radius = { (metres: Double?) in localizer.t("spots.radius_value", ["metres": "\(Int(metres ?? 150))"]) }
            fact(localizer.t("spots.where"), localizer.t(r.trigger == "leave" ? "spots.leaving" : "spots.arriving", ["place": label])
                 + " · " + radius(r.radius))
            for place in r.otherPlaces { fact(localizer.t("spots.or_where"), place.label + " · " + radius(place.radius)) }
            if let any = SpotsPages.anyPlaceText(localizer, r) { fact(localizer.t("spots.or_where"), any) }
            if let window = SpotsPages.windowText(localizer, r) { fact(localizer.t("spots.window"), window) }
            fact(localizer.t("spots.presence"), localizer.t("spots.presence.\(r.presence)"))
        }
        if let list = m.list { fact(localizer.t("spots.field.list"), list.name) }
        if let fired = r.firedAt { fact(localizer.t("spots.last_alert"), localizer.date(fired, timeZone: m.zone)) }
        if let until = r.snoozeUntil, r.doneAt == nil {
            fact(localizer.t("spots.snoozed"), localizer.t("spots.snoozed_until", ["date": localizer.date(until, timeZone: m.zone)]))
        } else if r.snoozeArrival, r.doneAt == nil {
            fact(localizer.t("spots.snoozed"), localizer.t("spots.snoozed_next_visit"))
        }
        if let done = r.doneAt { fact(localizer.t("spots.done_at"), localizer.date(done, timeZone: m.zone)) }
        let own = SpotsPath.reminder(r.id).path
        return [
            element("p", [], element("a", [.href(m.from ?? SpotsPath.reminders.path)],
                            text("← " + localizer.t(m.from?.hasPrefix(SpotsPath.days.path) == true ? "spots.nav.days" : "spots.title")))),
            SpotsPages.undoNotice(ctx, undo: m.undo, back: m.back),
            element("h1", [.cls(r.doneAt != nil ? "done" : "")], text(r.title)),
            r.notes.isEmpty ? group([]) : element("p", [.cls("notes")], text(r.notes)),
            element("dl", [.cls("facts")], facts),
            element("div", [.cls("map-holder")], .raw(m.map)),
            matchingText(localizer, m.matching).map { element("p", [.cls("hint matching-places")], text($0)) } ?? group([]),
            element("div", [.cls("actions")],
               element("a", [.href(SpotsPath.edit(r.id).path + (m.from.map(SpotsPages.fromQuery) ?? "")), .cls("button")],
                       text(localizer.t("action.edit"))),
               r.doneAt == nil
                   ? Forms.button(ctx, action: SpotsPath.done(r.id).path, label: localizer.t("spots.mark_done"), cls: "button primary",
                                  hidden: [("back", own)])
                   : Forms.button(ctx, action: SpotsPath.undo(r.id).path, label: localizer.t("spots.undo"), hidden: [("back", own)]),
               element("a", [.href(SpotsPath.delete(r.id).path), .cls("button danger")], text(localizer.t("action.delete")))),
        ]
    }
}

extension ReminderPage {
    /// "The map shows the 30 nearest of 112 matching places within 20 km."
    static func matchingText(_ localizer: Localizer, _ matching: (shown: Int, total: Int)?) -> String? {
        guard let matching else { return nil }
        let args = ["shown": "\(matching.shown)", "total": "\(matching.total)", "km": "\(Int(PlaceRegions.searchRadius / 1000))"]
        if matching.total == 0 { return localizer.t("spots.matching_none", args) }
        return localizer.t(matching.shown < matching.total ? "spots.matching_some" : "spots.matching_all", args)
    }
}

/// The reminder form, new or editing, leading back to where the reminder was opened from.
enum ReminderFormPage: PageView {
    struct Model: Sendable {
        var reminder: ReminderRow?
        var state: FormState
        var lists: [ReminderList]
        /// The place picker's map HTML.
        var map: String
        var from: String?
        /// Place search results (the form's Search button, without JavaScript).
        var found: [PlaceSuggestion]? = nil
    }

    static let tab: Tab? = SpotsTab.tab

    static func title(_ m: Model, _ localizer: Localizer) -> String {
        m.reminder.map { localizer.t("spots.edit_title", ["title": $0.title]) } ?? localizer.t("spots.new")
    }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let fromQuery = m.from.map(SpotsPages.fromQuery) ?? ""
        let action = m.reminder.map { SpotsPath.edit($0.id).path + fromQuery } ?? SpotsPath.newReminder.path
        return [
            element("p", [], element("a", [.href(m.reminder.map { SpotsPath.reminder($0.id).path + fromQuery } ?? SpotsPath.reminders.path)],
                            text("← " + (m.reminder?.title ?? localizer.t("spots.title"))))),
            element("h1", [], text(title(m, localizer))),
            Forms.alert(m.state.general(localizer, fields: ReminderForm.fields + ["when"])),
            ReminderForm.form(ctx, m.state, action: action, submit: m.reminder == nil ? localizer.t("spots.create") : localizer.t("action.save"),
                              lists: m.lists, map: .raw(m.map), found: m.found),
        ]
    }
}
