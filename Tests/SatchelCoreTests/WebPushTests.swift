import SatchelTesting
import Crypto
import Foundation
import NIOConcurrencyHelpers
import SatchelAPI
@testable import SatchelCore
import Testing
import Vapor

/// A push service that records requests and answers with the statuses it is given, in turn.
final class RecordingPushService: PushSender, @unchecked Sendable {
    private let state: NIOLockedValueBox<(requests: [PushRequest], statuses: [Int])>

    init(answering statuses: [Int] = [201]) { state = NIOLockedValueBox(([], statuses)) }

    var requests: [PushRequest] { state.withLockedValue { $0.requests } }

    func send(_ request: PushRequest) async throws -> PushResponse {
        let status = state.withLockedValue { s -> Int in
            s.requests.append(request)
            return s.statuses.count > 1 ? s.statuses.removeFirst() : s.statuses[0]
        }
        return PushResponse(status: status)
    }
}

/// A browser's side of a subscription: its keys, and decryption as RFC 8291 §3.4 describes.
struct TestBrowser {
    let key = P256.KeyAgreement.PrivateKey()
    let auth = WebPushEncryption.randomBytes(16)

    var subscription: WebPushSubscriptionInput {
        WebPushSubscriptionInput(endpoint: "https://fcm.googleapis.com/fcm/send/\(UUID().uuidString)",
                                 keys: .init(p256dh: key.publicKey.x963Representation.base64URLEncoded, auth: auth.base64URLEncoded))
    }

    func decrypt(_ body: Data) throws -> Data {
        let salt = body.prefix(16)
        let idLength = Int(body[body.startIndex + 20])
        let serverPublic = body.subdata(in: body.startIndex + 21 ..< body.startIndex + 21 + idLength)
        let shared = try key.sharedSecretFromKeyAgreement(with: try P256.KeyAgreement.PublicKey(x963Representation: serverPublic))
        let ecdh = shared.withUnsafeBytes { Data($0) }
        let ikm = WebPushEncryption.hkdf(salt: auth, secret: ecdh,
                                         info: Data("WebPush: info".utf8) + [0] + key.publicKey.x963Representation + serverPublic, length: 32)
        let cek = WebPushEncryption.hkdf(salt: Data(salt), secret: ikm, info: Data("Content-Encoding: aes128gcm".utf8) + [0], length: 16)
        let nonce = WebPushEncryption.hkdf(salt: Data(salt), secret: ikm, info: Data("Content-Encoding: nonce".utf8) + [0], length: 12)
        let record = body.dropFirst(21 + idLength)
        let box = try AES.GCM.SealedBox(nonce: AES.GCM.Nonce(data: nonce), ciphertext: record.dropLast(16), tag: record.suffix(16))
        let padded = try AES.GCM.open(box, using: SymmetricKey(data: cek))
        guard padded.last == 2 else { throw CryptoKitError.authenticationFailure }
        return padded.dropLast()
    }
}

@Suite("Web Push encryption and VAPID")
struct WebPushCryptoTests {
    func b(_ text: String) -> Data { Data(base64URLEncoded: text)! }

    @Test func encryptionReproducesTheExampleOfRFC8291() throws {
        let body = try WebPushEncryption.encrypt(
            Data("When I grow up, I want to be a watermelon".utf8),
            p256dh: b("BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"),
            auth: b("BTBZMqHH6r4Tts7J_aSIgg"), salt: b("DGv6ra1nlYgDCS1FRnbzlw"),
            serverKey: try P256.KeyAgreement.PrivateKey(rawRepresentation: b("yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw")))
        #expect(body.base64URLEncoded == "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN")
    }

    @Test func eachMessageHasAFreshSaltAndKeyAndOnlyTheSubscriberCanReadIt() throws {
        let browser = TestBrowser(), stranger = TestBrowser()
        let p256dh = browser.key.publicKey.x963Representation
        let first = try WebPushEncryption.encrypt(Data("hello".utf8), p256dh: p256dh, auth: browser.auth)
        let second = try WebPushEncryption.encrypt(Data("hello".utf8), p256dh: p256dh, auth: browser.auth)
        #expect(first.prefix(16) != second.prefix(16) && first != second)
        #expect(try browser.decrypt(first) == Data("hello".utf8))
        #expect(throws: (any Error).self) { try stranger.decrypt(first) }
    }

