import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import Testing
import Vapor
import VaporTesting

@Suite("The web app")
struct WebTests {
    @Test func signingUpThroughTheFormSignsYouIn() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            let res = try await browser.signUp("ada")
            #expect(res.status == .seeOther)
            #expect(res.headers.first(name: .location) == "/?done=welcome")
            let home = try await browser.get("/")
            #expect(home.status == .ok)
            #expect(home.body.string.contains("Hello, Ada"))
        }
    }

    @Test func aFailedSignUpKeepsTheInputAndShowsTheErrorBesideTheField() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            let res = try await browser.signUp("ada", password: "short")
            #expect(res.status == .unprocessableEntity)
            let html = res.body.string
            #expect(html.contains(#"name="username" type="text" value="ada""#))
            #expect(html.contains(#"id="f-password-error""#))
            #expect(html.contains(#"aria-describedby="f-password-hint f-password-error""#))
            #expect(!html.contains("short\""), "the password is never echoed back")
            #expect(try await User.query(on: t.app.db).filter(\.$username == "ada").count() == 0)
        }
    }

    @Test func aFormWithoutItsCSRFTokenIsRefusedAndChangesNothing() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            let res = try await browser.post("/sign-up", ["displayName": "Ada", "username": "ada", "email": "ada@example.org",
                                                          "password": "correct horse battery"], csrf: false)
            #expect(res.status == .forbidden)
            #expect(try await User.query(on: t.app.db).count() == 0)
        }
    }

    @Test func theSessionCookieIsHttpOnlyAndSameSiteLax() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            let res = try await browser.signUp("ada")
            let cookie = try #require(res.headers.setCookie?[WebCookies.session])
            #expect(cookie.isHTTPOnly)
            #expect(cookie.sameSite == .lax)
            #expect(!cookie.isSecure)
            #expect(cookie.expires == nil, "without keep-me-signed-in the cookie ends with the browser session")
        }
    }

    @Test func behindTLSTheSessionCookieIsSecure() async throws {
        try await withSatchel(settings: { $0.secureCookies = true }) { t in
            var browser = Browser(t: t)
            let res = try await browser.signUp("ada")
            #expect(res.headers.setCookie?[WebCookies.session]?.isSecure == true)
        }
    }

    @Test func pagesForSignedInPeopleSendOthersToSignIn() async throws {
        try await withSatchel { t in
            _ = try await t.createAdministrator() // past the first start: pages are not led to /setup
            var browser = Browser(t: t)
            let res = try await browser.get("/friends")
            #expect(res.status == .seeOther)
            #expect(res.headers.first(name: .location)?.hasPrefix("/sign-in?next=") == true)
        }
    }

    @Test func aWrongPasswordOnTheSignInFormKeepsTheLoginAndSaysWhy() async throws {
        try await withSatchel { t in
            _ = try await t.signUp("ada")
            var browser = Browser(t: t)
            let res = try await browser.post("/sign-in", ["login": "ada", "password": "not it at all"])
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains(#"value="ada""#))
            #expect(res.body.string.contains("The username, email or password is not correct."))
        }
    }

    @Test func throttledSignInShowsTheWaitInTheForm() async throws {
        try await withSatchel { t in
            _ = try await t.signUp("ada")
            var browser = Browser(t: t)
            for _ in 0..<5 { _ = try await browser.post("/sign-in", ["login": "ada", "password": "not it at all"]) }
            let res = try await browser.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            #expect(res.status == .tooManyRequests)
            #expect(res.headers.first(name: .retryAfter) != nil)
            #expect(res.body.string.contains("Too many failed attempts"))
        }
    }

    @Test func theFriendFlowWorksWithoutJavaScript() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            var bob = Browser(t: t)
            _ = try await ada.signUp("ada")
            _ = try await bob.signUp("bob")
            let bobID = try await User.query(on: t.app.db).filter(\.$username == "bob").first()!.id!
            let search = try await ada.get("/friends?q=bob")
            #expect(search.body.string.contains("Add friend"))
            let sent = try await ada.post("/friends/requests", ["userId": bobID.uuidString, "q": "bob"], from: "/friends")
            #expect(sent.status == .seeOther)
            let bobsPage = try await bob.get("/friends")
            #expect(bobsPage.body.string.contains("Ada"))
            let request = try await Friendship.query(on: t.app.db).first()!
            let accepted = try await bob.post("/friends/requests/\(request.id!.uuidString.lowercased())/accept", [:], from: "/friends")
            #expect(accepted.status == .seeOther)
            #expect(try await t.context.friends.areFriends(bobID, request.$requester.id))
            let adaHome = try await ada.get("/")
            #expect(adaHome.body.string.contains(#"id="unread-badge" class="badge" data-count="1""#))
        }
    }

    @Test func unfriendingAsksFirst() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await t.befriend(ada, bob)
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-in", ["login": "ada", "password": "correct horse battery"])
            let confirm = try await browser.get("/friends/\(bob.user.id.uuidString.lowercased())/remove")
            #expect(confirm.status == .ok)
            #expect(confirm.body.string.contains("Unfriend Bob?"))
            #expect(try await t.context.friends.areFriends(ada.user.id, bob.user.id))
        }
    }

    @Test func pagesFollowAcceptLanguageUntilTheUserChoosesALanguage() async throws {
        try await withSatchel { t in
            _ = try await t.createAdministrator() // past the first start: pages are not led to /setup
            var browser = Browser(t: t)
            browser.language = "cs-CZ,cs;q=0.9,en;q=0.5"
            let czech = try await browser.get("/sign-in")
            #expect(czech.body.string.contains(#"<html lang="cs" "#))
            _ = try await browser.signUp("ada")
            _ = try await browser.post("/settings/language", ["language": "sv"], from: "/settings")
            let swedish = try await browser.get("/")
            #expect(swedish.body.string.contains(#"<html lang="sv" "#))
        }
    }

    @Test func pagesCarryAStrictContentSecurityPolicy() async throws {
        try await withSatchel { t in
            _ = try await t.createAdministrator() // past the first start: pages are not led to /setup
            var browser = Browser(t: t)
            let res = try await browser.get("/sign-in")
            let csp = try #require(res.headers.first(name: "Content-Security-Policy"))
            #expect(csp.contains("script-src 'self'"))
            #expect(!csp.contains("unsafe-inline"))
            #expect(res.headers.first(name: "X-Content-Type-Options") == "nosniff")
        }
    }

    @Test func userTextIsEscapedInPages() async throws {
        try await withSatchel { t in
            _ = try await t.createAdministrator() // past the first start: pages are not led to /setup
            var browser = Browser(t: t)
            _ = try await browser.post("/sign-up", ["displayName": #"<img src=x onerror="alert(1)">"#, "username": "ada",
                                                    "email": "ada@example.org", "password": "correct horse battery"])
            let html = try await browser.get("/profile").body.string
            #expect(!html.contains("<img src=x"))
            #expect(html.contains("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"))
        }
    }

    @Test func theShellHasAManifestAndItsAssets() async throws {
        try await withSatchel { t in
            var browser = Browser(t: t)
            let manifest = try await browser.get("/manifest.webmanifest")
            #expect(manifest.status == .ok)
            #expect(manifest.body.string.contains("\"start_url\""))
            for asset in ["/static/app.css", "/static/app.js", "/static/icon-192.png", "/static/icon-512.png"] {
                #expect(try await browser.get(asset).status == .ok, "\(asset)")
            }
        }
    }

    @Test func afterSignInYouGoBackToWhereYouWereButNeverOffSite() {
        #expect(LocalPath.safe("/friends", fallback: "/") == "/friends")
        #expect(LocalPath.safe("//evil.example", fallback: "/") == "/")
        #expect(LocalPath.safe("https://evil.example", fallback: "/") == "/")
        #expect(LocalPath.safe("/\\evil.example", fallback: "/") == "/")
    }

    /// One rule for every `next` and `back` (sign-in, the library's card sign-in, Spots' check-off).
    @Test func aPathInsideAPartOfTheSiteStaysInsideIt() {
        #expect(LocalPath.safe("/library/malmo/shelf", under: "/library/malmo", fallback: "x") == "/library/malmo/shelf")
        #expect(LocalPath.safe("/library/malmo?q=https://a.example", under: "/library/malmo", fallback: "x") == "/library/malmo?q=https://a.example")
        #expect(LocalPath.safe("/library/malmoe", under: "/library/malmo", fallback: "x") == "x")
        #expect(LocalPath.safe("/library/malmo/\t/evil", under: "/library/malmo", fallback: "x") == "x")
        #expect(LocalPath.safe("/library/malmo/%2F%2Fevil", under: "/library/malmo", fallback: "x") == "/library/malmo/%2F%2Fevil")
        #expect(LocalPath.safe("/%2F%2Fevil.example", fallback: "x") == "x")
        #expect(LocalPath.safe("/spotsfoo", under: "/spots", fallback: "/spots") == "/spots")
    }
}

@Suite("Device names")
struct DeviceNameTests {
    @Test(arguments: [
        ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1", "Safari on iPhone"),
        ("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36", "Chrome on Android"),
        ("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0", "Firefox on Windows"),
        ("", "Unknown device"),
    ])
    func aUserAgentBecomesAName(agent: String, expected: String) {
        #expect(DeviceName.describe(userAgent: agent) == expected)
    }
}
