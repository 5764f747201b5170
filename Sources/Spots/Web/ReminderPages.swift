import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// One reminder's page and its form.
enum ReminderPages {
    static func detail(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let record = try await req.context.reminders.find(try req.uuid("reminderId", "reminder"), owner: viewer.id)
        let id = record.id!.uuidString.lowercased()
        let lists = Dictionary(uniqueKeysWithValues: try await req.context.reminders.lists(owner: viewer.id).map { ($0.id, $0) })
        var map: HTMLNode = group([])
        if record.hasPlace {
            map = SVGMap(pins: SpotsPages.pins([record], lists: lists), position: try await SpotsPages.position(req, user: viewer.id),
                         label: localizer.t("spots.map_label"))
                .render(localizer, gazetteer: req.context.services.places.gazetteer, tileURL: await req.drawnMapTileURL())
        }
        let from = SpotsPages.from(req)
        let fromQuery = from.map(SpotsPages.fromQuery) ?? ""
        return try await req.page(record.title, tab: SpotsTab.tab) { ctx in
            var facts: [HTMLNode] = []
            func fact(_ label: String, _ value: String) {
                facts.append(element("dt", [], text(label)))
                facts.append(element("dd", [], text(value)))
            }
            if let due = SpotsPages.dueText(localizer, record) { fact(localizer.t("spots.when"), due) }
            if let place = SpotsPages.placeText(localizer, record) {
                fact(localizer.t("spots.where"), place + " · " + localizer.t("spots.radius_value", ["metres": "\(Int(record.radius ?? 150))"]))
                fact(localizer.t("spots.presence"), localizer.t("spots.presence.\(record.presence)"))
            }
            if let list = record.listID.flatMap({ lists[$0] }) { fact(localizer.t("spots.field.list"), list.name) }
            if let fired = record.firedAt { fact(localizer.t("spots.last_alert"), localizer.date(fired, timeZone: SpotsPages.viewerZone(req))) }
            if let until = record.snoozeUntil, record.doneAt == nil {
                fact(localizer.t("spots.snoozed"), localizer.t("spots.snoozed_until", ["date": localizer.date(until, timeZone: SpotsPages.viewerZone(req))]))
            } else if record.snoozeArrival, record.doneAt == nil {
                fact(localizer.t("spots.snoozed"), localizer.t("spots.snoozed_next_visit"))
            }
            if let done = record.doneAt { fact(localizer.t("spots.done_at"), localizer.date(done, timeZone: SpotsPages.viewerZone(req))) }
            return [
                element("p", [], element("a", [.href(from ?? "/spots")],
                                text("← " + localizer.t(from?.hasPrefix("/spots/days") == true ? "spots.nav.days" : "spots.title")))),
                SpotsPages.undoNotice(ctx, req),
                element("h1", [.cls(record.doneAt != nil ? "done" : "")], text(record.title)),
                record.notes.isEmpty ? group([]) : element("p", [.cls("notes")], text(record.notes)),
                element("dl", [.cls("facts")], facts),
                element("div", [.cls("map-holder")], map),
                element("div", [.cls("actions")],
                   element("a", [.href("/spots/\(id)/edit" + fromQuery), .cls("button")], text(localizer.t("action.edit"))),
                   record.doneAt == nil
                       ? Forms.button(ctx, action: "/spots/\(id)/done", label: localizer.t("spots.mark_done"), cls: "button primary",
                                      hidden: [("back", "/spots/\(id)")])
                       : Forms.button(ctx, action: "/spots/\(id)/undo", label: localizer.t("spots.undo"), hidden: [("back", "/spots/\(id)")]),
                   element("a", [.href("/spots/\(id)/delete"), .cls("button danger")], text(localizer.t("action.delete")))),
            ]
        }
    }

    static func form(_ req: Request, record: ReminderRecord?, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let lists = try await req.context.reminders.lists(owner: viewer.id)
        var state = state
        if state["timeZone"].isEmpty { state.values["timeZone"] = SpotsPages.viewerZoneName(req) }
        var center: GeoPoint?
        if let lat = Double(state["latitude"]), let lon = Double(state["longitude"]), GeoPoint(latitude: lat, longitude: lon).isValid {
            center = GeoPoint(latitude: lat, longitude: lon)
        }
        let map = try await SpotsPages.pickerMap(req, user: viewer.id, center: center, zoom: nil)
            .render(localizer, gazetteer: req.context.services.places.gazetteer, tileURL: await req.drawnMapTileURL())
        let title = record == nil ? localizer.t("spots.new") : localizer.t("spots.edit_title", ["title": record!.title])
        // Back to where the reminder was opened from (the day view), not only to its own page.
        let from = SpotsPages.from(req)
        let action = record.map { "/spots/\($0.id!.uuidString.lowercased())/edit" + (from.map(SpotsPages.fromQuery) ?? "") } ?? "/spots/new"
        return try await req.page(title, tab: SpotsTab.tab, status: status) { ctx in
            [
                element("p", [], element("a", [.href(record.map { "/spots/\($0.id!.uuidString.lowercased())" + (from.map(SpotsPages.fromQuery) ?? "") } ?? "/spots")],
                                text("← " + (record?.title ?? localizer.t("spots.title"))))),
                element("h1", [], text(title)),
                Forms.alert(state.general(localizer, fields: ReminderForm.fields + ["when"])),
                ReminderForm.form(ctx, state, action: action, submit: record == nil ? localizer.t("spots.create") : localizer.t("action.save"),
                                  lists: lists, map: map),
            ]
        }
    }
}
