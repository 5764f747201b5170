import Foundation
import SatchelCore

/// A page read as HTML, for the chapters that are not well-formed XHTML: what a browser makes of
/// them (a `<` that starts no tag is text, a paragraph ends where the next block begins, an end
/// tag that closes nothing is ignored), as the same `MarkupElement` tree the XML parser builds —
/// HTML elements in the XHTML namespace, SVG and MathML in theirs — so the sanitiser treats both
/// alike. WHATWG's tokenizer, and the tree builder's recovery rules books need; not its foster
/// parenting or adoption agency, and `/>` ends any element (the pages are written as XHTML).
/// It never fails: any text gives an `html` element with a `head` and a `body`.
enum HTMLTree {
    /// Deeper elements are left out (their content stays, in the element at the limit), so the
    /// recursive sanitiser never runs out of stack.
    static let maxDepth = 256
    static let html = XHTMLSanitizer.xhtml
    static let svg = XHTMLSanitizer.svg
    static let mathML = "http://www.w3.org/1998/Math/MathML"

    static func parse(_ text: String) -> MarkupElement {
        var tokenizer = Tokenizer(Array(text.utf8))
        var builder = Builder()
        while let token = tokenizer.next() {
            switch token {
            case .text(let text):
                builder.text(text)
            case .end(let name):
                builder.end(name)
            case .start(let tag):
                builder.start(tag)
                // script and style hold text up to their end tag, title and textarea text with references.
                guard !tag.selfClosing, builder.startedHTML, let kind = textKinds[Builder.lower(tag.name)] else { continue }
                let raw = tokenizer.rawText(until: Builder.lower(tag.name))
                if builder.pushed != nil, !raw.isEmpty { builder.text(kind == .rcdata ? HTMLEntities.decode(raw) : raw) }
            }
        }
        return builder.finish()
    }

    enum TextKind { case raw, rcdata }

    static let textKinds: [String: TextKind] = [
        "script": .raw, "style": .raw, "xmp": .raw, "iframe": .raw, "noembed": .raw, "noframes": .raw, "noscript": .raw,
        "title": .rcdata, "textarea": .rcdata,
    ]

    struct Tag {
        /// As written.
        var name: String
        /// As written, in order, the first of a name only.
        var attributes: [(String, String)]
        var selfClosing: Bool
    }

    enum Token {
        case start(Tag)
        case end(String)
        case text(String)
    }

    /// WHATWG's tokenizer states, on UTF-8 bytes (everything that matters is ASCII). Comments,
    /// the doctype and processing instructions are skipped; CDATA sections are text.
    struct Tokenizer {
        let b: [UInt8]
        var i = 0

        init(_ bytes: [UInt8]) {
            // Newlines as HTML has them: CR LF and a lone CR are LF.
            var normalised: [UInt8] = []
            normalised.reserveCapacity(bytes.count)
            var k = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while k < bytes.count {
                let c = bytes[k]
                if c == 0x0D {
                    normalised.append(0x0A)
                    if k + 1 < bytes.count, bytes[k + 1] == 0x0A { k += 1 }
                } else {
                    normalised.append(c)
                }
                k += 1
            }
            b = normalised
        }

        static let lt = UInt8(ascii: "<"), gt = UInt8(ascii: ">"), slash = UInt8(ascii: "/"), bang = UInt8(ascii: "!")
        static let question = UInt8(ascii: "?"), equals = UInt8(ascii: "="), quote = UInt8(ascii: "\""), apostrophe = UInt8(ascii: "'")

        func byte(_ k: Int) -> UInt8 { k < b.count ? b[k] : 0 }

