import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// The Spots tab in the shell.
enum SpotsTab {
    static let tab = Tab(id: "spots", path: "/spots", icon: .place, order: 20)
}

/// The Spots tab's pages: the list, by day, the map, a reminder, its form, lists, calendar.
enum SpotsPages {
    enum Section: String, CaseIterable { case list, days, map, lists, calendar }

    static let paths: [Section: String] = [.list: "/spots", .days: "/spots/days", .map: "/spots/map",
                                           .lists: "/spots/lists", .calendar: "/spots/calendar"]

    static func nav(_ ctx: PageContext, current: Section?) -> HTMLNode {
        element("nav", [.cls("subtabs"), .aria("label", ctx.localizer.t("tab.spots"))], Section.allCases.map { section in
            element("a", [.href(paths[section]!)] + (section == current ? [.aria("current", "page")] : []),
               text(ctx.localizer.t("spots.nav.\(section.rawValue)")))
        })
    }

    /// Every signed-in page tells app.js where position reports go; it sends them while the
    /// app is open once the user turned place alerts on (see `watchPosition` there).
    static func positionsMeta() -> HTMLNode {
        void("meta", [.name("satchel-positions"), Attr("content", SpotsRoute.reportPosition.path)])
    }


    /// The viewer's time zone, as their browser told app.js (a cookie), else UTC.
    static func viewerZone(_ req: Request) -> TimeZone { req.timeZone }

    /// Its name as the person or browser gave it ("UTC", which Foundation would call "GMT").
    static func viewerZoneName(_ req: Request) -> String {
        let named = req.viewer?.user.timeZone ?? req.cookies[WebCookies.timeZone]?.string
        return TimeZones.named(named) != nil ? named! : "UTC"
    }

    static func header(_ ctx: PageContext, _ title: String, current: Section?) -> [HTMLNode] {
        [
            element("div", [.cls("page-head")],
               element("h1", [], text(title)),
               element("a", [.href("/spots/new"), .cls("button primary")], text("+ " + ctx.localizer.t("spots.new")))),
            nav(ctx, current: current),
            element("div", [.cls("location-bar")],
               element("p", [.cls("muted location-status"), .data("location-status", ""), Attr("role", "status"), .aria("live", "polite"),
                        .data("on", ctx.localizer.t("spots.location_on")), .data("off", ctx.localizer.t("spots.location_off")),
                        .data("denied", ctx.localizer.t("spots.location_denied")), .data("failed", ctx.localizer.t("spots.location_failed")),
                        .data("clock", ctx.localizer.t("spots.clock_off"))], []),
               element("button", [.type("button"), .cls("button small"), .data("watch-start", "")], text(ctx.localizer.t("spots.location_start"))),
               element("button", [.type("button"), .cls("button small"), .data("watch-stop", ""), Attr("hidden", nil)],
                  text(ctx.localizer.t("spots.location_stop")))),
        ]
    }

    static func dot(_ color: String) -> HTMLNode {
        element("svg", [Attr("viewBox", "0 0 10 10"), .cls("dot"), .aria("hidden", "true")],
           void("circle", [Attr("cx", "5"), Attr("cy", "5"), Attr("r", "5"), Attr("fill", color)]))
    }

    /// "Fri 27 Nov 09:00 (Europe/Stockholm) · weekly" — the zone only when it is not the
    /// reader's own (a reminder set for a trip abroad).
    static func dueText(_ localizer: Localizer, _ r: ReminderRecord) -> String? {
        guard let due = r.dueAt, let zone = r.timeZone.flatMap(TimeZone.init(identifier:)) else { return nil }
        var text = localizer.date(due, timeZone: zone)
        let name = r.timeZone ?? zone.identifier
        let own = name == localizer.timeZoneName || zone.identifier == localizer.timeZone.identifier
        if !own && !["UTC", "GMT"].contains(name) { text += " (\(name.replacingOccurrences(of: "_", with: " ")))" }
        if let rule = r.repeatRule { text += " · " + localizer.t("spots.repeat.\(rule)") }
        return text
    }

    static func placeText(_ localizer: Localizer, _ r: ReminderRecord) -> String? {
        guard let label = r.placeLabel else { return nil }
        return localizer.t(r.trigger == "leave" ? "spots.leaving" : "spots.arriving", ["place": label])
    }

