import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// What an administrator does to accounts, and the rules that hold whatever they do.
@Suite("Administration of people")
struct AdminPeopleTests {
    @Test func aSearchLongerThanTheDocumentSaysIsRefusedOnItsField() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let res = try await t.request(AdminRoute.people, token: root.token, query: "?q=" + String(repeating: "a", count: 201))
            #expect(res.status == .unprocessableEntity && res.body.string.contains("\"field\":\"q\""))
            #expect(try await t.request(AdminRoute.people, token: root.token, query: "?q=" + String(repeating: "a", count: 200)).status == .ok)
        }
    }

    @Test func aLockedAccountIsSignedOutAndCannotSignInUntilUnlocked() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            let locked = try await t.request(AdminRoute.lockPerson(ben.user.id), token: root.token, json: AccountLockRequest(reason: "spam"))
            #expect(try locked.decode(AdminPerson.self).locked)
            #expect(try await t.request(.me, token: ben.token).status == .unauthorized, "every session ended")
            let refused = try await t.request(.signIn, json: SignInRequest(login: "ben", password: "correct horse battery"))
            #expect(refused.status == .forbidden)
            #expect(refused.problem?.errors?.first?.code == "account.locked")
            let wrong = try await t.request(.signIn, json: SignInRequest(login: "ben", password: "a wrong password"))
            #expect(wrong.status == .unauthorized, "a stranger without the password learns nothing of the lock")
            _ = try await t.request(AdminRoute.unlockPerson(ben.user.id), token: root.token)
            #expect(try await t.request(.signIn, json: SignInRequest(login: "ben", password: "correct horse battery")).status == .created)
        }
    }

    @Test func unlockingLiftsTheWrongPasswordBrakeToo() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            for _ in 0..<8 { _ = try await t.request(.signIn, json: SignInRequest(login: "ben", password: "guess guess guess")) }
            let braked = try await t.request(AdminRoute.person(ben.user.id), token: root.token).decode(AdminPerson.self)
            #expect(braked.signInLockedUntil != nil)
            let unlocked = try await t.request(AdminRoute.unlockPerson(ben.user.id), token: root.token).decode(AdminPerson.self)
            #expect(unlocked.signInLockedUntil == nil && !unlocked.locked)
            #expect(try await t.request(.signIn, json: SignInRequest(login: "ben", password: "correct horse battery")).status == .created)
        }
    }

    @Test func anAdministratorCannotLockThemselves() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let res = try await t.request(AdminRoute.lockPerson(root.user.id), token: root.token)
            #expect(res.status == .conflict)
            #expect(try await t.request(.me, token: root.token).status == .ok)
        }
    }

    @Test func theLastAdministratorKeepsTheirRights() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            #expect(try await t.request(AdminRoute.revokeAdministrator(root.user.id), token: root.token).status == .conflict)
            #expect(try await t.request(AdminRoute.deletePerson(root.user.id), token: root.token).status == .conflict)
            #expect(try await t.context.adminPeople.person(root.user.id).isAdmin)
            let ada = try await t.signUp("ada")
            _ = try await t.request(AdminRoute.makeAdministrator(ada.user.id), token: root.token)
            #expect(try await t.request(AdminRoute.revokeAdministrator(root.user.id), token: root.token).status == .ok,
                    "with another administrator, the first may step down")
        }
    }

    /// However two administrators' demotions of each other interleave, one administrator remains.
    @Test(arguments: 0..<4) func twoAdministratorsDemotingEachOtherAtOnceLeaveOne(round: Int) async throws {
        try await withSatchel { t in
            let a = try await AdminSupport.administrator(t, "admin_a")
            let b = try await AdminSupport.administrator(t, "admin_b")
            async let first = t.request(AdminRoute.revokeAdministrator(b.user.id), token: a.token)
            async let second = t.request(AdminRoute.revokeAdministrator(a.user.id), token: b.token)
            let statuses = [try await first.status, try await second.status]
            #expect(statuses.filter { $0 == .ok }.count == 1, "round \(round): \(statuses)")
            let admins = try await User.query(on: t.app.db).filter(\.$isAdmin == true).count()
            #expect(admins == 1)
        }
    }

    @Test func signingOutEverywhereEndsEverySessionOfThePerson() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            let phone = try await t.request(.signIn, json: SignInRequest(login: "ben", password: "correct horse battery")).decode(SessionResponse.self)
            #expect(try await t.request(AdminRoute.signOutPerson(ben.user.id), token: root.token).status == .noContent)
            #expect(try await t.request(.me, token: ben.token).status == .unauthorized)
            #expect(try await t.request(.me, token: phone.token).status == .unauthorized)
            #expect(try await t.request(.me, token: root.token).status == .ok, "only that person's")
        }
    }

    @Test func withoutMailAPasswordResetGivesALinkThatWorksOnce() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            let reset = try await t.request(AdminRoute.resetPassword(ben.user.id), token: root.token).decode(AdminPasswordReset.self)
            #expect(reset.delivery == "link")
            let link = try #require(reset.link)
            let secret = String(try #require(link.split(separator: "/reset-password/").last))
            let set = try await t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "a brand new passphrase"))
            #expect(set.status == .noContent)
            #expect(try await t.request(.signIn, json: SignInRequest(login: "ben", password: "a brand new passphrase")).status == .created)
            let again = try await t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "yet another passphrase"))
            #expect(again.status == .notFound)
        }
    }

    @Test func withMailAPasswordResetIsMailedAndNotShown() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let root = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            let reset = try await t.request(AdminRoute.resetPassword(ben.user.id), token: root.token).decode(AdminPasswordReset.self)
            #expect(reset.delivery == "mailed" && reset.link == nil)
            #expect(try await t.queuedMail(to: "ben@example.org", kind: "password_reset").count == 1)
        }
    }

    @Test func anAccountMadeWithoutAPasswordGetsALinkToChooseOne() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let res = try await t.request(AdminRoute.createPerson, token: root.token,
                                          json: NewAdminPerson(displayName: "Cleo", username: "cleo", email: "cleo@example.org", isAdmin: true))
            #expect(res.status == .created, "\(res.body.string)")
            let created = try res.decode(AdminCreatedPerson.self)
            #expect(created.person.isAdmin && created.person.username == "cleo")
            let link = try #require(created.passwordReset?.link)
            let secret = String(try #require(link.split(separator: "/reset-password/").last))
            #expect(try await t.request(.completePasswordReset(token: secret), json: PasswordResetCompletion(password: "her own chosen passphrase")).status == .noContent)
            #expect(try await t.request(.signIn, json: SignInRequest(login: "cleo", password: "her own chosen passphrase")).status == .created)
        }
    }

    @Test func aBadNewAccountIsRefusedOnItsFieldAndMakesNothing() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let res = try await t.request(AdminRoute.createPerson, token: root.token,
                                          json: NewAdminPerson(displayName: "Root Again", username: "root", email: "x@example.org", password: "long enough password"))
            #expect(res.status == .unprocessableEntity || res.status == .conflict)
            #expect(res.problem?.errors?.contains { $0.field == "username" } == true)
            #expect(try await AdminSupport.auditActions(t).isEmpty)
        }
    }

    @Test func deletingAnAccountRemovesItAsThePersonWouldHave() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            try await t.befriend(root, ben)
            #expect(try await t.request(AdminRoute.deletePerson(ben.user.id), token: root.token).status == .noContent)
            #expect(try await User.find(ben.user.id, on: t.app.db) == nil)
            #expect(try await t.request(.me, token: ben.token).status == .unauthorized)
            let friends = try await t.request(.friends, token: root.token).decode(SatchelAPI.Page<Friend>.self)
            #expect(friends.items.isEmpty)
            #expect(try await t.request(AdminRoute.person(ben.user.id), token: root.token).status == .notFound)
        }
    }

    @Test func aPersonMadeAdministratorReachesTheAdministrationAtOnce() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let ada = try await t.signUp("ada")
            #expect(try await t.request(AdminRoute.people, token: ada.token).status == .notFound)
            _ = try await t.request(AdminRoute.makeAdministrator(ada.user.id), token: root.token)
            #expect(try await t.request(AdminRoute.people, token: ada.token).status == .ok)
            _ = try await t.request(AdminRoute.revokeAdministrator(ada.user.id), token: root.token)
            #expect(try await t.request(AdminRoute.people, token: ada.token).status == .notFound)
        }
    }
}
