import Foundation
@testable import Library
import SatchelAPI
import SatchelTesting
import Testing
import VaporTesting

@Suite("The reading journey: every loan of every card, deletable, the library's records kept")
struct ReadingJourneyTests {
    static func journey(_ t: TestContext, _ token: String) async throws -> [JourneyItem] {
        try await t.request(JourneyRoute.journey, token: token).decode(ReadingJourney.self).items
    }

    @Test func loansFromTwoLibrariesComeLatestFirstWithRatingAndHighlights() async throws {
        try await withSatchel { t in
            let s = try await AnnotationTests.setUp(t, book: AnnotationTests.book(AnnotationTests.chapters))
            _ = try await t.request(AnnotationRoute.putAnnotation(s.title, UUID()), token: s.reader.token, json: AnnotationTests.input("Arvid Falk"))
            #expect(try await t.request(LibraryRoute.rate(s.title), token: s.reader.token, json: TitleRatingDraft(stars: 4, review: "Bra")).status == .ok)
            let lund = try await TestLibrary.make(t, slug: "lund")
            let other = try await lund.title(t)
            _ = try await lund.card(t, "30000001")
            #expect(try await t.request(LibraryRoute.signInCard(lund.id), token: s.reader.token,
                                        json: CardSignIn(cardNumber: "30000001", pin: "1234")).status == .ok)
            t.clock.advance(by: 60)
            #expect(try await t.borrow(other, as: s.reader).status == .created)
            let items = try await Self.journey(t, s.reader.token)
            #expect(items.map(\.titleId) == [other, s.title])
            #expect(items[1].stars == 4 && items[1].review == "Bra" && items[1].annotations == 1 && items[1].title == "Röda rummet")
            #expect(Set(items.map(\.library)).count == 2)
            let bo = try await t.signUp("bo")
            #expect(try await Self.journey(t, bo.token).isEmpty, "nobody else's loans")
        }
    }

    @Test func deletingHidesLoansSoFarAndLaterOnesStillAppear() async throws {
        try await withSatchel { t in
            let s = try await AnnotationTests.setUp(t, book: AnnotationTests.book(AnnotationTests.chapters))
            let loan = try #require(try await Self.journey(t, s.reader.token).first?.loanId)
            let bo = try await t.signUp("bo")
            #expect(try await t.request(JourneyRoute.deleteJourneyItem(loan), token: bo.token).status == .notFound)
            #expect(try await t.request(JourneyRoute.deleteJourneyItem(loan), token: s.reader.token).status == .noContent)
            #expect(try await Self.journey(t, s.reader.token).isEmpty)
            // The library still has the loan: it can be returned.
            #expect(try await t.request(LibraryRoute.returnLoan(loan), token: s.reader.token).status == .noContent)
            t.clock.advance(by: 60)
            _ = try await t.borrow(s.title, as: s.reader)
            #expect(try await Self.journey(t, s.reader.token).count == 1)
            _ = try await t.request(AnnotationRoute.putAnnotation(s.title, UUID()), token: s.reader.token, json: AnnotationTests.input("Arvid Falk"))
            #expect(try await t.request(JourneyRoute.deleteJourney, token: s.reader.token, query: "?notes=true").status == .noContent)
            #expect(try await Self.journey(t, s.reader.token).isEmpty)
            #expect(try await AnnotationTests.list(t, s).isEmpty, "notes deleted with it")
        }
    }

    @Test func aDeleteWhoseFlagIsNeitherTrueNorFalseIsRefusedAndDeletesNothing() async throws {
        try await withSatchel { t in
            let s = try await AnnotationTests.setUp(t, book: AnnotationTests.book(AnnotationTests.chapters))
            let refused = try await t.request(JourneyRoute.deleteJourney, token: s.reader.token, query: "?ratings=yes")
            #expect(refused.status == .unprocessableEntity && refused.problem?.errors?.first?.field == "ratings")
            #expect(try await Self.journey(t, s.reader.token).count == 1)
        }
    }

    @Test func theJourneyPageListsTheBookAndDownloadsItAsJSON() async throws {
        try await withSatchel { t in
            _ = try await AnnotationTests.setUp(t)
            var web = try await Browser.signedIn(t, "ada")
            let page = try await web.get(JourneyWeb.path)
            #expect(page.status == .ok && page.body.string.contains("Röda rummet") && page.body.string.contains("Delete my reading journey"))
            let export = try await web.get(JourneyWeb.path + "/export")
            #expect(export.headers.first(name: .contentDisposition)?.contains("reading-journey.json") == true)
            #expect(try export.decode(ReadingJourney.self).items.count == 1)
        }
    }
}
