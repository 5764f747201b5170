import Foundation
import ZIPFoundation

/// What the catalogue takes from an EPUB 2 or 3 file: the package document's metadata, the
/// cover image and the reading order. Anything that makes the book unreadable is an error
/// naming the problem (not a ZIP, no container, no package document, a spine item missing…).
public struct EPUBPackage: Sendable, Equatable {
    public struct Contributor: Sendable, Equatable {
        public var name: String
        /// "Curry, Charles Madison", when given.
        public var sortName: String?
        /// A MARC relator code (`aut`, `trl`, `edt`…); `aut` when none is given for a creator.
        public var role: String
    }

    /// "2.0" or "3.0".
    public var version: String
    public var title: String
    public var subtitle: String?
    public var contributors: [Contributor]
    public var language: String?
    public var publisher: String?
    /// As written (`2008-05-20T00:00:00+00:00`, `2019`).
    public var date: String?
    public var description: String?
    public var subjects: [String]
    /// ISBN-10/13 digits found among the identifiers.
    public var isbns: [String]
    /// The package's unique identifier's value.
    public var identifier: String?
    /// The cover image's path in the archive, and its media type.
    public var coverPath: String?
    public var coverMediaType: String?
    /// The spine's linear documents, in reading order (paths in the archive), each once: a
    /// document the spine lists again (`chapter.xhtml#o8`, `chapter.xhtml#o12`) is read where it
    /// first appears, so paging goes through the book exactly once.
    public var readingOrder: [String]
    /// The spine's `linear="no"` documents (answer keys, a second contents page): outside the
    /// reading flow and its percentage, reached from the contents and links (EPUB 3 §3.4.13).
    public var nonLinear: [String] = []
    /// Every document of the spine.
    public var spine: [String] { readingOrder + nonLinear }
    /// Where the package document is (`EPUB/package.opf`): hrefs are relative to its folder.
    public var packagePath: String
    /// Every manifest item present in the archive, in manifest order.
    public var items: [Item] = []
    /// The EPUB 3 navigation document and the EPUB 2 NCX, when there are.
    public var navPath: String?
    public var ncxPath: String?
    /// What was wrong but tolerated, as mainstream reading systems tolerate it (a reference
    /// with a `#fragment`, a name whose case or percent-encoding differs from the archive's,
    /// a duplicate id): shown to whoever imports the book.
    public var warnings: [String] = []

    /// A file the package document lists, with its declared media type.
    public struct Item: Sendable, Equatable {
        public var path: String
        public var mediaType: String
        public var properties: [String]
    }

    public var authors: [String] { contributors.filter { $0.role == "aut" }.map(\.name) }
    public var translators: [String] { contributors.filter { $0.role == "trl" }.map(\.name) }

    public struct Invalid: Error, Equatable, CustomStringConvertible {
        public let reason: String
        public var description: String { reason }
    }

