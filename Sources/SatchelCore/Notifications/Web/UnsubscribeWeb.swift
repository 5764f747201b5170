import SatchelAPI
import Vapor

/// A notification mail's unsubscribe link (RFC 8058). A mail client's one-click POST
/// (`List-Unsubscribe=One-Click`, no session, no CSRF token: the link's signature is the proof)
/// stops that kind's mail and answers 200. A GET, which mail scanners make on their own, changes
/// nothing: it asks, with a button that posts the same.
struct UnsubscribeWeb {
    func register(_ r: AppRoutes) {
        r.publicRoutes.get("unsubscribe", ":token") { req async throws -> Response in
            let token = req.parameters.get("token") ?? ""
            guard let target = try await req.context.notificationMail.unsubscribeTarget(token) else {
                throw AppError.notFound("unsubscribe_link")
            }
            return try await req.page(UnsubscribePage.self, UnsubscribePage.Model(token: token, kind: target.kind, done: false))
        }
        r.publicRoutes.post("unsubscribe", ":token") { req async throws -> Response in
            let token = req.parameters.get("token") ?? ""
            let target = try await req.context.notificationMail.unsubscribe(token)
            return try await req.page(UnsubscribePage.self, UnsubscribePage.Model(token: token, kind: target.kind, done: true))
        }
    }

    /// Paths a mail client posts to without a page's CSRF token.
    static func isOneClick(_ path: String) -> Bool {
        path.hasPrefix("/unsubscribe/") && !path.dropFirst("/unsubscribe/".count).contains("/")
    }
}

/// "Stop these emails?" with one button, then what was done.
enum UnsubscribePage: PageView {
    struct Model: Sendable {
        var token: String
        /// A notification kind, or `NotificationMail.digest`.
        var kind: String
        var done: Bool
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("mailnote.unsubscribe_title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let digest = m.kind == NotificationMail.digest
        let kind = localizer.t("notification_kind.\(m.kind)")
        if m.done {
            return [element("h1", [], text(localizer.t("mailnote.unsubscribe_title"))),
                    element("p", [Attr("role", "status")],
                            text(digest ? localizer.t("mailnote.unsubscribed_digest") : localizer.t("mailnote.unsubscribed", ["kind": kind]))),
                    element("p", [], element("a", [.href(CorePath.settings(at: "s-notifications").path)], text(localizer.t("notifications.preferences"))))]
        }
        return [element("h1", [], text(localizer.t("mailnote.unsubscribe_title"))),
                element("p", [], text(digest ? localizer.t("mailnote.unsubscribe_digest") : localizer.t("mailnote.unsubscribe_kind", ["kind": kind]))),
                Forms.button(ctx, action: CorePath.unsubscribe(token: m.token).path,
                             label: localizer.t(digest ? "mailnote.digest_unsubscribe" : "mailnote.unsubscribe"),
                             hidden: [("List-Unsubscribe", "One-Click")])]
    }
}
