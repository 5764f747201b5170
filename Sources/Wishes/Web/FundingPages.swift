import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The Funding tab's pages: the feed, my funding wishes, my donations, surprises, settings.
enum FundingPages {
    enum Section: String, CaseIterable { case feed, mine, donations, surprises, settings }

    static func nav(_ ctx: PageContext, current: Section) -> HTMLNode {
        let paths: [Section: String] = [.feed: "/funding", .mine: "/funding/mine", .donations: "/funding/donations",
                                        .surprises: "/funding/surprises", .settings: "/funding/settings"]
        return el("nav", [.cls("subtabs"), .aria("label", ctx.l.t("funding.tab"))], Section.allCases.map { section in
            el("a", [.href(paths[section]!)] + (section == current ? [.aria("current", "page")] : []),
               text(ctx.l.t("funding.nav.\(section.rawValue)")))
        })
    }

    static func card(_ ctx: PageContext, _ item: FundingWish, line: String? = nil) -> HTMLNode {
        let l = ctx.l
        let id = item.wish.id.uuidString.lowercased()
        let f = item.funding
        let percent = f.target.amount > 0 ? min(100, f.raised.amount * 100 / f.target.amount) : 0
        var children: [HTMLNode] = []
        if let line { children.append(el("p", [.cls("muted feed-line")], text(line))) }
        children.append(el("h3", [], el("a", [.href("/wishes/\(id)")], text(item.wish.name))))
        if let photo = item.wish.photoURL {
            children.append(void("img", [Attr("src", photo), Attr("alt", ""), .cls("card-photo"), Attr("loading", "lazy")]))
        }
        children.append(el("p", [], text(item.wish.owner.displayName
                                         + (f.recipient.map { " → " + $0.displayName } ?? ""))))
        children.append(el("progress", [.value("\(percent)"), Attr("max", "100"), .cls("funding-progress"),
                                        .aria("label", l.t("funding.progress_label", ["percent": "\(percent)"]))], text("\(percent) %")))
        children.append(el("p", [.cls("muted")], text(FundingPanel.summary(l, f))))
        return el("article", [.cls("card funding-card")], children)
    }

    static func feed(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let cursor = try Cursor.decode(try? req.query.get(String.self, at: "cursor"))
        return try await req.page(FundingFeedPage.self, try await req.context.feed.feed(viewer: viewer.id, cursor: cursor, limit: 20))
    }

    static func feedLine(_ l: Localizer, _ item: FeedItem) -> String {
        let date = l.date(item.at)
        switch item.kind {
        case "donation":
            let amount = item.amount.map { l.money(minorUnits: $0.amount, currency: $0.currency) } ?? ""
            return l.t("funding.feed.donation", ["name": item.actor?.displayName ?? l.t("funding.anonymous"), "amount": amount]) + " · " + date
        case "funded": return l.t("funding.feed.funded") + " · " + date
        default: return l.t("funding.feed.new_wish", ["name": item.item.wish.owner.displayName]) + " · " + date
        }
    }

    static func mine(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let items = try await req.context.funding.mine(owner: viewer.id)
        return try await req.page(l.t("funding.nav.mine"), tab: FundingTab.tab) { ctx in
            [
                el("h1", [], text(l.t("funding.nav.mine"))),
                nav(ctx, current: .mine),
                el("p", [.cls("muted")], text(l.t("funding.mine_intro"))),
                items.isEmpty ? el("p", [.cls("muted empty")], text(l.t("funding.mine_empty")))
                    : el("div", [.cls("cards")], items.map { card(ctx, $0) }),
            ]
        }
    }

    static func donations(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let items = try await req.context.donations.mine(donor: viewer.id)
        return try await req.page(l.t("funding.nav.donations"), tab: FundingTab.tab) { ctx in
            [
                el("h1", [], text(l.t("funding.nav.donations"))),
                nav(ctx, current: .donations),
                items.isEmpty ? el("p", [.cls("muted empty")], text(l.t("funding.donations_empty")))
                    : el("ul", [.cls("list donations")], items.map { d in
                        el("li", [.cls("row")],
                           el("div", [.cls("grow")],
                              el("a", [.href("/wishes/\(d.wishId.uuidString.lowercased())")], text(d.wishName)),
                              el("p", [.cls("muted")], text(l.date(d.createdAt) + (d.anonymous ? " · " + l.t("funding.anonymous") : "")))),
                           el("span", [.cls("amount")], text(l.money(minorUnits: d.amount.amount, currency: d.amount.currency))),
                           el("span", [.cls("badge state-\(d.state)")], text(l.t("donation.state.\(d.state)"))))
                    }),
            ]
        }
    }

