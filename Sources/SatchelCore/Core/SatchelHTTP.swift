import Vapor

/// The middleware every Satchel server runs, outermost first.
public enum SatchelHTTP {
    public static func install(on app: Application) {
        app.middleware = .init()
        app.middleware.use(RequestIDMiddleware())
        if app.satchel.settings.countsStatements { app.middleware.use(StatementCountMiddleware(logsStatements: app.satchel.settings.logsStatements)) }
        app.middleware.use(RouteLoggingMiddleware(logLevel: .info))
        app.middleware.use(SecurityHeadersMiddleware(imageOrigin: app.satchel.settings.mapTileOrigin,
                                                     strictTransportSecurityMaxAge: app.satchel.settings.strictTransportSecurityMaxAge))
        app.middleware.use(ProblemMiddleware(webErrorPage: { req, error in await ErrorPage.response(req, error) }))
        app.middleware.use(MethodNotAllowedMiddleware())
        app.middleware.use(FirstStartMiddleware())
        app.middleware.use(AuthenticationMiddleware())
        app.middleware.use(CSRFMiddleware())
        app.middleware.use(IdempotencyMiddleware())
    }

    /// Where the system routes, the API and the web pages of every module are registered.
    public static func registerRoutes(on app: Application, modules: [any SatchelModule], openAPIDocument: String) {
        let routes = AppRoutes(app.routes)
        SystemRoutes(openAPIDocument: openAPIDocument).register(routes.publicRoutes)
        StaticAssets().register(routes.publicRoutes)
        for module in modules {
            module.configure(app)
            module.registerAPI(routes, app: app)
            module.registerWeb(routes, app: app)
        }
        app.routeTable = RouteTable(app.routes.all)
    }
}