    /// This page's address without one-off notices, for forms to come back to.
    static func back(_ req: Request) -> String {
        let items = (URLComponents(string: req.url.string)?.queryItems ?? []).filter { $0.name != "undo" && $0.name != "done" }
        var components = URLComponents()
        components.path = req.url.path
        components.queryItems = items.isEmpty ? nil : items
        return components.string ?? req.url.path
    }

    static func row(_ ctx: PageContext, _ r: ReminderRecord, lists: [UUID: ReminderList], now: Date, back: String) -> HTMLNode {
        let localizer = ctx.localizer
        let id = r.id!.uuidString.lowercased()
        var meta: [String] = []
        if let due = dueText(localizer, r) { meta.append(due) }
        if let place = placeText(localizer, r) { meta.append(place) }
        let overdue = ReminderService.isOverdue(r, now: now)
        let list = r.listID.flatMap { lists[$0] }
        let toggle = r.doneAt == nil
            ? Forms.form(ctx, action: "/spots/\(id)/done", cls: "inline", [
                void("input", [.type("hidden"), .name("back"), .value(back)]),
                element("button", [.type("submit"), .cls("check"), .aria("label", localizer.t("spots.mark_done_named", ["title": r.title]))], Icon.check.node()),
            ])
            : Forms.button(ctx, action: "/spots/\(id)/undo", label: localizer.t("spots.undo"), cls: "button small", hidden: [("back", back)])
        return element("li", [.cls("row reminder" + (r.doneAt != nil ? " done" : "") + (overdue ? " overdue" : ""))],
                  element("div", [.cls("check-holder")], toggle),
                  element("div", [.cls("grow")],
                     element("a", [.href("/spots/\(id)" + fromQuery(back))], text(r.title)),
                     meta.isEmpty ? group([]) : element("p", [.cls("muted")], text(meta.joined(separator: " · "))),
                     list.map { element("p", [.cls("muted list-tag")], dot($0.color), text(" " + $0.name)) } ?? group([])))
    }

