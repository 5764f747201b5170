import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import VaporTesting
@testable import Wishes

/// Two tabs (or two people) changing one wish or list on the web (issue 46): a save over a newer
/// version shows both texts; a move or reorder made from an old page is not applied and says so.
@Suite("A wish saved from an old page")
struct WishConflictPageTests {
    struct TwoTabs {
        var ada: Browser
        var id: String
        var staleForm: [String: String]
    }

    /// Ada's wish "Kite", renamed "Red kite" in one tab while a second still shows version 1.
    static func twoTabs(_ t: TestContext) async throws -> TwoTabs {
        var ada = Browser(t: t)
        _ = try await ada.signUp("ada")
        _ = try await ada.post("/wishes/new", ["name": "Kite", "notes": "Any colour"])
        let id = try #require(try await WishRecord.query(on: t.app.db).first()?.id).uuidString.lowercased()
        let form = try #require(Browser.form("/wishes/\(id)/edit", in: try await ada.get("/wishes/\(id)/edit").body.string))
        #expect(form["version"] == "1" && form["notes"] == "Any colour")
        var first = form, second = form
        first["name"] = "Red kite"
        #expect(try await ada.post("/wishes/\(id)/edit", first).status == .seeOther)
        second["name"] = "Box kite"
        second["notes"] = "With a long tail"
        return TwoTabs(ada: ada, id: id, staleForm: second)
    }

    static func stored(_ t: TestContext) async throws -> WishRecord {
        try #require(try await WishRecord.query(on: t.app.db).first())
    }

    @Test func aSaveFromTheCurrentPageSavesAsBefore() async throws {
        try await withSatchel { t in
            _ = try await Self.twoTabs(t)
            let wish = try await Self.stored(t)
            #expect(wish.name == "Red kite" && wish.version == 2)
        }
    }

    @Test func aSaveFromAStalePageShowsTheConflictPageWithWhatWasTypedAndChangesNothing() async throws {
        try await withSatchel { t in
            var tabs = try await Self.twoTabs(t)
            let res = try await tabs.ada.post("/wishes/\(tabs.id)/edit", tabs.staleForm)
            #expect(res.status == .conflict)
            let html = res.body.string
            #expect(html.contains("<h1>Changed since you opened it</h1>"))
            #expect(html.contains(#"name="name" type="text" value="Box kite""#) && html.contains("With a long tail</textarea>"))
            #expect(html.contains("<p>Red kite</p>") && html.contains("<p>Any colour</p>"))
            let wish = try await Self.stored(t)
            #expect(wish.name == "Red kite" && wish.notes == "Any colour" && wish.version == 2)
        }
    }

    @Test func keepMineSavesWhatWasTypedOverTheCurrentVersion() async throws {
        try await withSatchel { t in
            var tabs = try await Self.twoTabs(t)
            let conflict = try await tabs.ada.post("/wishes/\(tabs.id)/edit", tabs.staleForm).body.string
            let keepMine = try #require(Browser.form("/wishes/\(tabs.id)/edit", in: conflict))
            #expect(keepMine["version"] == "2")
            #expect(try await tabs.ada.post("/wishes/\(tabs.id)/edit", keepMine).status == .seeOther)
            let wish = try await Self.stored(t)
            #expect(wish.name == "Box kite" && wish.notes == "With a long tail" && wish.version == 3)
        }
    }

    @Test func keepTheirsLeavesTheWishAsItIs() async throws {
        try await withSatchel { t in
            var tabs = try await Self.twoTabs(t)
            let conflict = try await tabs.ada.post("/wishes/\(tabs.id)/edit", tabs.staleForm).body.string
            #expect(conflict.contains(#"<a href="/wishes/\#(tabs.id)" class="button" data-discards>Keep theirs</a>"#))
            #expect(try await tabs.ada.get("/wishes/\(tabs.id)").body.string.contains("Red kite"))
            #expect(try await Self.stored(t).version == 2)
        }
    }

