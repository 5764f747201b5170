import Foundation
import SatchelCore

/// How catalogue text is searched and sorted.
public enum CatalogueText {
    /// Search folds case and diacritics away ("Öberg" = "oberg"), as place search does, splits
    /// French and Italian elisions off the word they join ("L'avare" → "l avare"), and folds the
    /// letters the Unicode collation counts as two or as another (Œ → oe, Æ → ae, Ø → o, Ł → l,
    /// Đ and Ð → d, Þ → th, ß → ss). Chinese, Japanese and Korean runs are kept as written (が is not
    /// か), each a word of its own: `indexTokens` and `queryTokens` cut them into pairs.
    public static func fold(_ text: String) -> String {
        let cleaned = expandingLetters(splittingElisions(text).filter { !isMark($0) })
        guard !cleaned.utf8.allSatisfy({ $0 < 0x80 }), cleaned.unicodeScalars.contains(where: isCJK) else { return PlaceText.fold(cleaned) }
        var words: [String] = []
        var other = ""
        var run = ""
        func endOther() {
            let folded = PlaceText.fold(other)
            if !folded.isEmpty { words.append(folded) }
            other = ""
        }
        func endRun() {
            // Half-width katakana and compatibility ideographs as their usual forms.
            if !run.isEmpty { words.append(run.precomposedStringWithCompatibilityMapping) }
            run = ""
        }
        for ch in cleaned {
            if let scalar = ch.unicodeScalars.first, isCJK(scalar) {
                endOther()
                run.append(ch)
            } else {
                endRun()
                other.append(ch)
            }
        }
        endOther()
        endRun()
        return words.joined(separator: " ")
    }

    /// Letters that fold to others, or to two, in search and in sort keys.
    static let expansions: [Character: String] = [
        "œ": "oe", "Œ": "oe", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "ł": "l", "Ł": "l", "đ": "d", "Đ": "d",
        "þ": "th", "Þ": "th", "ð": "d", "Ð": "d", "ß": "ss", "ẞ": "ss",
    ]

    static func expandingLetters(_ text: String) -> String {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }), text.contains(where: { expansions[$0] != nil }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 4)
        for ch in text { if let expanded = expansions[ch] { out += expanded } else { out.append(ch) } }
        return out
    }

    /// Han, kana and Hangul (with the marks written inside their words: ー, 々): scripts written
    /// without spaces between words.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3005...0x3007, 0x3031...0x3035, 0x303B, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3134F:
            return true
        default:
            return false
        }
    }

    static func isCJKWord(_ word: Substring) -> Bool { word.unicodeScalars.first.map(isCJK) ?? false }

    /// Folded text as the search index keeps it: a CJK run as its overlapping pairs of
    /// characters and its last character alone (as Lucene's CJK analyzer and pg_bigm do), so that
    /// any one character typed (a prefix of a pair, or the last) and any two find it; other
    /// words as they are.
    public static func indexTokens(_ folded: String) -> String {
        guard folded.unicodeScalars.contains(where: isCJK) else { return folded }
        return folded.split(separator: " ").flatMap { word -> [String] in
            guard isCJKWord(word) else { return [String(word)] }
            let characters = Array(word)
            guard characters.count > 1 else { return [String(word)] }
            return (0..<(characters.count - 1)).map { String(characters[$0...$0 + 1]) } + [String(characters[characters.count - 1])]
        }.joined(separator: " ")
    }

    /// A folded word as searched for: a CJK run as its pairs (all must be there), a single
    /// character as itself (found as the start of a pair or alone); other words as they are.
    public static func queryTokens(_ word: String) -> [String] {
        guard isCJKWord(word[...]) else { return [word] }
        let characters = Array(word)
        guard characters.count > 1 else { return [word] }
        return (0..<(characters.count - 1)).map { String(characters[$0...$0 + 1]) }
    }

    /// Elided articles and particles that an apostrophe joins to the next word: "l'", "d'",
    /// "qu'", "jusqu'" (French), "dell'", "all'", "un'" (Italian)…
    static let elisions: Set<String> = [
        "l", "d", "j", "m", "n", "s", "t", "c", "qu", "jusqu", "lorsqu", "puisqu", "quoiqu", "presqu",
        "dell", "dall", "nell", "sull", "all", "coll", "degl", "dagl", "negl", "sugl", "agl", "un", "quest", "quell", "bell", "sant",
    ]
    static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{02BC}"]

    /// The text with a space where an apostrophe ends an elision at a word's start.
    static func splittingElisions(_ text: String) -> String {
        guard text.contains(where: { apostrophes.contains($0) }) else { return text }
        var out = ""
        var word = ""
        for ch in text {
            if apostrophes.contains(ch), elisions.contains(word.lowercased()) {
                out += word + " "
                word = ""
            } else if ch.isLetter {
                word.append(ch)
            } else {
                out += word
                out.append(ch)
                word = ""
            }
        }
        return out + word
    }

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
        if lower.utf8.allSatisfy({ $0 < 0x80 }) { return asciiKey(lower, czech: language == "cs") }
        return generalKey(lower, language: language)
    }

    /// Bytes above "z" ("{", "|", "}") place a language's own letters after Z or after their base.
    static let ownLetters: [String: [Character: String]] = [
        "sv": ["å": "{", "ä": "|", "æ": "|", "ö": "}", "ø": "}", "ü": "y"],
        "cs": ["č": "c{", "ř": "r{", "š": "s{", "ž": "z{"],
    ]

    /// `collationKey` of lower-cased text in any script.
    static func generalKey(_ lower: String, language: String) -> String {
        let special = ownLetters[language] ?? [:]
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
            } else if let expanded = expansions[ch] {
                // "Œuvres" sorts under O, "Łódź" under L, "Þór" under T.
                key += expanded
            } else if Self.isMark(ch) {
                // Modifier letters and transliteration marks (ʻ ʼ ʿ ʾ) sort as punctuation does: not at all.
                continue
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

    static func isMark(_ ch: Character) -> Bool {
        // Japanese ー and 々 are modifier letters too, but part of their words.
        guard let scalar = ch.unicodeScalars.first, !isCJK(scalar) else { return false }
        return [.modifierLetter, .modifierSymbol].contains(scalar.properties.generalCategory)
    }

    /// `collationKey` for lower-cased ASCII, byte by byte (no language moves an ASCII letter
    /// except Czech CH).
    static func asciiKey(_ lower: String, czech: Bool) -> String {
        var key: [UInt8] = []
        key.reserveCapacity(lower.utf8.count)
        var previous: UInt8 = 0x20
        for byte in lower.utf8 {
            defer { previous = byte }
            switch byte {
            case UInt8(ascii: "h") where czech && previous == UInt8(ascii: "c"):
                key.removeLast()
                key += [UInt8(ascii: "h"), UInt8(ascii: "{")]
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                key.append(byte)
            case 0x09...0x0D, 0x20, UInt8(ascii: "-"), UInt8(ascii: ","):
                if !key.isEmpty, key.last != 0x20 { key.append(0x20) }
            default:
                break
            }
            if key.count >= 200 { break }
        }
        while key.last == 0x20 { key.removeLast() }
        return String(decoding: key, as: UTF8.self)
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
