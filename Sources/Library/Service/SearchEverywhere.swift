import Foundation
import SatchelAPI
import SatchelCore

/// One search across libraries: the person's cards' libraries (`cards`) or every library
/// (`all`, at most 10). The same work at several libraries is one row — found by its folded
/// title and first author — with each library's availability; rows in the order of their best
/// match, then by how many libraries have them.
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
        var groups: [String: (rank: Int, entry: TitleEverywhere)] = [:]
        for library in libraries {
            let found = try await context.titleSearch.search(query, library: library, cursor: nil, limit: 20)
            let summaries = try await context.titles.summaries(found.titles, library: library)
            let ref = LibraryRef(id: library.id, slug: library.slug, name: library.name)
            for (rank, (listing, summary)) in zip(found.titles, summaries).enumerated() {
                let key = CatalogueText.fold(listing.title) + "|" + listing.authorKey
                let here = TitleAtLibrary(library: ref, titleId: summary.id, availability: summary.availability)
                if var group = groups[key] {
                    group.entry.libraries.append(here)
                    group.rank = min(group.rank, rank)
                    groups[key] = group
                } else {
                    groups[key] = (rank, TitleEverywhere(title: summary, libraries: [here]))
                }
            }
        }
        return groups.values.sorted { a, b in
            a.rank != b.rank ? a.rank < b.rank
                : a.entry.libraries.count != b.entry.libraries.count ? a.entry.libraries.count > b.entry.libraries.count
                : a.entry.title.title < b.entry.title.title
        }.map(\.entry)
    }
}
