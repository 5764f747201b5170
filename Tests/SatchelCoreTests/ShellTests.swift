import SatchelTesting
@testable import SatchelCore
import Testing
import Vapor

/// The shell's parts: its tabs, their icons, and which app a notification belongs to.
@Suite("Shell")
struct ShellTests {
    @Test func everyTabsIconIsShippedAndHiddenFromScreenReaders() async throws {
        try await withSatchel { satchel in
            let tabs = satchel.app.satchel.shell.allTabs
            #expect(tabs.count >= 10)
            for tab in tabs {
                #expect(tab.icon.exists, "Resources/Icons/\(tab.icon.name).svg")
                let svg = tab.icon.node().render()
                #expect(svg.contains("aria-hidden=\"true\""), "\(tab.id)")
                #expect(["<path", "<rect", "<circle", "<line"].contains(where: svg.contains), "\(tab.id) draws something")
            }
        }
    }

    @Test func thePhonesBarHoldsFivePlatformTabsAndEveryAppIsOnTheAppsPage() async throws {
        try await withSatchel { satchel in
            let shell = satchel.app.satchel.shell
            #expect(Tab.platform.map(\.id) == ["home", "apps", "friends", "notifications", "me"])
            #expect(Set(shell.appTabs.map(\.id)) == ["wishes", "funding", "spots", "eats", "library"])
            var ada = Browser(t: satchel)
            _ = try await ada.signUp("ada")
            let page = try await ada.get("/apps").body.string
            for tab in shell.appTabs { #expect(page.contains("<a href=\"\(tab.path)\" class=\"app-card\">"), "\(tab.id)") }
        }
    }

    @Test func aNotificationShowsTheIconOfTheAppItCameFrom() async throws {
        try await withSatchel { satchel in
            let shell = satchel.app.satchel.shell
            #expect(shell.tab(forNotificationKind: "spots.due").id == "spots")
            #expect(shell.tab(forNotificationKind: "funding.donation").id == "funding")
            #expect(shell.tab(forNotificationKind: "friend.request") == .friends)
            #expect(shell.tab(forNotificationKind: "something.else") == .notifications)
        }
    }
}
