import SatchelAPI
import Vapor

/// The web app's core pages: home, accounts, profile, friends, circles, notifications.
struct CoreWeb {
    func register(_ r: AppRoutes) {
        r.keptReads.get { req async throws -> Response in
            guard req.viewer != nil else { return req.redirect(to: CorePath.signIn.path) }
            return try await HomePage.render(req)
        }
        r.get("apps") { req async throws -> Response in try await AppsPage.render(req) }
        r.publicRoutes.get("problems", ":kind") { req async throws -> Response in
            let kind = req.parameters.get("kind") ?? ""
            guard let known = AppError.Kind(rawValue: kind) else { throw AppError(.notFound, "not_found.route") }
            return try await req.page(ProblemPage.self, ProblemPage.Model(kind: known))
        }
        AccountsWeb().register(r)
        ProfileWeb().register(r)
        EmailWeb().register(r)
        FriendsWeb().register(r)
        CirclesWeb().register(r)
        NotificationsWeb().register(r)
        UnsubscribeWeb().register(r)
    }
}
