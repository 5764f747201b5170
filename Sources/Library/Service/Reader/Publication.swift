import Foundation
import NIOConcurrencyHelpers
import ZIPFoundation

/// A book ready to be read: its package, table of contents and position list, and its files
/// served safely (documents and style sheets sanitised, other files only with a media type
/// that matches what they are).
final class Publication: Sendable {
    struct TOCEntry: Sendable, Equatable {
        var title: String
        /// A book path with an optional `#fragment`.
        var href: String
        var children: [TOCEntry]
    }

    /// One step of the position list: about 1,024 bytes of a reading-order document.
    struct Position: Sendable, Equatable {
        var href: String
        var progression: Double
        /// 1-based over the whole book.
        var number: Int
    }

    /// Served as they are, once their bytes are checked to be what the type says.
    static let binaryTypes: Set<String> = [
        "image/jpeg", "image/png", "image/gif", "image/webp", "font/otf", "font/ttf", "font/woff", "font/woff2",
        "application/font-woff", "application/font-woff2", "application/vnd.ms-opentype", "application/x-font-ttf",
        "application/x-font-truetype", "application/x-font-opentype",
    ]
    static let documentTypes: Set<String> = ["application/xhtml+xml", "text/html"]

    /// Whether files of this media type are ever served (documents and style sheets rewritten,
    /// SVG cleaned, the rest checked against their magic bytes).
    static func isServed(_ mediaType: String) -> Bool {
        documentTypes.contains(mediaType) || binaryTypes.contains(mediaType) || mediaType == "text/css" || mediaType == "image/svg+xml"
    }

    let file: String
    let package: EPUBPackage
    let links: InBookLinks
    let toc: [TOCEntry]
    let positions: [Position]
    /// For each reading-order document: its first position's index and how many it has.
    let spans: [String: (start: Int, count: Int)]
    /// How much of the reading order a sample shows: the documents up to about a tenth of the
    /// book (at least the first with text).
    let sample: Set<String>
    /// The contents entry each reading-order document belongs to.
    let chapterTitles: [String: String]
    /// Files as served (sanitised), kept up to `cacheBytes`: the same chapter is asked for
    /// again and again, and sanitising it costs more than the rest of the request.
    private let served = NIOLockedValueBox<(files: [String: Resource], bytes: Int)>(([:], 0))
    static let cacheBytes = 8 << 20

    init(file: String) throws {
        self.file = file
        let archive = try Self.open(file)
        let package = try EPUBPackage.read(archive)
        self.package = package
        links = InBookLinks(paths: Set(archive.map(\.path)))
        var positions: [Position] = []
        var spans: [String: (start: Int, count: Int)] = [:]
        for path in package.readingOrder where spans[path] == nil {
            let size = Int(archive[path]?.uncompressedSize ?? 0)
            let count = max(1, (size + 1023) / 1024)
            spans[path] = (positions.count, count)
            for i in 0..<count {
                positions.append(Position(href: path, progression: Double(i) / Double(count), number: positions.count + 1))
            }
        }
        self.positions = positions
        self.spans = spans
        var sample: Set<String> = []
        var shown = 0
        for path in package.readingOrder {
            sample.insert(path)
            shown += spans[path]?.count ?? 0
            if shown * 10 >= positions.count, shown > 2 { break }
        }
        self.sample = sample
        let toc = (try? Self.tableOfContents(package, archive: archive)) ?? []
        self.toc = toc
        chapterTitles = Self.chapterTitles(toc, readingOrder: package.readingOrder)
    }

    /// For each document, the last contents entry at or before it in reading order.
    static func chapterTitles(_ toc: [TOCEntry], readingOrder: [String]) -> [String: String] {
        func flat(_ entries: [TOCEntry]) -> [TOCEntry] { entries.flatMap { [$0] + flat($0.children) } }
        var firstEntry: [String: String] = [:]
        for entry in flat(toc) {
            let path = String(entry.href.split(separator: "#", maxSplits: 1).first ?? "")
            if firstEntry[path] == nil { firstEntry[path] = entry.title }
        }
        var titles: [String: String] = [:]
        var current: String?
        for path in readingOrder {
            current = firstEntry[path] ?? current
            if let current { titles[path] = current }
        }
        return titles
    }

    static func open(_ file: String) throws -> Archive {
        do { return try Archive(url: URL(fileURLWithPath: file), accessMode: .read) } catch {
            throw EPUBPackage.Invalid(reason: "it is not a ZIP archive")
        }
    }

    /// The position for a place in a document, with the book-wide progression the server
    /// computes so every client shows the same percentage.
    func locate(href: String, progression: Double) -> (position: Int, totalProgression: Double)? {
        guard let span = spans[href], !positions.isEmpty else { return nil }
        let p = min(1, max(0, progression.isFinite ? progression : 0))
        let offset = min(Double(span.count) - 0.000_001, p * Double(span.count))
        let position = span.start + Int(offset) + 1
        return (position, min(1, (Double(span.start) + p * Double(span.count)) / Double(positions.count)))
    }

