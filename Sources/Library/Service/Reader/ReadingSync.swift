import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Positions that follow the reader across devices. The place is the newest intentional move,
/// but a report made from a view opened before another device's newer place existed (its
/// `basedOn` revision is older, and that place is another device's) is refused with the newer
/// place, so an open old tab never sets the place back silently; the reader then chooses to go
/// there or to stay (a save based on the newer revision). Reports without `basedOn` (Readium
/// clients) keep the older rule: the newest by the device's clock wins. The server computes each
/// position's place in the book from its own position list so every device shows the same
/// percentage.
struct ReadingSync {
    let context: SatchelContext

    /// A write older than what is saved, with what is saved.
    struct Stale: Error {
        let current: ReadingPosition
    }

    /// How far ahead of the server a device's clock may claim to be.
    static let clockSkew: TimeInterval = 300

    func position(_ titleID: UUID, user: UUID) async throws -> ReadingPosition? {
        _ = try await context.titles.find(titleID)
        return try await record(titleID, user: user).map(render)
    }

    /// Saves `update` when it is newer than the saved position; throws `Stale` otherwise.
    func save(_ update: ReadingPosition, titleID: UUID, user: UUID) async throws -> ReadingPosition {
        let opened = try await context.readerAccess.open(titleID, user: user)
        let device = try Self.device(update.device)
        let place = try Self.place(update.locator, in: opened)
        try Self.checkClock(update.modified, field: "modified", now: context.now)
        return try await context.writeTransaction { tx in
            let existing = try await ReadingPositionRecord.query(on: tx.db).filter(\.$userID == user).filter(\.$titleID == titleID).first()
            if let existing {
                if let seen = update.basedOn, existing.deviceID != device.id {
                    if existing.revision > seen { throw Stale(current: render(existing)) }
                } else if existing.modifiedAt > update.modified {
                    throw Stale(current: render(existing))
                }
            }
            let record = existing ?? ReadingPositionRecord()
            record.revision = (existing?.revision ?? 0) + 1
            record.userID = user
            record.titleID = titleID
            record.href = place.href
            record.progression = place.progression
            record.position = place.position
            record.totalProgression = place.totalProgression
            record.excerpt = place.excerpt
            record.deviceID = device.id
            record.deviceName = device.name
            record.modifiedAt = update.modified
            record.savedAt = tx.now
            try await record.save(on: tx.db)
            return render(record)
        }
    }

    func record(_ titleID: UUID, user: UUID) async throws -> ReadingPositionRow? {
        try await context.libraryStore.readingPosition(user: user, title: titleID)
    }

    func render(_ r: ReadingPositionRecord) -> ReadingPosition { render(ReadingPositionRow(r)) }

    func render(_ r: ReadingPositionRow) -> ReadingPosition {
        ReadingPosition(locator: ReaderLocator(href: r.href, locations: .init(progression: r.progression, position: r.position,
                                                                               totalProgression: r.totalProgression),
                                               text: r.excerpt.map { .init(highlight: $0) }),
                        device: ReaderDevice(id: r.deviceID, name: r.deviceName), modified: r.modifiedAt, revision: r.revision)
    }

    /// How far the user is in each of these titles (0…1), for the bookshelf.
    func progress(_ titles: [UUID], user: UUID) async throws -> [UUID: Double] {
        guard !titles.isEmpty else { return [:] }
        let rows = try await context.libraryStore.readingProgress(user: user, titles: titles)
        return Dictionary(rows.map { ($0.titleID, $0.totalProgression) }, uniquingKeysWith: { a, _ in a })
    }

    /// A place a client reports, checked against the book and what the viewer may read.
    struct Place {
        var href: String
        var progression: Double
        var position: Int
        var totalProgression: Double
        var excerpt: String?
    }

    static func place(_ locator: ReaderLocator, in opened: ReaderAccess.Opened) throws -> Place {
        let progression = locator.locations.progression ?? 0
        guard progression.isFinite, (0...1).contains(progression) else { throw AppError.invalid("locator.locations.progression", "reader.progression") }
        let href = bookPath(locator.href, titleID: opened.title.id)
        guard opened.allows(href), let found = opened.publication.locate(href: href, progression: progression) else {
            throw AppError.invalid("locator.href", "reader.href")
        }
        let excerpt = locator.text?.highlight.map { String(UserText.clean($0).prefix(200)) }.flatMap { $0.isEmpty ? nil : $0 }
        return Place(href: href, progression: progression, position: found.position, totalProgression: found.totalProgression, excerpt: excerpt)
    }

    /// A device's time may be a little ahead of the server's, not more.
    static func checkClock(_ date: Date, field: String, now: Date) throws {
        guard date <= now.addingTimeInterval(clockSkew) else { throw AppError.invalid(field, "reader.future") }
    }

    /// A device id and name as stored: trimmed, 1–100 characters.
    static func device(_ device: ReaderDevice) throws -> ReaderDevice {
        let id = device.id.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = UserText.clean(device.name)
        guard !id.isEmpty, id.count <= 100 else { throw AppError.invalid("device.id", "reader.device") }
        guard !name.isEmpty, name.count <= 100 else { throw AppError.invalid("device.name", "reader.device") }
        return ReaderDevice(id: id, name: name)
    }

    /// A locator's href as a book path: clients may send it as the manifest lists it or
    /// resolved against the manifest (`/publications/<id>/…`).
    static func bookPath(_ href: String, titleID: UUID) -> String {
        var path = href
        for prefix in ["/publications/\(titleID.uuidString)/", "/publications/\(titleID.uuidString.lowercased())/"] where path.hasPrefix(prefix) {
            path = String(path.dropFirst(prefix.count))
        }
        return String(path.split(separator: "#", maxSplits: 1).first ?? "")
    }
}

extension SatchelContext {
    var readingSync: ReadingSync { ReadingSync(context: self) }
}

extension ReadingSync {
    /// The place a book-wide progression (0…1) falls on, for clients that send only that.
    func locator(atTotal progression: Double, titleID: UUID, user: UUID) async throws -> ReaderLocator {
        guard progression.isFinite, (0...1).contains(progression) else { throw AppError.invalid("progression", "reader.progression") }
        let positions = try await context.readerAccess.open(titleID, user: user).publication.positions
        guard !positions.isEmpty else { throw AppError(.notFound, "reader.no_content") }
        let exact = progression * Double(positions.count)
        let index = min(positions.count - 1, Int(exact))
        let position = positions[index]
        let span = Double(positions.filter { $0.href == position.href }.count)
        let within = min(1, position.progression + (exact - Double(index)) / max(1, span))
        return ReaderLocator(href: position.href, locations: .init(progression: within))
    }
}
