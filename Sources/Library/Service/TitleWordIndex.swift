import Foundation
import SatchelCore

/// One library's titles as a word index in memory, ranking a best-match search exactly as
/// SQLite's FTS5 index ranks it (`bm25` with the same column weights, over the same query: each
/// word as a start, the word itself again, a spelling with diacritics beside it). The database
/// has to merge every list of words a start covers from its pages and rank each match through
/// a function call (a two-letter start took 60–125 ms on SQLite, a common word 70–340 ms with
/// PostgreSQL's `ts_rank`); here the lists are packed bytes and ranking is arithmetic.
struct TitleWordIndex: Sendable {
    /// The searched columns in the order of SQLite's `library_title_search` after `library`.
    enum Field: Int, CaseIterable, Sendable {
        case title, author, keyword, publisher, isbn, marked
    }

    /// Which fields a phrase is looked for in (bit `1 << Field.rawValue`).
    struct Fields: OptionSet, Sendable {
        let rawValue: UInt8
        static let marked = Fields(rawValue: 1 << UInt8(Field.marked.rawValue))

        init(rawValue: UInt8) { self.rawValue = rawValue }
        init(_ field: Field) { rawValue = 1 << UInt8(field.rawValue) }

        /// What a search in `field` reads: every field but the spellings with diacritics for "all".
        init(searching field: TitleQuery.Field) {
            switch field {
            case .all: self = Fields([.init(.title), .init(.author), .init(.keyword), .init(.publisher), .init(.isbn)])
            case .title: self.init(.title)
            case .author: self.init(.author)
            case .keyword: self.init(.keyword)
            case .publisher: self.init(.publisher)
            case .isbn: self.init(.isbn)
            }
        }
    }

    /// SQLite's `bm25(0.0, 10.0, 6.0, 1.0, 2.0, 2.0, 4.0)` (the library column weighs nothing).
    static let weights: [Double] = [10, 6, 1, 2, 2, 4]

    /// A searched word, folded, and its spelling with diacritics when it was typed with them.
    struct Term: Sendable {
        var word: [UInt8]
        var marked: [UInt8]?
    }

    /// Title numbers, ascending: a title is its place here, so equal scores go to the lower number.
    let numbers: [Int]
    /// Each title's tokens in every column, the library's token included: FTS5's row size.
    let sizes: [UInt32]
    let averageSize: Double
    /// The words sorted by their UTF-8 bytes (so a start's words are side by side), end to end.
    let wordBytes: [UInt8]
    let wordEnds: [UInt32]
    /// Word i's postings end at `postingEnds[i]`: for each title and field it is in, in title
    /// order, the step from the previous (title × 8 + field) shifted left once, its low bit set
    /// when a count follows (the word more than once in that field); each a LEB128 varint.
    let postings: [UInt8]
    let postingEnds: [UInt32]
    /// Each title's language, for the language filter (nil: too many to keep this way).
    let languages: Languages?

    struct Languages: Sendable {
        /// A code's language ("" for none); a title's code is its place in this list.
        let codes: [String]
        let ofTitle: [UInt8]
    }

    /// Each title's place in the orders only an import changes (`TitleWordIndex.staticSorts`),
    /// ascending, ties by id, as the database sorts them: a sorted search is then one pass over
    /// its matches (`sorted`) instead of a walk through the sort column's index.
    var orders: [TitleQuery.Sort: [UInt32]] = [:]

    var count: Int { numbers.count }
    /// What the index holds in memory, roughly.
    var bytes: Int {
        numbers.count * 8 + sizes.count * 4 + wordBytes.count + wordEnds.count * 4 + postings.count + postingEnds.count * 4
            + orders.values.reduce(0) { $0 + $1.count * 4 } + (languages?.ofTitle.count ?? 0)
    }

