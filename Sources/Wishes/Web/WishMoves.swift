import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Reordering and moving wishes from a page (issue 46): the move names the versions it saw —
/// the wish's (`version`) and, for ↑/↓, the neighbour it swaps with (`over`, `overVersion`) —
/// so one person's order never silently undoes another's.
enum WishMoves {
    /// The hidden fields naming the wish a ↑/↓ swaps with, as the page showed it.
    static func overFields(_ wish: Wish) -> HTMLNode {
        group([void("input", [.type("hidden"), .name("over"), .value(WishesPath.id(wish.id))]),
               void("input", [.type("hidden"), .name("overVersion"), .value(String(wish.version ?? 1))])])
    }

    /// Refuses a swap whose neighbour has moved or changed since the page was shown.
    static func checkOver(_ req: Request, owner: UUID, list: UUID?) async throws {
        guard let over = req.field("over").flatMap(UUID.init(uuidString:)) else { return }
        try await req.context.wishes.checkNeighbour(over, seen: req.field("overVersion").flatMap(Int.init), owner: owner, list: list)
    }

    /// app.js reorders in place and asks for the list's new versions instead of a page. Only
    /// JSON exactly: a browser's own `Accept` ends in `*/*`, which would match any media type.
    static func wantsVersions(_ req: Request) -> Bool {
        req.headers.first(name: .accept) == "application/json"
    }

    /// Each wish's version in the list after a move, for app.js to send with the next one.
    static func versions(_ req: Request, owner: UUID, list: UUID?) async throws -> Response {
        let store = req.context.wishesStore
        let wishes = if let list { try await store.wishes(inList: list) } else { try await store.inbox(owner: owner) }
        let versions = Dictionary(uniqueKeysWithValues: wishes.map { (WishesPath.id($0.id), $0.version) })
        let res = Response(status: .ok)
        try res.content.encode(versions, as: .json)
        return res
    }
}