    /// Reads the EPUB at `path`.
    public static func read(path: String) throws -> EPUBPackage {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= EPUBLimits.maxFileBytes else { throw Invalid(reason: "the file is larger than 200 MB") }
        let archive: Archive
        do { archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read) } catch {
            throw Invalid(reason: "it is not a ZIP archive")
        }
        return try read(archive)
    }

    /// One file inside the EPUB at `bookPath` (its cover image, a chapter), nil when absent.
    public static func file(_ entryPath: String, inBookAt bookPath: String) throws -> Data? {
        let archive: Archive
        do { archive = try Archive(url: URL(fileURLWithPath: bookPath), accessMode: .read) } catch {
            throw Invalid(reason: "it is not a ZIP archive")
        }
        return try extract(entryPath, from: archive)
    }

    static func extract(_ path: String, from archive: Archive) throws -> Data? {
        guard let entry = archive[path] else { return nil }
        return try EPUBLimits.inflate(entry, from: archive)
    }

    static func read(_ archive: Archive) throws -> EPUBPackage {
        try EPUBLimits.check(archive)
        func file(_ path: String) throws -> Data? { try extract(path, from: archive) }
        guard let containerData = try file("META-INF/container.xml") else { throw Invalid(reason: "META-INF/container.xml is missing") }
        guard case .success(let container) = XMLElementNode.parse(try EPUBLimits.checkedXML(containerData, path: "META-INF/container.xml")) else { throw Invalid(reason: "META-INF/container.xml is not XML") }
        guard let packagePath = container.child("rootfiles")?.children("rootfile").first(where: {
            ($0.attribute("media-type") ?? "application/oebps-package+xml") == "application/oebps-package+xml"
        })?.attribute("full-path"), !packagePath.isEmpty else { throw Invalid(reason: "the container names no package document") }
        guard let packageData = try file(packagePath) else { throw Invalid(reason: "the package document \(packagePath) is missing") }
        let package: XMLElementNode
        switch XMLElementNode.parse(try EPUBLimits.checkedXML(packageData, path: packagePath)) {
        case .success(let root): package = root
        case .failure(let error): throw Invalid(reason: "the package document is not well-formed XML (\(error.message))")
        }
        guard package.name == "package", let metadata = package.child("metadata"), let manifest = package.child("manifest"),
              let spine = package.child("spine")
        else { throw Invalid(reason: "the package document lacks its metadata, manifest or spine") }
        let folder = (packagePath as NSString).deletingLastPathComponent
        var warnings: [String] = []
        func warn(_ text: String) { if !warnings.contains(text) && warnings.count < 50 { warnings.append(text) } }
        /// An href as a path in the archive: its `#fragment` (and `?query`) dropped — reading
        /// systems ignore them in the manifest — percent-decoded, "a/../b" normalised.
        func resolve(_ href: String) -> String {
            var bare = href
            if let cut = bare.firstIndex(where: { $0 == "#" || $0 == "?" }) {
                warn("the reference \(href) carries \(bare[cut...]); it is read as \(bare[..<cut])")
                bare = String(bare[..<cut])
            }
            let decoded = bare.removingPercentEncoding ?? bare
            let joined = folder.isEmpty ? decoded : folder + "/" + decoded
            var parts: [String] = []
            for part in joined.split(separator: "/") {
                if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(String(part)) }
            }
            return parts.joined(separator: "/")
        }
        // Entries by a looser name — lower case, percent-decoded — for references that differ
        // from the archive's names only in that (as reading systems on case-insensitive disks allow).
        var loose: [String: String] = [:]
        for entry in archive where entry.type == .file {
            let key = (entry.path.removingPercentEncoding ?? entry.path).lowercased()
            if loose[key] == nil { loose[key] = entry.path }
        }
        /// The archive's own name for `path`, or nil when it is not there under any spelling.
        func locate(_ path: String) -> String? {
            if archive[path] != nil { return path }
            guard let found = loose[path.lowercased()] else { return nil }
            warn("\(path) is named \(found) in the archive")
            return found
        }

        // EPUB 3 refinements: `<meta refines="#id" property="…">`.
        var refinements: [String: [String: String]] = [:]
        for meta in metadata.children("meta") {
            guard let target = meta.attribute("refines")?.dropFirst(), let property = meta.attribute("property") else { continue }
            refinements[String(target), default: [:]][property] = meta.trimmedText
        }
        let titles = metadata.children("title").filter { !$0.trimmedText.isEmpty }
        guard !titles.isEmpty else { throw Invalid(reason: "it has no title (dc:title)") }
        let main = titles.first { refinements[$0.attribute("id") ?? ""]?["title-type"] == "main" } ?? titles[0]
        let subtitle = titles.first { refinements[$0.attribute("id") ?? ""]?["title-type"] == "subtitle" }
        var contributors: [Contributor] = []
        for (element, defaultRole) in metadata.children("creator").map({ ($0, "aut") }) + metadata.children("contributor").map({ ($0, "ctb") }) {
            let name = element.trimmedText
            guard !name.isEmpty else { continue }
            let refined = refinements[element.attribute("id") ?? ""] ?? [:]
            let role = refined["role"] ?? element.attribute("role") ?? defaultRole
            let sortName = refined["file-as"] ?? element.attribute("file-as")
            contributors.append(Contributor(name: name, sortName: sortName, role: role))
        }
        let identifiers = metadata.children("identifier").map(\.trimmedText)
        let unique = package.attribute("unique-identifier")
        let items = manifest.children("item")
        let byID = Dictionary(items.compactMap { item in item.attribute("id").map { ($0, item) } }, uniquingKeysWith: { a, _ in
            warn("the manifest has the id \(a.attribute("id") ?? "") twice; the first is used")
            return a
        })
        // EPUB 3 marks the cover image; EPUB 2 names its manifest id in <meta name="cover">.
        let coverItem = items.first { ($0.attribute("properties") ?? "").split(separator: " ").contains("cover-image") }
            ?? metadata.children("meta").first { $0.attribute("name") == "cover" }.flatMap { $0.attribute("content") }.flatMap { byID[$0] }
        var readingOrder: [String] = []
        var nonLinear: [String] = []
        for ref in spine.children("itemref") {
            guard let idref = ref.attribute("idref"), let item = byID[idref], let href = item.attribute("href") else {
                throw Invalid(reason: "the spine refers to \"\(ref.attribute("idref") ?? "")\", which is not in the manifest")
            }
            guard let path = locate(resolve(href)) else { throw Invalid(reason: "the spine's \(resolve(href)) is not in the archive") }
            let linear = ref.attribute("linear")?.lowercased() != "no"
            if readingOrder.contains(path) || nonLinear.contains(path) {
                // A document listed again is read once, where it first appears in the flow.
                if linear, let listed = nonLinear.firstIndex(of: path) {
                    nonLinear.remove(at: listed)
                    readingOrder.append(path)
                } else {
                    warn("the spine lists \(path) more than once; it is read once, where it first appears")
                }
                continue
            }
            if linear { readingOrder.append(path) } else { nonLinear.append(path) }
        }
        // A spine of nothing but non-linear documents would leave nothing to read: read them all.
        if readingOrder.isEmpty { swap(&readingOrder, &nonLinear) }
        guard !readingOrder.isEmpty else { throw Invalid(reason: "its spine is empty: there is nothing to read") }
        let coverPath = coverItem?.attribute("href").map(resolve).flatMap(locate)
        var listed: [Item] = []
        for item in items {
            guard let href = item.attribute("href"), !href.contains("://"), !href.hasPrefix("/") else { continue }
            guard let path = locate(resolve(href)) else { continue }
            let mediaType = (item.attribute("media-type") ?? "").lowercased()
            listed.append(Item(path: path, mediaType: mediaType, properties: (item.attribute("properties") ?? "").split(separator: " ").map(String.init)))
        }
        let navPath = listed.first { $0.properties.contains("nav") }?.path
        let ncxPath = (spine.attribute("toc").flatMap { byID[$0] } ?? items.first { $0.attribute("media-type") == "application/x-dtbncx+xml" })?
            .attribute("href").map(resolve).flatMap(locate)
        return EPUBPackage(
            version: package.attribute("version") ?? "2.0",
            title: main.trimmedText, subtitle: subtitle?.trimmedText, contributors: contributors,
            language: metadata.child("language")?.trimmedText, publisher: metadata.child("publisher")?.trimmedText,
            date: metadata.child("date")?.trimmedText, description: metadata.child("description")?.trimmedText,
            subjects: metadata.children("subject").map(\.trimmedText).filter { !$0.isEmpty },
            isbns: identifiers.compactMap(isbn),
            identifier: metadata.children("identifier").first { $0.attribute("id") == unique }?.trimmedText ?? identifiers.first,
            coverPath: coverPath, coverMediaType: coverPath == nil ? nil : coverItem?.attribute("media-type"),
            readingOrder: readingOrder, nonLinear: nonLinear, packagePath: packagePath, items: listed, navPath: navPath, ncxPath: ncxPath,
            warnings: warnings)
    }

    /// `urn:isbn:978…`, `978-91-…`: the digits of an ISBN-10/13, else nil.
    static func isbn(_ identifier: String) -> String? {
        let text = identifier.lowercased().replacingOccurrences(of: "urn:isbn:", with: "").replacingOccurrences(of: "isbn:", with: "")
        guard text.allSatisfy({ $0.isNumber || $0 == "-" || $0 == " " || $0 == "x" }) else { return nil }
        let digits = text.filter { $0.isNumber || $0 == "x" }.uppercased()
        return digits.count == 10 || digits.count == 13 ? digits : nil
    }
}
