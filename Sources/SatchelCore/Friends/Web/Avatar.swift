import SatchelAPI

/// A person's photo, or their initials on a colour of their own.
enum Avatar {
    static func render(_ person: Person, size: Int = 40) -> HTMLNode {
        if let url = person.photoURL {
            return void("img", [Attr("src", url), Attr("alt", ""), .cls("avatar"), Attr("width", "\(size)"), Attr("height", "\(size)")])
        }
        let initials = person.displayName.split(separator: " ").prefix(2).compactMap(\.first).map(String.init).joined().uppercased()
        let hue = abs(person.username.unicodeScalars.reduce(0) { $0 &* 31 &+ Int($1.value) }) % 360
        return element("span", [.cls("avatar initials avatar-\(size)"), .aria("hidden", "true"), .data("hue", "\(hue / 30)")],
                  text(initials.isEmpty ? "?" : initials))
    }
}