    /// The numbers of the page of titles matching every term, best first, and how many match.
    func search(_ terms: [Term], in fields: Fields, allowed: Places? = nil, offset: Int, limit: Int) -> (numbers: [Int], total: Int) {
        guard !terms.isEmpty, !numbers.isEmpty else { return ([], 0) }
        var ranking = Ranking(self)
        for (n, term) in terms.enumerated() {
            let starts = words(startingWith: term.word)
            // The phrases in the order FTS5 reads them from `TitleSearch.ftsQuery`: the start, the
            // exact word, and with diacritics the start again beside the spelling's start.
            ranking.add(starts, fields, matchedTerms: n)
            ranking.add(exactly(term.word), fields, matchedTerms: nil)
            if let marked = term.marked {
                // FTS5 counts the start again only where the spelling matched beside it.
                let spellings = words(startingWith: marked)
                let spelled = ranking.titles(with: spellings, .marked)
                ranking.add(starts, fields, matchedTerms: nil, onlyIn: spelled)
                ranking.add(spellings, .marked, matchedTerms: nil)
            }
        }
        return ranking.page(matching: terms.count, allowed: allowed, offset: offset, limit: limit)
    }

    /// The numbers of the titles matching every term (each word as a start), ascending.
    func matching(_ terms: [Term], in fields: Fields) -> [Int] {
        matchingPlaces(terms, in: fields).map { numbers[$0] }
    }

    /// The places (in `numbers`) of the titles matching every term (and `allowed`), ascending.
    func matchingPlaces(_ terms: [Term], in fields: Fields, allowed: Places? = nil) -> [Int] {
        guard !terms.isEmpty, !numbers.isEmpty else { return [] }
        var ranking = Ranking(self, scoring: false)
        for (n, term) in terms.enumerated() { ranking.mark(words(startingWith: term.word), fields, matchedTerms: n) }
        return ranking.matched.indices.filter { Int(ranking.matched[$0]) == terms.count && allowed?.contains($0) != false }
    }

    /// The place in `numbers` of the title numbered `number`.
    func place(of number: Int) -> Int? {
        let place = numbers.partitionPoint { $0 >= number }
        return place < numbers.count && numbers[place] == number ? place : nil
    }

    /// The words that start with `prefix`, as a range of word numbers.
    func words(startingWith prefix: [UInt8]) -> Range<Int> {
        let first = lowerBound(prefix)
        // The start's words are side by side; the first word past them does not begin with it.
        return first..<(first..<wordEnds.count).partitionPoint { !word($0).starts(with: prefix) }
    }

    func exactly(_ word: [UInt8]) -> Range<Int> {
        let first = lowerBound(word)
        return first < wordEnds.count && self.word(first).elementsEqual(word) ? first..<(first + 1) : first..<first
    }

    func word(_ i: Int) -> ArraySlice<UInt8> {
        wordBytes[(i == 0 ? 0 : Int(wordEnds[i - 1]))..<Int(wordEnds[i])]
    }

    private func lowerBound(_ key: [UInt8]) -> Int {
        (0..<wordEnds.count).partitionPoint { !word($0).lexicographicallyPrecedes(key) }
    }
}

extension TitleWordIndex {
    /// One search's scores: FTS5's bm25 summed phrase by phrase in the query's order, so each
    /// title's score is the same double FTS5 computes.
    struct Ranking {
        let index: TitleWordIndex
        var scores: [Double]
        /// How many terms (in order) each title matched so far.
        var matched: [UInt8]
        /// One phrase's weighted count of instances per title, and the titles it is in.
        var frequencies: [Double]
        var touched: [Int32] = []

        /// `scoring: false` only marks matches (no scores kept).
        init(_ index: TitleWordIndex, scoring: Bool = true) {
            self.index = index
            scores = scoring ? Array(repeating: 0, count: index.count) : []
            matched = Array(repeating: 0, count: index.count)
            frequencies = Array(repeating: 0, count: index.count)
        }

        /// Adds a phrase (these words, in these fields) to the scores; `matchedTerms` marks the
        /// phrase that decides whether a title matches the term.
        mutating func add(_ words: Range<Int>, _ fields: Fields, matchedTerms: Int?, onlyIn kept: Set<Int32>? = nil) {
            collect(words, fields)
            let rows = Double(index.count)
            let hits = Double(touched.count)
            var idf = log((rows - hits + 0.5) / (hits + 0.5))
            if idf <= 0 { idf = 1e-6 }
            let k1 = 1.2
            let b = 0.75
            let average = index.averageSize
            index.sizes.withUnsafeBufferPointer { sizes in
                for title in touched {
                    let t = Int(title)
                    let f = frequencies[t]
                    frequencies[t] = 0
                    // The phrase's matches all count for its rarity; only these for the score.
                    if let kept, !kept.contains(title) { continue }
                    let d = Double(sizes[t])
                    scores[t] += idf * ((f * (k1 + 1.0)) / (f + k1 * (1 - b + b * d / average)))
                    if let n = matchedTerms, Int(matched[t]) == n { matched[t] = UInt8(n + 1) }
                }
            }
        }

