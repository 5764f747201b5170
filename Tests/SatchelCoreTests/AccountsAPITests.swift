import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
@testable import SatchelServer
import Testing
import Vapor
import VaporTesting

@Suite("Accounts over the API")
struct AccountsAPITests {
    @Test func signUpReturnsABearerTokenThatAuthenticates() async throws {
        try await withSatchel { t in
            let session = try await t.signUp("ada", name: "Ada Lovelace")
            let me = try await t.request(.me, token: session.token)
            #expect(me.status == .ok)
            #expect(try me.decode(Me.self).displayName == "Ada Lovelace")
        }
    }

    @Test func aDisplayNameLosesTheBidiControlsThatWouldMakeItReadOtherwise() async throws {
        try await withSatchel { t in
            // "Ada" + RIGHT-TO-LEFT OVERRIDE + "gnp.exe" shows as "Adaexe.png"; isolates too.
            let session = try await t.signUp("ada", name: "Ada\u{202E}gnp.exe \u{2067}x\u{2069} \u{202A}y\u{202C}")
            #expect(try await t.request(.me, token: session.token).decode(Me.self).displayName == "Adagnp.exe x y")
            let renamed = try await t.request(.updateMe, token: session.token, json: ProfileUpdate(displayName: "\u{2066}Bob\u{202D}"))
            #expect(renamed.status == .ok, "\(renamed.body.string)")
            #expect(try await t.request(.me, token: session.token).decode(Me.self).displayName == "Bob")
        }
    }

