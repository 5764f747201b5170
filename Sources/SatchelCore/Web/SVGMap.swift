import Foundation
import SatchelGeo

/// A map drawn from data as SVG, needing no tile server: pins (a reminder's place with its
/// radius, a restaurant), the user's position, and nearby cities from the gazetteer for
/// orientation. When `SATCHEL_MAP_TILE_URL` is set, its tiles lie underneath (same Web
/// Mercator pixels).
public struct SVGMap: Sendable {
    public struct Pin: Sendable {
        public let href: String
        public let title: String
        public let label: String
        public let point: GeoPoint
        /// Metres drawn around the pin (a geofence); 0 for a plain pin.
        public let radius: Double
        public let color: String

        public init(href: String, title: String, label: String, point: GeoPoint, radius: Double, color: String) {
            self.href = href
            self.title = title
            self.label = label
            self.point = point
            self.radius = radius
            self.color = color
        }
    }

    public var pins: [Pin] = []
    public var position: (point: GeoPoint, accuracy: Double)?
    /// What a screen reader announces for the map.
    public var label: String
    public var width = 640.0
    public var height = 420.0
    /// Set for a fixed view (the picker's zoom buttons); otherwise it fits the pins.
    public var center: GeoPoint?
    public var zoom: Int?
    /// The place picker: clicking sets the point (app.js reads the data attributes).
    public var picker = false

    public init(pins: [Pin] = [], position: (point: GeoPoint, accuracy: Double)? = nil, label: String, center: GeoPoint? = nil,
                zoom: Int? = nil, picker: Bool = false) {
        self.pins = pins
        self.position = position
        self.label = label
        self.center = center
        self.zoom = zoom
        self.picker = picker
    }

    static let defaultCenter = GeoPoint(latitude: 50, longitude: 10)

    /// The zoom and centre that show every pin and the position.
    public func view() -> (center: GeoPoint, zoom: Int) {
        var points = pins.map(\.point)
        if let position { points.append(position.point) }
        if let center, let zoom { return (center, min(max(zoom, 1), 18)) }
        guard !points.isEmpty else { return (center ?? Self.defaultCenter, zoom ?? (center == nil ? 3 : 14)) }
        // Fit the circles too, not only their centres.
        var extended = points
        for pin in pins {
            extended.append(Geo.destination(from: pin.point, metres: pin.radius, bearing: 0))
            extended.append(Geo.destination(from: pin.point, metres: pin.radius, bearing: 90))
            extended.append(Geo.destination(from: pin.point, metres: pin.radius, bearing: 180))
            extended.append(Geo.destination(from: pin.point, metres: pin.radius, bearing: 270))
        }
        let fitted = zoom ?? min(16, WebMercator.fitting(extended, width: width, height: height, padding: 36))
        if let center { return (center, fitted) }
        let m = WebMercator(zoom: Double(fitted))
        let xy = extended.map(m.project)
        let cx = ((xy.map(\.x).min() ?? 0) + (xy.map(\.x).max() ?? 0)) / 2
        let cy = ((xy.map(\.y).min() ?? 0) + (xy.map(\.y).max() ?? 0)) / 2
        return (m.unproject(x: cx, y: cy), fitted)
    }

    /// The touch target around a pin, in the drawing's units: a phone shows the 640-unit-wide
    /// drawing about 360 px wide, so 40 units stay a 44 px fingertip there.
    static let hitRadius = 40.0

    /// Pins grouped greedily so that no two groups' targets overlap, in the order given.
    static func clusters(_ pins: [Pin], at xy: (GeoPoint) -> (Double, Double)) -> [[Pin]] {
        var groups: [(x: Double, y: Double, pins: [Pin])] = []
        for pin in pins {
            let (x, y) = xy(pin.point)
            if let i = groups.firstIndex(where: { hypot($0.x - x, $0.y - y) < 2 * hitRadius }) {
                groups[i].pins.append(pin)
            } else {
                groups.append((x, y, [pin]))
            }
        }
        return groups.map(\.pins)
    }

