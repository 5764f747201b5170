import Foundation
import SatchelAPI
import SatchelCore
import Vapor

enum WishPages {
    /// The Wishes inbox: a quick "add a wish" with only the name, and every wish in no list.
    static func inbox(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let model = InboxPage.Model(wishes: try await req.context.wishes.inbox(owner: viewer.id),
                                    lists: try await req.context.wishes.lists(owner: viewer.id), quickAdd: state,
                                    keepTyping: (try? req.query.get(String.self, at: "done")) == "wish_added" || state.error != nil)
        return try await req.page(InboxPage.self, model, status: status)
    }

    /// Moving a wish to a list or back to the inbox: on inbox rows (label hidden) and on the
    /// owner's wish page (label shown).
    static func moveForm(_ ctx: PageContext, _ wish: Wish, lists: [WishList], back: String, showLabel: Bool = false) -> HTMLNode {
        Forms.form(ctx, action: WishesPath.move(wish.id).path, cls: "inline move", [
            void("input", [.type("hidden"), .name("back"), .value(back)]),
            Forms.version(String(wish.version ?? 1)),
            element("label", [Attr("for", "move-\(wish.id)"), .cls(showLabel ? "move-label" : "visually-hidden")], text(ctx.localizer.t("wish.move_to"))),
            element("select", [.id("move-\(wish.id)"), .name("listId")],
               [element("option", [.value("")], text(ctx.localizer.t("wishes.inbox")))]
               + lists.map { element("option", [.value($0.id.uuidString), .flag("selected", $0.id == wish.listId)], text($0.name)) }),
            Forms.submit(ctx.localizer.t("wish.move"), cls: "button"),
        ])
    }

    /// `said`: a text key shown above the form (a shared page filled it in).
    static func new(_ req: Request, state: FormState, status: HTTPStatus = .ok, said: String? = nil) async throws -> Response {
        let viewer = try req.requireViewer()
        var state = state
        if state["currency"].isEmpty { state.values["currency"] = RegionalCurrency.of(req, allowed: WishRules.currencies) }
        let model = NewWishPage.Model(form: state, lists: try await req.context.wishes.lists(owner: viewer.id), said: said)
        return try await req.page(NewWishPage.self, model, status: status)
    }

    /// Editing a wish: everything, photo and list included, in one form.
    static func edit(_ req: Request, _ wish: Wish, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        var state = state
        if state["currency"].isEmpty { state.values["currency"] = RegionalCurrency.of(req, allowed: WishRules.currencies) }
        let model = EditWishPage.Model(wish: wish, form: state, lists: try await req.context.wishes.lists(owner: wish.owner.id))
        return try await req.page(EditWishPage.self, model, status: status)
    }

    /// A wish's page. Whose it is shows at the top; givers see who is giving it and can join in.
    static func detail(_ req: Request, commentState: FormState, pledgeState: FormState = FormState(),
                       donateState: FormState = FormState(), newsState: FormState = FormState(),
                       status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let record = try await req.context.wishes.visibleWish(try req.uuid("wishId", "wish"), viewer: viewer.id)
        let wish = try await req.context.wishes.render(data: [record], viewer: viewer.id)[0]
        let comments = try await req.context.wishComments.comments(on: wish.id, viewer: viewer.id)
        let mine = wish.owner.id == viewer.id
        let fundingData = try await req.context.funding.funding(ofWish: wish.id)
        let funding: FundingWish? = if let fundingData {
            try await req.context.funding.render(data: [fundingData], viewer: viewer.id).first
        } else {
            nil
        }
        let news = if let fundingData { try await req.context.fundingNews.news(funding: fundingData.id) } else { [FundingNews]() }
        // Back from the gateway (`?donation=<id>`): say so if that payment did not go through.
        let returned = (try? req.query.get(String.self, at: "donation")).flatMap(UUID.init(uuidString:))
        let model = WishPage.Model(wish: wish, mine: mine, funding: funding, comments: comments,
                                   lists: mine ? try await req.context.wishes.lists(owner: viewer.id) : [],
                                   returnedDonation: returned, now: req.context.now, commentForm: commentState,
                                   pledgeForm: pledgeState, donateForm: donateState,
                                   news: news, newsForm: newsState, receivedAt: mine ? record.receivedAt : nil)
        return try await req.page(WishPage.self, model, status: status)
    }

    /// How long after giving the thanks are shown: the page's address keeps `?donation=`, and
    /// a bookmark or a tab reopened days later must not thank again or say "on its way".
    static let thanksShownFor: TimeInterval = 60 * 60

    /// Back from paying (`?donation=<id>`, the donor's own): thanks, with the new total once the
    /// bank confirmed the gift, or word that it is on its way.
    static func thankYou(_ localizer: Localizer, _ item: FundingWish, returned: UUID?, now: Date) -> HTMLNode? {
        guard let returned, let donation = item.funding.myDonations.first(where: { $0.id == returned }),
              ["confirmed", "pending"].contains(donation.state),
              now.timeIntervalSince(donation.createdAt) < thanksShownFor else { return nil }
        let f = item.funding
        let given = localizer.money(minorUnits: donation.amount.amount, currency: donation.amount.currency)
        let line = if donation.state != "confirmed" {
            localizer.t("funding.thanks_pending", ["amount": given])
        } else if let raised = f.raised {
            localizer.t("funding.thanks_confirmed", ["amount": given, "raised": localizer.money(minorUnits: raised.amount, currency: raised.currency),
                                                     "target": localizer.money(minorUnits: f.target.amount, currency: f.target.currency)])
        } else {
            localizer.t("funding.thanks_confirmed_progress", ["amount": given, "percent": "\(f.progress)"])
        }
        return element("div", [.cls("notice thanks"), Attr("role", "status")],
                  element("p", [.cls("thanks-title")], text(localizer.t("funding.thanks_title"))),
                  element("p", [], text(line)))
    }

