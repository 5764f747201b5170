import Foundation
import NIOConcurrencyHelpers
import SatchelAPI
import SatchelCore

/// One document's text as the reader shows it (the sanitised document's body), folded for search
/// with a map from each folded scalar back to the text.
struct BookDocumentText: Sendable {
    /// The body's text nodes, joined as they are (the reader's frame walks the same nodes).
    let text: [Unicode.Scalar]
    /// Folded: lowercase, no diacritics, letters as the catalogue expands them, any run of
    /// spaces and punctuation one space.
    let folded: [Unicode.Scalar]
    /// For each folded scalar, the index in `text` of the character it comes from.
    let origin: [Int32]

    /// Dropped without a break, as catalogue search drops them ("U.K." is "uk", "don't" "dont").
    static let silent: Set<Character> = [".", "'", "\u{2019}", "\u{02BB}", "`"]

    init(text: String) {
        var original: [Unicode.Scalar] = []
        var folded: [Unicode.Scalar] = []
        var origin: [Int32] = []
        original.reserveCapacity(text.utf8.count)
        folded.reserveCapacity(text.utf8.count)
        origin.reserveCapacity(text.utf8.count)
        Self.fold(text) { start, piece in
            for scalar in piece.unicodeScalars {
                folded.append(scalar)
                origin.append(Int32(start))
            }
        } scalars: { original.append(contentsOf: $0); return original.count }
        self.text = original
        self.folded = folded
        self.origin = origin
    }

    /// Folds character by character with `CatalogueText.fold`, so every folded scalar knows the
    /// character it came from. `emit(start, piece)`: a folded piece (or " " for a break) for the
    /// character starting at scalar `start`; `scalars` is told each character's scalars and
    /// answers how many there are so far.
    static func fold(_ text: String, emit: (Int, String) -> Void, scalars: ([Unicode.Scalar]) -> Int) {
        var memo: [Character: String] = [:]
        var lastWasBreak = true
        var count = 0
        for ch in text {
            let start = count
            count = scalars(Array(ch.unicodeScalars))
            let piece: String
            if ch.isASCII, let byte = ch.asciiValue {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): piece = String(ch)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): piece = String(UnicodeScalar(byte + 32))
                default: piece = ""
                }
            } else if let hit = memo[ch] {
                piece = hit
            } else {
                piece = CatalogueText.fold(String(ch)).replacingOccurrences(of: " ", with: "")
                memo[ch] = piece
            }
            if piece.isEmpty {
                if silent.contains(ch) { continue }
                if !lastWasBreak { emit(start, " ") }
                lastWasBreak = true
            } else {
                emit(start, piece)
                lastWasBreak = false
            }
        }
    }

    /// A query folded the same way, without breaks at either end.
    static func foldQuery(_ query: String) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        fold(query, emit: { _, piece in out.append(contentsOf: piece.unicodeScalars) }, scalars: { _ in 0 })
        while out.last == " " { out.removeLast() }
        return out
    }
}

/// Documents' text by book file and path (reading a chapter's text costs a parse of it); as
/// many books as `PublicationCache` keeps.
final class BookTextCache: Sendable {
    static let capacity = 32
    private let entries = NIOLockedValueBox<[String: (BookDocumentText, UInt64)]>([:])
    private let clock = NIOLockedValueBox<UInt64>(0)
    /// Texts of about this many scalars in all are kept (each costs 12 bytes a scalar).
    static let scalarBudget = 24 << 20

    func text(_ publication: Publication, path: String) throws -> BookDocumentText {
        let key = publication.file + "\n" + path
        let tick = clock.withLockedValue { $0 += 1; return $0 }
        if let hit = entries.withLockedValue({ cache -> BookDocumentText? in
            guard let entry = cache[key] else { return nil }
            cache[key] = (entry.0, tick)
            return entry.0
        }) { return hit }
        let text = BookDocumentText(text: try Self.bodyText(publication.resource(path).body))
        entries.withLockedValue { cache in
            cache[key] = (text, tick)
            var books = Set(cache.keys.map { $0.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "" })
            var size = cache.values.reduce(0) { $0 + $1.0.text.count }
            while books.count > Self.capacity || size > Self.scalarBudget, cache.count > 1,
                  let oldest = cache.min(by: { $0.value.1 < $1.value.1 }) {
                cache.removeValue(forKey: oldest.key)
                size -= oldest.value.0.text.count
                books = Set(cache.keys.map { $0.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "" })
            }
        }
        return text
    }

    /// The text nodes of the served document's body, as a browser's DOM has them (style sheets
    /// and scripts are not text one reads).
    static func bodyText(_ data: Data) throws -> String {
        let xml = Data(HTMLEntities.numbered(String(decoding: data, as: UTF8.self)).utf8)
        guard case .success(let root) = MarkupElement.parse(xml) else { return "" }
        var out = ""
        func walk(_ element: MarkupElement) {
            for child in element.children {
                switch child {
                case .text(let text): out += text
                case .element(let inner) where inner.name != "style" && inner.name != "script": walk(inner)
                case .element: break
                }
            }
        }
        if let body = root.elements.first(where: { $0.name == "body" }) { walk(body) }
        return out
    }
}

