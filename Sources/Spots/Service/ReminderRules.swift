import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo

/// What a reminder may hold, checked once for the API, the web form and imports.
public enum ReminderRules {
    static let titleMax = 200
    static let notesMax = 5_000
    static let labelMax = 200
    static let radiusRange = 50.0...5_000.0
    public static let defaultRadius = 150.0
    /// The radius limits as an error message's arguments.
    static var radiusArgs: [String: String] { ["min": "\(Int(radiusRange.lowerBound))", "max": "\(Int(radiusRange.upperBound))"] }
    public static let defaultTrigger = ReminderRecord.Trigger.arrive
    /// What a new reminder's time field starts at.
    static let defaultDueTime = "09:00"
    /// Where times are read when nobody said (a program that sends no zone).
    public static let defaultTimeZone = "UTC"
    static let listNameMax = 60
    /// Each user's open place reminders are few in practice; the cap keeps evaluation bounded.
    static let maxReminders = 5_000
    /// A reminder's places, its first included (iOS monitors at most 20 regions).
    public static let maxPlaces = 20

    /// A draft that passed: the values to store.
    package struct Valid: Sendable {
        package var title: String
        package var notes: String
        package var due: DueTime?
        package var repeatRule: ReminderRecord.Repeat?
        package var place: Place?
        package var listID: UUID?
        /// Places besides `place`, in order (they share its trigger).
        package var otherPlaces: [Place] = []
        package var window: Window?
        package var target: Target?

        package init(title: String, notes: String, due: DueTime?, repeatRule: ReminderRecord.Repeat?, place: Place?, listID: UUID?) {
            (self.title, self.notes, self.due, self.repeatRule, self.place, self.listID) = (title, notes, due, repeatRule, place, listID)
        }
    }

    /// Any place of a kind, or of a brand (a name, or a Wikidata id).
    package struct Target: Sendable, Equatable {
        package var kind: String?
        package var brand: String?
        package var radius: Double
        /// The brand's Wikidata id: given, or found from the imported places of that name.
        package var wikidata: String?

        /// A brand given as its Wikidata id ("Q151954").
        var brandIsWikidata: Bool {
            guard let brand, brand.count > 1, brand.first == "Q" || brand.first == "q" else { return false }
            return brand.dropFirst().allSatisfy(\.isNumber)
        }
    }

    /// The kinds of errand place a reminder can target (imported from OpenStreetMap).
    public static let errandKinds = ["supermarket", "convenience", "chemist", "hardware", "bakery",
                                     "pharmacy", "post_office", "bank", "atm", "library"]

    /// A time window as stored: the texts typed, the zone's name, the days' bit mask.
    package struct Window: Sendable, Equatable {
        package var start: String
        package var end: String
        package var zone: String
        package var days: Int?
    }

    package struct Place: Sendable {
        package var point: GeoPoint
        package var label: String
        package var radius: Double
        package var trigger: ReminderRecord.Trigger

        package init(point: GeoPoint, label: String, radius: Double, trigger: ReminderRecord.Trigger) {
            (self.point, self.label, self.radius, self.trigger) = (point, label, radius, trigger)
        }
    }

