import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A small XML element tree (namespace-aware: names are local names, with their namespace),
/// enough to read an EPUB's container and package documents. External entities are never
/// resolved: an EPUB is untrusted.
final class XMLElementNode {
    let name: String
    let namespace: String?
    let attributes: [String: String]
    var children: [XMLElementNode] = []
    var text = ""

    init(name: String, namespace: String?, attributes: [String: String]) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
    }

    func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }
    func child(_ name: String) -> XMLElementNode? { children.first { $0.name == name } }

    /// An attribute by local name, whatever its prefix (`opf:role` or `role`).
    func attribute(_ local: String) -> String? {
        attributes[local] ?? attributes.first { $0.key.hasSuffix(":" + local) }?.value
    }

    var trimmedText: String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// Parses `data`; nil with the parser's message when it is not well-formed XML.
    static func parse(_ data: Data) -> Result<XMLElementNode, XMLTreeError> {
        let builder = Builder()
        let guarded = XMLParserGuard(data)
        let parser = XMLParser(data: guarded.data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            if let first = builder.firstError {
                return .failure(XMLTreeError(line: first.line, column: guarded.column(first.column, line: first.line), code: first.code))
            }
            return .failure(XMLTreeError(message: "line \(parser.lineNumber): not XML", line: parser.lineNumber, problem: "not XML"))
        }
        return .success(root)
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLElementNode?
        var stack: [XMLElementNode] = []
        /// Where the parser first stumbled, not where it gave up.
        var firstError: (line: Int, column: Int, code: Int)?

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if firstError == nil { firstError = (parser.lineNumber, parser.columnNumber, (parseError as NSError).code) }
        }

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            let node = XMLElementNode(name: name, namespace: namespaceURI, attributes: attributes)
            stack.last?.children.append(node)
            if root == nil { root = node }
            stack.append(node)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            stack.last?.text += string
        }
    }
}

/// Foundation's XMLParser on Linux crashes the process on a processing instruction without
/// data (`<?x?>`: it reads a NULL as a C string), even inside an attribute value it recovers
/// from. An EPUB is untrusted, so a space goes before each such `?>` (`<?x ?>`), which means
/// the same; the parser's columns are then moved back by `column(_:line:)`.
struct XMLParserGuard {
    let data: Data
    /// Where a space went: line and column (from 1, in characters) in `data`.
    let insertions: [(line: Int, column: Int)]

    init(_ original: Data) {
        let b = [UInt8](original)
        var out: [UInt8] = []
        var insertions: [(line: Int, column: Int)] = []
        var line = 1
        var column = b.starts(with: [0xEF, 0xBB, 0xBF]) ? -1 : 0 // characters of this line before `k` (the parser skips a byte-order mark)
        var k = 0
        out.reserveCapacity(b.count)
        func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D }
        while k < b.count {
            if b[k] == UInt8(ascii: "<"), k + 1 < b.count, b[k + 1] == UInt8(ascii: "?") {
                var j = k + 2
                while j < b.count, !isSpace(b[j]), b[j] != UInt8(ascii: "?"), b[j] != UInt8(ascii: ">") { j += 1 }
                if j > k + 2, j + 1 < b.count, b[j] == UInt8(ascii: "?"), b[j + 1] == UInt8(ascii: ">") {
                    // The name cannot hold a line feed: copy it, then the space.
                    for c in b[k..<j] where c & 0xC0 != 0x80 { column += 1 }
                    out.append(contentsOf: b[k..<j])
                    out.append(0x20)
                    insertions.append((line, column + 1))
                    column += 1
                    k = j
                    continue
                }
            }
            let c = b[k]
            out.append(c)
            if c == 0x0A {
                line += 1
                column = 0
            } else if c & 0xC0 != 0x80 {
                column += 1
            }
            k += 1
        }
        self.data = insertions.isEmpty ? original : Data(out)
        self.insertions = insertions
    }

    /// A column the parser gives on `line`, in the data as it was before the spaces went in.
    func column(_ column: Int, line: Int) -> Int {
        column - insertions.filter { $0.line == line && $0.column < column }.count
    }
}

struct XMLTreeError: Error {
    let message: String
    /// Where the parser first found the document not well-formed (from 1, columns in characters), when known.
    var line: Int?
    var column: Int?
    /// What was wrong, in plain words, when known.
    var problem: String?

    init(message: String, line: Int? = nil, problem: String? = nil) {
        self.message = message
        self.line = line
        self.problem = problem
    }

    /// From the parser's first error: its place and libxml2's error code.
    init(line: Int, column: Int, code: Int) {
        let problem = Self.words(code)
        self.message = "line \(line), column \(column): \(problem)"
        self.line = line
        self.column = column
        self.problem = problem
    }

    /// libxml2's error codes (`xmlParserErrors`, which XMLParser passes on) in words.
    static func words(_ code: Int) -> String {
        switch code {
        case 4: return "the document is empty"
        case 5, 85, 86: return "there is more after the end of the document"
        case 6, 7, 8, 10, 11, 12, 13: return "a character reference that is not valid"
        case 9: return "a character that XML does not allow"
        case 14, 15, 16, 17, 22, 23: return "an \"&\" that starts no character reference (it should be written &amp;)"
        case 26, 27: return "a named character reference that XML does not know"
        case 33, 34, 39, 40, 43, 44: return "an attribute value without quotes, or not closed"
        case 38: return "a \"<\" inside an attribute value"
        case 41: return "an attribute without a value"
        case 42, 203: return "an attribute given twice"
        case 45: return "a comment that is not closed"
        case 80: return "\"--\" inside a comment"
        case 63: return "a CDATA section that is not closed"
        case 65, 68, 73: return "a tag that is not well-formed, or a \"<\" that should have been written &lt;"
        case 76: return "an end tag that does not match the element it closes"
        case 77: return "an element that is not closed before the document ends"
        case 200, 201, 202: return "a prefix (such as epub:) whose namespace is not declared"
        default: return "markup that is not well-formed XML"
        }
    }
}
