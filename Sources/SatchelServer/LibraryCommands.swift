import ConsoleKit
import Foundation
import Library
import SatchelCore
import Vapor

/// `satchel library …`: setting up libraries and filling their catalogues; card chores are
/// under `satchel admin` (add-card, import-cards, card-attempts, unlock-card).
enum LibraryCommands {
    static var group: any AsyncCommandGroup {
        Group(commands: [
            "add": AddLibrary(),
            "import": ImportEPUBs(),
            "import-marc": ImportMARC(),
            "alert": SetAlert(),
            "event": AddEvent(),
            "recommend": Recommend(),
            "demo-books": WriteDemoBooks(),
        ])
    }

    struct Group: AsyncCommandGroup {
        let commands: [String: any AnyAsyncCommand]
        var help: String { "Set up libraries and their catalogues: add, import, import-marc, alert, event, recommend, demo-books." }
    }

    static func library(_ app: Application, _ slug: String, _ context: CommandContext) async throws -> LibraryRow {
        try await app.context.libraries.find(slug: slug)
    }

    /// `satchel library add SLUG NAME`
    struct AddLibrary: AsyncCommand {
        struct Signature: CommandSignature {
            @Argument(name: "slug", help: "Short name in addresses (/library/SLUG): lower-case letters, digits, hyphens.") var slug: String
            @Argument(name: "name", help: "The library's name.") var name: String
            @Option(name: "language", help: "sv, en or cs: the catalogue's sort order (default en).") var language: String?
            @Option(name: "loan-days", help: "Loan period (default 21).") var loanDays: Int?
            @Option(name: "pickup-days", help: "Days to collect a ready hold (default 3).") var pickupDays: Int?
            @Option(name: "max-loans", help: "Loans per card at a time (default 5).") var maxLoans: Int?
            @Option(name: "max-holds", help: "Holds per card at a time (default 5).") var maxHolds: Int?
            @Option(name: "help-file", help: "A text file for the help page (paragraphs; \"Q:\" starts a question).") var helpFile: String?
            @Flag(name: "self-registration", help: "Let people get a card on the web.") var selfRegistration: Bool
        }
        var help: String { "Adds a library, or changes the one with this slug." }

        func run(using context: CommandContext, signature s: Signature) async throws {
            let app = context.application
            try await app.autoMigrate()
            var setup = LibraryService.Setup(slug: s.slug, name: s.name, language: s.language ?? "en")
            setup.loanDays = s.loanDays ?? 21
            setup.pickupDays = s.pickupDays ?? 3
            setup.maxLoans = s.maxLoans ?? 5
            setup.maxHolds = s.maxHolds ?? 5
            setup.selfRegistration = s.selfRegistration
            if let file = s.helpFile { setup.help = try String(contentsOfFile: file, encoding: .utf8) }
            let record = try await app.context.libraries.save(setup)
            context.console.success("Library \(record.name) is at /library/\(record.slug).")
        }
    }

    /// Runs one import into the library named `slug`, timed, with progress on standard error,
    /// and reports what it did: every import command is this with its own reader.
    static func runImport(_ context: CommandContext, slug: String?, copies: Int?, unlimited: Bool,
                          progress: ProgressReporter,
                          _ work: @escaping (CatalogueImport, Int?) async throws -> CatalogueImport.Report) async throws {
        let app = context.application
        try await app.autoMigrate()
        let library = try await LibraryCommands.library(app, slug ?? "", context)
        let started = Date()
        let report = try await progress.run {
            try await work(app.context.catalogueImport(library), unlimited ? nil : max(0, copies ?? 1))
        }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        let shown = ImportCommands.ImportProducts.shownSkips
        // Each warning on a line of its own, under the file it is about.
        for warned in report.warned.prefix(shown) {
            context.console.warning("  \(warned.what) (imported):")
            for warning in warned.warnings { context.console.warning("    " + warning) }
        }
        if report.warned.count > shown { context.console.warning("  … and \(report.warned.count - shown) more with warnings") }
        for skipped in report.skipped.prefix(shown) { context.console.warning("  \(skipped.what) (refused): \(skipped.reason)") }
        if report.skipped.count > shown { context.console.warning("  … and \(report.skipped.count - shown) more refused") }
        // The summary comes last, where it is seen: every file given is counted once.
        let summary = report.summary + ", in \(seconds) s"
        // Nothing imported while something was refused: a failure, for scripts too.
        guard !report.everythingRefused else {
            throw CommandFailure(summary + ": every file was refused")
        }
        context.console.success(summary)
    }

