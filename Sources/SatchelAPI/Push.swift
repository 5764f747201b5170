import Foundation

/// `PushSubscription.toJSON()` from a browser, as it comes: where to push and the keys to
/// encrypt with.
public struct WebPushSubscriptionInput: Codable, Sendable, Equatable {
    public struct Keys: Codable, Sendable, Equatable {
        /// The browser's P-256 public key, uncompressed, base64url.
        public var p256dh: String
        /// Its 16-byte authentication secret, base64url.
        public var auth: String

        public init(p256dh: String, auth: String) {
            self.p256dh = p256dh
            self.auth = auth
        }
    }

    public var endpoint: String
    public var keys: Keys
    /// What the device list calls it; by default the browser and system ("Firefox on Android").
    public var deviceName: String?
    /// As the browser's `PushSubscription.toJSON()` gives it (milliseconds, or null); read so a
    /// value of another type is refused rather than ignored.
    public var expirationTime: Double?

    public init(endpoint: String, keys: Keys, deviceName: String? = nil, expirationTime: Double? = nil) {
        self.endpoint = endpoint
        self.keys = keys
        self.deviceName = deviceName
        self.expirationTime = expirationTime
    }
}

/// The iOS app's device token for APNs (hex).
public struct APNsDeviceInput: Codable, Sendable, Equatable {
    public var token: String
    public var deviceName: String?

    public init(token: String, deviceName: String? = nil) {
        self.token = token
        self.deviceName = deviceName
    }
}

/// A browser or phone notifications are pushed to.
public struct PushDeviceInfo: Codable, Sendable, Equatable {
    public var id: UUID
    /// `webpush` or `apns`.
    public var kind: String
    public var name: String
    public var createdAt: Date
    public var lastDeliveredAt: Date?

    public init(id: UUID, kind: String, name: String, createdAt: Date, lastDeliveredAt: Date?) {
        self.id = id
        self.kind = kind
        self.name = name
        self.createdAt = createdAt
        self.lastDeliveredAt = lastDeliveredAt
    }
}

/// The server's VAPID public key (`applicationServerKey` for `PushManager.subscribe`).
public struct VAPIDKey: Codable, Sendable, Equatable {
    public var publicKey: String

    public init(publicKey: String) { self.publicKey = publicKey }
}
