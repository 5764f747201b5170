import Foundation
@testable import Library
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// The reading journey page removes one loan after asking (the API's per-loan delete, on the web).
@Suite("Removing one loan from the reading journey on the web")
struct JourneyItemRemovalTests {
    @Test func aLoanIsRemovedAfterTheConfirmPageAndTheOthersStay() async throws {
        try await withSatchel { t in
            let s = try await AnnotationTests.setUp(t)
            let loan = try #require(try await ReadingJourneyTests.journey(t, s.reader.token).first).loanId
            var web = try await Browser.signedIn(t, "ada")
            #expect(try await web.get(JourneyWeb.path).body.string.contains(JourneyWeb.removePath(loan)))
            let confirm = try await web.get(JourneyWeb.removePath(loan))
            #expect(confirm.status == .ok && confirm.body.string.contains("Remove from my journey"))
            let done = try await web.post(JourneyWeb.removePath(loan), [:], from: JourneyWeb.removePath(loan))
            #expect(done.status == .seeOther)
            #expect(try await ReadingJourneyTests.journey(t, s.reader.token).isEmpty)
        }
    }

    @Test func someoneElsesLoanIsNotFound() async throws {
        try await withSatchel { t in
            let s = try await AnnotationTests.setUp(t)
            let loan = try #require(try await ReadingJourneyTests.journey(t, s.reader.token).first).loanId
            _ = try await t.signUp("bob", keep: true)
            var bob = try await Browser.signedIn(t, "bob")
            #expect(try await bob.get(JourneyWeb.removePath(loan)).status == .notFound)
            #expect(try await ReadingJourneyTests.journey(t, s.reader.token).count == 1)
        }
    }
}
