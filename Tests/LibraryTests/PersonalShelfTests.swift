import Foundation
@testable import Library
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// Shelves of one's own (issue 43): named per person (case and spacing are no difference),
/// holding titles of any library, versioned (a change from another version is 412), nobody
/// else's to see; on the web from the title page without script.
@Suite("Shelves of one's own")
struct PersonalShelfTests {
    static func make(_ t: TestContext, _ name: String, token: String) async throws -> TestingHTTPResponse {
        try await t.request(PersonalShelfRoute.createShelf, token: token, json: PersonalShelfInput(name: name))
    }

    static func shelf(_ t: TestContext, _ name: String, token: String) async throws -> PersonalShelf {
        let res = try await make(t, name, token: token)
        #expect(res.status == .created, "\(res.body.string)")
        return try res.decode(PersonalShelf.self)
    }

    @Test func aNameDifferingOnlyInCaseOrSpacingFromAnotherShelfIsRefusedOnTheNameField() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await Self.shelf(t, "För resan", token: ada.token)
            let again = try await Self.make(t, "  för   RESAN ", token: ada.token)
            #expect(again.status == .unprocessableEntity)
            #expect(try again.decode(Problem.self).errors?.map(\.field) == ["name"])
            // Å, Ä and Ö are letters of their own, not A and O with marks.
            #expect(try await Self.make(t, "For resan", token: ada.token).status == .created)
            // Another person may have the same name.
            let bob = try await t.signUp("bob")
            #expect(try await Self.make(t, "För resan", token: bob.token).status == .created)
        }
    }

    @Test func anEmptyNameOrOneOfSixtyOneCharactersIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            #expect(try await Self.make(t, "   ", token: ada.token).status == .unprocessableEntity)
            #expect(try await Self.make(t, String(repeating: "å", count: 61), token: ada.token).status == .unprocessableEntity)
            #expect(try await Self.make(t, String(repeating: "å", count: 60), token: ada.token).status == .created)
        }
    }

    @Test func titlesOfTwoLibrariesAreOnOneShelfEachWithItsLibrary() async throws {
        try await withSatchel { t in
            let malmo = try await TestLibrary.make(t)
            let lund = try await TestLibrary.make(t, slug: "lund")
            let first = try await malmo.add(t, [("Utvandrarna", "Moberg, Vilhelm")])[0]
            let second = try await lund.add(t, [("Kejsarn av Portugallien", "Lagerlöf, Selma")])[0]
            let ada = try await t.signUp("ada")
            let shelf = try await Self.shelf(t, "för resan", token: ada.token)
            for title in [first, second] {
                #expect(try await t.request(PersonalShelfRoute.addTitle(shelf: shelf.id, title: title), token: ada.token).status == .ok)
            }
            let res = try await t.request(PersonalShelfRoute.shelf(shelf.id), token: ada.token)
            let detail = try res.decode(PersonalShelfDetail.self)
            #expect(detail.titles.map(\.title.id) == [second, first])
            #expect(detail.titles.map(\.library.slug) == ["lund", "malmo"])
            #expect(detail.shelf.titleCount == 2 && res.version == 3)
            let marks = try await t.request(PersonalShelfRoute.titleShelves(first), token: ada.token).decode([PersonalShelfMark].self)
            #expect(marks.map(\.contains) == [true])
        }
    }

    @Test func aChangeFromAnotherVersionIsRefusedWithTheShelfAsItIsAndChangesNothing() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let titles = try await library.add(t, [("Utvandrarna", "Moberg, Vilhelm"), ("Invandrarna", "Moberg, Vilhelm")])
            let ada = try await t.signUp("ada")
            let shelf = try await Self.shelf(t, "för resan", token: ada.token)
            let added = try await t.request(.PUT, PersonalShelfRoute.addTitle(shelf: shelf.id, title: titles[0]).path, token: ada.token,
                                            headers: ifMatch(1))
            #expect(added.status == .ok && added.version == 2)
            let stale = try await t.request(.PUT, PersonalShelfRoute.addTitle(shelf: shelf.id, title: titles[1]).path, token: ada.token,
                                            headers: ifMatch(1))
            #expect(stale.status == .preconditionFailed && stale.version == 2)
            #expect(try stale.decode(ConflictProblem<PersonalShelfDetail>.self).current.titles.map(\.title.id) == [titles[0]])
            let rename = try await t.request(.PATCH, PersonalShelfRoute.renameShelf(shelf.id).path, token: ada.token,
                                             json: PersonalShelfInput(name: "sommar"), headers: ifMatch(1))
            #expect(rename.status == .preconditionFailed)
            let delete = try await t.request(.DELETE, PersonalShelfRoute.deleteShelf(shelf.id).path, token: ada.token, headers: ifMatch(1))
            #expect(delete.status == .preconditionFailed)
            let now = try await t.request(PersonalShelfRoute.shelf(shelf.id), token: ada.token).decode(PersonalShelfDetail.self)
            #expect(now.shelf.name == "för resan" && now.titles.count == 1 && now.shelf.version == 2)
            #expect(try await t.request(.DELETE, PersonalShelfRoute.deleteShelf(shelf.id).path, token: ada.token, headers: ifMatch(2)).status
                == .noContent)
        }
    }

    @Test func shelvesMadeAtTheSameMomentDoNotPassTheLimit() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let user = ada.user.id
            for n in 1...(PersonalShelves.maxShelves - 2) {
                try await t.context.libraryStore.insertPersonalShelf(id: UUID(), user: user, name: "hylla \(n)", nameKey: "hylla \(n)", at: Date())
            }
            let made = try await withThrowingTaskGroup(of: Bool.self) { group in
                for n in 1...8 {
                    group.addTask {
                        (try? await t.context.personalShelves.create(PersonalShelfInput(name: "samtidig \(n)"), user: user)) != nil
                    }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(made == 2)
            #expect(try await t.context.libraryStore.personalShelfCount(user: user) == PersonalShelves.maxShelves)
        }
    }

    @Test func aLongShelfsPageShowsFiftyTitlesAtATimeWithALinkToTheNext() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let titles = try await library.add(t, (1...60).map { ("Bok \($0)", "Författare, En") })
            let ada = try await t.signUp("ada", keep: true)
            let shelf = try await Self.shelf(t, "allt", token: ada.token)
            for title in titles {
                try await t.context.libraryStore.insertPersonalShelfTitle(shelf: shelf.id, user: ada.user.id, title: title, at: Date())
            }
            var web = try await Browser.signedIn(t, "ada")
            let path = LibraryPath.myShelf(shelf.id).path
            let first = try await web.get(path).body.string
            #expect(first.components(separatedBy: "class=\"title-card\"").count - 1 == 50)
            #expect(first.contains("href=\"\(path)?from=50\""))
            let second = try await web.get(path + "?from=50").body.string
            #expect(second.components(separatedBy: "class=\"title-card\"").count - 1 == 10)
            #expect(!second.contains("?from=100") && second.contains("Back to the start"))
        }
    }

    @Test func someoneElsesShelfIsNotFound() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let shelf = try await Self.shelf(t, "för resan", token: ada.token)
            #expect(try await t.request(PersonalShelfRoute.shelf(shelf.id), token: bob.token).status == .notFound)
            #expect(try await t.request(PersonalShelfRoute.addTitle(shelf: shelf.id, title: title), token: bob.token).status == .notFound)
            #expect(try await t.request(PersonalShelfRoute.deleteShelf(shelf.id), token: bob.token).status == .notFound)
            #expect(try await t.request(PersonalShelfRoute.shelves, token: bob.token).decode([PersonalShelf].self).isEmpty)
        }
    }

    @Test func downloadMyDataHasTheShelvesAndTheirTitles() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.signUp("ada")
            let shelf = try await Self.shelf(t, "för resan", token: ada.token)
            _ = try await t.request(PersonalShelfRoute.addTitle(shelf: shelf.id, title: title), token: ada.token)
            let export = try await t.request(.exportData, token: ada.token).decode(DataExport.self)
            guard case .array(let shelves)? = export.apps["libraryShelves"], case .object(let first)? = shelves.first,
                  case .object(let about)? = first["shelf"], case .array(let titles)? = first["titles"] else {
                Issue.record("no libraryShelves in the export")
                return
            }
            #expect(about["name"] == .string("för resan") && titles.count == 1)
        }
    }

    @Test func theTitlePageFormPutsTheTitleOnANewShelfAndOffAnUncheckedOne() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.signUp("ada", keep: true)
            let other = try await Self.shelf(t, "läsecirkel", token: ada.token)
            var web = try await Browser.signedIn(t, "ada")
            let page = LibraryPath.title(library.record.slug, title).path
            let html = try await web.get(page).body.string
            #expect(html.contains("id=\"my-shelves\""))
            let shown = other.id.uuidString.lowercased()
            let made = try await web.post(LibraryPath.titleMyShelves(library.record.slug, title).path,
                                          ["shown": shown, "shelf-" + shown: "on", "newShelf": "för resan"], from: page)
            #expect(made.status == .seeOther)
            let shelves = try await t.request(PersonalShelfRoute.shelves, token: ada.token).decode([PersonalShelf].self)
            #expect(shelves.map(\.name) == ["läsecirkel", "för resan"] && shelves.map(\.titleCount) == [1, 1])
            let list = try await web.get(LibraryPath.myShelf(shelves[1].id).path).body.string
            #expect(list.contains("Utvandrarna"))
            // Unchecked on the page: off that shelf; the shelf the page did not show is left alone.
            _ = try await web.post(LibraryPath.titleMyShelves(library.record.slug, title).path, ["shown": shown], from: page)
            let after = try await t.request(PersonalShelfRoute.shelves, token: ada.token).decode([PersonalShelf].self)
            #expect(after.map(\.titleCount) == [0, 1])
        }
    }

    @Test func aTakenNewShelfNameOnTheTitlePageIsShownBesideTheFieldWithTheInputKept() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.signUp("ada", keep: true)
            _ = try await Self.shelf(t, "För resan", token: ada.token)
            var web = try await Browser.signedIn(t, "ada")
            let page = LibraryPath.title(library.record.slug, title).path
            let res = try await web.post(LibraryPath.titleMyShelves(library.record.slug, title).path, ["shown": "", "newShelf": "FÖR RESAN"],
                                         from: page)
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("f-newShelf-error") && res.body.string.contains("value=\"FÖR RESAN\""))
        }
    }

    @Test func aTitleTheLibraryWithdrawsIsNoLongerListedOnTheShelf() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let titles = try await library.add(t, [("Utvandrarna", "Moberg, Vilhelm"), ("Invandrarna", "Moberg, Vilhelm")])
            let admin = try await t.createAdministrator()
            let ada = try await t.signUp("ada")
            let shelf = try await Self.shelf(t, "för resan", token: ada.token)
            for title in titles { _ = try await t.request(PersonalShelfRoute.addTitle(shelf: shelf.id, title: title), token: ada.token) }
            #expect(try await t.request(StaffCatalogueRoute.withdraw(library: library.id, title: titles[0]), token: admin.token).status == .ok)
            let detail = try await t.request(PersonalShelfRoute.shelf(shelf.id), token: ada.token).decode(PersonalShelfDetail.self)
            #expect(detail.titles.map(\.title.title) == ["Invandrarna"])
        }
    }

    @Test func aNewShelfIsNotLeftBehindWhenItsTitleCannotGoOnIt() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let admin = try await t.createAdministrator()
            let ada = try await t.signUp("ada", keep: true)
            var web = try await Browser.signedIn(t, "ada")
            let page = LibraryPath.title(library.record.slug, title).path
            _ = try await web.get(page)
            #expect(try await t.request(StaffCatalogueRoute.withdraw(library: library.id, title: title), token: admin.token).status == .ok)
            let res = try await web.post(LibraryPath.titleMyShelves(library.record.slug, title).path, ["shown": "", "newShelf": "för resan"],
                                         from: page)
            #expect(res.status == .notFound)
            #expect(try await t.request(PersonalShelfRoute.shelves, token: ada.token).decode([PersonalShelf].self).isEmpty)
        }
    }

    @Test func deletingAShelfOnTheWebAsksFirstAndLeavesTheTitle() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.signUp("ada", keep: true)
            let shelf = try await Self.shelf(t, "för resan", token: ada.token)
            _ = try await t.request(PersonalShelfRoute.addTitle(shelf: shelf.id, title: title), token: ada.token)
            var web = try await Browser.signedIn(t, "ada")
            let confirm = try await web.get(LibraryPath.deleteMyShelf(shelf.id).path)
            #expect(confirm.status == .ok && confirm.body.string.contains("name=\"version\" value=\"2\""))
            let done = try await web.post(LibraryPath.deleteMyShelf(shelf.id).path, ["version": "2"], from: LibraryPath.deleteMyShelf(shelf.id).path)
            #expect(done.status == .seeOther)
            #expect(try await t.request(PersonalShelfRoute.shelves, token: ada.token).decode([PersonalShelf].self).isEmpty)
            #expect(try await t.context.titles.find(title).listing.id == title)
        }
    }
}
