import Foundation
import SatchelAPI
import SatchelKit
import Testing

/// Secret Santa through SatchelKit against a live server.
@Suite("SatchelKit: Secret Santa")
struct ExchangesClientTests {
    static func person(_ url: URL, _ username: String) async throws -> SatchelClient {
        let client = SatchelClient(baseURL: url)
        try await client.signUp(SignUpRequest(displayName: username.capitalized, username: username, email: "\(username)@example.org",
                                              password: "correct horse battery"))
        return client
    }

    @Test func anOrganiserDrawsAndEachGiverAsksTheirPersonAnonymously() async throws {
        try await withLiveServer { url in
            let olga = try await Self.person(url, "olga")
            var friends: [SatchelClient] = []
            for name in ["ann", "ben", "cy"] {
                let friend = try await Self.person(url, name)
                try await olga.sendFriendRequest(username: name)
                let request = try #require(try await friend.friendRequests().incoming.first)
                _ = try await friend.acceptFriendRequest(request.id)
                friends.append(friend)
            }
            var ids: [UUID] = []
            for friend in friends { ids.append(try await friend.me().id) }
            let created = try await olga.exchanges.create(ExchangeDraft(name: "Christmas", budget: Price(amount: 25000, currency: "SEK"),
                                                                        date: "2099-12-24", userIds: ids))
            #expect(created.participants.count == 4)
            #expect(try await friends[0].exchanges.mine().map(\.id) == [created.id])
            let drawn = try await olga.exchanges.draw(created.id)
            #expect(drawn.drawnAt != nil)
            let mine = try await friends[0].exchanges.assignment(created.id)
            #expect(mine.receiver.id != ids[0])
            _ = try await friends[0].exchanges.ask(created.id, "What size?")
            // Whoever it is finds the question, from "their Secret Santa".
            var found = false
            for client in [olga] + friends where try await client.me().id == mine.receiver.id {
                let received = try await client.exchanges.questions(created.id).filter { $0.direction == "received" }
                #expect(received.map(\.text) == ["What size?"])
                _ = try await client.exchanges.answer(received[0].id, in: created.id, "Medium")
                found = true
            }
            #expect(found)
            #expect(try await friends[0].exchanges.questions(created.id).first?.answer == "Medium")
            let seen = try await olga.exchanges.exchange(created.id).participants.first { $0.person.id == ids[0] }?.seen
            #expect(seen == true)
        }
    }

    @Test func anOrganiserChangesTheBudgetFromTheLatestCopyAndAddsAFriend() async throws {
        try await withLiveServer { url in
            let olga = try await Self.person(url, "olga")
            var ids: [UUID] = []
            for name in ["ann", "ben", "cy", "dan"] {
                let friend = try await Self.person(url, name)
                try await olga.sendFriendRequest(username: name)
                let request = try #require(try await friend.friendRequests().incoming.first)
                _ = try await friend.acceptFriendRequest(request.id)
                ids.append(try await friend.me().id)
            }
            let created = try await olga.exchanges.create(ExchangeDraft(name: "Christmas", budget: Price(amount: 25000, currency: "SEK"),
                                                                        date: "2099-12-24", userIds: Array(ids.prefix(3))))
            let change = ExchangeChange(name: "Christmas", budget: Price(amount: 30000, currency: "SEK"), date: "2099-12-24")
            let changed = try await olga.exchanges.update(created.id, change, editing: created.version)
            #expect(changed.budget.amount == 30000)
            // The first copy is old now: a change from it is refused with the exchange as it is.
            await #expect(throws: SatchelError.self) { try await olga.exchanges.update(created.id, change, editing: created.version) }
            let added = try await olga.exchanges.add([ids[3]], to: created.id)
            #expect(added.participants.count == 5)
        }
    }
}
