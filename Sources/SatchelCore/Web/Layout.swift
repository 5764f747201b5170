import NIOConcurrencyHelpers
import SatchelAPI
import Vapor

/// A tab of the shell. A phone's bottom bar shows the platform's five (Home, Apps, Friends,
/// Inbox, Me: labels stay whole at 360 px); a wide screen's side bar shows every app instead
/// of Apps. Each app adds its own with `register` (docs/ARCHITECTURE.md, "The shell").
public struct Tab: Sendable, Equatable {
    /// Also names the label, `tab.<id>` in the catalogue, and an app's line on the Apps page, `apps.about.<id>`.
    public let id: String
    public let path: String
    public let icon: Icon
    /// Where it stands in the bar, ascending.
    public let order: Int

    public init(id: String, path: String, icon: Icon, order: Int) {
        self.id = id
        self.path = path
        self.icon = icon
        self.order = order
    }

    public static let home = Tab(id: "home", path: CorePath.home.path, icon: .home, order: 0)
    /// Every app in a grid: on phones, where the bar has no room for them.
    public static let apps = Tab(id: "apps", path: CorePath.apps.path, icon: .apps, order: 5)
    public static let friends = Tab(id: "friends", path: CorePath.friends.path, icon: .friends, order: 80)
    public static let notifications = Tab(id: "notifications", path: CorePath.notifications.path, icon: .inbox, order: 90)
    public static let me = Tab(id: "me", path: CorePath.profile.path, icon: .me, order: 100)

    static let platform = [home, apps, friends, notifications, me]
}

/// What can be done about a notification on its inbox row: one primary action in sight, the
/// rest in the row's menu (a phone row stays one line of buttons, not six).
public struct NotificationActions {
    public var primary: HTMLNode
    public var menu: [HTMLNode]

    public init(primary: HTMLNode, menu: [HTMLNode]) {
        self.primary = primary
        self.menu = menu
    }
}

/// What apps add to the page shell: their tabs, and tags in the head of every signed-in page
/// (Spots: where position reports go). One per app in a process.
public final class ShellParts: Sendable {
    private let apps = NIOLockedValueBox<[Tab]>([])
    private let headTags = NIOLockedValueBox<[String: @Sendable () -> HTMLNode]>([:])
    private let today = NIOLockedValueBox<[(order: Int, items: TodayItems)]>([])
    private let notificationActions = NIOLockedValueBox<[String: @Sendable (NotificationItem, PageContext) -> NotificationActions]>([:])
    private let settledNotifications = NIOLockedValueBox<[SettledNotifications]>([])
    private let notificationIcons = NIOLockedValueBox<[String: Icon]>([:])
    /// The tab bar as rendered, per language and current tab: it changes only when an app registers a tab.
    private let renderedTabBars = NIOLockedValueBox<[String: Layout.RenderedTabBar]>([:])

    public init() {}

    /// The platform's tabs and the apps', in bar order.
    public var allTabs: [Tab] { (Tab.platform + appTabs).sorted { $0.order < $1.order } }

    /// The apps' own tabs, in bar order.
    public var appTabs: [Tab] { apps.withLockedValue { $0 }.sorted { $0.order < $1.order } }

    /// Adds an app's tab (once per id).
    public func register(_ tab: Tab) {
        apps.withLockedValue { apps in if !apps.contains(where: { $0.id == tab.id }) { apps.append(tab) } }
        renderedTabBars.withLockedValue { $0.removeAll() }
    }

    func renderedTabBar(_ key: String, render: () -> Layout.RenderedTabBar) -> Layout.RenderedTabBar {
        if let bar = renderedTabBars.withLockedValue({ $0[key] }) { return bar }
        let bar = render()
        renderedTabBars.withLockedValue { $0[key] = bar }
        return bar
    }

    func isApp(_ tab: Tab) -> Bool { apps.withLockedValue { $0 }.contains(tab) }

    /// The tab a notification belongs to, by its kind's first part (`spots.due` is Spots'); app.js
    /// picks a live row's icon by the same rule.
    func tab(forNotificationKind kind: String) -> Tab {
        let app = kind.split(separator: ".").first.map(String.init) ?? ""
        if let tab = appTabs.first(where: { $0.id == app }) { return tab }
        return app == "friend" || app == "invitation" ? .friends : .notifications
    }

