import NIOConcurrencyHelpers
import Plot

/// A tab of the shell: a bottom bar on phones, a side bar on wide screens. The platform
/// has Home, Friends, Inbox and Me; each app adds its own with `register`.
public struct Tab: Sendable, Equatable {
    /// Also names the label, `tab.<id>` in the catalogue.
    public let id: String
    public let path: String
    public let icon: String
    /// Where it stands in the bar, ascending.
    public let order: Int

    public init(id: String, path: String, icon: String, order: Int) {
        self.id = id
        self.path = path
        self.icon = icon
        self.order = order
    }

    public static let home = Tab(id: "home", path: "/", icon: "⌂", order: 0)
    public static let friends = Tab(id: "friends", path: "/friends", icon: "☺", order: 80)
    public static let notifications = Tab(id: "notifications", path: "/notifications", icon: "✉", order: 90)
    public static let me = Tab(id: "me", path: "/profile", icon: "☰", order: 100)

    static let platform = [home, friends, notifications, me]
}

/// What apps add to the page shell: their tabs, and tags in the head of every signed-in page
/// (Spots: where position reports go). One per app in a process.
public final class ShellParts: Sendable {
    private let tabs = NIOLockedValueBox<[Tab]>(Tab.platform)
    private let headTags = NIOLockedValueBox<[String: @Sendable () -> HTMLNode]>([:])

    public init() {}

    public var allTabs: [Tab] { tabs.withLockedValue { $0 }.sorted { $0.order < $1.order } }

    public func register(_ tab: Tab) {
        tabs.withLockedValue { tabs in if !tabs.contains(where: { $0.id == tab.id }) { tabs.append(tab) } }
    }

    /// One entry per `key`.
    public func registerHead(_ key: String, _ node: @escaping @Sendable () -> HTMLNode) {
        headTags.withLockedValue { $0[key] = node }
    }

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
        ] + (ctx.viewer != nil ? ctx.shell.head : []) + extra
        var body: [HTMLNode] = [
            element("a", [.cls("skip-link"), .href("#main")], text(localizer.t("shell.skip"))),
            header(ctx),
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
                      element("body", [.data("signed-in", ctx.viewer == nil ? "false" : "true")], body))
        return "<!DOCTYPE html>" + html.render()
    }

    static func header(_ ctx: PageContext) -> HTMLNode {
        let localizer = ctx.localizer
        var right: [HTMLNode] = []
        if let viewer = ctx.viewer {
            right.append(element("span", [.cls("who")], text(viewer.user.displayName)))
            right.append(element("form", [Attr("method", "post"), Attr("action", "/sign-out"), .cls("inline")],
                            csrfField(ctx),
                            element("button", [.type("submit"), .cls("link")], text(localizer.t("shell.sign_out")))))
        } else {
            right.append(element("a", [.href("/sign-in")], text(localizer.t("sign_in.title"))))
            right.append(element("a", [.href("/sign-up")], text(localizer.t("sign_up.title"))))
        }
        return element("header", [.cls("topbar")],
                  element("a", [.cls("brand"), .href("/")], text(localizer.t("app.name"))),
                  element("div", [.cls("topbar-actions")], right))
    }

    static func tabs(_ ctx: PageContext, current: Tab?) -> HTMLNode {
        let localizer = ctx.localizer
        let items: [HTMLNode] = ctx.shell.allTabs.map { tab in
            var children: [HTMLNode] = [
                element("span", [.cls("tab-icon"), .aria("hidden", "true")], text(tab.icon)),
                element("span", [.cls("tab-label")], text(localizer.t("tab.\(tab.id)"))),
            ]
            if tab == .notifications {
                children.append(element("span", [.id("unread-badge"), .cls("badge"), .data("count", "\(ctx.unread)"),
                                            .aria("label", localizer.t("shell.unread", ["count": "\(ctx.unread)"])),
                                            .flag("hidden", ctx.unread == 0)],
                                   text("\(ctx.unread)")))
            }
            return element("a", [.href(tab.path), .cls("tab"), tab == current ? .aria("current", "page") : .flag("", false)], children)
        }
        return element("nav", [.cls("tabs"), .aria("label", localizer.t("shell.navigation"))], items)
    }

    public static func csrfField(_ ctx: PageContext) -> HTMLNode {
        void("input", [.type("hidden"), .name("_csrf"), .value(ctx.csrf)])
    }
}
