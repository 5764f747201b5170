import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Highlights and notes, per person and title (they outlive the loan and are there on the next
/// one; a sample's text may be marked too). The device picks the id, so replaying an offline
/// highlight adds nothing; a deleted one stays as a tombstone, so an offline device cannot bring
/// it back; a change names the version it was made from, so two devices never overwrite each
/// other's note silently. Nobody sees anyone else's.
struct Annotations {
    let context: SatchelContext

    static let maxExact = 2_000
    static let maxContext = 64
    static let maxNote = 10_000

    /// A book's live highlights in book order, or with `since` every one changed after it.
    func list(_ titleID: UUID, user: UUID, since: Date?) async throws -> AnnotationList {
        _ = try await context.titles.find(titleID)
        try await context.annotationAnchoring.refresh(titleID, user: user)
        let now = context.now
        var query = AnnotationRecord.query(on: context.db).filter(\.$userID == user).filter(\.$titleID == titleID)
        if let since { query = query.filter(\.$changedAt > since) } else { query = query.filter(\.$deletedAt == nil) }
        let rows = try await query.sort(\.$totalProgression).sort(\.$createdAt).all()
        return AnnotationList(items: rows.filter { $0.deletedAt == nil }.map(Self.render),
                              deleted: rows.compactMap { r in r.deletedAt.map { DeletedAnnotation(id: Self.urn(r.id!), deletedAt: $0) } },
                              syncedAt: now)
    }

    /// One of the person's own (404 for anyone else's or a deleted one).
    func find(_ id: UUID, user: UUID) async throws -> AnnotationRecord {
        guard let r = try await AnnotationRecord.find(id, on: context.db), r.userID == user, r.deletedAt == nil else {
            throw AppError.notFound("annotation")
        }
        return r
    }

    /// Makes the highlight `id` (again: the same answer). 410 when it was deleted; 409 when the
    /// id is another person's or another book's.
    func put(_ id: UUID, _ input: AnnotationInput, titleID: UUID, user: UUID) async throws -> (ReaderAnnotation, created: Bool) {
        let opened = try await context.readerAccess.open(titleID, user: user)
        let device = try ReadingSync.device(input.device)
        let place = try ReadingSync.place(input.locator, in: opened)
        try ReadingSync.checkClock(input.created, field: "created", now: context.now)
        let quote = try Self.quote(input.locator.text)
        let colour = try Self.colour(input.colour)
        let note = try Self.note(input.note)
        guard let file = opened.title.epubFile else { throw AppError(.notFound, "reader.no_content") }
        return try await context.writeTransaction { tx in
            if let existing = try await AnnotationRecord.find(id, on: tx.db) {
                guard existing.userID == user, existing.titleID == titleID else { throw AppError(.conflict, "reader.annotation_taken") }
                guard existing.deletedAt == nil else { throw AppError(.gone, "reader.annotation_deleted") }
                return (Self.render(existing), false)
            }
            let r = AnnotationRecord()
            r.id = id
            r.userID = user
            r.titleID = titleID
            r.edition = file
            r.href = place.href
            r.progression = place.progression
            r.position = place.position
            r.totalProgression = place.totalProgression
            r.chapter = opened.publication.chapterTitle(href: place.href)
            r.exact = quote.exact
            r.prefix = quote.prefix
            r.suffix = quote.suffix
            r.colour = colour
            r.note = note
            r.anchor = "anchored"
            r.deviceID = device.id
            r.deviceName = device.name
            r.createdAt = input.created
            r.modifiedAt = input.created
            r.changedAt = tx.now
            r.version = 1
            try await r.create(on: tx.db)
            return (Self.render(r), true)
        }
    }

    /// Changes the colour or the note when the highlight is still at the version the change was
    /// made from; else refuses with it as it is now (412).
    func change(_ id: UUID, _ change: AnnotationChange, titleID: UUID, user: UUID, precondition: Precondition) async throws -> ReaderAnnotation {
        let device = try ReadingSync.device(change.device)
        try ReadingSync.checkClock(change.modified, field: "modified", now: context.now)
        let colour = try change.colour.map(Self.colour)
        let note = try Self.note(change.note)
        return try await context.writeTransaction { tx in
            guard let r = try await AnnotationRecord.find(id, on: tx.db), r.userID == user, r.titleID == titleID else {
                throw AppError.notFound("annotation")
            }
            guard r.deletedAt == nil else { throw AppError(.gone, "reader.annotation_deleted") }
            guard precondition.holds(version: r.version, lastModified: r.changedAt) else {
                throw StaleCopy(current: Self.render(r), version: r.version)
            }
            if let colour { r.colour = colour }
            if change.note != nil { r.note = note }
            r.deviceID = device.id
            r.deviceName = device.name
            r.modifiedAt = change.modified
            r.changedAt = tx.now
            r.version += 1
            try await r.update(on: tx.db)
            return Self.render(r)
        }
    }

    /// Deletes (leaves a tombstone); deleting again is fine.
    func delete(_ id: UUID, titleID: UUID?, user: UUID) async throws {
        try await context.writeTransaction { tx in
            guard let r = try await AnnotationRecord.find(id, on: tx.db), r.userID == user, titleID == nil || r.titleID == titleID else {
                throw AppError.notFound("annotation")
            }
            guard r.deletedAt == nil else { return }
            r.deletedAt = tx.now
            r.changedAt = tx.now
            r.version += 1
            try await r.update(on: tx.db)
        }
    }

    static let pageSize = 50

    /// The books the person has highlights in (or only `titleID`), the latest changed first,
    /// each with its highlights in book order; `cursor` is where the previous page ended.
    func all(user: UUID, titleID: UUID? = nil, cursor: String? = nil) async throws -> AnnotationsByTitle {
        let skip = try cursor.map { text -> Int in
            guard let n = Int(text), n >= 0 else { throw AppError.invalid("cursor", "reader.cursor") }
            return n
        } ?? 0
        var query = AnnotationRecord.query(on: context.db).filter(\.$userID == user).filter(\.$deletedAt == nil)
        if let titleID { query = query.filter(\.$titleID == titleID) }
        var order: [UUID] = []
        for r in try await query.sort(\.$changedAt, .descending).all() where !order.contains(r.titleID) { order.append(r.titleID) }
        let page = Array(order.dropFirst(skip).prefix(Self.pageSize))
        var titles: [TitleAnnotations] = []
        for id in page {
            let title = try await context.titles.find(id)
            let items = try await list(id, user: user, since: nil).items
            titles.append(TitleAnnotations(titleId: id, title: title.listing.title, authors: title.authorList, items: items))
        }
        return AnnotationsByTitle(titles: titles, nextCursor: skip + page.count < order.count ? String(skip + page.count) : nil)
    }

    /// Every book's highlights, for the exports (no paging).
    func everything(user: UUID, titleID: UUID?) async throws -> [TitleAnnotations] {
        var out: [TitleAnnotations] = []
        var cursor: String?
        repeat {
            let page = try await all(user: user, titleID: titleID, cursor: cursor)
            out += page.titles
            cursor = page.nextCursor
        } while cursor != nil
        return out
    }

    struct Quote {
        var exact: String
        var prefix: String
        var suffix: String
    }

    /// The passage as stored: whitespace collapsed (as the reader matches it), 1–2,000
    /// characters, with at most 64 characters of context either side.
    static func quote(_ text: ReaderLocator.Text?) throws -> Quote {
        let exact = DocumentText.collapse(text?.highlight ?? "")
        guard !exact.isEmpty, exact.count <= maxExact else { throw AppError.invalid("locator.text.highlight", "reader.annotation_text") }
        // Context keeps its edge spaces: it joins the passage in the document's text.
        func squeeze(_ s: String?) -> String {
            (s ?? "").replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
        }
        return Quote(exact: exact, prefix: String(squeeze(text?.before).suffix(maxContext)), suffix: String(squeeze(text?.after).prefix(maxContext)))
    }

    static func colour(_ value: String) throws -> String {
        guard ReaderAnnotation.colours.contains(value) else { throw AppError.invalid("colour", "reader.annotation_colour") }
        return value
    }

    /// A note as stored: nil when empty; at most 10,000 characters.
    static func note(_ value: String?) throws -> String? {
        guard let value else { return nil }
        let cleaned = UserText.clean(value, multiline: true)
        guard cleaned.count <= maxNote else { throw AppError.invalid("note", "reader.annotation_note") }
        return cleaned.isEmpty ? nil : cleaned
    }

    static func render(_ r: AnnotationRecord) -> ReaderAnnotation {
        let locator = ReaderLocator(href: r.href, title: r.chapter,
                                    locations: .init(progression: r.progression, position: r.position, totalProgression: r.totalProgression),
                                    text: .init(highlight: r.exact, before: r.prefix.isEmpty ? nil : r.prefix, after: r.suffix.isEmpty ? nil : r.suffix))
        let selector = ReaderAnnotation.Selector(exact: r.exact, prefix: r.prefix.isEmpty ? nil : r.prefix, suffix: r.suffix.isEmpty ? nil : r.suffix)
        return ReaderAnnotation(id: r.id!, created: r.createdAt, modified: r.modifiedAt, note: r.note,
                                target: .init(source: r.href, selector: [selector], locator: locator), colour: r.colour, anchor: r.anchor,
                                version: r.version, device: ReaderDevice(id: r.deviceID, name: r.deviceName))
    }

    static func urn(_ id: UUID) -> String { "urn:uuid:" + id.uuidString.lowercased() }
}

extension SatchelContext {
    var annotations: Annotations { Annotations(context: self) }
}
