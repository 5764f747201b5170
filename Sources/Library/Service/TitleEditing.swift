import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// Staff edit a title's catalogue data and cover (issue 43). Saved as an import saves it
/// (`CatalogueWriter.update`: sort keys, subjects, search index), so search and sorting follow at
/// once and every server learns its index is stale (`catalogue_version`). The fields changed are
/// remembered, and a re-import keeps them (`CatalogueWriter.keepingStaffEdits`). Every change
/// is made from a version (`If-Match` or the form's): a change made from an older one is refused
/// with what is saved now, never written over it.
public struct TitleEditing: Sendable {
    let context: SatchelContext

    /// The largest cover staff may upload.
    public static let coverMaxBytes = 10 * 1024 * 1024

    public func metadata(_ titleID: UUID, library: LibraryRow) async throws -> TitleMetadata {
        guard let record = try await TitleRecord.find(titleID, on: context.db), record.libraryID == library.id,
              let state = try await context.libraryStore.editState(titleID) else { throw AppError.notFound("title") }
        return try await Self.render(record, state, context)
    }

    /// Applies `change` when the title is still at the version it was made from; nothing changed
    /// is no new version.
    public func edit(_ titleID: UUID, library: LibraryRow, _ change: TitleMetadataChange, precondition: Precondition,
                     by staff: ViewerUser) async throws -> TitleMetadata {
        var precondition = precondition
        if precondition == .unconditional, let version = change.editVersion { precondition = .ifMatch(.versions([version])) }
        let condition = precondition
        let (saved, changed) = try await context.writeTransaction { tx -> (TitleMetadata, Bool) in
            let record = try await LendingService.lock(titleID, library: library.id, tx: tx)
            guard let state = try await tx.libraryStore.editState(titleID) else { throw AppError.notFound("title") }
            // No last-modified time is kept: only versions decide.
            guard condition.holds(version: state.editVersion, lastModified: .distantPast) else {
                throw StaleCopy(current: try await Self.render(record, state, tx), version: state.editVersion)
            }
            // Only its fields are compared: no need to read its warnings.
            let before = Self.render(record, state)
            var entry = try TitleEditRules.apply(change, to: Self.entry(record))
            entry.clean()
            let edited = Self.changedFields(before, entry)
            guard !edited.isEmpty else { return (before, false) }
            let authorKey = record.authorKey
            try await CatalogueWriter.update(record, from: entry, language: library.language, tx: tx)
            if !edited.contains("authors"), record.authorKey != authorKey {
                // The catalogued sort form (an EPUB's file-as) stays while the authors do.
                record.authorKey = authorKey
                try await record.update(on: tx.db)
            }
            let next = LibraryStore.EditState(staffEdited: state.staffEdited.union(edited), editVersion: state.editVersion + 1)
            try await tx.libraryStore.saveEditState(titleID, next)
            try await LendingService.catalogueChanged(library.id, tx: tx)
            return (try await Self.render(record, next, tx), true)
        }
        if changed {
            try await context.adminAudit.record(by: staff, "library.title_edit", subject: titleID, subjectName: saved.title,
                                                detail: saved.staffEdited.joined(separator: ", "))
        }
        return saved
    }

    /// A new cover (JPEG, PNG or WebP, checked and stripped of metadata), kept over re-imports,
    /// if the title is still at the version the editor saw (`precondition`; 412 otherwise, and the
    /// image is not kept): a cover chosen by someone else meanwhile is never silently replaced.
    public func setCover(_ titleID: UUID, library: LibraryRow, bytes: [UInt8], precondition: Precondition,
                         by staff: ViewerUser) async throws -> TitleMetadata {
        guard !bytes.isEmpty else { throw AppError.invalid("photo", "image.empty") }
        guard bytes.count <= Self.coverMaxBytes else {
            throw AppError(.payloadTooLarge, "library.staff.cover_too_large", ["max": "\(Self.coverMaxBytes / 1_048_576)"],
                           fields: [FieldIssue(field: "photo", code: "library.staff.cover_too_large",
                                               args: ["max": "\(Self.coverMaxBytes / 1_048_576)"])])
        }
        let image = try ImageInspector.inspect(bytes)
        let saved = try await context.writeTransaction { tx -> TitleMetadata in
            let record = try await LendingService.lock(titleID, library: library.id, tx: tx)
            guard var state = try await tx.libraryStore.editState(titleID) else { throw AppError.notFound("title") }
            guard precondition.holds(version: state.editVersion, lastModified: .distantPast) else {
                throw StaleCopy(current: try await Self.render(record, state, tx), version: state.editVersion)
            }
            record.cover = try CoverStore(context: tx).save(image)
            try await record.update(on: tx.db)
            state.staffEdited.insert("cover")
            state.editVersion += 1
            try await tx.libraryStore.saveEditState(titleID, state)
            try await LendingService.catalogueChanged(library.id, tx: tx)
            return try await Self.render(record, state, tx)
        }
        try await context.adminAudit.record(by: staff, "library.title_edit", subject: titleID, subjectName: saved.title, detail: "cover")
        return saved
    }

