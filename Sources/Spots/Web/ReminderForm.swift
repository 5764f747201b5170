import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// The reminder form (the same for new and edit): its fields, turning them into a draft, and
/// showing the service's errors beside the right field.
enum ReminderForm {
    static let fields = ["title", "notes", "listId", "dueDate", "dueTime", "timeZone", "repeat",
                         "placeQuery", "label", "latitude", "longitude", "radius", "trigger", "version",
                         "placeRows", "windowStart", "windowEnd", "windowWeekdays", "anyKind", "anyBrand", "placeTarget"]
        + (0..<maxOthers).flatMap { i in otherFields.map { $0 + "\(i)" } }

    /// Rows for places besides the first: `otherLabel0`, `otherLatitude0`, … (no JavaScript needed).
    static let otherFields = ["otherLabel", "otherLatitude", "otherLongitude", "otherRadius"]
    static let maxOthers = ReminderRules.maxPlaces - 1

    /// The other-place rows holding anything, by form index.
    static func filledOthers(_ v: [String: String]) -> [Int] {
        (0..<maxOthers).filter { i in otherFields.contains { !(v[$0 + "\(i)"] ?? "").trimmingCharacters(in: .whitespaces).isEmpty } }
    }

    /// How many other-place rows the form shows: those filled, and as many as "Add another place" asked for.
    static func otherRows(_ v: [String: String]) -> Int {
        min(maxOthers, max(Int(v["placeRows"] ?? "") ?? 0, (filledOthers(v).last ?? -1) + 1))
    }

    /// The service names fields as the API does; the form's inputs are flatter.
    static let fieldNames = ["due.local": "dueDate", "due.timeZone": "timeZone", "place.latitude": "latitude",
                             "place.label": "label", "place.radius": "radius", "place.trigger": "trigger"]

    static func values(_ req: Request) -> [String: String] { req.fields(fields) }

    static func values(of r: ReminderRow) -> [String: String] {
        var v: [String: String] = ["title": r.title, "notes": r.notes, "listId": r.listID?.uuidString.lowercased() ?? "",
                                   "repeat": r.repeatRule ?? "", "version": String(r.version)]
        if let local = r.dueLocal {
            let parts = local.split(separator: "T")
            v["dueDate"] = parts.first.map(String.init) ?? ""
            v["dueTime"] = parts.count > 1 ? String(parts[1].prefix(5)) : ""
            v["timeZone"] = r.timeZone ?? ""
        }
        if let lat = r.placeLatitude, let lon = r.placeLongitude {
            v["latitude"] = String(format: "%.6f", lat)
            v["longitude"] = String(format: "%.6f", lon)
            v["label"] = r.placeLabel ?? ""
            v["radius"] = String(Int((r.radius ?? ReminderRules.defaultRadius).rounded()))
            v["trigger"] = r.trigger ?? ReminderRules.defaultTrigger.rawValue
        }
        for (i, place) in r.otherPlaces.enumerated() {
            v["otherLabel\(i)"] = place.label
            v["otherLatitude\(i)"] = String(format: "%.6f", place.latitude)
            v["otherLongitude\(i)"] = String(format: "%.6f", place.longitude)
            v["otherRadius\(i)"] = String(Int(place.radius.rounded()))
        }
        v["anyKind"] = r.targetKind ?? ""
        v["anyBrand"] = r.targetBrand ?? ""
        if r.windowStart != nil {
            v["windowStart"] = r.windowStart ?? ""
            v["windowEnd"] = r.windowEnd ?? ""
            v["windowWeekdays"] = r.windowDays == AlertWindow.weekdays ? "on" : ""
            if v["timeZone", default: ""].isEmpty { v["timeZone"] = r.windowZone ?? "" }
        }
        return v
    }

