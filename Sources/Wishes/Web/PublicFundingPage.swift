import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The page anyone with the link sees, with OpenGraph tags for link previews.
enum PublicFundingPage: PageView {
    struct Model: Sendable {
        var item: FundingWish
        /// The link's secret.
        var token: String
        /// The site's public address, for the tags' absolute URLs.
        var siteURL: String
        var now: Date
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.item.wish.name }

    static func head(_ m: Model, _ localizer: Localizer) -> [HTMLNode] {
        let f = m.item.funding
        let description = String((f.why.isEmpty ? FundingPanel.summary(localizer, f) : f.why).prefix(200))
        var head: [HTMLNode] = [
            void("meta", [Attr("property", "og:type"), Attr("content", "website")]),
            void("meta", [Attr("property", "og:title"), Attr("content", m.item.wish.name)]),
            void("meta", [Attr("property", "og:description"), Attr("content", description)]),
            void("meta", [Attr("property", "og:url"), Attr("content", m.siteURL + FundingPath.publicPage(token: m.token).path)]),
            void("meta", [Attr("property", "og:site_name"), Attr("content", localizer.t("app.name"))]),
            void("meta", [.name("description"), Attr("content", description)]),
        ]
        if let photo = m.item.wish.photoURL {
            head.append(void("meta", [Attr("property", "og:image"), Attr("content", m.siteURL + photo)]))
        }
        return head
    }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let item = m.item, f = m.item.funding
        let percent = f.target.amount > 0 ? min(100, f.raised.amount * 100 / f.target.amount) : 0
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
            element("p", [.cls("muted")], text(FundingPanel.timeLeft(localizer, f, now: m.now))),
            element("p", [], element("a", [.href(WishesPath.wish(item.wish.id).path), .cls("button primary")],
                           text(localizer.t("funding.public_open")))),
        ]
        return content
    }
}
