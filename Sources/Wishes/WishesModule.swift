import Fluent
import SatchelCore
import Vapor

/// Wish lists: wishes, lists, sharing, reservations the owner never sees, the cart, pledges.
public struct WishesModule: SatchelModule {
    public init() {}

    public let name = "wishes"

    public var migrations: [any Migration] {
        [
            CreateWishLists(), // lists, wishes, shares, reservations, pledges, comments
        ]
    }

    public func configure(_ app: Application) {
        for kind in WishNotification.all { NotificationKind.register(kind) }
        Tab.register(WishesTab.tab)
        app.satchel.mediaAccess.register(WishMedia.purpose) { viewer, item, core in
            guard let wishID = item.subjectID, let wish = try await WishRecord.find(wishID, on: core.db) else { return false }
            return try await core.wishes.canSee(wish, viewer: viewer)
        }
        app.satchel.exportHooks.register("wishes") { user, core in try await WishesExport.make(user: user, core: core) }
        app.satchel.invitationHooks.register { payload, inviter, newUser, core in
            try await ListInvitation.accepted(payload: payload, inviter: inviter, newUser: newUser, core: core)
        }
    }

    public func registerAPI(_ routes: any RoutesBuilder, app: Application) {
        WishesAPI(uploadLimit: app.satchel.settings.maxUploadBytes + 64 * 1024).register(routes)
    }

    public func registerWeb(_ routes: any RoutesBuilder, app: Application) {
        WishesWeb(uploadLimit: app.satchel.settings.maxUploadBytes + 256 * 1024).register(routes)
    }

    public func seedDemo(_ demo: DemoWorld) async throws {
        try await WishesDemo.seed(demo)
    }
}
