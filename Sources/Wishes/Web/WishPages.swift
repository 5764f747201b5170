import Foundation
import SatchelAPI
import SatchelCore
import Vapor

enum WishPages {
    /// The Wishes inbox: a quick "add a wish" with only the name, and every wish in no list.
    static func inbox(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let model = InboxPage.Model(wishes: try await req.context.wishes.inbox(owner: viewer.id),
                                    lists: try await req.context.wishes.lists(owner: viewer.id), quickAdd: state)
        return try await req.page(InboxPage.self, model, status: status)
    }

    static func moveForm(_ ctx: PageContext, _ wish: Wish, lists: [WishList], back: String) -> HTMLNode {
        Forms.form(ctx, action: "/wishes/\(wish.id.uuidString.lowercased())/move", cls: "inline move", [
            void("input", [.type("hidden"), .name("back"), .value(back)]),
            el("label", [Attr("for", "move-\(wish.id)"), .cls("visually-hidden")], text(ctx.l.t("wish.move_to"))),
            el("select", [.id("move-\(wish.id)"), .name("listId")],
               [el("option", [.value("")], text(ctx.l.t("wishes.inbox")))]
               + lists.map { el("option", [.value($0.id.uuidString), .flag("selected", $0.id == wish.listId)], text($0.name)) }),
            Forms.submit(ctx.l.t("wish.move"), cls: "button"),
        ])
    }

    static func new(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let lists = try await req.context.wishes.lists(owner: viewer.id)
        return try await req.page(l.t("wishes.tab.new"), tab: WishesTab.tab, status: status) { ctx in
            [
                el("h1", [], text(l.t("wishes.new_title"))),
                WishesNav.render(ctx, current: .new),
                Forms.form(ctx, action: "/wishes/new/from-link", cls: "stack from-link", [
                    Forms.field(ctx, state, name: "url", label: l.t("wish.from_link"), type: "url",
                                hint: l.t("wish.from_link_hint"), extra: [Attr("inputmode", "url")]),
                    Forms.submit(l.t("wish.from_link_submit"), cls: "button"),
                ]),
                Forms.alert(state.general(l, fields: WishForm.fields + ["url", "link"])),
                WishForm.form(ctx, state, action: "/wishes/new", lists: lists, submit: l.t("wishes.add_wish"), showList: true),
            ]
        }
    }

    static func edit(_ req: Request, _ wish: Wish, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let l = req.localizer
        let id = wish.id.uuidString.lowercased()
        return try await req.page(l.t("wish.edit_title", ["name": wish.name]), tab: WishesTab.tab, status: status) { ctx in
            [
                el("p", [], el("a", [.href("/wishes/\(id)")], text("← " + wish.name))),
                el("h1", [], text(l.t("wish.edit_title", ["name": wish.name]))),
                Forms.alert(state.general(l, fields: WishForm.fields + ["photo"])),
                WishForm.form(ctx, state, action: "/wishes/\(id)/edit", lists: [], submit: l.t("action.save"), showList: false),
                el("h2", [], text(l.t("field.photo"))),
                Forms.form(ctx, action: "/wishes/\(id)/photo", multipart: true, cls: "stack", [
                    Forms.field(ctx, state, name: "photo", label: l.t("field.photo"), type: "file", hint: l.t("field.photo_hint"),
                                extra: [Attr("accept", "image/jpeg,image/png,image/webp")]),
                    Forms.submit(l.t("profile.upload_photo"), cls: "button"),
                ]),
                el("p", [], el("a", [.href("/wishes/\(id)/delete"), .cls("button danger")], text(l.t("action.delete")))),
            ]
        }
    }

