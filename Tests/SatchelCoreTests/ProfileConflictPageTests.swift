import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import VaporTesting

/// The profile saved from an old page (issue 46): both names shown, nothing typed lost.
@Suite("A profile saved from an old page")
struct ProfileConflictPageTests {
    /// Two tabs open the profile; the first renames Ada; the second's form, typed, is returned.
    static func twoTabs(_ t: TestContext) async throws -> (ada: Browser, stale: [String: String]) {
        var ada = Browser(t: t)
        _ = try await ada.signUp("ada")
        let form = try #require(Browser.form("/profile", in: try await ada.get("/profile").body.string))
        #expect(form["version"] != nil)
        var first = form, second = form
        first["displayName"] = "Ada Lovelace"
        #expect(try await ada.post("/profile", first).status == .seeOther)
        second["displayName"] = "Augusta"
        second["bio"] = "Counts things"
        return (ada, second)
    }

    static func ada(_ t: TestContext) async throws -> User? {
        try await User.query(on: t.app.db).filter(\.$username == "ada").first()
    }

    @Test func aStaleSaveShowsBothAndChangesNothing() async throws {
        try await withSatchel { t in
            var (ada, stale) = try await Self.twoTabs(t)
            let res = try await ada.post("/profile", stale)
            #expect(res.status == .conflict)
            #expect(res.body.string.contains(#"value="Augusta""#) && res.body.string.contains("Counts things"))
            #expect(res.body.string.contains("Ada Lovelace"))
            #expect(try await Self.ada(t)?.displayName == "Ada Lovelace")
        }
    }

    @Test func keepMineSavesWhatWasTyped() async throws {
        try await withSatchel { t in
            var (ada, stale) = try await Self.twoTabs(t)
            let conflict = try await ada.post("/profile", stale).body.string
            let keepMine = try #require(Browser.form("/profile", in: conflict))
            #expect(try await ada.post("/profile", keepMine).status == .seeOther)
            let saved = try await Self.ada(t)
            #expect(saved?.displayName == "Augusta" && saved?.bio == "Counts things")
        }
    }
}
