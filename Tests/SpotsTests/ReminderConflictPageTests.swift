import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
@testable import Spots
import Testing
import VaporTesting

/// Two tabs (or two people) editing one reminder or list on the web (issue 46): the form carries
/// the version it was opened with, and a save over a newer one shows both texts, never
/// overwriting silently and never losing what was typed.
@Suite("A reminder saved from an old page")
struct ReminderConflictPageTests {
    /// Ada's reminder, edited in one tab ("Buy oat milk") while a second tab still shows version 1.
    struct TwoTabs {
        var ada: Browser
        var id: String
        var staleForm: [String: String]
    }

    static func twoTabs(_ t: TestContext) async throws -> TwoTabs {
        var ada = Browser(t: t)
        _ = try await ada.signUp("ada")
        _ = try await ada.post("/spots/new", SpotsWebTests.shopFields)
        let id = try #require(try await ReminderRecord.query(on: t.app.db).first()?.id).uuidString.lowercased()
        let page = try await ada.get("/spots/\(id)/edit").body.string
        let form = try #require(Browser.form("/spots/\(id)/edit", in: page))
        #expect(form["version"] == "1")
        var first = form
        first["title"] = "Buy oat milk"
        #expect(try await ada.post("/spots/\(id)/edit", first).status == .seeOther)
        var second = form
        second["title"] = "Buy soy milk"
        second["notes"] = "The blue carton"
        return TwoTabs(ada: ada, id: id, staleForm: second)
    }

    static func stored(_ t: TestContext) async throws -> ReminderRecord {
        try #require(try await ReminderRecord.query(on: t.app.db).first())
    }

    @Test func aSaveFromTheCurrentPageSavesAsBefore() async throws {
        try await withSatchel { t in
            _ = try await Self.twoTabs(t)
            let record = try await Self.stored(t)
            #expect(record.title == "Buy oat milk" && record.version == 2)
        }
    }

    @Test func aSaveFromAStalePageShowsTheConflictPageWithWhatWasTypedAndChangesNothing() async throws {
        try await withSatchel { t in
            var tabs = try await Self.twoTabs(t)
            let res = try await tabs.ada.post("/spots/\(tabs.id)/edit", tabs.staleForm)
            #expect(res.status == .conflict)
            let html = res.body.string
            #expect(html.contains("<h1>Changed since you opened it</h1>"))
            // Typed, still editable, beside what it says now.
            #expect(html.contains(#"name="title" type="text" value="Buy soy milk""#) && html.contains("The blue carton</textarea>"))
            #expect(html.contains("<p>Buy oat milk</p>"))
            #expect(html.contains("Keep mine") && html.contains("Keep theirs"))
            let record = try await Self.stored(t)
            #expect(record.title == "Buy oat milk" && record.notes == "" && record.version == 2)
        }
    }

    @Test func keepMineSavesWhatWasTypedOverTheCurrentVersion() async throws {
        try await withSatchel { t in
            var tabs = try await Self.twoTabs(t)
            let conflict = try await tabs.ada.post("/spots/\(tabs.id)/edit", tabs.staleForm).body.string
            let keepMine = try #require(Browser.form("/spots/\(tabs.id)/edit", in: conflict))
            #expect(keepMine["version"] == "2" && keepMine["label"] == "Hötorgshallen")
            #expect(try await tabs.ada.post("/spots/\(tabs.id)/edit", keepMine).status == .seeOther)
            let record = try await Self.stored(t)
            #expect(record.title == "Buy soy milk" && record.notes == "The blue carton" && record.placeLabel == "Hötorgshallen")
            #expect(record.version == 3)
        }
    }

    @Test func keepTheirsLeavesTheReminderAsItIsAndGoesBackToIt() async throws {
        try await withSatchel { t in
            var tabs = try await Self.twoTabs(t)
            let conflict = try await tabs.ada.post("/spots/\(tabs.id)/edit", tabs.staleForm).body.string
            #expect(conflict.contains(#"<a href="/spots/\#(tabs.id)" class="button" data-discards>Keep theirs</a>"#))
            let page = try await tabs.ada.get("/spots/\(tabs.id)")
            #expect(page.status == .ok && page.body.string.contains("Buy oat milk"))
            #expect(try await Self.stored(t).version == 2)
        }
    }

    @Test func aDeleteFromAStaleConfirmationAsksAgainAndDeletesNothing() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/spots/new", SpotsWebTests.shopFields)
            let id = try #require(try await ReminderRecord.query(on: t.app.db).first()?.id).uuidString.lowercased()
            let confirm = try #require(Browser.form("/spots/\(id)/delete", in: try await ada.get("/spots/\(id)/delete").body.string))
            var edit = try #require(Browser.form("/spots/\(id)/edit", in: try await ada.get("/spots/\(id)/edit").body.string))
            edit["title"] = "Buy oat milk"
            _ = try await ada.post("/spots/\(id)/edit", edit)
            let again = try await ada.post("/spots/\(id)/delete", confirm)
            #expect(again.status == .conflict && again.body.string.contains("Changed since you opened it"))
            #expect(try await ReminderRecord.query(on: t.app.db).count() == 1)
            let anyway = try #require(Browser.form("/spots/\(id)/delete", in: again.body.string))
            #expect(anyway["version"] == "2")
            #expect(try await ada.post("/spots/\(id)/delete", anyway).status == .seeOther)
            #expect(try await ReminderRecord.query(on: t.app.db).count() == 0)
        }
    }

    /// A form with no version (a page cached from before versions) vouches for no version.
    @Test func anEditFormWithoutAVersionIsShownTheConflictPage() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/spots/new", SpotsWebTests.shopFields)
            let id = try #require(try await ReminderRecord.query(on: t.app.db).first()?.id).uuidString.lowercased()
            var fields = SpotsWebTests.shopFields
            fields["title"] = "Buy bread"
            #expect(try await ada.post("/spots/\(id)/edit", fields).status == .conflict)
            #expect(try await Self.stored(t).title == "Buy milk")
        }
    }
}

@Suite("A reminder list renamed from an old page")
struct ReminderListConflictPageTests {
    @Test func aStaleRenameShowsBothNamesAndKeepMineThenSaves() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/spots/lists", ["name": "Errands", "color": "#2f6fdf"])
            let id = try #require(try await ReminderListRecord.query(on: t.app.db).first()?.id).uuidString.lowercased()
            let form = try #require(Browser.form("/spots/lists/\(id)", in: try await ada.get("/spots/lists").body.string))
            #expect(form["version"] == "1")
            var first = form, second = form
            first["name"] = "Chores"
            second["name"] = "Shopping"
            #expect(try await ada.post("/spots/lists/\(id)", first, from: "/spots/lists").status == .seeOther)
            let conflict = try await ada.post("/spots/lists/\(id)", second, from: "/spots/lists")
            #expect(conflict.status == .conflict)
            let html = conflict.body.string
            #expect(html.contains(#"value="Shopping""#) && html.contains("<p>Chores</p>"))
            #expect(try await ReminderListRecord.query(on: t.app.db).first()?.name == "Chores")
            #expect(html.contains(#"<a href="/spots/lists" class="button" data-discards>Keep theirs</a>"#))
            let keepMine = try #require(Browser.form("/spots/lists/\(id)", in: html))
            #expect(try await ada.post("/spots/lists/\(id)", keepMine, from: "/spots/lists").status == .seeOther)
            #expect(try await ReminderListRecord.query(on: t.app.db).first()?.name == "Shopping")
        }
    }
}