    /// The stored title as an entry the edit rules change.
    static func entry(_ r: TitleRecord) -> CatalogueEntry {
        var e = CatalogueEntry(sourceKey: r.sourceKey, title: r.title, authors: r.authorList)
        e.subtitle = r.subtitle
        e.translators = r.translatorList
        e.originalTitle = r.originalTitle
        e.publisher = r.publisher
        e.published = r.published
        e.year = r.year
        e.language = r.language
        e.isbns = r.isbnList
        e.subjects = r.subjectList
        e.description = r.description
        e.pageCount = r.pageCount
        e.series = r.series
        e.seriesNumber = r.seriesNumber
        e.cover = r.cover
        e.epubFile = r.epubFile
        e.copies = r.copies
        e.titleInScript = r.titleInScript
        e.authorsInScript = r.authorsInScript.map(TitleRecord.lines) ?? []
        return e
    }

    /// The names (as in `TitleMetadata`) of the fields whose values `entry` changes.
    static func changedFields(_ before: TitleMetadata, _ e: CatalogueEntry) -> Set<String> {
        var changed = Set<String>()
        func check(_ name: String, _ same: Bool) { if !same { changed.insert(name) } }
        check("title", before.title == e.title)
        check("subtitle", before.subtitle == e.subtitle)
        check("authors", before.authors == e.authors)
        check("translators", before.translators == e.translators)
        check("originalTitle", before.originalTitle == e.originalTitle)
        check("publisher", before.publisher == e.publisher)
        check("published", before.published == e.published)
        check("language", before.language == e.language)
        check("subjects", before.subjects == e.subjects)
        check("description", before.description == e.description)
        check("series", before.series == e.series)
        check("seriesNumber", before.seriesNumber == e.seriesNumber)
        check("isbns", before.isbns == e.isbns)
        check("pageCount", before.pageCount == e.pageCount)
        return changed
    }

    /// The title as staff see it, with its latest import's warnings (read through `context`,
    /// a transaction's when in one).
    static func render(_ r: TitleRecord, _ state: LibraryStore.EditState, _ context: SatchelContext) async throws -> TitleMetadata {
        let warnings = try await context.libraryStore.warnings(title: r.id ?? UUID(), library: r.libraryID)
        return render(r, state, importWarnings: warnings.map { TitleImportWarning(file: $0.file, warning: $0.warning) })
    }

    static func render(_ r: TitleRecord, _ state: LibraryStore.EditState, importWarnings: [TitleImportWarning] = []) -> TitleMetadata {
        TitleMetadata(id: r.id ?? UUID(), title: r.title, subtitle: r.subtitle, authors: r.authorList, translators: r.translatorList,
                      originalTitle: r.originalTitle, publisher: r.publisher, published: r.published, language: r.language,
                      subjects: r.subjectList, description: r.description, series: r.series, seriesNumber: r.seriesNumber,
                      isbns: r.isbnList, pageCount: r.pageCount, coverUrl: r.cover.map { LibraryPath.cover($0).path },
                      staffEdited: state.staffEdited.sorted(), editVersion: state.editVersion, importWarnings: importWarnings)
    }
}

extension SatchelContext {
    public var titleEditing: TitleEditing { TitleEditing(context: self) }
}
