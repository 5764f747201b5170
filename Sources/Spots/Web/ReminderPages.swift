import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// One reminder's page and its form.
enum ReminderPages {
    static func detail(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let record = try await req.context.reminders.find(try req.uuid("reminderId", "reminder"), owner: viewer.id)
        let id = record.id!.uuidString.lowercased()
        let lists = Dictionary(uniqueKeysWithValues: try await req.context.reminders.lists(owner: viewer.id).map { ($0.id, $0) })
        var map: HTMLNode = group([])
        if record.hasPlace {
            map = SVGMap(pins: SpotsPages.pins([record], lists: lists), position: try await SpotsPages.position(req, user: viewer.id),
                         label: l.t("spots.map_label"))
                .render(l, gazetteer: req.context.services.places.gazetteer, tileURL: req.context.settings.mapTileURL)
        }
        return try await req.page(record.title, tab: SpotsTab.tab) { ctx in
            var facts: [HTMLNode] = []
            func fact(_ label: String, _ value: String) {
                facts.append(el("dt", [], text(label)))
                facts.append(el("dd", [], text(value)))
            }
            if let due = SpotsPages.dueText(l, record) { fact(l.t("spots.when"), due) }
            if let place = SpotsPages.placeText(l, record) {
                fact(l.t("spots.where"), place + " · " + l.t("spots.radius_value", ["metres": "\(Int(record.radius ?? 150))"]))
                fact(l.t("spots.presence"), l.t("spots.presence.\(record.presence)"))
            }
            if let list = record.listID.flatMap({ lists[$0] }) { fact(l.t("spots.field.list"), list.name) }
            if let fired = record.firedAt { fact(l.t("spots.last_alert"), l.date(fired, timeZone: SpotsPages.viewerZone(req))) }
            if let done = record.doneAt { fact(l.t("spots.done_at"), l.date(done, timeZone: SpotsPages.viewerZone(req))) }
            return [
                el("p", [], el("a", [.href("/spots")], text("← " + l.t("spots.title")))),
                SpotsPages.undoNotice(ctx, req),
                el("h1", [.cls(record.doneAt != nil ? "done" : "")], text(record.title)),
                record.notes.isEmpty ? group([]) : el("p", [.cls("notes")], text(record.notes)),
                el("dl", [.cls("facts")], facts),
                el("div", [.cls("map-holder")], map),
                el("p", [.cls("actions")],
                   el("a", [.href("/spots/\(id)/edit"), .cls("button")], text(l.t("action.edit"))),
                   record.doneAt == nil
                       ? Forms.button(ctx, action: "/spots/\(id)/done", label: l.t("spots.mark_done"), cls: "button primary",
                                      hidden: [("back", "/spots/\(id)")])
                       : Forms.button(ctx, action: "/spots/\(id)/undo", label: l.t("spots.undo"), hidden: [("back", "/spots/\(id)")]),
                   el("a", [.href("/spots/\(id)/delete"), .cls("button danger")], text(l.t("action.delete")))),
            ]
        }
    }

    static func form(_ req: Request, record: ReminderRecord?, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let lists = try await req.context.reminders.lists(owner: viewer.id)
        var state = state
        if state["timeZone"].isEmpty { state.values["timeZone"] = SpotsPages.viewerZoneName(req) }
        var center: GeoPoint?
        if let lat = Double(state["latitude"]), let lon = Double(state["longitude"]), GeoPoint(latitude: lat, longitude: lon).isValid {
            center = GeoPoint(latitude: lat, longitude: lon)
        }
        let map = try await SpotsPages.pickerMap(req, user: viewer.id, center: center, zoom: nil)
            .render(l, gazetteer: req.context.services.places.gazetteer, tileURL: req.context.settings.mapTileURL)
        let title = record == nil ? l.t("spots.new") : l.t("spots.edit_title", ["title": record!.title])
        let action = record.map { "/spots/\($0.id!.uuidString.lowercased())/edit" } ?? "/spots/new"
        return try await req.page(title, tab: SpotsTab.tab, status: status) { ctx in
            [
                el("p", [], el("a", [.href(record.map { "/spots/\($0.id!.uuidString.lowercased())" } ?? "/spots")],
                                text("← " + (record?.title ?? l.t("spots.title"))))),
                el("h1", [], text(title)),
                Forms.alert(state.general(l, fields: ReminderForm.fields + ["when"])),
                ReminderForm.form(ctx, state, action: action, submit: record == nil ? l.t("spots.create") : l.t("action.save"),
                                  lists: lists, map: map),
            ]
        }
    }
}
