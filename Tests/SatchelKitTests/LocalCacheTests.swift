import Foundation
import SatchelAPI
import SatchelKit
import Testing

@Suite("SatchelKit: the local cache")
struct LocalCacheTests {
    func folder() -> URL { FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)") }

    @Test func theUsersWishesRemindersAndBookshelfAreThereOfflineAfterARestart() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let network = FlakyTransport()
            let (ada, malmo, book, _) = try await borrower(url, transport: network)
            _ = try await ada.wishes.create(WishDraft(name: "Kettle"))
            let birthday = try await ada.wishes.createList(WishListDraft(name: "Birthday"))
            let lamp = try await ada.wishes.create(WishDraft(name: "Lamp"))
            _ = try await ada.wishes.move(lamp.id, WishMove(listId: birthday.id))
            let tomorrow = ReminderDue(local: "2030-01-02T09:00", timeZone: "Europe/Stockholm")
            _ = try await ada.spots.create(ReminderDraft(title: "Buy milk", due: tomorrow))
            let done = try await ada.spots.create(ReminderDraft(title: "Post the letter", due: tomorrow))
            _ = try await ada.spots.complete(done.id)
            let directory = folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            try await LocalCache(client: ada, user: try await ada.me().id, directory: directory).refresh()

            let adaID = try await ada.me().id
            network.offline = true
            let restarted = LocalCache(client: ada, user: adaID, directory: directory)
            await #expect(throws: (any Error).self) { try await restarted.refresh() }
            let snapshot = try #require(await restarted.snapshot, "an offline refresh keeps what was there")
            #expect(snapshot.inbox.map(\.name) == ["Kettle"])
            #expect(snapshot.lists.map(\.list.name) == ["Birthday"] && snapshot.lists.first?.wishes.map(\.name) == ["Lamp"])
            #expect(snapshot.openReminders.map(\.title) == ["Buy milk"] && snapshot.doneReminders.map(\.title) == ["Post the letter"])
            let shelf = try #require(snapshot.bookshelves.first { $0.library.id == malmo.id })
            #expect(shelf.loans?.map(\.title.id) == [book.id])
        }
    }

    @Test func theCacheFolderIsOpenOnlyToItsOwner() async throws {
        try await withLiveServer { url in
            let ada = try await signedUp(url, "ada")
            let directory = folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            try await LocalCache(client: ada, user: try await ada.me().id, directory: directory).refresh()
            let folder = directory.appendingPathComponent(try await ada.me().id.uuidString.lowercased())
            let permissions = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
            #expect(permissions == 0o700)
        }
    }

    @Test func everyFileTheCacheWritesIsReadableByItsOwnerOnly() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let (ada, _, book, _) = try await borrower(url)
            _ = try await ada.wishes.create(WishDraft(name: "Kettle"))
            let directory = folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let cache = LocalCache(client: ada, user: try await ada.me().id, directory: directory)
            try await cache.refresh()
            try await cache.download(book.id)
            try await cache.refresh()

            let mine = directory.appendingPathComponent(try await ada.me().id.uuidString.lowercased())
            var files: [String] = []
            for path in try FileManager.default.subpathsOfDirectory(atPath: mine.path) {
                let full = mine.appendingPathComponent(path).path
                var isFolder: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: full, isDirectory: &isFolder)
                let mode = try FileManager.default.attributesOfItem(atPath: full)[.posixPermissions] as? Int
                #expect(mode == (isFolder.boolValue ? 0o700 : 0o600), "\(path)")
                if !isFolder.boolValue { files.append(path) }
            }
            #expect(files.contains("snapshot.json") && files.contains("downloads.json"))
            #expect(files.filter { $0.hasPrefix("books/") }.count >= 2, "the book's files are there too")
            #expect(!files.contains { $0.hasSuffix(".tmp") }, "no temporary file is left behind")
        }
    }

    @Test func aDownloadedBookReadsOfflineAndIsDeletedWhenTheLoanEnds() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let network = FlakyTransport()
            let (ada, _, book, loan) = try await borrower(url, transport: network)
            let directory = folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let cache = LocalCache(client: ada, user: try await ada.me().id, directory: directory)
            let manifest = try await cache.download(book.id)
            let lastChapter = try #require(manifest.readingOrder.last).href
            let online = try await ada.reader.resource(book.id, href: lastChapter)

            let adaID = try await ada.me().id
            network.offline = true
            let restarted = LocalCache(client: ada, user: adaID, directory: directory)
            #expect(await restarted.offlineManifest(book.id) == manifest)
            #expect(await restarted.offlineResource(book.id, href: lastChapter) == online)
            #expect(await restarted.offlineResource(book.id, href: manifest.readingOrder[0].href + "#start") != nil, "a fragment names the same file")

            network.offline = false
            try await ada.library.returnLoan(loan.id)
            try await restarted.refresh()
            #expect(await restarted.downloadedTitles.isEmpty)
            #expect(await restarted.offlineResource(book.id, href: lastChapter) == nil)
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(try await ada.me().id.uuidString.lowercased())/books/\(book.id.uuidString)").path))
        }
    }

    @Test func anEndedLibraryCardSessionIsNotAnEmptyShelfAndKeepsTheDownload() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let (ada, malmo, book, _) = try await borrower(url)
            let cache = LocalCache(client: ada, user: try await ada.me().id)
            try await cache.download(book.id)
            try await ada.library.signOut(malmo.id)

            let snapshot = try await cache.refresh()
            #expect(await ada.isSignedIn, "a library card's 401 does not sign the user out of Satchel")
            #expect(snapshot.bookshelves.first { $0.library.id == malmo.id }?.loans == nil)
            #expect(await cache.downloadedTitles == [book.id])
        }
    }

    @Test func someoneElseSigningInOnTheDeviceSeesNoneOfTheFirstUsersThings() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let (ada, _, book, _) = try await borrower(url)
            _ = try await ada.wishes.create(WishDraft(name: "Kettle"))
            let directory = folder()
            defer { try? FileManager.default.removeItem(at: directory) }
            let adas = LocalCache(client: ada, user: try await ada.me().id, directory: directory)
            try await adas.download(book.id)
            try await adas.refresh()

            let bob = try await signedUp(url, "bob")
            let bobs = LocalCache(client: bob, user: try await bob.me().id, directory: directory)
            #expect(await bobs.snapshot == nil)
            #expect(await bobs.downloadedTitles.isEmpty)
            #expect(try await bobs.refresh().inbox.isEmpty)
            await #expect(throws: LocalCache.Failure.otherUser) {
                try await LocalCache(client: bob, user: try await ada.me().id, directory: directory).refresh()
            }
            let adaAgain = LocalCache(client: ada, user: try await ada.me().id, directory: directory)
            #expect(await adaAgain.downloadedTitles == [book.id])
            #expect(await adaAgain.snapshot?.inbox.map(\.name) == ["Kettle"])
            try await adaAgain.clear()
            #expect(await LocalCache(client: ada, user: try await ada.me().id, directory: directory).snapshot == nil)
        }
    }
}
