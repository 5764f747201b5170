import Foundation
import SatchelAPI
import SatchelCore

/// A guest's reservation, at its secret link: what was reserved, and buttons to mark it bought
/// or undo it. Just made, the page says to keep the link (shown this once, and mailed).
enum GuestReservationPage: PageView {
    struct Model: Sendable {
        var reservation: GuestReservation
        /// The reservation link's secret.
        var secret: String
        /// The registry it was made from (to go back to), when just made.
        var registryToken: String?
        var justMade: Bool
        var undone: Bool
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("registry.reservation_title") }

    static func head(_ m: Model, _ localizer: Localizer) -> [HTMLNode] {
        [void("meta", [.name("robots"), Attr("content", "noindex")]), void("meta", [.name("referrer"), Attr("content", "no-referrer")])]
    }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let r = m.reservation
        var content: [HTMLNode] = [element("h1", [], text(localizer.t("registry.reservation_title")))]
        if m.undone {
            content.append(element("p", [.cls("notice"), Attr("role", "status")], text(localizer.t("registry.undone", ["wish": r.wishName]))))
            return content
        }
        if m.justMade {
            content.append(element("div", [.cls("notice"), Attr("role", "status")],
                element("p", [], text(localizer.t("registry.reserved", ["wish": r.wishName, "name": r.name]))),
                element("p", [], text(localizer.t(r.mailQueued == true ? "registry.keep_link_mailed" : "registry.keep_link"))),
                ShareField.render(ctx, id: "reservation-url", label: localizer.t("registry.reservation_link"),
                                  url: r.url ?? RegistryPath.reservation(token: m.secret).path, title: r.wishName, message: r.wishName)))
        }
        content += [
            element("p", [], text(localizer.t("registry.reservation_of", ["wish": r.wishName, "name": r.name]))),
            element("p", [.cls(r.bought ? "giving taken" : "giving"), .data("state", r.bought ? "bought" : "reserved")],
                    text(localizer.t(r.bought ? "registry.state.bought" : "registry.state.reserved_by_you"))),
            element("div", [.cls("actions")],
                    Forms.button(ctx, action: RegistryPath.bought(token: m.secret).path,
                                 label: localizer.t(r.bought ? "registry.not_bought" : "registry.mark_bought"),
                                 cls: r.bought ? "button" : "button primary", hidden: [("bought", r.bought ? "false" : "true")]),
                    Forms.button(ctx, action: RegistryPath.undo(token: m.secret).path, label: localizer.t("registry.undo"), cls: "button danger")),
        ]
        if let token = m.registryToken {
            content.append(element("p", [], element("a", [.href(RegistryPath.registry(token: token).path)], text(localizer.t("registry.back")))))
        }
        return content
    }
}
