import Crypto
import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SQLKit

/// `satchel library import` and `import-marc`: fills a library's catalogue from files.
public struct CatalogueImport: Sendable {
    let context: SatchelContext
    let library: LibraryRow

    public struct Report: Sendable {
        public var inserted = 0
        public var updated = 0
        /// Known titles given again exactly as stored (the same file imported again).
        public var unchanged = 0
        /// What could not be imported and why (a file name or a record's byte offset).
        public var skipped: [(what: String, reason: String)] = []
        /// Imported, but with something wrong that was tolerated (a book's warnings).
        public var warned: [(what: String, warnings: [String])] = []

        /// Every file (or record) given: new, updated, unchanged and refused add up to it.
        public var given: Int { inserted + updated + unchanged + skipped.count }

        /// Nothing imported while something was refused: the import failed (for scripts, and
        /// for the page of an import started in the browser).
        public var everythingRefused: Bool { inserted + updated + unchanged == 0 && !skipped.isEmpty }

        /// `3 given: 2 new, 0 updated, 0 unchanged, 1 refused; 0 with warnings`
        public var summary: String {
            "\(given) given: \(inserted) new, \(updated) updated, \(unchanged) unchanged, "
                + "\(skipped.count) refused; \(warned.count) with warnings"
        }

        mutating func add(_ outcome: CatalogueWriter.Outcome) {
            inserted += outcome.inserted
            updated += outcome.updated
            unchanged += outcome.unchanged
        }
    }

    static let batchSize = 1000

    /// MARC 21 records (metadata only), each with `copies` licences (nil: unlimited). Reading
    /// the next batch overlaps with writing the last one. A bulk load (nil: decided by the
    /// file's size) builds the secondary indexes at the end instead of row by row. `progress`
    /// counts records read, and the bytes read of the file (the record count is not known).
    public func importMARC(path: String, copies: Int?, bulk: Bool? = nil, progress: ProgressReporter? = nil) async throws -> Report {
        var reader = try MARCReader(path: path)
        var rebuildIndexes = bulk ?? false
        if bulk == nil { rebuildIndexes = try await isBulk(path) }
        try await indexes(drop: rebuildIndexes)
        try await bulkLoad(true)
        var report = Report()
        var batch: [CatalogueEntry] = []
        batch.reserveCapacity(Self.batchSize)
        let writer = CatalogueWriter(context: context, library: library)
        var writing: Task<CatalogueWriter.Outcome, any Error>?
        func finishWriting() async throws {
            guard let task = writing else { return }
            writing = nil
            report.add(try await task.value)
        }
        func flush() async throws {
            try await finishWriting()
            guard !batch.isEmpty else { return }
            let entries = batch
            batch.removeAll(keepingCapacity: true)
            writing = Task { try await writer.write(entries) }
        }
        do {
            while let item = reader.next() {
                progress?.advance(bytesRead: Int64(reader.bytesRead))
                switch item {
                case .skipped(let offset, let reason):
                    report.skipped.append(("record at byte \(offset)", reason))
                case .record(let record):
                    guard let title = MARCTitle(record) else {
                        report.skipped.append(("record \(record.control("001") ?? "?")", "it has no title (245 $a)"))
                        continue
                    }
                    var entry = CatalogueEntry(marc: title, copies: copies)
                    entry.clean()
                    batch.append(entry)
                    if batch.count == Self.batchSize { try await flush() }
                }
            }
            try await flush()
            try await finishWriting()
        } catch {
            try? await finishWriting()
            try? await indexes(drop: false)
            try? await bulkLoad(false)
            throw error
        }
        try await indexes(drop: false)
        try await writer.finish()
        try await bulkLoad(false)
        try await vacuumTitles()
        return report
    }

    /// A file with more records (about 1 KB each) than the catalogue holds, and at least 10,000.
    func isBulk(_ path: String) async throws -> Bool {
        let bytes = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        return Self.isBulk(fileBytes: bytes, titlesHeld: try await TitleRecord.query(on: context.db).count())
    }

    static func isBulk(fileBytes: Int, titlesHeld: Int) -> Bool {
        fileBytes / 1000 >= max(10_000, titlesHeld)
    }

