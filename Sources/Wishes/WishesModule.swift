import Fluent
import SatchelAPI
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
            IndexGivingByPersonAndWish(), // donations by giver, surprises by recipient, comments by wish
            IndexInboxWishesByOwner(), // a person's inbox without walking everyone's
            AddOwnerToFundings(), // friends' funding wishes found by person, not through all their wishes
            AddVersionToWishes(), // a version per wish, for ETag and If-Match
            AddVersionToWishLists(), // a version per wish list, for ETag and If-Match
            CreateRegistryLinks(), // a list's public registry link and the guests' reservations through it
            CreateGiftExchanges(), // Secret Santa: exchanges, members and their draw, exclusions, anonymous questions
            AddVersionToGiftExchanges(), // a version per Secret Santa, for ETag and If-Match
            AddGuestGiftsToFundings(), // guests give through a collection's public link; organisers may require names
            CreateFundingNews(), // an organiser's news to a collection's givers
            AddAmountsHiddenToFundings(), // "show only the progress": amounts hidden from all but givers and organiser
            AddReceivedToWishes(), // when the owner got a wish: it leaves its list for the Received page
            AddEmailToGuestReservations(), // a registry guest's address, to tell them when the wish changes
        ]
    }

    public func configure(_ app: Application) {
        for kind in WishNotification.all + FundingNotification.all + ExchangeNotification.all {
            let mailed = (WishNotification.mailedByDefault + FundingNotification.mailedByDefault + ExchangeNotification.mailedByDefault).contains(kind)
            app.satchel.notificationKinds.register(kind, mail: mailed ? .on : .off)
        }
        app.satchel.shell.register(WishesTab.tab)
        app.satchel.shell.register(FundingTab.tab)
        app.setPart(PaymentSetup.gateways(app))
        // The administration's instance page: a real gateway is set up, or only the simulated bank.
        app.satchel.instanceChecks.register { context in
            let gateways = context.paymentGateways
            let real = gateways.all.keys.filter { $0 != "simbank" }.sorted()
            return InstanceService(name: "payments", configured: gateways.active.name != "simbank",
                                   detail: "active: \(gateways.active.name)" + (real.isEmpty ? " (simulated, no real money)" : "; available: \(real.joined(separator: ", "))"))
        }
        app.satchel.mediaAccess.register(WishMedia.purpose) { viewer, item, context in
            guard let wishID = item.subjectID, let wish = try await context.wishesStore.wish(wishID) else { return false }
            // A funding wish with a public page shows its photo to anyone (link previews too).
            if try await context.funding.funding(ofWish: wishID)?.publicToken != nil { return true }
            // A wish on a list with a public registry link shows its photo to anyone with the link.
            if let list = wish.listID, try await context.wishesStore.publicLink(list: list) != nil { return true }
            return try await context.wishes.canSee(wish, viewer: viewer)
        }
        app.satchel.accountDeletionHooks.register { user, context in try await context.exchanges.accountDeleted(user) }
        app.satchel.exportHooks.register("wishes") { user, context in try await WishesExport.make(user: user, context: context) }
        app.satchel.invitationHooks.register { payload, inviter, newUser, context in
            try await ListInvitation.accepted(payload: payload, inviter: inviter, newUser: newUser, context: context)
        }
        app.satchel.invitationHooks.registerDescriber { payload, inviter, context, localizer in
            try await ListInvitation.describe(payload: payload, inviter: inviter, context: context, localizer: localizer)
        }
    }

    public func registerAPI(_ routes: AppRoutes, app: Application) {
        WishesAPI(uploadLimit: app.satchel.settings.maxUploadBytes + 64 * 1024).register(routes)
        FundingAPI().register(routes, gateways: app.context.paymentGateways)
        RegistryAPI().register(routes)
        ExchangesAPI().register(routes)
        ReceivedAPI().register(routes)
    }

    public func registerWeb(_ routes: AppRoutes, app: Application) {
        for path in WishesWeb.photoForms { PhotoForm.register(app, path) }
        WishesWeb().register(routes)
        FundingWeb().register(routes)
        RegistryWeb().register(routes)
        ReceivedWeb().register(routes)
        ExchangesWeb().register(routes)
        if let bank = app.part(SimulatedBank.self) { SimBankWeb(bank: bank).register(routes) }
    }

    /// Funding deadlines and refunds, abandoned simulated-bank checkouts, reconciliation.
    public func runJobs(_ context: SatchelContext) async throws {
        try await FundingJobs.runOnce(context)
    }

    public func seedDemo(_ demo: DemoWorld) async throws {
        try await WishesDemo.seed(demo)
        try await FundingDemo.seed(demo)
    }

}
