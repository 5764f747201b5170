import Foundation

/// ISBNs as catalogues store them (10 or 13 digits, `X` allowed as a check digit), compared as
/// ISBN-13: the same book under both forms is one book.
enum ISBN {
    /// The ISBN-13 of a stored ISBN; nil when it is neither a valid ISBN-10 nor ISBN-13.
    static func thirteen(_ text: String) -> String? {
        let characters = Array(text.uppercased().filter { $0.isASCII && ($0.isNumber || $0 == "X") })
        if characters.count == 13, characters.allSatisfy(\.isNumber), checkDigit13(characters.prefix(12).map(digit)) == digit(characters[12]) {
            return String(characters)
        }
        guard characters.count == 10, characters.prefix(9).allSatisfy(\.isNumber) else { return nil }
        let first9 = characters.prefix(9).map(digit)
        let check = characters[9] == "X" ? 10 : digit(characters[9])
        let sum = first9.enumerated().reduce(0) { $0 + (10 - $1.offset) * $1.element } + check
        guard sum % 11 == 0 else { return nil }
        let body = [9, 7, 8] + first9
        return (body + [checkDigit13(body)]).map(String.init).joined()
    }

    /// What a person typed, as compared and stored: spaces and hyphens gone, `x` as `X`.
    static func compact(_ typed: String) -> String {
        typed.filter { !$0.isWhitespace && $0 != "-" }.uppercased()
    }

    /// Whether `compact` is exactly an ISBN-10 (its last character may be `X`) or an ISBN-13
    /// whose check digit is right: the one rule for staff edits and purchase requests.
    static func isValid(_ compact: String) -> Bool {
        (compact.count == 10 || compact.count == 13)
            && compact.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "X") }
            && thirteen(compact) != nil
    }

    static func digit(_ c: Character) -> Int { c.wholeNumberValue ?? 0 }

    static func checkDigit13(_ twelve: [Int]) -> Int {
        let sum = twelve.enumerated().reduce(0) { $0 + ($1.offset % 2 == 0 ? 1 : 3) * $1.element }
        return (10 - sum % 10) % 10
    }
}