    /// The draft the fields describe. A date without a time means 09:00; a point needs both numbers.
    static func draft(_ v: [String: String]) throws -> ReminderDraft {
        func value(_ name: String) -> String { (v[name] ?? "").trimmingCharacters(in: .whitespaces) }
        var issues = Validator()
        var due: ReminderDue?
        if !value("dueDate").isEmpty || !value("dueTime").isEmpty {
            issues.check(!value("dueDate").isEmpty, "dueDate", "reminder.due_date_required")
            let time = value("dueTime").isEmpty ? ReminderRules.defaultDueTime : value("dueTime")
            due = ReminderDue(local: value("dueDate") + "T" + time, timeZone: value("timeZone").isEmpty ? ReminderRules.defaultTimeZone : value("timeZone"))
        }
        var place: ReminderPlace?
        if value("latitude").isEmpty && value("longitude").isEmpty && (!value("label").isEmpty || !value("placeQuery").isEmpty) {
            // A place named but never chosen: saying so beats saving a reminder without it.
            issues.check(false, "latitude", "reminder.place_not_chosen")
        }
        if !value("latitude").isEmpty || !value("longitude").isEmpty {
            let lat = Double(value("latitude").replacingOccurrences(of: ",", with: "."))
            let lon = Double(value("longitude").replacingOccurrences(of: ",", with: "."))
            issues.check(lat != nil, "latitude", "reminder.place_invalid")
            issues.check(lon != nil, "longitude", "reminder.place_invalid")
            var radius: Double?
            if !value("radius").isEmpty {
                radius = Double(value("radius").replacingOccurrences(of: ",", with: "."))
                issues.check(radius != nil, "radius", "reminder.radius_range", ReminderRules.radiusArgs)
            }
            if let lat, let lon {
                place = ReminderPlace(latitude: lat, longitude: lon, label: value("label"), radius: radius ?? ReminderRules.defaultRadius,
                                      trigger: value("trigger").isEmpty ? ReminderRules.defaultTrigger.rawValue : value("trigger"))
            }
        }
        var others: [ReminderPlace] = []
        for i in filledOthers(v) {
            func number(_ name: String) -> Double? { Double(value(name + "\(i)").replacingOccurrences(of: ",", with: ".")) }
            let lat = number("otherLatitude"), lon = number("otherLongitude")
            issues.check(lat != nil, "otherLatitude\(i)", value("otherLatitude\(i)").isEmpty ? "reminder.place_not_chosen" : "reminder.place_invalid")
            issues.check(lon != nil, "otherLongitude\(i)", "reminder.place_invalid")
            let radius = value("otherRadius\(i)").isEmpty ? ReminderRules.defaultRadius : number("otherRadius")
            issues.check(radius != nil, "otherRadius\(i)", "reminder.radius_range", ReminderRules.radiusArgs)
            if let lat, let lon, let radius {
                others.append(ReminderPlace(latitude: lat, longitude: lon, label: value("otherLabel\(i)"), radius: radius))
            }
        }
        var window: ReminderWindow?
        if !value("windowStart").isEmpty || !value("windowEnd").isEmpty {
            issues.check(!value("windowStart").isEmpty, "windowStart", "reminder.window_time_invalid")
            issues.check(!value("windowEnd").isEmpty, "windowEnd", "reminder.window_time_invalid")
            window = ReminderWindow(start: String(value("windowStart").prefix(5)), end: String(value("windowEnd").prefix(5)),
                                    timeZone: value("timeZone").isEmpty ? ReminderRules.defaultTimeZone : value("timeZone"),
                                    days: value("windowWeekdays").isEmpty ? nil : [1, 2, 3, 4, 5])
        }
        let anyPlace = value("anyKind").isEmpty && value("anyBrand").isEmpty ? nil
            : ReminderAnyPlace(kind: value("anyKind").isEmpty ? nil : value("anyKind"), brand: value("anyBrand").isEmpty ? nil : value("anyBrand"))
        try issues.finish()
        return ReminderDraft(title: value("title"), notes: v["notes"], due: due, repeat: value("repeat").isEmpty ? nil : value("repeat"),
                             place: place, listId: UUID(uuidString: value("listId")), otherPlaces: others.isEmpty ? nil : others,
                             window: window, anyPlace: anyPlace)
    }

    /// The service's error with field names the form uses (`values`: the form's, to find which
    /// row the service's n-th other place came from).
    static func formError(_ error: AppError, _ values: [String: String] = [:]) -> AppError {
        let rows = filledOthers(values)
        var renamed = error
        renamed.fields = error.fields.map { issue in
            var issue = issue
            if let name = fieldNames[issue.field] {
                issue.field = name
            } else if issue.field.hasPrefix("otherPlaces["), let close = issue.field.firstIndex(of: "]"),
                      let n = Int(issue.field[issue.field.index(issue.field.startIndex, offsetBy: 12)..<close]), n < rows.count {
                let part = issue.field[issue.field.index(after: close)...].dropFirst()
                let prefix = ["label": "otherLabel", "latitude": "otherLatitude", "radius": "otherRadius"][String(part)] ?? "otherLabel"
                issue.field = prefix + "\(rows[n])"
            } else if issue.field.hasPrefix("anyPlace.") {
                issue.field = issue.field == "anyPlace.brand" ? "anyBrand" : "anyKind"
            } else if issue.field.hasPrefix("window.") {
                issue.field = issue.field == "window.start" ? "windowStart" : issue.field == "window.timeZone" ? "timeZone" : "windowEnd"
            } else if issue.field == "otherPlaces" || issue.field == "window" {
                issue.field = "latitude"
            }
            return issue
        }
        return renamed
    }

