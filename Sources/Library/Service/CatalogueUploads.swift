import Foundation
import SatchelAPI
import SatchelCore

/// A catalogue file uploaded in the administration and imported in the background: the same
/// readers and rules as `satchel library import` (EPUB) and `import-marc` (MARC 21).
public struct CatalogueUploads: Sendable {
    /// The context of the app (not of a request): the import outlives the upload's request.
    let context: SatchelContext

    /// The largest catalogue file taken in the browser or the API.
    public var maxBytes: Int64 { context.browserImports.maxUploadBytes }

    public enum Format: String, Sendable {
        case marc, epub

        /// What the file's first bytes say it is: a MARC 21 leader starts with the record's
        /// length in five digits; an EPUB is a ZIP file.
        static func of(_ head: [UInt8]) -> Format? {
            if head.count >= 24, head.prefix(5).allSatisfy({ (0x30...0x39).contains($0) }) { return .marc }
            if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .epub }
            return nil
        }
    }

    /// Where uploads wait for their import (removed when it ends).
    var folder: String { context.settings.dataDirectory + "/library/uploads" }

    /// A new file to stream an upload into, in the data folder.
    public func newUploadPath() throws -> String {
        try DataFolder.create(folder)
        return folder + "/" + UUID().uuidString.lowercased() + ".upload"
    }

    /// Refuses early, before the upload is read, when the library already has an import running.
    public func checkNoneRunning(_ library: LibraryRow) throws {
        if context.browserImports.running(library: library.id) != nil { throw Self.running }
    }

    static let running = AppError(.conflict, "library.import_running")

    /// Starts importing the uploaded file at `path` into `library` (`copies`: licences of each
    /// title, nil unlimited) and returns the id of its progress. A file that is neither MARC 21
    /// nor EPUB is refused and nothing changes. The upload is removed when the import ends.
    public func start(_ path: String, filename: String, library: LibraryRow, copies: Int?, by admin: ViewerUser) async throws -> UUID {
        var keep = false
        defer { if !keep { try? FileManager.default.removeItem(atPath: path) } }
        guard let format = Format.of(try Self.head(path)) else { throw AppError.invalid("file", "library.import_format") }
        let id = UUID()
        let imports = context.browserImports
        let cleanName = String(UserText.clean(filename).prefix(200))
        guard imports.claim(.init(id: id, libraryID: library.id, librarySlug: library.slug, filename: cleanName,
                                   startedAt: context.now)) else { throw Self.running }
        // Claimed: from here the import's own task removes the file and releases the claim.
        var input = path
        if format == .epub {
            // The EPUB reader takes a folder of books.
            let books = folder + "/" + id.uuidString.lowercased()
            try DataFolder.create(books)
            input = books + "/" + Self.bookName(cleanName)
            try FileManager.default.moveItem(atPath: path, toPath: input)
        }
        keep = true
        let size = (try? FileManager.default.attributesOfItem(atPath: input)[.size] as? NSNumber)?.int64Value
        let reporter = ProgressReporter(id: id, name: format == .marc ? "library import-marc" : "library import",
                                        unit: format == .marc ? "records" : "files", bytesTotal: format == .marc ? size : nil,
                                        clock: context.services.clock, output: .silent, registry: context.longWork) { _ in }
        try? await context.adminAudit.record(by: admin, "library.import", subject: library.id, subjectName: library.name, detail: cleanName)
        let context = self.context, importer = context.catalogueImport(library)
        let task = Task {
            var outcome: LibraryImportSummary?
            do {
                let report = format == .marc
                    ? try await importer.importMARC(path: input, copies: copies, progress: reporter)
                    : try await importer.importEPUBs(directory: (input as NSString).deletingLastPathComponent, copies: copies, progress: reporter,
                                                       importID: id)
                outcome = LibraryImportSummary(report)
                // The command's rule: nothing imported while something was refused is a failure.
                if report.everythingRefused { reporter.fail(report.summary) } else { reporter.finish() }
            } catch {
                context.logger.warning("catalogue import of \(cleanName) into \(library.slug) failed: \(error)")
                reporter.fail(String(describing: error))
            }
            try? FileManager.default.removeItem(atPath: format == .epub ? (input as NSString).deletingLastPathComponent : input)
            context.browserImports.ended(id, outcome: outcome)
        }
        imports.started(id, task)
        return id
    }

    /// The uploaded name as the book's file in its folder, which the report and the title's
    /// warnings name: letters, digits and `-_.` only, ending `.epub`.
    static func bookName(_ filename: String) -> String {
        var name = String(filename.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" }.prefix(120))
        if !name.lowercased().hasSuffix(".epub") { name += ".epub" }
        return name.hasPrefix(".") ? "book" + name : name
    }

    static func head(_ path: String) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw AppError.invalid("file", "field.required") }
        defer { try? handle.close() }
        return [UInt8](try handle.read(upToCount: 24) ?? Data())
    }
}

extension SatchelContext {
    public var catalogueUploads: CatalogueUploads { CatalogueUploads(context: self) }
}
