import Foundation
import NIOCore
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
@testable import Wishes
import Vapor
import VaporTesting

/// Issue 41: a refused form leads to its errors, quick add without a reload, one product
/// suggestion field, and a shop's page shared to Satchel filling in a new wish.
@Suite("Refused forms, quick add in place, suggestions and sharing")
struct FormsQuickAddAndSharingTests {
    static func signedIn(_ t: TestContext) async throws -> Browser {
        var ada = Browser(t: t)
        _ = try await ada.signUp("ada")
        return ada
    }

    /// Posts the quick-add form as app.js does: the page's token, and the header asking for the row alone.
    static func quickAddInPlace(_ browser: inout Browser, _ name: String) async throws -> TestingHTTPResponse {
        let token = Browser.csrf(in: try await browser.get("/wishes").body.string)
        var headers = browser.headers()
        headers.contentType = .urlEncodedForm
        headers.add(name: QuickAdd.header, value: "1")
        let body = "_csrf=\(token)&name=" + (name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        return try await browser.t.request(.POST, "/wishes/quick", headers: headers, body: ByteBuffer(string: body))
    }

    @Test func aRefusedFormOpensWithASummaryLinkingToEachFieldInError() async throws {
        try await withSatchel { t in
            var ada = try await Self.signedIn(t)
            let res = try await ada.post("/funding/new", ["name": "Tent", "amount": "100", "currency": "CZK", "deadline": "soon"])
            #expect(res.status == .unprocessableEntity)
            let html = res.body.string
            let summary = try #require(html.range(of: "data-error-summary"))
            #expect(html.contains(#"role="alert""#) && html.contains(#"tabindex="-1""#))
            #expect(html.contains(##"<ul class="error-summary-list"><li><a href="#f-deadline">"##))
            // Above the fields, each marked and described by its message beside it.
            #expect(summary.lowerBound < html.range(of: #"<input id="f-name""#)!.lowerBound)
            #expect(html.contains(#"aria-invalid="true" aria-describedby="f-deadline-error""#))
        }
    }

    @Test func aFormWithNothingWrongHasNoErrorSummary() async throws {
        try await withSatchel { t in
            var ada = try await Self.signedIn(t)
            #expect(!(try await ada.get("/funding/new").body.string.contains("data-error-summary")))
        }
    }

    @Test func aQuickAddSentInPlaceAnswersWithOnlyTheNewRow() async throws {
        try await withSatchel { t in
            var ada = try await Self.signedIn(t)
            let res = try await Self.quickAddInPlace(&ada, "Red scarf")
            #expect(res.status == .created)
            #expect(res.body.string.hasPrefix("<li class=\"row wish-row\""))
            #expect(res.body.string.contains("Red scarf") && !res.body.string.contains("<html"))
            #expect(try await ada.get("/wishes").body.string.contains("Red scarf"), "saved like any quick add")
        }
    }

    @Test func aRefusedQuickAddInPlaceAnswersWithTheFieldAndItsMessageAndSavesNothing() async throws {
        try await withSatchel { t in
            var ada = try await Self.signedIn(t)
            let long = String(repeating: "x", count: 201)
            let res = try await Self.quickAddInPlace(&ada, long)
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains(#"<p class="field-error" id="f-name-error">"#))
            #expect(!(try await ada.get("/wishes").body.string.contains("wish-row")))
        }
    }

    @Test func aQuickAddInPlaceNeedsThePagesCSRFToken() async throws {
        try await withSatchel { t in
            var ada = try await Self.signedIn(t)
            var headers = ada.headers()
            headers.contentType = .urlEncodedForm
            headers.add(name: QuickAdd.header, value: "1")
            let res = try await t.request(.POST, "/wishes/quick", headers: headers, body: ByteBuffer(string: "name=Kite"))
            #expect(res.status == .forbidden)
            #expect(!(try await ada.get("/wishes").body.string.contains("wish-row")))
        }
    }

    @Test func theCollectionFormSuggestsProductsWithTheWishFormsField() async throws {
        try await withSatchel { t in
            var ada = try await Self.signedIn(t)
            for page in ["/wishes/new", "/funding/new"] {
                let html = try await ada.get(page).body.string
                #expect(html.contains(#"data-suggest="/api/v1/funding/products""#), "\(page)")
                #expect(html.contains(#"<ul id="f-name-suggestions" role="listbox""#), "\(page)")
            }
        }
    }

    @Test func theLinkOfASharedPageIsTheFirstWebAddressInWhatWasShared() {
        #expect(SharedPage(title: "Kite", text: "Look at this: https://shop.example/kite?id=4.", url: nil).link == "https://shop.example/kite?id=4")
        #expect(SharedPage(title: nil, text: "see https://a.example/x", url: "https://b.example/y").link == "https://b.example/y")
        #expect(SharedPage(title: "Kite", text: "no link here, ftp://x.example", url: "not a link").link == nil)
        #expect(SharedPage(title: "", text: "Kite https://shop.example/kite", url: "").name == "Kite")
        let shared = SharedPage(title: "Kite & co", text: "ü https://shop.example/k", url: "")
        #expect(SharedPage(token: shared.token) == shared)
        #expect(SharedPage(token: "not base64 json") == nil)
    }

    @Test func aSharedPagePostedWithoutATokenOnlyFillsInTheNewWishForm() async throws {
        try await withSatchel { t in
            var ada = try await Self.signedIn(t)
            // As the share sheet posts it: no CSRF token, the link inside the text.
            let res = try await ada.post("/wishes/share", ["title": "Blue kite", "text": "Look http://127.0.0.1:9/kite"], csrf: false)
            #expect(res.status == .seeOther)
            let next = try #require(res.headers.first(name: .location))
            #expect(next.hasPrefix("/wishes/share?d="))
            let form = try await ada.get(next)
            #expect(form.status == .ok)
            let html = form.body.string
            #expect(html.contains(#"id="f-name" name="name" type="text" value="Blue kite""#))
            #expect(html.contains(#"id="f-link" name="link" type="url" value="http://127.0.0.1:9/kite""#))
            #expect(html.contains(#"action="/wishes/new""#), "saved only by the form, by the person")
            #expect(!(try await ada.get("/wishes").body.string.contains("wish-row")), "nothing was added")
        }
    }

    @Test func aPageSharedWhileSignedOutComesBackAfterSigningIn() async throws {
        try await withSatchel { t in
            _ = try await Self.signedIn(t)
            var guest = Browser(t: t)
            let shared = try await guest.post("/wishes/share", ["title": "Green tent", "url": "http://127.0.0.1:9/tent"], csrf: false)
            let signIn = try #require(shared.headers.first(name: .location))
            #expect(signIn.hasPrefix("/sign-in?next="))
            let next = try #require(URLComponents(string: signIn)?.queryItems?.first { $0.name == "next" }?.value)
            let back = try await guest.post("/sign-in", ["login": "ada", "password": "correct horse battery", "next": next], from: signIn)
            let form = try await guest.get(try #require(back.headers.first(name: .location)))
            #expect(form.body.string.contains(#"value="Green tent""#))
            #expect(form.body.string.contains(#"value="http://127.0.0.1:9/tent""#))
        }
    }

    @Test func theAppIsAShareTargetThatPostsTitleTextAndURL() async throws {
        try await withSatchel { t in
            let manifest = try await t.request(.GET, "/manifest.webmanifest").body.string
            let json = try JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any]
            let target = try #require(json?["share_target"] as? [String: Any])
            #expect(target["action"] as? String == ShareTarget.path)
            #expect(target["method"] as? String == "POST")
            #expect(target["params"] as? [String: String] == ["title": "title", "text": "text", "url": "url"])
        }
    }

    @Test func theBookmarkletOpensTheShareAddressWithThePagesLinkAndTitle() async throws {
        try await withSatchel { t in
            var ada = try await Self.signedIn(t)
            let html = try await ada.get("/wishes/from-shop").body.string
            #expect(html.contains("/wishes/share?url=&#39;+encodeURIComponent(location.href)+&#39;&amp;title=&#39;+encodeURIComponent(document.title)"))
            #expect(try await ada.get("/wishes/new").body.string.contains(#"href="/wishes/from-shop""#))
        }
    }
}
