import SatchelAPI
import SatchelCore

/// Editing a wish: everything, photo and list included, in one form; deleting stands apart at
/// the bottom, behind its own confirmation.
enum EditWishPage: PageView {
    struct Model: Sendable {
        var wish: Wish
        var form: FormState
        /// The owner's lists, to move the wish to.
        var lists: [WishList]
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("wish.edit_title", ["name": model.wish.name]) }

    static func view(_ model: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let wish = model.wish
        return [
            element("p", [], element("a", [.href(WishesPath.wish(wish.id).path)], text("← " + wish.name))),
            element("h1", [], text(localizer.t("wish.edit_title", ["name": wish.name]))),
            Forms.alert(model.form.general(localizer, fields: WishForm.fields + ["photo"])),
            WishForm.form(ctx, model.form, action: WishesPath.edit(wish.id).path, lists: model.lists, submit: localizer.t("action.save"),
                          editing: wish),
            element("section", [.cls("danger-zone"), .aria("labelledby", "h-delete")],
               element("h2", [.id("h-delete")], text(localizer.t("wish.delete_heading"))),
               element("p", [.cls("muted")], text(localizer.t("wish.delete_message"))),
               element("p", [], element("a", [.href(WishesPath.delete(wish.id).path), .cls("button danger")], text(localizer.t("wish.delete_button"))))),
        ]
    }
}
