import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// How product text is cleaned, folded and matched.
enum ProductText {
    /// Lower case without diacritics: "Horské KOLO" → "horske kolo".
    static func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }

    /// Name, brand and category folded, one space between words and one in front, so every
    /// word start is `" " + word`. Words with punctuation ("wh-1000xm5", "(black)") are followed,
    /// at the end, by their letter-and-digit parts, so "1000xm5" and "black" match too; the name
    /// stays first, so "the name starts with the query" is a prefix match on the key.
    static func searchKey(name: String, brand: String, category: String) -> String {
        let words = [name, brand, category].flatMap { fold($0).split(whereSeparator: \.isWhitespace) }
        var parts = words.map(String.init)
        for word in words where word.contains(where: { !$0.isLetter && !$0.isNumber }) {
            parts += word.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        return " " + parts.joined(separator: " ")
    }

    /// `%`, `_` and the escape character itself matched literally (`LIKE … ESCAPE '!'`).
    static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "!" || character == "%" || character == "_" { escaped.append("!") }
            escaped.append(character)
        }
        return escaped
    }


    /// A value for a message: short, in quotes.
    static func show(_ text: String) -> String {
        "“" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "”"
    }
}
