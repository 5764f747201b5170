import Foundation
import SatchelCore
import ZIPFoundation

extension Publication {
    /// From the EPUB 3 navigation document (`<nav epub:type="toc">`), else the EPUB 2 NCX, else
    /// one entry per reading-order document.
    static func tableOfContents(_ package: EPUBPackage, archive: Archive) throws -> [TOCEntry] {
        /// Contents that lead somewhere: entries in the reading order, more than one of them
        /// when the book has more than two documents (one entry for a whole novel is no contents).
        func usable(_ entries: [TOCEntry]) -> Bool {
            func flat(_ entries: [TOCEntry]) -> [TOCEntry] { entries.flatMap { [$0] + flat($0.children) } }
            let order = Set(package.spine)
            let reached = Set(flat(entries).map { String($0.href.split(separator: "#", maxSplits: 1).first ?? "") }).intersection(order)
            return !reached.isEmpty && (reached.count > 1 || order.count <= 2)
        }
        let links = InBookLinks(paths: Set(archive.map(\.path)))
        func load(_ path: String) throws -> MarkupElement? {
            guard let entry = archive[path] else { return nil }
            let data = try EPUBLimits.checkedXML(try EPUBLimits.inflate(entry, from: archive), path: path)
            guard case .success(let root) = MarkupElement.parse(Data(HTMLEntities.numbered(String(decoding: data, as: UTF8.self)).utf8))
            else { return nil }
            return root
        }
        func target(_ reference: String, from base: String) -> String? {
            guard let (path, fragment) = links.resolve(reference, from: base) else { return nil }
            return fragment.map { path + "#" + $0 } ?? path
        }
        if let nav = package.navPath, let root = try load(nav) {
            let navs = root.descendants("nav")
            if let toc = navs.first(where: { ($0.attributes["epub:type"] ?? $0.attributes["type"] ?? "").split(separator: " ").contains("toc") })
                ?? navs.first, let list = toc.descendants("ol").first {
                func entries(_ ol: MarkupElement) -> [TOCEntry] {
                    ol.elements.filter { $0.name == "li" }.compactMap { li in
                        let label = li.elements.first { $0.name == "a" || $0.name == "span" }
                        let children = li.elements.first { $0.name == "ol" }.map(entries) ?? []
                        let title = UserText.collapsed(label?.text ?? "")
                        guard let href = label?.attributes["href"].flatMap({ target($0, from: nav) }) ?? children.first?.href,
                              !title.isEmpty else { return nil }
                        return TOCEntry(title: title, href: href, children: children)
                    }
                }
                let found = entries(list)
                if usable(found) { return found }
            }
        }
        if let ncx = package.ncxPath, let root = try load(ncx), let map = root.elements.first(where: { $0.name == "navMap" }) {
            func entries(_ parent: MarkupElement) -> [TOCEntry] {
                parent.elements.filter { $0.name == "navPoint" }.compactMap { point in
                    let title = UserText.collapsed(point.elements.first { $0.name == "navLabel" }?.text ?? "")
                    guard let src = point.elements.first(where: { $0.name == "content" })?.attributes["src"],
                          let href = target(src, from: ncx), !title.isEmpty else { return nil }
                    return TOCEntry(title: title, href: href, children: entries(point))
                }
            }
            let found = entries(map)
            if usable(found) { return found }
        }
        // No usable contents: the spine (non-linear documents last), each document named by its
        // first heading (else its title, else its number).
        return try package.spine.enumerated().map { n, path in
            let root = try load(path)
            let heading = root.flatMap { root in
                ["h1", "h2", "h3", "title"].lazy.compactMap { name in
                    root.descendants(name).lazy.map { UserText.collapsed($0.text) }.first { !$0.isEmpty }
                }.first
            }
            return TOCEntry(title: heading.map { String($0.prefix(200)) } ?? "\(n + 1)", href: path, children: [])
        }
    }

}
