import Foundation
import SatchelAPI
import SatchelCore

/// A title's licence as the library's staff set it: its copies (or unlimited) and its own
/// loan period. Changed under the title's lock, then settled as every lending change is: more
/// copies make waiting holds ready at once; fewer end no loan, nobody new borrows until fewer
/// copies are out than licensed.
extension LendingService {
    public static let loanDaysRange = 1...365

    public func setLicence(_ titleID: UUID, library: LibraryRow, _ input: TitleLicenceInput, by staff: ViewerUser) async throws -> StaffTitle {
        let copies: Int?
        if input.unlimited == true {
            copies = nil
        } else {
            guard let given = input.copies else { throw AppError.invalid("copies", "library.staff.copies_required") }
            guard (0...100_000).contains(given) else { throw AppError.invalid("copies", "library.range", ["min": "0", "max": "100000"]) }
            copies = given
        }
        if let days = input.loanDays, !Self.loanDaysRange.contains(days) {
            throw AppError.invalid("loanDays", "library.range", ["min": "1", "max": "365"])
        }
        let (published, name) = try await context.writeTransaction { tx -> ([InboxNotification], String) in
            let title = try await Self.lock(titleID, library: library.id, tx: tx)
            title.copies = copies
            try await tx.libraryStore.setTitleLoanDays(titleID, input.loanDays)
            // Availability shown in lists and search follows the new count.
            tx.libraryChanged("library_catalogue", library.id)
            return (try await Self.settle(title, library: library, tx: tx), title.title)
        }
        try await publish(published)
        try await context.adminAudit.record(by: staff, "library.title_licence", subject: titleID, subjectName: name,
                                            detail: "copies=\(copies.map(String.init) ?? "unlimited") loanDays=\(input.loanDays.map(String.init) ?? "library")")
        return try await staffTitle(titleID, library: library)
    }

    /// The loan period of a title: its own, else the library's.
    static func loanDays(_ title: TitleRecord, library: LibraryRow, tx: SatchelContext) async throws -> Int {
        try await tx.libraryStore.titleLoanDays(title.requireID()) ?? library.loanDays
    }
}
