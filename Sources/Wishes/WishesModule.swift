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
            CreateFunding(), // funding wishes, donations, ledger, gateway events, feed hides, payout accounts
            CreateProducts(), // the product catalogue for suggestions
        ]
    }

    public func configure(_ app: Application) {
        for kind in WishNotification.all + FundingNotification.all { app.satchel.notificationKinds.register(kind) }
        app.satchel.shell.register(WishesTab.tab)
        app.satchel.shell.register(FundingTab.tab)
        app.setPart(PaymentSetup.gateways(app))
        app.satchel.mediaAccess.register(WishMedia.purpose) { viewer, item, core in
            guard let wishID = item.subjectID, let wish = try await WishRecord.find(wishID, on: core.db) else { return false }
            // A funding wish with a public page shows its photo to anyone (link previews too).
            if try await core.funding.funding(ofWish: wishID)?.publicToken != nil { return true }
            return try await core.wishes.canSee(wish, viewer: viewer)
        }
        app.satchel.exportHooks.register("wishes") { user, core in try await WishesExport.make(user: user, core: core) }
        app.satchel.invitationHooks.register { payload, inviter, newUser, core in
            try await ListInvitation.accepted(payload: payload, inviter: inviter, newUser: newUser, core: core)
        }
    }

    public func registerAPI(_ routes: AppRoutes, app: Application) {
        WishesAPI(uploadLimit: app.satchel.settings.maxUploadBytes + 64 * 1024).register(routes)
        FundingAPI().register(routes, gateways: app.core.paymentGateways)
    }

    public func registerWeb(_ routes: AppRoutes, app: Application) {
        WishesWeb(uploadLimit: app.satchel.settings.maxUploadBytes + 256 * 1024).register(routes)
        FundingWeb().register(routes)
        if let bank = app.part(SimulatedBank.self) { SimBankWeb(bank: bank).register(routes) }
    }

    /// Funding deadlines and refunds, abandoned simulated-bank checkouts, reconciliation.
    public func runJobs(_ core: SatchelContext) async throws {
        try await FundingJobs.runOnce(core)
    }

    public func seedDemo(_ demo: DemoWorld) async throws {
        try await WishesDemo.seed(demo)
        try await FundingDemo.seed(demo)
    }
}
