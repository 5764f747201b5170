import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML document as ordered nodes (elements and text in document order), for sanitising
/// chapters. Parsed with namespaces; entities are never resolved (the caller has already
/// refused documents that declare any).
indirect enum MarkupNode {
    case element(MarkupElement)
    case text(String)
}

final class MarkupElement {
    let name: String
    let namespace: String?
    /// By qualified name (`epub:type`, `xml:lang`, `href`).
    let attributes: [String: String]
    var children: [MarkupNode] = []

    init(name: String, namespace: String?, attributes: [String: String]) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
    }

    static func parse(_ data: Data) -> Result<MarkupElement, XMLTreeError> {
        let builder = Builder()
        let guarded = XMLParserGuard(data)
        let parser = XMLParser(data: guarded.data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        // libxml2 recovers from some errors and still says "parsed": the error decides.
        guard parser.parse(), parser.parserError == nil, builder.wellFormed, let root = builder.root else {
            // Where the parser first stumbled, not where it gave up (it recovers and reads on).
            if let first = builder.firstError {
                return .failure(XMLTreeError(line: first.line, column: guarded.column(first.column, line: first.line), code: first.code))
            }
            if let error = parser.parserError {
                let column = guarded.column(parser.columnNumber, line: parser.lineNumber)
                return .failure(XMLTreeError(line: parser.lineNumber, column: column, code: (error as NSError).code))
            }
            let problem = builder.root == nil ? "there is no element in the document" : "the elements are not properly nested"
            return .failure(XMLTreeError(message: "line \(parser.lineNumber): \(problem)", line: parser.lineNumber, problem: problem))
        }
        return .success(root)
    }

    /// All text below this element, in order.
    var text: String {
        children.map { node in
            switch node {
            case .text(let text): return text
            case .element(let element): return element.text
            }
        }.joined()
    }

    var elements: [MarkupElement] {
        children.compactMap { if case .element(let e) = $0 { return e } else { return nil } }
    }

    /// Every element below this one (depth first).
    func descendants(_ name: String) -> [MarkupElement] {
        elements.flatMap { ($0.name == name ? [$0] : []) + $0.descendants(name) }
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: MarkupElement?
        var stack: [MarkupElement] = []
        var wellFormed = true
        /// The first error's place (line and column from 1, as the parser counts them) and libxml2's code.
        var firstError: (line: Int, column: Int, code: Int)?

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            let element = MarkupElement(name: name, namespace: namespaceURI, attributes: attributes)
            stack.last?.children.append(.element(element))
            if root == nil { root = element }
            stack.append(element)
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if stack.last?.name != name { wellFormed = false }
            if !stack.isEmpty { stack.removeLast() }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            wellFormed = false
            if firstError == nil { firstError = (parser.lineNumber, parser.columnNumber, (parseError as NSError).code) }
        }

        func parserDidEndDocument(_ parser: XMLParser) {
            if !stack.isEmpty { wellFormed = false }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let current = stack.last else { return }
            if case .text(let previous)? = current.children.last {
                current.children[current.children.count - 1] = .text(previous + string)
            } else {
                current.children.append(.text(string))
            }
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            self.parser(parser, foundCharacters: String(decoding: block, as: UTF8.self))
        }
    }
}
