import Foundation

/// A page shared to Satchel from a shop (the phone's share sheet or the bookmarklet): its
/// title, text and link as sent. Apps differ in where they put the link: often only inside
/// `text` ("Look at this https://…"), so the first http(s) address found is the page's.
struct SharedPage: Codable, Equatable, Sendable {
    var title: String
    var text: String
    var url: String

    /// Long enough for any product page; a share is carried through sign-in in an address.
    static let maxTitle = 300, maxText = 1_000, maxURL = 2_000

    init(title: String?, text: String?, url: String?) {
        self.title = String((title ?? "").trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.maxTitle))
        self.text = String((text ?? "").trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.maxText))
        self.url = String((url ?? "").trimmingCharacters(in: .whitespacesAndNewlines).prefix(Self.maxURL))
    }

    var isEmpty: Bool { title.isEmpty && text.isEmpty && url.isEmpty }

    /// The shared page's address: `url` when it is one, else the first in `text`, then in `title`.
    var link: String? {
        for candidate in [url, text, title] {
            if let found = Self.firstWebAddress(in: candidate) { return found }
        }
        return nil
    }

    /// A name for the wish when the page cannot be read: the title, else the text without its link.
    var name: String {
        if !title.isEmpty { return title }
        guard let link else { return text }
        return text.replacingOccurrences(of: link, with: "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static func firstWebAddress(in text: String) -> String? {
        for word in text.split(whereSeparator: { $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "\"" }) {
            guard let start = word.range(of: "http", options: .caseInsensitive) else { continue }
            // A sentence's punctuation after the address is not part of it.
            let candidate = word[start.lowerBound...].trimmingCharacters(in: CharacterSet(charactersIn: ".,;:!?)]}'»”"))
            guard let parsed = URL(string: candidate), let scheme = parsed.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", let host = parsed.host, !host.isEmpty else { continue }
            return candidate
        }
        return nil
    }

    /// The share as one address-safe word (base64url of its JSON), to carry it through sign-in.
    var token: String {
        let data = (try? JSONEncoder().encode(self)) ?? Data()
        return data.base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    init?(token: String) {
        var base64 = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        guard token.count <= 8_000, let data = Data(base64Encoded: base64),
              let decoded = try? JSONDecoder().decode(SharedPage.self, from: data) else { return nil }
        self.init(title: decoded.title, text: decoded.text, url: decoded.url)
    }
}
