import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// Library cards and signing in with card number and PIN. Wrong PINs slow further tries from
/// the same source (growing waits, kept in the database like password sign-in's). The account
/// that last signed in with the card is its holder's: it is counted on its own, so nobody who
/// merely knows the number can keep the holder out. Everyone else is a stranger: `lockAfter`
/// wrong PINs from strangers in a row lock the card for strangers until staff unlock it
/// (`satchel admin card-attempts` shows who tried).
public struct CardService: Sendable {
    let context: SatchelContext

    /// Wrong PINs in a row that lock a card.
    public static let lockAfter = 10
    /// How long a library session lasts, without and with "remember me".
    public static let sessionLength: TimeInterval = 12 * 3600
    public static let rememberedSessionLength: TimeInterval = 90 * 86_400

    static func throttleKey(library: UUID, number: String) -> String {
        "card:\(library.uuidString.lowercased()):\(number.lowercased())"
    }

    // MARK: staff

    /// A new card (or a new PIN and name for an existing number).
    @discardableResult
    public func issue(library: LibraryRow, number: String, pin: String, name: String) async throws -> CardRecord {
        let number = LibraryRules.normalisedNumber(number)
        var validator = Validator()
        validator.check(LibraryRules.validNumber(number), "cardNumber", "library.card_number")
        validator.check(LibraryRules.validPIN(pin), "pin", "library.pin_format")
        validator.check(!UserText.clean(name).isEmpty, "name", "field.required")
        try validator.finish()
        let libraryID = library.id
        let hash = try await context.hashPassword(pin)
        let card = try await CardRecord.query(on: context.db).filter(\.$libraryID == libraryID).filter(\.$number == number).first()
            ?? CardRecord(libraryID: libraryID, number: number, pinHash: hash, holderName: "", now: context.now)
        card.pinHash = hash
        card.holderName = String(UserText.clean(name).prefix(200))
        try await card.save(on: context.db)
        return card
    }

    public struct CSVReport: Sendable {
        public var issued = 0
        public var skipped: [(line: Int, reason: String)] = []
    }

    /// Cards from CSV (RFC 4180): `number,pin,name` per record, a header recognised and skipped.
    /// A name may be quoted, with commas or doubled quotes in it.
    public func importCSV(_ data: Data, library: LibraryRow) async throws -> CSVReport {
        var report = CSVReport()
        let records: [CSVRecord]
        do {
            records = try CSVReader.records(in: data)
        } catch let error as CSVError {
            throw AppError.invalid("file", "csv.unreadable", ["reason": error.description])
        }
        for (index, record) in records.enumerated() {
            let fields = record.fields.map { $0.trimmingCharacters(in: .whitespaces) }
            if fields.allSatisfy(\.isEmpty) { continue }
            if index == 0, fields.first?.lowercased().contains("number") == true { continue }
            guard fields.count == 3 else {
                report.skipped.append((record.line, "expected number,pin,name"))
                continue
            }
            do {
                try await issue(library: library, number: fields[0], pin: fields[1], name: fields[2])
                report.issued += 1
            } catch let error as AppError {
                report.skipped.append((record.line, error.problem(Localizer(language: "en")).detail ?? error.code))
            }
        }
        return report
    }

    /// Lifts the lock and forgets the wrong PINs.
    public func unlock(library: LibraryRow, number: String) async throws {
        let number = LibraryRules.normalisedNumber(number)
        guard let card = try await CardRecord.query(on: context.db).filter(\.$libraryID == library.id)
            .filter(\.$number == number).first() else { throw AppError.notFound("card") }
        card.lockedAt = nil
        card.failedPINs = 0
        try await card.update(on: context.db)
        try await context.throttle.clear(account: Self.throttleKey(library: library.id, number: number))
    }

    /// What staff see of a card's wrong PINs: whether strangers are locked out, and each source's
    /// count (the account that tried, or the address an OPDS reader tried from).
    public struct Attempts: Sendable {
        public struct Source: Sendable {
            /// `@username`, `holder @username`, an address, or `all strangers`.
            public var who: String
            public var failures: Int
            public var since: Date
            public var waitUntil: Date?
        }
        public var holder: String?
        public var lockedForStrangersAt: Date?
        public var wrongPINsInARow: Int
        public var sources: [Source]
    }

