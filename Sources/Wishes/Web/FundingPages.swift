import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The Funding tab's pages: the feed, my funding wishes, my donations, surprises, settings.
enum FundingPages {
    enum Section: String, CaseIterable { case feed, mine, donations, surprises, settings }

    static func nav(_ ctx: PageContext, current: Section) -> HTMLNode {
        let paths: [Section: FundingPath] = [.feed: .feed, .mine: .mine, .donations: .donations, .surprises: .surprises, .settings: .settings]
        return element("nav", [.cls("subtabs"), .aria("label", ctx.localizer.t("funding.tab"))], Section.allCases.map { section in
            element("a", [.href(paths[section]!.path)] + (section == current ? [.aria("current", "page")] : []),
               text(ctx.localizer.t("funding.nav.\(section.rawValue)")))
        })
    }

    static func card(_ ctx: PageContext, _ item: FundingWish, line: String? = nil) -> HTMLNode {
        let localizer = ctx.localizer
        let f = item.funding
        let percent = f.progress
        var children: [HTMLNode] = []
        if let line { children.append(element("p", [.cls("muted feed-line")], text(line))) }
        children.append(element("h3", [], element("a", [.href(WishesPath.wish(item.wish.id).path)], text(item.wish.name))))
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
            let name = item.actor?.displayName ?? localizer.t("funding.anonymous")
            // No amount when the organiser shows only the progress.
            guard let given = item.amount else { return localizer.t("funding.feed.donation_hidden", ["name": name]) + " · " + date }
            let amount = localizer.money(minorUnits: given.amount, currency: given.currency)
            return localizer.t("funding.feed.donation", ["name": name, "amount": amount]) + " · " + date
        case "funded": return localizer.t("funding.feed.funded") + " · " + date
        default: return localizer.t("funding.feed.new_wish", ["name": item.item.wish.owner.displayName]) + " · " + date
        }
    }

    static func mine(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        return try await req.page(MyFundingPage.self, try await req.context.funding.mine(owner: viewer.id))
    }

    /// "Collect money for something new": the wish and its collection in one form.
    static func newCollection(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let model = NewCollectionPage.Model(form: state, circles: try await req.context.circles.list(owner: viewer.user))
        return try await req.page(NewCollectionPage.self, model, status: status)
    }

    static func newCollectionLink(_ ctx: PageContext) -> HTMLNode {
        element("p", [], element("a", [.href(FundingPath.new.path), .cls("button primary")], text(ctx.localizer.t("funding.new_title"))))
    }

    static func donations(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        return try await req.page(MyDonationsPage.self, try await req.context.donations.mine(donor: viewer.id))
    }

    static func surprises(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let items = try await req.context.funding.surprises(viewer: viewer.id)
        let friendIDs = try await req.context.friends.friendIDs(of: viewer.id)
        let friends = try await req.context.friends.people(ids: friendIDs, viewer: viewer.id).values
            .sorted { $0.displayName.lowercased() < $1.displayName.lowercased() }
        let model = SurprisesPage.Model(surprises: items, friends: friends, circles: try await req.context.circles.list(owner: viewer.user),
                                        form: state)
        return try await req.page(SurprisesPage.self, model, status: status)
    }

    static func settings(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let hidden = try await req.context.feed.hidden(viewer: viewer.id)
        var state = state
        if state.values.isEmpty, let account = try await req.context.payouts.account(of: viewer.id) {
            state.values = ["holder": account.holder, "account": account.display]
        }
        return try await req.page(FundingSettingsPage.self, FundingSettingsPage.Model(payoutForm: state, hidden: hidden), status: status)
    }

    /// The page anyone with the link sees, with OpenGraph tags for link previews.
    static func publicPage(_ req: Request, _ item: FundingWish, token: String, form: FormState? = nil,
                           status: HTTPStatus = .ok) async throws -> Response {
        var form = form ?? FormState()
        // A fresh key per form: submitted twice, it is one gift.
        if form["key"].isEmpty { form.values["key"] = SecureToken.generate() }
        let news = try await req.context.groupGifts.news(publicToken: token)
        return try await req.page(PublicFundingPage.self, PublicFundingPage.Model(item: item, token: token, siteURL: req.publicURL,
                                                                                   now: req.context.now, form: form, news: news),
                                  status: status)
    }
}

/// The Funding tab in the shell.
enum FundingTab {
    static let tab = Tab(id: "funding", path: FundingPath.feed.path, icon: .funding, order: 15)
}
