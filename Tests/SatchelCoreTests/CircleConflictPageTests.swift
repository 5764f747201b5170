import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import VaporTesting

/// A circle's name and colour changed from an old page (issue 46): both shown, nothing lost.
@Suite("A circle saved from an old page")
struct CircleConflictPageTests {
    static func twoTabs(_ t: TestContext) async throws -> (ada: Browser, id: String, stale: [String: String]) {
        var ada = Browser(t: t)
        _ = try await ada.signUp("ada")
        _ = try await ada.post("/circles", ["name": "Family", "color": "#2563eb"])
        let id = try #require(try await CircleRecord.query(on: t.app.db).first()?.id).uuidString.lowercased()
        let form = try #require(Browser.form("/circles/\(id)", in: try await ada.get("/circles/\(id)").body.string))
        #expect(form["version"] == "1")
        var first = form, second = form
        first["name"] = "Kin"
        #expect(try await ada.post("/circles/\(id)", first).status == .seeOther)
        second["name"] = "Clan"
        return (ada, id, second)
    }

    @Test func aSaveFromTheCurrentPageSavesAsBefore() async throws {
        try await withSatchel { t in
            _ = try await Self.twoTabs(t)
            #expect(try await CircleRecord.query(on: t.app.db).first()?.name == "Kin")
        }
    }

    @Test func aStaleSaveShowsBothNamesAndChangesNothing() async throws {
        try await withSatchel { t in
            let setup = try await Self.twoTabs(t)
            var ada = setup.ada
            let id = setup.id, stale = setup.stale
            let res = try await ada.post("/circles/\(id)", stale)
            #expect(res.status == .conflict)
            #expect(res.body.string.contains(#"value="Clan""#) && res.body.string.contains("<p>Kin</p>"))
            #expect(res.body.string.contains(#"<a href="/circles/\#(id)" class="button" data-discards>Keep theirs</a>"#))
            #expect(try await CircleRecord.query(on: t.app.db).first()?.name == "Kin")
        }
    }

    @Test func keepMineSavesWhatWasTyped() async throws {
        try await withSatchel { t in
            let setup = try await Self.twoTabs(t)
            var ada = setup.ada
            let id = setup.id, stale = setup.stale
            let conflict = try await ada.post("/circles/\(id)", stale).body.string
            let keepMine = try #require(Browser.form("/circles/\(id)", in: conflict))
            #expect(keepMine["version"] == "2")
            #expect(try await ada.post("/circles/\(id)", keepMine).status == .seeOther)
            #expect(try await CircleRecord.query(on: t.app.db).first()?.name == "Clan")
        }
    }

    @Test func aStaleDeleteAsksAgain() async throws {
        try await withSatchel { t in
            let setup = try await Self.twoTabs(t)
            var ada = setup.ada
            let id = setup.id
            let again = try await ada.post("/circles/\(id)/delete", ["version": "1"], from: "/circles/\(id)/delete")
            #expect(again.status == .conflict && again.body.string.contains("Kin"))
            #expect(try await CircleRecord.query(on: t.app.db).count() == 1)
        }
    }
}
