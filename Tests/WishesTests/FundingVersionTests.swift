import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting
@testable import Wishes

/// A funding wish's version is its wish's (issue 46): the owner's changes to the funding are
/// new versions, checked against `If-Match` (412 with the funding wish as it is); giving never is.
@Suite("Funding wishes are versioned")
struct FundingVersionTests {
    static func draft(_ t: TestContext, why: String, target: Int = 10_000_00) -> FundingDraft {
        FundingDraft(target: Price(amount: target, currency: "CZK"), deadline: t.clock.now.addingTimeInterval(30 * 86400),
                     why: why, mode: "all_or_nothing", audience: "friends")
    }

    static func change(_ t: TestContext, _ s: FundingSetup, _ wish: UUID, why: String, version: Int?) async throws -> TestingHTTPResponse {
        try await t.request(.PUT, FundingRoute.updateFunding(wish).path, token: s.ada.token, json: draft(t, why: why), headers: ifMatch(version))
    }

    static func version(_ t: TestContext, _ s: FundingSetup, _ wish: UUID) async throws -> Int? {
        try await t.request(FundingRoute.funding(wish), token: s.ada.token).version
    }

    @Test func theOwnersReadCarriesTheWishsVersionAndAFriendsDoesNot() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let own = try await t.request(FundingRoute.funding(wish), token: s.ada.token)
            let asWish = try await t.request(WishesRoute.wish(wish), token: s.ada.token)
            #expect(try own.version != nil && own.version == asWish.version && (own.decode(FundingWish.self)).wish.version == own.version)
            #expect(try await t.request(FundingRoute.funding(wish), token: s.bob.token).version == nil)
        }
    }

    @Test func aChangeFromTheCurrentVersionIsMadeAndIsANewVersion() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let seen = try #require(try await Self.version(t, s, wish))
            let changed = try await Self.change(t, s, wish, why: "Faster to work", version: seen)
            #expect(changed.status == .ok && changed.version == seen + 1)
            #expect(try changed.decode(FundingWish.self).funding.why == "Faster to work")
            #expect(try await Self.version(t, s, wish) == seen + 1)
        }
    }

    @Test func aChangeFromAnOldVersionIsRefusedWithTheFundingWishAsItIsAndChangesNothing() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let seen = try #require(try await Self.version(t, s, wish))
            _ = try await Self.change(t, s, wish, why: "First", version: seen)
            let stale = try await t.request(.PUT, FundingRoute.updateFunding(wish).path, token: s.ada.token,
                                            json: Self.draft(t, why: "Second", target: 5_000_00), headers: ifMatch(seen))
            #expect(stale.status == .preconditionFailed && stale.version == seen + 1)
            let current = try stale.decode(ConflictProblem<FundingWish>.self).current
            let fresh = try await t.request(FundingRoute.funding(wish), token: s.ada.token).decode(FundingWish.self)
            #expect(current == fresh && fresh.funding.why == "First" && fresh.funding.target.amount == 10_000_00)
        }
    }

    @Test func closingTakesIfMatchAndIsANewVersion() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let seen = try #require(try await Self.version(t, s, wish))
            let stale = try await t.request(.POST, FundingRoute.closeFunding(wish).path, token: s.ada.token, headers: ifMatch(seen - 1))
            #expect(stale.status == .preconditionFailed)
            #expect(try await t.funding(wish, as: s.ada).state == "open")
            let closed = try await t.request(.POST, FundingRoute.closeFunding(wish).path, token: s.ada.token, headers: ifMatch(seen))
            #expect(closed.status == .ok && closed.version == seen + 1)
            #expect(try closed.decode(FundingWish.self).funding.state == "closed")
        }
    }

    /// The owner must never learn of giving through a version.
    @Test func givingNeverMovesTheVersion() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t, target: 100_00, mode: "keep_what_you_get")
            let seen = try await Self.version(t, s, wish)
            try await t.donate(wish, by: s.bob, amount: 40_00)
            try await t.donate(wish, by: s.cat, amount: 60_00)
            #expect(try await t.funding(wish, as: s.ada).raised?.amount == 100_00)
            #expect(try await Self.version(t, s, wish) == seen)
        }
    }

    /// Both from one copy, at once: one is made, the other refused.
    @Test func twoChangesFromOneCopyWithinOneMillisecondOneIsMade() async throws {
        try await withSatchel { t in
            let s = try await FundingSetup.make(t)
            let wish = try await s.fundingWish(t)
            let seen = try await Self.version(t, s, wish)
            async let phone = Self.change(t, s, wish, why: "From the phone", version: seen)
            async let laptop = Self.change(t, s, wish, why: "From the laptop", version: seen)
            let statuses = [try await phone.status, try await laptop.status]
            #expect(statuses.filter { $0 == .ok }.count == 1 && statuses.filter { $0 == .preconditionFailed }.count == 1)
        }
    }
}
