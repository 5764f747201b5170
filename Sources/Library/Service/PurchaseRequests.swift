import Foundation
import SatchelAPI
import SatchelCore

/// Patrons ask their library to buy a book (issue 43); staff see the requests grouped by book,
/// most asked first, and decide. A book is told apart by its ISBN, by the catalogue title when
/// it asks more copies, else by its folded title and author (`matchKey`). Bought: each requester
/// is told, and those who chose get a hold, in the order they asked (a refusal — hold limit,
/// already borrowed, a copy free now — is said in their notice). Declined: each is told why.
public struct PurchaseRequests: Sendable {
    let context: SatchelContext

    public static let bought = "library.request_bought"
    public static let declined = "library.request_declined"
    static let notificationKinds = [bought, declined]

    /// Open requests a person may have at one library.
    public static let maxOpen = 10
    /// A queue is long (more copies worth asking for) from this many waiting per copy…
    static let waitingPerCopy = 2
    /// …or this estimated wait.
    static let longWaitDays = 28

    public func create(_ input: PurchaseRequestInput, user: UUID, library: LibraryRow) async throws -> PurchaseRequest {
        let card = try await context.cards.requireCard(user: user, library: library)
        let note = UserText.clean(input.note ?? "", multiline: true)
        guard note.count <= 500 else { throw AppError.invalid("note", "library.requests.too_long", ["max": "500"]) }
        var wantedTitle = UserText.clean(input.title ?? "")
        var wantedAuthor = UserText.clean(input.author ?? "")
        var isbn: String?
        var titleID = input.titleId
        if let text = input.isbn, !UserText.clean(text).isEmpty {
            let digits = ISBN.compact(text)
            guard ISBN.isValid(digits), let thirteen = ISBN.thirteen(digits) else {
                throw AppError.invalid("isbn", "library.staff.isbn", ["isbn": text])
            }
            isbn = thirteen
            if titleID == nil {
                titleID = try await context.libraryStore.titleID(isbnContaining: isbn!, library: library.id)
                if titleID == nil, digits.count == 10 { titleID = try await context.libraryStore.titleID(isbnContaining: digits, library: library.id) }
            }
        }
        let matchKey: String
        if let id = titleID {
            // A book the library has: more copies, only worth asking while its queue is long.
            guard let title = try await TitleRecord.find(id, on: context.db), title.libraryID == library.id else {
                throw AppError.notFound("title")
            }
            guard try await longQueue(title, library: library) else { throw AppError(.conflict, "library.request_not_needed") }
            wantedTitle = title.title
            wantedAuthor = title.authorList.first ?? ""
            matchKey = "title:" + id.uuidString.lowercased()
        } else if let isbn {
            if wantedTitle.isEmpty { wantedTitle = isbn }
            matchKey = "isbn:" + isbn
        } else {
            guard !wantedTitle.isEmpty else { throw AppError.invalid("title", "field.required") }
            matchKey = "text:" + Self.folded(wantedTitle) + "|" + Self.folded(wantedAuthor)
        }
        guard wantedTitle.count <= 500 else { throw AppError.invalid("title", "library.requests.too_long", ["max": "500"]) }
        guard wantedAuthor.count <= 200 else { throw AppError.invalid("author", "library.requests.too_long", ["max": "200"]) }
        let key = matchKey, title = wantedTitle, author = wantedAuthor, wanted = titleID, isbnValue = isbn
        let id = UUID()
        try await context.writeTransaction { tx in
            let store = tx.libraryStore
            if try await store.hasOpenPurchaseRequest(user: user, library: library.id, matchKey: key) {
                throw AppError(.conflict, "library.request_duplicate")
            }
            let open = try await store.openPurchaseRequestCount(user: user, library: library.id)
            guard open < Self.maxOpen else { throw AppError(.conflict, "library.request_limit", ["max": "\(Self.maxOpen)"]) }
            try await store.insertPurchaseRequest(.init(id: id, library: library.id, user: user, card: card.id, title: wanted,
                                                        wantedTitle: title, wantedAuthor: author.isEmpty ? nil : author, wantedISBN: isbnValue,
                                                        matchKey: key, note: note.isEmpty ? nil : note,
                                                        holdWhenBought: input.holdWhenBought ?? false, at: tx.now))
        }
        guard let row = try await context.libraryStore.purchaseRequest(id) else { throw AppError.notFound("request") }
        return row.request
    }

