import Foundation

extension TitleWordIndex {
    /// Makes an index from titles added in ascending number order, field texts as the search
    /// index has them (`SearchDocument`).
    struct Builder {
        private var ids: [String: Int32] = [:]
        private var words: [String] = []
        private var lists: [[UInt8]] = []
        private var lastKeys: [Int] = []
        private var numbers: [Int] = []
        private var sizes: [UInt32] = []
        private var totalSize = 0
        private var languages: [UInt8] = []
        private var languageCodes: [String] = [""]
        private var tooManyLanguages = false

        init() {}

        /// A title's six field texts in `Field` order, and its language (ISO 639-2/B).
        mutating func add(number: Int, fields: [String], language: String? = nil) {
            precondition(fields.count == Field.allCases.count && (numbers.last ?? Int.min) < number)
            let title = numbers.count
            numbers.append(number)
            addLanguage(language ?? "")
            var size = 1 // the library's token
            for (field, text) in fields.enumerated() where !text.isEmpty {
                // A field's words in any order (they share a key), each once with its count.
                var found: [Int32] = []
                for token in TitleWordIndex.tokens(text) { found.append(id(token)) }
                found.sort()
                size += found.count
                var i = 0
                while i < found.count {
                    var j = i + 1
                    while j < found.count && found[j] == found[i] { j += 1 }
                    post(Int(found[i]), key: title * 8 + field, count: j - i)
                    i = j
                }
            }
            sizes.append(UInt32(size))
            totalSize += size
        }

        /// Each title's language as a small code (there are about 500 ISO 639-2 codes; a
        /// catalogue with more than 255 distinct ones keeps none, and filters by the database).
        private mutating func addLanguage(_ language: String) {
            guard !tooManyLanguages else { return }
            if let code = languageCodes.firstIndex(of: language) {
                languages.append(UInt8(code))
            } else if languageCodes.count < 256 {
                languages.append(UInt8(languageCodes.count))
                languageCodes.append(language)
            } else {
                tooManyLanguages = true
                languages = []
            }
        }

        private mutating func id(_ word: String) -> Int32 {
            if let known = ids[word] { return known }
            let id = Int32(words.count)
            ids[word] = id
            words.append(word)
            lists.append([])
            lastKeys.append(0)
            return id
        }

        private mutating func post(_ id: Int, key: Int, count: Int) {
            Self.append((key - lastKeys[id]) << 1 | (count > 1 ? 1 : 0), to: &lists[id])
            if count > 1 { Self.append(count, to: &lists[id]) }
            lastKeys[id] = key
        }

        static func append(_ value: Int, to bytes: inout [UInt8]) {
            var v = value
            while v >= 0x80 {
                bytes.append(UInt8(v & 0x7F) | 0x80)
                v >>= 7
            }
            bytes.append(UInt8(v))
        }

        /// The index, words sorted by their bytes.
        consuming func finish() -> TitleWordIndex {
            ids = [:]
            let words = self.words
            let order = words.indices.sorted { words[$0].utf8.lexicographicallyPrecedes(words[$1].utf8) }
            var wordBytes: [UInt8] = []
            var wordEnds: [UInt32] = []
            var postings: [UInt8] = []
            var postingEnds: [UInt32] = []
            wordBytes.reserveCapacity(words.reduce(0) { $0 + $1.utf8.count })
            postings.reserveCapacity(lists.reduce(0) { $0 + $1.count })
            wordEnds.reserveCapacity(order.count)
            postingEnds.reserveCapacity(order.count)
            for id in order {
                wordBytes += words[id].utf8
                wordEnds.append(UInt32(wordBytes.count))
                postings += lists[id]
                postingEnds.append(UInt32(postings.count))
            }
            return TitleWordIndex(numbers: numbers, sizes: sizes, averageSize: numbers.isEmpty ? 1 : Double(totalSize) / Double(numbers.count),
                                  wordBytes: wordBytes, wordEnds: wordEnds, postings: postings, postingEnds: postingEnds,
                                  languages: tooManyLanguages ? nil : TitleWordIndex.Languages(codes: languageCodes, ofTitle: languages))
        }
    }

    /// The tokens of a field as SQLite's `unicode61` tokenizer makes them: runs of letters,
    /// digits and marks, lower case (folded text is already; ISBNs may end in X).
    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let v = scalar.value
                if (v >= 0x30 && v <= 0x39) || (v >= 0x61 && v <= 0x7A) {
                    current.append(scalar)
                } else if v >= 0x41 && v <= 0x5A {
                    current.append(Unicode.Scalar(v + 0x20)!)
                } else if !current.isEmpty {
                    tokens.append(String(current))
                    current = String.UnicodeScalarView()
                }
            } else if CharacterSet.alphanumerics.contains(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                tokens.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { tokens.append(String(current)) }
        return tokens
    }
}