    /// The rows for places besides the first, and the time window.
    static func morePlaces(_ ctx: PageContext, _ state: FormState, rows: Int) -> [HTMLNode] {
        let localizer = ctx.localizer
        var nodes: [HTMLNode] = []
        if rows > 0 { nodes.append(element("p", [.cls("hint")], text(localizer.t("spots.other_places_hint")))) }
        for i in 0..<rows {
            let number = i + 2
            let coordinatesWrong = ["otherLatitude\(i)", "otherLongitude\(i)"].contains { state.message($0, localizer) != nil }
            nodes.append(element("fieldset", [.cls("other-place"), .id("place-\(number)")],
               element("legend", [], text(localizer.t("spots.other_place", ["number": "\(number)"]))),
               Forms.field(ctx, state, name: "otherLabel\(i)", label: localizer.t("spots.field.label"),
                           extra: [Attr("maxlength", "\(ReminderRules.labelMax)")]),
               Forms.field(ctx, state, name: "otherRadius\(i)", label: localizer.t("spots.field.radius"), type: "number",
                           extra: [Attr("min", ReminderRules.radiusArgs["min"]!), Attr("max", ReminderRules.radiusArgs["max"]!), Attr("step", "10"),
                                   Attr("placeholder", "\(Int(ReminderRules.defaultRadius))")]),
               // Chosen by search, the map or location like the first place; typed numbers only as a fallback.
               element("details", [.cls("coordinates")] + (coordinatesWrong ? [Attr("open", nil)] : []),
                  element("summary", [], text(localizer.t("spots.coordinates"))),
                  element("div", [.cls("row-fields")],
                     Forms.field(ctx, state, name: "otherLatitude\(i)", label: localizer.t("spots.field.latitude"), extra: [Attr("inputmode", "decimal")]),
                     Forms.field(ctx, state, name: "otherLongitude\(i)", label: localizer.t("spots.field.longitude"), extra: [Attr("inputmode", "decimal")]))),
               element("p", [.cls("place-actions")],
                  element("button", [.type("button"), .cls("button small"), .data("target-place", "\(number)"), Attr("hidden", nil)],
                     text(localizer.t("spots.choose_this_place"))),
                  element("button", [.type("submit"), .name("removePlace"), .value("\(number)"), .cls("button small"), .flag("formnovalidate"),
                                .aria("label", localizer.t("spots.remove_place_named", ["number": "\(number)"]))],
                     text(localizer.t("spots.remove_place"))))))
        }
        if rows < maxOthers {
            // Re-shows the form, keeping what was typed, with one more row (no JavaScript needed).
            nodes.append(element("p", [], element("button", [.type("submit"), .name("addPlace"), .value("1"), .cls("button"),
                                                           .flag("formnovalidate")], text(localizer.t("spots.add_place")))))
        }
        nodes.append(void("input", [.type("hidden"), .name("placeRows"), .value("\(rows)")]))
        nodes.append(element("fieldset", [.cls("any-place")],
           element("legend", [], text(localizer.t("spots.any_legend"))),
           element("p", [.cls("hint")], text(localizer.t("spots.any_hint"))),
           Forms.select(ctx, state, name: "anyKind", label: localizer.t("spots.field.any_kind"),
                        options: [("", localizer.t("spots.any_kind_none"))]
                            + ReminderRules.errandKinds.map { ($0, localizer.t("spots.errand_kind.\($0)")) },
                        selected: state["anyKind"]),
           Forms.field(ctx, state, name: "anyBrand", label: localizer.t("spots.field.any_brand"),
                       extra: [Attr("maxlength", "\(ReminderRules.labelMax)"), Attr("placeholder", "Lidl")])))
        nodes.append(element("fieldset", [.cls("window")],
           element("legend", [], text(localizer.t("spots.window"))),
           element("p", [.cls("hint")], text(localizer.t("spots.window_hint"))),
           element("div", [.cls("row-fields")],
              Forms.field(ctx, state, name: "windowStart", label: localizer.t("spots.field.window_start"), type: "time"),
              Forms.field(ctx, state, name: "windowEnd", label: localizer.t("spots.field.window_end"), type: "time")),
           Forms.checkbox(name: "windowWeekdays", label: localizer.t("spots.field.weekdays"), checked: !state["windowWeekdays"].isEmpty)))
        return nodes
    }

