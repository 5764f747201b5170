import Crypto
import Fluent
import Foundation
import SatchelAPI

/// Which devices a user's notifications are pushed to, and the server's VAPID key.
public struct PushDeviceService: Sendable {
    let context: SatchelContext

    /// Push services Satchel will send to: the browsers' own (Chrome, Firefox, Edge, Safari).
    /// `SATCHEL_PUSH_ENDPOINTS` adds origins (a self-hosted push server, tests) separated by
    /// commas. Anything else is refused, so a subscription cannot make the server call an
    /// arbitrary address.
    static let knownPushHosts = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "notify.windows.com", "push.apple.com"]

    public func isAllowed(endpoint: URL) -> Bool {
        guard let scheme = endpoint.scheme?.lowercased(), let host = endpoint.host?.lowercased() else { return false }
        let origin = "\(scheme)://\(host)" + (endpoint.port.map { ":\($0)" } ?? "")
        let extra = (context.settings.environment["SATCHEL_PUSH_ENDPOINTS"] ?? "")
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
        if extra.contains(origin) { return true }
        return scheme == "https" && endpoint.port.map { $0 == 443 } != false
            && Self.knownPushHosts.contains { host == $0 || host.hasSuffix("." + $0) }
    }

    /// Adds (or, for the same browser, replaces) a Web Push subscription.
    public func subscribe(user: UUID, token: UUID?, _ input: WebPushSubscriptionInput, deviceName: String) async throws -> PushDevice {
        var validator = Validator()
        let endpoint = URL(string: input.endpoint)
        validator.check(endpoint.map { isAllowed(endpoint: $0) } == true && input.endpoint.count <= 2000, "endpoint", "push.endpoint_not_allowed")
        let p256dh = Data(base64URLEncoded: input.keys.p256dh)
        validator.check(p256dh.flatMap { try? P256.KeyAgreement.PublicKey(x963Representation: $0) } != nil && p256dh?.first == 0x04,
                "keys.p256dh", "push.bad_key")
        validator.check(Data(base64URLEncoded: input.keys.auth)?.count == 16, "keys.auth", "push.bad_auth")
        try validator.finish()
        return try await save(user: user, token: token, kind: .webPush, address: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth,
                              name: input.deviceName.map { UserText.clean($0) }.flatMap { $0.isEmpty ? nil : String($0.prefix(80)) } ?? deviceName)
    }

    /// Adds (or moves to this user) the iOS app on one phone.
    public func registerAPNs(user: UUID, token: UUID?, _ input: APNsDeviceInput) async throws -> PushDevice {
        let deviceToken = input.token.lowercased()
        guard (64...200).contains(deviceToken.count), deviceToken.count % 2 == 0, deviceToken.allSatisfy(\.isHexDigit) else {
            throw AppError.invalid("token", "push.bad_device_token")
        }
        let name = input.deviceName.map { UserText.clean($0) }.flatMap { $0.isEmpty ? nil : String($0.prefix(80)) } ?? "iPhone"
        return try await save(user: user, token: token, kind: .apns, address: deviceToken, p256dh: nil, auth: nil, name: name)
    }

    func save(user: UUID, token: UUID?, kind: PushDevice.Kind, address: String, p256dh: String?, auth: String?, name: String) async throws -> PushDevice {
        // The same browser or phone belongs to whoever registered it last.
        try await PushDevice.query(on: context.db).filter(\.$address == address).delete()
        let device = PushDevice(user: user, token: token, kind: kind, address: address, p256dh: p256dh, auth: auth, name: name, createdAt: context.now)
        try await device.create(on: context.db)
        return device
    }

    public func devices(user: UUID) async throws -> [PushDevice] {
        try await PushDevice.query(on: context.db).filter(\.$user.$id == user).sort(\.$createdAt, .descending).all()
    }

    /// The person's devices as the settings list them.
    public func list(user: UUID) async throws -> [PushDeviceInfo] {
        try await context.inboxStore.pushDevices(user: user).map {
            PushDeviceInfo(id: $0.id, kind: $0.kind, name: $0.name, createdAt: $0.createdAt, lastDeliveredAt: $0.lastDeliveredAt)
        }
    }

    public func remove(_ id: UUID, user: UUID) async throws {
        guard let device = try await PushDevice.query(on: context.db).filter(\.$id == id).filter(\.$user.$id == user).first() else {
            throw AppError.notFound("push_device")
        }
        try await device.delete(on: context.db)
    }

    /// The push service says the subscription or token is gone for good (404, 410).
    func forget(_ device: PushDevice) async throws {
        try await device.delete(on: context.db)
    }

    func delivered(_ device: PushDevice) async throws {
        device.lastDeliveredAt = context.now
        try await device.update(on: context.db)
    }

    /// The server's VAPID key: made once, stored in the database so every instance signs with it.
    public func vapid() async throws -> VAPID {
        let stored = try await ServerSecret.value("vapid.private_key", on: context.db, now: context.now) {
            P256.Signing.PrivateKey().rawRepresentation.base64URLEncoded
        }
        guard let raw = Data(base64URLEncoded: stored), let key = try? P256.Signing.PrivateKey(rawRepresentation: raw) else {
            throw AppError(.serverError, "internal")
        }
        return VAPID(privateKey: key, subject: Self.contact(context.settings, publicURL: context.publicURL))
    }

    /// VAPID's `sub`: push services (Apple's) refuse anything but a `mailto:` or `https:` URI.
    static func contact(_ settings: Settings, publicURL: String) -> String {
        if let contact = settings.environment["SATCHEL_PUSH_CONTACT"], contact.hasPrefix("mailto:") || contact.hasPrefix("https://") {
            return contact
        }
        if publicURL.hasPrefix("https://") { return publicURL }
        return "mailto:push@" + (URL(string: publicURL)?.host ?? "localhost")
    }

    public static func render(_ device: PushDevice) -> PushDeviceInfo {
        PushDeviceInfo(id: device.id ?? UUID(), kind: device.kind.rawValue, name: device.name, createdAt: device.createdAt,
                       lastDeliveredAt: device.lastDeliveredAt)
    }
}

extension SatchelContext {
    public var pushDevices: PushDeviceService { PushDeviceService(context: self) }
}
