import Foundation

/// The order of a series: by the leading number of each title's series number (2 before 10,
/// 2.5 between 2 and 3, "3a" as 3), titles without one after, then by title. Series numbers are
/// text (a catalogue writes "2", "10", "II", "3a"), so sorting them as text put "10" before "2".
enum SeriesOrder {
    /// The number a series number starts with; nil when it starts with none.
    static func leadingNumber(_ text: String?) -> Double? {
        guard let text else { return nil }
        var digits = ""
        var point = false
        for ch in text.trimmingCharacters(in: .whitespaces) {
            if ch.isASCII, ch.isNumber {
                digits.append(ch)
            } else if ch == "." || ch == ",", !point, !digits.isEmpty {
                point = true
                digits.append(".")
            } else {
                break
            }
        }
        if digits.hasSuffix(".") { digits.removeLast() }
        return Double(digits)
    }

    /// Whether a title (its series number and title sort key) comes before another.
    static func precedes(_ a: (number: String?, titleKey: String), _ b: (number: String?, titleKey: String)) -> Bool {
        switch (leadingNumber(a.number), leadingNumber(b.number)) {
        case let (x?, y?) where x != y: return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return a.titleKey < b.titleKey
        }
    }
}
