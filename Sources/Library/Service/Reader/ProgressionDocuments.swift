import Foundation
import SatchelAPI
import SatchelCore

/// OPDS Progression 1.0: the reader's place as e-reader apps exchange it, the same place the
/// reader API and the web reader keep (`ReadingSync`), under the same rule — without a
/// `basedOn` revision, the newest by the device's clock wins, an older one is refused.
struct ProgressionDocument: Codable, Sendable, Equatable {
    struct Device: Codable, Sendable, Equatable {
        /// A URI (the draft's rule): a stored id that is not one is shown as `urn:satchel:device:…`.
        var id: String
        var name: String
    }

    /// The chapter the place is in, when the book's contents name it.
    var title: String?
    var modified: Date
    var device: Device
    /// 0…1 over the whole book.
    var progression: Double
    /// The place inside the book: the chapter's path in the publication.
    var references: [String]?
    /// The same place as Satchel's Readium locator (read only: a saved place is computed).
    var locator: ReaderLocator?
}

extension ReadingSync {
    /// Whose place an e-reader signed in with `card` may read or move: the account the card was
    /// last used on Satchel with, and only in a title on loan to this card now. A card's PIN
    /// must not tell what its account reads elsewhere, nor move that place.
    func progressionReader(title titleID: UUID, card: CardRow) async throws -> UUID {
        guard let user = card.userID else { throw AppError(.forbidden, "library.opds.card_without_account") }
        guard try await !context.libraryStore.openLoans(card: card.id, of: [titleID]).isEmpty else { throw AppError.notFound("loan") }
        return user
    }

    /// The saved place as a progression document; nil when nothing is saved.
    func progressionDocument(_ titleID: UUID, user: UUID) async throws -> ProgressionDocument? {
        guard let position = try await position(titleID, user: user) else { return nil }
        return try await document(position, titleID: titleID, user: user)
    }

    /// Saves a place an e-reader sends: the chapter it names in `references` (when the book has
    /// it), else where the book-wide `progression` falls. Throws `Stale` when a newer place
    /// is saved.
    func saveProgression(_ input: ProgressionDocument, titleID: UUID, user: UUID) async throws -> ProgressionDocument {
        var locator = try await locator(atTotal: input.progression, titleID: titleID, user: user)
        if let reference = input.references?.first.map({ Self.bookPath($0, titleID: titleID) }), !reference.isEmpty, reference != locator.href {
            let opened = try await context.readerAccess.open(titleID, user: user)
            if opened.allows(reference), opened.publication.locate(href: reference, progression: 0) != nil {
                locator = ReaderLocator(href: reference, locations: .init(progression: 0))
            }
        }
        let saved = try await save(ReadingPosition(locator: locator, device: ReaderDevice(id: input.device.id, name: input.device.name),
                                                   modified: input.modified), titleID: titleID, user: user)
        return try await document(saved, titleID: titleID, user: user)
    }

    func document(_ position: ReadingPosition, titleID: UUID, user: UUID) async throws -> ProgressionDocument {
        let chapter = try? await context.readerAccess.open(titleID, user: user).publication.chapterTitle(href: position.locator.href)
        return ProgressionDocument(title: chapter, modified: position.modified,
                                   device: .init(id: Self.deviceURI(position.device.id), name: position.device.name),
                                   progression: position.locator.locations.totalProgression ?? 0, references: [position.locator.href],
                                   locator: position.locator)
    }

    /// Device ids from the web reader and Readium clients are plain names; the draft wants URIs.
    static func deviceURI(_ id: String) -> String {
        if let scheme = URL(string: id)?.scheme, !scheme.isEmpty { return id }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return "urn:satchel:device:" + (id.addingPercentEncoding(withAllowedCharacters: allowed) ?? "device")
    }
}
