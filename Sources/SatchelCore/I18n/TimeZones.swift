import Foundation

/// People's time zones: IANA names, checked in one place.
public enum TimeZones {
    public static let utc = TimeZone(identifier: "UTC")!

    /// The zone for an IANA name (`Europe/Stockholm`, or an old name such as `Asia/Calcutta`,
    /// read as its current one); nil for anything else.
    public static func named(_ identifier: String?) -> TimeZone? {
        canonicalName(identifier).flatMap { TimeZone(identifier: $0) }
    }

    /// The name Satchel stores for a zone a device or person gave: the current IANA name for an
    /// old or alias one (Chromium reports `Asia/Calcutta`; the place data knows `Asia/Kolkata`),
    /// "UTC" for UTC's spellings; nil when it is no zone. Every stored zone goes through here.
    public static func canonicalName(_ identifier: String?) -> String? {
        guard let identifier, !identifier.isEmpty, identifier.count <= 100,
              identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "/_-+".contains($0)) })
        else { return nil }
        let name = aliases[identifier] ?? identifier
        return TimeZone(identifier: name) == nil ? nil : name
    }

    /// Old and alias names to current ones, generated from tzdata's links by
    /// scripts/build-zone-aliases.py (Resources/TimeZones/aliases.tsv).
    public static let aliases: [String: String] = {
        guard let url = Bundle.module.url(forResource: "aliases", withExtension: "tsv", subdirectory: "Resources/TimeZones"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [:] }
        var table: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let f = line.split(separator: "\t")
            if f.count == 2 { table[String(f[0])] = String(f[1]) }
        }
        return table
    }()

    /// Every zone a person may choose, by name: current names only (Foundation on Linux lists
    /// ICU's, which are often the old ones: Asia/Calcutta, not Asia/Kolkata).
    public static let all: [String] = {
        var names = Set(TimeZone.knownTimeZoneIdentifiers.compactMap { canonicalName($0) })
        names.insert("UTC")
        return names.sorted()
    }()
}