    public func attempts(library: LibraryRow, number: String) async throws -> Attempts {
        let number = LibraryRules.normalisedNumber(number)
        let libraryID = library.id
        guard let card = try await CardRecord.query(on: context.db).filter(\.$libraryID == libraryID)
            .filter(\.$number == number).first() else { throw AppError.notFound("card") }
        let account = Self.throttleKey(library: libraryID, number: number)
        let rows = try await context.throttle.attempts(account: account)
        let userIDs = rows.compactMap { UUID(uuidString: String($0.key.split(separator: "|").last?.split(separator: ":").last ?? "")) }
            + (card.userID.map { [$0] } ?? [])
        let names = Dictionary(uniqueKeysWithValues: try await User.query(on: context.db).filter(\.$id ~~ userIDs).all()
            .map { ($0.id!, "@" + $0.username) })
        let sources = rows.map { row -> Attempts.Source in
            let source = row.key == account ? "" : String(row.key.dropFirst(account.count + 1))
            let who: String
            if source.isEmpty { who = "all strangers" }
            else if source == "device:holder" { who = "holder " + (card.userID.flatMap { names[$0] } ?? "") }
            else if source.hasPrefix("user:"), let id = UUID(uuidString: String(source.dropFirst(5))) { who = names[id] ?? "a deleted account" }
            else { who = source.hasPrefix("ip:") ? String(source.dropFirst(3)) : source }
            return Attempts.Source(who: who, failures: row.failures, since: row.windowStartedAt, waitUntil: row.lockedUntil)
        }
        return Attempts(holder: card.userID.flatMap { names[$0] }, lockedForStrangersAt: card.lockedAt,
                        wrongPINsInARow: card.failedPINs, sources: sources)
    }

    // MARK: patrons

    /// The card for `number` if `pin` is right. Every failure costs the same time, says the
    /// same thing for an unknown card and a wrong PIN, and counts towards the waits and lock.
    /// `user`: the Satchel account trying (nil for an OPDS reader, known only by its address).
    public func authenticate(library: LibraryRow, number rawNumber: String, pin: String, user: UUID?,
                             address: String?) async throws -> CardRecord {
        let libraryID = library.id
        let number = LibraryRules.normalisedNumber(rawNumber)
        var validator = Validator()
        validator.check(!number.isEmpty, "cardNumber", "field.required")
        validator.check(!pin.isEmpty, "pin", "field.required")
        try validator.finish()
        let card = try await CardRecord.query(on: context.db).filter(\.$libraryID == libraryID).filter(\.$number == number).first()
        let context = self.context
        let isHolder = user != nil && card?.userID == user
        let source: SignInThrottleService.Source = isHolder ? .knownDevice("holder")
            : .stranger(user.map { "user:" + $0.uuidString.lowercased() })
        let ok: Bool
        do {
            ok = try await context.throttle.attempt(account: Self.throttleKey(library: libraryID, number: number), address: address,
                                                    from: source) {
                if let card, card.lockedAt != nil, !isHolder { throw AppError(.forbidden, "library.card_locked") }
                return try await context.verifyPassword(pin, hash: card?.pinHash ?? context.services.decoyPasswordHash) && card != nil
            }
        } catch let error as AppError where error.kind == .throttled {
            throw AppError(.throttled, "library.pin_throttled", error.args, retryAfter: error.retryAfter)
        }
        guard let card, ok else {
            // The holder's own slips only slow the holder down.
            if let card, !isHolder {
                card.failedPINs += 1
                if card.failedPINs >= Self.lockAfter { card.lockedAt = context.now }
                try await card.update(on: context.db)
                if card.lockedAt != nil { throw AppError(.forbidden, "library.card_locked") }
            }
            throw AppError(.unauthorized, "library.card_or_pin_wrong")
        }
        // Strangers' wrong PINs stay counted when the holder signs in: only another account's
        // right PIN (the holder on a new account) ends their row.
        if !isHolder, card.failedPINs != 0, card.lockedAt == nil {
            card.failedPINs = 0
            try await card.update(on: context.db)
        }
        return card
    }

