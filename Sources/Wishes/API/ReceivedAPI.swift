import SatchelAPI
import SatchelCore
import Vapor

/// The owner's received wishes: mark one received ("I got it"), undo it, list them.
struct ReceivedAPI {
    func register(_ r: AppRoutes) {
        r.api(WishesRoute.receivedWishes) { req in JSONBody(try await req.context.received.received(owner: try req.requireViewer().id)) }
        r.api(WishesRoute.markReceived(.parameter)) { req in
            let viewer = try req.requireViewer()
            let received = try await req.context.received.markReceived(try req.uuid("wishId", "wish"), owner: viewer.id,
                                                                       precondition: try req.precondition())
            return JSONBody(received, version: received.wish.version)
        }
        r.api(WishesRoute.undoReceived(.parameter)) { req in
            let viewer = try req.requireViewer()
            let wish = try await req.context.received.undo(try req.uuid("wishId", "wish"), owner: viewer.id, precondition: try req.precondition())
            return JSONBody(try await req.context.wishes.render([wish], viewer: viewer.id)[0], version: wish.version)
        }
    }
}
