import Foundation
import SatchelAPI
import SatchelKit
import Testing

/// "Where shall we eat?" through SatchelKit against a live server.
@Suite("SatchelKit: Where shall we eat?")
struct EatPollsClientTests {
    @Test func aFriendVotesAndTheCreatorEndsThePollWithTheMostWantedPlace() async throws {
        try await withLiveServer { url in
            let ann = try await ExchangesClientTests.person(url, "ann")
            let ben = try await ExchangesClientTests.person(url, "ben")
            try await ann.sendFriendRequest(username: "ben")
            let request = try #require(try await ben.friendRequests().incoming.first)
            _ = try await ben.acceptFriendRequest(request.id)
            var places: [UUID] = []
            for name in ["Alba", "Berg"] {
                places.append(try await ann.eats.createRestaurant(RestaurantDraft(name: name, cuisines: [], latitude: 60.17, longitude: 24.94,
                                                                                  confirmDuplicate: true)).id)
            }
            let created = try await ann.eatPolls.create(EatPollDraft(title: "Friday dinner", deadline: Date().addingTimeInterval(3600),
                                                                     userIds: [try await ben.me().id], restaurantIds: places))
            #expect(try await ben.eatPolls.mine().map(\.id) == [created.id])
            _ = try await ben.eatPolls.vote(created.id, yes: places)
            let voted = try await ben.eatPolls.vote(created.id, yes: [places[1]])
            #expect(voted.candidates.map(\.yes) == [0, 1])
            let decided = try await ann.eatPolls.close(created.id)
            #expect(decided.winner?.name == "Berg")
            #expect(try await ben.eatPolls.poll(created.id).closedAt != nil)
        }
    }

    /// Live tallies in an app: a friend's vote arrives on the creator's notification stream as
    /// `changed` for the poll, to fetch it again.
    @Test func aFriendsVoteArrivesLiveAsAChangeOfThePoll() async throws {
        try await withLiveServer { url in
            let ann = try await ExchangesClientTests.person(url, "ann")
            let ben = try await ExchangesClientTests.person(url, "ben")
            try await ann.sendFriendRequest(username: "ben")
            let request = try #require(try await ben.friendRequests().incoming.first)
            _ = try await ben.acceptFriendRequest(request.id)
            var places: [UUID] = []
            for name in ["Alba", "Berg"] {
                places.append(try await ann.eats.createRestaurant(RestaurantDraft(name: name, cuisines: [], latitude: 60.17, longitude: 24.94,
                                                                                  confirmDuplicate: true)).id)
            }
            let poll = try await ann.eatPolls.create(EatPollDraft(title: "Friday dinner", deadline: Date().addingTimeInterval(3600),
                                                                  userIds: [try await ben.me().id], restaurantIds: places))
            let events = try await ann.liveNotifications()
            var iterator = events.makeAsyncIterator()
            guard case .unread? = try await iterator.next() else { Issue.record("the stream did not start with the count"); return }
            _ = try await ben.eatPolls.vote(poll.id, yes: [places[0]])
            #expect(try await iterator.next() == .changed(LiveChange(kind: "eats.poll", id: poll.id, path: "/eats/polls/\(poll.id.uuidString.lowercased())")))
        }
    }
}
