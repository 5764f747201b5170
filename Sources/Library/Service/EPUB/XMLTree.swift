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
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = builder
        guard parser.parse(), let root = builder.root else {
            let message = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "not XML"
            return .failure(XMLTreeError(message: "line \(parser.lineNumber): \(message)"))
        }
        return .success(root)
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var root: XMLElementNode?
        var stack: [XMLElementNode] = []

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

struct XMLTreeError: Error {
    let message: String
}