    /// Creates the catalogue's secondary indexes that are missing (an import that was killed
    /// leaves them dropped), then drops them all for a bulk load.
    func indexes(drop: Bool) async throws {
        try await context.writeTransaction { tx in
            let sql = tx.sql
            if tx.isPostgres { try await CoverTitleNumbersInSortIndexes.create(on: sql) }
            try await CatalogueIndexes.create(on: sql)
            if drop { try await CatalogueIndexes.drop(on: sql) }
        }
    }

    /// PostgreSQL, after a bulk load: marks the titles' pages all-visible, so sorted searches
    /// walk the sort indexes without visiting rows (`CoverTitleNumbersInSortIndexes`) before
    /// autovacuum would get to it. Outside a transaction, as VACUUM must be.
    func vacuumTitles() async throws {
        guard context.isPostgres else { return }
        let sql = context.sql
        try await sql.raw("VACUUM (ANALYZE) library_titles").run()
    }

    /// SQLite, for a bulk load: commits without waiting for the disk (the log stays consistent;
    /// a crash loses at most the last batches, and importing again completes them) and copies
    /// the log back to the database less often. Restored, with the log copied back, at the end.
    func bulkLoad(_ on: Bool) async throws {
        guard !context.isPostgres else { return }
        let sql = context.sql
        try await sql.raw("PRAGMA synchronous = \(unsafeRaw: on ? "NORMAL" : "FULL")").run()
        try await sql.raw("PRAGMA wal_autocheckpoint = \(unsafeRaw: on ? "20000" : "1000")").run()
        if !on { try await sql.raw("PRAGMA wal_checkpoint(TRUNCATE)").run() }
    }

