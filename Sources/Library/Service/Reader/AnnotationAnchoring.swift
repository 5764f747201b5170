import Fluent
import Foundation
import SatchelCore

/// Finds highlights again after their book was imported anew (the title's book file is no
/// longer the one they were made in): the passage with its context in the same document →
/// `anchored` (its place worked out again); else the passage found exactly once anywhere in the
/// reading order → `moved` (pointed there); else `orphaned` — kept with its quote, never
/// pointed somewhere it does not belong. Runs when they are read, once per new book file.
struct AnnotationAnchoring {
    let context: SatchelContext

    func refresh(_ titleID: UUID, user: UUID) async throws {
        let title = try await context.titles.find(titleID)
        guard let file = title.epubFile else { return }
        let stale = try await AnnotationRecord.query(on: context.db).filter(\.$userID == user).filter(\.$titleID == titleID)
            .filter(\.$edition != file).all()
        guard !stale.isEmpty else { return }
        let publication = try await context.readerAccess.open(titleID, user: user).publication
        var texts: [String: String] = [:]
        func text(_ href: String) -> String {
            if let hit = texts[href] { return hit }
            let found = (try? publication.resource(href)).map { DocumentText.of(String(decoding: $0.body, as: UTF8.self)) } ?? ""
            texts[href] = found
            return found
        }
        let order = publication.package.readingOrder
        let found = stale.map { r -> (AnnotationRecord, Place?) in
            (r, r.deletedAt == nil ? Self.find(exact: r.exact, prefix: r.prefix, suffix: r.suffix, href: r.href, order: order, text: text) : nil)
        }
        try await context.writeTransaction { tx in
            for (r, place) in found {
                r.edition = file
                if r.deletedAt == nil {
                    if let place, let located = publication.locate(href: place.href, progression: place.progression) {
                        r.anchor = place.href == r.href ? "anchored" : "moved"
                        r.href = place.href
                        r.progression = place.progression
                        r.position = located.position
                        r.totalProgression = located.totalProgression
                        r.chapter = publication.chapterTitle(href: place.href)
                    } else {
                        r.anchor = "orphaned"
                    }
                    r.changedAt = tx.now
                }
                try await r.update(on: tx.db)
            }
        }
    }

    struct Place: Equatable {
        var href: String
        var progression: Double
    }

    /// Where the passage is in the book's text, by the rules above; nil: not in this edition.
    static func find(exact: String, prefix: String, suffix: String, href: String, order: [String], text: (String) -> String) -> Place? {
        func progression(_ range: Range<String.Index>, in s: String) -> Double {
            let count = s.count
            return count == 0 ? 0 : min(1, Double(s.distance(from: s.startIndex, to: range.lowerBound)) / Double(count))
        }
        if order.contains(href) {
            let same = text(href)
            if let whole = same.range(of: prefix + exact + suffix) {
                let start = same.index(whole.lowerBound, offsetBy: prefix.count)
                return Place(href: href, progression: progression(start..<whole.upperBound, in: same))
            }
        }
        var hits: [Place] = []
        for doc in order {
            let s = text(doc)
            var from = s.startIndex
            while let r = s.range(of: exact, range: from..<s.endIndex) {
                hits.append(Place(href: doc, progression: progression(r, in: s)))
                if hits.count > 1 { return nil }
                from = s.index(after: r.lowerBound)
            }
        }
        return hits.first
    }
}

extension SatchelContext {
    var annotationAnchoring: AnnotationAnchoring { AnnotationAnchoring(context: self) }
}
