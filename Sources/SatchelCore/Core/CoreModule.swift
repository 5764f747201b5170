import Fluent
import Vapor

/// Accounts, friends, circles, notifications and media: what every app stands on.
public struct CoreModule: SatchelModule {
    public init() {}

    public let name = "core"

    public var migrations: [any Migration] {
        [
            CreateUser(),               // accounts
            CreateAuthToken(),          // web sessions and API tokens
            CreateSignInThrottle(),     // password-guessing brake
            CreateFriendship(),         // friend requests and friends
            CreateInvitation(),         // invitation links
            CreateCircle(),             // circles and members
            CreateNotification(),       // inbox, preferences, push outbox
            IndexNotificationsByUser(), // newest-first inbox reads
            CreateMedia(),              // uploaded images
            AddPayloadToInvitation(),   // invitations that also share something
            CreateIdempotencyKeys(),    // answers kept for replayed writes (Idempotency-Key)
            CreatePushDevices(),        // Web Push subscriptions, APNs devices, the VAPID key
            AddTimeZoneToUser(),        // times shown in each person's own zone
            AddSessionToPushDevices(),  // catch-up: push devices belong to a session (CreatePushDevices was edited)
            IndexWhatHousekeepingRemoves(), // ages that housekeeping deletes by
            IndexFriendshipsByPerson(), // a person's friends without scanning every friendship
            IndexNotificationsByReadState(), // the unread badge without reading everyone's unread
            CreatePeopleSearchWords(),  // people found by word starts through an index
            IndexAuthTokensByPerson(),  // a person's sessions without reading everyone's
            AddVersionToCircles(),      // a version per circle, for ETag and If-Match
            AddVersionToUsers(),        // a version per profile, for ETag and If-Match
            CreateMailOutbox(),         // mail waiting for the SMTP server
            CreateAccountLinks(),       // password-reset and address-confirmation links
            AddEmailVerificationToUsers(), // confirmed addresses, and whether one was changed
            AddEmailToNotificationPreferences(), // notifications mailed, per kind
            CreateMailDigests(),        // the daily digest: who chose it, what waits for it
            CreateAdminAuditLog(),      // every administrator action, never edited
            CreateSessionPasswordChecks(), // the password asked again before sensitive administration
            CreateAccountLocks(),       // accounts an administrator locked
            CreateInstanceSettings(),   // who may join, sign-ups waiting for approval, the first administrator
            CanonicalizeStoredTimeZones<User>(), // people's old zone names (Asia/Calcutta) to current ones
        ]
    }

    /// Push channels: Web Push always, APNs when its key is configured.
    public func configure(_ app: Application) {
        let tiles = MapTiles(dataDirectory: app.satchel.settings.dataDirectory)
        app.setPart(tiles)
        app.lifecycle.use(MapTilesShutdown(tiles: tiles))
        let sender = HTTPClientPushSender(client: app.http.client.shared)
        app.satchel.push.register(WebPushChannel(sender: sender))
        do {
            if let apns = try APNsConfiguration.fromEnvironment(app.satchel.settings.environment) {
                app.satchel.push.register(APNsChannel(configuration: apns, sender: sender))
            }
        } catch {
            app.logger.error("APNs is not set up: the key in SATCHEL_APNS_KEY_FILE cannot be read (\(error))")
        }
    }

    public func registerAPI(_ routes: AppRoutes, app: Application) {
        AccountsAPI(uploadLimit: app.satchel.settings.maxUploadBytes + 64 * 1024).register(routes)
        FriendsAPI().register(routes)
        NotificationsAPI().register(routes)
        PushDevicesAPI().register(routes)
        PlacesAPI().register(routes)
        AdminAPI().register(routes)
        InstanceAPI().register(routes)
    }

    public func registerWeb(_ routes: AppRoutes, app: Application) {
        MediaRoutes().register(routes)
        for path in ProfileWeb.photoForms { PhotoForm.register(app, path) }
        CoreWeb().register(routes)
        MapWeb().register(routes)
        AdminWeb().register(routes)
        SetupWeb().register(routes)
    }

    public func seedDemo(_ demo: DemoWorld) async throws {
        try await CoreDemo.seed(demo)
    }
}

extension CoreModule {
    public static let demoPassword = CoreDemo.password

    /// The demo world's people, or nil when the database already has accounts.
    public static func demoPeople(context: SatchelContext) async throws -> [User]? {
        try await CoreDemo.createPeople(context: context)
    }
}