    /// A kind's own icon on its inbox row (Spots' due alert: an alarm clock), drawn, never an
    /// emoji; without one, its tab's.
    public func registerNotificationIcon(kind: String, _ icon: Icon) {
        notificationIcons.withLockedValue { $0[kind] = icon }
    }

    func icon(forNotificationKind kind: String) -> Icon {
        notificationIcons.withLockedValue { $0[kind] } ?? tab(forNotificationKind: kind).icon
    }

    /// Buttons an app puts on its notifications in the inbox (Spots: Done, and the snoozes in
    /// the row's menu), per kind.
    public func registerNotificationActions(kinds: [String], _ make: @escaping @Sendable (NotificationItem, PageContext) -> NotificationActions) {
        notificationActions.withLockedValue { all in for kind in kinds { all[kind] = make } }
    }

    func actions(for item: NotificationItem, _ ctx: PageContext) -> NotificationActions? {
        notificationActions.withLockedValue { $0[item.kind] }.map { $0(item, ctx) }
    }

    /// Which of a person's notifications are about something that is over (a reminder checked
    /// off or deleted): their rows keep no actions. Each app answers for its own kinds.
    public typealias SettledNotifications = @Sendable ([NotificationItem], _ user: UUID, SatchelContext) async throws -> Set<UUID>

    public func registerSettledNotifications(_ settled: @escaping SettledNotifications) {
        settledNotifications.withLockedValue { $0.append(settled) }
    }

    public func settled(_ items: [NotificationItem], user: UUID, context: SatchelContext) async throws -> Set<UUID> {
        var all: Set<UUID> = []
        for settled in settledNotifications.withLockedValue({ $0 }) { all.formUnion(try await settled(items, user, context)) }
        return all
    }

    /// One entry per `key`.
    public func registerHead(_ key: String, _ node: @escaping @Sendable () -> HTMLNode) {
        headTags.withLockedValue { $0[key] = node }
    }

    /// What an app puts under "Today" on the home page (Spots: reminders due today), in `order`.
    public func registerToday(order: Int, _ items: @escaping TodayItems) {
        today.withLockedValue { $0.append((order, items)) }
    }

    var todayProviders: [TodayItems] { today.withLockedValue { $0 }.sorted { $0.order < $1.order }.map(\.items) }

    var head: [HTMLNode] { headTags.withLockedValue { $0 }.sorted { $0.key < $1.key }.map { $0.value() } }
}

/// The page shell around every page's content.
public enum Layout {
    public static func document(title: String, tab: Tab?, ctx: PageContext, content: [HTMLNode], head extra: [HTMLNode] = []) -> String {
        let localizer = ctx.localizer
        let head: [HTMLNode] = [
            void("meta", [Attr("charset", "utf-8")]),
            void("meta", [.name("viewport"), Attr("content", "width=device-width, initial-scale=1, viewport-fit=cover")]),
            element("title", [], text(title + " · " + localizer.t("app.name"))),
            void("meta", [.name("theme-color"), Attr("content", "#1d4ed8")]),
            void("meta", [.name("csrf-token"), Attr("content", ctx.csrf)]),
            void("link", [Attr("rel", "stylesheet"), .href("/static/app.css")]),
            void("link", [Attr("rel", "manifest"), .href("/manifest.webmanifest")]),
            void("link", [Attr("rel", "icon"), .href("/static/icon.svg"), .type("image/svg+xml")]),
            void("link", [Attr("rel", "apple-touch-icon"), .href("/static/icon-192.png")]),
            element("script", [Attr("src", "/static/app.js"), .flag("defer")]),
            element("script", [Attr("src", "/static/map.js"), .flag("defer")]),
        ] + (ctx.viewer != nil ? ctx.shell.head : []) + extra
        var body: [HTMLNode] = [
            element("a", [.cls("skip-link"), .href("#main")], text(localizer.t("shell.skip"))),
            header(ctx, current: tab),
        ]
        if ctx.viewer != nil { body.append(tabs(ctx, current: tab)) }
        var main: [HTMLNode] = []
        if let notice = ctx.notice {
            main.append(element("p", [.cls("notice"), Attr("role", "status")], text(notice)))
        }
        main += content
        body.append(element("main", [.id("main"), Attr("tabindex", "-1")], main))
        // What the page's scripts need to show a time as the server does.
        let html = element("html", [Attr("lang", localizer.language), .data("locale", localizer.languageTag), .data("time-zone", localizer.timeZoneName),
                                      .data("date-time", localizer.t("format.date_time"))],
                      element("head", [], head),
                      element("body", bodyAttributes(ctx), body))
        return "<!DOCTYPE html>" + html.render()
    }

