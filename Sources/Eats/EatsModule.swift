import Fluent
import SatchelCore
import Vapor

/// Eats: restaurants near you or near a place you name, their dishes ranked by ratings,
/// reviews, photos and nutrition.
public struct EatsModule: SatchelModule {
    public init() {}

    public let name = "eats"

    public var migrations: [any Migration] {
        [
            CreateRestaurants(), // restaurants, cafés, fast food, pubs and bars
            // A catch-up that CreateDishes needs first: the one place a migration is not appended.
            AddNameKeyToRestaurants(), // catch-up: names folded for search (CreateRestaurants was edited)
            CreateDishes(), // dishes, ratings, reviews, votes, photos, reports; the nearby index
            AddRestaurantDeletions(), // catch-up: what changed, for the nearby index (CreateDishes was edited)
            AddResolutionToEatsReports(), // reports settled by an administrator: when, by whom, how
            CreateFactSuggestions(), // people's fixes to a place's facts, reviewed by its contributor or a moderator
            CreateEatPolls(), // "Where shall we eat?": polls, their people, candidate places and yes votes
            CanonicalizeStoredTimeZones<RestaurantRecord>(), // places' old zone names to current ones
        ]
    }

    public func configure(_ app: Application) {
        app.satchel.shell.register(EatsTab.tab)
        for kind in EatPollNotification.all { app.satchel.notificationKinds.register(kind, mail: .on) }
        app.setPart(NearbyIndex(registry: app.satchel.cacheRegistry))
        let means = CuisineMeans()
        app.setPart(means)
        app.satchel.cacheRegistry.register(means)
        // Restaurants join place search (Spots' place picker, Eats' "near a place").
        app.satchel.placeSources.register { _, query, near, limit, context in
            try await context.restaurants.suggestions(query, near: near, limit: limit)
        }
        app.satchel.placeSources.registerNearby { viewer, point, metres, context in
            try await context.restaurantSearch.places(near: point, within: metres, viewer: viewer)
        }
        // Dish photos are for everyone signed in, unless hidden after reports.
        app.satchel.mediaAccess.register(Contributions.photoPurpose) { viewer, item, context in
            guard let viewer else { return false }
            guard let photo = try await context.eatsStore.photo(media: item.requireID()) else { return false }
            return EatsRules.isVisible(photo, to: viewer)
        }
        for kind in [FactSuggestions.accepted, FactSuggestions.refused] { app.satchel.notificationKinds.register(kind, mail: .off) }
        app.satchel.accountDeletionHooks.register { user, context in try await context.contributions.removeUser(user) }
        app.satchel.exportHooks.register("eats") { user, context in try await EatsExport.make(user: user, context: context) }
    }

    public func registerAPI(_ routes: AppRoutes, app: Application) {
        EatsAPI(uploadLimit: app.satchel.settings.maxUploadBytes + 64 * 1024).register(routes)
        ReportQueueAPI().register(routes)
        EatPollsAPI().register(routes)
        FactSuggestionsAPI().register(routes)
    }

    public func registerWeb(_ routes: AppRoutes, app: Application) {
        for path in EatsWeb.photoForms { PhotoForm.register(app, path) }
        EatsWeb().register(routes)
        SuggestionWeb().register(routes)
        ReportQueueWeb().register(routes)
        EatPollsWeb().register(routes)
    }

    /// Loads the nearby index soon after start (and catches up later); forgets old deletions;
    /// decides the polls whose deadline passed, with nobody looking.
    public func runJobs(_ context: SatchelContext) async throws {
        await context.nearbyIndex?.prepare(context)
        try await RestaurantDeletion.purge(context: context)
        try await context.eatPolls.closeDue()
    }

    public func seedDemo(_ demo: DemoWorld) async throws {
        try await EatsDemo.seed(demo)
    }

}
