import Foundation
import SatchelCore

extension TitleWordIndex {
    /// Some of the index's places (titles), as bits.
    struct Places: Sendable {
        let count: Int
        private var bits: [UInt64]

        /// Every place of an index of `count` titles, or none.
        init(count: Int, all: Bool) {
            self.count = count
            bits = Array(repeating: all ? ~0 : 0, count: (count + 63) / 64)
            // No place past the last title.
            if all, count & 63 != 0 { bits[bits.count - 1] = (1 << UInt64(count & 63)) - 1 }
        }

        func contains(_ place: Int) -> Bool { bits[place >> 6] & (1 << UInt64(place & 63)) != 0 }
        mutating func insert(_ place: Int) { bits[place >> 6] |= 1 << UInt64(place & 63) }
        mutating func remove(_ place: Int) { bits[place >> 6] &= ~(1 << UInt64(place & 63)) }

        mutating func formIntersection(_ other: Places) {
            for i in bits.indices { bits[i] &= other.bits[i] }
        }

        /// Up to `limit` of these places after `start` (nil: from the end the direction starts
        /// at), ascending, or descending from just below `start`.
        func first(_ limit: Int, after start: Int?, descending: Bool) -> [Int] {
            var found: [Int] = []
            guard limit > 0 else { return found }
            if descending {
                let from = min(start ?? count, count) - 1
                guard from >= 0 else { return found }
                var word = from >> 6
                var mask: UInt64 = from & 63 == 63 ? ~0 : (1 << UInt64(from & 63 + 1)) - 1
                while word >= 0 {
                    var left = bits[word] & mask
                    while left != 0 {
                        let bit = 63 - left.leadingZeroBitCount
                        found.append(word << 6 + bit)
                        if found.count == limit { return found }
                        left &= ~(1 << UInt64(bit))
                    }
                    word -= 1
                    mask = ~0
                }
            } else {
                let from = (start ?? -1) + 1
                var word = from >> 6
                var mask: UInt64 = ~0 << UInt64(from & 63)
                while word < bits.count {
                    var left = bits[word] & mask
                    while left != 0 {
                        found.append(word << 6 + left.trailingZeroBitCount)
                        if found.count == limit { return found }
                        left &= left - 1
                    }
                    word += 1
                    mask = ~0
                }
            }
            return found
        }
    }
}

extension TitleSearch {
    /// The titles a search's filters let through, when the word index can say: the language
    /// from the index itself; a publisher's titles, a subject's titles and those with no copy
    /// free from the database in one statement (each by its index). Nil when the index cannot
    /// (too many languages, or a title it does not know yet): the database answers the search.
    func placesAllowed(by q: TitleQuery, in index: TitleWordIndex, library: LibraryRow) async throws -> TitleWordIndex.Places? {
        let libraryID = library.id
        var allowed = TitleWordIndex.Places(count: index.count, all: true)
        if let language = q.language {
            guard let languages = index.languages else { return nil }
            let code = languages.codes.firstIndex(of: language).map(UInt8.init)
            for place in 0..<index.count where languages.ofTitle[place] != code { allowed.remove(place) }
        }
        guard q.publisher != nil || q.category != nil || q.availableNow else { return allowed }
        // Each row: a title the filter (0 publisher, 1 subject) lets through, or (2) keeps out.
        let rows = try await context.libraryStore.filteredTitleNumbers(
            library: libraryID, publisherKey: q.publisher.map { CatalogueText.collationKey($0, language: library.language) },
            category: q.category, noCopyFree: q.availableNow)
        var byPublisher = TitleWordIndex.Places(count: index.count, all: false)
        var bySubject = byPublisher
        for row in rows {
            guard let place = index.place(of: row.number) else { return nil }
            switch row.filter {
            case 0: byPublisher.insert(place)
            case 1: bySubject.insert(place)
            default: allowed.remove(place)
            }
        }
        if q.publisher != nil { allowed.formIntersection(byPublisher) }
        if q.category != nil { allowed.formIntersection(bySubject) }
        return allowed
    }
}
