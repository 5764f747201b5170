import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Friends' lists (invitations to accept) and the Cart.
struct GivingWeb {
    func register(_ r: AppRoutes) {
        r.get("wishes", "friends") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let l = req.localizer
            let lists = try await req.context.sharing.friendsLists(viewer: viewer.id)
            let pending = lists.filter { $0.status == "pending" }
            let accepted = lists.filter { $0.status == "accepted" }
            return try await req.page(l.t("wishes.tab.friends"), tab: WishesTab.tab) { ctx in
                var content: [HTMLNode] = [el("h1", [], text(l.t("wishes.friends_title"))), WishesNav.render(ctx, current: .friends)]
                if !pending.isEmpty {
                    // Ignoring only hides it for now: the invitation is asked again next visit.
                    content.append(el("section", [.aria("labelledby", "h-invites")],
                        el("h2", [.id("h-invites")], text(l.t("wishes.invitations"))),
                        el("ul", [.cls("list")], pending.map { list in
                            el("li", [.cls("row invitation")],
                               el("span", [.cls("grow")], text(l.t("wishes.invitation_from", ["name": list.owner.displayName, "list": list.name]))),
                               Forms.button(ctx, action: "/wishes/friends/\(list.id.uuidString.lowercased())/accept",
                                            label: l.t("friends.accept"), cls: "button primary"),
                               el("a", [.href("/wishes/friends?ignore=\(list.id.uuidString.lowercased())"), .cls("button")], text(l.t("wishes.ignore"))))
                        })))
                }
                if let ignored = try? req.query.get(String.self, at: "ignore"), !ignored.isEmpty {
                    content.append(el("p", [.cls("muted")], text(l.t("wishes.ignored"))))
                }
                content.append(accepted.isEmpty ? el("p", [.cls("muted")], text(l.t("wishes.friends_empty"))) :
                    el("ul", [.cls("list friend")], accepted.map { list in
                        el("li", [.cls("row")],
                           el("span", [.cls("owner-badge friend")], text(list.owner.displayName)),
                           el("a", [.href("/wishes/lists/\(list.id.uuidString.lowercased())"), .cls("grow")], text(list.name)),
                           el("span", [.cls("muted")], text(ListPages.summary(l, list))))
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
            let l = req.localizer
            let cart = try await req.context.giving.cart(giver: viewer.id)
            return try await req.page(l.t("wishes.tab.cart"), tab: WishesTab.tab) { ctx in
                var content: [HTMLNode] = [el("h1", [], text(l.t("wishes.cart_title"))), WishesNav.render(ctx, current: .cart)]
                if cart.groups.isEmpty {
                    content.append(el("p", [.cls("muted")], text(l.t("wishes.cart_empty"))))
                    return content
                }
                for group in cart.groups {
                    content.append(el("section", [.cls("cart-group"), .aria("label", group.friend.displayName)],
                        el("h2", [], text(l.t("wishes.for", ["name": group.friend.displayName]))),
                        el("ul", [.cls("list")], group.items.map { item in Self.cartRow(ctx, item) }),
                        el("p", [.cls("total")], text(l.t("wishes.total", ["amount": Self.totals(l, group.totals)])))))
                }
                content.append(el("p", [.cls("total grand")], text(l.t("wishes.grand_total", ["amount": Self.totals(l, cart.totals)]))))
                return content
            }
        }
        r.post("wishes", "cart", ":wishId", "bought") { req async throws -> Response in
            try await req.context.giving.markBought(try req.uuid("wishId", "wish"), giver: try req.requireViewer().id,
                                                 bought: req.field("bought") == "true")
            return req.done("/wishes/cart")
        }
    }

    static func totals(_ l: Localizer, _ prices: [Price]) -> String {
        prices.isEmpty ? "—" : prices.map { l.money(minorUnits: $0.amount, currency: $0.currency) }.joined(separator: " + ")
    }

    static func cartRow(_ ctx: PageContext, _ item: CartItem) -> HTMLNode {
        let l = ctx.l
        let id = item.wish.id.uuidString.lowercased()
        var detail: [String] = []
        if let amount = item.amount {
            detail.append((item.kind == "pledge" ? l.t("wishes.your_part") + " " : "") + l.money(minorUnits: amount.amount, currency: amount.currency))
        }
        if !item.wish.store.isEmpty { detail.append(item.wish.store) }
        var links: [HTMLNode] = [el("a", [.href("/wishes/\(id)"), .cls(item.bought ? "wish-name bought" : "wish-name")], text(item.wish.name)),
                                 el("p", [.cls("muted")], text(detail.joined(separator: " · ")))]
        if let link = item.wish.link {
            links.append(el("a", [.href(link), Attr("rel", "noopener noreferrer nofollow"), Attr("target", "_blank")], text(l.t("wish.open_link"))))
        }
        return el("li", [.cls(item.bought ? "row bought" : "row")],
                  el("div", [.cls("grow")], links),
                  Forms.button(ctx, action: "/wishes/cart/\(id)/bought", label: item.bought ? l.t("wishes.not_bought") : l.t("wishes.mark_bought"),
                               hidden: [("bought", item.bought ? "false" : "true")]),
                  Forms.button(ctx, action: item.kind == "pledge" ? "/wishes/\(id)/unpledge" : "/wishes/\(id)/unreserve",
                               label: l.t("action.remove"), hidden: [("back", "/wishes/cart")]))
    }
}
