import SatchelAPI
import SatchelCore

/// The owner's part of a list's page for its public registry link: turn it on; while on, the
/// link to copy again, "Make a new link" (the old one ends) and "Turn off". Nothing here ever
/// says what guests reserved.
enum RegistryLinkSection {
    static func render(_ ctx: PageContext, _ list: WishList, link: PublicLink?) -> HTMLNode {
        let localizer = ctx.localizer
        var children: [HTMLNode] = [
            element("h2", [.id("h-registry")], text(localizer.t("registry.section"))),
            element("p", [.cls("muted")], text(localizer.t("registry.section_about"))),
        ]
        if let link {
            children += [
                ShareField.render(ctx, id: "registry-url", label: localizer.t("registry.link_label"), url: link.url, title: list.name,
                                  message: localizer.t("registry.share_text", ["name": list.owner.displayName, "list": list.name])),
                element("div", [.cls("actions")],
                        Forms.button(ctx, action: RegistryPath.renew(list.id).path, label: localizer.t("registry.renew")),
                        Forms.button(ctx, action: RegistryPath.turnOff(list.id).path, label: localizer.t("registry.turn_off"), cls: "button danger")),
            ]
        } else {
            children.append(Forms.button(ctx, action: RegistryPath.turnOn(list.id).path, label: localizer.t("registry.turn_on"), cls: "button primary"))
        }
        return element("section", [.aria("labelledby", "h-registry")], children)
    }
}
