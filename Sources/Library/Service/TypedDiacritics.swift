import Foundation
import SatchelCore

/// Words as they are spelled, accents kept, so that a search typed with diacritics ("Häffner")
/// puts the titles spelled that way above those that only match folded ("Haffner"). Search
/// itself ignores diacritics; these words only break ties.
enum TypedDiacritics {
    /// Each word of `text` that folding changes beyond its case, with its folded form and its
    /// index token: ASCII letters and digits as they are and any other character as `x`, its
    /// hex code and `x` — a token the index's tokenizer keeps whole and never folds, and whose
    /// starts are the tokens of the word's starts.
    static func words(_ text: String) -> [(folded: String, token: String)] {
        var found: [(folded: String, token: String)] = []
        var word = ""
        func flush() {
            defer { word = "" }
            // CJK words have no diacritics to type or not (their marks, like が's, are part of the letter).
            guard !word.isEmpty, !word.utf8.allSatisfy({ $0 < 0x80 }), !CatalogueText.isCJKWord(word[...]) else { return }
            let folded = PlaceText.fold(word)
            guard !folded.isEmpty, !folded.contains(" "), folded != word else { return }
            found.append((folded, token(word)))
        }
        let prepared = CatalogueText.splittingElisions(text).filter { !CatalogueText.isMark($0) }.lowercased()
            .precomposedStringWithCanonicalMapping
        for ch in prepared {
            if ch.isLetter || ch.isNumber {
                word.append(ch)
            } else if !joiners.contains(ch) {
                flush()
            }
        }
        flush()
        return found
    }

    /// What folding drops without ending the word ("U.K." is "uk"), as `PlaceText.fold` does.
    static let joiners: Set<Character> = [".", "'", "\u{2019}", "\u{02BB}", "`"]

    /// The index tokens of `text`'s words with diacritics, each once.
    static func tokens(_ text: String) -> String {
        // Plain ASCII has no diacritics (most catalogue text: skips Foundation's Unicode work).
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return "" }
        var seen = Set<String>()
        return words(text).map(\.token).filter { seen.insert($0).inserted }.joined(separator: " ")
    }

    static func token(_ word: String) -> String {
        var out = ""
        for scalar in word.unicodeScalars {
            if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "x" + String(scalar.value, radix: 16) + "x"
            }
        }
        return out
    }
}
