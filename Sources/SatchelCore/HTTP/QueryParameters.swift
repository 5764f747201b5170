import Vapor

extension Request {
    /// The query string, parsed once per request: asking Vapor's decoder for each of a
    /// search's parameters costs more than the search itself.
    private struct ParsedQuery: StorageKey {
        typealias Value = [String: String]
    }

    /// A query parameter's value; nil when absent or empty. Form encoding: "+" is a space,
    /// "%2B" a plus; the first of a repeated name counts.
    /// A query parameter as sent, empty included (`radius=`); nil when absent.
    public func queryValue(_ name: String) -> String? {
        _ = queryText(name)
        return storage[ParsedQuery.self]?[name]
    }

    /// A boolean query parameter: absent is false; anything but `true` or `false` is refused
    /// (422 naming it), never read as false.
    public func queryFlag(_ name: String) throws -> Bool {
        switch queryValue(name) {
        case nil: return false
        case "true": return true
        case "false": return false
        default: throw AppError.invalid(name, "query.choice")
        }
    }

    public func queryText(_ name: String) -> String? {
        let values: [String: String]
        if let parsed = storage[ParsedQuery.self] {
            values = parsed
        } else {
            var parsed: [String: String] = [:]
            for pair in (url.query ?? "").split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                func decode(_ part: Substring) -> String? { part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding }
                guard let name = parts.first.flatMap(decode), parsed[name] == nil else { continue }
                parsed[name] = parts.count > 1 ? decode(parts[1]) : ""
            }
            storage[ParsedQuery.self] = parsed
            values = parsed
        }
        return values[name].flatMap { $0.isEmpty ? nil : $0 }
    }
}
