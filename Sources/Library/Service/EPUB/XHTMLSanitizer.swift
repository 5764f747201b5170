import Foundation
import SatchelCore

/// Rewrites a book's XHTML document through an allow-list: text, structure, tables, lists,
/// images and links inside the book, the book's own styles (cleaned) and a small SVG subset for
/// cover pages. Scripts, event handlers, frames, objects, forms, `javascript:` and anything
/// outside the book are left out, so the served document is inert even before the reader's
/// sandbox and Content-Security-Policy.
struct XHTMLSanitizer {
    static let xhtml = "http://www.w3.org/1999/xhtml"
    static let svg = "http://www.w3.org/2000/svg"
    static let xlink = "http://www.w3.org/1999/xlink"
    static let ops = "http://www.idpf.org/2007/ops"

    static let elements: Set<String> = [
        "html", "head", "title", "body", "section", "article", "nav", "aside", "header", "footer", "main", "div", "span", "p",
        "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "code", "em", "strong", "i", "b", "u", "s", "small",
        "big", "sub", "sup", "cite", "q", "abbr", "dfn", "kbd", "samp", "var", "mark", "del", "ins", "ruby", "rt", "rp", "rb",
        "bdi", "bdo", "wbr", "a", "img", "figure", "figcaption", "ul", "ol", "li", "dl", "dt", "dd", "table", "caption", "thead",
        "tbody", "tfoot", "tr", "th", "td", "col", "colgroup", "center", "address", "hgroup", "details", "summary", "time",
        "link", "style",
    ]
    /// Left out with everything inside them.
    static let dropped: Set<String> = [
        "script", "noscript", "iframe", "frame", "frameset", "object", "embed", "applet", "param", "form", "input", "button",
        "select", "option", "optgroup", "textarea", "template", "base", "meta", "audio", "video", "source", "track", "canvas",
        "portal", "dialog", "slot", "foreignObject", "use", "animate", "set", "animateTransform", "animateMotion", "handler",
    ]
    static let svgElements: Set<String> = [
        "svg", "g", "image", "title", "desc", "rect", "circle", "ellipse", "line", "polyline", "polygon", "path", "text", "tspan",
    ]
    static let attributes: Set<String> = [
        "id", "class", "title", "lang", "xml:lang", "dir", "epub:type", "role", "alt", "width", "height", "colspan", "rowspan",
        "span", "headers", "scope", "start", "reversed", "type", "value", "align", "valign", "datetime", "abbr",
    ]
    static let svgAttributes: Set<String> = [
        "id", "class", "width", "height", "viewBox", "preserveAspectRatio", "version", "x", "y", "cx", "cy", "r", "rx", "ry", "x1",
        "y1", "x2", "y2", "points", "d", "fill", "stroke", "stroke-width", "transform", "opacity", "font-size", "text-anchor",
    ]

    let links: InBookLinks
    /// The document's path in the book (links are relative to it).
    let path: String

    /// A document as served, and what was tolerated in it.
    struct Sanitized: Sendable, Equatable {
        var text: String
        /// Set when the document was not well-formed XHTML and was read as HTML instead: where,
        /// and what was wrong, in words (for whoever imports the book).
        var warning: String?
    }

