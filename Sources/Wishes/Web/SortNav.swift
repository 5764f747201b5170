import SatchelAPI
import SatchelCore

/// The orders a list can be shown in, as links (no JavaScript needed; the order stays in the
/// address, so it survives a reload and a shared link).
enum SortNav {
    /// `ownOrder`: the label of the owner's order as this reader says it ("My order", "Ada's order").
    static func render(_ ctx: PageContext, current: ListSort, ownOrder: String, path: (ListSort) -> String) -> HTMLNode {
        let localizer = ctx.localizer
        return element("nav", [.cls("sort"), .aria("label", localizer.t("list.sort"))],
                       [text(localizer.t("list.sort") + ": ")] + ListSort.allCases.map { s in
                           element("a", [.href(path(s)), s == current ? .aria("current", "true") : .flag("", false)],
                                   text(localizer.t(s == .position ? ownOrder : "list.sort.\(s.rawValue)")))
                       })
    }
}
