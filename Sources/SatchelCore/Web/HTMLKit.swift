/// A node of a page: an element, text already escaped, or a group. Views build trees of these
/// with `element`, `void` and `text`; `render()` writes the tree in one pass into one string.
/// (It replaced Plot's `Node`, whose closures per node made rendering most of a page's cost;
/// the HTML written is the same, byte for byte.)
public struct HTMLNode: Sendable {
    fileprivate indirect enum Kind: Sendable {
        case element(name: String, attributes: [Attr], children: [HTMLNode])
        /// `<input …/>`: no children, closed in its tag.
        case void(name: String, attributes: [Attr])
        case raw(String)
        case group([HTMLNode])
    }

    fileprivate let kind: Kind

    /// HTML written as it is: text escaped already, or markup made elsewhere.
    public static func raw(_ html: String) -> HTMLNode { HTMLNode(kind: .raw(html)) }

    public static func group(_ nodes: [HTMLNode]) -> HTMLNode { HTMLNode(kind: .group(nodes)) }

    public func render() -> String {
        var out = ""
        out.reserveCapacity(4096)
        render(into: &out)
        return out
    }

    public func render(into out: inout String) {
        switch kind {
        case .raw(let html):
            out += html
        case .group(let nodes):
            for node in nodes { node.render(into: &out) }
        case .element(let name, let attributes, let children):
            Self.openTag(name, attributes, into: &out)
            out += ">"
            for child in children { child.render(into: &out) }
            out += "</"
            out += name
            out += ">"
        case .void(let name, let attributes):
            Self.openTag(name, attributes, into: &out)
            out += "/>"
        }
    }

    /// `<name a="1" b>`, less the `>`. An attribute named twice keeps its first place and its
    /// last value; one without a value (or an empty one) is written as its bare name.
    private static func openTag(_ name: String, _ attributes: [Attr], into out: inout String) {
        out += "<"
        out += name
        var seen: Set<String>?
        for (index, attribute) in attributes.enumerated() where !attribute.name.isEmpty {
            if seen?.contains(attribute.name) == true { continue }
            var value = attribute.value
            // Rare (a class given twice): the later value wins, in the earlier one's place.
            if attributes[(index + 1)...].contains(where: { $0.name == attribute.name }) {
                value = attributes.last { $0.name == attribute.name }!.value
                if seen == nil { seen = [] }
                seen!.insert(attribute.name)
            }
            out += " "
            out += attribute.name
            if let value, !value.isEmpty {
                out += "=\""
                out += HTMLEscape.attribute(value)
                out += "\""
            }
        }
    }
}

extension HTMLNode {
    /// The field messages (`p.field-error` with an id `<field id>-error`) in these nodes, in
    /// page order: what a refused form's error summary links to. Each message is escaped markup.
    static func fieldErrors(in nodes: [HTMLNode]) -> [(fieldID: String, message: HTMLNode)] {
        var found: [(fieldID: String, message: HTMLNode)] = []
        for node in nodes { node.collectFieldErrors(into: &found) }
        return found
    }

    private func collectFieldErrors(into found: inout [(fieldID: String, message: HTMLNode)]) {
        switch kind {
        case .raw, .void:
            return
        case .group(let nodes):
            for node in nodes { node.collectFieldErrors(into: &found) }
        case .element(_, let attributes, let children):
            let classes = attributes.last { $0.name == "class" }?.value?.split(separator: " ") ?? []
            if classes.contains("field-error"), let id = attributes.last(where: { $0.name == "id" })?.value, id.hasSuffix("-error") {
                found.append((String(id.dropLast("-error".count)), .group(children)))
                return
            }
            for child in children { child.collectFieldErrors(into: &found) }
        }
    }
}

/// An attribute. Its value is escaped when it is written.
public struct Attr: Sendable {
    public let name: String
    public let value: String?

    public init(_ name: String, _ value: String?) {
        self.name = name
        self.value = value
    }

    public static func cls(_ v: String) -> Attr { Attr("class", v) }
    public static func id(_ v: String) -> Attr { Attr("id", v) }
    public static func href(_ v: String) -> Attr { Attr("href", v) }
    public static func name(_ v: String) -> Attr { Attr("name", v) }
    public static func value(_ v: String) -> Attr { Attr("value", v) }
    public static func type(_ v: String) -> Attr { Attr("type", v) }
    public static func aria(_ key: String, _ v: String) -> Attr { Attr("aria-" + key, v) }
    public static func data(_ key: String, _ v: String) -> Attr { Attr("data-" + key, v) }
    /// A boolean attribute such as `required` or `hidden`; absent when `on` is false.
    public static func flag(_ name: String, _ on: Bool = true) -> Attr { Attr(on ? name : "", nil) }
}

public enum HTMLEscape {
    /// `&`, `<` and `>` escaped. One pass over the UTF-8 bytes; most strings have nothing to
    /// escape and come back as they are (a page escapes hundreds: this was most of its cost).
    public static func text(_ s: String) -> String { escape(s, quotes: false) }

    /// As `text`, and both quotes too.
    public static func attribute(_ s: String) -> String { escape(s, quotes: true) }

    static func escape(_ s: String, quotes: Bool) -> String {
        let utf8 = s.utf8
        guard utf8.contains(where: { needsEscape($0, quotes: quotes) }) else { return s }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\"") where quotes: out.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where quotes: out.append(contentsOf: "&#39;".utf8)
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    @inline(__always)
    static func needsEscape(_ byte: UInt8, quotes: Bool) -> Bool {
        byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
            || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
    }
}

/// An element with attributes and children.
public func element(_ name: String, _ attrs: [Attr] = [], _ children: [HTMLNode]) -> HTMLNode {
    HTMLNode(kind: .element(name: name, attributes: attrs, children: children))
}

public func element(_ name: String, _ attrs: [Attr] = [], _ children: HTMLNode...) -> HTMLNode {
    element(name, attrs, children)
}

/// An element that has no children (`input`, `img`, `meta`, `link`).
public func void(_ name: String, _ attrs: [Attr]) -> HTMLNode {
    HTMLNode(kind: .void(name: name, attributes: attrs))
}

/// Text, escaped.
public func text(_ s: String) -> HTMLNode { .raw(HTMLEscape.text(s)) }

public func group(_ nodes: [HTMLNode]) -> HTMLNode { .group(nodes) }
