import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The owner's received wishes: the page, "I got it" and "not received yet". Handlers read the
/// form, call `ReceivedService` and redirect.
struct ReceivedWeb {
    func register(_ r: AppRoutes) {
        r.get("wishes", "received") { req async throws -> Response in
            let viewer = try req.requireViewer()
            return try await req.page(ReceivedPage.self, ReceivedPage.Model(wishes: try await req.context.received.received(owner: viewer.id)))
        }
        r.post("wishes", ":wishId", "received") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            do {
                _ = try await req.context.received.markReceived(id, owner: viewer.id, precondition: req.formPrecondition())
            } catch where isStaleCopy(error) {
                // Changed meanwhile (another tab, the app): shown as it is now, to decide again.
                return req.done(WishesPath.wish(id).path, notice: "wish_changed")
            }
            return req.done(WishesPath.received.path + "#w-" + WishesPath.id(id), notice: "wish_received")
        }
        r.post("wishes", ":wishId", "received", "undo") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("wishId", "wish")
            let wish: WishRecord
            do {
                wish = try await req.context.received.undo(id, owner: viewer.id, precondition: req.formPrecondition())
            } catch where isStaleCopy(error) {
                return req.done(WishesPath.received.path, notice: "wish_changed")
            }
            let back = (wish.$list.id.map { WishesPath.list($0) } ?? .inbox).path
            return req.done(back + "#w-" + WishesPath.id(id), notice: "wish_not_received")
        }
    }
}