    static func surprises(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let items = try await req.context.funding.surprises(viewer: viewer.id)
        let friendIDs = try await req.context.friends.friendIDs(of: viewer.id)
        let friends = try await req.context.friends.people(ids: friendIDs, viewer: viewer.id).values
            .sorted { $0.displayName.lowercased() < $1.displayName.lowercased() }
        let circles = try await req.context.circles.list(owner: viewer.user)
        return try await req.page(l.t("funding.nav.surprises"), tab: FundingTab.tab, status: status) { ctx in
            var content: [HTMLNode] = [
                el("h1", [], text(l.t("funding.nav.surprises"))),
                nav(ctx, current: .surprises),
                el("p", [.cls("muted")], text(l.t("funding.surprises_intro"))),
                items.isEmpty ? el("p", [.cls("muted empty")], text(l.t("funding.surprises_empty")))
                    : el("div", [.cls("cards")], items.map { card(ctx, $0) }),
                el("h2", [], text(l.t("funding.surprise_new"))),
            ]
            if friends.isEmpty {
                content.append(el("p", [.cls("muted")], text(l.t("funding.surprise_no_friends"))))
                return content
            }
            content.append(Forms.alert(state.general(l, fields: ["recipientId", "name"] + FundingForm.fields)))
            content.append(Forms.form(ctx, action: "/funding/surprises", cls: "stack", [
                Forms.select(ctx, state, name: "recipientId", label: l.t("funding.field.recipient"),
                             options: friends.map { ($0.id.uuidString, $0.displayName) }, selected: state["recipientId"]),
                Forms.field(ctx, state, name: "name", label: l.t("wish.field.name"), required: true),
            ] + FundingForm.fields(ctx, state, circles: circles, allowPublic: false) + [Forms.submit(l.t("funding.surprise_create"))]))
            return content
        }
    }

    static func settings(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let hidden = try await req.context.feed.hidden(viewer: viewer.id)
        var state = state
        if state.values.isEmpty, let account = try await req.context.payouts.account(of: viewer.id) {
            state.values = ["holder": account.holder, "account": account.display]
        }
        let formState = state
        return try await req.page(l.t("funding.nav.settings"), tab: FundingTab.tab, status: status) { ctx in
            [
                el("h1", [], text(l.t("funding.nav.settings"))),
                nav(ctx, current: .settings),
                el("h2", [], text(l.t("payout.title"))),
                el("p", [.cls("muted")], text(l.t("payout.intro"))),
                Forms.alert(formState.general(l, fields: ["holder", "account"])),
                Forms.form(ctx, action: "/funding/settings/payout", cls: "stack confirm-leave", [
                    Forms.field(ctx, formState, name: "holder", label: l.t("payout.holder"), autocomplete: "name", required: true),
                    Forms.field(ctx, formState, name: "account", label: l.t("payout.account"), required: true,
                                hint: l.t("payout.account_hint"), extra: [Attr("spellcheck", "false")]),
                    Forms.submit(l.t("action.save")),
                ]),
                el("p", [], el("a", [.href("/settings/notifications")], text(l.t("funding.notification_settings")))),
                el("h2", [], text(l.t("funding.hidden_title"))),
                hidden.isEmpty ? el("p", [.cls("muted")], text(l.t("funding.hidden_none")))
                    : el("ul", [.cls("list")], hidden.map { h in
                        el("li", [.cls("row")],
                           el("span", [.cls("grow")], text(h.wishName ?? h.person?.displayName ?? "")),
                           Forms.button(ctx, action: "/funding/hidden/\(h.id.uuidString.lowercased())/delete",
                                        label: l.t("funding.unhide")))
                    }),
            ]
        }
    }

    /// The page anyone with the link sees, with OpenGraph tags for link previews.
    static func publicPage(_ req: Request, _ item: FundingWish, token: String) async throws -> Response {
        let l = req.localizer
        let base = req.publicURL
        let f = item.funding
        let description = String((f.why.isEmpty ? FundingPanel.summary(l, f) : f.why).prefix(200))
        var head: [HTMLNode] = [
            void("meta", [Attr("property", "og:type"), Attr("content", "website")]),
            void("meta", [Attr("property", "og:title"), Attr("content", item.wish.name)]),
            void("meta", [Attr("property", "og:description"), Attr("content", description)]),
            void("meta", [Attr("property", "og:url"), Attr("content", base + "/f/" + token)]),
            void("meta", [Attr("property", "og:site_name"), Attr("content", l.t("app.name"))]),
            void("meta", [.name("description"), Attr("content", description)]),
        ]
        if let photo = item.wish.photoURL {
            head.append(void("meta", [Attr("property", "og:image"), Attr("content", base + photo)]))
        }
        let percent = f.target.amount > 0 ? min(100, f.raised.amount * 100 / f.target.amount) : 0
        return try await req.page(item.wish.name, tab: nil, head: head) { ctx in
            var content: [HTMLNode] = [
                el("p", [.cls("owner-badge friend")], text(l.t("wish.of", ["name": item.wish.owner.displayName]))),
                el("h1", [], text(item.wish.name)),
            ]
            if let photo = item.wish.photoURL {
                content.append(void("img", [Attr("src", photo), Attr("alt", item.wish.name), .cls("wish-photo")]))
            }
            content += [
                el("p", [.cls("funding-why")], text(f.why)),
                el("progress", [.value("\(percent)"), Attr("max", "100"), .cls("funding-progress"),
                                .aria("label", l.t("funding.progress_label", ["percent": "\(percent)"]))], text("\(percent) %")),
                el("p", [], text(FundingPanel.summary(l, f))),
                el("p", [.cls("muted")], text(FundingPanel.timeLeft(l, f, now: req.context.now))),
                el("p", [], el("a", [.href("/wishes/\(item.wish.id.uuidString.lowercased())"), .cls("button primary")],
                               text(l.t("funding.public_open")))),
            ]
            return content
        }
    }
}

/// The Funding tab in the shell.
enum FundingTab {
    static let tab = Tab(id: "funding", path: "/funding", icon: "🎉", order: 15)
}
