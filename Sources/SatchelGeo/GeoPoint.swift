import Foundation

/// A position on the Earth in degrees (WGS 84).
public struct GeoPoint: Sendable, Hashable, Codable {
    public var latitude: Double
    public var longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether the numbers are a position at all (finite, in range).
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude) && (-180...180).contains(longitude)
    }
}

public enum Geo {
    /// The mean Earth radius in metres (IUGG).
    public static let earthRadius = 6_371_008.8

    /// Great-circle distance in metres (haversine: accurate to about 0.5 % on the ellipsoid,
    /// far better than any phone's fix at the distances reminders use).
    public static func distance(_ a: GeoPoint, _ b: GeoPoint) -> Double {
        let lat1 = a.latitude * .pi / 180, lat2 = b.latitude * .pi / 180
        let dLat = lat2 - lat1
        let dLon = (b.longitude - a.longitude) * .pi / 180
        let h = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * earthRadius * asin(min(1, sqrt(h)))
    }

    /// The point `metres` away from `start` in direction `bearing` (degrees from north).
    public static func destination(from start: GeoPoint, metres: Double, bearing: Double) -> GeoPoint {
        let delta = metres / earthRadius
        let theta = bearing * .pi / 180
        let lat1 = start.latitude * .pi / 180, lon1 = start.longitude * .pi / 180
        let lat2 = asin(sin(lat1) * cos(delta) + cos(lat1) * sin(delta) * cos(theta))
        let lon2 = lon1 + atan2(sin(theta) * sin(delta) * cos(lat1), cos(delta) - sin(lat1) * sin(lat2))
        var lon = lon2 * 180 / .pi
        lon = (lon + 540).truncatingRemainder(dividingBy: 360) - 180
        return GeoPoint(latitude: lat2 * 180 / .pi, longitude: lon)
    }
}

extension GeoPoint {
    /// "lat,lon" as query strings carry it ("60.1699,24.9384"); nil unless both parse and the
    /// point is on the globe.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let lat = parts[0], let lon = parts[1] else { return nil }
        self.init(latitude: lat, longitude: lon)
        guard isValid else { return nil }
    }
}

/// A latitude/longitude rectangle: what an index can look up before the exact distance check.
public struct GeoBox: Sendable, Hashable {
    public var minLatitude: Double
    public var maxLatitude: Double
    public var minLongitude: Double
    public var maxLongitude: Double

    public init(minLatitude: Double, maxLatitude: Double, minLongitude: Double, maxLongitude: Double) {
        self.minLatitude = minLatitude
        self.maxLatitude = maxLatitude
        self.minLongitude = minLongitude
        self.maxLongitude = maxLongitude
    }

    /// The smallest box holding every point within `metres` of `center`. Near a pole, or where
    /// the circle crosses the antimeridian, it spans every longitude (larger, never wrong).
    public static func around(_ center: GeoPoint, metres: Double) -> GeoBox {
        let angular = metres / Geo.earthRadius
        let lat = center.latitude * .pi / 180
        let minLat = lat - angular, maxLat = lat + angular
        let toDegrees = 180 / Double.pi
        if minLat <= -.pi / 2 || maxLat >= .pi / 2 {
            return GeoBox(minLatitude: max(-90, minLat * toDegrees), maxLatitude: min(90, maxLat * toDegrees),
                          minLongitude: -180, maxLongitude: 180)
        }
        let dLon = asin(min(1, sin(angular) / cos(lat))) * toDegrees
        let minLon = center.longitude - dLon, maxLon = center.longitude + dLon
        if minLon < -180 || maxLon > 180 {
            return GeoBox(minLatitude: minLat * toDegrees, maxLatitude: maxLat * toDegrees, minLongitude: -180, maxLongitude: 180)
        }
        return GeoBox(minLatitude: minLat * toDegrees, maxLatitude: maxLat * toDegrees, minLongitude: minLon, maxLongitude: maxLon)
    }

    /// Like `around`, but a circle crossing the antimeridian gives two longitude ranges, one
    /// each side, instead of every longitude.
    public static func ranges(around center: GeoPoint, metres: Double)
        -> (latitudes: ClosedRange<Double>, longitudes: [ClosedRange<Double>]) {
        let box = around(center, metres: metres)
        let latitudes = box.minLatitude...box.maxLatitude
        guard box.minLongitude == -180, box.maxLongitude == 180, box.minLatitude > -90, box.maxLatitude < 90 else {
            return (latitudes, [box.minLongitude...box.maxLongitude])
        }
        let angular = metres / Geo.earthRadius
        let dLon = asin(min(1, sin(angular) / cos(center.latitude * .pi / 180))) * 180 / .pi
        let west = center.longitude - dLon, east = center.longitude + dLon
        if west < -180 { return (latitudes, [-180...east, (west + 360)...180]) }
        if east > 180 { return (latitudes, [west...180, -180...(east - 360)]) }
        return (latitudes, [-180...180])
    }

    public func contains(_ point: GeoPoint) -> Bool {
        (minLatitude...maxLatitude).contains(point.latitude) && (minLongitude...maxLongitude).contains(point.longitude)
    }
}