        static func isLetter(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) }
        static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D }

        func string(_ range: Range<Int>) -> String { String(decoding: b[range], as: UTF8.self) }

        /// The next tag or run of text; nil at the end (a tag the page ends inside is dropped, as in HTML).
        mutating func next() -> Token? {
            while i < b.count {
                guard b[i] == Self.lt else { return .text(text()) }
                let c1 = byte(i + 1)
                if Self.isLetter(c1) {
                    guard let tag = tag() else { return nil }
                    return .start(tag)
                }
                if c1 == Self.slash {
                    let c2 = byte(i + 2)
                    if Self.isLetter(c2) {
                        guard let tag = tag() else { return nil }
                        return .end(tag.name)
                    }
                    if c2 == Self.gt { i += 3; continue } // "</>" is nothing
                    if i + 2 >= b.count { return .text(text()) }
                    skip(to: Self.gt, from: i + 2) // "</ …>" is a comment
                    continue
                }
                if c1 == Self.bang {
                    if let cdata = declaration() { return .text(cdata) }
                    continue
                }
                if c1 == Self.question { skip(to: Self.gt, from: i + 1); continue } // "<?…>" is a comment
                return .text(text()) // a "<" that starts nothing is text
            }
            return nil
        }

        /// Text up to the next "<", its character references decoded.
        mutating func text() -> String {
            let start = i
            i += 1
            while i < b.count, b[i] != Self.lt { i += 1 }
            return HTMLEntities.decode(string(start..<i))
        }

        /// A start or end tag from its "<" (at `i`), with its attributes; nil when the page ends inside it.
        mutating func tag() -> Tag? {
            i += 1
            if byte(i) == Self.slash { i += 1 } // an end tag
            let start = i
            while i < b.count, !Self.isSpace(b[i]), b[i] != Self.slash, b[i] != Self.gt { i += 1 }
            var tag = Tag(name: string(start..<i), attributes: [], selfClosing: false)
            var seen: Set<String> = []
            while true {
                while i < b.count, Self.isSpace(b[i]) { i += 1 }
                guard i < b.count else { return nil }
                if b[i] == Self.gt {
                    i += 1
                    return tag
                }
                if b[i] == Self.slash {
                    i += 1
                    if byte(i) == Self.gt {
                        i += 1
                        tag.selfClosing = true
                        return tag
                    }
                    continue
                }
                // An attribute's name: its first character may be anything, "=" too.
                let nameStart = i
                i += 1
                while i < b.count, !Self.isSpace(b[i]), b[i] != Self.slash, b[i] != Self.gt, b[i] != Self.equals { i += 1 }
                let name = string(nameStart..<i)
                while i < b.count, Self.isSpace(b[i]) { i += 1 }
                var value = ""
                if byte(i) == Self.equals {
                    i += 1
                    while i < b.count, Self.isSpace(b[i]) { i += 1 }
                    guard i < b.count else { return nil }
                    if b[i] == Self.quote || b[i] == Self.apostrophe {
                        let quote = b[i]
                        i += 1
                        let valueStart = i
                        while i < b.count, b[i] != quote { i += 1 }
                        guard i < b.count else { return nil }
                        value = HTMLEntities.decode(string(valueStart..<i))
                        i += 1
                    } else {
                        let valueStart = i
                        while i < b.count, !Self.isSpace(b[i]), b[i] != Self.gt { i += 1 }
                        value = HTMLEntities.decode(string(valueStart..<i))
                    }
                }
                if seen.insert(name.lowercased()).inserted { tag.attributes.append((name, value)) }
            }
        }

        /// From "<!" (at `i`): a comment or doctype is skipped (nil); a CDATA section is its text.
        mutating func declaration() -> String? {
            if matches("<!--", at: i) {
                // From the opening's own dashes, so "<!-->" and "<!--->" end at once, as in HTML.
                if let end = find(Array("-->".utf8), from: i + 2) { i = end + 3 } else { i = b.count }
                return nil
            }
            if matches("<![CDATA[", at: i) {
                let start = i + 9
                if let end = find(Array("]]>".utf8), from: start) {
                    i = end + 3
                    return string(start..<end)
                }
                i = b.count
                return string(min(start, b.count)..<b.count)
            }
            skip(to: Self.gt, from: i + 2) // a doctype, or anything else "<!…>"
            return nil
        }

        /// The text of a script, style, title… up to its end tag (not consumed), or to the end.
        mutating func rawText(until name: String) -> String {
            let target = Array(name.utf8)
            let start = i
            var k = i
            while k < b.count {
                if b[k] == Self.lt, byte(k + 1) == Self.slash, matchesLowercased(target, at: k + 2) {
                    let after = byte(k + 2 + target.count)
                    if Self.isSpace(after) || after == Self.slash || after == Self.gt { break }
                }
                k += 1
            }
            i = k
            return string(start..<k)
        }

        mutating func skip(to byte: UInt8, from start: Int) {
            var k = start
            while k < b.count, b[k] != byte { k += 1 }
            i = min(k + 1, b.count)
        }

        func matches(_ text: String, at k: Int) -> Bool {
            let bytes = Array(text.utf8)
            guard k + bytes.count <= b.count else { return false }
            return b[k..<k + bytes.count].elementsEqual(bytes)
        }

        /// ASCII letters of `b` at `k`, lower-cased, equal `target` (lower case).
        func matchesLowercased(_ target: [UInt8], at k: Int) -> Bool {
            guard k + target.count <= b.count else { return false }
            for (n, c) in target.enumerated() {
                let d = b[k + n]
                if (d >= 0x41 && d <= 0x5A ? d + 0x20 : d) != c { return false }
            }
            return true
        }

        func find(_ pattern: [UInt8], from start: Int) -> Int? {
            guard let first = pattern.first, start + pattern.count <= b.count else { return nil }
            var k = start
            while k + pattern.count <= b.count {
                if b[k] == first, b[k..<k + pattern.count].elementsEqual(pattern) { return k }
                k += 1
            }
            return nil
        }
    }

    /// The tree: missing `html`, `head` and `body` added, void elements never opened, `p`, `li`,
    /// `dt`, `dd`, `option` and table parts closed by what cannot be inside them, end tags that
    /// match nothing open ignored.
    struct Builder {
        var root: MarkupElement?
        var head: MarkupElement?
        var body: MarkupElement?
        /// The open elements, the root first.
        var stack: [MarkupElement] = []
        /// The element the last start tag opened, and whether it was read as HTML (not SVG or MathML).
        var pushed: MarkupElement?
        var startedHTML = false
        /// Open elements looked at so far: past `maxSteps`, end tags and implied ends close
        /// nothing more, so no page (thousands of unmatched end tags under deep nesting) can
        /// make the parse take long.
        var steps = 0
        static let maxSteps = 20_000_000

        static let voids: Set<String> = [
            "area", "base", "basefont", "bgsound", "br", "col", "embed", "frame", "hr", "img", "input", "keygen", "link", "meta",
            "param", "source", "track", "wbr",
        ]
        static let headElements: Set<String> = [
            "base", "basefont", "bgsound", "link", "meta", "noframes", "noscript", "script", "style", "template", "title",
        ]
        static let headings: Set<String> = ["h1", "h2", "h3", "h4", "h5", "h6"]
        /// Start tags that end an open paragraph.
        static let closesParagraph: Set<String> = [
            "address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div", "dl", "fieldset", "figcaption",
            "figure", "footer", "header", "hgroup", "main", "menu", "nav", "ol", "p", "search", "section", "summary", "ul", "h1", "h2",
            "h3", "h4", "h5", "h6", "pre", "listing", "form", "table", "hr", "xmp", "li", "dd", "dt",
        ]
        /// HTML's "special" elements: an end tag for something else does not close them.
        static let special: Set<String> = [
            "address", "applet", "area", "article", "aside", "base", "basefont", "bgsound", "blockquote", "body", "br", "button",
            "caption", "center", "col", "colgroup", "dd", "details", "dir", "div", "dl", "dt", "embed", "fieldset", "figcaption",
            "figure", "footer", "form", "frame", "frameset", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr",
            "html", "iframe", "img", "input", "keygen", "li", "link", "listing", "main", "marquee", "menu", "meta", "nav", "noembed",
            "noframes", "noscript", "object", "ol", "p", "param", "plaintext", "pre", "script", "search", "section", "select",
            "source", "style", "summary", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "title", "tr",
            "track", "ul", "wbr", "xmp",
        ]
        static let scope: Set<String> = ["applet", "caption", "html", "table", "td", "th", "marquee", "object", "template"]
        static let buttonScope = scope.union(["button"])
        static let listItemScope = scope.union(["ol", "ul"])
        static let tableScope: Set<String> = ["html", "table", "template"]
        static let tableParts: Set<String> = ["table", "caption", "colgroup", "tbody", "thead", "tfoot", "tr", "td", "th"]
        /// HTML start tags that end SVG or MathML content.
        static let breakout: Set<String> = [
            "b", "big", "blockquote", "body", "br", "center", "code", "dd", "div", "dl", "dt", "em", "embed", "h1", "h2", "h3", "h4",
            "h5", "h6", "head", "hr", "i", "img", "li", "listing", "menu", "meta", "nobr", "ol", "p", "pre", "ruby", "s", "small",
            "span", "strong", "strike", "sub", "sup", "table", "tt", "u", "ul", "var",
        ]

        static func lower(_ name: String) -> String {
            String(decoding: name.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        }

        var current: MarkupElement? { stack.last }

        static func isHTML(_ element: MarkupElement) -> Bool { element.namespace == HTMLTree.html }

        /// SVG and MathML elements whose content is HTML again.
        static func isIntegrationPoint(_ element: MarkupElement) -> Bool {
            switch element.namespace ?? "" {
            case HTMLTree.svg: return ["foreignObject", "desc", "title"].contains(element.name)
            case HTMLTree.mathML: return ["mi", "mo", "mn", "ms", "mtext", "annotation-xml"].contains(element.name)
            default: return false
            }
        }

        /// Names as XML allows them (anything else could not be written back); the first of a name.
        static func attributes(_ tag: Tag?, lowercase: Bool) -> [String: String] {
            var out: [String: String] = [:]
            for (written, value) in tag?.attributes ?? [] {
                let name = lowercase ? lower(written) : written
                guard isXMLName(name), out[name] == nil else { continue }
                out[name] = value
            }
            return out
        }

        static func isXMLName(_ name: String) -> Bool {
            guard let first = name.utf8.first, isNameStart(first) else { return false }
            return name.utf8.allSatisfy { isNameStart($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D || $0 == 0x2E }
        }

        static func isNameStart(_ c: UInt8) -> Bool { Tokenizer.isLetter(c) || c == 0x5F || c == 0x3A }

        mutating func ensureRoot(_ attributes: [String: String] = [:]) -> MarkupElement {
            if let root { return root }
            let made = MarkupElement(name: "html", namespace: HTMLTree.html, attributes: attributes)
            root = made
            stack = [made]
            return made
        }

        mutating func ensureHead(_ attributes: [String: String] = [:]) -> MarkupElement {
            let root = ensureRoot()
            if let head { return head }
            let made = MarkupElement(name: "head", namespace: HTMLTree.html, attributes: attributes)
            root.children.append(.element(made))
            head = made
            return made
        }

        mutating func ensureBody(_ attributes: [String: String] = [:]) -> MarkupElement {
            if let body { return body }
            let root = ensureRoot()
            _ = ensureHead()
            stack = [root] // whatever the head left open ends here
            let made = MarkupElement(name: "body", namespace: HTMLTree.html, attributes: attributes)
            root.children.append(.element(made))
            body = made
            stack.append(made)
            return made
        }

        static func append(_ text: String, to element: MarkupElement) {
            if case .text(var previous)? = element.children.last {
                element.children.removeLast()
                previous += text
                element.children.append(.text(previous))
            } else {
                element.children.append(.text(text))
            }
        }

        mutating func text(_ text: String) {
            guard !text.isEmpty else { return }
            if let current, body != nil || (current !== root && current !== head) {
                Self.append(text, to: current)
                return
            }
            // Before the body: white space between the head's elements goes, anything else starts the body.
            if text.utf8.allSatisfy(Tokenizer.isSpace) { return }
            Self.append(text, to: ensureBody())
        }

        mutating func start(_ tag: Tag) {
            pushed = nil
            startedHTML = false
            var name = Self.lower(tag.name)
            if let current, !Self.isHTML(current), !Self.isIntegrationPoint(current) {
                let font = name == "font" && tag.attributes.contains { ["color", "face", "size"].contains(Self.lower($0.0)) }
                guard Self.breakout.contains(name) || font else {
                    insertForeign(tag, namespace: name == "svg" ? HTMLTree.svg : name == "math" ? HTMLTree.mathML : current.namespace ?? HTMLTree.svg)
                    return
                }
                while let open = self.current, !Self.isHTML(open), !Self.isIntegrationPoint(open) { stack.removeLast() }
            }
            startedHTML = true
            switch name {
            case "html":
                if root == nil { _ = ensureRoot(Self.attributes(tag, lowercase: true)) }
                return
            case "head":
                if head == nil, body == nil {
                    let root = ensureRoot()
                    let head = ensureHead(Self.attributes(tag, lowercase: true))
                    stack = [root, head]
                }
                return
            case "body":
                if body == nil { _ = ensureBody(Self.attributes(tag, lowercase: true)) }
                return
            case _ where body == nil && Self.headElements.contains(name):
                let root = ensureRoot()
                let head = ensureHead()
                if current !== head { stack = [root, head] }
                insertHTML(name, tag)
                return
            default:
                break
            }
            _ = ensureBody()
            if Self.closesParagraph.contains(name) { close(inScope: ["p"], Self.buttonScope) }
            switch name {
            case _ where Self.headings.contains(name):
                if let current, Self.isHTML(current), Self.headings.contains(current.name) { stack.removeLast() }
            case "li":
                closeListItem(["li"])
            case "dd", "dt":
                closeListItem(["dd", "dt"])
            case "option", "optgroup":
                if current?.name == "option" { stack.removeLast() }
            case "a":
                close(inScope: ["a"], Self.scope) // a link inside a link ends the first
            case "caption", "colgroup", "tbody", "thead", "tfoot":
                guard clearToTable(["table"]) else { return } // outside a table: ignored
            case "tr":
                guard clearToTable(["tbody", "thead", "tfoot", "table"]) else { return }
                if current?.name == "table" { insertHTML("tbody", nil) }
            case "td", "th":
                guard inScope(["table"], Self.tableScope) != nil else { return }
                close(inScope: ["td", "th"], Self.tableScope)
                _ = clearToTable(["tr", "tbody", "thead", "tfoot", "table"])
                if current?.name == "table" { insertHTML("tbody", nil) }
                if let part = current?.name, ["tbody", "thead", "tfoot"].contains(part) { insertHTML("tr", nil) }
            case "image":
                name = "img"
            case "svg":
                insertForeign(tag, namespace: HTMLTree.svg)
                return
            case "math":
                insertForeign(tag, namespace: HTMLTree.mathML)
                return
            default:
                break
            }
            insertHTML(name, tag)
        }

        mutating func insertHTML(_ name: String, _ tag: Tag?) {
            let isVoid = Self.voids.contains(name)
            guard let parent = current, isVoid || stack.count < HTMLTree.maxDepth else { return }
            let element = MarkupElement(name: name, namespace: HTMLTree.html, attributes: Self.attributes(tag, lowercase: true))
            parent.children.append(.element(element))
            if !isVoid, !(tag?.selfClosing ?? false) {
                stack.append(element)
                pushed = element
            }
        }

        /// SVG and MathML keep their names and attributes as written (`viewBox`, `xlink:href`).
        mutating func insertForeign(_ tag: Tag, namespace: String) {
            if current == nil { _ = ensureBody() }
            guard let parent = current, stack.count < HTMLTree.maxDepth else { return }
            let lowered = Self.lower(tag.name)
            let name = lowered == "svg" || lowered == "math" ? lowered : tag.name
            let element = MarkupElement(name: name, namespace: namespace, attributes: Self.attributes(tag, lowercase: false))
            parent.children.append(.element(element))
            if !tag.selfClosing {
                stack.append(element)
                pushed = element
            }
        }

        /// The index of the nearest open HTML element named one of `names`, unless a `boundaries`
        /// element (or an SVG or MathML integration point) comes first.
        mutating func inScope(_ names: Set<String>, _ boundaries: Set<String>) -> Int? {
            var k = stack.count - 1
            while k >= 0 {
                steps += 1
                guard steps <= Self.maxSteps else { return nil }
                let node = stack[k]
                if Self.isHTML(node) {
                    if names.contains(node.name) { return k }
                    if boundaries.contains(node.name) { return nil }
                } else if Self.isIntegrationPoint(node) {
                    return nil
                }
                k -= 1
            }
            return nil
        }

        /// Closes the element `inScope` finds, and everything opened inside it.
        mutating func close(inScope names: Set<String>, _ boundaries: Set<String>) {
            guard let k = inScope(names, boundaries), k > 0 else { return }
            stack.removeSubrange(k...)
        }

        /// A new list item closes the open one, unless a block other than a div or paragraph is in between.
        mutating func closeListItem(_ names: Set<String>) {
            var k = stack.count - 1
            while k > 0 {
                steps += 1
                guard steps <= Self.maxSteps else { return }
                let node = stack[k]
                guard Self.isHTML(node) else { return }
                if names.contains(node.name) {
                    stack.removeSubrange(k...)
                    return
                }
                if Self.special.contains(node.name), !["address", "div", "p"].contains(node.name) { return }
                k -= 1
            }
        }

        /// With a table open: closes what is open inside it down to one of `parts`. False without a table.
        mutating func clearToTable(_ parts: Set<String>) -> Bool {
            guard inScope(["table"], Self.tableScope) != nil else { return false }
            while let current, stack.count > 1, !(Self.isHTML(current) && parts.contains(current.name)) { stack.removeLast() }
            return true
        }

        mutating func end(_ written: String) {
            guard current != nil else { return }
            let name = Self.lower(written)
            // SVG and MathML elements close by name, whatever its case.
            if let current, !Self.isHTML(current) {
                var k = stack.count - 1
                while k > 0, !Self.isHTML(stack[k]) {
                    steps += 1
                    guard steps <= Self.maxSteps else { return }
                    if Self.lower(stack[k].name) == name {
                        stack.removeSubrange(k...)
                        return
                    }
                    k -= 1
                }
            }
            switch name {
            case "html", "body":
                return // what follows stays in the body, as in browsers
            case "head":
                if body == nil, let head, current === head { stack.removeLast() }
            case "br":
                start(Tag(name: "br", attributes: [], selfClosing: true))
            case "p":
                close(inScope: ["p"], Self.buttonScope)
            case "li":
                close(inScope: ["li"], Self.listItemScope)
            case _ where Self.tableParts.contains(name):
                close(inScope: [name], Self.tableScope)
            case _ where Self.headings.contains(name):
                close(inScope: Self.headings, Self.scope)
            case _ where Self.special.contains(name):
                close(inScope: [name], Self.scope)
            default:
                // Any other: the nearest open element of that name, unless a special one is open inside it.
                var k = stack.count - 1
                while k > 0 {
                    steps += 1
                    guard steps <= Self.maxSteps else { return }
                    let node = stack[k]
                    if Self.isHTML(node), node.name == name {
                        stack.removeSubrange(k...)
                        return
                    }
                    if !Self.isHTML(node) || Self.special.contains(node.name) { return }
                    k -= 1
                }
            }
        }

        mutating func finish() -> MarkupElement {
            _ = ensureBody()
            return root!
        }
    }
}