    /// Every `.epub` under `directory`: metadata, cover and the book file (kept for the reader).
    /// Books that cannot be read are reported with the reason and skipped; every file is counted
    /// once (new, updated, unchanged or refused). `progress` counts the files.
    /// Each title's warnings are kept with it (`importID`: the browser import that gave them).
    public func importEPUBs(directory: String, copies: Int?, progress: ProgressReporter? = nil, importID: UUID? = nil) async throws -> Report {
        var report = Report()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ImportFailure(description: "\(directory) is not a directory")
        }
        let files = (FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? [])
            .filter { $0.lowercased().hasSuffix(".epub") }.sorted()
        progress?.setTotal(files.count)
        var batch: [CatalogueEntry] = []
        var warned: [(book: String, file: String, warnings: [String])] = []
        func write() async throws {
            report.add(try await CatalogueWriter(context: context, library: library).write(batch))
            try await keepWarnings(warned, importID: importID)
            batch.removeAll()
            warned.removeAll()
        }
        for file in files {
            let path = directory + "/" + file
            do {
                let (entry, warnings) = try await entry(epubAt: path, copies: copies)
                batch.append(entry)
                if let book = entry.epubFile { warned.append((book, file, warnings)) }
                if !warnings.isEmpty { report.warned.append((file, warnings)) }
            } catch let error as EPUBPackage.Invalid {
                report.skipped.append((file, error.reason))
            } catch {
                // Unreadable (permissions, gone while importing, no room to keep it): this file, not the whole import.
                report.skipped.append((file, "it could not be read or kept (\(error))"))
            }
            progress?.advance()
            if batch.count == 50 { try await write() }
        }
        if !batch.isEmpty { try await write() }
        try await CatalogueWriter(context: context, library: library).finish()
        return report
    }

    /// Once the books are written their titles are known (by their kept file): each title's
    /// warnings replace those of its earlier imports, and a book that imported cleanly clears them.
    func keepWarnings(_ books: [(book: String, file: String, warnings: [String])], importID: UUID?) async throws {
        guard !books.isEmpty else { return }
        struct Row: Decodable {
            let id: UUID
            let book: String
            enum CodingKeys: String, CodingKey { case id, book = "epub_file" }
        }
        let libraryID = library.id, now = context.now
        try await context.writeTransaction { tx in
            let sql = tx.sql
            let rows = try await sql.raw("""
                SELECT id, epub_file FROM library_titles WHERE library_id = \(bind: libraryID)
                AND epub_file IN (\(binds: Array(Set(books.map(\.book)))))
                """).all(decoding: Row.self)
            let byBook = Dictionary(grouping: rows, by: \.book)
            // The same book twice in one import: its last file's warnings are the title's.
            var titles: [UUID: (id: UUID, file: String, warnings: [String])] = [:]
            for book in books {
                for row in byBook[book.book] ?? [] { titles[row.id] = (row.id, book.file, book.warnings) }
            }
            try await LibraryStore.replaceWarnings(Array(titles.values), library: libraryID, importID: importID, at: now, sql: sql)
        }
    }

    /// At most this many pages read as HTML are listed one by one for a book.
    static let pageWarnings = 10

    /// The book's catalogue entry and what was tolerated in it: its package's warnings, then
    /// each page that was not well-formed XHTML and is read as HTML.
    func entry(epubAt path: String, copies: Int?) async throws -> (CatalogueEntry, [String]) {
        let package = try EPUBPackage.read(path: path)
        let pages = try Publication(file: path).validate()
        var warnings = package.warnings + pages.prefix(Self.pageWarnings)
        if pages.count > Self.pageWarnings {
            warnings.append("… and \(pages.count - Self.pageWarnings) more pages that are not well-formed XHTML, read as HTML")
        }
        var entry = CatalogueEntry(epub: package, copies: copies)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let sha = SHA256.hash(data: bytes).hexString
        // Without a real identifier (only "unknown" or none), the book is known by its file:
        // importing the same file again finds it, another book is another title.
        if CatalogueEntry.identity(package) == nil { entry.sourceKey = "epub:file:" + sha }
        let books = context.settings.dataDirectory + "/library/books"
        try DataFolder.create(books)
        let stored = sha + ".epub"
        if !FileManager.default.fileExists(atPath: books + "/" + stored) {
            try DataFolder.write(bytes, to: books + "/" + stored)
        }
        entry.epubFile = stored
        // A cover that is not a real image (or is too big) is left out; the book still imports.
        if let coverPath = package.coverPath, let data = try? EPUBPackage.file(coverPath, inBookAt: path),
           data.count <= context.settings.maxUploadBytes, let image = try? ImageInspector.inspect(Array(data)) {
            entry.cover = try CoverStore(context: context).save(image)
        }
        entry.clean()
        return (entry, warnings)
    }
}

public struct ImportFailure: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) { self.description = description }
}

/// Cover images, checked and stripped of metadata, under `<data>/library/covers`.
struct CoverStore {
    let context: SatchelContext

    var directory: String { context.settings.dataDirectory + "/library/covers" }

    func save(_ image: ImageInspector.Inspected) throws -> String {
        try DataFolder.create(directory)
        let name = SHA256.hash(data: image.bytes).hexString + "." + image.format.rawValue.split(separator: "/").last!
        let path = directory + "/" + name
        if !FileManager.default.fileExists(atPath: path) {
            try DataFolder.write(Data(image.bytes), to: path)
        }
        return name
    }

    /// The file for a cover name, when the name is one this store makes.
    func path(_ name: String) -> String? {
        guard name.count <= 80, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") }),
              name.filter({ $0 == "." }).count == 1 else { return nil }
        return directory + "/" + name
    }
}

extension LibraryImportSummary {
    /// At most this many refusals and warnings are kept with the summary.
    static let shown = 20

    init(_ report: CatalogueImport.Report) {
        self.init(given: report.given, inserted: report.inserted, updated: report.updated, unchanged: report.unchanged,
                  refused: report.skipped.count, warned: report.warned.count,
                  refusals: report.skipped.prefix(Self.shown).map { "\($0.what): \($0.reason)" },
                  warnings: report.warned.prefix(Self.shown).map { "\($0.what): " + $0.warnings.joined(separator: "; ") })
    }
}

extension SatchelContext {
    public func catalogueImport(_ library: LibraryRow) -> CatalogueImport { CatalogueImport(context: self, library: library) }
}
