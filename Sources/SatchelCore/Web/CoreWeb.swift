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
        r.get("apps") { req async throws -> Response in try await AppsPage.render(req) }
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