    /// Checks every field, reporting each problem beside its field.
    static func validate(_ draft: ReminderDraft) throws -> Valid {
        var validator = Validator()
        let title = UserText.clean(draft.title)
        validator.check(!title.isEmpty, "title", "reminder.title_required")
        validator.check(title.count <= titleMax, "title", "reminder.title_long", ["max": "\(titleMax)"])
        let notes = UserText.clean(draft.notes, multiline: true)
        validator.check(notes.count <= notesMax, "notes", "reminder.notes_long", ["max": "\(notesMax)"])
        var due: DueTime?
        if let d = draft.due {
            if TimeZones.named(d.timeZone) == nil {
                validator.check(false, "due.timeZone", "reminder.time_zone_unknown", ["zone": String(d.timeZone.prefix(60))])
            } else if let parsed = DueTime(local: d.local, timeZone: d.timeZone) {
                due = parsed
            } else {
                validator.check(false, "due.local", "reminder.due_invalid")
            }
        }
        var repeatRule: ReminderRecord.Repeat?
        if let text = draft.repeat, !text.isEmpty {
            if let rule = ReminderRecord.Repeat(rawValue: text) {
                repeatRule = rule
                validator.check(draft.due != nil, "repeat", "reminder.repeat_needs_due")
            } else {
                validator.check(false, "repeat", "reminder.repeat_unknown")
            }
        }
        var place: Place?
        if let p = draft.place {
            let point = GeoPoint(latitude: p.latitude, longitude: p.longitude)
            validator.check(point.isValid, "place.latitude", "reminder.place_invalid")
            let label = UserText.clean(p.label)
            validator.check(!label.isEmpty, "place.label", "reminder.place_label_required")
            validator.check(label.count <= labelMax, "place.label", "reminder.place_label_long", ["max": "\(labelMax)"])
            let radius = p.radius ?? defaultRadius
            validator.check(radius.isFinite && radiusRange.contains(radius), "place.radius", "reminder.radius_range",
                    radiusArgs)
            let trigger = p.trigger.map(ReminderRecord.Trigger.init(rawValue:)) ?? defaultTrigger
            validator.check(trigger != nil, "place.trigger", "reminder.trigger_unknown")
            if point.isValid, let trigger {
                place = Place(point: point, label: label, radius: radius, trigger: trigger)
            }
        }
        let others = draft.otherPlaces ?? []
        validator.check(others.isEmpty || draft.place != nil, "otherPlaces", "reminder.places_need_first")
        validator.check(others.count < maxPlaces, "otherPlaces", "reminder.places_too_many", ["max": "\(maxPlaces)"])
        var otherPlaces: [Place] = []
        for (index, p) in others.prefix(maxPlaces).enumerated() {
            let field = "otherPlaces[\(index)]"
            let point = GeoPoint(latitude: p.latitude, longitude: p.longitude)
            validator.check(point.isValid, field + ".latitude", "reminder.place_invalid")
            let label = UserText.clean(p.label)
            validator.check(!label.isEmpty, field + ".label", "reminder.place_label_required")
            validator.check(label.count <= labelMax, field + ".label", "reminder.place_label_long", ["max": "\(labelMax)"])
            let radius = p.radius ?? defaultRadius
            validator.check(radius.isFinite && radiusRange.contains(radius), field + ".radius", "reminder.radius_range", radiusArgs)
            if point.isValid { otherPlaces.append(Place(point: point, label: label, radius: radius, trigger: place?.trigger ?? defaultTrigger)) }
        }
        var window: Window?
        if let w = draft.window {
            validator.check(draft.place != nil || draft.anyPlace != nil, "window", "reminder.window_needs_place")
            let start = AlertWindow.minutes(w.start), end = AlertWindow.minutes(w.end)
            validator.check(start != nil, "window.start", "reminder.window_time_invalid")
            validator.check(end != nil, "window.end", "reminder.window_time_invalid")
            validator.check(start == nil || start != end, "window.end", "reminder.window_empty")
            validator.check(TimeZone(identifier: w.timeZone) != nil, "window.timeZone", "reminder.time_zone_unknown",
                            ["zone": String(w.timeZone.prefix(60))])
            let mask = w.days.map(AlertWindow.mask)
            validator.check(mask != .some(nil), "window.days", "reminder.window_days_invalid")
            if let start, let end, start != end {
                window = Window(start: w.start, end: w.end, zone: w.timeZone, days: mask ?? nil)
            }
        }
        var target: Target?
        if let any = draft.anyPlace {
            let kind = any.kind.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }
            let brand = any.brand.map { UserText.clean($0) }.flatMap { $0.isEmpty ? nil : $0 }
            validator.check(kind == nil || errandKinds.contains(kind!), "anyPlace.kind", "reminder.any_kind_unknown")
            validator.check(kind != nil || brand != nil, "anyPlace.kind", "reminder.any_place_empty")
            validator.check((brand ?? "").count <= labelMax, "anyPlace.brand", "reminder.place_label_long", ["max": "\(labelMax)"])
            let radius = any.radius ?? defaultRadius
            validator.check(radius.isFinite && radiusRange.contains(radius), "anyPlace.radius", "reminder.radius_range", radiusArgs)
            target = Target(kind: kind, brand: brand, radius: radius)
        }
        validator.check(draft.due != nil || draft.place != nil || draft.anyPlace != nil, "when", "reminder.when_or_where")
        try validator.finish()
        var valid = Valid(title: title, notes: notes, due: due, repeatRule: repeatRule, place: place, listID: draft.listId)
        valid.otherPlaces = otherPlaces
        valid.window = window
        valid.target = target
        return valid
    }

    /// `#rrggbb`, lower case.
    static func color(_ text: String?) -> String? {
        let value = (text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        guard value.count == 7, value.hasPrefix("#"), value.dropFirst().allSatisfy(\.isHexDigit) else { return nil }
        return value
    }

    package static let listColors = ["#2f6fdf", "#d9480f", "#2b8a3e", "#ae3ec9", "#e8590c", "#1098ad", "#c2255c", "#5c940d"]
}
