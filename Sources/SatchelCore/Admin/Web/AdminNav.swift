import Foundation

/// The administration's own navigation, above each of its pages.
public enum AdminNav {
    public enum Section: String, CaseIterable, Sendable {
        case people, signUp = "sign_up", reports, libraries, instance, audit

        var path: String {
            switch self {
            case .people: AdminPath.people().path
            case .signUp: AdminPath.signUp.path
            case .reports: AdminPath.reports().path
            case .libraries: AdminPath.libraries.path
            case .instance: AdminPath.instance.path
            case .audit: AdminPath.audit().path
            }
        }
    }

    public static func render(_ current: Section, _ ctx: PageContext) -> HTMLNode {
        element("nav", [.aria("label", ctx.localizer.t("admin.nav")), .cls("admin-nav")],
                element("ul", [], Section.allCases.map { section in
                    element("li", [], element("a", [.href(section.path)] + (section == current ? [.aria("current", "page")] : []),
                                              text(ctx.localizer.t("admin.section.\(section.rawValue)"))))
                }))
    }
}
