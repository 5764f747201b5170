import Fluent
import Foundation
@testable import Library
import NIOCore
import SatchelAPI
@testable import SatchelServer
import SatchelTesting
import Testing
import VaporTesting

@Suite("Library cards and PINs")
struct CardTests {
    @Test func theRightPINSignsInAndTheCardShowsMasked() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada")
            try await library.card(t, "20001234")
            let signedIn = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000 1234", pin: "1234"))
            #expect(signedIn.status == .ok)
            let patron = try await t.request(LibraryRoute.patron(library.id), token: ada.token).decode(Patron.self)
            #expect(patron.card == "•••• 1234" && patron.name == "Test Patron")
            #expect(patron.expiresAt.timeIntervalSince(t.clock.now) <= CardService.sessionLength + 1)
        }
    }

    @Test func rememberMeKeepsTheLibrarySessionLonger() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada")
            try await library.card(t, "2000")
            let res = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "1234", remember: true))
            let patron = try res.decode(Patron.self)
            #expect(patron.expiresAt.timeIntervalSince(t.clock.now) > 30 * 86_400)
            t.clock.advance(by: 13 * 3600)
            #expect(try await t.request(LibraryRoute.patron(library.id), token: ada.token).status == .ok)
        }
    }

    @Test func aWrongPINAndAnUnknownCardGetTheSameAnswer() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada")
            try await library.card(t, "2000")
            let wrong = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "9999"))
            let unknown = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "3000", pin: "9999"))
            #expect(wrong.status == .unauthorized && unknown.status == .unauthorized)
            #expect(wrong.problem?.detail == unknown.problem?.detail)
            #expect(try await t.request(LibraryRoute.patron(library.id), token: ada.token).status == .unauthorized)
        }
    }

    @Test func repeatedWrongPINsBringGrowingWaits() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada")
            try await library.card(t, "2000")
            for _ in 0..<5 {
                _ = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "0000"))
            }
            let waiting = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "1234"))
            #expect(waiting.status == .tooManyRequests)
            let first = try #require(waiting.problem?.retryAfter)
            t.clock.advance(by: Double(first) + 1)
            _ = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "0000"))
            let longer = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "1234"))
            #expect(longer.status == .tooManyRequests && (longer.problem?.retryAfter ?? 0) > first)
            #expect(longer.problem?.detail?.contains("PIN") == true)
        }
    }

    @Test func tenWrongPINsLockTheCardUntilStaffUnlockIt() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada")
            try await library.card(t, "2000")
            var last: TestingHTTPResponse?
            for _ in 0..<CardService.lockAfter {
                last = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "0000"))
                t.clock.advance(by: 3600) // past every wait
            }
            #expect(last?.status == .forbidden)
            let right = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "1234"))
            #expect(right.status == .forbidden && right.problem?.detail?.contains("library") == true)
            try await t.context.cards.unlock(library: library.record, number: "2000")
            let after = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "1234"))
            #expect(after.status == .ok)
        }
    }

    /// Mallory knows Ada's card number (imported numbers are guessable) and guesses PINs.
    func strangerGuesses(_ t: TestContext, _ library: TestLibrary, as mallory: SessionResponse) async throws -> TestingHTTPResponse? {
        var last: TestingHTTPResponse?
        for _ in 0..<CardService.lockAfter {
            last = try await t.request(LibraryRoute.signInCard(library.id), token: mallory.token, json: CardSignIn(cardNumber: "2000", pin: "0000"))
            t.clock.advance(by: 3600) // past every wait
        }
        return last
    }

    @Test func aStrangerWhoKnowsTheNumberLocksOnlyStrangersOutNotTheHolder() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada", keep: true), mallory = try await t.signUp("mallory", keep: true)
            try await library.card(t, "2000")
            #expect(try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "1234")).status == .ok)
            #expect(try await strangerGuesses(t, library, as: mallory)?.status == .forbidden)
            // Ada, whose account signed in with the card before, still gets in with her PIN …
            let holder = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "1234"))
            #expect(holder.status == .ok, "\(holder.body.string)")
            // … and Mallory, even with the right PIN now, does not.
            let stranger = try await t.request(LibraryRoute.signInCard(library.id), token: mallory.token, json: CardSignIn(cardNumber: "2000", pin: "1234"))
            #expect(stranger.status == .forbidden)
        }
    }

    @Test func theHoldersOwnSlipsOnlySlowTheHolderAndNeverLockTheCard() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada", keep: true), bob = try await t.signUp("bob", keep: true)
            try await library.card(t, "2000")
            _ = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "1234"))
            for _ in 0..<5 {
                _ = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "0000"))
            }
            let waiting = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "1234"))
            #expect(waiting.status == .tooManyRequests)
            // Another account is not slowed by Ada's slips.
            #expect(try await t.request(LibraryRoute.signInCard(library.id), token: bob.token, json: CardSignIn(cardNumber: "2000", pin: "1234")).status == .ok)
            let card = try #require(try await CardRecord.query(on: t.app.db).filter(\.$number == "2000").first())
            #expect(card.lockedAt == nil && card.failedPINs == 0)
        }
    }

    @Test func staffSeeWhoTriedWrongPINsAndWhetherStrangersAreLockedOut() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada", keep: true), mallory = try await t.signUp("mallory", keep: true)
            try await library.card(t, "2000")
            _ = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "1234"))
            _ = try await strangerGuesses(t, library, as: mallory)
            let attempts = try await t.context.cards.attempts(library: library.record, number: "2000")
            #expect(attempts.holder == "@ada")
            #expect(attempts.lockedForStrangersAt != nil && attempts.wrongPINsInARow == CardService.lockAfter)
            #expect(attempts.sources.contains { $0.who == "@mallory" && $0.failures > 0 })
            try await t.context.cards.unlock(library: library.record, number: "2000")
            let after = try await t.context.cards.attempts(library: library.record, number: "2000")
            #expect(after.lockedForStrangersAt == nil && after.sources.isEmpty)
        }
    }

    @Test func theWaitIsKeptInTheDatabaseAcrossRestarts() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("satchel-card-restart-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let file = "sqlite:\(dir)/db.sqlite"
        try await withSatchel(settings: { $0.databaseURL = testsUsePostgres ? $0.databaseURL : file }) { t in
            let library = try await TestLibrary.make(t)
            let ada = try await t.signUp("ada")
            try await library.card(t, "2000")
            for _ in 0..<6 {
                _ = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "2000", pin: "0000"))
            }
            let second = try await Application.make(.testing)
            var settings = t.app.satchel.settings
            settings.dataDirectory = dir + "/second"
            try await configure(second, settings: settings, clock: t.clock)
            var headers = HTTPHeaders(); headers.contentType = .json; headers.bearerAuthorization = .init(token: ada.token)
            let res = try await second.testing().sendRequest(.POST, LibraryRoute.signInCard(library.id).path, headers: headers,
                                                               body: ByteBuffer(string: #"{"cardNumber":"2000","pin":"1234"}"#))
            try await second.asyncShutdown()
            #expect(res.status == .tooManyRequests)
        }
    }

    @Test func selfRegistrationGivesACardWhereTheLibraryAllowsIt() async throws {
        try await withSatchel { t in
            let open = try await TestLibrary.make(t, slug: "open", selfRegistration: true)
            let closed = try await TestLibrary.make(t, slug: "closed")
            let ada = try await t.signUp("ada")
            let issued = try await t.request(LibraryRoute.registerCard(open.id), token: ada.token, json: CardRegistration(name: "Ada", pin: "4321"))
            #expect(issued.status == .created)
            let card = try issued.decode(CardIssued.self)
            #expect(card.cardNumber.count == 14 && card.patron.name == "Ada")
            let refused = try await t.request(LibraryRoute.registerCard(closed.id), token: ada.token, json: CardRegistration(name: "Ada", pin: "4321"))
            #expect(refused.status == .forbidden)
            let badPIN = try await t.request(LibraryRoute.registerCard(open.id), token: ada.token, json: CardRegistration(name: "Ada", pin: "12"))
            #expect(badPIN.status == .unprocessableEntity && badPIN.problem?.errors?.first?.field == "pin")
        }
    }

    @Test func cardsImportFromCSVWithBadLinesReported() async throws {
        try await withSatchel { t in
            let library = try await TestLibrary.make(t)
            let csv = "\u{FEFF}number,pin,name\r\n1001,1234,Ada\r\n1002,12,Bob\r\n1003,5678\r\n1004,9999,\"Lovelace, Ada\"\r\n"
                + "1005,4321,\"Ada \"\"the Countess\"\" King\"\r\n"
            let report = try await t.context.cards.importCSV(Data(csv.utf8), library: library.record)
            #expect(report.issued == 3)
            #expect(report.skipped.map(\.line) == [3, 4])
            let ada = try await t.signUp("ada")
            let res = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "1004", pin: "9999"))
            #expect(try res.decode(Patron.self).name == "Lovelace, Ada")
            let quoted = try await t.request(LibraryRoute.signInCard(library.id), token: ada.token, json: CardSignIn(cardNumber: "1005", pin: "4321"))
            #expect(try quoted.decode(Patron.self).name == "Ada \"the Countess\" King", "doubled quotes are one quote")
        }
    }
}
