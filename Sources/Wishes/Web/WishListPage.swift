import SatchelAPI
import SatchelCore

/// A list's page: for the owner, its wishes in order with move buttons, sorting, sharing and
/// editing; for a friend, the wishes with who is giving what.
enum WishListPage: PageView {
    struct Model: Sendable {
        var list: WishList
        var wishes: [Wish]
        /// The viewer owns it.
        var mine: Bool
        var sort: WishService.Sort
        /// The owner's friends and circles, to share with (empty for others).
        var friends: [Friend] = []
        var circles: [SatchelAPI.Circle] = []
        /// The list's form (and the share form's error).
        var form: FormState
        /// An invitation link just made.
        var invitationURL: String?
        /// Where it was mailed.
        var invitationMailedTo: String? = nil
        /// The "Email it to" field of the form that makes one; nil when mail is not set up (`InvitationForm`).
        var invitationMail: FormState? = nil
        /// The list's public registry link while it is on (the owner's page only).
        var publicLink: PublicLink? = nil
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.list.name }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let list = m.list, id = m.list.id, mine = m.mine
        let path = WishesPath.list(id).path
        var content: [HTMLNode] = [
            element("p", [.cls(mine ? "owner-badge own" : "owner-badge friend")],
               text(mine ? localizer.t("list.yours") : localizer.t("list.of", ["name": list.owner.displayName]))),
            element("h1", [], text(list.name)),
            element("p", [.cls("muted")], text(ListPages.summary(localizer, list))),
            SortNav.render(ctx, current: m.sort, ownOrder: mine ? "list.sort.position" : "list.sort.owners_order") {
                WishesPath.listSorted(id, sort: $0.rawValue).path
            },
        ]
        let rows: [HTMLNode] = m.wishes.enumerated().map { index, wish in
            guard mine, m.sort == .position else { return WishRow.render(ctx, wish) }
            return WishRow.render(ctx, wish, controls: [ListPages.reorderButtons(ctx, m.wishes, list: id, index: index, back: path)])
        }
        content.append(m.wishes.isEmpty ? element("p", [.cls("muted")], text(localizer.t("list.empty")))
                       : element("ul", [.cls(mine ? "list own" : "list friend"), .id("wishes"), .data("list", WishesPath.id(id))], rows))
        if mine {
            content.append(element("p", [], element("a", [.href(WishesPath.newWishIn(list: id).path), .cls("button primary")], text(localizer.t("wishes.add_wish")))))
            content.append(ListPages.shareSection(ctx, list, friends: m.friends, circles: m.circles, state: m.form,
                                                     invitation: .init(url: m.invitationURL, mailedTo: m.invitationMailedTo, mail: m.invitationMail)))
            content.append(RegistryLinkSection.render(ctx, list, link: m.publicLink))
            content.append(element("h2", [], text(localizer.t("list.edit"))))
            content.append(ListPages.listForm(ctx, m.form, action: path, submit: localizer.t("action.save")))
            content.append(element("p", [], element("a", [.href(WishesPath.deleteList(id).path), .cls("button danger")], text(localizer.t("action.delete")))))
        }
        return content
    }
}
