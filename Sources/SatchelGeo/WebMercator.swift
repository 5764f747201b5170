import Foundation

/// The Web Mercator projection (EPSG:3857) in "world pixels" at a zoom level, as tile servers
/// use it: the whole world is 256 × 2^zoom pixels square, so a drawn map lines up with tiles.
public struct WebMercator: Sendable {
    public var zoom: Double

    public init(zoom: Double) { self.zoom = zoom }

    public static let maxLatitude = 85.05112878

    public var worldSize: Double { 256 * pow(2, zoom) }

    public func project(_ point: GeoPoint) -> (x: Double, y: Double) {
        let lat = min(max(point.latitude, -Self.maxLatitude), Self.maxLatitude) * .pi / 180
        let x = (point.longitude + 180) / 360 * worldSize
        let y = (1 - log(tan(lat) + 1 / cos(lat)) / .pi) / 2 * worldSize
        return (x, y)
    }

    public func unproject(x: Double, y: Double) -> GeoPoint {
        let longitude = x / worldSize * 360 - 180
        let n = Double.pi - 2 * Double.pi * y / worldSize
        let latitude = atan(sinh(n)) * 180 / .pi
        return GeoPoint(latitude: latitude, longitude: longitude)
    }

    /// How many pixels one metre covers at `latitude`.
    public func pixelsPerMetre(atLatitude latitude: Double) -> Double {
        worldSize / (2 * .pi * Geo.earthRadius * cos(latitude * .pi / 180))
    }

    /// The largest whole zoom (≤ `maxZoom`) at which every point fits in `width` × `height`
    /// pixels with `padding` pixels to spare on each side.
    public static func fitting(_ points: [GeoPoint], width: Double, height: Double, padding: Double,
                               maxZoom: Int = 17) -> Int {
        guard points.count > 1 else { return maxZoom }
        for zoom in stride(from: maxZoom, through: 1, by: -1) {
            let m = WebMercator(zoom: Double(zoom))
            let xy = points.map(m.project)
            let spanX = (xy.map(\.x).max() ?? 0) - (xy.map(\.x).min() ?? 0)
            let spanY = (xy.map(\.y).max() ?? 0) - (xy.map(\.y).min() ?? 0)
            if spanX <= width - 2 * padding && spanY <= height - 2 * padding { return zoom }
        }
        return 1
    }
}
