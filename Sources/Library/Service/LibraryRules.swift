import Foundation
import SatchelCore

/// What the library accepts: every check of what patrons and staff give, in one place, for the
/// API, the web pages, OPDS and the commands.
enum LibraryRules {
    static let stars = 1...5
    static let reviewMax = 2_000
    static let pinLength = 4...8
    static let cardNumberLength = 4...20
    static let slugMax = 40
    static let loanDays = 1...365
    static let pickupDays = 1...30
    static let maxLoans = 1...100
    static let maxHolds = 0...100

    /// As staff and patrons type card numbers: spaces and dashes are only for reading.
    static func normalisedNumber(_ text: String) -> String {
        text.filter { !$0.isWhitespace && $0 != "-" }
    }

    static func validNumber(_ number: String) -> Bool {
        cardNumberLength.contains(number.count) && number.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    static func validPIN(_ pin: String) -> Bool {
        pinLength.contains(pin.count) && pin.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Pages under /library/ that belong to no one library, so no library may be named so.
    static let pageNames: Set<String> = ["shelf", "cards", "search", "notes", "journey", "choose", "covers", "my-shelves", "offline"]

    static func validSlug(_ slug: String) -> Bool {
        slug.count <= slugMax && !slug.isEmpty && slug.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }
    }

    /// A sample is read from the title's e-book: a title without one has nothing to sample.
    static func requireEBook(_ title: TitleRow) throws {
        guard title.epubFile != nil else { throw AppError(.notFound, "reader.no_content") }
    }
}
