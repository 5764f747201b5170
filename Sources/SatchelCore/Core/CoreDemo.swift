import Fluent
import Foundation
import SatchelAPI

/// The demo world's core: a few friends with circles and notifications. Everyone's password
/// is `satchel-demo-2026`.
enum CoreDemo {
    static let password = "satchel-demo-2026"
    static let people: [(username: String, name: String, language: String?)] = [
        ("alice", "Alice Lindqvist", "sv"), ("bob", "Bob Novák", "cs"), ("carol", "Carol Jones", nil),
        ("dave", "Dave Okafor", nil), ("eva", "Eva Svobodová", "cs"),
    ]

    /// Creates the people; returns nil if the database already has accounts.
    static func createPeople(context: SatchelContext) async throws -> [User]? {
        guard try await User.query(on: context.db).count() == 0 else { return nil }
        let hash = try await context.hashPassword(password)
        var users: [User] = []
        for person in people {
            let user = User(username: person.username, email: "\(person.username)@demo.satchel.invalid",
                            displayName: person.name, passwordHash: hash, createdAt: context.now)
            user.language = person.language
            try await user.create(on: context.db)
            users.append(user)
        }
        try await PeopleSearchWords.index(users, on: context.db)
        users[0].isAdmin = true
        try await users[0].update(on: context.db)
        // A demo is for trying: anyone may sign up.
        try await context.signUpPolicy.set(SignUpPolicy(mode: .open))
        context.services.instance.accountsExist()
        return users
    }

    static func seed(_ demo: DemoWorld) async throws {
        let context = demo.context
        // As a signed-in person is read: friends and circles take the row, not the model.
        let u = try demo.people.map { try ViewerUser($0, version: 1) }
        // Alice is friends with everyone; Bob and Carol are friends; Dave has asked Bob.
        for other in u.dropFirst() {
            try await context.friends.sendRequest(from: u[0], to: other.id)
            let request = try await Friendship.query(on: context.db)
                .filter(\.$pairKey == Friendship.pairKey(u[0].id, other.id)).first()!
            _ = try await context.friends.accept(requestID: try request.requireID(), by: other)
        }
        try await context.friends.sendRequest(from: u[1], to: u[2].id)
        _ = try await context.friends.sendRequest(from: u[2], to: u[1].id)
        try await context.friends.sendRequest(from: u[3], to: u[1].id)
        _ = try await context.circles.create(owner: u[0], CircleDraft(name: "Family", color: "#db2777", memberIds: [u[4].id]))
        _ = try await context.circles.create(owner: u[0], CircleDraft(name: "Book club", color: "#16a34a",
                                                                   memberIds: [u[1].id, u[2].id]))
        _ = try await context.circles.create(owner: u[1], CircleDraft(name: "Close friends", color: "#2563eb", memberIds: [u[0].id]))
    }
}
