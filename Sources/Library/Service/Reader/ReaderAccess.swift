import Fluent
import Foundation
import NIOConcurrencyHelpers
import SatchelAPI
import SatchelCore

/// Parsed publications, by book file (parsing an EPUB's package, contents and positions takes
/// longer than serving a chapter). Files never change under a name: the name is their hash.
final class PublicationCache: Sendable {
    static let capacity = 32
    private let entries = NIOLockedValueBox<[String: (Publication, UInt64)]>([:])
    private let clock = NIOLockedValueBox<UInt64>(0)

    func publication(_ file: String, directory: String) throws -> Publication {
        let tick = clock.withLockedValue { $0 += 1; return $0 }
        if let hit = entries.withLockedValue({ cache -> Publication? in
            guard let entry = cache[file] else { return nil }
            cache[file] = (entry.0, tick)
            return entry.0
        }) { return hit }
        let publication = try Publication(file: directory + "/" + file)
        entries.withLockedValue { cache in
            cache[file] = (publication, tick)
            if cache.count > Self.capacity, let oldest = cache.min(by: { $0.value.1 < $1.value.1 })?.key {
                cache.removeValue(forKey: oldest)
            }
        }
        return publication
    }
}

/// Who may read what: a patron with an active loan reads the whole book; anyone signed in
/// reads the sample (the first part).
struct ReaderAccess {
    let context: SatchelContext

    struct Opened {
        var title: TitleRow
        var publication: Publication
        /// False: only the sample.
        var full: Bool

        func allows(_ path: String) -> Bool {
            // A sample shows its documents and everything they use, never the rest of the text.
            full || publication.sample.contains(path) || !publication.package.spine.contains(path)
        }
    }

    func open(_ titleID: UUID, user: UUID) async throws -> Opened {
        let title = try await context.titles.find(titleID)
        guard let file = title.epubFile else { throw AppError(.notFound, "reader.no_content") }
        let cache = context.part(PublicationCache.self) ?? PublicationCache()
        let publication: Publication
        do {
            publication = try cache.publication(file, directory: context.settings.dataDirectory + "/library/books")
        } catch let invalid as EPUBPackage.Invalid {
            context.logger.warning("book \(file) of title \(titleID) cannot be read: \(invalid.reason)")
            throw AppError(.notFound, "reader.no_content")
        }
        return Opened(title: title, publication: publication, full: try await hasLoan(titleID, user: user))
    }

    /// An active loan on any card the user has signed in to the library with.
    func hasLoan(_ titleID: UUID, user: UUID) async throws -> Bool {
        try await context.libraryStore.hasOpenLoan(title: titleID, user: user)
    }

    func manifest(_ opened: Opened) -> PublicationManifest {
        let p = opened.publication
        let id = opened.title.id.uuidString
        let readable = p.package.readingOrder.filter { opened.full || p.sample.contains($0) }
        let types = Dictionary(p.package.items.map { ($0.path, $0.mediaType) }, uniquingKeysWith: { a, _ in a })
        func links(_ entries: [Publication.TOCEntry]) -> [PublicationLink] {
            entries.compactMap { entry in
                let path = String(entry.href.split(separator: "#", maxSplits: 1).first ?? "")
                guard opened.full || p.sample.contains(path) else { return nil }
                let children = links(entry.children)
                return PublicationLink(href: entry.href, type: types[path], title: entry.title, children: children.isEmpty ? nil : children)
            }
        }
        // Besides images and styles, the non-linear documents: outside the flow, opened from the
        // contents and links (not in a sample).
        let served = p.package.items.filter {
            !p.package.readingOrder.contains($0.path) && $0.path != p.package.ncxPath && Publication.isServed($0.mediaType)
                && opened.allows($0.path)
        }
        return PublicationManifest(
            metadata: .init(title: opened.title.title, subtitle: opened.title.subtitle, author: opened.title.authorList,
                            translator: opened.title.translatorList.isEmpty ? nil : opened.title.translatorList, language: p.package.language,
                            publisher: opened.title.publisher, identifier: p.package.identifier, numberOfPositions: p.positions.count,
                            sample: !opened.full),
            links: [PublicationLink(href: "/publications/\(id)/manifest.json", type: "application/webpub+json", rel: "self"),
                    PublicationLink(href: "/api/v1/reader/titles/\(id)/positions", type: "application/vnd.readium.position-list+json",
                                    rel: "http://readium.org/position-list")],
            readingOrder: readable.map { PublicationLink(href: $0, type: "application/xhtml+xml", title: p.chapterTitle(href: $0)) },
            resources: served.map { PublicationLink(href: $0.path, type: $0.mediaType) },
            toc: links(p.toc))
    }

    func positions(_ opened: Opened) -> PositionList {
        let list = opened.publication.positions.filter { opened.allows($0.href) }.map { position in
            ReaderLocator(href: position.href, locations: .init(progression: position.progression, position: position.number,
                                                                totalProgression: Double(position.number - 1) / Double(max(1, opened.publication.positions.count))))
        }
        return PositionList(total: list.count, positions: list)
    }
}

extension SatchelContext {
    var readerAccess: ReaderAccess { ReaderAccess(context: self) }
}