    public func render(_ localizer: Localizer, gazetteer: Gazetteer, tileURL: String?, attribution: String = "© OpenStreetMap contributors") -> HTMLNode {
        let (center, zoom) = view()
        let m = WebMercator(zoom: Double(zoom))
        let c = m.project(center)
        let ox = c.x - width / 2, oy = c.y - height / 2
        func xy(_ p: GeoPoint) -> (Double, Double) { let q = m.project(p); return (q.x - ox, q.y - oy) }
        func f(_ v: Double) -> String { String(format: "%.1f", v) }
        var layers: [HTMLNode] = [void("rect", [Attr("width", f(width)), Attr("height", f(height)), .cls("map-sea")])]
        if let tileURL {
            let n = Int(pow(2, Double(zoom)))
            for tx in Int(floor(ox / 256))...Int(floor((ox + width) / 256)) {
                for ty in max(0, Int(floor(oy / 256)))...min(n - 1, Int(floor((oy + height) / 256))) {
                    let wrapped = ((tx % n) + n) % n
                    let href = tileURL.replacingOccurrences(of: "{z}", with: "\(zoom)")
                        .replacingOccurrences(of: "{x}", with: "\(wrapped)").replacingOccurrences(of: "{y}", with: "\(ty)")
                    layers.append(void("image", [Attr("href", href), Attr("x", f(Double(tx) * 256 - ox)), Attr("y", f(Double(ty) * 256 - oy)),
                                                 Attr("width", "256"), Attr("height", "256")]))
                }
            }
        }
        // A graticule, so distances read even without tiles.
        let step = Self.gridStep(zoom: zoom)
        let topLeft = m.unproject(x: ox, y: oy), bottomRight = m.unproject(x: ox + width, y: oy + height)
        var grid: [HTMLNode] = []
        var lon = (topLeft.longitude / step).rounded(.down) * step
        while lon <= bottomRight.longitude && grid.count < 60 {
            let x = xy(GeoPoint(latitude: center.latitude, longitude: lon)).0
            grid.append(void("line", [Attr("x1", f(x)), Attr("y1", "0"), Attr("x2", f(x)), Attr("y2", f(height))]))
            lon += step
        }
        var lat = (bottomRight.latitude / step).rounded(.down) * step
        while lat <= topLeft.latitude && grid.count < 120 {
            let y = xy(GeoPoint(latitude: lat, longitude: center.longitude)).1
            grid.append(void("line", [Attr("x1", "0"), Attr("y1", f(y)), Attr("x2", f(width)), Attr("y2", f(y))]))
            lat += step
        }
        layers.append(element("g", [.cls("map-grid")], grid))
        // Cities in view, biggest first, for orientation.
        let box = GeoBox(minLatitude: bottomRight.latitude, maxLatitude: topLeft.latitude,
                         minLongitude: topLeft.longitude, maxLongitude: bottomRight.longitude)
        var cities: [HTMLNode] = []
        var shownCities: [GazetteerPlace] = []
        for place in gazetteer.places where box.contains(place.point) {
            shownCities.append(place)
            let (x, y) = xy(place.point)
            cities.append(element("g", [.cls("map-city")],
                             void("circle", [Attr("cx", f(x)), Attr("cy", f(y)), Attr("r", "2.5")]),
                             element("text", [Attr("x", f(x + 5)), Attr("y", f(y + 4))], text(place.name))))
            if cities.count >= 12 { break }
        }
        layers.append(element("g", [.cls("map-cities"), .aria("hidden", "true")], cities))
        for cluster in Self.clusters(pins, at: xy) {
            guard cluster.count == 1, let pin = cluster.first else {
                // Pins closer than a fingertip are one mark with their number; the list beside the map names each.
                let (x, y) = xy(cluster[0].point)
                let names = cluster.map(\.title).joined(separator: ", ")
                layers.append(element("g", [.cls("map-cluster")],
                                 element("title", [], text(names)),
                                 void("circle", [Attr("cx", f(x)), Attr("cy", f(y)), Attr("r", "14")]),
                                 element("text", [Attr("x", f(x)), Attr("y", f(y + 5)), Attr("text-anchor", "middle")], text("\(cluster.count)"))))
                continue
            }
            let (x, y) = xy(pin.point)
            let r = max(4, pin.radius * m.pixelsPerMetre(atLatitude: pin.point.latitude))
            let label = pin.label.isEmpty ? pin.title : "\(pin.title) — \(pin.label)"
            layers.append(element("a", [.href(pin.href), .cls("map-pin"), .aria("label", label)],
                             element("title", [], text(label)),
                             pin.radius > 0 ? void("circle", [Attr("cx", f(x)), Attr("cy", f(y)), Attr("r", f(r)), .cls("map-radius"),
                                                              Attr("fill", pin.color), Attr("stroke", pin.color)]) : group([]),
                             // The touch target: a fingertip around the dot.
                             void("circle", [Attr("cx", f(x)), Attr("cy", f(y)), Attr("r", f(Self.hitRadius)), .cls("map-hit")]),
                             void("circle", [Attr("cx", f(x)), Attr("cy", f(y)), Attr("r", "7"), .cls("map-dot"), Attr("fill", pin.color)]),
                             // Many pins: names in each pin's title only, so they do not pile up.
                             pins.count <= 12 ? element("text", [Attr("x", f(x + 10)), Attr("y", f(y - 8)), .cls("map-label")], text(pin.title)) : group([])))
        }
        if let position {
            let (x, y) = xy(position.point)
            let r = max(6, position.accuracy * m.pixelsPerMetre(atLatitude: position.point.latitude))
            layers.append(element("g", [.cls("map-me"), .data("me", "")],
                             element("title", [], text(localizer.t("map.you"))),
                             void("circle", [Attr("cx", f(x)), Attr("cy", f(y)), Attr("r", f(r)), .cls("map-accuracy")]),
                             void("circle", [Attr("cx", f(x)), Attr("cy", f(y)), Attr("r", "6"), .cls("map-me-dot")])))
        }
        if picker {
            layers.append(element("g", [.cls("map-picked"), .data("picked", "")], []))
        }
        layers.append(element("text", [Attr("x", f(width - 8)), Attr("y", f(height - 8)), .cls("map-attribution"), Attr("text-anchor", "end")],
                         text(tileURL == nil ? "GeoNames" : "GeoNames · " + attribution)))
        let drawing = element("svg", [Attr("viewBox", "0 0 \(Int(width)) \(Int(height))"), .cls(picker ? "map map-picker" : "map"),
                                 .aria("label", label),
                                 .data("zoom", "\(zoom)"), .data("ox", f(ox)), .data("oy", f(oy)),
                                 .data("lat", String(format: "%.6f", center.latitude)), .data("lon", String(format: "%.6f", center.longitude))],
                             layers)
        // map.js draws a live map over the drawing from this when a base map loads; the drawing stays otherwise.
        return element("div", [.cls("map-frame"), .data("map", liveConfig(center: center, zoom: zoom, localizer: localizer, cities: shownCities))], drawing)
    }

