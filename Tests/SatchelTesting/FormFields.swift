import Foundation

extension Browser {
    /// The value of the page's first field named `name` (`name="…" value="…"`), as a browser
    /// would send it back: the version a form was rendered from, a hidden id.
    public static func field(_ name: String, in html: String) -> String? {
        let marker = #"name="\#(name)" value=""#
        guard let range = html.range(of: marker) else { return nil }
        return unescape(String(html[range.upperBound...].prefix { $0 != "\"" }))
    }

    /// What the form posting to `action` sends as rendered (its inputs and text areas, less the
    /// CSRF token, which `post` adds), as a browser would submit it untouched.
    public static func form(_ action: String, in html: String) -> [String: String]? {
        guard let start = html.range(of: #"action="\#(action)""#),
              let end = html.range(of: "</form>", range: start.upperBound..<html.endIndex) else { return nil }
        let body = String(html[start.upperBound..<end.lowerBound])
        var fields: [String: String] = [:]
        for match in body.matches(of: /<input([^>]*?)name="([^"]*)"([^>]*?)value="([^"]*)"([^>]*)>/) {
            let attributes = match.output.1 + match.output.3 + match.output.5
            // A radio button or checkbox is sent only when checked.
            if attributes.contains(#"type="radio""#) || attributes.contains(#"type="checkbox""#), !attributes.contains("checked") { continue }
            fields[String(match.output.2)] = unescape(String(match.output.4))
        }
        for match in body.matches(of: /<select[^>]*?name="([^"]*)"[^>]*>(.*?)<\/select>/) {
            let options = match.output.2
            // An empty value is written as the bare attribute (`<option value selected>`).
            let chosen = options.firstMatch(of: /<option value(?:="([^"]*)")? selected>/) ?? options.firstMatch(of: /<option value(?:="([^"]*)")?/)
            fields[String(match.output.1)] = chosen.map { unescape(String($0.output.1 ?? "")) }
        }
        for match in body.matches(of: /<textarea[^>]*?name="([^"]*)"[^>]*>([^<]*)<\/textarea>/) {
            fields[String(match.output.1)] = unescape(String(match.output.2))
        }
        fields["_csrf"] = nil
        return fields
    }

    static func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