    /// `satchel library import --library SLUG DIR`
    struct ImportEPUBs: AsyncCommand {
        struct Signature: CommandSignature {
            @Option(name: "library", help: "The library's slug.") var library: String?
            @Argument(name: "directory", help: "A folder of .epub files (searched recursively).") var directory: String
            @Option(name: "copies", help: "Copies licensed of each title (default 1).") var copies: Int?
            @Flag(name: "unlimited", help: "Everyone may borrow each title at once.") var unlimited: Bool
        }
        var help: String { "Imports EPUB 2 and 3 books: metadata, cover and the book itself; broken files are listed and skipped." }

        func run(using context: CommandContext, signature s: Signature) async throws {
            let progress = context.application.progress("library import", unit: "files")
            try await LibraryCommands.runImport(context, slug: s.library, copies: s.copies, unlimited: s.unlimited,
                                                progress: progress) { importer, copies in
                try await importer.importEPUBs(directory: s.directory, copies: copies, progress: progress)
            }
        }
    }

    /// `satchel library import-marc --library SLUG FILE`
    struct ImportMARC: AsyncCommand {
        struct Signature: CommandSignature {
            @Option(name: "library", help: "The library's slug.") var library: String?
            @Argument(name: "file", help: "MARC 21 records in ISO 2709 (.mrc), UTF-8.") var file: String
            @Option(name: "copies", help: "Copies licensed of each title (default 1).") var copies: Int?
            @Flag(name: "unlimited", help: "Everyone may borrow each title at once.") var unlimited: Bool
        }
        var help: String { "Imports MARC 21 bibliographic records (metadata only); damaged records are listed and skipped." }

        func run(using context: CommandContext, signature s: Signature) async throws {
            let size = (try? FileManager.default.attributesOfItem(atPath: s.file)[.size] as? NSNumber)?.int64Value
            let progress = context.application.progress("library import-marc", unit: "records", bytesTotal: size)
            try await LibraryCommands.runImport(context, slug: s.library, copies: s.copies, unlimited: s.unlimited,
                                                progress: progress) { importer, copies in
                guard FileManager.default.isReadableFile(atPath: s.file) else { throw ImportFailure(description: "Cannot read \(s.file)") }
                return try await importer.importMARC(path: s.file, copies: copies, progress: progress)
            }
        }
    }

    /// `satchel library alert --library SLUG TEXT`
    struct SetAlert: AsyncCommand {
        struct Signature: CommandSignature {
            @Option(name: "library", help: "The library's slug.") var library: String?
            @Argument(name: "text", help: "The message on every page of the library; \"\" removes it.") var text: String
        }
        var help: String { "Sets or clears the library's urgent message." }

        func run(using context: CommandContext, signature s: Signature) async throws {
            let app = context.application
            let library = try await LibraryCommands.library(app, s.library ?? "", context)
            try await app.context.libraries.setAlert(s.text, library: library)
            context.console.success(s.text.isEmpty ? "Alert removed." : "Alert set.")
        }
    }

    /// `satchel library demo-books DIR`
    struct WriteDemoBooks: AsyncCommand {
        struct Signature: CommandSignature {
            @Argument(name: "directory", help: "Where to write the EPUB files (created when missing).") var directory: String
        }
        var help: String { "Writes the project's own readable demo books (EPUB 3 and EPUB 2) into a folder, ready for `library import`." }

        func run(using context: CommandContext, signature s: Signature) async throws {
            for path in try DemoBooks.write(to: s.directory) { context.console.print(path) }
        }
    }

    /// `satchel library event --library SLUG --date 2026-12-01T18:00 TITLE`
    struct AddEvent: AsyncCommand {
        struct Signature: CommandSignature {
            @Option(name: "library", help: "The library's slug.") var library: String?
            @Option(name: "date", help: "When: 2026-12-01 or 2026-12-01T18:00 (UTC).") var date: String?
            @Option(name: "image", help: "A picture for it (JPEG, PNG or WebP).") var image: String?
            @Argument(name: "title", help: "What happens.") var title: String
        }
        var help: String { "Adds an event to the library's front page." }

        func run(using context: CommandContext, signature s: Signature) async throws {
            let app = context.application
            let library = try await LibraryCommands.library(app, s.library ?? "", context)
            let text = s.date ?? ""
            let formats = ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"]
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            let date = formats.lazy.compactMap { format -> Date? in formatter.dateFormat = format; return formatter.date(from: text) }.first
            guard let date else { throw CommandFailure("Give --date as 2026-12-01 or 2026-12-01T18:00") }
            let image = try s.image.map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) }
            try await app.context.libraries.addEvent(s.title, at: date, image: image, library: library)
            context.console.success("Event added.")
        }
    }

    /// `satchel library recommend --library SLUG NAME ISBN…`
    struct Recommend: AsyncCommand {
        struct Signature: CommandSignature {
            @Option(name: "library", help: "The library's slug.") var library: String?
            @Argument(name: "name", help: "The list's name (a list of that name is replaced).") var name: String
            @Argument(name: "titles", help: "ISBNs or title ids, comma-separated, in order.") var titles: String
        }
        var help: String { "Makes a librarians' recommended list for the front page." }

        func run(using context: CommandContext, signature s: Signature) async throws {
            let app = context.application
            let library = try await LibraryCommands.library(app, s.library ?? "", context)
            var ids: [UUID] = []
            for item in s.titles.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                if let id = try await app.context.titles.lookup(item, library: library) { ids.append(id) } else {
                    context.console.warning("  not in the catalogue: \(item)")
                }
            }
            try await app.context.libraries.saveList(s.name, titles: ids, library: library)
            context.console.success("List \(s.name) has \(ids.count) titles.")
        }
    }
}

