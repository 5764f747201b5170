import Foundation

/// People's time zones: IANA names, checked in one place.
public enum TimeZones {
    public static let utc = TimeZone(identifier: "UTC")!

    /// The zone for an IANA name (`Europe/Stockholm`); nil for anything else.
    public static func named(_ identifier: String?) -> TimeZone? {
        guard let identifier, !identifier.isEmpty, identifier.count <= 100,
              identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/_-+".contains($0)) })
        else { return nil }
        return TimeZone(identifier: identifier)
    }

    /// Every zone a person may choose, by name.
    public static let all: [String] = {
        var names = Set(TimeZone.knownTimeZoneIdentifiers)
        names.insert("UTC")
        return names.sorted()
    }()
}
