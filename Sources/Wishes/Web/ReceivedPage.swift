import Foundation
import SatchelAPI
import SatchelCore

/// The owner's received wishes, the latest first, each with the day it came (in the reader's
/// zone) and the list it was on, and a way to put it back ("not received yet").
enum ReceivedPage: PageView {
    struct Model: Sendable {
        var wishes: [ReceivedWish]
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("received.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content: [HTMLNode] = [
            element("h1", [], text(localizer.t("received.title"))),
            element("p", [.cls("muted")], text(localizer.t("received.intro"))),
        ]
        guard !m.wishes.isEmpty else {
            content.append(element("p", [.cls("muted")], text(localizer.t("received.empty"))))
            return content
        }
        content.append(element("ul", [.cls("list received"), .id("received")], m.wishes.map { item in
            let wish = item.wish
            let from = item.list.map { localizer.t("received.from_list", ["list": $0.name]) } ?? localizer.t("received.from_inbox")
            return element("li", [.cls("row wish-row"), .id("w-" + WishesPath.id(wish.id))],
                element("div", [.cls("grow")],
                    element("a", [.href(WishesPath.wish(wish.id).path), .cls("wish-name")], text(wish.name)),
                    element("p", [.cls("muted")],
                        element("time", [Attr("datetime", ISO8601DateFormatter().string(from: item.receivedAt)), .cls("received-day")],
                                text(localizer.t("received.on", ["day": localizer.day(item.receivedAt)]))),
                        text(" · " + from))),
                undoForm(ctx, wish))
        }))
        return content
    }

    static func undoForm(_ ctx: PageContext, _ wish: Wish) -> HTMLNode {
        Forms.form(ctx, action: WishesPath.undoReceived(wish.id).path, cls: "inline", [
            Forms.version(String(wish.version ?? 1)),
            element("button", [.type("submit"), .cls("button")], text(ctx.localizer.t("received.undo"))),
        ])
    }

    /// On the owner's wish page: "I got it", or the day it came with "not received yet".
    static func control(_ ctx: PageContext, _ wish: Wish, receivedAt: Date?) -> HTMLNode {
        let localizer = ctx.localizer
        guard let receivedAt else {
            return Forms.form(ctx, action: WishesPath.markReceived(wish.id).path, cls: "received-control", [
                Forms.version(String(wish.version ?? 1)),
                element("button", [.type("submit"), .cls("button")], text(localizer.t("received.mark"))),
            ])
        }
        return element("div", [.cls("notice received-control"), Attr("role", "status")],
            element("p", [], text(localizer.t("received.on", ["day": localizer.day(receivedAt)]))),
            undoForm(ctx, wish))
    }
}
