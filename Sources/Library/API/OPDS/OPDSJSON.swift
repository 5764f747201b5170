import Foundation

/// OPDS 2.0 (JSON): the same feeds as `OPDSAtom`, with availability, holds and copies as the
/// properties of each acquisition link.
enum OPDSJSON {
    static func date(_ d: Date) -> String { d.iso8601 }

    static func data(_ object: [String: Any]) -> Data {
        (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
    }

    static func link(_ l: OPDSLink, base: String) -> [String: Any] {
        var out: [String: Any] = ["rel": l.rel, "href": l.templated ? l.path : base + l.path]
        // Feeds are OPDS 2 here, except an alternate: the same feed in OPDS 1.2, an Atom document.
        if let type = l.type {
            let feed = type == OPDSMediaType.navigation || type == OPDSMediaType.acquisition
            out["type"] = feed && l.rel != "alternate" ? OPDSMediaType.opds2 : type
        }
        if let title = l.title { out["title"] = title }
        if l.templated { out["templated"] = true }
        var properties: [String: Any] = [:]
        if let count = l.count { properties["numberOfItems"] = count }
        if !properties.isEmpty { out["properties"] = properties }
        return out
    }

    static func feed(_ f: OPDSFeed, base: String) -> Data {
        var links: [[String: Any]] = [["rel": "self", "href": base + f.selfPath, "type": OPDSMediaType.opds2]]
        var facets: [String: [[String: Any]]] = [:]
        var facetOrder: [String] = []
        for l in f.links {
            if let group = l.facetGroup {
                if facets[group] == nil { facetOrder.append(group) }
                var item = link(l, base: base)
                item["rel"] = l.activeFacet ? "self" : nil
                facets[group, default: []].append(item)
            } else {
                links.append(link(l, base: base))
            }
        }
        var metadata: [String: Any] = ["title": f.title, "identifier": f.id, "modified": date(f.updated)]
        if let total = f.total { metadata["numberOfItems"] = total }
        var out: [String: Any] = ["metadata": metadata, "links": links]
        if !f.navigation.isEmpty {
            out["navigation"] = f.navigation.map { n -> [String: Any] in
                var item: [String: Any] = ["href": base + n.path, "title": n.title, "type": OPDSMediaType.opds2, "rel": "subsection"]
                if let count = n.count { item["properties"] = ["numberOfItems": count] }
                return item
            }
        }
        if f.kind == .acquisition {
            out["publications"] = f.publications.map { publication($0, base: base) }
        }
        if !facetOrder.isEmpty {
            out["facets"] = facetOrder.map { ["metadata": ["title": $0], "links": facets[$0] ?? []] }
        }
        return data(out)
    }

    /// Readium's `published` is a full date: a year alone is left out.
    static func fullDate(_ text: String?) -> String? {
        guard let text, text.count == 10, text.wholeMatch(of: /[0-9]{4}-[0-9]{2}-[0-9]{2}/) != nil else { return nil }
        return text
    }

    static func imageType(_ path: String) -> String {
        let lower = path.lowercased()
        if lower.hasSuffix(".png") { return "image/png" }
        if lower.hasSuffix(".webp") { return "image/webp" }
        if lower.hasSuffix(".gif") { return "image/gif" }
        return "image/jpeg"
    }

    /// The placeholder cover: every publication has an image an e-reader can show.
    static let placeholderCoverPath = "/static/cover.png"

    static func publication(_ p: OPDSPublication, base: String) -> [String: Any] {
        var metadata: [String: Any] = [
            "@type": "http://schema.org/Book",
            "identifier": "urn:uuid:" + p.id.uuidString.lowercased(),
            "title": p.title,
            "modified": date(p.updated),
        ]
        if let subtitle = p.subtitle { metadata["subtitle"] = subtitle }
        if !p.authors.isEmpty { metadata["author"] = p.authors.map { ["name": $0] } }
        if !p.translators.isEmpty { metadata["translator"] = p.translators.map { ["name": $0] } }
        if let language = p.language { metadata["language"] = language }
        if let publisher = p.publisher { metadata["publisher"] = ["name": publisher] }
        if let published = fullDate(p.issued) { metadata["published"] = published }
        if let summary = p.summary { metadata["description"] = summary }
        if !p.subjects.isEmpty { metadata["subject"] = p.subjects.map { ["name": $0] } }
        if let isbn = p.isbns.first { metadata["identifier"] = "urn:isbn:" + isbn; metadata["altIdentifier"] = ["urn:uuid:" + p.id.uuidString.lowercased()] }
        var availability: [String: Any] = ["state": p.state.rawValue]
        if let since = p.since { availability["since"] = date(since) }
        if let until = p.until { availability["until"] = date(until) } else if let day = p.expectedDay { availability["until"] = day }
        var properties: [String: Any] = ["availability": availability]
        var holds: [String: Any] = ["total": p.holdsTotal]
        if let position = p.holdPosition { holds["position"] = position }
        properties["holds"] = holds
        if let total = p.copiesTotal { properties["copies"] = ["total": total, "available": p.copiesAvailable ?? 0] }
        var acquisition: [String: Any]
        if let fulfil = p.fulfilPath {
            acquisition = ["rel": "http://opds-spec.org/acquisition", "href": base + fulfil, "type": OPDSMediaType.epub]
        } else {
            acquisition = ["rel": "http://opds-spec.org/acquisition/borrow", "href": base + p.borrowPath,
                           "type": OPDSMediaType.publication2]
            properties["indirectAcquisition"] = [["type": OPDSMediaType.epub]]
            properties["authenticate"] = ["href": base + p.authenticationPath, "type": OPDSMediaType.authentication]
            if p.cancellable { properties["cancellable"] = true }
        }
        acquisition["properties"] = properties
        // The acquisition first: apps that read one link read that one.
        var links: [[String: Any]] = [acquisition, ["rel": "self", "href": base + p.entryPath, "type": OPDSMediaType.publication2]]
        if let revoke = p.revokePath { links.append(["rel": "http://librarysimplified.org/terms/rel/revoke", "href": base + revoke]) }
        if let progression = p.progressionPath {
            links.append(["rel": "http://opds-spec.org/progression", "href": base + progression, "type": OPDSMediaType.progression,
                          "properties": ["authenticate": ["href": base + p.authenticationPath, "type": OPDSMediaType.authentication]]])
        }
        var images: [[String: Any]] = []
        if let cover = p.coverPath { images.append(["href": base + cover, "type": imageType(cover)]) }
        // WebP is not among the formats every e-reader shows.
        if images.allSatisfy({ $0["type"] as? String == "image/webp" }) {
            images.append(["href": base + placeholderCoverPath, "type": "image/png", "width": 400, "height": 600])
        }
        return ["metadata": metadata, "links": links, "images": images]
    }
}
