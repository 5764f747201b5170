import SatchelTesting
import Foundation
@testable import SatchelCore
@testable import SatchelServer
import Testing
import Vapor

/// What modules register (deletion hooks, notification kinds, tabs, head tags, their own parts)
/// belongs to one application: configuring another in the same process changes nothing here.
@Suite("Registries per application")
struct RegistriesTests {
    struct Snapshot: Equatable {
        var deletionHooks: Int
        var kinds: [String]
        var tabs: [String]
        var head: Int
    }

    static func snapshot(_ app: Application) -> Snapshot {
        Snapshot(deletionHooks: app.satchel.accountDeletionHooks.count, kinds: app.satchel.notificationKinds.all,
                 tabs: app.satchel.shell.allTabs.map(\.id), head: app.satchel.shell.head.count)
    }

    @Test func configuringAnotherAppLeavesThisOnesRegistriesAsTheyWere() async throws {
        try await withSatchel { first in
            let before = Self.snapshot(first.app)
            #expect(before.deletionHooks > 0 && before.kinds.count > 3 && before.tabs.count > 4)
            try await withSatchel { second in
                #expect(Self.snapshot(second.app) == before, "each app registers the same parts once")
            }
            #expect(Self.snapshot(first.app) == before)
        }
    }

    @Test func eachAppHasItsOwnParts() async throws {
        struct Marker: Sendable { let value: Int }
        try await withSatchel { first in
            first.app.setPart(Marker(value: 1))
            try await withSatchel { second in
                #expect(second.app.part(Marker.self) == nil)
                second.app.setPart(Marker(value: 2))
                #expect(first.context.part(Marker.self)?.value == 1)
            }
        }
    }
}
