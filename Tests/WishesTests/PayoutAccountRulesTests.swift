import SatchelCore
import SatchelTesting
import Testing
@testable import Wishes

@Suite("Payout bank accounts")
struct PayoutAccountRulesTests {
    /// Why `text` is refused, or nil when it is accepted.
    private func failure(_ text: String) -> PayoutAccountProblem? {
        if case .failure(let problem) = PayoutAccountRules.check(text) { return problem }
        return nil
    }

    @Test(arguments: [
        ("CZ6508000000192000145399", "CZ65 0800 0000 1920 0014 5399"),
        ("DE89370400440532013000", "DE89 3704 0044 0532 0130 00"),
        ("GB29NWBK60161331926819", "GB29 NWBK 6016 1331 9268 19"),
        ("SE4550000000058398257466", "SE45 5000 0000 0583 9825 7466"),
        ("SK3112000000198742637541", "SK31 1200 0000 1987 4263 7541"),
        ("NO9386011117947", "NO93 8601 1117 947"),
    ])
    func realIBANsAreAcceptedAndGroupedInFours(iban: String, display: String) throws {
        let account = try PayoutAccountRules.check(iban).get()
        #expect(account == PayoutAccountNumber(kind: .iban, normalized: iban, display: display, iban: iban))
        #expect(try PayoutAccountRules.check(display).get() == account)
        #expect(try PayoutAccountRules.check(display.lowercased()).get() == account)
    }

    @Test(arguments: ["cz65 0800 0000 1920 0014 5399", "IBAN: CZ65 0800 0000 1920 0014 5399", "iban CZ6508000000192000145399",
                      " CZ65\u{00A0}0800\u{00A0}0000\u{00A0}1920\u{00A0}0014\u{00A0}5399\n"])
    func anIBANMayBeTypedLooselyAndIsStoredCompact(text: String) throws {
        let account = try PayoutAccountRules.check(text).get()
        #expect(account.kind == .iban)
        #expect(account.normalized == "CZ6508000000192000145399")
        #expect(account.display == "CZ65 0800 0000 1920 0014 5399")
    }

