import Foundation

/// A point from a `geo:` URI (RFC 5870) or a GEO property, checked to be on Earth.
struct ICalGeo: Sendable, Equatable {
    var latitude: Double
    var longitude: Double
    /// RFC 5870's `u=`: metres.
    var uncertainty: Double?

    init?(latitude: Double, longitude: Double, uncertainty: Double? = nil) {
        guard latitude.isFinite, longitude.isFinite, (-90.0...90.0).contains(latitude),
              (-180.0...180.0).contains(longitude) else { return nil }
        self.latitude = latitude
        self.longitude = longitude
        self.uncertainty = uncertainty
    }

    /// `geo:lat,lon[,alt][;crs=wgs84][;u=metres][;…]`.
    init?(uri: String) {
        let text = ICalText.trim(uri)
        guard text.lowercased().hasPrefix("geo:") else { return nil }
        let pieces = text.dropFirst(4).split(separator: ";", omittingEmptySubsequences: false)
        guard let coordinates = pieces.first else { return nil }
        let numbers = coordinates.split(separator: ",", omittingEmptySubsequences: false).map { Double(ICalText.trim($0)) }
        guard numbers.count == 2 || numbers.count == 3, let lat = numbers[0], let lon = numbers[1] else { return nil }
        var uncertainty: Double?
        for piece in pieces.dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let key = ICalText.trim(pair[0]).lowercased()
            let value = ICalText.trim(pair[1])
            if key == "u" {
                uncertainty = Double(value)
            } else if key == "crs", value.lowercased() != "wgs84" {
                return nil // another reference system: these aren't GPS coordinates
            }
        }
        self.init(latitude: lat, longitude: lon, uncertainty: uncertainty)
    }

    /// RFC 5545's GEO value, `lat;lon` (a `,` between them, or escaping, tolerated).
    init?(geoProperty value: String) {
        var cleaned = String.UnicodeScalarView()
        for scalar in value.unicodeScalars where scalar != "\\" {
            cleaned.append(scalar)
        }
        let parts = String(cleaned).split(whereSeparator: { $0 == ";" || $0 == "," })
        guard parts.count == 2, let lat = Double(ICalText.trim(parts[0])), let lon = Double(ICalText.trim(parts[1])) else {
            return nil
        }
        self.init(latitude: lat, longitude: lon)
    }
}
