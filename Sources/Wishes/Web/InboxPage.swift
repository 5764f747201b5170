import SatchelAPI
import SatchelCore

/// The wish inbox: wishes in no list yet, a quick-add box, and a way to move each into a list.
enum InboxPage: PageView {
    struct Model: Sendable {
        var wishes: [Wish]
        var lists: [WishList]
        /// The quick-add box as last sent (with its error).
        var quickAdd = FormState()
        /// Just added one from the box: the cursor goes back into it for the next.
        var keepTyping = false
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("wishes.tab.inbox") }

    static func view(_ model: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            element("h1", [], text(localizer.t("wishes.inbox_title"))),
            WishesNav.render(ctx, current: .inbox),
            Forms.form(ctx, action: WishesPath.quickAdd.path, cls: "quick-add",
                       extra: [.data("in-place", QuickAdd.header), .data("added", localizer.t("notice.wish_added"))], [
                QuickAdd.nameField(ctx, model.quickAdd, autofocus: model.keepTyping),
                Forms.submit(localizer.t("action.add")),
                element("p", [.cls("visually-hidden quick-add-status"), Attr("role", "status")], []),
            ]),
            model.wishes.isEmpty ? element("p", [.cls("muted empty")], text(localizer.t("wishes.inbox_empty"))) :
                element("ul", [.cls("list own")], model.wishes.enumerated().map { index, wish in
                    // A moved wish leaves the inbox: come back at the row that takes its place.
                    let neighbour = index + 1 < model.wishes.count ? model.wishes[index + 1] : index > 0 ? model.wishes[index - 1] : nil
                    let back = WishesPath.inbox.path + (neighbour.map { "#w-" + WishesPath.id($0.id) } ?? "")
                    return WishRow.render(ctx, wish, controls: model.lists.isEmpty ? [] : [WishPages.moveForm(ctx, wish, lists: model.lists, back: back)])
                }),
        ]
    }
}
