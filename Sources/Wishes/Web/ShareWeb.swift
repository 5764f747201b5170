import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Add from any shop: the web app is a share target (manifest.webmanifest's `share_target`
/// posts a page's title, text and link here) and the bookmarklet opens the same address with
/// the page's link and title. Either way it only opens the new-wish form filled in from the
/// page (the product import: Open Graph and schema.org Product/Offer first); the person picks a
/// list and saves. The share sheet sends no CSRF token, so nothing here writes anything.
struct ShareWeb {
    func register(_ r: AppRoutes) {
        // Public so a signed-out share is not lost: it goes through sign-in and comes back here.
        r.publicRoutes.post("wishes", "share") { req async throws -> Response in
            let shared = SharedPage(title: req.field("title"), text: req.field("text"), url: req.field("url"))
            // To the address below, so reloading the form never posts the share again.
            return req.redirect(to: Self.address(shared, req), redirectType: .normal)
        }
        r.publicRoutes.get("wishes", "share") { req async throws -> Response in
            let shared = (try? req.query.get(String.self, at: "d")).flatMap(SharedPage.init(token:))
                ?? SharedPage(title: try? req.query.get(String.self, at: "title"), text: try? req.query.get(String.self, at: "text"),
                              url: try? req.query.get(String.self, at: "url"))
            guard req.viewer != nil else { return req.redirect(to: Self.address(shared, req), redirectType: .normal) }
            let (values, said) = await Self.prefill(shared, req)
            return try await WishPages.new(req, state: FormState(values: values), said: said)
        }
        r.get("wishes", "from-shop") { req async throws -> Response in
            try await req.page(FromShopPage.self, FromShopPage.Model(origin: req.publicURL))
        }
    }

    /// Signed in: the form's address with the share in it; signed out: sign-in first, then there.
    static func address(_ shared: SharedPage, _ req: Request) -> String {
        let form = ShareTarget.path + "?d=" + shared.token
        return req.viewer == nil ? CorePath.signInThen(next: form).path : form
    }

    /// The form's fields from the shared page, and what to say above the form.
    static func prefill(_ shared: SharedPage, _ req: Request) async -> (values: [String: String], said: String) {
        let name = String(shared.name.prefix(WishRules.nameLength.upperBound))
        guard let link = shared.link else { return (["name": name], "wish.shared_unread") }
        do {
            let preview = try await LinkPreviews.preview(link, context: req.context)
            var values = ["name": preview.name ?? name, "link": preview.link, "url": preview.link,
                          "store": preview.store ?? "", "imageURL": preview.imageURL ?? ""]
            if let price = preview.price {
                values["amount"] = req.localizer.moneyField(minorUnits: price.amount, currency: price.currency)
                values["currency"] = price.currency
            }
            return (values, "wish.shared_prefill")
        } catch {
            // Unreadable (a private address, a shop that refuses robots): what was shared stays.
            return (["name": name, "link": link, "url": link, "store": URL(string: link)?.host ?? ""], "wish.shared_unread")
        }
    }
}

/// How to add from any shop: share a page on a phone; on a computer, the bookmarklet.
enum FromShopPage: PageView {
    struct Model: Sendable {
        /// This Satchel's address, for the bookmarklet run on a shop's page.
        var origin: String
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("wishes.from_shop_title") }

    static func bookmarklet(_ origin: String) -> String {
        "javascript:(()=>{location.href='" + origin + ShareTarget.path
            + "?url='+encodeURIComponent(location.href)+'&title='+encodeURIComponent(document.title)})()"
    }

    static func view(_ model: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            element("h1", [], text(localizer.t("wishes.from_shop_title"))),
            WishesNav.render(ctx, current: .new),
            element("p", [], text(localizer.t("wishes.from_shop_phone"))),
            element("p", [], text(localizer.t("wishes.from_shop_desktop"))),
            element("p", [], element("a", [.href(bookmarklet(model.origin)), .cls("button bookmarklet")], text(localizer.t("wishes.bookmarklet")))),
        ]
    }
}