    /// Whether a title's queue is long enough that more copies are worth asking for.
    func longQueue(_ title: TitleRecord, library: LibraryRow) async throws -> Bool {
        guard title.copies != nil else { return false } // unlimited: nobody waits
        let summary = try await context.titles.summary(try await context.titles.find(try title.requireID()), library: library)
        return Self.longQueue(summary.availability)
    }

    /// Many waiting for each copy, or a long estimated wait, or no copy at all: worth asking the
    /// library for more copies.
    public static func longQueue(_ a: Availability) -> Bool {
        guard let copies = a.copies else { return false }
        return copies == 0 || a.holdQueue >= waitingPerCopy * copies || (a.estimatedWaitDays ?? 0) >= longWaitDays
    }

    /// The library's title the requests page offers more copies of (its id and name), or nil
    /// when it is not the library's or its queue is short (asking would be refused).
    public func moreCopiesOf(_ titleID: UUID, library: LibraryRow) async throws -> (id: UUID, title: String)? {
        guard let title = try await TitleRecord.find(titleID, on: context.db), title.libraryID == library.id,
              try await longQueue(title, library: library) else { return nil }
        return (titleID, title.title)
    }

    /// Every request the person made, at every library (their data export).
    public func everything(user: UUID) async throws -> [PurchaseRequest] {
        try await context.libraryStore.purchaseRequests(user: user).map(\.request)
    }

    public func mine(user: UUID, library: LibraryRow) async throws -> [PurchaseRequest] {
        try await context.libraryStore.purchaseRequests(user: user, library: library.id).map(\.request)
    }

    /// The person withdraws their open request (404 for anyone else's, or one decided).
    public func withdraw(_ id: UUID, user: UUID) async throws {
        guard let row = try await context.libraryStore.purchaseRequest(id), row.userID == user, row.state == "open",
              try await context.libraryStore.decidePurchaseRequest(id, state: "withdrawn", at: context.now, by: user)
        else { throw AppError.notFound("request") }
    }

