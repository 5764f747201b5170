import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// The reminder form's places as a list: every place is chosen the way the first is (search,
/// a place Satchel knows, the map, my location) for the place `placeTarget` names ("1" the first,
/// "2"… the others, "new" one more). Without JavaScript the form's own buttons do it: Search
/// shows the results, a result's button puts it into the target, Remove drops a place.
enum ReminderFormPlaces {
    static let newTarget = "new"

    /// The other-place rows packed to the front, in order: a removed or emptied row leaves no gap.
    static func compact(_ v: [String: String]) -> [String: String] {
        let filled = ReminderForm.filledOthers(v)
        let asked = max(0, ReminderForm.otherRows(v) - ((filled.last ?? -1) + 1))
        var out = v
        for i in 0..<ReminderForm.maxOthers { for name in ReminderForm.otherFields { out.removeValue(forKey: name + "\(i)") } }
        for (n, i) in filled.enumerated() { for name in ReminderForm.otherFields { out[name + "\(n)"] = v[name + "\(i)"] } }
        out["placeRows"] = "\(filled.count + asked)"
        if let target = Int(v["placeTarget"] ?? ""), target >= 2, let moved = filled.firstIndex(of: target - 2) {
            out["placeTarget"] = "\(moved + 2)"
        }
        return out
    }

    /// Without the other place number `place` (2…20); the later ones move up.
    static func remove(_ v: [String: String], place: Int) -> [String: String] {
        let rows = ReminderForm.otherRows(v)
        let index = place - 2
        guard (0..<rows).contains(index) else { return v }
        var out = v
        for i in index..<rows {
            for name in ReminderForm.otherFields {
                let next = i + 1 < rows ? v[name + "\(i + 1)"] : nil
                out[name + "\(i)"] = next
            }
        }
        out["placeRows"] = "\(rows - 1)"
        out["placeTarget"] = "1"
        return out
    }

    /// A chosen place as a result's button carries it: `lat|lon|name`.
    static func choice(_ s: PlaceSuggestion) -> String {
        String(format: "%.6f|%.6f|", s.latitude, s.longitude) + (s.kind == "city" ? s.name : s.label)
    }

    /// `v` with the place `choice` names put into the target place (a new row for "new", or the
    /// first place while it is empty).
    static func use(_ v: [String: String], choice: String) -> [String: String] {
        let parts = choice.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let lat = Double(parts[0]), let lon = Double(parts[1]),
              GeoPoint(latitude: lat, longitude: lon).isValid else { return v }
        let label = String(parts[2].prefix(ReminderRules.labelMax))
        var out = v
        let firstEmpty = (v["latitude"] ?? "").isEmpty && (v["longitude"] ?? "").isEmpty
        var target = v["placeTarget"] ?? "1"
        if target == newTarget && firstEmpty { target = "1" }
        let point = (String(format: "%.6f", lat), String(format: "%.6f", lon))
        if target == newTarget || (Int(target) ?? 1) >= 2 {
            let rows = ReminderForm.otherRows(v)
            var index = target == newTarget ? (0..<rows).first { i in !ReminderForm.filledOthers(v).contains(i) } ?? rows : (Int(target) ?? 2) - 2
            index = min(index, ReminderForm.maxOthers - 1)
            out["otherLatitude\(index)"] = point.0
            out["otherLongitude\(index)"] = point.1
            out["otherLabel\(index)"] = label
            out["placeRows"] = "\(max(rows, index + 1))"
            out["placeTarget"] = "\(index + 2)"
        } else {
            out["latitude"] = point.0
            out["longitude"] = point.1
            out["label"] = label
            out["placeTarget"] = "1"
        }
        return out
    }

    /// The form's places as pins on its map, each leading to its row (`#place-2`).
    static func pins(_ v: [String: String], title: String) -> [SVGMap.Pin] {
        func pin(_ n: Int, _ lat: String?, _ lon: String?, _ label: String?, _ radius: String?) -> SVGMap.Pin? {
            guard let lat = lat.flatMap(Double.init), let lon = lon.flatMap(Double.init), GeoPoint(latitude: lat, longitude: lon).isValid
            else { return nil }
            return SVGMap.Pin(href: "#place-\(n)", title: label.flatMap { $0.isEmpty ? nil : $0 } ?? title, label: "",
                              point: GeoPoint(latitude: lat, longitude: lon), radius: radius.flatMap(Double.init) ?? ReminderRules.defaultRadius,
                              color: n == 1 ? "#2f6fdf" : "#7048b6")
        }
        var pins = [pin(1, v["latitude"], v["longitude"], v["label"], v["radius"])]
        for i in 0..<ReminderForm.otherRows(v) {
            pins.append(pin(i + 2, v["otherLatitude\(i)"], v["otherLongitude\(i)"], v["otherLabel\(i)"], v["otherRadius\(i)"]))
        }
        return pins.compactMap { $0 }
    }

    /// The form re-shown after one of its place buttons (nil: the press was a save). Search
    /// results go in `found`.
    static func action(_ req: Request, _ values: inout [String: String]) async throws -> (found: [PlaceSuggestion]?, error: AppError?)? {
        if req.field("addPlace") != nil {
            let rows = ReminderForm.otherRows(values)
            values["placeRows"] = "\(min(ReminderForm.maxOthers, rows + 1))"
            values["placeTarget"] = "\(min(ReminderForm.maxOthers, rows + 1) + 1)"
            return (nil, nil)
        }
        if let place = req.field("removePlace").flatMap(Int.init) {
            values = remove(values, place: place)
            return (nil, nil)
        }
        if let choice = req.field("usePlace") {
            values = use(values, choice: choice)
            return (nil, nil)
        }
        if req.field("findPlace") != nil {
            let viewer = try req.requireViewer()
            var near: GeoPoint?
            if let lat = Double(values["latitude"] ?? ""), let lon = Double(values["longitude"] ?? "") {
                near = GeoPoint(latitude: lat, longitude: lon)
            } else if let fix = try await req.context.spotsStore.lastFix(user: viewer.id) {
                near = GeoPoint(latitude: fix.latitude, longitude: fix.longitude)
            }
            do {
                let found = try await req.context.placeSearch.search(values["placeQuery"] ?? "", near: near?.isValid == true ? near : nil,
                                                                     limit: 8, viewer: viewer.id)
                return (found, nil)
            } catch let error as AppError where error.kind == .validation {
                var renamed = error
                renamed.fields = error.fields.map { var f = $0; f.field = "placeQuery"; return f }
                return (nil, renamed)
            }
        }
        return nil
    }
}
