import Foundation
import SatchelAPI
import SatchelCore
import SatchelTesting
@testable import Eats
import Testing
import VaporTesting

/// "Where shall we eat?" beyond the poll page: a person's polls and votes in "download my
/// data", and the live word that lets open poll pages show new tallies without a reload.
@Suite("Polls in the data export and live tallies")
struct EatPollLeftoversTests {
    /// Eats' part of the export, as a reader of the file would decode it.
    struct EatsPart: Decodable {
        var polls: [EatPoll]
        var pollVotes: [EatPollService.OwnVotes]
    }

    static func export(_ t: TestContext, _ who: SessionResponse) async throws -> EatsPart {
        let export = try await t.request(.exportData, token: who.token).decode(DataExport.self)
        let eats = try #require(export.apps["eats"])
        return try JSONDecoder.api.decode(EatsPart.self, from: try JSONEncoder.api.encode(eats))
    }

    /// Ann's poll, where Ann said yes to Berg and Ben to both, decided by Ann.
    static func decided(_ t: TestContext) async throws -> EatPollTests.World {
        let w = try await EatPollTests.world(t)
        try await EatPollTests.vote(t, w, w.ann, [w.berg.id])
        try await EatPollTests.vote(t, w, w.ben, [w.alba.id, w.berg.id])
        #expect(try await t.request(EatPollRoute.close(w.poll.id), token: w.ann.token).status == .ok)
        return w
    }

    @Test func theCreatorsExportHasThePollWithItsPlacesTalliesResultAndTheirOwnVotes() async throws {
        try await withSatchel { t in
            let w = try await Self.decided(t)
            let mine = try await Self.export(t, w.ann)
            #expect(mine.polls.map(\.id) == [w.poll.id])
            #expect(mine.polls.first?.candidates.map(\.restaurantId) == [w.alba.id, w.berg.id])
            #expect(mine.polls.first?.candidates.map(\.yes) == [1, 2])
            #expect(mine.polls.first?.winner?.restaurantId == w.berg.id)
            #expect(mine.pollVotes == [EatPollService.OwnVotes(pollId: w.poll.id, title: "Friday dinner",
                                                               restaurantIds: [w.berg.id], names: ["Berg"])])
        }
    }

    @Test func anInviteesExportHasTheirOwnVotesButNotThePollTheyDidNotSetUp() async throws {
        try await withSatchel { t in
            let w = try await Self.decided(t)
            let bens = try await Self.export(t, w.ben)
            #expect(bens.polls.isEmpty)
            #expect(bens.pollVotes == [EatPollService.OwnVotes(pollId: w.poll.id, title: "Friday dinner",
                                                               restaurantIds: [w.alba.id, w.berg.id], names: ["Alba", "Berg"])])
            let cats = try await Self.export(t, w.cat)
            #expect(cats.polls.isEmpty && cats.pollVotes.isEmpty)
        }
    }

    /// Every stream of `people` gets a marker after what happened: the first event each holds
    /// is what happened, or the marker if nothing was sent (so a test never waits forever).
    static func firstEvents(_ t: TestContext, _ streams: [AsyncStream<NotificationHub.Event>], of people: [SessionResponse]) async -> [NotificationHub.Event?] {
        for person in people { t.app.satchel.hub.publish(.unread(-1), to: person.user.id) }
        var events: [NotificationHub.Event?] = []
        for stream in streams {
            var iterator = stream.makeAsyncIterator()
            events.append(await iterator.next())
        }
        return events
    }

    @Test func aVoteTellsTheOpenPagesOfEveryoneInThePollAndNoOneElse() async throws {
        try await withSatchel { t in
            let w = try await EatPollTests.world(t)
            let people = [w.ann, w.ben, w.cat]
            let streams = people.map { t.app.satchel.hub.subscribe(user: $0.user.id) }
            try await EatPollTests.vote(t, w, w.ben, [w.alba.id])
            let change = NotificationHub.Event.changed(LiveChange(kind: "eats.poll", id: w.poll.id, path: EatPollPath.poll(w.poll.id).path))
            #expect(await Self.firstEvents(t, streams, of: people) == [change, change, .unread(-1)])
        }
    }

    @Test func closingTellsTheOpenPagesOfEveryoneInThePoll() async throws {
        try await withSatchel { t in
            let w = try await EatPollTests.world(t)
            let people = [w.ann, w.ben, w.cat]
            let streams = people.map { t.app.satchel.hub.subscribe(user: $0.user.id) }
            #expect(try await t.request(EatPollRoute.close(w.poll.id), token: w.ann.token).status == .ok)
            let change = NotificationHub.Event.changed(LiveChange(kind: "eats.poll", id: w.poll.id, path: EatPollPath.poll(w.poll.id).path))
            #expect(await Self.firstEvents(t, streams, of: people) == [change, change, .unread(-1)])
        }
    }

    /// The page marks what the live script swaps: the tallies, inside a part that says which
    /// page it is and its shape (open, and which places), so a closed poll is swapped whole.
    @Test func thePollPageMarksItsTalliesForLiveUpdates() async throws {
        try await withSatchel { t in
            let w = try await EatPollTests.world(t)
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-in", ["login": "ben", "password": "correct horse battery"])
            let path = EatPollPath.poll(w.poll.id).path
            let open = try await browser.get(path).body.string
            let ids = [w.alba.id, w.berg.id].map { $0.uuidString.lowercased() }
            #expect(open.contains(#"data-live-path="\#(path)" data-live-shape="open \#(ids.joined(separator: " "))""#))
            for id in ids { #expect(open.contains(#"id="tally-\#(id)" data-live-part"#)) }
            _ = try await t.request(EatPollRoute.close(w.poll.id), token: w.ann.token)
            #expect(try await browser.get(path).body.string.contains(#"data-live-path="\#(path)" data-live-shape="closed""#))
        }
    }
}
