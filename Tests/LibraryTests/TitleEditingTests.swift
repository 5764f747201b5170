import Fluent
import Foundation
@testable import Library
import SatchelAPI
import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// Staff edit a title's catalogue data and cover (issue 43): search follows at once, a
/// re-import keeps what they changed, and a change made from an older version is refused.
@Suite("Title editing")
struct TitleEditingTests {
    static let png = Array(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")!)

    /// Another image: one red pixel.
    static let redPNG = Array(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")!)

    static func edit(_ t: TestContext, _ library: TestLibrary, _ title: UUID, _ change: TitleMetadataChange, as session: SessionResponse,
                     ifMatch: String? = nil) async throws -> TestingHTTPResponse {
        var headers = HTTPHeaders()
        if let ifMatch { headers.replaceOrAdd(name: .ifMatch, value: ifMatch) }
        let route = TitleEditRoute.editMetadata(library: library.id, title: title)
        return try await t.request(.PATCH, route.path, token: session.token, json: change, headers: headers)
    }

    /// Sam, staff of `library`, signed in on the web.
    static func staffBrowser(_ t: TestContext, _ library: TestLibrary) async throws -> Browser {
        _ = try await staff(t, library)
        var sam = Browser(t: t)
        #expect(try await sam.post("/sign-in", ["login": "sam", "password": "correct horse battery"]).status == .seeOther)
        return sam
    }

    static func staff(_ t: TestContext, _ library: TestLibrary) async throws -> SessionResponse {
        try await LibraryStaffTests.staff(t, "sam", of: library, admin: try await t.createAdministrator("root"))
    }

    @Test func anEditedTitleIsFoundByItsNewWordsAtOnceAndNoLongerByItsOldOnes() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let sam = try await Self.staff(t, library)
            let before = try await t.context.libraries.find(library.id)
            #expect(try await t.searchTitles(library, "q=utvandrarna", as: sam).items.map(\.id) == [title])
            let res = try await Self.edit(t, library, title, TitleMetadataChange(title: "Nybyggarna", subjects: ["Emigration"]), as: sam)
            #expect(res.status == .ok, "\(res.body.string)")
            let saved = try res.decode(TitleMetadata.self)
            #expect(saved.title == "Nybyggarna" && saved.editVersion == 1 && saved.staffEdited == ["subjects", "title"])
            #expect(res.headers.first(name: .eTag) == "\"1\"")
            #expect(try await t.searchTitles(library, "q=nybyggarna", as: sam).items.map(\.id) == [title])
            #expect(try await t.searchTitles(library, "q=emigration", as: sam).items.map(\.id) == [title])
            #expect(try await t.searchTitles(library, "q=utvandrarna", as: sam).items.isEmpty)
            #expect(try await t.context.libraries.find(library.id).catalogueVersion > before.catalogueVersion)
            let record = try #require(try await TitleRecord.find(title, on: t.app.db))
            #expect(record.titleKey == CatalogueText.collationKey("Nybyggarna", language: "sv", skipArticle: false))
            let actions = try await t.context.adminAudit.page(cursor: nil, limit: 100).items.map(\.action)
            #expect(actions.first == "library.title_edit")
        }
    }