    /// `?from=` the page a reminder was opened from, so its page and its edit form lead back there.
    static func fromQuery(_ page: String) -> String {
        page == "/spots" ? "" : "?from=" + (page.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }

    /// The Spots page a reminder was opened from (`from`), if it is one.
    static func from(_ req: Request) -> String? {
        let raw = (try? req.query.get(String.self, at: "from")) ?? req.field("from")
        guard let raw, raw.hasPrefix("/spots") else { return nil }
        let safe = LocalPath.safe(raw, fallback: "/spots")
        return safe == "/spots" ? nil : safe
    }

    static func undoNotice(_ ctx: PageContext, _ req: Request) -> HTMLNode {
        undoNotice(ctx, undo: undoneID(req), back: back(req))
    }

    /// The reminder just checked off (`?undo=`), to offer taking it back.
    static func undoneID(_ req: Request) -> UUID? { (try? req.query.get(String.self, at: "undo")).flatMap(UUID.init(uuidString:)) }

    static func undoNotice(_ ctx: PageContext, undo: UUID?, back: String) -> HTMLNode {
        guard let undo else { return group([]) }
        return element("div", [.cls("notice"), Attr("role", "status")],
                  text(ctx.localizer.t("spots.checked_off") + " "),
                  Forms.button(ctx, action: "/spots/\(undo.uuidString.lowercased())/undo", label: ctx.localizer.t("spots.undo"),
                               cls: "button small", hidden: [("back", back)]))
    }

    // MARK: the list

    static func list(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let sort = (try? req.query.get(String.self, at: "sort")).flatMap(ReminderService.Sort.init(rawValue:)) ?? .due
        let listFilter = (try? req.query.get(String.self, at: "list")).flatMap(UUID.init(uuidString:))
        var all = try await req.context.reminders.all(owner: viewer.id)
        if let listFilter { all = all.filter { $0.listID == listFilter } }
        let model = ReminderListPage.Model(
            sort: sort, listFilter: listFilter,
            lists: Dictionary(uniqueKeysWithValues: try await req.context.reminders.lists(owner: viewer.id).map { ($0.id, $0) }),
            open: all.filter { $0.doneAt == nil }.sorted(by: ReminderService.inOrder(sort, state: .open)),
            done: all.filter { $0.doneAt != nil }.sorted(by: ReminderService.inOrder(sort, state: .done)),
            now: req.context.now, back: back(req), undo: undoneID(req))
        return try await req.page(ReminderListPage.self, model)
    }

    // MARK: by day

    static func days(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let zone = viewerZone(req)
        let now = req.context.now
        let today = DueTime(instant: now, zone: zone).date
        let from = (try? req.query.get(String.self, at: "date")).flatMap { DueTime(local: $0 + "T00:00", timeZone: zone.identifier) }?.date ?? today
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let tomorrow = DueTime(instant: calendar.date(byAdding: .day, value: 1, to: now) ?? now, zone: zone).date
        let all = try await req.context.reminders.all(owner: viewer.id).filter { $0.doneAt == nil }
        let open = all.filter { $0.dueAt != nil }
        // Reminders with a place and no time belong to no day: "any time", under today.
        let anyTime = from == today ? all.filter { $0.dueAt == nil && $0.hasPlace }.sorted(by: ReminderService.inOrder(.title, state: .open)) : []
        let lists = Dictionary(uniqueKeysWithValues: try await req.context.reminders.lists(owner: viewer.id).map { ($0.id, $0) })
        // Each reminder belongs to the day it is due in the viewer's zone.
        var byDay: [String: [ReminderRecord]] = [:]
        var overdue: [ReminderRecord] = []
        for r in open {
            let day = DueTime(instant: r.dueAt!, zone: zone).date
            if day < today && ReminderService.isOverdue(r, now: now) {
                overdue.append(r)
            } else if day >= from {
                byDay[day, default: []].append(r)
            }
        }
        return try await req.page(localizer.t("spots.nav.days"), tab: SpotsTab.tab) { ctx in
            var content = header(ctx, localizer.t("spots.nav.days"), current: .days)
            content.append(undoNotice(ctx, req))
            content.append(element("form", [Attr("method", "get"), Attr("action", "/spots/days"), .cls("inline filters")],
                              element("label", [Attr("for", "jump")], text(localizer.t("spots.jump_to") + " ")),
                              void("input", [.type("date"), .id("jump"), .name("date"), .value(from)]),
                              Forms.submit(localizer.t("spots.go"), cls: "button small"),
                              from != today ? element("a", [.href("/spots/days"), .cls("button small")], text(localizer.t("spots.today"))) : group([])))
            if from == today && !overdue.isEmpty {
                content.append(element("section", [.cls("day overdue")], element("h2", [], text(localizer.t("spots.overdue"))),
                                  element("ul", [.cls("list reminders")], overdue.sorted(by: ReminderService.inOrder(.due, state: .open)).map { row(ctx, $0, lists: lists, now: now, back: back(req)) })))
            }
            if byDay.isEmpty && anyTime.isEmpty {
                content.append(element("p", [.cls("muted empty")], text(localizer.t("spots.days_empty"))))
            }
            let anyTimeSection = element("section", [.cls("day any-time"), .id("any-time")],
                                         element("h2", [], text(localizer.t("spots.any_time"))),
                                         element("p", [.cls("muted")], text(localizer.t("spots.any_time_hint"))),
                                         element("ul", [.cls("list reminders")], anyTime.map { row(ctx, $0, lists: lists, now: now, back: back(req)) }))
            if !anyTime.isEmpty && byDay[today] == nil { content.append(anyTimeSection) }
            for day in byDay.keys.sorted() {
                let title: String
                if day == today { title = localizer.t("spots.today") } else if day == tomorrow { title = localizer.t("spots.tomorrow") } else {
                    title = localizer.day(DueTime(local: day + "T12:00", timeZone: zone.identifier)?.instant ?? now, timeZone: zone)
                }
                content.append(element("section", [.cls("day"), .id("day-" + day)], element("h2", [], text(title)),
                                  element("ul", [.cls("list reminders")], byDay[day]!.sorted(by: ReminderService.inOrder(.due, state: .open)).map { row(ctx, $0, lists: lists, now: now, back: back(req)) })))
                if day == today && !anyTime.isEmpty { content.append(anyTimeSection) }
            }
            return content
        }
    }

    // MARK: the map

    static func pins(_ records: [ReminderRecord], lists: [UUID: ReminderList]) -> [SVGMap.Pin] {
        records.compactMap { r in
            guard let lat = r.placeLatitude, let lon = r.placeLongitude else { return nil }
            return SVGMap.Pin(href: "/spots/\(r.id!.uuidString.lowercased())", title: r.title, label: r.placeLabel ?? "", point: GeoPoint(latitude: lat, longitude: lon),
                                radius: r.radius ?? ReminderRules.defaultRadius,
                                color: r.listID.flatMap { lists[$0]?.color } ?? "#2f6fdf")
        }
    }

    static func position(_ req: Request, user: UUID) async throws -> (point: GeoPoint, accuracy: Double)? {
        guard let tracker = try await PositionTrackerRecord.find(user, on: req.context.db) else { return nil }
        return (GeoPoint(latitude: tracker.latitude, longitude: tracker.longitude), tracker.accuracy)
    }

    static func map(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let records = try await req.context.reminders.all(owner: viewer.id).filter { $0.hasPlace && $0.doneAt == nil }
        let lists = Dictionary(uniqueKeysWithValues: try await req.context.reminders.lists(owner: viewer.id).map { ($0.id, $0) })
        let map = SVGMap(pins: pins(records, lists: lists), position: try await position(req, user: viewer.id), label: localizer.t("spots.map_label"))
        let gazetteer = req.context.services.places.gazetteer
        let tiles = await req.drawnMapTileURL()
        return try await req.page(localizer.t("spots.nav.map"), tab: SpotsTab.tab) { ctx in
            var content = header(ctx, localizer.t("spots.nav.map"), current: .map)
            content.append(element("div", [.cls("map-holder")], map.render(localizer, gazetteer: gazetteer, tileURL: tiles)))
            if records.isEmpty { content.append(element("p", [.cls("muted empty")], text(localizer.t("spots.map_empty")))) }
            content.append(element("ul", [.cls("list map-legend")], records.map { r in
                element("li", [], element("a", [.href("/spots/\(r.id!.uuidString.lowercased())")], text(r.title)),
                   text(" · " + (placeText(localizer, r) ?? "")))
            }))
            return content
        }
    }

    /// The place picker's map alone, recentred (its zoom buttons and a chosen search result).
    static func pickerFragment(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        func number(_ name: String) -> Double? {
            (try? req.query.get(String.self, at: name)).flatMap(Double.init).flatMap { $0.isFinite ? $0 : nil }
        }
        var center: GeoPoint?
        if let lat = number("lat"), let lon = number("lon"), GeoPoint(latitude: lat, longitude: lon).isValid {
            center = GeoPoint(latitude: lat, longitude: lon)
        }
        let zoom = number("zoom").map { Int(min(max($0, 1), 18)) }
        let map = try await pickerMap(req, user: viewer.id, center: center, zoom: zoom)
        let res = Response(status: .ok)
        res.headers.contentType = .html
        res.body = .init(string: map.render(req.localizer, gazetteer: req.context.services.places.gazetteer,
                                            tileURL: await req.drawnMapTileURL()).render())
        return res
    }

    /// Street zoom: a tap lands on the street meant, not in the next town.
    static let streetZoom = 16

    /// The picker opens at street zoom on the chosen point, else where the person was last seen,
    /// else their last saved place; else on the biggest city of their time zone.
    static func pickerMap(_ req: Request, user: UUID, center: GeoPoint?, zoom: Int?) async throws -> SVGMap {
        let me = try await position(req, user: user)
        var map = SVGMap(position: me, label: req.localizer.t("spots.map_picker_label"), picker: true)
        var known = center ?? me?.point
        if known == nil, let last = try await ReminderRecord.query(on: req.context.db).filter(\.$owner.$id == user)
            .filter(\.$placeLatitude != nil).sort(\.$updatedAt, .descending).first(),
           let lat = last.placeLatitude, let lon = last.placeLongitude {
            known = GeoPoint(latitude: lat, longitude: lon)
        }
        if let known {
            map.center = known
            map.zoom = zoom ?? streetZoom
        } else if let city = req.context.services.places.gazetteer.biggestCity(inTimeZone: req.localizer.timeZoneName) {
            map.center = city.point
            map.zoom = zoom ?? 11
        } else {
            map.zoom = zoom ?? 3
        }
        return map
    }
}
