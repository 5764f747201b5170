import Foundation
import Library
import SatchelAPI
import SatchelKit
@testable import SatchelCore
import Testing
import Vapor

/// Asking the library to buy a book and staff deciding, through SatchelKit against a live server.
@Suite("SatchelKit: purchase requests")
struct PurchaseRequestsClientTests {
    @Test func aPatronAsksAndStaffSeeItRankedAndDeclineIt() async throws {
        try await withLiveServer { url, app in
            try await LibraryReaderTests.setUpLibrary(app)
            let ada = try await signedUp(url, "ada")
            let malmo = try #require(try await ada.library.libraries().first)
            try await ada.library.signIn(malmo.id, cardNumber: "20000001", pin: "1234")
            let asked = try await ada.purchaseRequests.ask(malmo.id, PurchaseRequestInput(title: "Inferno", author: "Strindberg", holdWhenBought: true))
            #expect(asked.state == "open")
            let root = try await AdminClientTests.administrator(url, app)
            let groups = try await root.purchaseRequests.groups(malmo.id)
            #expect(groups.map(\.count) == [1])
            let decided = try await root.purchaseRequests.declined(malmo.id, matchKey: groups[0].matchKey, reason: "Not an e-book")
            #expect(decided.requests == 1)
            #expect(try await ada.purchaseRequests.mine(malmo.id).map(\.state) == ["declined"])
        }
    }
}
