import SatchelAPI
import SatchelCore
import Vapor

/// `GET /api/v1/reader/offline`: the rules are in `ReaderOffline`.
struct ReaderOfflineAPI {
    func register(_ r: AppRoutes) {
        r.api(ReaderOfflineRoute.licences) { req in
            JSONBody(try await req.context.readerOffline.licences(user: try req.requireViewer().id))
        }
    }
}