    static func fact(_ name: String, _ value: String) -> HTMLNode {
        group([element("dt", [], text(name)), element("dd", [], text(value))])
    }

    /// Reserving, or chipping in towards the price with others: who pledged what, what is
    /// missing, and — once the price is covered — who covered it, without a form to give more.
    static func givingSection(_ ctx: PageContext, _ wish: Wish, _ giving: Giving, _ pledgeState: FormState) -> HTMLNode {
        let localizer = ctx.localizer
        let id = wish.id
        var children: [HTMLNode] = [element("h2", [], text(localizer.t("giving.title"))), GivingBadge.render(ctx, giving),
                                    Forms.alert(pledgeState.general(localizer, fields: ["amount"]))]
        if giving.reservedByMe {
            children.append(Forms.button(ctx, action: WishesPath.unreserve(id).path, label: localizer.t("giving.unreserve")))
        } else if giving.available > 0 && giving.pledgedByMe == nil {
            children.append(Forms.button(ctx, action: WishesPath.reserve(id).path, label: localizer.t("giving.reserve"), cls: "button primary"))
        }
        if let price = wish.price, !giving.reservedByMe {
            let remaining = giving.remaining ?? price.amount
            let money = { (amount: Int) in localizer.money(minorUnits: amount, currency: price.currency) }
            let name = { (person: Person) in person.relationship == "self" ? localizer.t("giving.you") : person.displayName }
            if !giving.pledges.isEmpty {
                children.append(element("ul", [.cls("pledges"), .aria("label", localizer.t("giving.pledges"))], giving.pledges.map { pledge in
                    element("li", [], element("span", [], text(name(pledge.giver))), element("span", [.cls("amount")], text(money(pledge.amount))))
                }))
            }
            if !giving.pledges.isEmpty && remaining <= 0 {
                children.append(element("p", [.cls("covered")],
                                   text(localizer.t("giving.covered", ["names": localizer.list(giving.pledges.map {
                                       // Inside the sentence "you" is not capitalised ("by Ben and you").
                                       $0.giver.relationship == "self" ? localizer.t("giving.you_in_sentence") : $0.giver.displayName
                                   })]))))
            } else {
                children.append(element("p", [], text(localizer.t("giving.remaining", ["amount": money(remaining)]))))
            }
            // A part can be given while something is missing; one's own part can always be changed.
            if (remaining > 0 && (giving.available > 0 || !giving.pledges.isEmpty)) || giving.pledgedByMe != nil {
                var state = pledgeState
                if state["amount"].isEmpty, let mine = giving.pledgedByMe { state.values["amount"] = localizer.moneyField(minorUnits: mine, currency: price.currency) }
                children.append(Forms.form(ctx, action: WishesPath.pledge(id).path, cls: "stack", [
                    Forms.field(ctx, state, name: "amount",
                                label: localizer.t(giving.pledgedByMe == nil ? "giving.pledge_amount" : "giving.change_amount", ["currency": price.currency]),
                                hint: remaining > 0 ? localizer.t("giving.pledge_up_to", ["amount": money(remaining + (giving.pledgedByMe ?? 0))]) : nil,
                                extra: [Attr("inputmode", "decimal")]),
                    Forms.submit(localizer.t(giving.pledgedByMe == nil ? "giving.pledge" : "giving.change_pledge"), cls: "button"),
                ]))
            }
            if giving.pledgedByMe != nil {
                children.append(Forms.button(ctx, action: WishesPath.unpledge(id).path, label: localizer.t("giving.unpledge")))
            }
        }
        return element("section", [.cls("giving-panel"), .aria("label", localizer.t("giving.title"))], children)
    }

    static func commentsSection(_ ctx: PageContext, _ wish: Wish, _ comments: [WishComment], _ state: FormState) -> HTMLNode {
        let localizer = ctx.localizer
        let id = wish.id
        return element("section", [.id("comments"), .aria("labelledby", "h-comments")],
                  element("h2", [.id("h-comments")], text(localizer.t("comments.title"))),
                  element("ul", [.cls("list")], comments.map { c in
                      element("li", [.cls("row")],
                         element("div", [.cls("grow")],
                            element("p", [.cls("muted")], text((c.author?.displayName ?? localizer.t("user.former")) + " · " + localizer.date(c.createdAt))),
                            element("p", [], text(c.body))),
                         c.canDelete ? Forms.button(ctx, action: WishesPath.deleteComment(id, comment: c.id).path,
                                                    label: localizer.t("action.delete")) : group([]))
                  }),
                  Forms.form(ctx, action: WishesPath.addComment(id).path, cls: "stack", [
                      WishForm.textarea(ctx, state, name: "body", label: localizer.t("comments.add")),
                      Forms.submit(localizer.t("comments.post"), cls: "button"),
                  ]))
    }
}

/// The Wishes tab in the shell.
enum WishesTab {
    static let tab = Tab(id: "wishes", path: WishesPath.inbox.path, icon: .gift, order: 10)
}