    /// What the live map needs, as JSON: the same pins, position and view as the drawing.
    struct LiveConfig: Encodable {
        struct LivePin: Encodable {
            let lat: Double, lon: Double, href: String, title: String, label: String, radius: Double, color: String
        }
        struct Me: Encodable { let lat: Double, lon: Double, accuracy: Double }
        struct City: Encodable { let lat: Double, lon: Double, name: String }
        let pins: [LivePin]
        /// The drawing's cities, for the live map's drawing under the tiles.
        let cities: [City]
        let me: Me?
        let center: [Double]
        let zoom: Int
        /// True when the view was chosen (the picker), not fitted to the pins.
        let fixed: Bool
        let picker: Bool
        let label: String
        let texts: [String: String]
    }

    func liveConfig(center: GeoPoint, zoom: Int, localizer: Localizer, cities: [GazetteerPlace]) -> String {
        let config = LiveConfig(
            pins: pins.map { .init(lat: $0.point.latitude, lon: $0.point.longitude, href: $0.href, title: $0.title, label: $0.label, radius: $0.radius, color: $0.color) },
            cities: cities.map { .init(lat: $0.point.latitude, lon: $0.point.longitude, name: $0.name) },
            me: position.map { .init(lat: $0.point.latitude, lon: $0.point.longitude, accuracy: $0.accuracy) },
            center: [center.longitude, center.latitude], zoom: zoom, fixed: self.center != nil || pins.isEmpty, picker: picker, label: label,
            texts: ["you": localizer.t("map.you"), "cluster": localizer.t("map.cluster"), "zoomIn": localizer.t("map.zoom_in"),
                    "zoomOut": localizer.t("map.zoom_out"), "picked": localizer.t("map.picked")])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(config)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }

    /// Grid spacing in degrees that gives a few lines across the map.
    static func gridStep(zoom: Int) -> Double {
        let steps = [30.0, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005, 0.0002, 0.0001]
        let wanted = 360.0 / pow(2, Double(zoom)) * 640 / 256 / 5
        return steps.first { $0 <= wanted } ?? 0.0001
    }
}
