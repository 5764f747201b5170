import Foundation
import SatchelCore

/// How catalogue text is searched and sorted.
public enum CatalogueText {
    /// Search folds case and diacritics away ("Öberg" = "oberg"), as place search does.
    public static func fold(_ text: String) -> String { PlaceText.fold(text) }

    /// A key that sorts byte by byte in the library's language's alphabetical order. Case and
    /// accents only break ties there; letters a language counts as its own go where it puts
    /// them: Swedish Å, Ä, Ö after Z (and Æ, Ø as Ä, Ö; Ü as Y); Czech Č, Ř, Š, Ž after C, R,
    /// S, Z, and CH after H. Leading English articles are skipped for English titles.
    public static func collationKey(_ text: String, language: String, skipArticle: Bool = false) -> String {
        var lower = text.lowercased()
        if skipArticle {
            for article in ["the ", "a ", "an "] where lower.hasPrefix(article) && lower.count > article.count {
                lower = String(lower.dropFirst(article.count))
                break
            }
        }
        // Bytes above "z" ("{", "|", "}") place a language's own letters after Z or after their base.
        var special: [Character: String] = [:]
        switch language {
        case "sv":
            special = ["å": "{", "ä": "|", "æ": "|", "ö": "}", "ø": "}", "ü": "y"]
        case "cs":
            special = ["č": "c{", "ř": "r{", "š": "s{", "ž": "z{"]
        default:
            break
        }
        var key = ""
        key.reserveCapacity(lower.utf8.count)
        var previous: Character = " "
        for ch in lower {
            if language == "cs", ch == "h", previous == "c" {
                // "ch" is one letter after H: replace the "c" just written.
                key.removeLast()
                key += "h{"
                previous = ch
                continue
            }
            previous = ch
            if let mapped = special[ch] {
                key += mapped
            } else if ch.isLetter || ch.isNumber {
                key += String(ch).folding(options: [.diacriticInsensitive, .widthInsensitive], locale: nil)
            } else if ch.isWhitespace || ch == "-" || ch == "," {
                if !key.isEmpty, key.last != " " { key += " " }
            }
            if key.utf8.count >= 200 { break }
        }
        while key.last == " " { key.removeLast() }
        return key
    }

    /// "Selma Lagerlöf" → "Lagerlöf, Selma"; names already inverted stay as they are.
    public static func invertedName(_ name: String) -> String {
        guard !name.contains(","), let space = name.lastIndex(of: " ") else { return name }
        return String(name[name.index(after: space)...]) + ", " + String(name[..<space])
    }

    /// ISO 639-1 languages of the UI to the MARC/ISO 639-2 codes catalogues use.
    public static let marcLanguage = ["sv": "swe", "en": "eng", "cs": "cze"]

    /// EPUBs say `en`, `en-GB` or `eng`; the catalogue keeps ISO 639-2/B.
    public static func normalisedLanguage(_ code: String?) -> String? {
        guard let code = code?.lowercased().split(separator: "-").first.map(String.init), !code.isEmpty else { return nil }
        if code.count == 3 { return code }
        let twoToThree = ["en": "eng", "sv": "swe", "cs": "cze", "de": "ger", "fr": "fre", "es": "spa", "it": "ita",
                          "fi": "fin", "da": "dan", "no": "nor", "nb": "nor", "nn": "nor", "nl": "dut", "pl": "pol",
                          "pt": "por", "ru": "rus", "la": "lat", "el": "gre", "ja": "jpn", "zh": "chi"]
        return twoToThree[code] ?? code
    }
}
