import Foundation
import SatchelAPI

extension SatchelClient {
    /// The Library app: libraries, cards, the catalogue, loans, holds, to-be-read, ratings, samples.
    public nonisolated var library: LibraryClient { LibraryClient(client: self) }
}

/// What to search a catalogue for (the `searchTitles` query).
public struct TitleSearchQuery: Sendable, Equatable {
    public var text: String
    /// `all`, `title`, `author`, `keyword`, `publisher` or `isbn`.
    public var field: String?
    /// `relevance`, `title`, `author`, `publisher`, `published`, `popularity`, `rating` or `added`.
    public var sort: String?
    public var descending: Bool
    public var language: String?
    public var publisher: String?
    public var category: String?
    public var availableNow: Bool

    public init(_ text: String = "", field: String? = nil, sort: String? = nil, descending: Bool = false, language: String? = nil,
                publisher: String? = nil, category: String? = nil, availableNow: Bool = false) {
        self.text = text
        self.field = field
        self.sort = sort
        self.descending = descending
        self.language = language
        self.publisher = publisher
        self.category = category
        self.availableNow = availableNow
    }

    var parameters: [(String, String)] {
        var items: [(String, String)] = []
        if !text.isEmpty { items.append(("q", text)) }
        if let field { items.append(("in", field)) }
        if let sort { items.append(("sort", sort)) }
        if descending { items.append(("order", "desc")) }
        if let language { items.append(("language", language)) }
        if let publisher { items.append(("publisher", publisher)) }
        if let category { items.append(("category", category)) }
        if availableNow { items.append(("available", "true")) }
        return items
    }
}

/// `client.library`: every operation of the API's `library` tag.
public struct LibraryClient: Sendable {
    let client: SatchelClient

    public func libraries() async throws -> [LibrarySummary] { try await client.send(LibraryRoute.libraries) }
    public func library(_ id: UUID) async throws -> LibraryDetail { try await client.send(LibraryRoute.library(id)) }
    @discardableResult
    public func choose(_ id: UUID) async throws -> LibraryDetail { try await client.send(LibraryRoute.chooseLibrary(id)) }

    // Cards
    public func patron(_ library: UUID) async throws -> Patron { try await client.send(LibraryRoute.patron(library)) }
    @discardableResult
    public func signIn(_ library: UUID, cardNumber: String, pin: String, remember: Bool = true) async throws -> Patron {
        try await client.send(LibraryRoute.signInCard(library), body: CardSignIn(cardNumber: cardNumber, pin: pin, remember: remember))
    }
    public func signOut(_ library: UUID) async throws { try await client.sendEmpty(LibraryRoute.signOutCard(library)) }
    public func register(_ library: UUID, name: String, pin: String) async throws -> CardIssued {
        try await client.send(LibraryRoute.registerCard(library), body: CardRegistration(name: name, pin: pin))
    }

    // The catalogue
    /// One page of results (with the total), from `cursor`.
    public func search(_ library: UUID, _ query: TitleSearchQuery, cursor: String? = nil, limit: Int = 20) async throws -> TitleSearchPage {
        var parameters = query.parameters + [("limit", "\(limit)")]
        if let cursor { parameters.append(("cursor", cursor)) }
        return try await client.send(LibraryRoute.searchTitles(library), query: parameters)
    }

    /// Every result, page by page, as they are needed.
    public func searchAll(_ library: UUID, _ query: TitleSearchQuery, pageSize: Int = 50) -> AsyncThrowingStream<TitleSummary, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    var cursor: String?
                    repeat {
                        let page = try await search(library, query, cursor: cursor, limit: pageSize)
                        for item in page.items { continuation.yield(item) }
                        cursor = page.nextCursor
                    } while cursor != nil && !Task.isCancelled
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    public func discover(_ library: UUID) async throws -> [TitleShelf] { try await client.send(LibraryRoute.discover(library)) }
    public func categories(_ library: UUID) async throws -> [CategoryCount] { try await client.send(LibraryRoute.categories(library)) }
    public func title(_ id: UUID) async throws -> Title { try await client.send(LibraryRoute.title(id)) }
    public func similar(_ id: UUID) async throws -> [TitleSummary] { try await client.send(LibraryRoute.similar(id)) }

    // Loans and holds (need a card: `signIn` first)
    public func loans(_ library: UUID) async throws -> [Loan] { try await client.send(LibraryRoute.loans(library)) }
    public func holds(_ library: UUID) async throws -> [Hold] { try await client.send(LibraryRoute.holds(library)) }
    public func borrow(_ title: UUID) async throws -> Loan { try await client.send(LibraryRoute.borrow(title)) }
    public func renew(_ loan: UUID) async throws -> Loan { try await client.send(LibraryRoute.renew(loan)) }
    public func returnLoan(_ loan: UUID) async throws { try await client.sendEmpty(LibraryRoute.returnLoan(loan)) }
    public func placeHold(_ title: UUID) async throws -> Hold { try await client.send(LibraryRoute.placeHold(title)) }
    public func cancelHold(_ hold: UUID) async throws { try await client.sendEmpty(LibraryRoute.cancelHold(hold)) }

    // Lists, ratings, samples (no card needed)
    public func toBeRead(_ library: UUID) async throws -> [ToBeRead] { try await client.send(LibraryRoute.toBeReadList(library)) }
    @discardableResult
    public func addToBeRead(_ title: UUID, notify: Bool = true) async throws -> Title {
        try await client.send(LibraryRoute.addToBeRead(title), body: ToBeReadDraft(notify: notify))
    }
    public func removeToBeRead(_ title: UUID) async throws { try await client.sendEmpty(LibraryRoute.removeToBeRead(title)) }
    @discardableResult
    public func rate(_ title: UUID, stars: Int, review: String? = nil) async throws -> Title {
        try await client.send(LibraryRoute.rate(title), body: TitleRatingDraft(stars: stars, review: review))
    }
    public func unrate(_ title: UUID) async throws { try await client.sendEmpty(LibraryRoute.unrate(title)) }
    public func samples(_ library: UUID) async throws -> [TitleSummary] { try await client.send(LibraryRoute.samples(library)) }
    public func keepSample(_ title: UUID) async throws { try await client.sendEmpty(LibraryRoute.addSample(title)) }
    public func removeSample(_ title: UUID) async throws { try await client.sendEmpty(LibraryRoute.removeSample(title)) }
}