    @Test func signUpWithAShortPasswordNamesTheFieldAndStoresNothing() async throws {
        try await withSatchel { t in
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "Ada", username: "ada",
                                                                       email: "ada@example.org", password: "short"))
            #expect(res.status == .unprocessableEntity)
            #expect(res.headers.contentType?.description.hasPrefix("application/problem+json") == true)
            let problem = try #require(res.problem)
            #expect(problem.type == "/problems/validation")
            #expect(problem.errors?.map(\.field) == ["password"])
            #expect(problem.errors?.first?.code == "password.too_short")
            #expect(try await User.query(on: t.app.db).count() == 0)
        }
    }

    @Test func signUpRejectsACommonPassword() async throws {
        try await withSatchel { t in
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "Ada", username: "ada",
                                                                       email: "ada@example.org", password: "Password123"))
            #expect(res.problem?.errors?.first?.code == "password.common")
        }
    }

    @Test func aTwoLetterUsernameIsWelcomeAndOneLetterIsNot() async throws {
        try await withSatchel { t in
            let bo = try await t.request(.signUp, json: SignUpRequest(displayName: "Bo", username: "bo", email: "bo@example.org",
                                                                      password: "correct horse battery"))
            #expect(bo.status == .created)
            let b = try await t.request(.signUp, json: SignUpRequest(displayName: "B", username: "b", email: "b@example.org",
                                                                     password: "correct horse battery"))
            #expect(b.status == .unprocessableEntity && b.problem?.errors?.first?.field == "username")
            #expect(b.problem?.errors?.first?.message.contains("2–30") == true)
        }
    }

    @Test func aUsernameWithSpacesAroundItIsRefusedByTheAPIButTrimmedByTheForm() async throws {
        try await withSatchel { t in
            _ = try await t.createAdministrator() // past the first start: pages are not led to /setup
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "Ada", username: " ada ", email: "ada@example.org",
                                                                       password: "correct horse battery"))
            #expect(res.problem?.errors?.first?.field == "username")
            var browser = Browser(t: t)
            let form = try await browser.post("/sign-up", ["displayName": "Ada", "username": " ada ", "email": " ada@example.org ",
                                                           "password": "correct horse battery"])
            #expect(form.status == .seeOther)
            #expect(try await User.query(on: t.app.db).filter(\.$username == "ada").count() == 1)
        }
    }

    @Test func aPasswordContainingTheUsernameSaysSo() async throws {
        try await withSatchel { t in
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "Ada", username: "adalovelace",
                                                                       email: "ada@example.org", password: "AdaLovelace-1815!"))
            #expect(res.problem?.errors?.first?.code == "password.contains_username")
            #expect(res.problem?.detail == "The password must not contain your username.")
        }
    }

    @Test func aPasswordWithControlCharactersIsRefused() async throws {
        try await withSatchel { t in
            // bcrypt would stop at the NUL and store the hash of "x".
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "Ada", username: "ada",
                                                                       email: "ada@example.org", password: "x\u{0}yyyyyyyyyyyy"))
            #expect(res.problem?.errors?.first?.code == "password.control_characters")
        }
    }

    @Test func aStaleTokenDoesNotStopSomeoneSigningIn() async throws {
        try await withSatchel { t in
            _ = try await t.signUp("ada")
            let res = try await t.request(.signIn, token: "expired-or-made-up",
                                          json: SignInRequest(login: "ada", password: "correct horse battery"))
            #expect(res.status == .created)
        }
    }

    @Test func signUpRejectsATakenUsernameIgnoringCase() async throws {
        try await withSatchel { t in
            _ = try await t.signUp("ada")
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "Other", username: "ADA",
                                                                       email: "other@example.org", password: "correct horse battery"))
            #expect(res.status == .unprocessableEntity)
            #expect(res.problem?.errors?.contains { $0.field == "username" && $0.code == "username.taken" } == true)
        }
    }

    @Test func signUpReportsEveryInvalidFieldAtOnce() async throws {
        try await withSatchel { t in
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "", username: "a b",
                                                                       email: "nope", password: "x"))
            #expect(Set(res.problem?.errors?.map(\.field) ?? []) == ["displayName", "username", "email", "password"])
        }
    }

    @Test(arguments: ["ada", "ADA@example.org"])
    func signInAcceptsUsernameOrEmail(login: String) async throws {
        try await withSatchel { t in
            _ = try await t.signUp("ada")
            let res = try await t.request(.signIn, json: SignInRequest(login: login, password: "correct horse battery"))
            #expect(res.status == .created)
            #expect(try res.decode(SessionResponse.self).user.username == "ada")
        }
    }

    @Test func aWrongPasswordIsAProblemWithoutSayingWhichPartWasWrong() async throws {
        try await withSatchel { t in
            _ = try await t.signUp("ada")
            let wrong = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "not the password"))
            let unknown = try await t.request(.signIn, json: SignInRequest(login: "nobody", password: "not the password"))
            #expect(wrong.status == .unauthorized)
            #expect(wrong.problem?.detail == unknown.problem?.detail)
        }
    }

    @Test func repeatedWrongPasswordsAreThrottledWithRetryAfter() async throws {
        try await withSatchel { t in
            _ = try await t.signUp("ada")
            for _ in 0..<5 {
                _ = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "wrong password!"))
            }
            let res = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery"))
            #expect(res.status == .tooManyRequests)
            let retry = try #require(res.headers.first(name: .retryAfter).flatMap(Int.init))
            #expect(retry > 0)
            #expect(res.problem?.retryAfter == retry)
            t.clock.advance(by: TimeInterval(retry + 1))
            let later = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery"))
            #expect(later.status == .created)
        }
    }

    @Test func guessesByUsernameAndByEmailCountAgainstOneAccount() async throws {
        try await withSatchel { t in
            _ = try await t.signUp("ada")
            for i in 0..<5 {
                let login = i.isMultiple(of: 2) ? "ada" : "ada@example.org"
                _ = try await t.request(.signIn, json: SignInRequest(login: login, password: "wrong password!"))
            }
            // Five failures in all (not five per name): the account is locked.
            let right = try await t.request(.signIn, json: SignInRequest(login: "ada@example.org", password: "correct horse battery"))
            #expect(right.status == .tooManyRequests)
        }
    }

    /// Signs in from `peer` as the API would be asked; the status and the problem.
    func signIn(_ t: TestContext, from peer: String, password: String, deviceKey: String? = nil) async throws -> Response {
        try await t.request(.POST, "/api/v1/sessions", from: peer,
                            json: SignInRequest(login: "ada", password: password, deviceKey: deviceKey))
    }

    @Test func aStrangersWrongPasswordsLockOutOnlyTheStrangerNotADeviceThatSignedInBefore() async throws {
        try await withSatchel { t in
            let phone = try #require(try await t.signUp("ada").deviceKey)
            for _ in 0..<6 { _ = try await signIn(t, from: "203.0.113.9", password: "wrong password!") }
            #expect(try await signIn(t, from: "203.0.113.9", password: "correct horse battery").status == .tooManyRequests)
            // The phone, even on the stranger's own network, and Ada from home, are not held back.
            let fromPhone = try await signIn(t, from: "203.0.113.9", password: "correct horse battery", deviceKey: phone)
            #expect(fromPhone.status == .created)
            #expect(try await signIn(t, from: "198.51.100.7", password: "correct horse battery").status == .created)
        }
    }

    @Test func strangersGuessingFromManyAddressesHoldBackEveryStrangerButNotAKnownDevice() async throws {
        try await withSatchel { t in
            let phone = try #require(try await t.signUp("ada").deviceKey)
            for i in 0..<SignInThrottleService.strangersPolicy.freeFailures {
                _ = try await signIn(t, from: "203.0.113.\(i % 5 + 1)", password: "wrong password!")
            }
            let elsewhere = try await signIn(t, from: "198.51.100.7", password: "correct horse battery")
            #expect(elsewhere.status == .tooManyRequests)
            #expect(try await signIn(t, from: "198.51.100.7", password: "correct horse battery", deviceKey: phone).status == .created)
        }
    }

    @Test func aDeviceKeyOfAnotherAccountOrAForgedOneIsAStrangers() async throws {
        try await withSatchel { t in
            let adas = try #require(try await t.signUp("ada").deviceKey)
            let bobs = try #require(try await t.signUp("bob").deviceKey)
            for _ in 0..<6 { _ = try await signIn(t, from: "203.0.113.9", password: "wrong password!") }
            let parts = adas.split(separator: ".")
            let forged = parts[0] + "." + parts[1] + "x." + parts[2]
            for key in [bobs, String(forged), "", "not a key"] {
                let res = try await signIn(t, from: "203.0.113.9", password: "correct horse battery", deviceKey: key)
                #expect(res.status == .tooManyRequests, "\(key)")
            }
        }
    }

    @Test func aBrowserThatSignedInBeforeSignsInAgainWhileStrangersAreHeldBack() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            _ = try await browser.signUp("ada")
            #expect(browser.cookies[WebCookies.device] != nil)
            _ = try await browser.post("/sign-out", [:], from: "/")
            #expect(browser.cookies[WebCookies.session] == nil && browser.cookies[WebCookies.device] != nil)
            var stranger = Browser(t: t)
            for _ in 0..<6 { _ = try await stranger.post("/sign-in", ["login": "ada", "password": "wrong password!"]) }
            let held = try await stranger.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            #expect(held.status == .tooManyRequests)
            let again = try await browser.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            #expect(again.status == .seeOther, "\(again.body.string)")
            #expect(browser.cookies[WebCookies.session] != nil)
        }
    }

    @Test func anAddressThatGuessedALotIsSlowedButOthersBehindItStillSignIn() async throws {
        // The office: one shared address, someone there guessing at many accounts.
        try await withSatchel(settings: { $0.trustedProxies = [IPRange("10.0.0.0/8")!] }) { t in
            _ = try await t.signUp("ada")
            t.clock.freeze(at: Date())
            let office = ["X-Forwarded-For": "203.0.113.9"]
            for i in 0..<30 {
                let res = try await t.request(.POST, "/api/v1/sessions", from: "10.0.0.2", json: SignInRequest(login: "nobody\(i)", password: "guess guess guess"),
                                              headers: HTTPHeaders(office.map { ($0.key, $0.value) }))
                #expect(res.status == .unauthorized)
            }
            let before = t.clock.now
            let colleague = try await t.request(.POST, "/api/v1/sessions", from: "10.0.0.2",
                                                json: SignInRequest(login: "ada", password: "correct horse battery"),
                                                headers: HTTPHeaders(office.map { ($0.key, $0.value) }))
            #expect(colleague.status == .created, "a right password from the busy address is never refused")
            #expect(t.clock.now.timeIntervalSince(before) >= 1, "but it waits its turn")
            let elsewhere = t.clock.now
            let home = try await t.request(.POST, "/api/v1/sessions", from: "10.0.0.2",
                                           json: SignInRequest(login: "ada", password: "correct horse battery"),
                                           headers: ["X-Forwarded-For": "198.51.100.7"])
            #expect(home.status == .created)
            #expect(t.clock.now == elsewhere, "other addresses are not slowed")
        }
    }

    @Test func theDelayForABusyAddressGrowsWithItsFailures() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Date())
            let throttle = t.app.context.throttle
            var delays: [TimeInterval] = []
            for i in 0..<45 {
                let before = t.clock.now
                _ = try await throttle.attempt(account: "login:nobody\(i)", address: "203.0.113.9") { false }
                delays.append(t.clock.now.timeIntervalSince(before))
            }
            #expect(delays.prefix(30).allSatisfy { $0 == 0 }, "30 failures are free")
            #expect(delays[30] == 1 && delays[31] == 2)
            #expect(delays.last == SignInThrottleService.maximumAddressDelay)
        }
    }

    @Test func addressesOfOneIPv6NetworkCountTogether() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Date())
            let throttle = t.app.context.throttle
            for i in 0..<31 {
                _ = try await throttle.attempt(account: "login:nobody\(i)", address: "2001:db8:1:2::\(i + 1)") { false }
            }
            let before = t.clock.now
            _ = try await throttle.attempt(account: "login:someone", address: "2001:db8:1:2:ffff::1") { false }
            #expect(t.clock.now > before)
        }
    }

    @Test func forwardedForFromAnUntrustedPeerDoesNotChangeTheAddressCounted() async throws {
        try await withSatchel { t in
            t.clock.freeze(at: Date())
            for i in 0..<31 {
                // Each guess claims another address; the peer is the same.
                _ = try await t.request(.POST, "/api/v1/sessions", from: "203.0.113.50",
                                        json: SignInRequest(login: "nobody\(i)", password: "guess guess guess"),
                                        headers: ["X-Forwarded-For": "198.51.100.\(i)"])
            }
            let before = t.clock.now
            _ = try await t.request(.POST, "/api/v1/sessions", from: "203.0.113.50",
                                    json: SignInRequest(login: "nobody", password: "guess guess guess"),
                                    headers: ["X-Forwarded-For": "198.51.100.200"])
            #expect(t.clock.now > before, "the forged header was ignored: the peer is slowed")
        }
    }

    @Test func theThrottleIsKeptInTheDatabaseAcrossRestarts() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("satchel-restart-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = "sqlite:\(dir)/db.sqlite"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        try await withSatchel(settings: { $0.databaseURL = testsUsePostgres ? $0.databaseURL : file }) { t in
            _ = try await t.signUp("ada")
            for _ in 0..<6 {
                _ = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "wrong password!"))
            }
            // A second process on the same database sees the lock.
            let second = try await Application.make(.testing)
            var settings = t.app.satchel.settings
            settings.dataDirectory = dir + "/second"
            try await configure(second, settings: settings, clock: t.clock)
            let res = try await second.testing().sendRequest(.POST, "/api/v1/sessions", headers: ["Content-Type": "application/json"],
                                                               body: ByteBuffer(string: #"{"login":"ada","password":"correct horse battery"}"#))
            try await second.asyncShutdown()
            #expect(res.status == .tooManyRequests)
        }
    }

    @Test func tokensAreStoredOnlyAsHashes() async throws {
        try await withSatchel { t in
            let session = try await t.signUp("ada")
            let stored = try await AuthToken.query(on: t.app.db).all()
            #expect(stored.count == 1)
            #expect(stored[0].tokenHash != session.token)
            #expect(stored[0].tokenHash == SecureToken.hash(session.token))
        }
    }

    @Test func aRevokedTokenNoLongerWorks() async throws {
        try await withSatchel { t in
            let first = try await t.signUp("ada")
            let second = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery", deviceName: "Phone"))
            let phone = try second.decode(SessionResponse.self)
            let list = try await t.request(.tokens, token: first.token).decode([TokenInfo].self)
            #expect(list.count == 2)
            #expect(list.first { $0.isCurrent }?.id == first.tokenId)
            #expect(try await t.request(.revokeToken(phone.tokenId), token: first.token).status == .noContent)
            #expect(try await t.request(.me, token: phone.token).status == .unauthorized)
            #expect(try await t.request(.me, token: first.token).status == .ok)
        }
    }

    @Test func signingOutEndsTheToken() async throws {
        try await withSatchel { t in
            let session = try await t.signUp("ada")
            #expect(try await t.request(.signOut, token: session.token).status == .noContent)
            #expect(try await t.request(.me, token: session.token).status == .unauthorized)
        }
    }

    @Test func aTokenThatNoLongerWorksIsAnsweredWithABearerChallenge() async throws {
        try await withSatchel { t in
            let session = try await t.signUp("ada")
            _ = try await t.request(.signOut, token: session.token)
            let ended = try await t.request(.me, token: session.token)
            #expect(ended.headers.first(name: .wwwAuthenticate) == #"Bearer realm="Satchel", error="invalid_token""#)
            let none = try await t.request(.me)
            #expect(none.headers.first(name: .wwwAuthenticate) == #"Bearer realm="Satchel""#)
        }
    }

    @Test func keepSignedInMakesALongLivedToken() async throws {
        try await withSatchel { t in
            let short = try await t.signUp("ada")
            let long = try await t.signUp("bob", keep: true)
            t.clock.advance(by: 2 * 24 * 3600)
            #expect(try await t.request(.me, token: short.token).status == .unauthorized)
            #expect(try await t.request(.me, token: long.token).status == .ok)
            #expect(long.expiresAt.timeIntervalSince(short.expiresAt) > 300 * 24 * 3600)
        }
    }

    @Test func changingThePasswordNeedsTheCurrentOneAndSignsOutOtherDevices() async throws {
        try await withSatchel { t in
            let session = try await t.signUp("ada")
            let other = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "correct horse battery"))
                .decode(SessionResponse.self)
            let wrong = try await t.request(.changePassword, token: session.token,
                                            json: PasswordChange(currentPassword: "guess guess guess", newPassword: "a brand new secret"))
            #expect(wrong.problem?.errors?.first?.field == "currentPassword")
            let ok = try await t.request(.changePassword, token: session.token,
                                         json: PasswordChange(currentPassword: "correct horse battery", newPassword: "a brand new secret"))
            #expect(ok.status == .noContent)
            #expect(try await t.request(.me, token: other.token).status == .unauthorized)
            #expect(try await t.request(.me, token: session.token).status == .ok)
            let signIn = try await t.request(.signIn, json: SignInRequest(login: "ada", password: "a brand new secret"))
            #expect(signIn.status == .created)
        }
    }

    @Test func profileUpdatesRejectAnUnsupportedLanguageAndChangeNothing() async throws {
        try await withSatchel { t in
            let session = try await t.signUp("ada", name: "Ada")
            let res = try await t.request(.updateMe, token: session.token, json: ProfileUpdate(displayName: "Ada L", language: "de"))
            #expect(res.problem?.errors?.first?.field == "language")
            #expect(try await t.user(session).displayName == "Ada")
            let ok = try await t.request(.updateMe, token: session.token, json: ProfileUpdate(displayName: "Ada L", language: "sv"))
            #expect(try ok.decode(Me.self).language == "sv")
        }
    }

    @Test func deletingTheAccountNeedsThePassword() async throws {
        try await withSatchel { t in
            let session = try await t.signUp("ada")
            let res = try await t.request(.deleteAccount, token: session.token, json: AccountDeletion(password: "not it at all"))
            #expect(res.status == .unprocessableEntity)
            #expect(try await User.query(on: t.app.db).count() == 1)
        }
    }

    @Test func deletingTheAccountRemovesItsDataButAnonymisesWhatOthersReceived() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await t.befriend(ada, bob)
            _ = try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: "Pals", memberIds: [bob.user.id]))
            #expect(try await t.request(.deleteAccount, token: ada.token, json: AccountDeletion(password: "correct horse battery")).status == .noContent)
            #expect(try await User.find(ada.user.id, on: t.app.db) == nil)
            #expect(try await CircleRecord.query(on: t.app.db).count() == 0)
            #expect(try await Friendship.query(on: t.app.db).count() == 0)
            // Bob keeps the notification that Ada sent him a request, without her name.
            let inbox = try await t.request(.notifications, token: bob.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.count == 1)
            #expect(inbox.items[0].actor == nil)
            #expect(inbox.items[0].text.contains("A former user"))
        }
    }

    @Test func theDataExportHoldsTheAccountFriendsCirclesAndNotifications() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await t.befriend(ada, bob)
            _ = try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: "Pals", memberIds: [bob.user.id]))
            let res = try await t.request(.exportData, token: ada.token)
            #expect(res.headers.first(name: .contentDisposition)?.contains("attachment") == true)
            let export = try res.decode(DataExport.self)
            #expect(export.account.username == "ada")
            #expect(export.friends.map(\.person.username) == ["bob"])
            #expect(export.circles.map(\.name) == ["Pals"])
            #expect(export.notifications.map(\.kind) == [NotificationKind.friendAccepted])
            #expect(!String(decoding: res.body.readableBytesView, as: UTF8.self).contains("password"))
        }
    }

    @Test func bodiesThatAreNotJSONGetAClearProblem() async throws {
        try await withSatchel { t in
            let res = try await t.request(.POST, "/api/v1/sessions", headers: ["Content-Type": "application/json"],
                                          body: ByteBuffer(string: "{not json"))
            #expect(res.status == .badRequest)
            #expect(res.problem?.type == "/problems/bad-request")
            let missing = try await t.request(.POST, "/api/v1/sessions", headers: ["Content-Type": "application/json"],
                                              body: ByteBuffer(string: #"{"login":"ada"}"#))
            #expect(missing.status == .unprocessableEntity)
            #expect(missing.problem?.errors?.first?.field == "password")
        }
    }

    @Test func problemsComeInTheReadersLanguage() async throws {
        try await withSatchel { t in
            let res = try await t.request(.POST, "/api/v1/accounts",
                                          headers: ["Content-Type": "application/json", "Accept-Language": "sv-SE,sv;q=0.9"],
                                          body: ByteBuffer(string: #"{"displayName":"A","username":"ada","email":"a@example.org","password":"x"}"#))
            let english = Localizer(language: "en").t("error.password.too_short", ["min": "10"])
            let swedish = Localizer(language: "sv").t("error.password.too_short", ["min": "10"])
            #expect(swedish != english)
            #expect(res.problem?.errors?.first?.message == swedish)
        }
    }
}