    /// The sanitised document, or the reason it cannot be read. A document that is not
    /// well-formed XHTML (a stray `<`, an unclosed element) is read as HTML, as browsers and
    /// reading systems read it, and sanitised the same way; only hostile XML (entity
    /// declarations, an internal or outside DTD) is refused.
    func sanitize(_ data: Data) throws -> Sanitized {
        let checked = try EPUBLimits.checkedXML(data, path: path)
        let source = String(decoding: checked, as: UTF8.self)
        let text = HTMLEntities.numbered(source)
        let root: MarkupElement
        var warning: String?
        switch MarkupElement.parse(Data(text.utf8)) {
        case .success(let parsed) where parsed.name == "html":
            root = parsed
        case .success(let parsed):
            root = HTMLTree.parse(source)
            warning = "\(path) is not an XHTML document (its root element is <\(parsed.name.prefix(40))>); it was read as HTML, as browsers read it"
        case .failure(let error):
            root = HTMLTree.parse(source)
            warning = Self.recovery(path: path, error: error, source: source)
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n"
        write(.element(root), into: &out, root: true)
        return Sanitized(text: out, warning: warning)
    }

    /// The warning for a document read as HTML: the XML parser's first error, at its line and
    /// column in the document as written (named references are numbered before parsing, which
    /// moves columns), with the text around it.
    static func recovery(path: String, error: XMLTreeError, source: String) -> String {
        let what = error.problem ?? "markup that is not well-formed XML"
        guard let line = error.line, line >= 1 else { return "\(path) is not well-formed XHTML (\(what)); it was read as HTML, as browsers read it" }
        guard let column = error.column, column >= 1 else {
            return "\(path) is not well-formed XHTML (line \(line): \(what)); it was read as HTML, as browsers read it"
        }
        let written = sourceLine(line, of: source)
        let at = sourceColumn(column, in: written)
        // A few characters either side, on one line, so the place can be found.
        let characters = Array(written)
        var index = 0
        var scalars = 0
        while index < characters.count, scalars + characters[index].unicodeScalars.count < at {
            scalars += characters[index].unicodeScalars.count
            index += 1
        }
        let excerpt = String(characters[max(0, index - 20)..<min(characters.count, index + 20)])
            .filter { !$0.isNewline }.trimmingCharacters(in: .whitespaces)
        let near = excerpt.isEmpty ? "" : ", near \"\(excerpt)\""
        return "\(path) is not well-formed XHTML (line \(line), column \(at)\(near): \(what)); it was read as HTML, as browsers read it"
    }

    /// Line `number` (from 1) of `text`, as XML counts lines (at each line feed), without a byte-order mark.
    static func sourceLine(_ number: Int, of text: String) -> Substring {
        var line = 1
        var start = text.unicodeScalars.startIndex
        var index = start
        let scalars = text.unicodeScalars
        while index < scalars.endIndex, line < number {
            if scalars[index] == "\n" {
                line += 1
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        var end = start
        while end < scalars.endIndex, scalars[end] != "\n" { end = scalars.index(after: end) }
        var found = Substring(scalars[start..<end])
        if found.unicodeScalars.first == "\u{FEFF}" { found = Substring(found.unicodeScalars.dropFirst()) }
        return found
    }

    /// The column (from 1, in Unicode scalars) in `line` as written, for `parsed`, a column in it
    /// after `HTMLEntities.numbered` (`&hellip;` became `&#8230;`; a column inside a reference is
    /// its `&`).
    static func sourceColumn(_ parsed: Int, in line: Substring) -> Int {
        let target = parsed - 1
        var before = 0 // scalars of the numbered line before this chunk
        var written = 0 // and of the line as written
        // The text before the first "&", then each "&" up to the next: `numbered` rewrites at most a reference at a chunk's start.
        var chunks: [Substring] = []
        var rest = line
        while let amp = rest.dropFirst().firstIndex(of: "&") {
            chunks.append(rest[..<amp])
            rest = rest[amp...]
        }
        chunks.append(rest)
        for chunk in chunks {
            let numbered = HTMLEntities.numbered(String(chunk))
            let length = numbered.unicodeScalars.count
            let original = chunk.unicodeScalars.count
            if target < before + length {
                let offset = target - before
                guard numbered != String(chunk), let semicolon = chunk.unicodeScalars.firstIndex(of: ";") else {
                    return written + offset + 1
                }
                let reference = chunk.unicodeScalars.distance(from: chunk.unicodeScalars.startIndex, to: semicolon) + 1
                let rewritten = reference + length - original
                return offset < rewritten ? written + 1 : written + reference + (offset - rewritten) + 1
            }
            before += length
            written += original
        }
        return written + (target - before) + 1
    }

    func write(_ node: MarkupNode, into out: inout String, root: Bool = false) {
        switch node {
        case .text(let text):
            out += Self.escape(text, quote: false)
        case .element(let element):
            if element.namespace == Self.svg {
                writeSVG(element, into: &out, outermost: true)
                return
            }
            let name = element.name
            let known = element.namespace == Self.xhtml || element.namespace == nil
            if Self.dropped.contains(name) { return }
            guard known, Self.elements.contains(name) else {
                // MathML, epub:switch and anything unknown: its content stays, the element goes.
                for child in element.children { write(child, into: &out) }
                return
            }
            var attrs: [(String, String)] = []
            if name == "link" {
                // Only the book's own style sheets.
                guard (element.attributes["rel"] ?? "").lowercased().split(separator: " ").contains("stylesheet"),
                      let href = element.attributes["href"].flatMap({ links.keep($0, from: path) }) else { return }
                out += "<link rel=\"stylesheet\" type=\"text/css\" href=\"\(Self.escape(href, quote: true))\"/>"
                return
            }
            if name == "style" {
                let css = CSSSanitizer.clean(element.text) { links.keep($0, from: path) != nil }
                out += "<style>" + Self.escape(css, quote: false) + "</style>"
                return
            }
            for (key, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
                if let kept = keep(attribute: key, value: value, element: name) { attrs.append((key, kept)) }
            }
            out += "<" + name
            if root {
                out += " xmlns=\"\(Self.xhtml)\" xmlns:epub=\"\(Self.ops)\""
            }
            for (key, value) in attrs { out += " \(key)=\"\(Self.escape(value, quote: true))\"" }
            if element.children.isEmpty, ["br", "hr", "img", "col", "wbr"].contains(name) {
                out += "/>"
                return
            }
            out += ">"
            for child in element.children { write(child, into: &out) }
            out += "</\(name)>"
        }
    }

    func keep(attribute key: String, value: String, element: String) -> String? {
        let lower = key.lowercased()
        if lower.hasPrefix("on") { return nil }
        if lower.hasPrefix("aria-") { return value }
        switch lower {
        case "style":
            return CSSSanitizer.clean(value) { links.keep($0, from: path) != nil }
        case "href":
            return element == "a" ? links.keep(value, from: path) : nil
        case "src":
            return element == "img" ? links.keep(value, from: path) : nil
        default:
            return Self.attributes.contains(key) ? value : nil
        }
    }

    func writeSVG(_ element: MarkupElement, into out: inout String, outermost: Bool) {
        guard element.namespace == Self.svg, Self.svgElements.contains(element.name) else {
            return // nothing from another namespace inside SVG
        }
        out += "<" + element.name
        if outermost { out += " xmlns=\"\(Self.svg)\" xmlns:xlink=\"\(Self.xlink)\"" }
        for (key, value) in element.attributes.sorted(by: { $0.key < $1.key }) {
            if key == "xlink:href" || key == "href" {
                guard element.name == "image", let kept = links.keep(value, from: path) else { continue }
                out += " xlink:href=\"\(Self.escape(kept, quote: true))\""
            } else if key == "style" {
                out += " style=\"\(Self.escape(CSSSanitizer.clean(value) { links.keep($0, from: path) != nil }, quote: true))\""
            } else if Self.svgAttributes.contains(key) {
                out += " \(key)=\"\(Self.escape(value, quote: true))\""
            }
        }
        out += ">"
        for child in element.children {
            switch child {
            case .text(let text): out += Self.escape(text, quote: false)
            case .element(let inner): writeSVG(inner, into: &out, outermost: false)
            }
        }
        out += "</\(element.name)>"
    }

    static func escape(_ text: String, quote: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quote: out += "&quot;"
            default:
                // Characters XML 1.0 does not allow are dropped rather than failing the page.
                if scalar.value < 0x20, scalar != "\n", scalar != "\t", scalar != "\r" { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
