import Foundation
import SatchelCore

/// What imports tolerated in titles: under each title in an import's report, and on the
/// title's staff page, so staff can find the book and check it.
enum TitleWarningViews {
    /// The import's warnings, a heading per title (linking to its staff page), its file and warnings below.
    static func byTitle(_ warnings: [TitleWarning], slug: String, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer
        var groups: [[TitleWarning]] = []
        for warning in warnings {
            if groups.last?.first?.titleID == warning.titleID { groups[groups.count - 1].append(warning) } else { groups.append([warning]) }
        }
        return element("section", [.aria("labelledby", "h-title-warnings"), .cls("stack"), .id("title-warnings")],
            [element("h3", [.id("h-title-warnings")], text(l.t("library.staff.import_warnings")))]
            + groups.map { group in
                let first = group[0]
                return element("div", [.cls("stack"), .data("title-id", first.titleID.uuidString.lowercased())],
                    element("h4", [], element("a", [.href(LibraryPath.staffTitle(slug, first.titleID).path)], text(first.title))),
                    list(group, l))
            })
    }

    /// A title's own warnings on its staff page (nothing when it imported cleanly).
    static func section(_ warnings: [TitleWarning], _ ctx: PageContext) -> HTMLNode {
        guard !warnings.isEmpty else { return group([]) }
        let l = ctx.localizer
        return element("section", [.aria("labelledby", "h-warnings"), .cls("stack"), .id("warnings")],
            element("h2", [.id("h-warnings")], text(l.t("library.staff.import_warnings"))),
            element("p", [.cls("hint")], text(l.t("library.staff.import_warnings_hint"))),
            list(warnings, l))
    }

    static func list(_ warnings: [TitleWarning], _ l: Localizer) -> HTMLNode {
        group([
            element("p", [.cls("muted")], text(l.t("library.staff.import_warnings_file", ["file": warnings.first?.file ?? ""]))),
            element("ul", [], warnings.map { element("li", [], element("code", [], text($0.warning))) }),
        ])
    }
}