    static func form(_ ctx: PageContext, _ state: FormState, action: String, submit: String, lists: [ReminderList],
                     map: HTMLNode, found: [PlaceSuggestion]? = nil) -> HTMLNode {
        let localizer = ctx.localizer
        let zone = state["timeZone"].isEmpty ? ReminderRules.defaultTimeZone : state["timeZone"]
        // Foundation's list lacks "UTC" and some aliases; a zone missing from the options would
        // silently become the first one, so the current one is always offered.
        var zones = TimeZone.knownTimeZoneIdentifiers.sorted()
        for extra in [zone, ReminderRules.defaultTimeZone] where !zones.contains(extra) { zones.insert(extra, at: 0) }
        let whenError = state.message("when", localizer)
        return Forms.form(ctx, action: action, cls: "stack reminder-form confirm-leave", extra: Forms.unsaved(state), [
            // Enter in a field submits with the form's first button: saving, not "Add another place".
            element("button", [.type("submit"), .cls("visually-hidden"), Attr("tabindex", "-1"), .aria("hidden", "true")], text(submit)),
            Forms.field(ctx, state, name: "title", label: localizer.t("spots.field.title"), required: true,
                        extra: [Attr("maxlength", "\(ReminderRules.titleMax)"), Attr("autocomplete", "off")]),
            Forms.textarea(ctx, state, name: "notes", label: localizer.t("spots.field.notes")),
            Forms.select(ctx, state, name: "listId", label: localizer.t("spots.field.list"),
                         options: [("", localizer.t("spots.no_list"))] + lists.map { ($0.id.uuidString.lowercased(), $0.name) },
                         selected: state["listId"]),
            whenError.map { element("div", [.cls("form-error"), Attr("role", "alert"), .id("f-when-error")], text($0)) } ?? group([]),
            element("fieldset", [.cls("when")],
               element("legend", [], text(localizer.t("spots.when"))),
               element("p", [.cls("hint")], text(localizer.t("spots.when_hint"))),
               element("div", [.cls("row-fields")],
                  Forms.field(ctx, state, name: "dueDate", label: localizer.t("spots.field.date"), type: "date"),
                  Forms.field(ctx, state, name: "dueTime", label: localizer.t("spots.field.time"), type: "time")),
               Forms.select(ctx, state, name: "timeZone", label: localizer.t("spots.field.time_zone"),
                            options: zones.map { ($0, $0.replacingOccurrences(of: "_", with: " ")) }, selected: zone),
               Forms.select(ctx, state, name: "repeat", label: localizer.t("spots.field.repeat"),
                            options: [("", localizer.t("spots.repeat.none"))] + ReminderRecord.Repeat.allCases.map { ($0.rawValue, localizer.t("spots.repeat.\($0.rawValue)")) },
                            selected: state["repeat"])),
            element("fieldset", [.cls("where")],
               element("legend", [], text(localizer.t("spots.where"))),
               element("p", [.cls("hint")], text(localizer.t("spots.where_hint"))),
               element("div", [.cls("field place-search")],
                  element("label", [Attr("for", "f-placeQuery")], text(localizer.t("spots.field.search_place"))),
                  void("input", [.id("f-placeQuery"), .name("placeQuery"), .type("text"), Attr("inputmode", "search"), .value(state["placeQuery"]),
                                 .data("place-search", APIRoute.searchPlaces.path), Attr("autocomplete", "off"),
                                 Attr("role", "combobox"), .aria("autocomplete", "list"), .aria("expanded", "false"),
                                 .aria("controls", "f-place-suggestions"), Attr("placeholder", localizer.t("spots.search_placeholder"))]),
                  element("ul", [.id("f-place-suggestions"), Attr("role", "listbox"), .cls("suggestions"), Attr("hidden", nil),
                            .aria("label", localizer.t("spots.place_suggestions"))], []),
                  // Without JavaScript: the results come back in the form, each a button choosing it.
                  element("button", [.type("submit"), .name("findPlace"), .value("1"), .cls("button small"), .flag("formnovalidate")],
                     text(localizer.t("spots.find_place")))),
               results(ctx, found),
               // The place a search, a tap on the map or my location chooses.
               Forms.select(ctx, state, name: "placeTarget", label: localizer.t("spots.place_target"),
                            options: targets(localizer, state.values), selected: target(state.values)),
               element("button", [.type("submit"), .name("usePlace"), .value(""), .flag("formnovalidate"), Attr("hidden", nil),
                             .data("use-place", ""), Attr("tabindex", "-1")], text(localizer.t("spots.find_place"))),
               element("p", [],
                  element("button", [.type("button"), .cls("button"), .data("locate", ""), .data("locating", localizer.t("spots.locating")),
                                .data("denied", localizer.t("spots.location_denied")), .data("failed", localizer.t("spots.location_failed")),
                                .data("unavailable", localizer.t("spots.location_unavailable")), .data("here", localizer.t("spots.current_location"))],
                     text(localizer.t("spots.use_my_location"))),
                  element("span", [.cls("muted locate-status"), Attr("role", "status"), .aria("live", "polite")], [])),
               element("div", [.cls("map-holder"), .data("map-fragment", SpotsPath.mapPicker.path), .data("place-name", APIRoute.namePlace.path),
                          .data("zoom-in", localizer.t("spots.zoom_in")), .data("zoom-out", localizer.t("spots.zoom_out"))], map),
               element("p", [.cls("hint")], text(localizer.t("spots.map_hint"))),
               element("div", [.id("place-1"), .cls("first-place")],
                  Forms.field(ctx, state, name: "label", label: localizer.t("spots.field.label"), extra: [Attr("maxlength", "\(ReminderRules.labelMax)")]),
                  element("div", [.cls("row-fields")],
                     Forms.field(ctx, state, name: "latitude", label: localizer.t("spots.field.latitude"), extra: [Attr("inputmode", "decimal")]),
                     Forms.field(ctx, state, name: "longitude", label: localizer.t("spots.field.longitude"), extra: [Attr("inputmode", "decimal")])),
                  Forms.field(ctx, state, name: "radius", label: localizer.t("spots.field.radius"), type: "number",
                              hint: localizer.t("spots.radius_hint"),
                              extra: [Attr("min", ReminderRules.radiusArgs["min"]!), Attr("max", ReminderRules.radiusArgs["max"]!), Attr("step", "10"),
                                      Attr("placeholder", "\(Int(ReminderRules.defaultRadius))")]),
                  element("p", [.cls("place-actions")],
                     element("button", [.type("button"), .cls("button small"), .data("target-place", "1"), Attr("hidden", nil)],
                        text(localizer.t("spots.choose_this_place"))))),
               element("div", [.cls("field radios")],
                  element("span", [.cls("label")], text(localizer.t("spots.field.trigger"))),
                  element("label", [], void("input", [.type("radio"), .name("trigger"), .value("arrive"),
                                                 .flag("checked", state["trigger"] != "leave")]), text(" " + localizer.t("spots.trigger.arrive"))),
                  element("label", [], void("input", [.type("radio"), .name("trigger"), .value("leave"),
                                                 .flag("checked", state["trigger"] == "leave")]), text(" " + localizer.t("spots.trigger.leave")))),
               group(morePlaces(ctx, state, rows: otherRows(state.values)))),
            Forms.version(state),
            Forms.submit(submit),
        ])
    }

