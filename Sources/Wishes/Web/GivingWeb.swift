import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Friends' lists (invitations to accept) and the Cart.
struct GivingWeb {
    func register(_ r: AppRoutes) {
        r.get("wishes", "friends") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let localizer = req.localizer
            let lists = try await req.context.sharing.friendsLists(viewer: viewer.id)
            let pending = lists.filter { $0.status == "pending" }
            let accepted = lists.filter { $0.status == "accepted" }
            return try await req.page(localizer.t("wishes.tab.friends"), tab: WishesTab.tab) { ctx in
                var content: [HTMLNode] = [element("h1", [], text(localizer.t("wishes.friends_title"))), WishesNav.render(ctx, current: .friends)]
                if !pending.isEmpty {
                    // Ignoring only hides it for now: the invitation is asked again next visit.
                    content.append(element("section", [.aria("labelledby", "h-invites")],
                        element("h2", [.id("h-invites")], text(localizer.t("wishes.invitations"))),
                        element("ul", [.cls("list")], pending.map { list in
                            element("li", [.cls("row invitation")],
                               element("span", [.cls("grow")], text(localizer.t("wishes.invitation_from", ["name": list.owner.displayName, "list": list.name]))),
                               Forms.button(ctx, action: "/wishes/friends/\(list.id.uuidString.lowercased())/accept",
                                            label: localizer.t("friends.accept"), cls: "button primary"),
                               element("a", [.href("/wishes/friends?ignore=\(list.id.uuidString.lowercased())"), .cls("button")], text(localizer.t("wishes.ignore"))))
                        })))
                }
                if let ignored = try? req.query.get(String.self, at: "ignore"), !ignored.isEmpty {
                    content.append(element("p", [.cls("muted")], text(localizer.t("wishes.ignored"))))
                }
                content.append(accepted.isEmpty ? element("p", [.cls("muted")], text(localizer.t("wishes.friends_empty"))) :
                    element("ul", [.cls("list friend")], accepted.map { list in
                        element("li", [.cls("row")],
                           element("span", [.cls("owner-badge friend")], text(list.owner.displayName)),
                           element("a", [.href("/wishes/lists/\(list.id.uuidString.lowercased())"), .cls("grow")], text(list.name)),
                           element("span", [.cls("muted")], text(ListPages.summary(localizer, list))))
                    }))
                return content
            }
        }
        r.post("wishes", "friends", ":listId", "accept") { req async throws -> Response in
            let id = try req.uuid("listId", "list")
            try await req.context.sharing.accept(id, viewer: try req.requireViewer().id)
            return req.done("/wishes/lists/\(id.uuidString.lowercased())", notice: "list_accepted")
        }
        r.get("wishes", "cart") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let localizer = req.localizer
            let cart = try await req.context.giving.cart(giver: viewer.id)
            return try await req.page(localizer.t("wishes.tab.cart"), tab: WishesTab.tab) { ctx in
                var content: [HTMLNode] = [element("h1", [], text(localizer.t("wishes.cart_title"))), WishesNav.render(ctx, current: .cart)]
                if cart.groups.isEmpty {
                    content.append(element("p", [.cls("muted")], text(localizer.t("wishes.cart_empty"))))
                    return content
                }
                for group in cart.groups {
                    content.append(element("section", [.cls("cart-group"), .aria("label", group.friend.displayName)],
                        element("h2", [], text(localizer.t("wishes.for", ["name": group.friend.displayName]))),
                        element("ul", [.cls("list")], group.items.map { item in Self.cartRow(ctx, item) }),
                        element("p", [.cls("total")], text(localizer.t("wishes.total", ["amount": Self.totals(localizer, group.totals)])))))
                }
                content.append(element("p", [.cls("total grand")], text(localizer.t("wishes.grand_total", ["amount": Self.totals(localizer, cart.totals)]))))
                return content
            }
        }
        r.post("wishes", "cart", ":wishId", "bought") { req async throws -> Response in
            try await req.context.giving.markBought(try req.uuid("wishId", "wish"), giver: try req.requireViewer().id,
                                                 bought: req.field("bought") == "true")
            return req.done("/wishes/cart")
        }
    }

    static func totals(_ localizer: Localizer, _ prices: [Price]) -> String {
        prices.isEmpty ? "—" : prices.map { localizer.money(minorUnits: $0.amount, currency: $0.currency) }.joined(separator: " + ")
    }

    static func cartRow(_ ctx: PageContext, _ item: CartItem) -> HTMLNode {
        let localizer = ctx.localizer
        let id = item.wish.id.uuidString.lowercased()
        var detail: [String] = []
        if let amount = item.amount {
            detail.append((item.kind == "pledge" ? localizer.t("wishes.your_part") + " " : "") + localizer.money(minorUnits: amount.amount, currency: amount.currency))
        }
        if !item.wish.store.isEmpty { detail.append(item.wish.store) }
        var links: [HTMLNode] = [element("a", [.href("/wishes/\(id)"), .cls("wish-name")], text(item.wish.name)),
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
                    ? Forms.form(ctx, action: "/wishes/cart/\(id)/bought", cls: "inline", [
                        void("input", [.type("hidden"), .name("bought"), .value("false")]),
                        element("button", [.type("submit"), .cls("button"), .aria("label", localizer.t("wishes.undo_bought", ["name": item.wish.name]))],
                                text(localizer.t("spots.undo"))),
                      ])
                    : Forms.button(ctx, action: "/wishes/cart/\(id)/bought", label: localizer.t("wishes.mark_bought"), hidden: [("bought", "true")]),
                  Forms.button(ctx, action: item.kind == "pledge" ? "/wishes/\(id)/unpledge" : "/wishes/\(id)/unreserve",
                               label: localizer.t("action.remove"), hidden: [("back", "/wishes/cart")]))
    }
}
