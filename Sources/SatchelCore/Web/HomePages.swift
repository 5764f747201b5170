import SatchelAPI
import Vapor

/// One line under "Today" on the home page, from any app.
public struct TodayItem: Sendable {
    public let icon: Icon
    public let text: String
    /// When, or why now ("Overdue · 09:00").
    public let detail: String?
    public let href: String

    public init(icon: Icon, text: String, detail: String?, href: String) {
        self.icon = icon
        self.text = text
        self.detail = detail
        self.href = href
    }
}

/// An app's lines for today, for the person signed in on `Request`.
public typealias TodayItems = @Sendable (Request) async throws -> [TodayItem]

/// Home: what needs the person today, from every app, then their newest notifications.
enum HomePage: PageView {
    struct Model: Sendable {
        /// Whom the greeting names.
        var name: String
        /// How many friend requests wait for an answer.
        var incomingRequests: Int
        var today: [TodayItem]
        /// The newest notifications.
        var recent: [NotificationItem]
        /// Recent rows about something that is over: no actions.
        var settled: Set<UUID> = []
    }

    static func render(_ req: Request) async throws -> Response {
        let viewer = try req.requireViewer()
        let requests = try await req.context.friends.requests(of: viewer.user)
        let recent = try await req.context.notifications.page(user: viewer.id, cursor: nil, limit: 5, localizer: req.localizer).items
        var today: [TodayItem] = []
        for provider in req.context.services.shell.todayProviders { today += try await provider(req) }
        let settled = try await req.context.services.shell.settled(recent, user: viewer.id, context: req.context)
        return try await req.page(Self.self, Model(name: viewer.user.displayName, incomingRequests: requests.incoming.count,
                                                   today: today, recent: recent, settled: settled))
    }

    static let tab: Tab? = .home

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("tab.home") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            element("h1", [], text(localizer.t("home.greeting", ["name": m.name]))),
            m.incomingRequests == 0 ? group([]) :
                element("p", [.cls("notice")], element("a", [.href(CorePath.friends.path)],
                    text(localizer.t("home.requests", ["count": localizer.number(m.incomingRequests)])))),
            element("section", [.aria("labelledby", "h-today")],
               element("h2", [.id("h-today")], text(localizer.t("home.today"))),
               element("ul", [.cls("list today")], m.today.isEmpty ? [element("li", [.cls("muted")], text(localizer.t("home.today_none")))] :
                    m.today.map(row))),
            element("section", [.aria("labelledby", "h-recent")],
               element("h2", [.id("h-recent")], text(localizer.t("home.recent"))),
               element("ul", [.cls("list")], m.recent.isEmpty ? [element("li", [.cls("muted")], text(localizer.t("notifications.none")))] :
                    m.recent.map { NotificationsPage.row(ctx, $0, actionable: !m.settled.contains($0.id)) })),
            element("section", [.aria("labelledby", "h-apps")],
               element("h2", [.id("h-apps")], text(localizer.t("home.apps"))),
               AppsPage.grid(ctx)),
        ]
    }

    static func row(_ item: TodayItem) -> HTMLNode {
        element("li", [.cls("row")],
           item.icon.node(class: "row-icon"),
           element("div", [.cls("grow")],
              element("a", [.href(item.href)], text(item.text)),
              item.detail.map { element("p", [.cls("muted")], text($0)) } ?? group([])))
    }
}

/// Every app, as a grid: the phone's way to an app its bar has no room for.
enum AppsPage: PageView {
    /// Nothing to load: the apps are the shell's.
    struct Model: Sendable {}

    static func render(_ req: Request) async throws -> Response {
        try await req.page(Self.self, Model())
    }

    static let tab: Tab? = .apps

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("apps.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        [element("h1", [], text(ctx.localizer.t("apps.title"))),
         element("p", [.cls("muted")], text(ctx.localizer.t("apps.intro"))),
         grid(ctx)]
    }

    static func grid(_ ctx: PageContext) -> HTMLNode {
        element("ul", [.cls("app-grid")], ctx.shell.appTabs.map { tab in
            element("li", [],
               element("a", [.href(tab.path), .cls("app-card")],
                  tab.icon.node(class: "app-icon"),
                  element("span", [.cls("app-name")], text(ctx.localizer.t("tab.\(tab.id)"))),
                  element("span", [.cls("app-about")], text(ctx.localizer.t("apps.about.\(tab.id)")))))
        })
    }
}