    @Test func aReImportKeepsTheFieldsStaffEditedAndTakesTheOthers() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let sam = try await Self.staff(t, library)
            let res = try await Self.edit(t, library, title, TitleMetadataChange(title: "Utvandrarna (roman)"), as: sam)
            #expect(res.status == .ok, "\(res.body.string)")
            let key = try #require(try await TitleRecord.find(title, on: t.app.db)).sourceKey
            var again = CatalogueEntry(sourceKey: key, title: "Utvandrarna", authors: ["Moberg, Vilhelm"])
            again.publisher = "Bonniers"
            again.language = "swe"
            again.copies = 1
            again.clean()
            _ = try await CatalogueWriter(context: t.context, library: library.record).write([again])
            let record = try #require(try await TitleRecord.find(title, on: t.app.db))
            #expect(record.title == "Utvandrarna (roman)")
            #expect(record.publisher == "Bonniers")
            #expect(try await t.searchTitles(library, "q=roman", as: sam).items.map(\.id) == [title])
        }
    }

    @Test func aFormOpenedBeforeAnImportChangedTheTitleCannotWriteTheOldValuesBack() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let sam = try await Self.staff(t, library)
            let opened = try await t.request(TitleEditRoute.metadata(library: library.id, title: title), token: sam.token).decode(TitleMetadata.self)
            let key = try #require(try await TitleRecord.find(title, on: t.app.db)).sourceKey
            var again = CatalogueEntry(sourceKey: key, title: "Utvandrarna", authors: ["Moberg, Vilhelm"])
            again.publisher = "Bonniers"
            again.language = "swe"
            again.copies = 1
            again.clean()
            _ = try await CatalogueWriter(context: t.context, library: library.record).write([again])
            var old = TitleMetadataChange(title: opened.title, editVersion: opened.editVersion)
            old.publisher = opened.publisher
            let stale = try await Self.edit(t, library, title, old, as: sam)
            #expect(stale.status == .preconditionFailed, "\(stale.body.string)")
            #expect(try await TitleRecord.find(title, on: t.app.db)?.publisher == "Bonniers")
        }
    }

    @Test func aChangeMadeFromAnOlderVersionIsRefusedWithWhatIsSavedAndChangesNothing() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let sam = try await Self.staff(t, library)
            let first = try await Self.edit(t, library, title, TitleMetadataChange(publisher: "Bonniers"), as: sam, ifMatch: "\"0\"")
            #expect(first.status == .ok, "\(first.body.string)")
            let stale = try await Self.edit(t, library, title, TitleMetadataChange(publisher: "Norstedts"), as: sam, ifMatch: "\"0\"")
            #expect(stale.status == .preconditionFailed)
            #expect(stale.headers.first(name: .eTag) == "\"1\"")
            #expect(try stale.decode(ConflictProblem<TitleMetadata>.self).current.publisher == "Bonniers")
            let inBody = try await Self.edit(t, library, title, TitleMetadataChange(publisher: "Norstedts", editVersion: 0), as: sam)
            #expect(inBody.status == .preconditionFailed)
            #expect(try await TitleRecord.find(title, on: t.app.db)?.publisher == "Bonniers")
        }
    }

    @Test func invalidFieldsAreRefusedEachByNameAndNothingIsSaved() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let sam = try await Self.staff(t, library)
            let change = TitleMetadataChange(title: "  ", published: "2019-02-30", language: "english", isbns: ["9789100123451", "12345"],
                                             pageCount: -3)
            let res = try await Self.edit(t, library, title, change, as: sam)
            #expect(res.status == .unprocessableEntity)
            let fields = Set(try res.decode(Problem.self).errors?.map(\.field) ?? [])
            #expect(fields == ["title", "published", "language", "isbns", "pageCount"])
            #expect(try await TitleRecord.find(title, on: t.app.db)?.title == "Utvandrarna")
            let good = try await Self.edit(t, library, title, TitleMetadataChange(published: "2019-02", language: "sv",
                                                                               isbns: ["978-91-0-012345-1", "080442957X"]), as: sam)
            #expect(good.status == .ok, "\(good.body.string)")
            let saved = try good.decode(TitleMetadata.self)
            #expect(saved.language == "swe" && saved.isbns == ["9789100123451", "080442957X"] && saved.published == "2019-02")
        }
    }

    @Test func valuesAnImportGaveThatTheRulesWouldRefuseDoNotStopAnEditOfOtherFields() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            var old = CatalogueEntry(sourceKey: "marc:old", title: "Fröken Julie", authors: ["Strindberg, August"])
            old.published = "ca 1888"
            old.isbns = ["1234567890"]
            old.language = "swe"
            old.copies = 1
            old.clean()
            _ = try await CatalogueWriter(context: t.context, library: library.record).write([old])
            let title = try #require(try await TitleRecord.query(on: t.app.db).filter(\.$sourceKey == "marc:old").first()?.id)
            let sam = try await Self.staff(t, library)
            var form = StaffTitleEditPage.values(of: try await t.context.titleEditing.metadata(title, library: library.record))
            form["series"] = "Naturalistiska dramer"
            let res = try await Self.edit(t, library, title, StaffTitleEditPage.change(form), as: sam)
            #expect(res.status == .ok, "\(res.body.string)")
            let saved = try res.decode(TitleMetadata.self)
            #expect(saved.staffEdited == ["series"] && saved.published == "ca 1888" && saved.isbns == ["1234567890"])
        }
    }

    @Test func someoneWhoIsNotStaffFindsNoEditing() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.signUp("ada", keep: true)
            #expect(try await t.request(TitleEditRoute.metadata(library: library.id, title: title), token: ada.token).status == .notFound)
            #expect(try await Self.edit(t, library, title, TitleMetadataChange(title: "X"), as: ada).status == .notFound)
            let cover = try await t.request(.PUT, TitleEditRoute.setCover(library: library.id, title: title).path, token: ada.token,
                                            body: ByteBuffer(bytes: Self.png))
            #expect(cover.status == .notFound)
            var bob = Browser(t: t)
            _ = try await bob.signUp("bob")
            #expect(try await bob.get("/library/malmo/staff/titles/\(title.uuidString.lowercased())/edit").status == .notFound)
            #expect(try await TitleRecord.find(title, on: t.app.db)?.title == "Utvandrarna")
        }
    }

    @Test func anUploadedCoverReplacesTheCoverAndAReImportKeepsIt() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let sam = try await Self.staff(t, library)
            let route = TitleEditRoute.setCover(library: library.id, title: title)
            let notImage = try await t.request(.PUT, route.path, token: sam.token, body: ByteBuffer(string: "not an image"))
            #expect(notImage.status == .unsupportedMediaType)
            let res = try await t.request(.PUT, route.path, token: sam.token, body: ByteBuffer(bytes: Self.png))
            #expect(res.status == .ok, "\(res.body.string)")
            let saved = try res.decode(TitleMetadata.self)
            let url = try #require(saved.coverUrl)
            #expect(saved.staffEdited == ["cover"])
            #expect(try await t.request(.GET, url).status == .ok)
            let record = try #require(try await TitleRecord.find(title, on: t.app.db))
            var again = CatalogueEntry(sourceKey: record.sourceKey, title: "Utvandrarna", authors: ["Moberg, Vilhelm"])
            again.cover = "0000.png"
            again.copies = 1
            _ = try await CatalogueWriter(context: t.context, library: library.record).write([again])
            #expect(try await TitleRecord.find(title, on: t.app.db).map { LibraryPath.cover($0.cover ?? "").path } == url)
        }
    }

    @Test func aCoverOverTenMBIsRefusedWith413NamingThePhotoAndTheCoverStays() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let sam = try await Self.staff(t, library)
            let route = TitleEditRoute.setCover(library: library.id, title: title)
            let first = try await t.request(.PUT, route.path, token: sam.token, body: ByteBuffer(bytes: Self.png))
            let before = try first.decode(TitleMetadata.self)
            let huge = [UInt8](repeating: 0x5A, count: TitleEditing.coverMaxBytes + 1)
            let res = try await t.request(.PUT, route.path, token: sam.token, body: ByteBuffer(bytes: huge))
            #expect(res.status == .payloadTooLarge)
            #expect(res.body.string.contains("\"field\":\"photo\"") && res.body.string.contains("cover_too_large"), "\(res.body.string)")
            let after = try await t.context.titleEditing.metadata(title, library: library.record)
            #expect(after.coverUrl == before.coverUrl && after.editVersion == before.editVersion)
        }
    }

    @Test func aCoverSentOverAnOlderVersionIsRefusedWith412AndTheCoverStays() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let sam = try await Self.staff(t, library)
            let route = TitleEditRoute.setCover(library: library.id, title: title)
            let first = try await t.request(.PUT, route.path, token: sam.token, body: ByteBuffer(bytes: Self.png))
            let etag = try #require(first.headers.first(name: .eTag))
            #expect(try await Self.edit(t, library, title, TitleMetadataChange(series: "Emigranterna"), as: sam).status == .ok)
            let before = try await t.context.titleEditing.metadata(title, library: library.record)
            let stale = try await t.request(.PUT, route.path, token: sam.token, headers: ["If-Match": etag],
                                            body: ByteBuffer(bytes: Self.redPNG))
            #expect(stale.status == .preconditionFailed, "\(stale.body.string)")
            let after = try await t.context.titleEditing.metadata(title, library: library.record)
            #expect(after.coverUrl == before.coverUrl && after.editVersion == before.editVersion)
        }
    }

    @Test func theCoverFormFromBeforeAnotherChangeShowsTheTitleAsItIsNowAndKeepsItsCover() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            var sam = try await Self.staffBrowser(t, library)
            let path = "/library/malmo/staff/titles/\(title.uuidString.lowercased())"
            #expect(try await sam.get(path + "/edit").body.string.contains("name=\"version\" value=\"0\""))
            var form = StaffTitleEditPage.values(of: try await t.context.titleEditing.metadata(title, library: library.record))
            form["series"] = "Emigranterna"
            #expect(try await sam.post(path + "/edit", form, from: path + "/edit").status == .seeOther)
            let res = try await sam.postFile(path + "/cover", [("version", "0")], file: "photo", filename: "cover.png", type: "image/png",
                                             bytes: Self.png, from: path + "/edit")
            #expect(res.status == .conflict)
            #expect(res.body.string.contains("f-photo-error") && res.body.string.contains("changed since you opened the page"))
            let after = try await t.context.titleEditing.metadata(title, library: library.record)
            #expect(after.coverUrl == nil && after.series == "Emigranterna")
            let fresh = try await sam.postFile(path + "/cover", [("version", "\(after.editVersion)")], file: "photo", filename: "cover.png",
                                               type: "image/png", bytes: Self.png, from: path + "/edit")
            #expect(fresh.status == .seeOther)
        }
    }

    @Test func theCoverFormShowsATooLargeImageBesideTheFieldAndKeepsTheCover() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            var sam = try await Self.staffBrowser(t, library)
            let path = "/library/malmo/staff/titles/\(title.uuidString.lowercased())"
            let before = try await t.context.titleEditing.metadata(title, library: library.record)
            let huge = [UInt8](repeating: 0x5A, count: TitleEditing.coverMaxBytes + 1)
            let res = try await sam.postFile(path + "/cover", [], file: "photo", bytes: huge, from: path + "/edit")
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("f-photo-error") && res.body.string.contains("up to 10 MB"))
            let after = try await t.context.titleEditing.metadata(title, library: library.record)
            #expect(after.coverUrl == before.coverUrl && after.editVersion == before.editVersion)
        }
    }

    @Test func theEditFormSavesAndAFormFromBeforeAnotherEditShowsBothVersions() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            var sam = try await Self.staffBrowser(t, library)
            let path = "/library/malmo/staff/titles/\(title.uuidString.lowercased())/edit"
            let page = try await sam.get(path)
            #expect(page.status == .ok)
            #expect(page.body.string.contains("name=\"version\" value=\"0\""))
            var form = StaffTitleEditPage.values(of: try await t.context.titleEditing.metadata(title, library: library.record))
            form["series"] = "Emigranterna"
            form["seriesNumber"] = "1"
            let saved = try await sam.post(path, form, from: path)
            #expect(saved.status == .seeOther)
            #expect(try await TitleRecord.find(title, on: t.app.db)?.series == "Emigranterna")
            form["series"] = "Utvandrarserien"
            let stale = try await sam.post(path, form, from: path + "?old")
            #expect(stale.status == .conflict)
            #expect(stale.body.string.contains("Utvandrarserien") && stale.body.string.contains("Emigranterna"))
            #expect(try await TitleRecord.find(title, on: t.app.db)?.series == "Emigranterna")
            form["version"] = "1"
            form["language"] = "english"
            let refused = try await sam.post(path, form, from: path)
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.body.string.contains("f-language-error") && refused.body.string.contains("value=\"english\""))
        }
    }

    @Test func theStaffPagesKnowASignedInPatronAndTheLibraryHeaderLinksStaffToThem() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            _ = try await library.title(t)
            _ = try await Self.staff(t, library)
            try await library.card(t, "1001")
            var sam = Browser(t: t)
            #expect(try await sam.post("/sign-in", ["login": "sam", "password": "correct horse battery"]).status == .seeOther)
            _ = try await sam.post("/library/malmo/sign-in", ["cardNumber": "1001", "pin": "1234"], from: "/library/malmo/sign-in")
            let area = try await sam.get("/library/malmo/staff").body.string
            #expect(!area.contains("/library/malmo/sign-in\""))
            let home = try await sam.get("/library/malmo").body.string
            #expect(home.contains("href=\"/library/malmo/staff\""))
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            #expect(!(try await ada.get("/library/malmo").body.string.contains("href=\"/library/malmo/staff\"")))
        }
    }
}