    @Test func aCzechAccountIsCheckedAndGetsItsIBAN() throws {
        let account = try PayoutAccountRules.check("19-2000145399/0800").get()
        #expect(account == PayoutAccountNumber(kind: .czech, normalized: "19-2000145399/0800",
                                               display: "19-2000145399/0800", iban: "CZ6508000000192000145399"))
        let withoutPrefix = try PayoutAccountRules.check("2000145399/0800").get()
        #expect(withoutPrefix == PayoutAccountNumber(kind: .czech, normalized: "2000145399/0800",
                                                     display: "2000145399/0800", iban: "CZ7908000000002000145399"))
        #expect(try PayoutAccountRules.check("19-123457/0100").get().iban == "CZ5601000000190000123457")
    }

    @Test(arguments: [
        ("000019-2000145399/0800", "19-2000145399/0800", "CZ6508000000192000145399"),
        (" 19 - 2000145399 / 0800 ", "19-2000145399/0800", "CZ6508000000192000145399"),
        ("0-123457/0100", "123457/0100", "CZ7001000000000000123457"),
        ("000000-0000123457/0100", "123457/0100", "CZ7001000000000000123457"),
    ])
    func aCzechNumberLosesLeadingZerosAndAZeroPrefix(text: String, normalized: String, iban: String) throws {
        let account = try PayoutAccountRules.check(text).get()
        #expect(account.normalized == normalized)
        #expect(account.iban == iban)
    }

    @Test(arguments: [
        ("", "payout.empty"),
        (" \t ", "payout.empty"),
        ("hello", "payout.format"),
        ("Fio banka", "payout.format"),
        ("2000145399", "payout.format"),
        ("19-2000145399/08O0", "payout.format"),
        ("19-20-00145399/0800", "payout.format"),
        ("2000145399/0800/0800", "payout.format"),
        ("0800/19-2000145399", "payout.format"),
        ("XX6508000000192000145399", "payout.iban_country"),
        ("US12345678901234567890", "payout.iban_country"),
        ("DE8937040044053201300", "payout.iban_length"),
        ("NO93860111179470", "payout.iban_length"),
        ("DE89-3704-0044-0532-0130-00", "payout.iban_characters"),
        ("DEAB370400440532013000", "payout.iban_characters"),
        ("DE89370400440532013000!", "payout.iban_characters"),
        ("DE89370400440532013001", "payout.iban_checksum"),
        ("CZ6508000000192000145398", "payout.iban_checksum"),
        ("CZ5608000000192000145399", "payout.iban_checksum"),
        // These pass mod 97, but 99 and 01 are never issued as check digits.
        ("CZ9908000000000000000092", "payout.iban_checksum"),
        ("CZ0108000000000000000013", "payout.iban_checksum"),
        ("1234567-2000145399/0800", "payout.cz_prefix_length"),
        ("-2000145399/0800", "payout.cz_prefix_length"),
        ("19-7/0800", "payout.cz_number_length"),
        ("19-12345678901/0800", "payout.cz_number_length"),
        ("/0800", "payout.cz_number_length"),
        ("19-2000145399/800", "payout.cz_bank_length"),
        ("19-2000145399/08000", "payout.cz_bank_length"),
        ("19-2000145399/", "payout.cz_bank_length"),
        ("18-2000145399/0800", "payout.cz_prefix_checksum"),
        ("19-2000145398/0800", "payout.cz_number_checksum"),
        ("0000000000/0800", "payout.cz_number_checksum"),
        ("00/0800", "payout.cz_number_checksum"),
        ("19-2000145399/0801", "payout.cz_bank_unknown"),
        ("2000145399/9999", "payout.cz_bank_unknown"),
    ])
    func eachKindOfMistakeHasItsOwnCode(text: String, code: String) {
        let problem = failure(text)
        #expect(problem?.code == code, "\(text)")
        #expect(problem?.field == "account")
    }

    @Test func theValidIBANsWithCheckDigits02And98AreAccepted() {
        #expect(failure("CZ0208000000000000000092") == nil)
        #expect(failure("CZ9808000000000000000013") == nil)
    }

    @Test func problemsCarryWhatTheTextNeeds() {
        #expect(failure("DE89 3704 0044 0532 0130 0") == PayoutAccountProblem(
            field: "account", code: "payout.iban_length", args: ["country": "DE", "expected": "22", "length": "21"]))
        #expect(failure("XX6508000000192000145399")?.args == ["country": "XX"])
        #expect(failure("1234567-2000145399/0800")?.args == ["max": "6", "length": "7"])
        #expect(failure("19-7/0800")?.args == ["min": "2", "max": "10", "length": "1"])
        #expect(failure("19-2000145399/800")?.args == ["length": "3"])
        #expect(failure("19-2000145399/0801")?.args == ["bank": "0801"])
    }

    @Test func everyCodeIsDistinctAndProducedByTheRules() {
        let codes = PayoutAccountRules.codes
        #expect(Set(codes).count == codes.count)
        #expect(codes.allSatisfy { $0.hasPrefix("payout.") })
        #expect(codes.count == 13)
    }

    @Test(arguments: ["en", "sv", "cs"])
    func everyCodeHasATextInEveryLanguage(language: String) {
        let keys = Catalogue.shared.keys(language)
        for code in PayoutAccountRules.codes {
            #expect(keys.contains("error.\(code)"), "\(language) has no error.\(code)")
        }
    }

    @Test func theHolderNameIsTidiedAndAtMostSeventyCharacters() throws {
        #expect(try PayoutAccountRules.checkHolder("  Ada \n Lovelace\t").get() == "Ada Lovelace")
        #expect(try PayoutAccountRules.checkHolder("Jiří Novák").get() == "Jiří Novák")
        #expect(try PayoutAccountRules.checkHolder(String(repeating: "Ž", count: 70)).get().count == 70)
        for bad in ["", "  \n ", String(repeating: "a", count: 71)] {
            guard case .failure(let problem) = PayoutAccountRules.checkHolder(bad) else {
                Issue.record("accepted \(bad.count) characters")
                continue
            }
            #expect(problem == PayoutAccountProblem(field: "holder", code: "payout.holder_length", args: ["max": "70"]))
        }
    }

    @Test func problemsGoIntoAValidatorOrAnAppError() throws {
        var v = Validator()
        let badAccount = PayoutAccountRules.check("19-2000145398/0800", into: &v)
        let badHolder = PayoutAccountRules.checkHolder(" ", into: &v)
        let account = PayoutAccountRules.check("19-2000145399/0800", into: &v)
        let holder = PayoutAccountRules.checkHolder("Ada", into: &v)
        #expect(badAccount == nil && badHolder == nil)
        #expect(account?.iban == "CZ6508000000192000145399")
        #expect(holder == "Ada")
        #expect(v.issues == [
            FieldIssue(field: "account", code: "payout.cz_number_checksum"),
            FieldIssue(field: "holder", code: "payout.holder_length", args: ["max": "70"]),
        ])

        #expect(try PayoutAccountRules.validated("CZ65 0800 0000 1920 0014 5399").normalized == "CZ6508000000192000145399")
        do {
            _ = try PayoutAccountRules.validated("")
            Issue.record("an empty account was accepted")
        } catch {
            #expect(error as? AppError == AppError.invalid("account", "payout.empty"))
        }
    }

    @Test func changingAnyOneDigitOfAValidIBANBreaksItsChecksum() throws {
        var rng = SplitMix64(state: 0x5A7C_4E11)
        let countries = ["CZ", "SK", "DE", "SE", "NO", "PL", "ES", "FI", "HU", "BE", "AT", "DK", "PT", "SI"]
        for _ in 0..<500 {
            let picked = countries.randomElement(using: &rng)
            let country = try #require(picked)
            let length = try #require(PayoutAccountRules.ibanLengths[country])
            let bban = (0..<(length - 4)).map { _ in String(Int.random(in: 0...9, using: &rng)) }.joined()
            let iban = country + PayoutAccountRules.ibanCheckDigits(country: country, bban: bban) + bban
            #expect(failure(iban) == nil, "\(iban)")

            var characters = Array(iban)
            let position = Int.random(in: 2..<characters.count, using: &rng)
            let digit = try #require(characters[position].wholeNumberValue)
            let changed = (digit + Int.random(in: 1...9, using: &rng)) % 10
            characters[position] = Character(String(changed))
            let typo = String(characters)
            #expect(failure(typo)?.code == "payout.iban_checksum", "\(iban) → \(typo)")
        }
    }

    @Test func changingAnyOneDigitOfAValidCzechNumberBreaksItsChecksum() throws {
        var rng = SplitMix64(state: 0xC2EC_0800)
        var tried = 0
        while tried < 200 {
            let digits = (0..<10).map { _ in Int.random(in: 0...9, using: &rng) }
            guard case .success(let account) = PayoutAccountRules.check(digits.map { String($0) }.joined() + "/0800") else {
                continue
            }
            tried += 1
            // Its IBAN is valid too.
            let iban = try #require(account.iban)
            #expect(failure(iban) == nil, "\(account.normalized) → \(iban)")

            var typo = digits
            let position = Int.random(in: 0..<10, using: &rng)
            typo[position] = (typo[position] + Int.random(in: 1...9, using: &rng)) % 10
            let text = typo.map { String($0) }.joined() + "/0800"
            #expect(failure(text)?.code == "payout.cz_number_checksum", "\(account.normalized) → \(text)")
        }
    }
}
