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
            let l = req.localizer
            return try await req.page(l.t("problem.\(known.rawValue)"), tab: nil) { _ in
                [el("h1", [], text(l.t("problem.\(known.rawValue)"))),
                 el("p", [], text(l.t("problem_about.\(known.rawValue)", ["status": "\(known.status)"])))]
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
        let l = req.localizer
        let requests = try await req.context.friends.requests(of: viewer.user)
        let recent = try await req.context.notifications.page(user: viewer.id, cursor: nil, limit: 5, localizer: l).items
        return try await req.page(l.t("tab.home"), tab: .home) { ctx in
            [
                el("h1", [], text(l.t("home.greeting", ["name": viewer.user.displayName]))),
                requests.incoming.isEmpty ? group([]) :
                    el("p", [.cls("notice")], el("a", [.href("/friends")],
                        text(l.t("home.requests", ["count": l.number(requests.incoming.count)])))),
                el("section", [.aria("labelledby", "h-recent")],
                   el("h2", [.id("h-recent")], text(l.t("home.recent"))),
                   el("ul", [.cls("list")], recent.isEmpty ? [el("li", [.cls("muted")], text(l.t("notifications.none")))] :
                        recent.map { NotificationsPage.row(ctx, $0) })),
                el("section", [.aria("labelledby", "h-apps")],
                   el("h2", [.id("h-apps")], text(l.t("home.apps"))),
                   el("p", [], text(l.t("home.apps_intro")))),
            ]
        }
    }
}