    /// Whether someone is signed in, and who: the offline reader keeps each person's unsent
    /// changes and kept books apart on a browser that several people use (app.js, sw.js).
    static func bodyAttributes(_ ctx: PageContext) -> [Attr] {
        guard let viewer = ctx.viewer else { return [.data("signed-in", "false")] }
        return [.data("signed-in", "true"), .data("account", viewer.user.id.uuidString.lowercased())]
    }

    static func header(_ ctx: PageContext, current: Tab?) -> HTMLNode {
        let localizer = ctx.localizer
        var right: [HTMLNode] = []
        if let viewer = ctx.viewer {
            right.append(element("span", [.cls("who")], text(viewer.user.displayName)))
            // A link to a confirmation, not a one-tap form beside the name: easy to hit by mistake.
            let here = ctx.path.addingPercentEncoding(withAllowedCharacters: .urlQueryValueAllowed) ?? "/"
            right.append(element("a", [.href(CorePath.signOut.path + "?next=" + here), .cls("sign-out")], text(localizer.t("shell.sign_out"))))
        } else {
            right.append(element("a", [.href(CorePath.signIn.path)], text(localizer.t("sign_in.title"))))
            right.append(element("a", [.href(CorePath.signUp.path)], text(localizer.t("sign_up.title"))))
        }
        // Inside an app, its name stays in view beside the brand (the bar shows only "Apps" on phones).
        var brand: [HTMLNode] = [element("a", [.cls("brand"), .href(CorePath.home.path)], text(localizer.t("app.name")))]
        if let current, ctx.shell.isApp(current) {
            brand.append(element("a", [.cls("app-crumb"), .href(current.path)], current.icon.node(), element("span", [], text(localizer.t("tab.\(current.id)")))))
        }
        return element("header", [.cls("topbar")],
                  element("div", [.cls("topbar-where")], brand),
                  element("div", [.cls("topbar-actions")], right))
    }

    /// The tab bar around its unread badge, the one part that changes from request to request.
    struct RenderedTabBar: Sendable {
        let beforeBadge: String
        let afterBadge: String
    }

    static func tabs(_ ctx: PageContext, current: Tab?) -> HTMLNode {
        let bar = ctx.shell.renderedTabBar("\(ctx.localizer.languageTag)|\(current?.id ?? "")") {
            let marker = "\u{0}badge\u{0}"
            let html = tabBar(ctx, current: current, badge: .raw(marker)).render()
            let parts = html.components(separatedBy: marker)
            return RenderedTabBar(beforeBadge: parts[0], afterBadge: parts.count > 1 ? parts[1] : "")
        }
        return group([.raw(bar.beforeBadge), unreadBadge(ctx), .raw(bar.afterBadge)])
    }

    static func unreadBadge(_ ctx: PageContext) -> HTMLNode {
        element("span", [.id("unread-badge"), .cls("badge"), .data("count", "\(ctx.unread)"),
                         .aria("label", ctx.localizer.t("shell.unread", ["count": "\(ctx.unread)"])),
                         .flag("hidden", ctx.unread == 0)],
                text("\(ctx.unread)"))
    }

    private static func tabBar(_ ctx: PageContext, current: Tab?, badge: HTMLNode) -> HTMLNode {
        let localizer = ctx.localizer
        let inApp = current.map(ctx.shell.isApp) ?? false
        let items: [HTMLNode] = ctx.shell.allTabs.map { tab in
            var children: [HTMLNode] = [
                tab.icon.node(class: "tab-icon"),
                element("span", [.cls("tab-label")], text(localizer.t("tab.\(tab.id)"))),
            ]
            if tab == .notifications { children.append(badge) }
            let cls = ctx.shell.isApp(tab) ? "tab tab-app" : tab == .apps ? "tab tab-apps" : "tab"
            // On a phone the Apps tab stands for whichever app is open.
            let currentAttr: Attr = tab == current ? .aria("current", "page") : (tab == .apps && inApp) ? .aria("current", "true") : .flag("", false)
            return element("a", [.href(tab.path), .cls(cls), currentAttr], children)
        }
        return element("nav", [.cls("tabs"), .aria("label", localizer.t("shell.navigation"))], items)
    }

    public static func csrfField(_ ctx: PageContext) -> HTMLNode {
        void("input", [.type("hidden"), .name("_csrf"), .value(ctx.csrf)])
    }
}
