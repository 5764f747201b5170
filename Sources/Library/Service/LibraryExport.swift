import Foundation
import SatchelAPI
import SatchelCore

/// The Library's part of "download my data": the cards signed in with, their loans and holds,
/// the to-be-read list, ratings, samples, and reading: places, bookmarks and settings.
struct LibraryExport: Codable, Sendable {
    struct Card: Codable, Sendable {
        var library: String
        var card: String
        var loans: [Loan]
        var holds: [Hold]
    }

    struct Rating: Codable, Sendable {
        var title: String
        var stars: Int
        var review: String
        var updatedAt: Date
    }

    struct Reading: Codable, Sendable {
        var title: String
        var position: ReadingPosition?
        var bookmarks: [ReaderBookmark]
    }

    var cards: [Card]
    var toBeRead: [String]
    var ratings: [Rating]
    var samples: [String]
    var reading: [Reading]
    var readerSettings: [ReaderSettingsState]

    static func make(user: UUID, context: SatchelContext) async throws -> LibraryExport {
        let store = context.libraryStore
        let sessionCards = try await store.sessionCards(user: user)
        let libraries = Dictionary(try await store.libraries(ids: Array(Set(sessionCards.map(\.libraryID)))).map { ($0.id, $0) },
                                   uniquingKeysWith: { a, _ in a })
        var cards: [Card] = []
        for card in sessionCards {
            guard let library = libraries[card.libraryID] else { continue }
            cards.append(Card(library: library.name, card: CardService.masked(card.number),
                              loans: try await context.shelf.loans(card: card, library: library, reader: user),
                              holds: try await context.shelf.holds(card: card, library: library)))
        }
        let entries = try await store.toBeReadTitleIDs(user: user)
        let ratings = try await store.ratings(user: user)
        let samples = try await store.sampleTitleIDs(user: user)
        let positions = try await store.readingPositions(user: user)
        let bookmarks = try await store.liveBookmarks(user: user)
        let settings = try await store.readerSettings(user: user)
        let ids = entries + ratings.map(\.titleID) + samples + positions.map(\.titleID) + bookmarks.map(\.titleID)
        let titles = try await store.titles(ids: Array(Set(ids)))
        let names = Dictionary(titles.map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        let read = Set(positions.map(\.titleID)).union(bookmarks.map(\.titleID))
        let reading = read.sorted { names[$0, default: ""] < names[$1, default: ""] }.map { id in
            Reading(title: names[id] ?? "", position: positions.first { $0.titleID == id }.map(context.readingSync.render),
                    bookmarks: bookmarks.filter { $0.titleID == id }.map(context.bookmarks.render))
        }
        return LibraryExport(cards: cards, toBeRead: entries.compactMap { names[$0] },
                             ratings: ratings.map { Rating(title: names[$0.titleID] ?? "", stars: $0.stars, review: $0.review, updatedAt: $0.updatedAt) },
                             samples: samples.compactMap { names[$0] }, reading: reading,
                             readerSettings: try settings.map(context.readerSettings.render))
    }
}
