import Foundation
import SatchelCore

/// A bank account that group funding pays out to, as `PayoutAccountRules` accepts it.
public struct PayoutAccountNumber: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case iban, czech
    }

    public var kind: Kind
    /// IBAN: upper case without spaces. Czech: `prefix-number/bank` without leading zeros,
    /// the prefix left out when it is zero (`19-2000145399/0800`, `2000145399/0800`).
    public var normalized: String
    /// For people: an IBAN in groups of four (`CZ65 0800 0000 1920 0014 5399`), a Czech
    /// number as `normalized`.
    public var display: String
    /// The IBAN of the account: the account itself, or for a Czech number its CZ IBAN.
    public var iban: String?

    public init(kind: Kind, normalized: String, display: String, iban: String?) {
        self.kind = kind
        self.normalized = normalized
        self.display = display
        self.iban = iban
    }
}

/// Why a payout account or its holder's name was refused: the field, a catalogue code
/// (`error.<code>`) and its arguments.
public struct PayoutAccountProblem: Error, Sendable, Equatable {
    public var field: String
    public var code: String
    public var args: [String: String]

    public init(field: String, code: String, args: [String: String] = [:]) {
        self.field = field
        self.code = code
        self.args = args
    }

    public var issue: FieldIssue { FieldIssue(field: field, code: code, args: args) }

    public var error: AppError { AppError.invalid(field, code, args) }
}

/// What makes a payout bank account acceptable: an IBAN whose length fits its country and
/// whose check digits pass mod 97, or a Czech domestic number `[prefix-]number/bank` whose
/// prefix and number pass the Czech weighted checksum and whose bank code exists.
public enum PayoutAccountRules {
    public static let accountField = "account"
    public static let holderField = "holder"
    public static let holderLength = 1...70

    /// Every code `check` and `checkHolder` can fail with.
    static let codes = [
        "payout.empty", "payout.format",
        "payout.iban_country", "payout.iban_length", "payout.iban_characters", "payout.iban_checksum",
        "payout.cz_prefix_length", "payout.cz_number_length", "payout.cz_bank_length",
        "payout.cz_prefix_checksum", "payout.cz_number_checksum", "payout.cz_bank_unknown",
        "payout.holder_length",
    ]

    /// IBAN length per country, from the SWIFT IBAN registry (release 101).
    static let ibanLengths: [String: Int] = [
        "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
        "BI": 27, "BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27,
        "DK": 18, "DO": 28, "EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27,
        "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28, "HN": 28, "HR": 21, "HU": 28,
        "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28,
        "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "LY": 25, "MC": 27, "MD": 24, "ME": 22,
        "MK": 19, "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28, "NL": 18, "NO": 15, "OM": 23,
        "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "RU": 33, "SA": 24,
        "SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25, "SV": 28,
        "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
    ]

    /// Czech bank codes (the Czech National Bank's list, plus a few codes of banks that
    /// merged or closed whose accounts may still be quoted).
    static let czechBankCodes: Set<String> = [
        "0100", "0300", "0600", "0710", "0800", "2010", "2060", "2070", "2100", "2200", "2220",
        "2250", "2260", "2600", "2700", "3030", "3050", "3060", "3500", "4000", "4300", "5500",
        "5800", "6000", "6100", "6200", "6210", "6300", "6363", "6700", "6800", "7910", "7950",
        "7960", "7970", "7990", "8030", "8040", "8060", "8090", "8150", "8190", "8198", "8220",
        "8250", "8255", "8265", "8500", "8610", "8660",
    ]

