import SatchelAPI
import SatchelCore

/// Friends' lists shared with the viewer: invitations to accept first, then the accepted ones.
enum FriendsListsPage: PageView {
    struct Model: Sendable {
        /// Pending and accepted, as `SharingService.friendsLists` gives them.
        var lists: [WishList]
        /// An invitation was just ignored (`?ignore=<id>`).
        var ignoredOne = false
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("wishes.tab.friends") }

    static func view(_ model: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let pending = model.lists.filter { $0.status == "pending" }
        let accepted = model.lists.filter { $0.status == "accepted" }
        var content: [HTMLNode] = [element("h1", [], text(localizer.t("wishes.friends_title"))), WishesNav.render(ctx, current: .friends)]
        if !pending.isEmpty {
            // Ignoring only hides it for now: the invitation is asked again next visit.
            content.append(element("section", [.aria("labelledby", "h-invites")],
                element("h2", [.id("h-invites")], text(localizer.t("wishes.invitations"))),
                element("ul", [.cls("list")], pending.map { list in
                    element("li", [.cls("row invitation")],
                       element("span", [.cls("grow")], text(localizer.t("wishes.invitation_from", ["name": list.owner.displayName, "list": list.name]))),
                       Forms.button(ctx, action: WishesPath.acceptInvitation(list.id).path,
                                    label: localizer.t("friends.accept"), cls: "button primary"),
                       element("a", [.href(WishesPath.ignoreInvitation(list.id).path), .cls("button")], text(localizer.t("wishes.ignore"))))
                })))
        }
        if model.ignoredOne {
            content.append(element("p", [.cls("muted")], text(localizer.t("wishes.ignored"))))
        }
        content.append(accepted.isEmpty ? element("p", [.cls("muted")], text(localizer.t("wishes.friends_empty"))) :
            element("ul", [.cls("list friend")], accepted.map { list in
                element("li", [.cls("row")],
                   element("span", [.cls("owner-badge friend")], text(list.owner.displayName)),
                   element("a", [.href(WishesPath.list(list.id).path), .cls("grow")], text(list.name)),
                   element("span", [.cls("muted")], text(ListPages.summary(localizer, list))))
            }))
        return content
    }
}
