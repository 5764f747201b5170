import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// A circle's version (issue 46): a strong `ETag`, `If-Match` on PATCH and DELETE, and `412`
/// with the circle as it is now when the change was made from another version.
@Suite("Circles are versioned")
struct CircleVersionTests {
    @Test func editsAndMembersAreNewVersionsAndAnEditFromAnOldOneIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await t.befriend(ada, bob)
            let created = try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: "Family"))
            let circle = try created.decode(SatchelAPI.Circle.self)
            #expect(created.version == 1 && circle.version == 1)
            #expect(try await t.request(.circle(circle.id), token: ada.token).version == 1)

            let added = try await t.request(.addCircleMember(circle: circle.id, user: bob.user.id), token: ada.token)
            #expect(added.status == .ok && added.version == 2)
            let path = APIRoute.updateCircle(circle.id).path
            let stale = try await t.request(.PATCH, path, token: ada.token, json: CircleUpdate(name: "Kin"), headers: ifMatch(1))
            #expect(stale.status == .preconditionFailed && stale.version == 2)
            let current = try stale.decode(ConflictProblem<SatchelAPI.Circle>.self).current
            let fresh = try await t.request(.circle(circle.id), token: ada.token).decode(SatchelAPI.Circle.self)
            #expect(current == fresh && fresh.name == "Family" && fresh.members.count == 1)

            // Two edits from one copy, in the same millisecond: one is made.
            let first = try await t.request(.PATCH, path, token: ada.token, json: CircleUpdate(name: "Kin"), headers: ifMatch(2))
            let second = try await t.request(.PATCH, path, token: ada.token, json: CircleUpdate(color: "#123456"), headers: ifMatch(2))
            #expect(first.status == .ok && first.version == 3 && second.status == .preconditionFailed)
            let star = try await t.request(.PATCH, path, token: ada.token, json: CircleUpdate(color: "#123456"), headers: ifMatch(nil))
            #expect(star.status == .ok && star.version == 4)

            #expect(try await t.request(.DELETE, APIRoute.deleteCircle(circle.id).path, token: ada.token, headers: ifMatch(3)).status
                == .preconditionFailed)
            #expect(try await t.request(.DELETE, APIRoute.deleteCircle(circle.id).path, token: ada.token, headers: ifMatch(4)).status
                == .noContent)
        }
    }
}