        /// Counts the term as matched where the phrase is, without scoring.
        mutating func mark(_ words: Range<Int>, _ fields: Fields, matchedTerms n: Int) {
            collect(words, fields)
            for title in touched {
                let t = Int(title)
                frequencies[t] = 0
                if Int(matched[t]) == n { matched[t] = UInt8(n + 1) }
            }
        }

        /// The titles a phrase is in.
        mutating func titles(with words: Range<Int>, _ fields: Fields) -> Set<Int32> {
            collect(words, fields)
            for title in touched { frequencies[Int(title)] = 0 }
            return Set(touched)
        }

        /// Reads the phrase's postings into `frequencies` (each instance weighs its field's weight).
        private mutating func collect(_ words: Range<Int>, _ fields: Fields) {
            touched.removeAll(keepingCapacity: true)
            guard !words.isEmpty else { return }
            let mask = fields.rawValue
            let weights = TitleWordIndex.weights
            index.postings.withUnsafeBufferPointer { bytes in
                index.postingEnds.withUnsafeBufferPointer { ends in
                    frequencies.withUnsafeMutableBufferPointer { frequencies in
                        for w in words {
                            var p = w == 0 ? 0 : Int(ends[w - 1])
                            let end = Int(ends[w])
                            var key = 0
                            while p < end {
                                let step = Self.varint(bytes, &p)
                                key += step >> 1
                                let count = step & 1 == 1 ? Self.varint(bytes, &p) : 1
                                let field = key & 7
                                guard mask & (1 << UInt8(field)) != 0 else { continue }
                                let title = key >> 3
                                if frequencies[title] == 0 { touched.append(Int32(title)) }
                                frequencies[title] += weights[field] * Double(count)
                            }
                        }
                    }
                }
            }
        }

        @inline(__always)
        static func varint(_ bytes: UnsafeBufferPointer<UInt8>, _ p: inout Int) -> Int {
            var value = 0
            var shift = 0
            while true {
                let byte = bytes[p]
                p += 1
                value |= Int(byte & 0x7F) << shift
                if byte < 0x80 { return value }
                shift += 7
            }
        }

        /// The titles that matched all `terms` (and `allowed`), best first (ties: lower number first), from
        /// `offset`: the page is kept in a heap, the rest only compared with its worst.
        func page(matching terms: Int, allowed: Places?, offset: Int, limit: Int) -> (numbers: [Int], total: Int) {
            let wanted = offset + limit
            var heap = WorstFirstHeap(capacity: wanted, scores: scores)
            var total = 0
            for t in 0..<matched.count where Int(matched[t]) == terms && allowed?.contains(t) != false {
                total += 1
                heap.offer(t)
            }
            let ranked = heap.sorted()
            guard offset < ranked.count else { return ([], total) }
            return (ranked[offset...].map { index.numbers[$0] }, total)
        }
    }

    /// The best `capacity` titles seen, the worst of them on top.
    struct WorstFirstHeap {
        let capacity: Int
        let scores: [Double]
        var items: [Int] = []

        init(capacity: Int, scores: [Double]) {
            self.capacity = capacity
            self.scores = scores
            items.reserveCapacity(min(capacity, 4096))
        }

        /// Whether title a ranks above title b.
        func better(_ a: Int, _ b: Int) -> Bool {
            scores[a] > scores[b] || (scores[a] == scores[b] && a < b)
        }

        mutating func offer(_ t: Int) {
            guard capacity > 0 else { return }
            if items.count < capacity {
                items.append(t)
                var child = items.count - 1
                while child > 0 {
                    let parent = (child - 1) / 2
                    guard better(items[parent], items[child]) else { break }
                    items.swapAt(parent, child)
                    child = parent
                }
            } else if better(t, items[0]) {
                items[0] = t
                var parent = 0
                while true {
                    var worst = parent
                    for child in [2 * parent + 1, 2 * parent + 2] where child < items.count && better(items[worst], items[child]) {
                        worst = child
                    }
                    guard worst != parent else { break }
                    items.swapAt(parent, worst)
                    parent = worst
                }
            }
        }

        func sorted() -> [Int] { items.sorted(by: better) }
    }
}
