import Foundation

/// Resolves a reference made inside a book (`../images/a.png`, `#note-3`) to a file of the
/// same book. Anything else — another site, `javascript:`, `data:`, a path climbing out of the
/// book, a file the book does not have — resolves to nil.
struct InBookLinks: Sendable {
    /// Every file in the archive.
    let paths: Set<String>

    /// The book file `reference` points to from the document at `base`, and its fragment.
    func resolve(_ reference: String, from base: String) -> (path: String, fragment: String?)? {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("/"), !trimmed.contains("\\") else { return nil }
        // A scheme (`http:`, `javascript:`, `data:`) comes before any slash, query or fragment.
        let head = trimmed.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !head.contains(":") else { return nil }
        var path = trimmed
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        if path.isEmpty { return (base, fragment) }
        guard let decoded = path.removingPercentEncoding else { return nil }
        var parts = base.split(separator: "/").dropLast().map(String.init)
        for part in decoded.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case "..":
                guard !parts.isEmpty else { return nil } // climbing out of the book
                parts.removeLast()
            case ".", "": continue
            default: parts.append(String(part))
            }
        }
        let resolved = parts.joined(separator: "/")
        return paths.contains(resolved) ? (resolved, fragment) : nil
    }

    /// The reference as it may stay in a served document (unchanged), or nil to drop it.
    func keep(_ reference: String, from base: String) -> String? {
        resolve(reference, from: base) == nil ? nil : reference.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
