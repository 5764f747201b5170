import Vapor

/// Where a module registers its routes. A route is for signed-in people unless it is
/// registered on `publicRoutes`: forgetting a check can no longer make a route public.
/// Each route is marked with its access so a test can list every public one.
public struct AppRoutes: RoutesBuilder {
    private let signedIn: any RoutesBuilder
    /// Routes anyone may call: signing in, invitations, public pages, the OPDS challenge.
    public let publicRoutes: any RoutesBuilder
    /// Signed-in reads whose answers are kept in memory until a table they read is written
    /// (`KeptReadMiddleware`): the hot reads of each app.
    public let keptReads: any RoutesBuilder
    /// The administration (`/admin`, `/api/v1/admin`): for anyone but an administrator it does
    /// not exist (404, signed out included).
    public let administrators: any RoutesBuilder

    public init(_ root: any RoutesBuilder) {
        signedIn = MarkedRoutes(root: root.grouped(RequireSignInMiddleware()), access: .signedIn)
        publicRoutes = MarkedRoutes(root: root, access: .public)
        keptReads = MarkedRoutes(root: root.grouped(RequireSignInMiddleware(), KeptReadMiddleware()), access: .signedIn)
        administrators = MarkedRoutes(root: root.grouped(RequireAdministratorMiddleware()), access: .administrators)
    }

    public func add(_ route: Route) { signedIn.add(route) }
}

/// Who may call a route.
public enum RouteAccess: String, Sendable {
    case signedIn, `public`, administrators

    static let key = "satchel.access"

    /// The access a route was registered with; nil for one registered outside `AppRoutes`.
    public static func of(_ route: Route) -> RouteAccess? { route.userInfo[key] as? RouteAccess }
}

private struct MarkedRoutes: RoutesBuilder {
    let root: any RoutesBuilder
    let access: RouteAccess

    func add(_ route: Route) {
        route.userInfo[RouteAccess.key] = access
        root.add(route)
    }
}

/// Answers 404 before the handler runs to anyone who is not an administrator.
struct RequireAdministratorMiddleware: AsyncMiddleware {
    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        _ = try AdminAccess.requireAdministrator(req.viewer)
        return try await next.respond(to: req)
    }
}

/// Answers "sign in first" before the handler runs when nobody is signed in.
struct RequireSignInMiddleware: AsyncMiddleware {
    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard req.viewer != nil else { throw AppError.signInRequired }
        return try await next.respond(to: req)
    }
}
