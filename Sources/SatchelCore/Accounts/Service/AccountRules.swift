import Foundation

/// What makes a display name, username, email or password acceptable.
enum AccountRules {
    /// Two letters are a common name ("bo", "li").
    static let usernameLength = 2...30
    static let displayNameLength = 1...80
    static let bioLength = 0...500
    static let minimumPasswordLength = 10
    /// bcrypt reads at most 72 bytes.
    static let maximumPasswordBytes = 72

    static func normalizedUsername(_ s: String) -> String {
        normalizedEmail(s)
    }

    /// Also used for what people sign in with: control characters cannot be part of either.
    /// Whether a login was typed at all: something other than white space and C0/C1 controls
    /// (the schema's pattern). One of only invisible format characters names no account.
    static func isLoginGiven(_ s: String) -> Bool {
        s.unicodeScalars.contains { !$0.properties.isWhitespace && $0.properties.generalCategory != .control }
    }

    static func normalizedEmail(_ s: String) -> String {
        String(s.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) })
            .trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    static func isValidUsername(_ s: String) -> Bool {
        usernameLength.contains(s.count)
            && s.unicodeScalars.allSatisfy { CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyz0123456789_.").contains($0) }
            && s.first != "." && s.last != "."
    }

    static func isValidEmail(_ s: String) -> Bool {
        guard s.count <= 254, !s.contains(where: \.isWhitespace),
              !s.unicodeScalars.contains(where: { CharacterSet.controlCharacters.contains($0) })
        else { return false }
        let parts = s.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, parts[1].count >= 3 else { return false }
        let domain = parts[1]
        return domain.contains(".") && !domain.hasPrefix(".") && !domain.hasSuffix(".") && !domain.contains("..")
    }

    /// Checks a new password; adds at most one issue for `field`.
    static func checkPassword(_ password: String, username: String?, email: String?,
                              field: String, into validator: inout Validator) {
        validator.check(password.count >= minimumPasswordLength, field, "password.too_short",
                ["min": "\(minimumPasswordLength)"])
        validator.check(password.utf8.count <= maximumPasswordBytes, field, "password.too_long",
                ["max": "\(maximumPasswordBytes)"])
        // bcrypt stops at a NUL; control characters are never typed on purpose.
        validator.check(!password.unicodeScalars.contains { CharacterSet.controlCharacters.contains($0) }, field,
                "password.control_characters")
        let lowered = password.lowercased()
        // Said apart from "common": the person can see at once what to change.
        validator.check(!(username.map { !$0.isEmpty && lowered.contains($0.lowercased()) } ?? false), field, "password.contains_username")
        validator.check(!(email.map { !$0.isEmpty && lowered == $0.lowercased() } ?? false), field, "password.is_email")
        validator.check(!(CommonPasswords.contains(lowered) || Set(lowered).count <= 2), field, "password.common")
    }

    /// Lower-cased, diacritics folded: what people search by.
    static func searchKey(displayName: String, username: String) -> String {
        fold(displayName) + " " + username
    }

    static func fold(_ s: String) -> String {
        s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .lowercased()
    }
}

/// A short list of passwords people pick most often (at least ten characters long, since
/// shorter ones fail anyway), compared ignoring case.
enum CommonPasswords {
    static func contains(_ lowered: String) -> Bool { list.contains(lowered) }

    static let list: Set<String> = [
        "1234567890", "0123456789", "12345678910", "1234567891", "0987654321", "1111111111",
        "0000000000", "1234512345", "1122334455", "123123123123", "1231231231", "9876543210",
        "qwertyuiop", "qwerty1234", "qwerty12345", "qwerty123456", "qwertyuiop123", "1q2w3e4r5t",
        "1q2w3e4r5t6y", "1qaz2wsx3edc", "zaq12wsxcde3", "qazwsxedc123", "asdfghjkl1", "asdfghjkl;",
        "asdfghjkl123", "zxcvbnm123", "abcdefghij", "abc1234567", "abcd123456", "password12",
        "password123", "password1234", "password12345", "passw0rd123", "p@ssw0rd123", "p@ssword123",
        "passwordpassword", "password!1", "password1!", "iloveyou12", "iloveyou123", "iloveyou1234",
        "letmein123", "letmein1234", "welcome123", "welcome1234", "welcome2024", "welcome2025",
        "welcome2026", "football123", "baseball123", "basketball", "basketball1", "sunshine123",
        "princess123", "trustno1234", "monkey12345", "dragon12345", "master12345", "superman123",
        "starwars123", "changeme123", "administrator", "admin12345", "admin123456", "hello12345",
        "helloworld", "helloworld1", "michael123", "charlie123", "jennifer123", "whatever12",
        "computer123", "internet123", "liverpool1", "chelsea123", "manchester", "spiderman1",
        "blink18218", "pokemon123", "minecraft1", "minecraft123", "fortnite123", "summer2024",
        "summer2025", "summer2026", "winter2024", "winter2025", "winter2026", "autumn2025",
        "spring2025", "spring2026", "secret1234", "q1w2e3r4t5", "a1b2c3d4e5", "1a2b3c4d5e",
        "aaaaaaaaaa", "zzzzzzzzzz", "lösenord123", "losenord123", "lösenord1234", "heslo12345",
        "heslo123456", "sommar2025", "hejsan1234", "satchel123", "satchelsatchel",
    ]
}
