import Fluent
import SatchelCore
import SQLKit
import Vapor

/// Spots: reminders at a time, at a place, or both.
public struct SpotsModule: SatchelModule {
    public init() {}

    public let name = "spots"

    public var migrations: [any Migration] {
        [
            CreateSpots(), // reminders, lists, position trackers, calendar subscription secrets
            AddDevicesToPositionTracking(), // catch-up: positions per device (CreateSpots was edited)
            AddSnoozeToReminders(), // snoozing an alert, and pushed alerts' buttons
            AddVersionToReminders(), // a version per reminder, for ETag and If-Match
            AddVersionToReminderLists(), // a version per reminder list, for ETag and If-Match
            AddPlacesAndWindowsToReminders(), // issue 42: several places per reminder, time windows
            CreateErrandPlaces(), // issue 42: shops and amenities from OpenStreetMap, for "any pharmacy"
            AddErrandTargetsToReminders(), // issue 42: reminders at any place of a kind or brand
            CanonicalizeStoredTimeZones<ReminderRecord>(), // reminders' old zone names to current ones
        ]
    }

    public func configure(_ app: Application) {
        for kind in SpotsNotification.all {
            app.satchel.notificationKinds.register(kind, mail: kind == SpotsNotification.due ? .withoutPush : .off)
        }
        app.satchel.shell.register(SpotsTab.tab)
        app.satchel.shell.registerHead("spots.positions") { SpotsPages.positionsMeta() }
        app.satchel.shell.registerToday(order: 20) { req in try await SpotsPages.today(req) }
        app.satchel.placeSources.register { viewer, query, near, limit, context in
            try await SavedPlaces.search(viewer: viewer, query: query, near: near, limit: limit, context: context)
        }
        // Shops and amenities imported for "any pharmacy" are places to choose too.
        app.satchel.placeSources.register { _, query, near, limit, context in
            try await context.errandPlaces.suggestions(query, near: near, limit: limit)
        }
        app.satchel.placeSources.registerNearby { _, point, metres, context in
            try await context.errandPlaces.places(near: point, within: metres)
        }
        app.satchel.exportHooks.register("spots") { user, context in try await SpotsExport.make(user: user, context: context) }
        // An alert can be acted on where it is seen: its inbox row and its pushed notification.
        app.satchel.shell.registerNotificationActions(kinds: SpotsNotification.all) { item, ctx in
            AlertButtons.inbox(item, ctx)
        }
        app.satchel.shell.registerNotificationIcon(kind: SpotsNotification.due, .alarm)
        app.satchel.shell.registerSettledNotifications { items, user, context in
            try await SpotsNotification.settled(items, owner: user, context: context)
        }
        app.satchel.pushActions.register { message, context in try await AlertButtons.push(message, context: context) }
    }

    public func registerAPI(_ routes: AppRoutes, app: Application) {
        SpotsAPI().register(routes)
    }

    public func registerWeb(_ routes: AppRoutes, app: Application) {
        SpotsWeb().register(routes)
    }

    /// Due reminders; the trackers of devices silent past `PositionService.forgetDevice` removed.
    public func runJobs(_ context: SatchelContext) async throws {
        try await ReminderScheduler.runOnce(context)
        try await Housekeeping.delete(from: PositionTrackerRecord.schema, where: "fix_at < \(bind: context.now - PositionService.forgetDevice)",
                                      context.sql)
    }

    public func seedDemo(_ demo: DemoWorld) async throws {
        try await SpotsDemo.seed(demo)
    }
}