/// `satchel admin add-card`, `import-cards`, `card-attempts`, `unlock-card`.
enum CardCommands {
    struct AddCard: AsyncCommand {
        struct Signature: CommandSignature {
            @Option(name: "library", help: "The library's slug.") var library: String?
            @Argument(name: "number", help: "The card number (4–20 letters and digits).") var number: String
            @Argument(name: "name", help: "The card holder's name.") var name: String
            @Option(name: "pin", help: "The PIN, 4–8 digits (default: asked for).") var pin: String?
        }
        var help: String { "Issues a library card (or sets a new PIN and name for an existing number)." }

        func run(using context: CommandContext, signature s: Signature) async throws {
            let app = context.application
            try await app.autoMigrate()
            let library = try await LibraryCommands.library(app, s.library ?? "", context)
            let pin = s.pin ?? context.console.ask("PIN (4–8 digits):", isSecure: true)
            _ = try await app.context.cards.issue(library: library, number: s.number, pin: pin, name: s.name)
            context.console.success("Card \(s.number) issued at \(library.name).")
        }
    }

    struct ImportCards: AsyncCommand {
        struct Signature: CommandSignature {
            @Option(name: "library", help: "The library's slug.") var library: String?
            @Argument(name: "file", help: "CSV with number,pin,name per line (a header line is allowed).") var file: String
        }
        var help: String { "Issues library cards from a CSV file; bad lines are listed and skipped." }

        func run(using context: CommandContext, signature s: Signature) async throws {
            let app = context.application
            try await app.autoMigrate()
            let library = try await LibraryCommands.library(app, s.library ?? "", context)
            let report = try await app.context.cards.importCSV(try Data(contentsOf: URL(fileURLWithPath: s.file)), library: library)
            context.console.success("Issued \(report.issued) cards, skipped \(report.skipped.count)")
            for skipped in report.skipped.prefix(20) { context.console.warning("  line \(skipped.line): \(skipped.reason)") }
        }
    }

    struct CardAttempts: AsyncCommand {
        struct Signature: CommandSignature {
            @Option(name: "library", help: "The library's slug.") var library: String?
            @Argument(name: "number", help: "The card number.") var number: String
        }
        var help: String { "Shows who tried wrong PINs on a card, and whether it is locked for everyone but its holder." }

        func run(using context: CommandContext, signature s: Signature) async throws {
            let app = context.application
            let library = try await LibraryCommands.library(app, s.library ?? "", context)
            let attempts = try await app.context.cards.attempts(library: library, number: s.number)
            let time = { (date: Date) in date.iso8601 }
            context.console.print("Card \(s.number) at \(library.name); holder: \(attempts.holder ?? "nobody has signed in with it yet")")
            if let locked = attempts.lockedForStrangersAt {
                context.console.warning("Locked for everyone but its holder since \(time(locked)), after \(attempts.wrongPINsInARow) wrong PINs "
                    + "(satchel admin unlock-card \(s.number)).")
            } else {
                context.console.print("Wrong PINs in a row by others than the holder: \(attempts.wrongPINsInARow) of \(CardService.lockAfter).")
            }
            if attempts.sources.isEmpty { context.console.print("No wrong PINs are counted now.") }
            for source in attempts.sources {
                let wait = source.waitUntil.map { $0 > app.context.now ? ", waiting until \(time($0))" : "" } ?? ""
                context.console.print("  \(source.who): \(source.failures) wrong since \(time(source.since))\(wait)")
            }
        }
    }

    struct UnlockCard: AsyncCommand {
        struct Signature: CommandSignature {
            @Option(name: "library", help: "The library's slug.") var library: String?
            @Argument(name: "number", help: "The card number.") var number: String
        }
        var help: String { "Unlocks a card locked after too many wrong PINs." }

        func run(using context: CommandContext, signature s: Signature) async throws {
            let app = context.application
            let library = try await LibraryCommands.library(app, s.library ?? "", context)
            try await app.context.cards.unlock(library: library, number: s.number)
            context.console.success("Card \(s.number) can sign in again.")
        }
    }
}
