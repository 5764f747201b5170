import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The page anyone with the link sees, with OpenGraph tags for link previews, what happens to a
/// shortfall, and the form a guest gives with (no account).
enum PublicFundingPage: PageView {
    struct Model: Sendable {
        var item: FundingWish
        /// The link's secret.
        var token: String
        /// The site's public address, for the tags' absolute URLs.
        var siteURL: String
        var now: Date
        /// The guest's gift form as typed (kept when refused), with its idempotency key.
        var form = FormState()
        /// The organiser's news to the givers, newest first.
        var news: [FundingNews] = []
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
        let percent = f.progress
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
            FundingPanel.shortfallRule(localizer, f),
        ]
        if f.state == "open", f.deadline > m.now {
            content.append(giftForm(ctx, m))
        }
        if !m.news.isEmpty { content.append(FundingNewsSection.render(ctx, wishID: nil, news: m.news, organiser: false, form: FormState())) }
        content.append(element("p", [], element("a", [.href(WishesPath.wish(item.wish.id).path), .cls("button")],
                                          text(localizer.t("funding.public_open")))))
        return content
    }

    /// A guest's gift: name, optional message, amount, and anonymity unless names are required.
    static func giftForm(_ ctx: PageContext, _ m: Model) -> HTMLNode {
        let localizer = ctx.localizer
        let f = m.item.funding, state = m.form
        return element("section", [.cls("guest-gift"), .aria("labelledby", "h-guest-gift")],
            element("h2", [.id("h-guest-gift")], text(localizer.t("guest_gift.title"))),
            Forms.alert(state.general(localizer, fields: PublicFundingPage.fields)),
            Forms.form(ctx, action: FundingPath.giveAsGuest(token: m.token).path, cls: "stack guest-gift-form", [
                void("input", [.type("hidden"), .name("key"), .value(state["key"])]),
                Forms.field(ctx, state, name: "name", label: localizer.t("guest_gift.name"), autocomplete: "name", required: true),
                WishForm.textarea(ctx, state, name: "message", label: localizer.t("guest_gift.message")),
                Forms.field(ctx, state, name: "amount", label: localizer.t("funding.donate_amount", ["currency": f.target.currency]),
                            required: true, extra: [Attr("inputmode", "decimal")]),
                FundingPanel.anonymityChoice(ctx, f, state, label: "guest_gift.anonymous_choice"),
                Forms.submit(localizer.t("funding.donate")),
            ]))
    }

    static let fields = ["key", "name", "message", "amount", "anonymous"]
}

/// A guest's gift at its receipt link: how it stands, what to do next, and the organiser's news.
enum GuestGiftPage: PageView {
    struct Model: Sendable {
        var gift: GuestDonation
        /// The receipt link's secret.
        var secret: String
        /// The receipt link, absolute (to copy and keep).
        var url: String
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("guest_gift.receipt_title") }

    static func head(_ m: Model, _ localizer: Localizer) -> [HTMLNode] {
        [void("meta", [.name("robots"), Attr("content", "noindex")]), void("meta", [.name("referrer"), Attr("content", "no-referrer")])]
    }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let g = m.gift
        let amount = localizer.money(minorUnits: g.amount.amount, currency: g.amount.currency)
        var content: [HTMLNode] = [
            element("h1", [], text(localizer.t("guest_gift.receipt_title"))),
            element("p", [], text(localizer.t("guest_gift.receipt_of", ["amount": amount, "wish": g.wishName]))),
            element("p", [.cls("badge state-\(g.state)"), .data("state", g.state)], text(localizer.t("donation.state.\(g.state)"))),
        ]
        if g.state == "cancelled" {
            content.append(element("p", [.cls("notice payment-cancelled"), Attr("role", "status")], text(localizer.t("funding.payment_cancelled"))))
        } else if FundingPanel.endedStates.contains(g.state) {
            content.append(element("p", [.cls("form-error"), Attr("role", "alert")], text(localizer.t("funding.payment_failed"))))
        } else if g.state == "confirmed" {
            content.append(element("p", [.cls("notice thanks"), Attr("role", "status")], text(localizer.t("funding.thanks_title"))))
        }
        if let pay = g.paymentURL {
            content.append(element("p", [], element("a", [.href(pay), .cls("button primary")], text(localizer.t("guest_gift.pay")))))
        }
        content.append(element("p", [.cls("muted")], text(localizer.t(g.anonymous ? "guest_gift.shown_anonymous" : "guest_gift.shown_as",
                                                                       ["name": g.name]))))
        content.append(element("div", [.cls("notice")],
            element("p", [], text(localizer.t("guest_gift.keep_link"))),
            ShareField.render(ctx, id: "gift-url", label: localizer.t("guest_gift.receipt_link"),
                              url: m.url, title: g.wishName, message: g.wishName)))
        content.append(FundingNewsSection.render(ctx, wishID: nil, news: g.news, organiser: false, form: FormState()))
        return content
    }
}