    @Test func aDeleteFromAStaleConfirmationAsksAgainAndDeletesNothing() async throws {
        try await withSatchel { t in
            var tabs = try await Self.twoTabs(t)
            let again = try await tabs.ada.post("/wishes/\(tabs.id)/delete", ["version": "1"], from: "/wishes/\(tabs.id)/delete")
            #expect(again.status == .conflict && again.body.string.contains("Red kite"))
            #expect(try await WishRecord.query(on: t.app.db).count() == 1)
            let anyway = try #require(Browser.form("/wishes/\(tabs.id)/delete", in: again.body.string))
            #expect(try await tabs.ada.post("/wishes/\(tabs.id)/delete", anyway).status == .seeOther)
            #expect(try await WishRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func aMoveFromAStaleInboxIsNotAppliedAndSaysSo() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await ada.post("/wishes/lists", ["name": "Birthday", "occasion": "birthday"])
            let list = try #require(try await WishListRecord.query(on: t.app.db).first()?.id).uuidString
            _ = try await ada.post("/wishes/new", ["name": "Kite"])
            let id = try #require(try await WishRecord.query(on: t.app.db).first()?.id).uuidString.lowercased()
            var move = try #require(Browser.form("/wishes/\(id)/move", in: try await ada.get("/wishes").body.string))
            #expect(move["version"] == "1")
            var edit = try #require(Browser.form("/wishes/\(id)/edit", in: try await ada.get("/wishes/\(id)/edit").body.string))
            edit["name"] = "Red kite"
            _ = try await ada.post("/wishes/\(id)/edit", edit)
            move["listId"] = list
            let res = try await ada.post("/wishes/\(id)/move", move, from: "/wishes")
            #expect(res.status == .seeOther && res.headers.first(name: .location) == "/wishes?done=changed_meanwhile")
            #expect(try await Self.stored(t).$list.id == nil)
            #expect(try await ada.get("/wishes?done=changed_meanwhile").body.string.contains("Not moved: it changed since this page was shown."))
        }
    }
}

@Suite("A wish list changed from an old page")
struct WishListConflictPageTests {
    /// Ada's list "Birthday" with A, B, C in that order; its page as first shown.
    static func list(_ t: TestContext) async throws -> (ada: Browser, id: String, page: String, wishes: [String]) {
        var ada = Browser(t: t)
        _ = try await ada.signUp("ada")
        _ = try await ada.post("/wishes/lists", ["name": "Birthday", "occasion": "birthday"])
        let id = try #require(try await WishListRecord.query(on: t.app.db).first()?.id).uuidString.lowercased()
        var wishes: [String] = []
        for name in ["A", "B", "C"] {
            _ = try await ada.post("/wishes/new", ["name": name, "listId": id])
            wishes.append(try #require(try await WishRecord.query(on: t.app.db).filter(\.$name == name).first()?.id).uuidString.lowercased())
        }
        return (ada, id, try await ada.get("/wishes/lists/\(id)").body.string, wishes)
    }

    static func order(_ t: TestContext) async throws -> [String] {
        try await WishRecord.query(on: t.app.db).sort(\.$position).all().map(\.name)
    }

    @Test func aStaleRenameShowsBothNamesAndKeepMineThenSaves() async throws {
        try await withSatchel { t in
            let setup = try await Self.list(t)
            var ada = setup.ada
            let id = setup.id, page = setup.page
            let form = try #require(Browser.form("/wishes/lists/\(id)", in: page))
            #expect(form["version"] == "1")
            var first = form, second = form
            first["name"] = "Name day"
            second["name"] = "Christmas"
            #expect(try await ada.post("/wishes/lists/\(id)", first).status == .seeOther)
            let conflict = try await ada.post("/wishes/lists/\(id)", second)
            #expect(conflict.status == .conflict && conflict.body.string.contains(#"value="Christmas""#)
                && conflict.body.string.contains("<p>Name day</p>"))
            #expect(try await WishListRecord.query(on: t.app.db).first()?.name == "Name day")
            let keepMine = try #require(Browser.form("/wishes/lists/\(id)", in: conflict.body.string))
            #expect(try await ada.post("/wishes/lists/\(id)", keepMine).status == .seeOther)
            #expect(try await WishListRecord.query(on: t.app.db).first()?.name == "Christmas")
        }
    }

