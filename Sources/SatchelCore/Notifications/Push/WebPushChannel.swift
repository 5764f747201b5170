import Foundation

/// Pushes to browsers (RFC 8030) with VAPID (RFC 8292) and encrypted messages (RFC 8291).
/// A subscription the push service says is gone (404, 410) is removed; 429 and 5xx are tried
/// again later from the outbox, with back-off.
public struct WebPushChannel: PushChannel {
    public let name = "webpush"
    let sender: any PushSender

    public init(sender: any PushSender) { self.sender = sender }

    /// What the service worker receives (and shows).
    struct Payload: Codable {
        var id: UUID
        var kind: String
        var title: String
        var body: String
        var link: String?
        var actions: [PushAction]? = nil
    }

    /// The JSON the service worker gets, trimmed (by UTF-8 bytes, body first, then title) to
    /// fit one encrypted record.
    static func plaintext(_ payload: Payload) throws -> Data {
        var payload = payload
        var data = try JSONEncoder().encode(payload)
        while data.count > WebPushEncryption.maxPlaintext {
            let excess = data.count - WebPushEncryption.maxPlaintext
            if !payload.body.isEmpty {
                payload.body = Self.trimmed(payload.body, by: excess + 3)
            } else if !payload.title.isEmpty {
                payload.title = Self.trimmed(payload.title, by: excess + 3)
            } else {
                payload.actions = nil // buttons go before the link
                payload.link = nil // links are short; this only ends the loop for certain
            }
            data = try JSONEncoder().encode(payload)
        }
        return data
    }

    /// `text` shortened by at least `bytes` UTF-8 bytes (JSON escapes make some count more),
    /// on a character boundary, with an ellipsis.
    static func trimmed(_ text: String, by bytes: Int) -> String {
        var characters = Array(text)
        var removed = 0
        while removed < bytes, !characters.isEmpty { removed += String(characters.removeLast()).utf8.count }
        return characters.isEmpty ? "" : String(characters) + "…"
    }

    public func deliver(_ message: PushMessage, context: SatchelContext) async throws -> PushDeliveryOutcome {
        let service = context.pushDevices
        let devices = try await service.devices(user: message.user).filter { $0.kind == .webPush }
        guard !devices.isEmpty else { return .notSubscribed }
        let vapid = try await service.vapid()
        let actions = await context.services.pushActions.actions(for: message, context: context)
        let plaintext = try Self.plaintext(Payload(id: message.id, kind: message.kind, title: message.title, body: message.body, link: message.link,
                                                   actions: actions.isEmpty ? nil : actions))
        var delivered = false
        var retry: String?
        for device in devices {
            // Only a subscription that can never work is forgotten here (its keys or address);
            // the message itself always fits (see `plaintext`).
            guard let endpoint = URL(string: device.address), service.isAllowed(endpoint: endpoint),
                  let p256dh = device.p256dh.flatMap({ Data(base64URLEncoded: $0) }),
                  let auth = device.auth.flatMap({ Data(base64URLEncoded: $0) }),
                  let body = try? WebPushEncryption.encrypt(plaintext, p256dh: p256dh, auth: auth)
            else {
                try await service.forget(device)
                Telemetry.push(channel: name, outcome: "expired")
                continue
            }
            let request = PushRequest(url: endpoint, headers: [
                ("Authorization", try await vapid.authorization(for: endpoint, now: context.now)),
                ("Content-Encoding", "aes128gcm"),
                ("Content-Type", "application/octet-stream"),
                ("TTL", "86400"),
                ("Urgency", "normal"),
                // One notification replaces an earlier copy of itself on a retry.
                ("Topic", String(message.id.uuidString.replacingOccurrences(of: "-", with: "").prefix(32))),
            ], body: body)
            let response: PushResponse
            do {
                response = try await sender.send(request)
            } catch {
                retry = "\(endpoint.host ?? ""): \(error)"
                continue
            }
            switch response.status {
            case 200..<300:
                delivered = true
                try await service.delivered(device)
            case 404, 410:
                try await service.forget(device)
                Telemetry.push(channel: name, outcome: "expired")
            case 401, 403:
                // Our VAPID token was refused (a bad contact address, the clock): the
                // subscription is fine, so keep it and say so.
                context.logger.error("web push to \(endpoint.host ?? "") refused our VAPID token: HTTP \(response.status) \(String(decoding: response.body.prefix(200), as: UTF8.self)) (check SATCHEL_PUSH_CONTACT and the clock)")
                retry = "\(endpoint.host ?? ""): HTTP \(response.status)"
            case 429, 500...:
                retry = "\(endpoint.host ?? ""): HTTP \(response.status)"
            default:
                context.logger.warning("web push to \(endpoint.host ?? "") refused: HTTP \(response.status) \(String(decoding: response.body.prefix(200), as: UTF8.self))")
            }
        }
        if delivered { return .delivered }
        if let retry { return .retryLater(retry) }
        return .notSubscribed
    }
}
