import Foundation

/// An icon from the Lucide set shipped in Resources/Icons (ISC licence), drawn inline as SVG so
/// it looks the same on every device, emoji font or not. Icons are decoration: always
/// `aria-hidden`, next to a text label or inside a control with an accessible name.
public struct Icon: Sendable, Equatable {
    /// The file's name in Resources/Icons, without `.svg`.
    public let name: String

    public init(_ name: String) { self.name = name }

    public static let home = Icon("house")
    public static let apps = Icon("layout-grid")
    public static let friends = Icon("users")
    public static let inbox = Icon("inbox")
    public static let me = Icon("circle-user")
    public static let gift = Icon("gift")
    public static let funding = Icon("piggy-bank")
    public static let place = Icon("map-pin")
    public static let eats = Icon("utensils")
    public static let library = Icon("library")
    public static let thumbsUp = Icon("thumbs-up")
    public static let thumbsDown = Icon("thumbs-down")
    public static let menu = Icon("menu")
    public static let bookmark = Icon("bookmark")
    public static let addBookmark = Icon("bookmark-plus")
    public static let check = Icon("check")
    public static let locate = Icon("locate")
    public static let arrowUp = Icon("arrow-up")
    public static let arrowDown = Icon("arrow-down")
    public static let share = Icon("share-2")
    public static let alarm = Icon("alarm-clock")
    public static let more = Icon("ellipsis")
    public static let search = Icon("search")

    /// Each icon's drawing (what is inside its `<svg>`), read once.
    static let drawings: [String: String] = {
        var drawings: [String: String] = [:]
        guard let dir = Bundle.module.url(forResource: "Icons", withExtension: nil, subdirectory: "Resources"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return drawings }
        for name in names where name.hasSuffix(".svg") {
            guard let svg = try? String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8),
                  let open = svg.range(of: ">", range: (svg.range(of: "<svg")?.upperBound ?? svg.startIndex)..<svg.endIndex),
                  let close = svg.range(of: "</svg>", options: .backwards) else { continue }
            let inner = svg[open.upperBound..<close.lowerBound].split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }.joined()
            drawings[String(name.dropLast(4))] = inner
        }
        return drawings
    }()

    /// True when the file is shipped (a test checks every named icon).
    public var exists: Bool { Self.drawings[name] != nil }

    /// The inline SVG, sized by CSS (`.icon`: 1.5em unless a class says otherwise).
    public func node(class extra: String? = nil) -> HTMLNode {
        let cls = extra.map { "icon " + $0 } ?? "icon"
        let drawing = Self.drawings[name] ?? ""
        return .raw("<svg class=\"\(cls)\" viewBox=\"0 0 24 24\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" "
            + "stroke-linecap=\"round\" stroke-linejoin=\"round\" aria-hidden=\"true\" focusable=\"false\">\(drawing)</svg>")
    }
}
