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
        if reminder.hasPlace {
            map = SVGMap(pins: SpotsPages.pins([reminder], lists: lists), position: try await SpotsPages.position(req, user: viewer.id),
                         label: req.localizer.t("spots.map_label"))
                .render(req.localizer, gazetteer: req.context.services.places.gazetteer, tileURL: await req.drawnMapTileURL()).render()
        }
        return try await req.page(ReminderPage.self, ReminderPage.Model(
            reminder: reminder, list: reminder.listID.flatMap { lists[$0] }, map: map, from: SpotsPages.from(req),
            zone: SpotsPages.viewerZone(req), back: SpotsPages.back(req), undo: SpotsPages.undoneID(req)))
    }

    /// The form for a new reminder (`reminder` nil) or to edit one, with what was typed and
    /// its errors in `state`.
    static func form(_ req: Request, reminder: ReminderRow?, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        var state = state
        if state["timeZone"].isEmpty { state.values["timeZone"] = SpotsPages.viewerZoneName(req) }
        var center: GeoPoint?
        if let lat = Double(state["latitude"]), let lon = Double(state["longitude"]), GeoPoint(latitude: lat, longitude: lon).isValid {
            center = GeoPoint(latitude: lat, longitude: lon)
        }
        let map = try await SpotsPages.pickerMap(req, user: viewer.id, center: center, zoom: nil)
            .render(req.localizer, gazetteer: req.context.services.places.gazetteer, tileURL: await req.drawnMapTileURL()).render()
        return try await req.page(ReminderFormPage.self, ReminderFormPage.Model(
            reminder: reminder, state: state, lists: try await req.context.spotsStore.lists(owner: viewer.id), map: map,
            from: SpotsPages.from(req)), status: status)
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
        if let label = r.placeLabel {
            let radius = { (metres: Double?) in localizer.t("spots.radius_value", ["metres": "\(Int(metres ?? 150))"]) }
            fact(localizer.t("spots.where"), localizer.t(r.trigger == "leave" ? "spots.leaving" : "spots.arriving", ["place": label])
                 + " · " + radius(r.radius))
            for place in r.otherPlaces { fact(localizer.t("spots.or_where"), place.label + " · " + radius(place.radius)) }
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

/// The reminder form, new or editing, leading back to where the reminder was opened from.
enum ReminderFormPage: PageView {
    struct Model: Sendable {
        var reminder: ReminderRow?
        var state: FormState
        var lists: [ReminderList]
        /// The place picker's map HTML.
        var map: String
        var from: String?
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
                              lists: m.lists, map: .raw(m.map)),
        ]
    }
}
