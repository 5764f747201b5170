import Foundation
import SatchelAPI
import SatchelCore

/// One search across libraries: the person's cards' libraries (`cards`) or every library
/// (`all`, at most 10). The same work at several libraries is one row — found by its first
/// ISBN-13 or its folded title and first author — with each library's availability; rows in the
/// order of their best match, then by how many libraries have them.
extension CombinedShelfService {
    static let searchScopes = ["cards", "all"]

    public func searchEverywhere(_ text: String, scope: String, user: UUID) async throws -> [TitleEverywhere] {
        guard Self.searchScopes.contains(scope) else { throw AppError.invalid("scope", "library.everywhere.scope") }
        guard text.unicodeScalars.count <= 200 else { throw AppError.invalid("q", "field.too_long", ["max": "200"]) }
        let libraries: [LibraryRow]
        if scope == "all" {
            libraries = Array(try await context.libraries.all().prefix(10))
        } else {
            var rows: [LibraryRow] = []
            for id in Set(try await cards(user: user).map(\.library.id)) { rows.append(try await context.libraries.find(id)) }
            libraries = rows.sorted { $0.name < $1.name }
        }
        var query = TitleQuery()
        query.text = String(text.prefix(200))
        // Every hit, in library order, with the keys that say it is the same work: its first
        // ISBN-13 (catalogues spell titles and names differently) and its folded title and first
        // author (a catalogue without ISBNs); hits sharing either key are one row.
        var hits: [(rank: Int, title: TitleSummary, here: TitleAtLibrary, keys: [String])] = []
        for library in libraries {
            let found = try await context.titleSearch.search(query, library: library, cursor: nil, limit: 20)
            let summaries = try await context.titles.summaries(found.titles, library: library)
            let isbns = Dictionary(try await context.libraryStore.wholeTitles(ids: found.titles.map(\.id)).map { ($0.id, $0.isbnList) },
                                   uniquingKeysWith: { a, _ in a })
            let ref = LibraryRef(id: library.id, slug: library.slug, name: library.name)
            for (rank, (listing, summary)) in zip(found.titles, summaries).enumerated() {
                var keys = ["work:" + CatalogueText.fold(listing.title) + "|" + listing.authorKey]
                if let isbn = isbns[listing.id]?.lazy.compactMap(ISBN.thirteen).first { keys.append("isbn:" + isbn) }
                hits.append((rank, summary, TitleAtLibrary(library: ref, titleId: summary.id, availability: summary.availability), keys))
            }
        }
        // Union-find over the hits: a hit joins the row of the first earlier hit with a shared key.
        var parent = Array(hits.indices)
        func root(_ i: Int) -> Int { parent[i] == i ? i : root(parent[i]) }
        var owner: [String: Int] = [:]
        for (i, hit) in hits.enumerated() {
            for key in hit.keys {
                if let other = owner[key] {
                    let (a, b) = (root(other), root(i))
                    if a != b { parent[max(a, b)] = min(a, b) }
                } else {
                    owner[key] = i
                }
            }
        }
        var groups: [Int: (rank: Int, entry: TitleEverywhere)] = [:]
        for (i, hit) in hits.enumerated() {
            let r = root(i)
            if var group = groups[r] {
                group.entry.libraries.append(hit.here)
                group.rank = min(group.rank, hit.rank)
                groups[r] = group
            } else {
                groups[r] = (hit.rank, TitleEverywhere(title: hit.title, libraries: [hit.here]))
            }
        }
        return groups.values.sorted { a, b in
            a.rank != b.rank ? a.rank < b.rank
                : a.entry.libraries.count != b.entry.libraries.count ? a.entry.libraries.count > b.entry.libraries.count
                : a.entry.title.title < b.entry.title.title
        }.map(\.entry)
    }
}
