import SatchelAPI
import Vapor

/// The browsers and phones a user's notifications are pushed to.
struct PushDevicesAPI {
    func register(_ r: AppRoutes) {
        r.api(.vapidKey) { req in
            return JSONBody(VAPIDKey(publicKey: try await req.context.pushDevices.vapid().publicKey))
        }
        r.api(.pushDevices) { req in
            JSONBody(try await req.context.pushDevices.list(user: try req.requireViewer().id))
        }
        r.api(.addWebPushSubscription) { req in
            let viewer = try req.requireViewer()
            let device = try await req.context.pushDevices.subscribe(user: viewer.id, token: viewer.token.id, try req.decodeJSON(WebPushSubscriptionInput.self),
                                                                 deviceName: req.clientName)
            return JSONBody(PushDeviceService.render(device), status: .created)
        }
        r.api(.addAPNsDevice) { req in
            let viewer = try req.requireViewer()
            let device = try await req.context.pushDevices.registerAPNs(user: viewer.id, token: viewer.token.id, try req.decodeJSON(APNsDeviceInput.self))
            return JSONBody(PushDeviceService.render(device), status: .created)
        }
        r.api(.removePushDevice(.parameter)) { req in
            try await req.context.pushDevices.remove(try req.uuid("deviceId", "push_device"), user: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
    }
}
