import Fluent
import Foundation
import SatchelAPI
import SatchelTesting
@testable import SatchelCore
@testable import Wishes
import Testing
import VaporTesting

/// A collection's target changed from an old page (issue 46): both shown, nothing typed lost.
@Suite("A collection saved from an old page")
struct FundingConflictPageTests {
    /// Ada starts collecting for a wish; two tabs open its form; the first raises the target.
    static func twoTabs(_ t: TestContext) async throws -> (ada: Browser, path: String, stale: [String: String]) {
        var ada = Browser(t: t)
        _ = try await ada.signUp("ada")
        let owner = try #require(try await User.query(on: t.app.db).filter(\.$username == "ada").first()?.requireID())
        let wish = try await t.context.wishes.create(owner: owner, WishDraft(name: "Canoe"))
        let path = "/wishes/\(try wish.requireID().uuidString.lowercased())/funding"
        let deadline = FundingForm.dateText(t.clock.now.addingTimeInterval(20 * 86400), timeZone: TimeZones.utc)
        #expect(try await ada.post(path, ["amount": "4500", "currency": "CZK", "deadline": deadline, "why": "Summer on the river",
                                          "mode": "all_or_nothing", "audience": "friends"]).status == .seeOther)
        let form = try #require(Browser.form(path, in: try await ada.get(path).body.string))
        #expect(form["version"] != nil)
        var first = form, second = form
        first["amount"] = "6000"
        #expect(try await ada.post(path, first).status == .seeOther)
        second["why"] = "A whole summer on the river"
        return (ada, path, second)
    }

    static func why(_ t: TestContext) async throws -> String? {
        try await FundingRecord.query(on: t.app.db).first()?.why
    }

    @Test func aStaleSaveShowsBothAndChangesNothing() async throws {
        try await withSatchel { t in
            var (ada, path, stale) = try await Self.twoTabs(t)
            let res = try await ada.post(path, stale)
            #expect(res.status == .conflict)
            #expect(res.body.string.contains("A whole summer on the river") && res.body.string.contains("6000"))
            #expect(try await Self.why(t) == "Summer on the river")
            #expect(try await FundingRecord.query(on: t.app.db).first()?.targetMinor == 600_000)
        }
    }

    @Test func keepMineSavesWhatWasTyped() async throws {
        try await withSatchel { t in
            var (ada, path, stale) = try await Self.twoTabs(t)
            let conflict = try await ada.post(path, stale).body.string
            let keepMine = try #require(Browser.form(path, in: conflict))
            #expect(try await ada.post(path, keepMine).status == .seeOther)
            #expect(try await Self.why(t) == "A whole summer on the river")
        }
    }
}