/// Search inside a book the viewer may read: the whole book on a loan, else its sample.
struct BookSearch {
    let context: SatchelContext
    static let limit = 500
    static let contextLength = 40

    func search(_ query: String?, titleID: UUID, user: UUID) async throws -> BookSearchResult {
        // Counted as the API document counts (code points); only spaces and punctuation find nothing.
        let query = query ?? ""
        guard (1...100).contains(query.unicodeScalars.count) else { throw AppError.invalid("q", "reader.search.query") }
        let folded = BookDocumentText.foldQuery(query)
        let opened = try await context.readerAccess.open(titleID, user: user)
        guard !folded.isEmpty else { return BookSearchResult(query: query, total: 0, truncated: false, chapters: []) }
        let publication = opened.publication
        let cache = context.part(BookTextCache.self) ?? BookTextCache()
        let order = publication.package.readingOrder
        // The reading order, then the documents outside the flow (opened from links).
        let outside = publication.package.spine.filter { !order.contains($0) }
        let documents = (order.map { ($0, true) } + outside.map { ($0, false) }).filter { opened.allows($0.0) }
        var chapters: [BookSearchResult.Chapter] = []
        var total = 0
        var truncated = false
        for (path, linear) in documents where !truncated {
            let text = try cache.text(publication, path: path)
            var matches: [BookSearchResult.Match] = []
            for start in Self.matches(of: folded, in: text.folded) {
                guard total < Self.limit else { truncated = true; break }
                matches.append(Self.match(text, at: start, length: folded.count, occurrence: matches.count))
                total += 1
            }
            if !matches.isEmpty {
                chapters.append(.init(title: title(of: path, in: publication), href: path, linear: linear, matches: matches))
            }
        }
        return BookSearchResult(query: query, total: total, truncated: truncated, chapters: chapters)
    }

    func title(of path: String, in publication: Publication) -> String {
        if let title = publication.chapterTitle(href: path) { return title }
        func find(_ entries: [Publication.TOCEntry]) -> String? {
            for entry in entries {
                if entry.href.split(separator: "#", maxSplits: 1).first.map(String.init) == path { return entry.title }
                if let inner = find(entry.children) { return inner }
            }
            return nil
        }
        return find(publication.toc) ?? (path.split(separator: "/").last.map(String.init) ?? path)
    }

    /// Where the query starts a word (CJK text has no spaces: anywhere).
    static func matches(of query: [Unicode.Scalar], in text: [Unicode.Scalar]) -> [Int] {
        guard let first = query.first, text.count >= query.count else { return [] }
        let anywhere = CatalogueText.isCJK(first)
        var found: [Int] = []
        var i = 0
        let last = text.count - query.count
        while i <= last {
            if text[i] == first, anywhere || i == 0 || text[i - 1] == " " {
                var j = 1
                while j < query.count, text[i + j] == query[j] { j += 1 }
                if j == query.count {
                    found.append(i)
                    i += query.count
                    continue
                }
            }
            i += 1
        }
        return found
    }

    static func match(_ document: BookDocumentText, at start: Int, length: Int, occurrence: Int) -> BookSearchResult.Match {
        let text = document.text
        let from = Int(document.origin[start])
        // The match ends after the last character it folded from.
        let lastFrom = Int(document.origin[start + length - 1])
        var to = lastFrom + 1
        while to < text.count, text[to].properties.isGraphemeExtend { to += 1 }
        func string(_ range: Range<Int>) -> String {
            var s = ""
            s.unicodeScalars.append(contentsOf: text[range])
            return s
        }
        var beforeStart = max(0, from - contextLength)
        if beforeStart > 0 {
            // Cut at a word boundary: from the first space on.
            while beforeStart < from, !isSpace(text[beforeStart]) { beforeStart += 1 }
        }
        var afterEnd = min(text.count, to + contextLength)
        if afterEnd < text.count {
            while afterEnd > to, !isSpace(text[afterEnd - 1]) { afterEnd -= 1 }
        }
        let before = collapsed(string(beforeStart..<from))
        let after = collapsed(string(to..<afterEnd))
        return .init(progression: text.isEmpty ? 0 : Double(from) / Double(text.count), occurrence: occurrence,
                     before: String(before.drop { $0 == " " }), text: collapsed(string(from..<to)),
                     after: String(after.reversed().drop { $0 == " " }.reversed()))
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace }

    static func collapsed(_ text: String) -> String {
        var out = ""
        var space = false
        for ch in text {
            if ch.isWhitespace { space = true; continue }
            if space { out.append(" "); space = false }
            out.append(ch)
        }
        if space { out.append(" ") }
        return out
    }
}

extension SatchelContext {
    var bookSearch: BookSearch { BookSearch(context: self) }
}
