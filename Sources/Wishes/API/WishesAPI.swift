import SatchelAPI
import SatchelCore
import Vapor

/// JSON endpoints for wishes, lists, sharing, reserving, pledging, the cart and comments.
struct WishesAPI {
    let uploadLimit: Int

    func register(_ r: AppRoutes) {
        r.keptReads.api(WishesRoute.inbox) { req in JSONBody(try await req.context.wishes.inbox(owner: try req.requireViewer().id)) }
        r.api(WishesRoute.createWish) { req in
            let viewer = try req.requireViewer()
            let wish = try await req.context.wishes.create(owner: viewer.id, try req.decodeJSON(WishDraft.self))
            return JSONBody(try await req.context.wishes.render([wish], viewer: viewer.id)[0], status: .created, version: wish.version)
        }
        r.api(WishesRoute.wish(.parameter)) { req in
            let viewer = try req.requireViewer()
            let wish = try await req.context.wishes.visibleWish(try req.uuid("wishId", "wish"), viewer: viewer.id)
            // The ETag is the owner's, for their edits.
            return JSONBody(try await req.context.wishes.render(data: [wish], viewer: viewer.id)[0],
                            version: wish.ownerID == viewer.id ? wish.version : nil)
        }
        r.api(WishesRoute.updateWish(.parameter)) { req in
            let viewer = try req.requireViewer()
            let wish = try await req.context.wishes.update(try req.uuid("wishId", "wish"), owner: viewer.id, try req.decodeJSON(WishDraft.self),
                                                     precondition: try req.precondition())
            return JSONBody(try await req.context.wishes.render([wish], viewer: viewer.id)[0], version: wish.version)
        }
        r.api(WishesRoute.deleteWish(.parameter)) { req in
            try await req.context.wishes.delete(try req.uuid("wishId", "wish"), owner: try req.requireViewer().id,
                                             precondition: try req.precondition())
            return HTTPStatus.noContent
        }
        r.api(WishesRoute.moveWish(.parameter)) { req in
            let viewer = try req.requireViewer()
            let move = try req.decodeJSON(WishMove.self)
            let wish = try await req.context.wishes.move(try req.uuid("wishId", "wish"), owner: viewer.id, to: move.listId, position: move.position,
                                                   precondition: try req.precondition())
            return JSONBody(try await req.context.wishes.render([wish], viewer: viewer.id)[0], version: wish.version)
        }
        r.api(WishesRoute.setWishPhoto(.parameter), body: .collect(maxSize: ByteCount(value: uploadLimit))) { req in
            let viewer = try req.requireViewer()
            guard let buffer = req.body.data, buffer.readableBytes > 0 else { throw AppError.invalid("photo", "image.empty") }
            let wish = try await req.context.wishes.setPhoto(try req.uuid("wishId", "wish"), owner: viewer.id, bytes: Array(buffer.readableBytesView),
                                                       precondition: try req.precondition())
            return JSONBody(try await req.context.wishes.render([wish], viewer: viewer.id)[0], version: wish.version)
        }
        r.api(WishesRoute.deleteWishPhoto(.parameter)) { req in
            let viewer = try req.requireViewer()
            let wish = try await req.context.wishes.removePhoto(try req.uuid("wishId", "wish"), owner: viewer.id,
                                                          precondition: try req.precondition())
            return JSONBody(try await req.context.wishes.render([wish], viewer: viewer.id)[0], version: wish.version)
        }
        r.api(WishesRoute.lists) { req in JSONBody(try await req.context.wishes.lists(owner: try req.requireViewer().id)) }
        r.api(WishesRoute.createList) { req in
            let viewer = try req.requireViewer()
            let list = try await req.context.wishes.createList(owner: viewer.id, try req.decodeJSON(WishListDraft.self))
            return JSONBody(try await req.context.wishes.renderLists([list], viewer: viewer.id)[0], status: .created, version: list.version)
        }
        r.keptReads.api(WishesRoute.list(.parameter)) { req in
            let viewer = try req.requireViewer()
            let sort = try ListSort.parse(try? req.query.get(String.self, at: "sort"))
            let detail = try await req.context.wishes.listDetail(try req.uuid("listId", "list"), viewer: viewer.id, sort: sort)
            return JSONBody(detail, version: detail.list.owner.id == viewer.id ? detail.list.version : nil)
        }
        r.api(WishesRoute.updateList(.parameter)) { req in
            let viewer = try req.requireViewer()
            let list = try await req.context.wishes.updateList(try req.uuid("listId", "list"), owner: viewer.id, try req.decodeJSON(WishListDraft.self),
                                                         precondition: try req.precondition())
            return JSONBody(try await req.context.wishes.renderLists([list], viewer: viewer.id)[0], version: list.version)
        }
        r.api(WishesRoute.deleteList(.parameter)) { req in
            try await req.context.wishes.deleteList(try req.uuid("listId", "list"), owner: try req.requireViewer().id,
                                                 precondition: try req.precondition())
            return HTTPStatus.noContent
        }
        r.api(WishesRoute.shareList(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            let shares = try await req.context.sharing.share(id, owner: viewer.id, try req.decodeJSON(ShareRequest.self),
                                                             precondition: try req.precondition())
            // The list's version: who it is shared with is part of the list.
            return JSONBody(shares, version: try await req.context.wishes.ownList(id, owner: viewer.id).version)
        }
        r.api(WishesRoute.unshareList(list: .parameter, user: .parameter)) { req in
            let version = try await req.context.sharing.unshare(try req.uuid("listId", "list"), owner: try req.requireViewer().id,
                                                             recipient: try req.uuid("userId", "share"), precondition: try req.precondition())
            let res = Response(status: .noContent)
            res.headers.setVersion(version) // the list's
            return res
        }
        r.api(WishesRoute.listInvitation(.parameter)) { req in
            let viewer = try req.requireViewer()
            let input = try req.newInvitation()
            let (record, url, mailQueued) = try await req.context.sharing.invitation(for: try req.uuid("listId", "list"), owner: viewer.user,
                                                                                  mailingTo: input.email)
            return JSONBody(Invitation(id: try record.requireID(), url: url, createdAt: record.createdAt, expiresAt: record.expiresAt,
                                       status: "open", acceptedBy: nil, mailQueued: mailQueued), status: .created)
        }
        r.keptReads.api(WishesRoute.friendsLists) { req in JSONBody(try await req.context.sharing.friendsLists(viewer: try req.requireViewer().id)) }
        r.api(WishesRoute.acceptList(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            try await req.context.sharing.accept(id, viewer: viewer.id)
            return JSONBody(try await req.context.wishes.listDetail(id, viewer: viewer.id))
        }
        r.api(WishesRoute.reserve(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            try await req.context.giving.reserve(id, giver: viewer.id)
            return JSONBody(try await req.context.wishes.render([try await req.context.wishes.wish(id)], viewer: viewer.id)[0])
        }
        r.api(WishesRoute.unreserve(.parameter)) { req in
            try await req.context.giving.unreserve(try req.uuid("wishId", "wish"), giver: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
        r.api(WishesRoute.pledge(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            try await req.context.giving.pledge(id, giver: viewer.id, amount: try req.decodeJSON(PledgeRequest.self).amount)
            return JSONBody(try await req.context.wishes.render([try await req.context.wishes.wish(id)], viewer: viewer.id)[0])
        }
        r.api(WishesRoute.withdrawPledge(.parameter)) { req in
            try await req.context.giving.withdrawPledge(try req.uuid("wishId", "wish"), giver: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
        r.keptReads.api(WishesRoute.cart) { req in JSONBody(try await req.context.giving.cart(giver: try req.requireViewer().id)) }
        r.api(WishesRoute.markBought(.parameter)) { req in
            let viewer = try req.requireViewer()
            try await req.context.giving.markBought(try req.uuid("wishId", "wish"), giver: viewer.id,
                                                 bought: try req.decodeJSON(BoughtUpdate.self).bought)
            return JSONBody(try await req.context.giving.cart(giver: viewer.id))
        }
        r.api(WishesRoute.comments(.parameter)) { req in
            JSONBody(try await req.context.wishComments.comments(on: try req.uuid("wishId", "wish"), viewer: try req.requireViewer().id))
        }
        r.api(WishesRoute.addComment(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            let comment = try await req.context.wishComments.add(to: id, author: viewer.id, body: try req.decodeJSON(CommentDraft.self).body)
            let all = try await req.context.wishComments.comments(on: id, viewer: viewer.id)
            return JSONBody(all.first { $0.id == comment.id }!, status: .created)
        }
        r.api(WishesRoute.deleteComment(wish: .parameter, comment: .parameter)) { req in
            try await req.context.wishComments.delete(try req.uuid("commentId", "comment"), on: try req.uuid("wishId", "wish"),
                                                   viewer: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
    }
}
