import Foundation

/// The `Content-Disposition` header of a multipart part, as the streamed forms read it.
enum ContentDisposition {
    /// One parameter's value (`name="photo"` gives `photo` for `name`), unquoted; nil when absent.
    static func parameter(_ key: String, in value: String) -> String? {
        for part in value.split(separator: ";") {
            let pair = part.trimmingCharacters(in: .whitespaces)
            guard pair.lowercased().hasPrefix(key + "=") else { continue }
            var v = String(pair.dropFirst(key.count + 1))
            if v.hasPrefix("\""), v.hasSuffix("\""), v.count >= 2 { v = String(v.dropFirst().dropLast()) }
            return v
        }
        return nil
    }
}