    /// Signs `user` in to `library` with a card; replaces an earlier library session there.
    @discardableResult
    public func signIn(user: UUID, library: LibraryRow, _ form: CardSignIn, address: String?) async throws -> LibrarySessionRecord {
        let card = try await authenticate(library: library, number: form.cardNumber, pin: form.pin, user: user, address: address)
        return try await startSession(user: user, card: card, remember: form.remember ?? false)
    }

    func startSession(user: UUID, card: CardRecord, remember: Bool) async throws -> LibrarySessionRecord {
        let expires = context.now.addingTimeInterval(remember ? Self.rememberedSessionLength : Self.sessionLength)
        if card.userID != user {
            card.userID = user
            try await card.update(on: context.db)
        }
        let session = try await findOrCreate {
            let session = try await LibrarySessionRecord.query(on: context.db).filter(\.$userID == user).filter(\.$libraryID == card.libraryID).first()
                ?? LibrarySessionRecord(userID: user, libraryID: card.libraryID, cardID: try card.requireID(), remember: remember, expiresAt: expires)
            session.cardID = try card.requireID()
            session.remember = remember
            session.expiresAt = expires
            try await session.save(on: context.db)
            return session
        }
        try await context.libraries.choose(card.libraryID, user: user)
        return session
    }

    /// A card for `user`, where the library lets people register themselves.
    public func register(user: UUID, library: LibraryRow, _ form: CardRegistration) async throws -> (number: String, session: LibrarySessionRecord) {
        guard library.selfRegistration else { throw AppError(.forbidden, "library.no_self_registration") }
        var number = ""
        repeat {
            number = String((0..<14).map { _ in Character(String(Int.random(in: 0...9))) })
        } while try await CardRecord.query(on: context.db).filter(\.$libraryID == library.id).filter(\.$number == number).count() > 0
        let card = try await issue(library: library, number: number, pin: form.pin, name: form.name)
        return (number, try await startSession(user: user, card: card, remember: true))
    }

    public func signOut(user: UUID, library: UUID) async throws {
        try await LibrarySessionRecord.query(on: context.db).filter(\.$userID == user).filter(\.$libraryID == library).delete()
    }

    /// The card of the user's library session there, while it lasts.
    public func patronCardID(user: UUID, library: LibraryRow) async throws -> UUID? {
        try await context.libraryStore.sessionCardID(user: user, library: library.id, now: context.now)
    }

    /// The card `user` is signed in to `library` with (locked or not), or nil.
    public func signedInCard(user: UUID, library: LibraryRow) async throws -> CardRow? {
        try await context.libraryStore.signedInCard(user: user, library: library.id, now: context.now)
    }

    /// The card `user` is signed in to `library` with, or a sign-in-to-the-library error.
    public func requireCard(user: UUID, library: LibraryRow) async throws -> CardRow {
        guard let card = try await signedInCard(user: user, library: library) else { throw AppError(.unauthorized, "library.card_required") }
        guard card.lockedAt == nil else { throw AppError(.forbidden, "library.card_locked") }
        return card
    }

    /// The user's card at `library` as pages show it, while the library session lasts.
    public func patronStatus(user: UUID, library: LibraryRow) async throws -> Patron? {
        // Every library page shows it: the session, its card and what is on it, in one read.
        guard let row = try await context.libraryStore.patronStatus(user: user, library: library.id, now: context.now) else { return nil }
        return Patron(libraryId: row.libraryID, card: Self.masked(row.number), name: row.holderName, loans: row.loans, holds: row.holds,
                      expiresAt: row.expiresAt)
    }

    public func render(_ session: LibrarySessionRecord) async throws -> Patron {
        guard let card = try await CardRecord.find(session.cardID, on: context.db) else { throw AppError(.unauthorized, "library.card_required") }
        let loans = try await LoanRecord.query(on: context.db).filter(\.$cardID == session.cardID).open().count()
        let holds = try await HoldRecord.query(on: context.db).filter(\.$cardID == session.cardID)
            .active().count()
        return Patron(libraryId: session.libraryID, card: Self.masked(card.number), name: card.holderName,
                      loans: loans, holds: holds, expiresAt: session.expiresAt)
    }

    /// "•••• 1234".
    public static func masked(_ number: String) -> String {
        number.count <= 4 ? number : "•••• " + number.suffix(4)
    }
}

extension SatchelContext {
    public var cards: CardService { CardService(context: self) }
}
