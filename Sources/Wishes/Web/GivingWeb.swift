import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Friends' lists (invitations to accept) and the Cart.
struct GivingWeb {
    func register(_ r: AppRoutes) {
        r.get("wishes", "friends") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let lists = try await req.context.sharing.friendsLists(viewer: viewer.id)
            let ignored = (try? req.query.get(String.self, at: "ignore")).map { !$0.isEmpty } ?? false
            return try await req.page(FriendsListsPage.self, FriendsListsPage.Model(lists: lists, ignoredOne: ignored))
        }
        r.post("wishes", "friends", ":listId", "accept") { req async throws -> Response in
            let id = try req.uuid("listId", "list")
            try await req.context.sharing.accept(id, viewer: try req.requireViewer().id)
            return req.done(WishesPath.list(id).path, notice: "list_accepted")
        }
        r.get("wishes", "cart") { req async throws -> Response in
            let viewer = try req.requireViewer()
            return try await req.page(CartPage.self, try await req.context.giving.cart(giver: viewer.id))
        }
        r.post("wishes", "cart", ":wishId", "bought") { req async throws -> Response in
            try await req.context.giving.markBought(try req.uuid("wishId", "wish"), giver: try req.requireViewer().id,
                                                 bought: req.field("bought") == "true")
            return req.done(WishesPath.cart.path)
        }
    }

    static func totals(_ localizer: Localizer, _ prices: [Price]) -> String {
        prices.isEmpty ? "—" : prices.map { localizer.money(minorUnits: $0.amount, currency: $0.currency) }.joined(separator: " + ")
    }

    static func cartRow(_ ctx: PageContext, _ item: CartItem) -> HTMLNode {
        let localizer = ctx.localizer
        let id = item.wish.id
        var detail: [String] = []
        if let amount = item.amount {
            detail.append((item.kind == "pledge" ? localizer.t("wishes.your_part") + " " : "") + localizer.money(minorUnits: amount.amount, currency: amount.currency))
        }
        if !item.wish.store.isEmpty { detail.append(item.wish.store) }
        var links: [HTMLNode] = [element("a", [.href(WishesPath.wish(id).path), .cls("wish-name")], text(item.wish.name)),
                                 element("p", [.cls("muted")], text(detail.joined(separator: " · ")))]
        if item.bought {
            links.insert(element("p", [], element("span", [.cls("state-pill bought")], Icon.check.node(), text(localizer.t("wishes.bought")))), at: 1)
        }
        if let link = item.wish.link {
            links.append(element("a", [.href(link), Attr("rel", "noopener noreferrer nofollow"), Attr("target", "_blank")], text(localizer.t("wish.open_link"))))
        }
        return element("li", [.cls(item.bought ? "row bought" : "row")],
                  element("div", [.cls("grow")], links),
                  // Bought is said plainly, with an undo (named for the gift, for screen readers).
                  item.bought
                    ? Forms.form(ctx, action: WishesPath.bought(id).path, cls: "inline", [
                        void("input", [.type("hidden"), .name("bought"), .value("false")]),
                        element("button", [.type("submit"), .cls("button"), .aria("label", localizer.t("wishes.undo_bought", ["name": item.wish.name]))],
                                text(localizer.t("spots.undo"))),
                      ])
                    : Forms.button(ctx, action: WishesPath.bought(id).path, label: localizer.t("wishes.mark_bought"), hidden: [("bought", "true")]),
                  Forms.button(ctx, action: (item.kind == "pledge" ? WishesPath.unpledge(id) : WishesPath.unreserve(id)).path,
                               label: localizer.t("action.remove"), hidden: [("back", WishesPath.cart.path)]))
    }
}
