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
        return element("nav", [.cls("subtabs"), .aria("label", ctx.localizer.t("funding.tab"))], Section.allCases.map { section in
            element("a", [.href(paths[section]!)] + (section == current ? [.aria("current", "page")] : []),
               text(ctx.localizer.t("funding.nav.\(section.rawValue)")))
        })
    }

    static func card(_ ctx: PageContext, _ item: FundingWish, line: String? = nil) -> HTMLNode {
        let localizer = ctx.localizer
        let id = item.wish.id.uuidString.lowercased()
        let f = item.funding
        let percent = f.target.amount > 0 ? min(100, f.raised.amount * 100 / f.target.amount) : 0
        var children: [HTMLNode] = []
        if let line { children.append(element("p", [.cls("muted feed-line")], text(line))) }
        children.append(element("h3", [], element("a", [.href("/wishes/\(id)")], text(item.wish.name))))
        if let photo = item.wish.photoURL {
            children.append(void("img", [Attr("src", photo), Attr("alt", ""), .cls("card-photo"), Attr("loading", "lazy")]))
        }
        children.append(element("p", [], text(item.wish.owner.displayName
                                         + (f.recipient.map { " → " + $0.displayName } ?? ""))))
        children.append(element("progress", [.value("\(percent)"), Attr("max", "100"), .cls("funding-progress"),
                                        .aria("label", localizer.t("funding.progress_label", ["percent": "\(percent)"]))], text("\(percent) %")))
        children.append(element("p", [.cls("muted")], text(FundingPanel.summary(localizer, f))))
        return element("article", [.cls("card funding-card")], children)
    }

    static func feed(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let cursor = try Cursor.decode(try? req.query.get(String.self, at: "cursor"))
        return try await req.page(FundingFeedPage.self, try await req.context.feed.feed(viewer: viewer.id, cursor: cursor, limit: 20))
    }

    static func feedLine(_ localizer: Localizer, _ item: FeedItem) -> String {
        let date = localizer.date(item.at)
        switch item.kind {
        case "donation":
            let amount = item.amount.map { localizer.money(minorUnits: $0.amount, currency: $0.currency) } ?? ""
            return localizer.t("funding.feed.donation", ["name": item.actor?.displayName ?? localizer.t("funding.anonymous"), "amount": amount]) + " · " + date
        case "funded": return localizer.t("funding.feed.funded") + " · " + date
        default: return localizer.t("funding.feed.new_wish", ["name": item.item.wish.owner.displayName]) + " · " + date
        }
    }

    static func mine(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let items = try await req.context.funding.mine(owner: viewer.id)
        return try await req.page(localizer.t("funding.nav.mine"), tab: FundingTab.tab) { ctx in
            [
                element("h1", [], text(localizer.t("funding.nav.mine"))),
                nav(ctx, current: .mine),
                element("p", [.cls("muted")], text(localizer.t("funding.mine_intro"))),
                newCollectionLink(ctx),
                items.isEmpty ? element("p", [.cls("muted empty")], text(localizer.t("funding.mine_empty")))
                    : element("div", [.cls("cards")], items.map { card(ctx, $0) }),
            ]
        }
    }

    /// "Collect money for something new": the wish and its collection in one form.
    static func newCollection(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let circles = try await req.context.circles.list(owner: viewer.user)
        return try await req.page(localizer.t("funding.new_title"), tab: FundingTab.tab, status: status) { ctx in
            [
                element("h1", [], text(localizer.t("funding.new_title"))),
                element("p", [.cls("muted")], text(localizer.t("funding.form_intro"))),
                Forms.alert(state.general(localizer, fields: ["name"] + FundingForm.fields)),
                Forms.form(ctx, action: "/funding/new", cls: "stack funding-form confirm-leave", extra: Forms.unsaved(state),
                           [Forms.field(ctx, state, name: "name", label: localizer.t("funding.field.name"), required: true,
                                        extra: [Attr("autofocus", nil), Attr("maxlength", "\(WishRules.nameLength.upperBound)")])]
                           + FundingForm.fields(ctx, state, circles: circles, allowPublic: true)
                           + [Forms.submit(localizer.t("funding.start"))]),
            ]
        }
    }

    static func newCollectionLink(_ ctx: PageContext) -> HTMLNode {
        element("p", [], element("a", [.href("/funding/new"), .cls("button primary")], text(ctx.localizer.t("funding.new_title"))))
    }

    static func donations(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let items = try await req.context.donations.mine(donor: viewer.id)
        return try await req.page(localizer.t("funding.nav.donations"), tab: FundingTab.tab) { ctx in
            [
                element("h1", [], text(localizer.t("funding.nav.donations"))),
                nav(ctx, current: .donations),
                items.isEmpty ? element("p", [.cls("muted empty")], text(localizer.t("funding.donations_empty")))
                    : element("ul", [.cls("list donations")], items.map { d in
                        element("li", [.cls("row")],
                           element("div", [.cls("grow")],
                              element("a", [.href("/wishes/\(d.wishId.uuidString.lowercased())")], text(d.wishName)),
                              element("p", [.cls("muted")], text(localizer.date(d.createdAt) + (d.anonymous ? " · " + localizer.t("funding.anonymous") : "")))),
                           element("span", [.cls("amount")], text(localizer.money(minorUnits: d.amount.amount, currency: d.amount.currency))),
                           element("span", [.cls("badge state-\(d.state)")], text(localizer.t("donation.state.\(d.state)"))))
                    }),
            ]
        }
    }

    static func surprises(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let items = try await req.context.funding.surprises(viewer: viewer.id)
        let friendIDs = try await req.context.friends.friendIDs(of: viewer.id)
        let friends = try await req.context.friends.people(ids: friendIDs, viewer: viewer.id).values
            .sorted { $0.displayName.lowercased() < $1.displayName.lowercased() }
        let circles = try await req.context.circles.list(owner: viewer.user)
        return try await req.page(localizer.t("funding.nav.surprises"), tab: FundingTab.tab, status: status) { ctx in
            var content: [HTMLNode] = [
                element("h1", [], text(localizer.t("funding.nav.surprises"))),
                nav(ctx, current: .surprises),
                element("p", [.cls("muted")], text(localizer.t("funding.surprises_intro"))),
                items.isEmpty ? element("p", [.cls("muted empty")], text(localizer.t("funding.surprises_empty")))
                    : element("div", [.cls("cards")], items.map { card(ctx, $0) }),
                element("h2", [], text(localizer.t("funding.surprise_new"))),
            ]
            if friends.isEmpty {
                content.append(element("p", [.cls("muted")], text(localizer.t("funding.surprise_no_friends"))))
                return content
            }
            content.append(Forms.alert(state.general(localizer, fields: ["recipientId", "name"] + FundingForm.fields)))
            content.append(Forms.form(ctx, action: "/funding/surprises", cls: "stack", [
                Forms.select(ctx, state, name: "recipientId", label: localizer.t("funding.field.recipient"),
                             options: friends.map { ($0.id.uuidString, $0.displayName) }, selected: state["recipientId"]),
                Forms.field(ctx, state, name: "name", label: localizer.t("wish.field.name"), required: true),
            ] + FundingForm.fields(ctx, state, circles: circles, allowPublic: false) + [Forms.submit(localizer.t("funding.surprise_create"))]))
            return content
        }
    }

    static func settings(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let hidden = try await req.context.feed.hidden(viewer: viewer.id)
        var state = state
        if state.values.isEmpty, let account = try await req.context.payouts.account(of: viewer.id) {
            state.values = ["holder": account.holder, "account": account.display]
        }
        let formState = state
        return try await req.page(localizer.t("funding.nav.settings"), tab: FundingTab.tab, status: status) { ctx in
            [
                element("h1", [], text(localizer.t("funding.nav.settings"))),
                nav(ctx, current: .settings),
                element("h2", [], text(localizer.t("payout.title"))),
                element("p", [.cls("muted")], text(localizer.t("payout.intro"))),
                Forms.alert(formState.general(localizer, fields: ["holder", "account"])),
                Forms.form(ctx, action: "/funding/settings/payout", cls: "stack confirm-leave", extra: Forms.unsaved(formState), [
                    Forms.field(ctx, formState, name: "holder", label: localizer.t("payout.holder"), autocomplete: "name", required: true),
                    Forms.field(ctx, formState, name: "account", label: localizer.t("payout.account"), required: true,
                                hint: localizer.t("payout.account_hint"), extra: [Attr("spellcheck", "false")]),
                    Forms.submit(localizer.t("action.save")),
                ]),
                element("p", [], element("a", [.href("/settings/notifications")], text(localizer.t("funding.notification_settings")))),
                element("h2", [], text(localizer.t("funding.hidden_title"))),
                hidden.isEmpty ? element("p", [.cls("muted")], text(localizer.t("funding.hidden_none")))
                    : element("ul", [.cls("list")], hidden.map { h in
                        element("li", [.cls("row")],
                           element("span", [.cls("grow")], text(h.wishName ?? h.person?.displayName ?? "")),
                           Forms.button(ctx, action: "/funding/hidden/\(h.id.uuidString.lowercased())/delete",
                                        label: localizer.t("funding.unhide")))
                    }),
            ]
        }
    }

    /// The page anyone with the link sees, with OpenGraph tags for link previews.
    static func publicPage(_ req: Request, _ item: FundingWish, token: String) async throws -> Response {
        let localizer = req.localizer
        let base = req.publicURL
        let f = item.funding
        let description = String((f.why.isEmpty ? FundingPanel.summary(localizer, f) : f.why).prefix(200))
        var head: [HTMLNode] = [
            void("meta", [Attr("property", "og:type"), Attr("content", "website")]),
            void("meta", [Attr("property", "og:title"), Attr("content", item.wish.name)]),
            void("meta", [Attr("property", "og:description"), Attr("content", description)]),
            void("meta", [Attr("property", "og:url"), Attr("content", base + "/f/" + token)]),
            void("meta", [Attr("property", "og:site_name"), Attr("content", localizer.t("app.name"))]),
            void("meta", [.name("description"), Attr("content", description)]),
        ]
        if let photo = item.wish.photoURL {
            head.append(void("meta", [Attr("property", "og:image"), Attr("content", base + photo)]))
        }
        let percent = f.target.amount > 0 ? min(100, f.raised.amount * 100 / f.target.amount) : 0
        return try await req.page(item.wish.name, tab: nil, head: head) { ctx in
            var content: [HTMLNode] = [
                element("p", [.cls("owner-badge friend")], text(localizer.t("wish.of", ["name": item.wish.owner.displayName]))),
                element("h1", [], text(item.wish.name)),
            ]
            if let photo = item.wish.photoURL {
                content.append(void("img", [Attr("src", photo), Attr("alt", item.wish.name), .cls("wish-photo")]))
            }
            content += [
                element("p", [.cls("funding-why")], text(f.why)),
                element("progress", [.value("\(percent)"), Attr("max", "100"), .cls("funding-progress"),
                                .aria("label", localizer.t("funding.progress_label", ["percent": "\(percent)"]))], text("\(percent) %")),
                element("p", [], text(FundingPanel.summary(localizer, f))),
                element("p", [.cls("muted")], text(FundingPanel.timeLeft(localizer, f, now: req.context.now))),
                element("p", [], element("a", [.href("/wishes/\(item.wish.id.uuidString.lowercased())"), .cls("button primary")],
                               text(localizer.t("funding.public_open")))),
            ]
            return content
        }
    }
}

/// The Funding tab in the shell.
enum FundingTab {
    static let tab = Tab(id: "funding", path: "/funding", icon: .funding, order: 15)
}