    /// The title of the contents entry a document belongs to.
    func chapterTitle(href: String) -> String? { chapterTitles[href] }

    struct Resource: Sendable {
        var body: Data
        var mediaType: String
    }

    /// A file of the book as it may be served, or why not.
    func resource(_ path: String) throws -> Resource {
        if let hit = served.withLockedValue({ $0.files[path] }) { return hit }
        let resource = try prepare(path)
        served.withLockedValue { cache in
            guard cache.bytes + resource.body.count <= Self.cacheBytes else { return }
            cache.files[path] = resource
            cache.bytes += resource.body.count
        }
        return resource
    }

    func prepare(_ path: String) throws -> Resource {
        var warning: String?
        return try prepare(path, warning: &warning)
    }

    /// The file as served; `warning` says what was tolerated (a document read as HTML).
    func prepare(_ path: String, warning: inout String?) throws -> Resource {
        guard let item = package.items.first(where: { $0.path == path }) else {
            throw EPUBPackage.Invalid(reason: "\(path) is not one of the book's files")
        }
        let archive = try Self.open(file)
        guard let entry = archive[path] else { throw EPUBPackage.Invalid(reason: "\(path) is missing") }
        let data = try EPUBLimits.inflate(entry, from: archive)
        let type = item.mediaType
        if Self.documentTypes.contains(type) {
            let page = try XHTMLSanitizer(links: links, path: path).sanitize(data)
            warning = page.warning
            return Resource(body: Data(page.text.utf8), mediaType: "application/xhtml+xml; charset=utf-8")
        }
        if type == "text/css" {
            let css = CSSSanitizer.clean(String(decoding: data, as: UTF8.self)) { links.keep($0, from: path) != nil }
            return Resource(body: Data(css.utf8), mediaType: "text/css; charset=utf-8")
        }
        if type == "image/svg+xml" {
            return Resource(body: Data(try SVGSanitizer(links: links, path: path).sanitize(data).utf8), mediaType: "image/svg+xml")
        }
        guard Self.binaryTypes.contains(type) else { throw EPUBPackage.Invalid(reason: "\(path) has a media type that is not served (\(type))") }
        guard Self.bytes(data, match: type) else { throw EPUBPackage.Invalid(reason: "\(path) is not the \(type) it says it is") }
        return Resource(body: data, mediaType: type)
    }

    /// Every file that would be served, checked now (on import) so a hostile book is refused
    /// with its reason instead of failing page by page. Returns what was tolerated: each
    /// document that is not well-formed XHTML and is read as HTML.
    @discardableResult
    func validate() throws -> [String] {
        var warnings: [String] = []
        for item in package.items where Self.isServed(item.mediaType) {
            var warning: String?
            _ = try prepare(item.path, warning: &warning)
            if let warning { warnings.append(warning) }
        }
        for path in package.spine where !package.items.contains(where: { $0.path == path && Self.documentTypes.contains($0.mediaType) }) {
            throw EPUBPackage.Invalid(reason: "the reading order's \(path) is not an XHTML document")
        }
        return warnings
    }

    /// Magic numbers: an "image" that is really a document (or a script) is refused.
    static func bytes(_ data: Data, match type: String) -> Bool {
        let b = [UInt8](data.prefix(12))
        func starts(_ prefix: [UInt8]) -> Bool { b.count >= prefix.count && Array(b[0..<prefix.count]) == prefix }
        switch type {
        case "image/jpeg": return starts([0xFF, 0xD8, 0xFF])
        case "image/png": return starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case "image/gif": return starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8))
        case "image/webp": return starts(Array("RIFF".utf8)) && b.count >= 12 && Array(b[8..<12]) == Array("WEBP".utf8)
        case "font/woff", "application/font-woff": return starts(Array("wOFF".utf8))
        case "font/woff2", "application/font-woff2": return starts(Array("wOF2".utf8))
        default: // OpenType / TrueType
            return starts([0x00, 0x01, 0x00, 0x00]) || starts(Array("OTTO".utf8)) || starts(Array("true".utf8))
        }
    }
}

/// A stand-alone SVG image, through the same allow-list as SVG inside a chapter.
struct SVGSanitizer {
    let links: InBookLinks
    let path: String

    func sanitize(_ data: Data) throws -> String {
        let checked = try EPUBLimits.checkedXML(data, path: path)
        guard case .success(let root) = MarkupElement.parse(checked), root.namespace == XHTMLSanitizer.svg, root.name == "svg" else {
            throw EPUBPackage.Invalid(reason: "\(path) is not an SVG image")
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        XHTMLSanitizer(links: links, path: path).writeSVG(root, into: &out, outermost: true)
        return out
    }
}
