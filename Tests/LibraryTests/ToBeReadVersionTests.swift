import Foundation
@testable import Library
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// A person's to-be-read shelf is versioned (issue 46): every title added, changed or removed
/// is a new version, the shelf's `ETag`; a change from another version is `412` with the shelf
/// as it is, and changes nothing.
@Suite("The to-be-read shelf is versioned")
struct ToBeReadVersionTests {
    static func add(_ t: TestContext, _ title: UUID, token: String, notify: Bool = true, version: Int?) async throws -> TestingHTTPResponse {
        try await t.request(.PUT, LibraryRoute.addToBeRead(title).path, token: token, json: ToBeReadDraft(notify: notify), headers: ifMatch(version))
    }

    @Test func theShelfCarriesItsVersionAndEveryAddAndRemoveIsANewOne() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.signUp("ada")
            #expect(try await t.request(LibraryRoute.toBeReadList(library.id), token: ada.token).version == 1)
            let added = try await Self.add(t, title, token: ada.token, version: 1)
            #expect(added.status == .ok && added.version == 2)
            #expect(try await t.request(LibraryRoute.toBeReadList(library.id), token: ada.token).version == 2)
            // The same again changes nothing: the same version.
            #expect(try await Self.add(t, title, token: ada.token, version: 2).version == 2)
            let removed = try await t.request(.DELETE, LibraryRoute.removeToBeRead(title).path, token: ada.token, headers: ifMatch(2))
            #expect(removed.status == .noContent && removed.version == 3)
            #expect(try await t.request(LibraryRoute.toBeReadList(library.id), token: ada.token).version == 3)
        }
    }

    @Test func aChangeFromAnOldVersionIsRefusedWithTheShelfAsItIsAndChangesNothing() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let first = try await library.title(t)
            let second = try await library.title(t)
            let ada = try await t.signUp("ada")
            _ = try await Self.add(t, first, token: ada.token, version: 1)
            let stale = try await Self.add(t, second, token: ada.token, version: 1)
            #expect(stale.status == .preconditionFailed && stale.version == 2)
            let current = try stale.decode(ConflictProblem<[ToBeRead]>.self).current
            let shelf = try await t.request(LibraryRoute.toBeReadList(library.id), token: ada.token).decode([ToBeRead].self)
            #expect(current == shelf && shelf.map(\.title.id) == [first])
            let removal = try await t.request(.DELETE, LibraryRoute.removeToBeRead(first).path, token: ada.token, headers: ifMatch(1))
            #expect(removal.status == .preconditionFailed)
            #expect(try await t.request(LibraryRoute.toBeReadList(library.id), token: ada.token).decode([ToBeRead].self).count == 1)
        }
    }

    /// Two devices adding from one copy at once: one is made.
    @Test func twoChangesFromOneVersionAtOnceOneIsMade() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let first = try await library.title(t)
            let second = try await library.title(t)
            let ada = try await t.signUp("ada")
            async let phone = Self.add(t, first, token: ada.token, version: 1)
            async let laptop = Self.add(t, second, token: ada.token, version: 1)
            let statuses = [try await phone.status, try await laptop.status]
            #expect(statuses.filter { $0 == .ok }.count == 1 && statuses.filter { $0 == .preconditionFailed }.count == 1)
        }
    }

    /// Borrowing is not a change to the shelf.
    @Test func anotherPersonsShelfAndBorrowingDoNotMoveIt() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let title = try await library.title(t)
            let ada = try await t.patron("ada", at: library, card: "1001")
            let bob = try await t.signUp("bob")
            _ = try await Self.add(t, title, token: bob.token, version: nil)
            _ = try await t.borrow(title, as: ada)
            #expect(try await t.request(LibraryRoute.toBeReadList(library.id), token: ada.token).version == 1)
        }
    }
}
