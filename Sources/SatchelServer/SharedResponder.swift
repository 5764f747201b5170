import NIOConcurrencyHelpers
import Vapor

/// Vapor's `app.responder.current` makes a new responder each time it is asked, and with it a
/// router of every route (several hundred here). The HTTP server asks once, at start; whatever
/// answers in process asks per request — the simulated bank's webhook deliveries, and the
/// tests' in-memory client, where the rebuilding was a fifth of the suite's CPU time. One
/// responder per app is kept instead, made again only when routes were added since.
final class SharedResponder: Sendable {
    private let made = NIOLockedValueBox<(routes: Int, responder: any Responder)?>(nil)

    static func install(on app: Application) {
        let shared = SharedResponder()
        app.responder.use { app in shared.responder(for: app) }
    }

    private func responder(for app: Application) -> any Responder {
        let routes = app.routes.all.count
        return made.withLockedValue { made in
            if let made, made.routes == routes { return made.responder }
            let responder = app.responder.default
            made = (routes, responder)
            return responder
        }
    }
}
