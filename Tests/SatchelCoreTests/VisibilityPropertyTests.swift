import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import Testing

@Suite("Who can see what (property)")
struct VisibilityPropertyTests {
    /// For random people, friendships, circles and audiences, `canView` agrees with the rule
    /// written out plainly: owners see their own; `everyone` is any signed-in person; `allFriends`
    /// is friends; `circles` is friends who are in one of those circles *of the owner's*.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func canViewAgreesWithTheRuleForRandomWorlds(seed: UInt64) async throws {
        try await withSatchel { t in
            var rng = SplitMix64(state: seed)
            let context = t.context
            var users: [User] = []
            for i in 0..<6 {
                let user = User(username: "u\(i)", email: "u\(i)@example.org", displayName: "U\(i)", passwordHash: "x", createdAt: context.now)
                try await user.create(on: t.app.db)
                users.append(user)
            }
            let ids = users.map { $0.id! }
            var friends = Set<String>()
            for a in 0..<ids.count { for b in (a + 1)..<ids.count where Bool.random(using: &rng) {
                let row = Friendship(requester: ids[a], addressee: ids[b], createdAt: context.now)
                row.status = .accepted
                row.acceptedAt = context.now
                try await row.create(on: t.app.db)
                friends.insert(Friendship.pairKey(ids[a], ids[b]))
            } }
            var circleMembers: [UUID: (owner: UUID, members: Set<UUID>)] = [:]
            for (i, owner) in users.enumerated() {
                let myFriends = ids.filter { friends.contains(Friendship.pairKey($0, ids[i])) }
                for c in 0..<Int.random(in: 0...2, using: &rng) {
                    let members = myFriends.filter { _ in Bool.random(using: &rng) }
                    let row = try await context.circles.create(owner: try ViewerUser(owner, version: 1), CircleDraft(name: "c\(c)", memberIds: members))
                    circleMembers[row.id!] = (ids[i], Set(members))
                }
            }
            // Some members later unfriended: they must drop out of circles too.
            for key in friends where Int.random(in: 0..<5, using: &rng) == 0 {
                let pair = key.split(separator: "|").map { UUID(uuidString: String($0))! }
                let owner = users.first { $0.id!.uuidString.lowercased() == pair[0].uuidString.lowercased() }!
                let other = pair[1] == owner.id! ? pair[0] : pair[1]
                try await context.friends.unfriend(try ViewerUser(owner, version: 1), other: other)
                friends.remove(key)
                for (id, circle) in circleMembers where circle.owner == owner.id! || circle.owner == other {
                    circleMembers[id]!.members.remove(circle.owner == owner.id! ? other : owner.id!)
                }
            }
            let allCircles = Array(circleMembers.keys)
            for _ in 0..<60 {
                let owner = ids.randomElement(using: &rng)!
                let viewer: UUID? = Int.random(in: 0..<8, using: &rng) == 0 ? nil : ids.randomElement(using: &rng)!
                let audience: Audience
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: audience = .onlyOwner
                case 1: audience = .allFriends
                case 2: audience = .everyone
                default: audience = .circles(Set(allCircles.filter { _ in Bool.random(using: &rng) }))
                }
                let expected: Bool = {
                    guard let viewer else { return false }
                    if viewer == owner { return true }
                    let areFriends = friends.contains(Friendship.pairKey(viewer, owner))
                    switch audience {
                    case .onlyOwner: return false
                    case .everyone: return true
                    case .allFriends: return areFriends
                    case .circles(let chosen):
                        return areFriends && chosen.contains { circleMembers[$0]?.owner == owner && circleMembers[$0]!.members.contains(viewer) }
                    }
                }()
                let actual = try await context.circles.canView(viewer: viewer, owner: owner, audience: audience)
                #expect(actual == expected, "seed \(seed): viewer \(String(describing: viewer)) owner \(owner) \(audience)")
            }
        }
    }
}
