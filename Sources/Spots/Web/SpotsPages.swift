import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// The Spots tab in the shell.
enum SpotsTab {
    static let tab = Tab(id: "spots", path: SpotsPath.reminders.path, icon: .place, order: 20)
}

/// The Spots tab's pages: the list, by day, the map, a reminder, its form, lists, calendar.
enum SpotsPages {
    enum Section: String, CaseIterable { case list, days, map, lists, calendar }

    static let paths: [Section: SpotsPath] = [.list: .reminders, .days: .days, .map: .map, .lists: .lists, .calendar: .calendar]

    static func nav(_ ctx: PageContext, current: Section?) -> HTMLNode {
        element("nav", [.cls("subtabs"), .aria("label", ctx.localizer.t("tab.spots"))], Section.allCases.map { section in
            element("a", [.href(paths[section]!.path)] + (section == current ? [.aria("current", "page")] : []),
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
        let named = req.viewer?.user.timeZone ?? req.parsedCookies[WebCookies.timeZone]?.string
        return TimeZones.canonicalName(named) ?? "UTC"
    }

    static func header(_ ctx: PageContext, _ title: String, current: Section?) -> [HTMLNode] {
        [
            element("div", [.cls("page-head")],
               element("h1", [], text(title)),
               element("a", [.href(SpotsPath.newReminder.path), .cls("button primary")], text("+ " + ctx.localizer.t("spots.new")))),
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
    static func dueText(_ localizer: Localizer, _ r: ReminderRow) -> String? {
        guard let due = r.dueAt, let zone = r.timeZone.flatMap(TimeZone.init(identifier:)) else { return nil }
        var text = localizer.date(due, timeZone: zone)
        let name = r.timeZone ?? zone.identifier
        let own = name == localizer.timeZoneName || zone.identifier == localizer.timeZone.identifier
        if !own && !["UTC", "GMT"].contains(name) { text += " (\(name.replacingOccurrences(of: "_", with: " ")))" }
        if let rule = r.repeatRule { text += " · " + localizer.t("spots.repeat.\(rule)") }
        return text
    }

    static func placeText(_ localizer: Localizer, _ r: ReminderRow) -> String? {
        guard let label = r.placeLabel ?? anyPlaceText(localizer, r) else { return nil }
        var text = localizer.t(r.trigger == "leave" ? "spots.leaving" : "spots.arriving", ["place": label])
        if r.placeLabel != nil, let any = anyPlaceText(localizer, r) { text += " · " + any }
        if !r.otherPlaces.isEmpty { text += " " + localizer.t("spots.more_places", ["count": "\(r.otherPlaces.count)"]) }
        if let window = windowText(localizer, r) { text += " · " + window }
        return text
    }

    /// "any pharmacy", "any Lidl", "any Lidl supermarket".
    static func anyPlaceText(_ localizer: Localizer, _ r: ReminderRow) -> String? {
        guard r.hasTarget else { return nil }
        let what = [r.targetBrand, r.targetKind.map { localizer.t("spots.errand_kind.\($0)") }].compactMap { $0 }.joined(separator: " ")
        return localizer.t("spots.any_place", ["what": what])
    }

    /// "08:00–20:00, Monday to Friday": when its place alerts may go out.
    static func windowText(_ localizer: Localizer, _ r: ReminderRow) -> String? {
        guard let start = r.windowStart, let end = r.windowEnd else { return nil }
        let key = r.windowDays == AlertWindow.weekdays ? "spots.window_weekdays"
            : (r.windowDays ?? AlertWindow.everyDay) == AlertWindow.everyDay ? "spots.window_value" : "spots.window_some_days"
        return localizer.t(key, ["start": start, "end": end])
    }

    /// This page's address without one-off notices, for forms to come back to.
    static func back(_ req: Request) -> String {
        let items = (URLComponents(string: req.url.string)?.queryItems ?? []).filter { $0.name != "undo" && $0.name != "done" }
        var components = URLComponents()
        components.path = req.url.path
        components.queryItems = items.isEmpty ? nil : items
        return components.string ?? req.url.path
    }

    static func row(_ ctx: PageContext, _ r: ReminderRow, lists: [UUID: ReminderList], now: Date, back: String) -> HTMLNode {
        let localizer = ctx.localizer
        var meta: [String] = []
        if let due = dueText(localizer, r) { meta.append(due) }
        if let place = placeText(localizer, r) { meta.append(place) }
        let overdue = r.isOverdue(now: now)
        let list = r.listID.flatMap { lists[$0] }
        let toggle = r.doneAt == nil
            ? Forms.form(ctx, action: SpotsPath.done(r.id).path, cls: "inline", [
                void("input", [.type("hidden"), .name("back"), .value(back)]),
                element("button", [.type("submit"), .cls("check"), .aria("label", localizer.t("spots.mark_done_named", ["title": r.title]))], Icon.check.node()),
            ])
            : Forms.button(ctx, action: SpotsPath.undo(r.id).path, label: localizer.t("spots.undo"), cls: "button small", hidden: [("back", back)])
        return element("li", [.cls("row reminder" + (r.doneAt != nil ? " done" : "") + (overdue ? " overdue" : ""))],
                  element("div", [.cls("check-holder")], toggle),
                  element("div", [.cls("grow")],
                     element("a", [.href(SpotsPath.reminder(r.id).path + fromQuery(back))], text(r.title)),
                     meta.isEmpty ? group([]) : element("p", [.cls("muted")], text(meta.joined(separator: " · "))),
                     list.map { element("p", [.cls("muted list-tag")], dot($0.color), text(" " + $0.name)) } ?? group([])))
    }

    /// `?from=` the page a reminder was opened from, so its page and its edit form lead back there.
    static func fromQuery(_ page: String) -> String {
        page == SpotsPath.reminders.path ? "" : "?from=" + (page.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
    }

    /// The Spots page a reminder was opened from (`from`), if it is one.
    static func from(_ req: Request) -> String? {
        let raw = (try? req.query.get(String.self, at: "from")) ?? req.field("from")
        let home = SpotsPath.reminders.path
        guard let raw, raw.hasPrefix(home) else { return nil }
        let safe = LocalPath.safe(raw, fallback: home)
        return safe == home ? nil : safe
    }

    /// The reminder just checked off (`?undo=`), to offer taking it back.
    static func undoneID(_ req: Request) -> UUID? { (try? req.query.get(String.self, at: "undo")).flatMap(UUID.init(uuidString:)) }

    static func undoNotice(_ ctx: PageContext, undo: UUID?, back: String) -> HTMLNode {
        guard let undo else { return group([]) }
        return element("div", [.cls("notice"), Attr("role", "status")],
                  text(ctx.localizer.t("spots.checked_off") + " "),
                  Forms.button(ctx, action: SpotsPath.undo(undo).path, label: ctx.localizer.t("spots.undo"),
                               cls: "button small", hidden: [("back", back)]))
    }

    // MARK: handlers: each loads its page's model and renders it

    static func list(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let store = req.context.spotsStore
        let sort = (try? req.query.get(String.self, at: "sort")).flatMap(ReminderService.Sort.init(rawValue:)) ?? .due
        let listFilter = (try? req.query.get(String.self, at: "list")).flatMap(UUID.init(uuidString:))
        var all = try await store.reminders(owner: viewer.id)
        if let listFilter { all = all.filter { $0.listID == listFilter } }
        let model = ReminderListPage.Model(
            sort: sort, listFilter: listFilter,
            lists: Dictionary(uniqueKeysWithValues: try await store.lists(owner: viewer.id).map { ($0.id, $0) }),
            open: all.filter { $0.doneAt == nil }.sorted(by: ReminderService.inOrder(sort, state: .open)),
            done: all.filter { $0.doneAt != nil }.sorted(by: ReminderService.inOrder(sort, state: .done)),
            now: req.context.now, back: back(req), undo: undoneID(req))
        return try await req.page(ReminderListPage.self, model)
    }

    static func days(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let store = req.context.spotsStore
        let zone = viewerZone(req)
        let now = req.context.now
        let today = DueTime(instant: now, zone: zone).date
        let from = (try? req.query.get(String.self, at: "date")).flatMap { DueTime(local: $0 + "T00:00", timeZone: zone.identifier) }?.date ?? today
        let model = DaysPage.Model(open: try await store.openReminders(owner: viewer.id),
                                   lists: Dictionary(uniqueKeysWithValues: try await store.lists(owner: viewer.id).map { ($0.id, $0) }),
                                   from: from, now: now, zone: zone, back: back(req), undo: undoneID(req))
        return try await req.page(DaysPage.self, model)
    }

    static func map(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let store = req.context.spotsStore
        let placed = try await store.openReminders(owner: viewer.id).filter(\.hasPlace).sorted(by: ReminderService.inOrder(.created, state: .open))
        let lists = Dictionary(uniqueKeysWithValues: try await store.lists(owner: viewer.id).map { ($0.id, $0) })
        let map = SVGMap(pins: pins(placed, lists: lists), position: try await position(req, user: viewer.id), label: req.localizer.t("spots.map_label"))
            .render(req.localizer, gazetteer: req.context.services.places.gazetteer, tileURL: await req.drawnMapTileURL()).render()
        return try await req.page(MapPage.self, MapPage.Model(placed: placed, map: map))
    }

    // MARK: the map

    static func pins(_ rows: [ReminderRow], lists: [UUID: ReminderList]) -> [SVGMap.Pin] {
        rows.flatMap { r -> [SVGMap.Pin] in
            guard let lat = r.placeLatitude, let lon = r.placeLongitude else { return [] }
            let color = r.listID.flatMap { lists[$0]?.color } ?? "#2f6fdf"
            // A pin per place: a reminder with several places shows at each.
            return [SVGMap.Pin(href: SpotsPath.reminder(r.id).path, title: r.title, label: r.placeLabel ?? "", point: GeoPoint(latitude: lat, longitude: lon),
                               radius: r.radius ?? ReminderRules.defaultRadius, color: color)]
                + r.otherPlaces.map { place in
                    SVGMap.Pin(href: SpotsPath.reminder(r.id).path, title: r.title, label: place.label, point: place.point,
                               radius: place.radius, color: color)
                }
        }
    }

    /// Where the person was last seen (any of their devices), for the maps' "you are here".
    static func position(_ req: Request, user: UUID) async throws -> (point: GeoPoint, accuracy: Double)? {
        guard let fix = try await req.context.spotsStore.lastFix(user: user) else { return nil }
        return (GeoPoint(latitude: fix.latitude, longitude: fix.longitude), fix.accuracy)
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
        if known == nil { known = try await req.context.spotsStore.lastPlace(owner: user) }
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
