import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var wishComments: CommentService { CommentService(context: self) }
}

/// Comments on a wish, by anyone who can see it (the owner included).
public struct CommentService: Sendable {
    let context: SatchelContext

    public func comments(on wishID: UUID, viewer: UUID) async throws -> [WishComment] {
        let wish = try await context.wishes.visibleWish(wishID, viewer: viewer)
        let rows = try await context.wishesStore.comments(on: wishID)
        let people = try await context.friends.people(ids: Array(Set(rows.compactMap(\.authorID))), viewer: viewer)
        return rows.map { row in
            WishComment(id: row.id, author: row.authorID.flatMap { people[$0] }, body: row.body,
                        createdAt: row.createdAt, canDelete: row.authorID == viewer || wish.ownerID == viewer)
        }
    }

    public func add(to wishID: UUID, author: UUID, body: String) async throws -> WishCommentRecord {
        let wish = try await context.wishes.visibleWish(wishID, viewer: author)
        let text = UserText.clean(body, multiline: true)
        var validator = Validator()
        validator.check(WishRules.commentLength.contains(text.count), "body", "comment.length", ["max": "\(WishRules.commentLength.upperBound)"])
        try validator.finish()
        let comment = WishCommentRecord(wish: wishID, author: author, body: text, createdAt: context.now)
        try await comment.create(on: context.db)
        if wish.ownerID != author {
            try await context.notifications.notify(user: wish.ownerID, actor: author, kind: WishNotification.comment,
                                                params: ["wish": wish.name], link: WishesPath.wish(wishID).path,
                                                batchWindow: 15 * 60)
        }
        return comment
    }

    /// Your own comment, or any comment on your wish.
    public func delete(_ commentID: UUID, on wishID: UUID, viewer: UUID) async throws {
        let wish = try await context.wishes.visibleWish(wishID, viewer: viewer)
        guard let comment = try await WishCommentRecord.find(commentID, on: context.db), comment.$wish.id == wishID,
              comment.$author.id == viewer || wish.ownerID == viewer
        else { throw AppError.notFound("comment") }
        try await comment.delete(on: context.db)
    }
}
