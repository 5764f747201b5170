import Crypto
import Foundation
import SatchelCore

/// `satchel library import` and `import-marc`: fills a library's catalogue from files.
public struct CatalogueImport: Sendable {
    let core: SatchelContext
    let library: LibraryRecord

    public struct Report: Sendable {
        public var inserted = 0
        public var updated = 0
        /// What could not be imported and why (a file name or a record's byte offset).
        public var skipped: [(what: String, reason: String)] = []
    }

    static let batchSize = 500

    /// MARC 21 records (metadata only), each with `copies` licences (nil: unlimited).
    public func importMARC(path: String, copies: Int?) async throws -> Report {
        var reader = try MARCReader(path: path)
        var report = Report()
        var batch: [CatalogueEntry] = []
        func flush() async throws {
            guard !batch.isEmpty else { return }
            let outcome = try await CatalogueWriter(core: core, library: library).write(batch)
            report.inserted += outcome.inserted
            report.updated += outcome.updated
            batch.removeAll(keepingCapacity: true)
        }
        while let item = reader.next() {
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
        return report
    }

    /// Every `.epub` under `directory`: metadata, cover and the book file (kept for the reader).
    /// Broken books are reported with the reason and skipped.
    public func importEPUBs(directory: String, copies: Int?) async throws -> Report {
        var report = Report()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ImportFailure(description: "\(directory) is not a directory")
        }
        let files = (FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? [])
            .filter { $0.lowercased().hasSuffix(".epub") }.sorted()
        var batch: [CatalogueEntry] = []
        for file in files {
            let path = directory + "/" + file
            do {
                batch.append(try await entry(epubAt: path, copies: copies))
            } catch let error as EPUBPackage.Invalid {
                report.skipped.append((file, error.reason))
            }
            if batch.count == 50 {
                let outcome = try await CatalogueWriter(core: core, library: library).write(batch)
                report.inserted += outcome.inserted
                report.updated += outcome.updated
                batch.removeAll()
            }
        }
        if !batch.isEmpty {
            let outcome = try await CatalogueWriter(core: core, library: library).write(batch)
            report.inserted += outcome.inserted
            report.updated += outcome.updated
        }
        return report
    }

    func entry(epubAt path: String, copies: Int?) async throws -> CatalogueEntry {
        let package = try EPUBPackage.read(path: path)
        var entry = CatalogueEntry(epub: package, copies: copies)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        let sha = SHA256.hash(data: bytes).hexString
        let books = core.settings.dataDirectory + "/library/books"
        try FileManager.default.createDirectory(atPath: books, withIntermediateDirectories: true)
        let stored = sha + ".epub"
        if !FileManager.default.fileExists(atPath: books + "/" + stored) {
            try bytes.write(to: URL(fileURLWithPath: books + "/" + stored), options: .atomic)
        }
        entry.epubFile = stored
        // A cover that is not a real image (or is too big) is left out; the book still imports.
        if let coverPath = package.coverPath, let data = try? EPUBPackage.file(coverPath, inBookAt: path),
           data.count <= core.settings.maxUploadBytes, let image = try? ImageInspector.inspect(Array(data)) {
            entry.cover = try CoverStore(core: core).save(image)
        }
        entry.clean()
        return entry
    }
}

public struct ImportFailure: Error, CustomStringConvertible {
    public let description: String

    public init(description: String) { self.description = description }
}

/// Cover images, checked and stripped of metadata, under `<data>/library/covers`.
struct CoverStore {
    let core: SatchelContext

    var directory: String { core.settings.dataDirectory + "/library/covers" }

    func save(_ image: ImageInspector.Inspected) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let name = SHA256.hash(data: image.bytes).hexString + "." + image.format.rawValue.split(separator: "/").last!
        let path = directory + "/" + name
        if !FileManager.default.fileExists(atPath: path) {
            try Data(image.bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
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

extension SatchelContext {
    public func catalogueImport(_ library: LibraryRecord) -> CatalogueImport { CatalogueImport(core: self, library: library) }
}
