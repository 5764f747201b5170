import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// The Library's part of "download my data": the cards signed in with, their loans and holds,
/// the to-be-read list and ratings.
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

    var cards: [Card]
    var toBeRead: [String]
    var ratings: [Rating]

    static func make(user: UUID, core: SatchelContext) async throws -> LibraryExport {
        var cards: [Card] = []
        for session in try await LibrarySessionRecord.query(on: core.db).filter(\.$userID == user).all() {
            guard let card = try await CardRecord.find(session.cardID, on: core.db),
                  let library = try await LibraryRecord.find(session.libraryID, on: core.db) else { continue }
            cards.append(Card(library: library.name, card: CardService.masked(card.number),
                              loans: try await core.shelf.loans(card: card, library: library),
                              holds: try await core.shelf.holds(card: card, library: library)))
        }
        let entries = try await ToBeReadRecord.query(on: core.db).filter(\.$userID == user).all()
        let ratings = try await TitleRatingRecord.query(on: core.db).filter(\.$userID == user).all()
        let titles = try await TitleRecord.query(on: core.db).filter(\.$id ~~ (entries.map(\.titleID) + ratings.map(\.titleID))).all()
        let names = Dictionary(titles.map { ($0.id!, $0.title) }, uniquingKeysWith: { a, _ in a })
        return LibraryExport(cards: cards, toBeRead: entries.compactMap { names[$0.titleID] },
                             ratings: ratings.map { Rating(title: names[$0.titleID] ?? "", stars: $0.stars, review: $0.review, updatedAt: $0.updatedAt) })
    }
}
