import Foundation

/// HTTP dates (RFC 9110 §5.6.7, IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`), as
/// `If-Unmodified-Since` carries them. Whole seconds only.
public enum HTTPDate {
    public static func format(_ date: Date) -> String { formatter().string(from: date) }

    /// nil for anything but an IMF-fixdate.
    public static func parse(_ text: String) -> Date? { formatter().date(from: text.trimmingCharacters(in: .whitespaces)) }

    // A new formatter per call: DateFormatter is not Sendable, and these are rare.
    private static func formatter() -> DateFormatter {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "GMT")
        f.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return f
    }
}
