import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
@testable import SatchelServer
import Testing
import Vapor
import VaporTesting

/// Who may join: each sign-up mode, for the API and the web form alike (`AccountService.signUp`).
@Suite("Sign-up follows the mode")
struct SignUpModeTests {
    static func request(_ username: String, domain: String = "example.org", invitation: String? = nil) -> SignUpRequest {
        SignUpRequest(displayName: username.capitalized, username: username, email: "\(username)@\(domain)",
                      password: "correct horse battery", invitation: invitation)
    }

    static func setMode(_ t: TestContext, _ mode: SignUpMode, domains: [String] = []) async throws {
        try await t.context.signUpPolicy.set(SignUpPolicy(mode: mode, allowedDomains: domains))
    }

    /// A member's invitation token (the member is made by an administrator, whatever the mode).
    static func invitationToken(_ t: TestContext) async throws -> String {
        let member = try await t.context.accounts.createAccount(request("member"), administrator: false)
        #expect(member.username == "member")
        let session = try await t.request(.signIn, json: SignInRequest(login: "member", password: "correct horse battery"))
            .decode(SessionResponse.self)
        let invitation = try await t.request(.createInvitation, token: session.token).decode(Invitation.self)
        return String(try #require(invitation.url).split(separator: "/").last!)
    }

    static func signIn(_ t: TestContext, _ login: String) async throws -> TestingHTTPResponse {
        try await t.request(.signIn, json: SignInRequest(login: login, password: "correct horse battery"))
    }

    // MARK: invitation

    @Test func byInvitationASignUpWithoutOneIsRefusedOnTheInvitationField() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .invitation)
            let res = try await t.request(.signUp, json: Self.request("ada"))
            #expect(res.status == .forbidden)
            #expect(res.problem?.errors?.map(\.field) == ["invitation"])
            #expect(res.problem?.errors?.first?.code == "sign_up.invitation_required")
            #expect(try await User.query(on: t.app.db).filter(\.$username == "ada").count() == 0)
        }
    }

    @Test func byInvitationAMembersInvitationLetsTheSignUpIn() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .invitation)
            let token = try await Self.invitationToken(t)
            let res = try await t.request(.signUp, json: Self.request("ada", invitation: token))
            #expect(res.status == .created, "\(res.body.string)")
        }
    }

    @Test func theRulesAreReadableBeforeAnyoneTypes() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .invitation, domains: ["example.org"])
            let rules = try await t.request(.signUpRules).decode(SignUpRules.self)
            #expect(rules == SignUpRules(mode: .invitation, allowedDomains: ["example.org"], needsInvitation: true))
        }
    }

    // MARK: approval

    @Test func withApprovalTheAccountWaitsAndNoTokenIsIssued() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .approval)
            let res = try await t.request(.signUp, json: Self.request("ada"))
            #expect(res.status == .accepted)
            let waiting = try res.decode(SignUpWaiting.self)
            #expect(waiting.status == "waiting")
            #expect(waiting.username == "ada")
            #expect(try await AuthToken.query(on: t.app.db).count() == 0)
            let pending = try await t.context.signUpPolicy.pending()
            #expect(pending.map(\.username) == ["ada"])
            #expect(pending.first?.email == "ada@example.org")
        }
    }

    @Test func signingInWhileWaitingIsRefusedAsWaitingNotAsAWrongPassword() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .approval)
            _ = try await t.request(.signUp, json: Self.request("ada"))
            let res = try await Self.signIn(t, "ada")
            #expect(res.status == .forbidden)
            #expect(res.problem?.type == "/problems/awaiting-approval")
            #expect(res.problem?.detail == "An administrator has not approved your account yet.")
            // A wrong password is still only a wrong password: it tells a stranger nothing.
            let wrong = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "not the password at all"))
            #expect(wrong.status == .unauthorized)
        }
    }

    @Test func approvingLetsThePersonSignInAndTellsThem() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            try await Self.setMode(t, .approval)
            _ = try await t.request(.signUp, json: Self.request("ada"))
            let ada = try #require(try await t.context.signUpPolicy.pending().first)
            try await t.context.signUpPolicy.approve(userID: ada.id)
            let res = try await Self.signIn(t, "ada")
            #expect(res.status == .created)
            let session = try res.decode(SessionResponse.self)
            let inbox = try await t.request(.notifications, token: session.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.map(\.kind) == [NotificationKind.accountApproved])
            let mail = try await t.queuedMail(to: "ada@example.org", kind: "sign_up_approved")
            #expect(mail.count == 1)
            #expect(mail.first?.path(startingWith: "/sign-in") == "/sign-in")
            #expect(try await t.context.signUpPolicy.pending().isEmpty)
        }
    }

    @Test func theApprovalMailIsInThePersonsLanguage() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            try await Self.setMode(t, .approval)
            _ = try await t.request(.signUp, json: Self.request("ada"))
            let ada = try #require(try await t.context.signUpPolicy.pending().first)
            let user = try #require(try await User.find(ada.id, on: t.app.db))
            user.language = "sv"
            try await user.update(on: t.app.db)
            try await t.context.signUpPolicy.approve(userID: ada.id)
            let mail = try await t.queuedMail(to: "ada@example.org", kind: "sign_up_approved")
            #expect(mail.first?.text.contains("godkänt") == true)
        }
    }

    @Test func refusingDeletesTheAccountAndMailsThePerson() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            try await Self.setMode(t, .approval)
            _ = try await t.request(.signUp, json: Self.request("ada"))
            let ada = try #require(try await t.context.signUpPolicy.pending().first)
            try await t.context.signUpPolicy.refuse(userID: ada.id)
            #expect(try await User.find(ada.id, on: t.app.db) == nil)
            #expect(try await t.context.signUpPolicy.pending().isEmpty)
            #expect(try await t.queuedMail(to: "ada@example.org", kind: "sign_up_refused").count == 1)
            // The address's confirmation went with the account.
            #expect(try await t.queuedMail(to: "ada@example.org", kind: "email_verification").isEmpty)
            #expect(try await Self.signIn(t, "ada").status == .unauthorized)
        }
    }

    @Test func approvingOrRefusingSomeoneNotWaitingIsNotFound() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            await #expect(throws: AppError.notFound("sign_up_request")) { try await t.context.signUpPolicy.approve(userID: ada.user.id) }
            await #expect(throws: AppError.notFound("sign_up_request")) { try await t.context.signUpPolicy.refuse(userID: ada.user.id) }
            #expect(try await User.find(ada.user.id, on: t.app.db) != nil)
        }
    }

    struct Abandoned: Error {}

    @Test func approvalsCanBeAnsweredInsideTheCallersTransaction() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .approval)
            _ = try await t.request(.signUp, json: Self.request("ada"))
            let ada = try #require(try await t.context.signUpPolicy.pending().first)
            // Rolled back with the caller's transaction: still waiting.
            await #expect(throws: Abandoned.self) {
                try await t.context.transaction { tx in
                    try await tx.signUpPolicy.approve(userID: ada.id)
                    throw Abandoned()
                }
            }
            #expect(try await t.context.signUpPolicy.pending().map(\.id) == [ada.id])
        }
    }

    @Test func withApprovalAnInvitationLetsThePersonInAtOnce() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .approval)
            let token = try await Self.invitationToken(t)
            let res = try await t.request(.signUp, json: Self.request("ada", invitation: token))
            #expect(res.status == .created)
            #expect(try await t.context.signUpPolicy.pending().isEmpty)
        }
    }

    /// Property-style: sign-ups, approvals and refusals in a random order always leave exactly
    /// the unanswered people waiting, the approved able to sign in, and the refused gone.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func anyOrderOfSignUpsAndAnswersKeepsEachPersonWhereTheirAnswerPutThem(_ seed: UInt64) async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .approval)
            var random = SplitMix64(state: seed)
            var waiting: [String] = [], approved: Set<String> = [], refused: Set<String> = []
            var next = 0
            for _ in 0..<14 {
                let step = waiting.isEmpty ? 0 : Int(random.next() % 3)
                if step == 0 {
                    let name = "p\(next)"
                    next += 1
                    #expect(try await t.request(.signUp, json: Self.request(name)).status == .accepted)
                    waiting.append(name)
                } else {
                    let name = waiting.remove(at: Int(random.next() % UInt64(waiting.count)))
                    let id = try #require(try await t.context.signUpPolicy.pending().first { $0.username == name }).id
                    if step == 1 {
                        try await t.context.signUpPolicy.approve(userID: id)
                        approved.insert(name)
                    } else {
                        try await t.context.signUpPolicy.refuse(userID: id)
                        refused.insert(name)
                    }
                }
            }
            #expect(Set(try await t.context.signUpPolicy.pending().map(\.username)) == Set(waiting))
            for name in waiting { #expect(try await Self.signIn(t, name).status == .forbidden, "\(name)") }
            for name in approved { #expect(try await Self.signIn(t, name).status == .created, "\(name)") }
            for name in refused { #expect(try await User.query(on: t.app.db).filter(\.$username == name).count() == 0, "\(name)") }
        }
    }

    // MARK: open and closed

    @Test func openLetsAnyoneIn() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .open)
            #expect(try await t.request(.signUp, json: Self.request("ada")).status == .created)
        }
    }

    @Test func closedRefusesEveryoneInvitationLinksIncluded() async throws {
        try await withSatchel { t in
            let token = try await Self.invitationToken(t)
            try await Self.setMode(t, .closed)
            let plain = try await t.request(.signUp, json: Self.request("ada"))
            #expect(plain.status == .forbidden)
            #expect(plain.problem?.detail == "Sign-up is closed: this Satchel takes no new members.")
            #expect(try await t.request(.signUp, json: Self.request("bea", invitation: token)).status == .forbidden)
            #expect(try await User.query(on: t.app.db).count() == 1)
        }
    }

    // MARK: allowed domains

    @Test func anAddressOutsideTheAllowedDomainsIsRefusedOnTheEmailField() async throws {
        try await withSatchel { t in
            try await Self.setMode(t, .open, domains: ["example.org", "example.net"])
            let refused = try await t.request(.signUp, json: Self.request("ada", domain: "elsewhere.com"))
            #expect(refused.status == .unprocessableEntity)
            #expect(refused.problem?.errors?.map(\.field) == ["email"])
            #expect(refused.problem?.errors?.first?.code == "email.domain_not_allowed")
            #expect(try await t.request(.signUp, json: Self.request("bea", domain: "example.net")).status == .created)
        }
    }

    @Test func allowedDomainsAreStoredLowerCasedAndChecked() async throws {
        try await withSatchel { t in
            let set = try await t.context.signUpPolicy.set(SignUpPolicy(mode: .open, allowedDomains: [" @Example.ORG ", "example.org", "xn--bcher-kva.de"]))
            #expect(set.allowedDomains == ["example.org", "xn--bcher-kva.de"])
            #expect(try await t.context.signUpPolicy.current() == set)
            for bad in ["bücher.de", "localhost", "exa mple.org", "-bad.org", "a..org"] {
                await #expect(throws: AppError.self, "\(bad)") {
                    try await t.context.signUpPolicy.set(SignUpPolicy(mode: .open, allowedDomains: [bad]))
                }
            }
            let many = (0...SignUpPolicyService.maxDomains).map { "d\($0).example.org" }
            await #expect(throws: AppError.self) { try await t.context.signUpPolicy.set(SignUpPolicy(mode: .open, allowedDomains: many)) }
            #expect(try await t.context.signUpPolicy.current() == set, "a refused change changes nothing")
        }
    }

    // MARK: the first value

    @Test func aNewInstanceTakesSatchelSignUp() async throws {
        try await withSatchel(settings: { $0.environment["SATCHEL_SIGN_UP"] = "approval" }) { t in
            let mode = try await t.context.signUpPolicy.current().mode
            #expect(mode == .approval)
        }
    }

    @Test func aNewInstanceWithoutSatchelSignUpIsByInvitation() async throws {
        try await withSatchel(settings: { $0.environment["SATCHEL_SIGN_UP"] = nil }) { t in
            let mode = try await t.context.signUpPolicy.current().mode
            #expect(mode == .invitation)
        }
    }

    @Test func aNewInstanceWithAnUnknownSatchelSignUpIsByInvitation() async throws {
        try await withSatchel(settings: { $0.environment["SATCHEL_SIGN_UP"] = "everyone" }) { t in
            let mode = try await t.context.signUpPolicy.current().mode
            #expect(mode == .invitation)
        }
    }

    @Test func theFirstValueIsKeptOnceChosen() async throws {
        try await withSatchel(settings: { $0.environment["SATCHEL_SIGN_UP"] = "approval" }) { t in
            try await Self.setMode(t, .closed)
            // Another instance on the same database with another SATCHEL_SIGN_UP reads what is stored.
            t.app.satchel.instance.drop([CacheChange("instance_settings")])
            let mode = try await t.context.signUpPolicy.current().mode
            #expect(mode == .closed)
        }
    }

    @Test func anUpgradedInstanceKeepsOpenSignUp() async throws {
        try await withSatchel(upgrading: try UpgradeTests.fixture("ac874f7"), settings: { $0.environment["SATCHEL_SIGN_UP"] = "closed" }) { t in
            let mode = try await t.context.signUpPolicy.current().mode
            #expect(mode == .open)
        }
    }

    @Test func theDemoIsOpenAndAliceIsItsAdministrator() async throws {
        try await withSatchel(settings: { $0.environment["SATCHEL_SIGN_UP"] = "closed" }) { t in
            try await seedDemo(t.app)
            let mode = try await t.context.signUpPolicy.current().mode
            #expect(mode == .open)
            let alice = try #require(try await User.query(on: t.app.db).filter(\.$username == "alice").first())
            #expect(alice.isAdmin)
            #expect(try await t.request(.signUp, json: Self.request("visitor")).status == .created)
        }
    }

    @Test func aChangedPolicyIsReadAtOnceThoughTheOldOneWasKept() async throws {
        try await withSatchel(settings: { $0.readCacheSeconds = 300 }) { t in
            let mode = try await t.context.signUpPolicy.current().mode
            #expect(mode == .open)
            // Written behind the service's back (another instance, an operator's SQL): the table watch drops it.
            try await t.context.sql.raw("UPDATE instance_settings SET sign_up_mode = 'closed' WHERE id = 1").run()
            let after = try await t.context.signUpPolicy.current().mode
            #expect(after == .closed)
        }
    }
}
