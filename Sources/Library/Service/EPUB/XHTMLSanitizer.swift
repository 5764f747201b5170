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

    /// The sanitised document, or the reason it cannot be read.
    func sanitize(_ data: Data) throws -> String {
        let checked = try EPUBLimits.checkedXML(data, path: path)
        let text = HTMLEntities.numbered(String(decoding: checked, as: UTF8.self))
        let root: MarkupElement
        switch MarkupElement.parse(Data(text.utf8)) {
        case .success(let parsed): root = parsed
        case .failure(let error): throw EPUBPackage.Invalid(reason: "\(path) is not well-formed XHTML (\(error.message))")
        }
        guard root.name == "html" else { throw EPUBPackage.Invalid(reason: "\(path) is not an XHTML document") }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE html>\n"
        write(.element(root), into: &out, root: true)
        return out
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
