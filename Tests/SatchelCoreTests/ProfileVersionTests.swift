import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// A profile's version (issue 46): a strong `ETag` on `/me`, `If-Match` on its changes (name,
/// bio, language, time zone, photo), `412` with `/me` as it is now; signing in, using a session
/// and a new password are not profile changes.
@Suite("Profiles are versioned")
struct ProfileVersionTests {
    static func rename(_ t: TestContext, _ name: String, token: String, version: Int?) async throws -> TestingHTTPResponse {
        try await t.request(.PATCH, APIRoute.updateMe.path, token: token, json: ProfileUpdate(displayName: name), headers: ifMatch(version))
    }

    @Test func meCarriesItsVersionAndAnEditIsANewOne() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let me = try await t.request(.me, token: ada.token)
            #expect(try me.version == 1 && (me.decode(Me.self)).version == 1)
            let renamed = try await Self.rename(t, "Ada L", token: ada.token, version: 1)
            #expect(try renamed.status == .ok && renamed.version == 2 && (renamed.decode(Me.self)).version == 2)
            #expect(try await t.request(.me, token: ada.token).version == 2)
        }
    }

    @Test func anEditFromAnOldVersionIsRefusedWithMeAsItIsAndChangesNothing() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada", name: "Ada")
            _ = try await Self.rename(t, "Ada L", token: ada.token, version: 1)
            let stale = try await Self.rename(t, "Ada Lovelace", token: ada.token, version: 1)
            #expect(stale.status == .preconditionFailed && stale.version == 2)
            let current = try stale.decode(ConflictProblem<Me>.self).current
            let fresh = try await t.request(.me, token: ada.token).decode(Me.self)
            #expect(current == fresh && fresh.displayName == "Ada L" && fresh.version == 2)
        }
    }

    @Test func signingInAndANewPasswordAreNotNewVersions() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let again = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery"))
            #expect(again.status == .created)
            let change = try await t.request(.changePassword, token: ada.token,
                                             json: PasswordChange(currentPassword: "correct horse battery", newPassword: "another horse battery"))
            #expect(change.status == .noContent)
            t.clock.advance(by: 120)
            #expect(try await t.request(.me, token: ada.token).version == 1)
            #expect(try await t.context.accountsStore.profileVersion(of: ada.user.id) == 1)
        }
    }

    @Test func aPhotoIsANewVersionAndTakesIfMatch() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let png = ByteBuffer(bytes: try fixture("photo.png"))
            let stale = try await t.request(.PUT, APIRoute.setPhoto.path, token: ada.token,
                                            headers: ["Content-Type": "image/png", "If-Match": "\"7\""], body: png)
            #expect(stale.status == .preconditionFailed && stale.version == 1)
            #expect(try await MediaItem.query(on: t.app.db).count() == 0)
            let set = try await t.request(.PUT, APIRoute.setPhoto.path, token: ada.token,
                                          headers: ["Content-Type": "image/png", "If-Match": "\"1\""], body: png)
            #expect(set.status == .ok && set.version == 2)
            #expect(try await t.request(.DELETE, APIRoute.deletePhoto.path, token: ada.token, headers: ifMatch(1)).status == .preconditionFailed)
            let removed = try await t.request(.DELETE, APIRoute.deletePhoto.path, token: ada.token, headers: ifMatch(2))
            #expect(try removed.status == .ok && removed.version == 3 && (removed.decode(Me.self)).photoURL == nil)
        }
    }
}
