import SatchelAPI
import Vapor

/// The web app's core pages: home, accounts, profile, friends, circles, notifications.
struct CoreWeb {
    let uploadLimit: Int

    func register(_ r: AppRoutes) {
        r.get { req async throws -> Response in
            guard req.viewer != nil else { return req.redirect(to: "/sign-in") }
            return try await HomePage.render(req)
        }
        r.publicRoutes.get("problems", ":kind") { req async throws -> Response in
            let kind = req.parameters.get("kind") ?? ""
            guard let known = AppError.Kind(rawValue: kind) else { throw AppError(.notFound, "not_found.route") }
            let localizer = req.localizer
            return try await req.page(localizer.t("problem.\(known.rawValue)"), tab: nil) { _ in
                [element("h1", [], text(localizer.t("problem.\(known.rawValue)"))),
                 element("p", [], text(localizer.t("problem_about.\(known.rawValue)", ["status": "\(known.status)"])))]
            }
        }
        AccountsWeb().register(r)
        ProfileWeb(uploadLimit: uploadLimit).register(r)
        FriendsWeb().register(r)
        CirclesWeb().register(r)
        NotificationsWeb().register(r)
    }
}

enum HomePage {
    static func render(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let requests = try await req.context.friends.requests(of: viewer.user)
        let recent = try await req.context.notifications.page(user: viewer.id, cursor: nil, limit: 5, localizer: localizer).items
        return try await req.page(localizer.t("tab.home"), tab: .home) { ctx in
            [
                element("h1", [], text(localizer.t("home.greeting", ["name": viewer.user.displayName]))),
                requests.incoming.isEmpty ? group([]) :
                    element("p", [.cls("notice")], element("a", [.href("/friends")],
                        text(localizer.t("home.requests", ["count": localizer.number(requests.incoming.count)])))),
                element("section", [.aria("labelledby", "h-recent")],
                   element("h2", [.id("h-recent")], text(localizer.t("home.recent"))),
                   element("ul", [.cls("list")], recent.isEmpty ? [element("li", [.cls("muted")], text(localizer.t("notifications.none")))] :
                        recent.map { NotificationsPage.row(ctx, $0) })),
                element("section", [.aria("labelledby", "h-apps")],
                   element("h2", [.id("h-apps")], text(localizer.t("home.apps"))),
                   element("p", [], text(localizer.t("home.apps_intro")))),
            ]
        }
    }
}
