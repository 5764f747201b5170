import Foundation
import SatchelAPI
import SatchelCore

/// A wish's page. Whose it is shows at the top; the owner edits, funds and moves it; givers
/// see who is giving it and can join in; everyone who sees it can comment.
enum WishPage: PageView {
    struct Model: Sendable {
        var wish: Wish
        /// The viewer owns it.
        var mine: Bool
        var funding: FundingWish?
        var comments: [WishComment]
        /// The owner's lists, to move it to (empty for others).
        var lists: [WishList]
        /// Back from the gateway (`?donation=<id>`): the donation paid for.
        var returnedDonation: UUID?
        var now: Date
        var commentForm = FormState()
        var pledgeForm = FormState()
        var donateForm = FormState()
        /// The collection's news to its givers, newest first.
        var news: [FundingNews] = []
        var newsForm = FormState()
        /// When the owner marked it received (the owner's page only).
        var receivedAt: Date? = nil
    }

    static let tab: Tab? = WishesTab.tab

    /// A wish friends collect money for belongs to Funding (the feed, the collections), as it
    /// was reached; other wishes to Wishes.
    static func tab(for model: Model) -> Tab? { model.funding == nil ? WishesTab.tab : FundingTab.tab }

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.wish.name }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let wish = m.wish, funding = m.funding, mine = m.mine
        let endedPayment = funding?.funding.myDonations.first { $0.id == m.returnedDonation && FundingPanel.endedStates.contains($0.state) }?.state
        var content: [HTMLNode] = [
            element("p", [.cls(mine ? "owner-badge own" : "owner-badge friend")],
               text(mine ? localizer.t("wish.yours") : localizer.t("wish.of", ["name": wish.owner.displayName]))),
            element("h1", [], text(wish.name)),
        ]
        if let photo = wish.photoURL {
            content.append(void("img", [Attr("src", photo), Attr("alt", wish.name), .cls("wish-photo")]))
        }
        var facts: [HTMLNode] = []
        if let price = wish.price { facts.append(WishPages.fact(localizer.t("wish.field.price"), localizer.money(minorUnits: price.amount, currency: price.currency))) }
        if !wish.store.isEmpty { facts.append(WishPages.fact(localizer.t("wish.field.store"), wish.store)) }
        facts.append(WishPages.fact(localizer.t("wish.field.quantity"), "\(wish.quantity)"))
        facts.append(WishPages.fact(localizer.t("wish.field.priority"), localizer.t("wish.priority.\(wish.priority)")))
        content.append(element("dl", [.cls("facts")], facts))
        if let link = wish.link {
            content.append(element("p", [], element("a", [.href(link), Attr("rel", "noopener noreferrer nofollow"), Attr("target", "_blank")],
                                          text(localizer.t("wish.open_link")))))
        }
        if !wish.notes.isEmpty { content.append(element("p", [.cls("notes")], text(wish.notes))) }
        if let funding {
            if let thanks = WishPages.thankYou(localizer, funding, returned: m.returnedDonation, now: m.now) { content.append(thanks) }
            content.append(FundingPanel.render(ctx, funding, donateState: m.donateForm, now: m.now, endedPayment: endedPayment))
            content.append(FundingNewsSection.render(ctx, wishID: wish.id, news: m.news, organiser: mine, form: m.newsForm))
        }
        if mine {
            var actions: [HTMLNode] = [
                element("a", [.href(WishesPath.edit(wish.id).path), .cls("button primary")], text(localizer.t("action.edit"))),
                element("a", [.href(WishesPath.funding(wish.id).path), .cls("button")],
                   text(funding == nil ? localizer.t("funding.start") : localizer.t("funding.edit"))),
            ]
            if funding?.funding.state == "open" {
                actions.append(element("a", [.href(WishesPath.closeFunding(wish.id).path), .cls("button")], text(localizer.t("funding.close"))))
            }
            actions.append(element("a", [.href(WishesPath.delete(wish.id).path), .cls("button danger")], text(localizer.t("action.delete"))))
            // A surprise never goes into a list its recipient might see.
            if !m.lists.isEmpty && funding?.funding.recipient == nil {
                content.append(element("div", [.cls("wish-move")],
                                       WishPages.moveForm(ctx, wish, lists: m.lists, back: WishesPath.wish(wish.id).path, showLabel: true)))
            }
            content.append(element("p", [.cls("actions")], actions))
            content.append(ReceivedPage.control(ctx, wish, receivedAt: m.receivedAt))
        } else {
            if funding == nil, let giving = wish.giving {
                content.append(WishPages.givingSection(ctx, wish, giving, m.pledgeForm))
            }
            content.append(Forms.button(ctx, action: WishesPath.copy(wish.id).path, label: localizer.t("wish.copy")))
        }
        // The public page's link, for the owner and anyone who sees the collection to pass on.
        if let url = funding?.funding.publicURL {
            content.append(ShareField.render(ctx, id: "public-url", label: localizer.t("funding.public_link"), url: url,
                                             title: wish.name, message: localizer.t("share.funding_text", ["wish": wish.name])))
        }
        content.append(WishPages.commentsSection(ctx, wish, m.comments, m.commentForm))
        return content
    }
}
