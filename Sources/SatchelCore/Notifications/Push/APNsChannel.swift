import Crypto
import Foundation
import JWTKit
import NIOConcurrencyHelpers

/// The iOS app's channel: Apple Push Notification service over HTTP/2 with token-based
/// authentication (an ES256 JWT from the team's .p8 key, renewed every 50 minutes: Apple
/// refuses tokens older than an hour and too-frequent renewals).
public struct APNsConfiguration: Sendable {
    public var keyID: String
    public var teamID: String
    /// The app's bundle id.
    public var topic: String
    public var key: P256.Signing.PrivateKey
    /// Production (`api.push.apple.com`) or the development sandbox.
    public var production: Bool

    public init(keyID: String, teamID: String, topic: String, key: P256.Signing.PrivateKey, production: Bool) {
        self.keyID = keyID
        self.teamID = teamID
        self.topic = topic
        self.key = key
        self.production = production
    }

    /// From `SATCHEL_APNS_KEY_FILE` (the .p8), `SATCHEL_APNS_KEY_ID`, `SATCHEL_APNS_TEAM_ID`,
    /// `SATCHEL_APNS_TOPIC` and `SATCHEL_APNS_ENVIRONMENT` (`production`, the default, or
    /// `sandbox`); nil when APNs is not set up.
    public static func fromEnvironment(_ env: [String: String]) throws -> APNsConfiguration? {
        guard let file = env["SATCHEL_APNS_KEY_FILE"], let keyID = env["SATCHEL_APNS_KEY_ID"],
              let teamID = env["SATCHEL_APNS_TEAM_ID"], let topic = env["SATCHEL_APNS_TOPIC"] else { return nil }
        let pem = try String(contentsOfFile: file, encoding: .utf8)
        return APNsConfiguration(keyID: keyID, teamID: teamID, topic: topic, key: try P256.Signing.PrivateKey(pemRepresentation: pem),
                                 production: env["SATCHEL_APNS_ENVIRONMENT"] != "sandbox")
    }

    var host: String { production ? "api.push.apple.com" : "api.sandbox.push.apple.com" }
}

public struct APNsChannel: PushChannel {
    public let name = "apns"
    let configuration: APNsConfiguration
    let sender: any PushSender
    private let providerToken = NIOLockedValueBox<(token: String, issuedAt: Date)?>(nil)

    public init(configuration: APNsConfiguration, sender: any PushSender) {
        self.configuration = configuration
        self.sender = sender
    }

    /// The provider token, made anew when it is 50 minutes old (or refused as expired).
    func token(now: Date, renew: Bool = false) async throws -> String {
        if !renew, let current = providerToken.withLockedValue({ $0 }), now.timeIntervalSince(current.issuedAt) < 50 * 60 {
            return current.token
        }
        let claims = ProviderClaims(iss: IssuerClaim(value: configuration.teamID),
                                    iat: IssuedAtClaim(value: Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))))
        let token = try await PushTokens.es256(claims, key: configuration.key, kid: configuration.keyID)
        providerToken.withLockedValue { $0 = (token, now) }
        return token
    }

    struct ProviderClaims: JWTPayload {
        var iss: IssuerClaim
        var iat: IssuedAtClaim

        func verify(using algorithm: some JWTAlgorithm) async throws {}
    }

    /// The request for one message to one device (Apple's "Sending notification requests to
    /// APNs"): `POST /3/device/<token>`, an alert in `aps`, the app's own fields beside it.
    public func request(for message: PushMessage, deviceToken: String, now: Date) async throws -> PushRequest {
        var alert: [String: Any] = ["title": message.title, "body": message.body]
        if message.body.isEmpty { alert = ["title": message.title] }
        var payload: [String: Any] = [
            "aps": ["alert": alert, "sound": "default", "thread-id": message.kind, "mutable-content": 1] as [String: Any],
            "kind": message.kind,
            "id": message.id.uuidString.lowercased(),
        ]
        if let link = message.link { payload["link"] = link }
        let body = try JSONSerialization.data(withJSONObject: payload, options: [.sortedKeys])
        return PushRequest(url: URL(string: "https://\(configuration.host)/3/device/\(deviceToken)")!, headers: [
            ("authorization", "bearer \(try await token(now: now))"),
            ("apns-topic", configuration.topic),
            ("apns-push-type", "alert"),
            ("apns-priority", "10"),
            ("apns-expiration", "\(Int(now.timeIntervalSince1970) + 86_400)"),
            // The same id on a retry: APNs and the phone treat it as one notification.
            ("apns-id", message.id.uuidString.lowercased()),
            ("apns-collapse-id", String(message.id.uuidString.prefix(64))),
            ("content-type", "application/json"),
        ], body: body)
    }

    struct Refusal: Decodable { var reason: String }

    public func deliver(_ message: PushMessage, context: SatchelContext) async throws -> PushDeliveryOutcome {
        let service = context.pushDevices
        let devices = try await service.devices(user: message.user).filter { $0.kind == .apns }
        guard !devices.isEmpty else { return .notSubscribed }
        var delivered = false
        var retry: String?
        for device in devices {
            let response: PushResponse
            do {
                response = try await sender.send(try await request(for: message, deviceToken: device.address, now: context.now))
            } catch {
                retry = "APNs: \(error)"
                continue
            }
            let reason = (try? JSONDecoder().decode(Refusal.self, from: response.body))?.reason ?? ""
            switch (response.status, reason) {
            case (200, _):
                delivered = true
                try await service.delivered(device)
            case (410, _), (400, "BadDeviceToken"), (400, "DeviceTokenNotForTopic"):
                try await service.forget(device)
                Telemetry.push(channel: name, outcome: "expired")
            case (403, "ExpiredProviderToken"), (403, "InvalidProviderToken"):
                _ = try await token(now: context.now, renew: true)
                retry = "APNs: \(reason)"
            case (429, _), (500..., _):
                retry = "APNs: HTTP \(response.status) \(reason)"
            default:
                context.logger.warning("APNs refused a notification: HTTP \(response.status) \(reason)")
            }
        }
        if delivered { return .delivered }
        if let retry { return .retryLater(retry) }
        return .notSubscribed
    }
}
