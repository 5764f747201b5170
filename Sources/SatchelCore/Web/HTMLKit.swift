import Plot

/// A node of a page body. Views build trees of these with `el` and `text`.
public typealias HTMLNode = Node<HTML.BodyContext>

/// An attribute. Values are escaped here: Plot writes attribute values as given.
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

    var node: HTMLNode {
        if name.isEmpty { return .group([]) }
        guard let value else { return .attribute(named: name) }
        return .attribute(named: name, value: HTMLEscape.attribute(value), ignoreIfValueIsEmpty: false)
    }

    var plotAttribute: Attribute<HTML.BodyContext> {
        Attribute(name: name, value: value.map(HTMLEscape.attribute), ignoreIfValueIsEmpty: false)
    }
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
    .element(named: name, nodes: attrs.map(\.node) + children)
}

public func element(_ name: String, _ attrs: [Attr] = [], _ children: HTMLNode...) -> HTMLNode {
    element(name, attrs, children)
}

/// An element that has no children (`input`, `img`, `meta`, `link`).
public func void(_ name: String, _ attrs: [Attr]) -> HTMLNode {
    .selfClosedElement(named: name, attributes: attrs.filter { !$0.name.isEmpty }.map(\.plotAttribute))
}

/// Text, escaped.
public func text(_ s: String) -> HTMLNode { .raw(HTMLEscape.text(s)) }

public func group(_ nodes: [HTMLNode]) -> HTMLNode { .group(nodes) }