    /// Open requests grouped by book: most asked first, then the longest waiting.
    public func groups(_ library: LibraryRow) async throws -> [PurchaseRequestGroup] {
        let rows = try await context.libraryStore.openPurchaseRequests(library: library.id)
        var order: [String] = []
        var byKey: [String: [LibraryStore.PurchaseRequestRow]] = [:]
        for row in rows {
            if byKey[row.matchKey] == nil { order.append(row.matchKey) }
            byKey[row.matchKey, default: []].append(row)
        }
        let groups = order.map { key -> PurchaseRequestGroup in
            let members = byKey[key]!
            let first = members[0]
            return PurchaseRequestGroup(matchKey: key, title: first.wantedTitle, author: members.lazy.compactMap(\.wantedAuthor).first,
                                        isbn: members.lazy.compactMap(\.wantedISBN).first, titleId: members.lazy.compactMap(\.titleID).first,
                                        count: members.count, holdsWanted: members.filter(\.holdWhenBought).count,
                                        firstAskedAt: first.createdAt, lastAskedAt: members[members.count - 1].createdAt,
                                        notes: members.compactMap(\.note))
        }
        // Stable: equal counts stay oldest first.
        return groups.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element)
    }

    /// The library bought the book of a group: `titleID` is it in the catalogue.
    /// Bought, as the staff page says it: the title named by its id or by one of its ISBNs (422 on
    /// `titleId` when the library has no such title).
    public func markBought(matchKey: String, titleIdOrISBN text: String, library: LibraryRow, by staff: ViewerUser) async throws -> PurchaseDecision {
        guard let title = try await context.titles.lookup(text.trimmingCharacters(in: .whitespaces), library: library) else {
            throw AppError.invalid("titleId", "library.requests.unknown_title")
        }
        return try await markBought(PurchaseBought(matchKey: matchKey, titleId: title), library: library, by: staff)
    }

    public func markBought(_ decision: PurchaseBought, library: LibraryRow, by staff: ViewerUser) async throws -> PurchaseDecision {
        guard let title = try await TitleRecord.find(decision.titleId, on: context.db), title.libraryID == library.id else {
            throw AppError.invalid("titleId", "library.requests.unknown_title")
        }
        let rows = try await openGroup(decision.matchKey, library: library)
        var closed: [LibraryStore.PurchaseRequestRow] = []
        for row in rows where try await context.libraryStore.decidePurchaseRequest(row.id, state: "bought", at: context.now, by: staff.id,
                                                                                    title: decision.titleId) {
            closed.append(row)
        }
        var placed = 0
        // In the order they asked: the first to ask is first in the queue.
        for row in closed {
            var outcome: String?
            if row.holdWhenBought {
                outcome = try await placeHold(for: row, title: decision.titleId, library: library)
                if outcome == "hold_placed" { placed += 1 }
                try await context.libraryStore.setPurchaseHoldOutcome(row.id, outcome!)
            }
            let phrase = "library.requests.outcome." + (outcome.map { $0.replacingOccurrences(of: "library.", with: "") } ?? "none")
            _ = try await context.notifications.notify(user: row.userID, actor: nil, kind: Self.bought,
                                                       params: ["title": title.title, "library": library.name, "outcomePhrase": phrase],
                                                       link: LibraryPath.title(library.slug, decision.titleId).path)
        }
        if !closed.isEmpty {
            try await context.adminAudit.record(by: staff, "library.request_bought", subject: decision.titleId, subjectName: title.title,
                                                detail: "\(closed.count)")
        }
        return PurchaseDecision(requests: closed.count, holdsPlaced: placed)
    }

    /// The library will not buy the book of a group; each requester is told why.
    public func decline(_ decision: PurchaseDeclined, library: LibraryRow, by staff: ViewerUser) async throws -> PurchaseDecision {
        let reason = UserText.clean(decision.reason, multiline: true)
        guard !reason.isEmpty else { throw AppError.invalid("reason", "field.required") }
        guard reason.count <= 500 else { throw AppError.invalid("reason", "library.requests.too_long", ["max": "500"]) }
        let rows = try await openGroup(decision.matchKey, library: library)
        var closed = 0
        for row in rows where try await context.libraryStore.decidePurchaseRequest(row.id, state: "declined", at: context.now, by: staff.id,
                                                                                    reason: reason) {
            closed += 1
            _ = try await context.notifications.notify(user: row.userID, actor: nil, kind: Self.declined,
                                                       params: ["title": row.wantedTitle, "library": library.name, "reason": reason],
                                                       link: LibraryPath.requests(library.slug).path)
        }
        // Only a decision that closed something is recorded (another staff member may have closed them all first).
        if closed > 0 {
            try await context.adminAudit.record(by: staff, "library.request_declined", subject: nil, subjectName: rows[0].wantedTitle,
                                                detail: reason)
        }
        return PurchaseDecision(requests: closed, holdsPlaced: 0)
    }

    func openGroup(_ matchKey: String, library: LibraryRow) async throws -> [LibraryStore.PurchaseRequestRow] {
        let rows = try await context.libraryStore.openPurchaseRequests(library: library.id, matchKey: matchKey)
        guard !rows.isEmpty else { throw AppError.invalid("matchKey", "library.requests.no_open") }
        return rows
    }

    /// A hold with the card the person asked with; what happened, as a code.
    func placeHold(for row: LibraryStore.PurchaseRequestRow, title: UUID, library: LibraryRow) async throws -> String {
        guard let cardID = row.cardID, let record = try await CardRecord.find(cardID, on: context.db), record.lockedAt == nil else {
            return "library.card"
        }
        do {
            _ = try await context.lending.placeHold(title, card: try CardRow(record), evenIfAvailable: true)
            return "hold_placed"
        } catch let error as AppError where error.kind == .conflict {
            return ["library.hold_limit", "library.already_borrowed", "library.already_held", "library.borrow_instead"].contains(error.code)
                ? error.code : "library.card"
        }
    }

    /// Title and author as requests are grouped by: case, diacritics, punctuation and spacing do not count.
    static func folded(_ text: String) -> String {
        CatalogueText.fold(text).split { !$0.isLetter && !$0.isNumber }.joined(separator: " ")
    }
}

extension SatchelContext {
    public var purchaseRequests: PurchaseRequests { PurchaseRequests(context: self) }
}