    @Test func keysThatAreNotABrowsersAreRefused() {
        #expect(throws: WebPushEncryption.Failure.badSubscriptionKeys) {
            try WebPushEncryption.encrypt(Data("x".utf8), p256dh: Data(repeating: 4, count: 65), auth: Data(count: 16))
        }
    }

    @Test func theVAPIDHeaderIsAnES256TokenForThePushServicesOriginValidTwelveHours() async throws {
        let vapid = VAPID(privateKey: P256.Signing.PrivateKey(), subject: "mailto:ops@example.org")
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let header = try await vapid.authorization(for: URL(string: "https://fcm.googleapis.com/fcm/send/abc")!, now: now)
        let token = try #require(header.split(separator: " ").dropFirst().first).dropFirst(2).dropLast() // "t=…,"
        let key = try #require(header.components(separatedBy: "k=").last)
        #expect(key == vapid.publicKey)
        let parts = token.split(separator: ".").map(String.init)
        #expect(parts.count == 3)
        let head = try JSONSerialization.jsonObject(with: b(parts[0])) as? [String: Any]
        let claims = try JSONSerialization.jsonObject(with: b(parts[1])) as? [String: Any]
        #expect(head?["alg"] as? String == "ES256")
        #expect(claims?["aud"] as? String == "https://fcm.googleapis.com")
        #expect(claims?["exp"] as? Int == 1_800_000_000 + 12 * 3600)
        #expect(claims?["sub"] as? String == "mailto:ops@example.org")
        let signature = try P256.Signing.ECDSASignature(rawRepresentation: b(parts[2]))
        let publicKey = try P256.Signing.PublicKey(x963Representation: b(key))
        #expect(publicKey.isValidSignature(signature, for: Data((parts[0] + "." + parts[1]).utf8)))
    }
}

@Suite("Push devices and delivery")
struct PushDeliveryTests {
    func subscribe(_ t: TestContext, _ session: SessionResponse, _ browser: TestBrowser) async throws -> PushDeviceInfo {
        let res = try await t.request(.addWebPushSubscription, token: session.token, json: browser.subscription)
        #expect(res.status == .created, "\(res.body.string)")
        return try res.decode(PushDeviceInfo.self)
    }

    /// A push service answering `statuses` in turn, and Ada subscribed in one browser.
    func subscribedAda(_ t: TestContext, answering statuses: [Int] = [201]) async throws -> (RecordingPushService, SessionResponse, TestBrowser) {
        let service = RecordingPushService(answering: statuses)
        t.app.satchel.push.register(WebPushChannel(sender: service))
        let ada = try await t.signUp("ada")
        let browser = TestBrowser()
        _ = try await subscribe(t, ada, browser)
        return (service, ada, browser)
    }