    /// One tab moves A below B; the other, still showing A, B, C, moves C above B: the order it
    /// saw is gone, so nothing moves and the page says so.
    @Test func aReorderFromAStalePageIsNotAppliedAndSaysSo() async throws {
        try await withSatchel { t in
            let setup = try await Self.list(t)
            var ada = setup.ada
            let id = setup.id, page = setup.page, wishes = setup.wishes
            let aDown = try #require(Self.reorderForm(page, wish: wishes[0], position: 1))
            let cUp = try #require(Self.reorderForm(page, wish: wishes[2], position: 1))
            #expect(try await ada.post("/wishes/\(wishes[0])/move", aDown, from: "/wishes").status == .seeOther)
            #expect(try await Self.order(t) == ["B", "A", "C"])
            let res = try await ada.post("/wishes/\(wishes[2])/move", cUp, from: "/wishes")
            #expect(res.status == .seeOther && res.headers.first(name: .location)?.contains("done=changed_meanwhile") == true)
            #expect(try await Self.order(t) == ["B", "A", "C"])
            #expect(try await ada.get("/wishes/lists/\(id)?done=changed_meanwhile").body.string.contains("Not moved"))
        }
    }

    @Test func aReorderFromTheCurrentPageMovesAsBefore() async throws {
        try await withSatchel { t in
            let setup = try await Self.list(t)
            var ada = setup.ada
            let page = setup.page, wishes = setup.wishes
            let cUp = try #require(Self.reorderForm(page, wish: wishes[2], position: 1))
            #expect(try await ada.post("/wishes/\(wishes[2])/move", cUp, from: "/wishes").status == .seeOther)
            #expect(try await Self.order(t) == ["A", "C", "B"])
        }
    }

    /// The ↑/↓ form of `wish` that moves it to `position`.
    static func reorderForm(_ page: String, wish: String, position: Int) -> [String: String]? {
        var rest = Substring(page)
        while let range = rest.range(of: #"action="/wishes/\#(wish)/move""#) {
            let fields = Browser.form("/wishes/\(wish)/move", in: String(rest[range.lowerBound...]))
            if fields?["position"] == String(position) { return fields }
            rest = rest[range.upperBound...]
        }
        return nil
    }
}

/// app.js reorders in place: it asks for the list's new versions, to send with the next move,
/// and a browser's own form post still gets a page.
@Suite("Reordering in place")
struct ReorderInPlaceTests {
    static func post(_ t: TestContext, _ ada: Browser, _ path: String, _ form: [String: String], csrf: String,
                     accept: String) async throws -> TestingHTTPResponse {
        var headers = ada.headers()
        headers.replaceOrAdd(name: .accept, value: accept)
        headers.contentType = .urlEncodedForm
        let body = (form.merging(["_csrf": csrf]) { $1 })
            .map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")" }.joined(separator: "&")
        return try await t.request(.POST, path, headers: headers, body: ByteBuffer(string: body))
    }

    @Test func aMoveAskingForJSONGetsTheListsNewVersions() async throws {
        try await withSatchel { t in
            let setup = try await WishListConflictPageTests.list(t)
            let wishes = setup.wishes
            let cUp = try #require(WishListConflictPageTests.reorderForm(setup.page, wish: wishes[2], position: 1))
            let res = try await Self.post(t, setup.ada, "/wishes/\(wishes[2])/move", cUp, csrf: Browser.csrf(in: setup.page),
                                          accept: "application/json")
            #expect(res.status == .ok)
            let versions = try JSONDecoder().decode([String: Int].self, from: Data(res.body.readableBytesView))
            #expect(versions == [wishes[0]: 1, wishes[1]: 2, wishes[2]: 2])
        }
    }

    @Test func aBrowsersFormPostIsAnsweredWithThePage() async throws {
        try await withSatchel { t in
            let setup = try await WishListConflictPageTests.list(t)
            let wishes = setup.wishes
            let cUp = try #require(WishListConflictPageTests.reorderForm(setup.page, wish: wishes[2], position: 1))
            let res = try await Self.post(t, setup.ada, "/wishes/\(wishes[2])/move", cUp, csrf: Browser.csrf(in: setup.page),
                                          accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8")
            #expect(res.status == .seeOther && res.headers.first(name: .location)?.hasSuffix("#w-\(wishes[2])") == true)
        }
    }
}
