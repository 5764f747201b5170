import Foundation

/// OPDS 1.2 Atom: feeds, entries with the availability, holds and copies elements the
/// Library Simplified / Palace Project readers use, facets, OpenSearch and pagination links.
enum OPDSAtom {
    static let namespaces = """
        xmlns="http://www.w3.org/2005/Atom" xmlns:opds="http://opds-spec.org/2010/catalog" \
        xmlns:dc="http://purl.org/dc/terms/" xmlns:opensearch="http://a9.com/-/spec/opensearch/1.1/" \
        xmlns:thr="http://purl.org/syndication/thread/1.0" xmlns:schema="http://schema.org/"
        """

    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            // XML 1.0 allows no other control characters.
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value >= 0x20 && !(0xFFFE...0xFFFF).contains(scalar.value) { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    static func date(_ d: Date) -> String { d.iso8601 }

    static func feed(_ f: OPDSFeed, base: String) -> String {
        var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<feed \(namespaces)>\n"
        x += "<id>\(escape(f.id))</id>\n<title>\(escape(f.title))</title>\n<updated>\(date(f.updated))</updated>\n"
        x += "<author><name>Satchel</name></author>\n"
        let selfType = f.kind == .navigation ? OPDSMediaType.navigation : OPDSMediaType.acquisition
        x += link(OPDSLink(rel: "self", path: f.selfPath, type: selfType), base: base)
        for l in f.links { x += link(l, base: base) }
        if let total = f.total { x += "<opensearch:totalResults>\(total)</opensearch:totalResults>\n" }
        for n in f.navigation {
            x += "<entry>\n<id>\(escape(n.id))</id>\n<title>\(escape(n.title))</title>\n<updated>\(date(f.updated))</updated>\n"
            if let summary = n.summary { x += "<content type=\"text\">\(escape(summary))</content>\n" }
            var l = "<link rel=\"subsection\" href=\"\(escape(base + n.path))\" type=\"\(OPDSMediaType.acquisition)\""
            if let count = n.count { l += " thr:count=\"\(count)\"" }
            x += l + "/>\n</entry>\n"
        }
        for p in f.publications { x += entry(p, base: base, standalone: false) }
        return x + "</feed>\n"
    }

    static func link(_ l: OPDSLink, base: String) -> String {
        var x = "<link rel=\"\(escape(l.rel))\" href=\"\(escape(l.templated ? l.path : base + l.path))\""
        if let type = l.type { x += " type=\"\(escape(type))\"" }
        if let title = l.title { x += " title=\"\(escape(title))\"" }
        if let group = l.facetGroup { x += " opds:facetGroup=\"\(escape(group))\"" }
        if l.activeFacet { x += " opds:activeFacet=\"true\"" }
        if let count = l.count { x += " thr:count=\"\(count)\"" }
        return x + "/>\n"
    }

    static func entry(_ p: OPDSPublication, base: String, standalone: Bool) -> String {
        var x = standalone ? "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<entry \(namespaces)>\n" : "<entry>\n"
        x += "<id>urn:uuid:\(p.id.uuidString.lowercased())</id>\n<title>\(escape(p.title))</title>\n"
        if let subtitle = p.subtitle { x += "<schema:alternativeHeadline>\(escape(subtitle))</schema:alternativeHeadline>\n" }
        for a in p.authors { x += "<author><name>\(escape(a))</name></author>\n" }
        for t in p.translators { x += "<contributor><name>\(escape(t))</name></contributor>\n" }
        x += "<updated>\(date(p.updated))</updated>\n"
        if let language = p.language { x += "<dc:language>\(escape(language))</dc:language>\n" }
        if let publisher = p.publisher { x += "<dc:publisher>\(escape(publisher))</dc:publisher>\n" }
        if let issued = p.issued { x += "<dc:issued>\(escape(issued))</dc:issued>\n" }
        for isbn in p.isbns { x += "<dc:identifier>urn:isbn:\(escape(isbn))</dc:identifier>\n" }
        for s in p.subjects { x += "<category term=\"\(escape(s))\" label=\"\(escape(s))\"/>\n" }
        if let summary = p.summary { x += "<summary type=\"text\">\(escape(summary))</summary>\n" }
        if let cover = p.coverPath {
            x += "<link rel=\"http://opds-spec.org/image\" href=\"\(escape(base + cover))\"/>\n"
            x += "<link rel=\"http://opds-spec.org/image/thumbnail\" href=\"\(escape(base + cover))\"/>\n"
        }
        x += "<link rel=\"alternate\" type=\"\(OPDSMediaType.entry)\" href=\"\(escape(base + p.entryPath))\"/>\n"
        x += acquisition(p, base: base)
        if let revoke = p.revokePath {
            x += "<link rel=\"http://librarysimplified.org/terms/rel/revoke\" href=\"\(escape(base + revoke))\"/>\n"
        }
        if let progression = p.progressionPath {
            x += "<link rel=\"http://opds-spec.org/progression\" href=\"\(escape(base + progression))\" type=\"\(OPDSMediaType.progression)\"/>\n"
        }
        return x + "</entry>\n"
    }

    /// The borrow link (or, for the patron's own loan, the download) with its availability.
    static func acquisition(_ p: OPDSPublication, base: String) -> String {
        let fulfil = p.fulfilPath
        let rel = fulfil == nil ? "http://opds-spec.org/acquisition/borrow" : "http://opds-spec.org/acquisition"
        let href = base + (fulfil ?? p.borrowPath)
        let type = fulfil == nil ? OPDSMediaType.entry : OPDSMediaType.epub
        var x = "<link rel=\"\(rel)\" href=\"\(escape(href))\" type=\"\(type)\">\n"
        if fulfil == nil { x += "<opds:indirectAcquisition type=\"\(OPDSMediaType.epub)\"/>\n" }
        var availability = "<opds:availability status=\"\(p.state.rawValue)\""
        if let since = p.since { availability += " since=\"\(date(since))\"" }
        if let until = p.until {
            availability += " until=\"\(date(until))\""
        } else if let day = p.expectedDay {
            availability += " until=\"\(day)\""
        }
        x += availability + "/>\n"
        x += "<opds:holds total=\"\(p.holdsTotal)\"" + (p.holdPosition.map { " position=\"\($0)\"" } ?? "") + "/>\n"
        if let total = p.copiesTotal {
            x += "<opds:copies total=\"\(total)\" available=\"\(p.copiesAvailable ?? 0)\"/>\n"
        }
        return x + "</link>\n"
    }

    static func openSearch(library: String, base: String, template: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
        <ShortName>\(escape(String(library.prefix(16))))</ShortName>
        <Description>\(escape("Search the catalogue of " + library))</Description>
        <InputEncoding>UTF-8</InputEncoding>
        <OutputEncoding>UTF-8</OutputEncoding>
        <Url type="\(OPDSMediaType.acquisition)" template="\(escape(base + template))"/>
        </OpenSearchDescription>

        """
    }
}