    /// The place a search, tap or locate goes to: as chosen, else the first while it is empty, else a new one.
    static func target(_ v: [String: String]) -> String {
        if let t = v["placeTarget"], t == ReminderFormPlaces.newTarget || (Int(t).map { (1...(otherRows(v) + 1)).contains($0) } ?? false) { return t }
        return "1"
    }

    static func targets(_ localizer: Localizer, _ v: [String: String]) -> [(value: String, label: String)] {
        var options = (1...(otherRows(v) + 1)).map { n -> (value: String, label: String) in
            let name = (n == 1 ? v["label"] : v["otherLabel\(n - 2)"]) ?? ""
            let place = localizer.t("spots.other_place", ["number": "\(n)"])
            return ("\(n)", name.isEmpty ? place : place + " · " + name)
        }
        if otherRows(v) < maxOthers { options.append((ReminderFormPlaces.newTarget, localizer.t("spots.place_target_new"))) }
        return options
    }

    /// The Search button's results: each a button putting that place into the chosen place.
    static func results(_ ctx: PageContext, _ found: [PlaceSuggestion]?) -> HTMLNode {
        guard let found else { return group([]) }
        let localizer = ctx.localizer
        guard !found.isEmpty else { return element("p", [.cls("muted"), Attr("role", "status")], text(localizer.t("spots.no_places_found"))) }
        return element("ul", [.cls("place-results plain"), .aria("label", localizer.t("spots.place_suggestions"))], found.map { s in
            let distance = s.distance.map { " · " + localizer.t("spots.km_away", ["km": $0 < 10_000 ? String(format: "%.1f", $0 / 1000) : "\(Int($0 / 1000))"]) } ?? ""
            return element("li", [], element("button", [.type("submit"), .name("usePlace"), .value(ReminderFormPlaces.choice(s)),
                                                    .cls("button small"), .flag("formnovalidate")], text(s.label + distance)))
        })
    }
}