    /// Weights of the Czech checksum, for the digits aligned to the right.
    static let czechPrefixWeights = [10, 5, 8, 4, 2, 1]
    static let czechNumberWeights = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]

    // MARK: The account

    /// Checks a payout account as typed: an IBAN (spaces and lower case allowed, an `IBAN`
    /// label ignored) or a Czech `[prefix-]number/bank`.
    public static func check(_ text: String) -> Result<PayoutAccountNumber, PayoutAccountProblem> {
        var chars = Array(text.filter { !$0.isWhitespace }.utf8)
        guard !chars.isEmpty else { return .failure(problem("payout.empty")) }
        for i in chars.indices where chars[i] >= UInt8(ascii: "a") && chars[i] <= UInt8(ascii: "z") {
            chars[i] -= 32
        }
        if chars.count > 4, chars.starts(with: "IBAN".utf8) {
            chars.removeFirst(4)
            if chars.first == UInt8(ascii: ":") { chars.removeFirst() }
        }
        if chars.count >= 2, isLetter(chars[0]), isLetter(chars[1]), chars.contains(where: isDigit) {
            return checkIBAN(chars)
        }
        if chars.contains(UInt8(ascii: "/")) { return checkCzech(chars) }
        return .failure(problem("payout.format"))
    }

    /// `check`, its problem recorded in `v` (field `account`).
    public static func check(_ text: String, into validator: inout Validator) -> PayoutAccountNumber? {
        switch check(text) {
        case .success(let account):
            return account
        case .failure(let problem):
            validator.add(problem.issue)
            return nil
        }
    }

    /// `check` for a single field: throws `AppError.invalid("account", code, args)`.
    public static func validated(_ text: String) throws -> PayoutAccountNumber {
        switch check(text) {
        case .success(let account): return account
        case .failure(let problem): throw problem.error
        }
    }

    // MARK: The holder

    /// Checks the account holder's name; returns it with runs of white space and control
    /// characters made single spaces, and trimmed.
    public static func checkHolder(_ name: String) -> Result<String, PayoutAccountProblem> {
        let cleaned = name.split { character in
            character.isWhitespace || character.unicodeScalars.allSatisfy { CharacterSet.controlCharacters.contains($0) }
        }.joined(separator: " ")
        guard holderLength.contains(cleaned.count) else {
            return .failure(PayoutAccountProblem(field: holderField, code: "payout.holder_length",
                                                 args: ["max": "\(holderLength.upperBound)"]))
        }
        return .success(cleaned)
    }

    /// `checkHolder`, its problem recorded in `v` (field `holder`).
    public static func checkHolder(_ name: String, into validator: inout Validator) -> String? {
        switch checkHolder(name) {
        case .success(let holder):
            return holder
        case .failure(let problem):
            validator.add(problem.issue)
            return nil
        }
    }

    // MARK: IBAN

    /// `chars`: upper case, no white space, starting with two letters.
    static func checkIBAN(_ chars: [UInt8]) -> Result<PayoutAccountNumber, PayoutAccountProblem> {
        let country = String(decoding: chars[0..<2], as: UTF8.self)
        guard let expected = ibanLengths[country] else {
            return .failure(problem("payout.iban_country", ["country": country]))
        }
        let wellFormed = chars.indices.allSatisfy { i in
            i < 2 || (i < 4 ? isDigit(chars[i]) : isDigit(chars[i]) || isLetter(chars[i]))
        }
        guard wellFormed else { return .failure(problem("payout.iban_characters")) }
        guard chars.count == expected else {
            return .failure(problem("payout.iban_length",
                                    ["country": country, "expected": "\(expected)", "length": "\(chars.count)"]))
        }
        // Check digits are 02...98; 00, 01 and 99 can pass mod 97 but are never issued.
        let checkDigits = Int(chars[2] - UInt8(ascii: "0")) * 10 + Int(chars[3] - UInt8(ascii: "0"))
        guard (2...98).contains(checkDigits), mod97(Array(chars[4...]) + chars[0..<4]) == 1 else {
            return .failure(problem("payout.iban_checksum"))
        }
        let iban = String(decoding: chars, as: UTF8.self)
        return .success(PayoutAccountNumber(kind: .iban, normalized: iban, display: grouped(iban), iban: iban))
    }

    /// The remainder mod 97 of the number that `chars` (digits and upper-case letters, a
    /// letter standing for 10...35) spell, taken a digit or a letter at a time.
    static func mod97(_ chars: [UInt8]) -> Int {
        var remainder = 0
        for c in chars {
            if isDigit(c) {
                remainder = (remainder * 10 + Int(c - UInt8(ascii: "0"))) % 97
            } else {
                remainder = (remainder * 100 + Int(c - UInt8(ascii: "A")) + 10) % 97
            }
        }
        return remainder
    }

    /// The two check digits of an IBAN for `country` (two upper-case letters) and `bban`
    /// (digits and upper-case letters).
    static func ibanCheckDigits(country: String, bban: String) -> String {
        let value = 98 - mod97(Array((bban + country + "00").utf8))
        return value < 10 ? "0\(value)" : "\(value)"
    }

    /// `text` in groups of four characters.
    static func grouped(_ text: String) -> String {
        var out = ""
        for (i, character) in text.enumerated() {
            if i > 0, i % 4 == 0 { out.append(" ") }
            out.append(character)
        }
        return out
    }

    // MARK: Czech domestic

    /// `chars`: upper case, no white space, containing a slash.
    static func checkCzech(_ chars: [UInt8]) -> Result<PayoutAccountNumber, PayoutAccountProblem> {
        let slash = UInt8(ascii: "/"), dash = UInt8(ascii: "-")
        guard chars.allSatisfy({ isDigit($0) || $0 == slash || $0 == dash }),
              chars.filter({ $0 == slash }).count == 1, chars.filter({ $0 == dash }).count <= 1,
              let slashAt = chars.firstIndex(of: slash)
        else { return .failure(problem("payout.format")) }
        let dashAt = chars.firstIndex(of: dash)
        if let dashAt, dashAt > slashAt { return .failure(problem("payout.format")) }

        let prefix: [UInt8]? = dashAt.map { Array(chars[..<$0]) }
        let number = Array(chars[(dashAt.map { $0 + 1 } ?? 0)..<slashAt])
        let bank = Array(chars[(slashAt + 1)...])
        if let prefix, !(1...czechPrefixWeights.count).contains(prefix.count) {
            return .failure(problem("payout.cz_prefix_length",
                                    ["max": "\(czechPrefixWeights.count)", "length": "\(prefix.count)"]))
        }
        guard (2...czechNumberWeights.count).contains(number.count) else {
            return .failure(problem("payout.cz_number_length",
                                    ["min": "2", "max": "\(czechNumberWeights.count)", "length": "\(number.count)"]))
        }
        guard bank.count == 4 else { return .failure(problem("payout.cz_bank_length", ["length": "\(bank.count)"])) }
        if let prefix, !weightedSumIsZero(prefix, czechPrefixWeights) {
            return .failure(problem("payout.cz_prefix_checksum"))
        }
        // A number with fewer than two non-zero digits is never issued (all zeros passes the sum).
        guard weightedSumIsZero(number, czechNumberWeights),
              number.filter({ $0 != UInt8(ascii: "0") }).count >= 2
        else { return .failure(problem("payout.cz_number_checksum")) }
        let bankCode = String(decoding: bank, as: UTF8.self)
        guard czechBankCodes.contains(bankCode) else {
            return .failure(problem("payout.cz_bank_unknown", ["bank": bankCode]))
        }

        let prefixDigits = withoutLeadingZeros(prefix ?? [])
        let numberDigits = withoutLeadingZeros(number)
        let normalized = (prefixDigits.isEmpty ? "" : prefixDigits + "-") + numberDigits + "/" + bankCode
        let bban = bankCode + zeroPadded(prefixDigits, czechPrefixWeights.count)
            + zeroPadded(numberDigits, czechNumberWeights.count)
        let iban = "CZ" + ibanCheckDigits(country: "CZ", bban: bban) + bban
        return .success(PayoutAccountNumber(kind: .czech, normalized: normalized, display: normalized, iban: iban))
    }

    /// Whether the digits, aligned to the right of `weights`, have a weighted sum divisible by 11.
    /// `digits` has at most `weights.count` elements.
    static func weightedSumIsZero(_ digits: [UInt8], _ weights: [Int]) -> Bool {
        let offset = weights.count - digits.count
        var sum = 0
        for (i, digit) in digits.enumerated() {
            sum += weights[offset + i] * Int(digit - UInt8(ascii: "0"))
        }
        return sum % 11 == 0
    }

    static func withoutLeadingZeros(_ digits: [UInt8]) -> String {
        String(decoding: digits.drop(while: { $0 == UInt8(ascii: "0") }), as: UTF8.self)
    }

    static func zeroPadded(_ digits: String, _ width: Int) -> String {
        String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    // MARK: Helpers

    static func problem(_ code: String, _ args: [String: String] = [:]) -> PayoutAccountProblem {
        PayoutAccountProblem(field: accountField, code: code, args: args)
    }

    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    static func isLetter(_ c: UInt8) -> Bool { c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") }
}