    /// A wish's page. Whose it is shows at the top; givers see who is giving it and can join in.
    static func detail(_ req: Request, commentState: FormState, pledgeState: FormState = FormState(),
                       donateState: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let record = try await req.context.wishes.visibleWish(try req.uuid("wishId", "wish"), viewer: viewer.id)
        let wish = try await req.context.wishes.render([record], viewer: viewer.id)[0]
        let comments = try await req.context.wishComments.comments(on: wish.id, viewer: viewer.id)
        let mine = wish.owner.id == viewer.id
        let id = wish.id.uuidString.lowercased()
        let fundingRecord = try await req.context.funding.funding(ofWish: wish.id)
        let funding: FundingWish? = if let fundingRecord {
            try await req.context.funding.render([fundingRecord], viewer: viewer.id).first
        } else {
            nil
        }
        // Back from the gateway (`?donation=<id>`): say so if that payment did not go through.
        let returned = (try? req.query.get(String.self, at: "donation")).flatMap(UUID.init(uuidString:))
        let failedPayment = funding?.funding.myDonations.contains { $0.id == returned && ["failed", "expired"].contains($0.state) } ?? false
        let now = req.context.now
        return try await req.page(wish.name, tab: WishesTab.tab, status: status) { ctx in
            var content: [HTMLNode] = [
                el("p", [.cls(mine ? "owner-badge own" : "owner-badge friend")],
                   text(mine ? l.t("wish.yours") : l.t("wish.of", ["name": wish.owner.displayName]))),
                el("h1", [], text(wish.name)),
            ]
            if let photo = wish.photoURL {
                content.append(void("img", [Attr("src", photo), Attr("alt", wish.name), .cls("wish-photo")]))
            }
            var facts: [HTMLNode] = []
            if let price = wish.price { facts.append(fact(l.t("wish.field.price"), l.money(minorUnits: price.amount, currency: price.currency))) }
            if !wish.store.isEmpty { facts.append(fact(l.t("wish.field.store"), wish.store)) }
            facts.append(fact(l.t("wish.field.quantity"), "\(wish.quantity)"))
            facts.append(fact(l.t("wish.field.priority"), l.t("wish.priority.\(wish.priority)")))
            content.append(el("dl", [.cls("facts")], facts))
            if let link = wish.link {
                content.append(el("p", [], el("a", [.href(link), Attr("rel", "noopener noreferrer nofollow"), Attr("target", "_blank")],
                                              text(l.t("wish.open_link")))))
            }
            if !wish.notes.isEmpty { content.append(el("p", [.cls("notes")], text(wish.notes))) }
            if let funding {
                content.append(FundingPanel.render(ctx, funding, donateState: donateState, now: now, failedPayment: failedPayment))
            }
            if mine {
                var actions: [HTMLNode] = [
                    el("a", [.href("/wishes/\(id)/edit"), .cls("button primary")], text(l.t("action.edit"))),
                    el("a", [.href("/wishes/\(id)/funding"), .cls("button")],
                       text(funding == nil ? l.t("funding.start") : l.t("funding.edit"))),
                ]
                if funding?.funding.state == "open" {
                    actions.append(el("a", [.href("/wishes/\(id)/funding/close"), .cls("button")], text(l.t("funding.close"))))
                }
                actions.append(el("a", [.href("/wishes/\(id)/delete"), .cls("button danger")], text(l.t("action.delete"))))
                content.append(el("p", [.cls("actions")], actions))
                if let url = funding?.funding.publicURL {
                    content.append(el("p", [.cls("muted")], text(l.t("funding.public_link") + " "), el("a", [.href(url)], text(url))))
                }
            } else {
                if funding == nil, let giving = wish.giving {
                    content.append(givingSection(ctx, wish, giving, pledgeState))
                }
                content.append(Forms.button(ctx, action: "/wishes/\(id)/copy", label: l.t("wish.copy")))
            }
            content.append(commentsSection(ctx, wish, comments, commentState))
            return content
        }
    }

    static func fact(_ name: String, _ value: String) -> HTMLNode {
        group([el("dt", [], text(name)), el("dd", [], text(value))])
    }

    static func givingSection(_ ctx: PageContext, _ wish: Wish, _ giving: Giving, _ pledgeState: FormState) -> HTMLNode {
        let l = ctx.l
        let id = wish.id.uuidString.lowercased()
        var children: [HTMLNode] = [el("h2", [], text(l.t("giving.title"))), GivingBadge.render(ctx, giving)]
        if giving.reservedByMe {
            children.append(Forms.button(ctx, action: "/wishes/\(id)/unreserve", label: l.t("giving.unreserve")))
        } else if giving.available > 0 && giving.pledgedByMe == nil {
            children.append(Forms.button(ctx, action: "/wishes/\(id)/reserve", label: l.t("giving.reserve"), cls: "button primary"))
        }
        if let price = wish.price, !giving.reservedByMe {
            let remaining = giving.remaining ?? price.amount
            children.append(el("p", [], text(l.t("giving.remaining", ["amount": l.money(minorUnits: remaining, currency: price.currency)]))))
            if giving.available > 0 || !giving.pledges.isEmpty {
                children.append(Forms.form(ctx, action: "/wishes/\(id)/pledge", cls: "stack", [
                    Forms.field(ctx, pledgeState, name: "amount", label: l.t("giving.pledge_amount", ["currency": price.currency]),
                                extra: [Attr("inputmode", "decimal")]),
                    Forms.submit(l.t("giving.pledge"), cls: "button"),
                ]))
            }
            if giving.pledgedByMe != nil {
                children.append(Forms.button(ctx, action: "/wishes/\(id)/unpledge", label: l.t("giving.unpledge")))
            }
        }
        return el("section", [.cls("giving-panel"), .aria("label", l.t("giving.title"))], children)
    }

    static func commentsSection(_ ctx: PageContext, _ wish: Wish, _ comments: [WishComment], _ state: FormState) -> HTMLNode {
        let l = ctx.l
        let id = wish.id.uuidString.lowercased()
        return el("section", [.id("comments"), .aria("labelledby", "h-comments")],
                  el("h2", [.id("h-comments")], text(l.t("comments.title"))),
                  el("ul", [.cls("list")], comments.map { c in
                      el("li", [.cls("row")],
                         el("div", [.cls("grow")],
                            el("p", [.cls("muted")], text((c.author?.displayName ?? l.t("user.former")) + " · " + l.date(c.createdAt))),
                            el("p", [], text(c.body))),
                         c.canDelete ? Forms.button(ctx, action: "/wishes/\(id)/comments/\(c.id.uuidString.lowercased())/delete",
                                                    label: l.t("action.delete")) : group([]))
                  }),
                  Forms.form(ctx, action: "/wishes/\(id)/comments", cls: "stack", [
                      WishForm.textarea(ctx, state, name: "body", label: l.t("comments.add")),
                      Forms.submit(l.t("comments.post"), cls: "button"),
                  ]))
    }
}

/// The Wishes tab in the shell.
enum WishesTab {
    static let tab = Tab(id: "wishes", path: "/wishes", icon: "🎁", order: 10)
}
