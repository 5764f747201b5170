import Foundation
import SatchelAPI
import SatchelGeo

/// The rest of the platform's operations: the profile, password, tokens, export and deletion;
/// friends, invitations and circles; notifications; place search.
extension SatchelClient {
    // MARK: the account

    @discardableResult
    public func updateProfile(_ update: ProfileUpdate) async throws -> Me { try await send(.updateMe, body: update) }

    /// The profile photo: the image file's bytes (JPEG, PNG, GIF or WebP).
    @discardableResult
    public func setPhoto(_ image: Data, contentType: String = "image/jpeg") async throws -> Me {
        let route = APIRoute.setPhoto
        let response = try await exchange(method: route.method.rawValue, path: route.path, raw: image, contentType: contentType)
        return try Self.decoder.decode(Me.self, from: response.body)
    }

    @discardableResult
    public func deletePhoto() async throws -> Me { try await send(.deletePhoto) }
    public func changePassword(current: String, new: String) async throws {
        try await sendEmpty(.changePassword, body: PasswordChange(currentPassword: current, newPassword: new))
    }
    /// Deletes the account and everything in it; the token stops working.
    public func deleteAccount(password: String) async throws {
        try await sendEmpty(.deleteAccount, body: AccountDeletion(password: password))
        signedOut()
    }
    /// Everything Satchel keeps about you.
    public func exportData() async throws -> DataExport { try await send(.exportData) }
    public func tokens() async throws -> [TokenInfo] { try await send(.tokens) }
    public func revokeToken(_ id: UUID) async throws { try await sendEmpty(.revokeToken(id)) }
    public func notificationPreferences() async throws -> [NotificationPreference] { try await send(.notificationPreferences) }
    @discardableResult
    public func setNotificationPreferences(_ preferences: [NotificationPreference]) async throws -> [NotificationPreference] {
        try await send(.updateNotificationPreferences, body: preferences)
    }
    /// Whether notification mail comes one by one or as a daily digest, and whether the server mails at all.
    public func notificationMail() async throws -> NotificationMailSettings { try await send(.notificationMail) }
    @discardableResult
    public func setNotificationMail(digest: Bool) async throws -> NotificationMailSettings {
        try await send(.updateNotificationMail, body: NotificationMailSettings(digest: digest))
    }

    // MARK: friends, invitations, circles

    public func unfriend(_ user: UUID) async throws { try await sendEmpty(.unfriend(user)) }
    public func declineFriendRequest(_ id: UUID) async throws { try await sendEmpty(.declineFriendRequest(id)) }
    public func cancelFriendRequest(_ id: UUID) async throws { try await sendEmpty(.cancelFriendRequest(id)) }
    public func invitations() async throws -> [Invitation] { try await send(.invitations) }
    /// A link to send to someone not on Satchel yet (`url` is only in this answer). With `email`,
    /// the server also mails it there (`mailQueued`); a `SatchelError` 422 when it cannot mail
    /// that address or has no mail set up, 429 after too many invitation mails today.
    public func createInvitation(email: String? = nil) async throws -> Invitation {
        try await send(.createInvitation, body: email == nil ? nil : NewInvitation(email: email))
    }
    public func revokeInvitation(_ id: UUID) async throws { try await sendEmpty(.revokeInvitation(id)) }
    public func circles() async throws -> [Circle] { try await send(.circles) }
    public func createCircle(_ draft: CircleDraft) async throws -> Circle { try await send(.createCircle, body: draft) }
    public func circle(_ id: UUID) async throws -> Circle { try await send(.circle(id)) }
    /// `editing`: the `version` of the copy the change was made from (412 if it moved on).
    public func updateCircle(_ id: UUID, _ update: CircleUpdate, editing version: Int? = nil) async throws -> Circle {
        try await send(.updateCircle(id), body: update, version: version)
    }
    public func deleteCircle(_ id: UUID, editing version: Int? = nil) async throws { try await sendEmpty(.deleteCircle(id), version: version) }
    @discardableResult
    public func addToCircle(_ circle: UUID, user: UUID) async throws -> Circle { try await send(.addCircleMember(circle: circle, user: user)) }
    @discardableResult
    public func removeFromCircle(_ circle: UUID, user: UUID) async throws -> Circle { try await send(.removeCircleMember(circle: circle, user: user)) }

    // MARK: notifications and places

    @discardableResult
    public func markNotificationRead(_ id: UUID) async throws -> NotificationItem { try await send(.markNotificationRead(id)) }
    public func deleteNotification(_ id: UUID) async throws { try await sendEmpty(.deleteNotification(id)) }

    /// Places by name (cities, addresses the server knows), nearest to `near` first.
    public func searchPlaces(_ text: String, near: GeoPoint? = nil, limit: Int = 10) async throws -> [PlaceSuggestion] {
        var query = [("q", text), ("limit", "\(limit)")]
        if let near { query.append(("near", "\(near.latitude),\(near.longitude)")) }
        return try await send(.searchPlaces, query: query)
    }

    /// What a spot is called ("near Kungsträdgården, Stockholm"), for a point chosen on a map.
    public func namePlace(at point: GeoPoint) async throws -> PlaceName {
        try await send(.namePlace, query: [("lat", "\(point.latitude)"), ("lon", "\(point.longitude)")])
    }

    // MARK: push devices

    /// Registers this phone's APNs device token (from `didRegisterForRemoteNotificationsWithDeviceToken`,
    /// as hex), so the user's notifications are pushed to the app.
    @discardableResult
    public func registerForPush(apnsToken: Data, deviceName: String? = nil) async throws -> PushDeviceInfo {
        try await send(.addAPNsDevice, body: APNsDeviceInput(token: apnsToken.map { String(format: "%02x", $0) }.joined(), deviceName: deviceName))
    }

    /// A browser's Web Push subscription (for a web view or a Mac app using Web Push).
    @discardableResult
    public func addWebPushSubscription(_ subscription: WebPushSubscriptionInput) async throws -> PushDeviceInfo {
        try await send(.addWebPushSubscription, body: subscription)
    }

    /// The server's VAPID public key, to subscribe a browser with.
    public func vapidKey() async throws -> VAPIDKey { try await send(.vapidKey) }
    public func pushDevices() async throws -> [PushDeviceInfo] { try await send(.pushDevices) }
    public func removePushDevice(_ id: UUID) async throws { try await sendEmpty(.removePushDevice(id)) }
}