    @Test func aBrowserSubscribesAndIsListedAndRemoved() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let device = try await subscribe(t, ada, TestBrowser())
            #expect(try await t.request(.pushDevices, token: ada.token).decode([PushDeviceInfo].self).map(\.id) == [device.id])
            #expect(try await t.request(.removePushDevice(device.id), token: ada.token).status == .noContent)
            #expect(try await t.request(.pushDevices, token: ada.token).decode([PushDeviceInfo].self).isEmpty)
        }
    }

    @Test func anEndpointOutsideTheBrowsersPushServicesIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            var subscription = TestBrowser().subscription
            for endpoint in ["http://169.254.169.254/latest/meta-data", "https://example.org/push", "https://fcm.googleapis.com.evil.example/x"] {
                subscription.endpoint = endpoint
                let res = try await t.request(.addWebPushSubscription, token: ada.token, json: subscription)
                #expect(res.status == .unprocessableEntity && res.problem?.errors?.map(\.field) == ["endpoint"], "\(endpoint)")
            }
            subscription = TestBrowser().subscription
            subscription.keys.p256dh = "not a key"
            let res = try await t.request(.addWebPushSubscription, token: ada.token, json: subscription)
            #expect(res.problem?.errors?.map(\.field) == ["keys.p256dh"])
        }
    }

    @Test func aNotificationIsPushedEncryptedForTheBrowserWithVAPID() async throws {
        try await withSatchel { t in
            let (service, ada, browser) = try await subscribedAda(t)
            try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendRequest, link: "/friends")
            try await PushOutboxDispatcher(context: t.context).runOnce()

            let request = try #require(service.requests.first)
            let headers = Dictionary(request.headers, uniquingKeysWith: { a, _ in a })
            #expect(headers["Content-Encoding"] == "aes128gcm" && headers["TTL"] == "86400")
            let vapidKey = try await t.request(.vapidKey, token: ada.token).decode(VAPIDKey.self)
            #expect(headers["Authorization"]?.hasSuffix("k=" + vapidKey.publicKey) == true)
            let payload = try JSONSerialization.jsonObject(with: try browser.decrypt(request.body)) as? [String: Any]
            #expect(payload?["link"] as? String == "/friends")
            #expect(try await PushOutboxItem.query(on: t.app.db).first()?.status == .sent)
            #expect(try await t.request(.pushDevices, token: ada.token).decode([PushDeviceInfo].self).first?.lastDeliveredAt != nil)
        }
    }

    @Test func aSubscriptionThePushServiceSaysIsGoneIsRemoved() async throws {
        try await withSatchel { t in
            let (_, ada, _) = try await subscribedAda(t, answering: [410])
            try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendRequest, link: nil)
            try await PushOutboxDispatcher(context: t.context).runOnce()
            #expect(try await t.request(.pushDevices, token: ada.token).decode([PushDeviceInfo].self).isEmpty)
            #expect(try await PushOutboxItem.query(on: t.app.db).first()?.status == .undeliverable)
        }
    }

    @Test func aBusyPushServiceIsTriedAgainLaterFromTheOutbox() async throws {
        try await withSatchel { t in
            let (service, ada, _) = try await subscribedAda(t, answering: [429, 201])
            try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendRequest, link: nil)
            try await PushOutboxDispatcher(context: t.context).runOnce()
            #expect(try await PushOutboxItem.query(on: t.app.db).first()?.status == .pending)
            #expect(try await PushOutboxDispatcher(context: t.context).runOnce() == 0, "not before the back-off")
            t.clock.advance(by: 31)
            try await PushOutboxDispatcher(context: t.context).runOnce()
            #expect(service.requests.count == 2)
            #expect(try await PushOutboxItem.query(on: t.app.db).first()?.status == .sent)
        }
    }

    @Test func signingOutStopsThePushesThatSessionTurnedOn() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await subscribe(t, ada, TestBrowser())
            let phone = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery")).decode(SessionResponse.self)
            _ = try await subscribe(t, phone, TestBrowser())
            _ = try await t.request(.signOut, token: ada.token)
            #expect(try await t.request(.pushDevices, token: phone.token).decode([PushDeviceInfo].self).count == 1)
        }
    }

    @Test func aLongMessageIsShortenedToFitAndStillDelivered() async throws {
        try await withSatchel { t in
            let (service, ada, browser) = try await subscribedAda(t)
            let message = PushMessage(id: UUID(), user: ada.user.id, kind: "friend.request", title: String(repeating: "ü", count: 300),
                                      body: String(repeating: "日本語", count: 2000), link: "/friends")
            #expect(try await WebPushChannel(sender: service).deliver(message, context: t.context) == .delivered)
            let body = try #require(service.requests.first?.body)
            #expect(body.count <= 4096)
            let payload = try JSONSerialization.jsonObject(with: try browser.decrypt(body)) as? [String: Any]
            #expect((payload?["body"] as? String)?.hasSuffix("…") == true && payload?["link"] as? String == "/friends")
            #expect(try await t.request(.pushDevices, token: ada.token).decode([PushDeviceInfo].self).count == 1)
        }
    }

    @Test func twoPassesAtOnceDeliverEachNotificationOnce() async throws {
        try await withSatchel { t in
            let (service, ada, _) = try await subscribedAda(t)
            for _ in 0..<5 {
                try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendRequest, link: nil)
            }
            async let first = PushOutboxDispatcher(context: t.context).runOnce()
            async let second = PushOutboxDispatcher(context: t.context).runOnce()
            #expect(try await first + second == 5)
            #expect(service.requests.count == 5)
        }
    }

    @Test func aRefusedVAPIDTokenKeepsTheSubscription() async throws {
        try await withSatchel { t in
            let (_, ada, _) = try await subscribedAda(t, answering: [403])
            try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendRequest, link: nil)
            try await PushOutboxDispatcher(context: t.context).runOnce()
            #expect(try await t.request(.pushDevices, token: ada.token).decode([PushDeviceInfo].self).count == 1)
            #expect(try await PushOutboxItem.query(on: t.app.db).first()?.status == .pending, "tried again later")
        }
    }

    @Test func theDataExportListsThePushDevices() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let device = try await subscribe(t, ada, TestBrowser())
            let export = try await t.request(.exportData, token: ada.token).decode(DataExport.self)
            #expect(export.pushDevices?.map(\.id) == [device.id])
        }
    }

    @Test func everyInstanceSignsWithTheSameVAPIDKey() async throws {
        try await withSatchel { t in
            let first = try await t.context.pushDevices.vapid().publicKey
            let second = try await t.context.pushDevices.vapid().publicKey
            #expect(first == second && first.count == 87)
        }
    }
}

@Suite("APNs")
struct APNsTests {
    static let configuration = APNsConfiguration(keyID: "ABC123DEFG", teamID: "DEF123GHIJ", topic: "org.example.satchel",
                                                 key: P256.Signing.PrivateKey(), production: true)
    static let token = String(repeating: "ab", count: 32)

    @Test func aRequestIsWhatAPNsExpects() async throws {
        let channel = APNsChannel(configuration: Self.configuration, sender: RecordingPushService())
        let message = PushMessage(id: UUID(), user: UUID(), kind: "friend.request", title: "Satchel", body: "Bob wants to be friends", link: "/friends")
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let request = try await channel.request(for: message, deviceToken: Self.token, now: now)
        #expect(request.url.absoluteString == "https://api.push.apple.com/3/device/\(Self.token)")
        let headers = Dictionary(request.headers, uniquingKeysWith: { a, _ in a })
        #expect(headers["apns-topic"] == "org.example.satchel" && headers["apns-push-type"] == "alert" && headers["apns-priority"] == "10")
        #expect(headers["apns-id"] == message.id.uuidString.lowercased())
        let body = try JSONSerialization.jsonObject(with: request.body) as? [String: Any]
        let aps = body?["aps"] as? [String: Any]
        let alert = aps?["alert"] as? [String: Any]
        #expect(alert?["title"] as? String == "Satchel" && alert?["body"] as? String == "Bob wants to be friends")
        #expect(body?["link"] as? String == "/friends")

        let jwt = try #require(headers["authorization"]?.dropFirst("bearer ".count)).split(separator: ".").map(String.init)
        let head = try JSONSerialization.jsonObject(with: Data(base64URLEncoded: jwt[0])!) as? [String: Any]
        let claims = try JSONSerialization.jsonObject(with: Data(base64URLEncoded: jwt[1])!) as? [String: Any]
        #expect(head?["alg"] as? String == "ES256" && head?["kid"] as? String == "ABC123DEFG")
        #expect(claims?["iss"] as? String == "DEF123GHIJ" && claims?["iat"] as? Int == 1_800_000_000)
        let signature = try P256.Signing.ECDSASignature(rawRepresentation: Data(base64URLEncoded: jwt[2])!)
        #expect(Self.configuration.key.publicKey.isValidSignature(signature, for: Data((jwt[0] + "." + jwt[1]).utf8)))
        // The same token for 50 minutes, then a new one.
        let soon = try await channel.request(for: message, deviceToken: Self.token, now: now.addingTimeInterval(49 * 60))
        #expect(Dictionary(soon.headers, uniquingKeysWith: { a, _ in a })["authorization"] == headers["authorization"])
        let later = try await channel.request(for: message, deviceToken: Self.token, now: now.addingTimeInterval(51 * 60))
        #expect(Dictionary(later.headers, uniquingKeysWith: { a, _ in a })["authorization"] != headers["authorization"])
    }

    @Test func aPhoneRegistersAndAnUnregisteredTokenIsRemoved() async throws {
        try await withSatchel { t in
            t.app.satchel.push.register(APNsChannel(configuration: Self.configuration, sender: RecordingPushService(answering: [410])))
            let ada = try await t.signUp("ada")
            let res = try await t.request(.addAPNsDevice, token: ada.token, json: APNsDeviceInput(token: Self.token, deviceName: "Ada's iPhone"))
            #expect(res.status == .created)
            #expect(try await t.request(.addAPNsDevice, token: ada.token, json: APNsDeviceInput(token: "xyz")).status == .unprocessableEntity)
            try await t.context.notifications.notify(user: ada.user.id, actor: nil, kind: NotificationKind.friendRequest, link: nil)
            try await PushOutboxDispatcher(context: t.context).runOnce()
            #expect(try await t.request(.pushDevices, token: ada.token).decode([PushDeviceInfo].self).isEmpty)
        }
    }
}
