import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// Who reaches the administration, and the password it asks for again.
@Suite("Administration access")
struct AdminAccessTests {
    @Test func theAdministrationDoesNotExistForAMember() async throws {
        try await withSatchel { t in
            _ = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            let unknown = try await t.request(.GET, "/api/v1/no-such-thing", token: ben.token)
            let people = try await t.request(AdminRoute.people, token: ben.token)
            #expect(people.status == .notFound)
            #expect(people.body.string == unknown.body.string, "the same answer as an address that names nothing")
            var browser = try await AdminSupport.browser(t, signedInAs: "ben")
            #expect(try await browser.get("/admin/people").status == .notFound)
        }
    }

    @Test func theAdministrationDoesNotExistForSomeoneSignedOut() async throws {
        try await withSatchel { t in
            _ = try await AdminSupport.administrator(t)
            #expect(try await t.request(AdminRoute.people).status == .notFound)
            var browser = Browser(t: t)
            let page = try await browser.get("/admin")
            #expect(page.status == .notFound, "not a redirect to sign in, which would say it exists")
        }
    }

    @Test func anAdministratorSeesPeopleMatchingTheStartOfAName() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            _ = try await t.signUp("ada", name: "Ada Lovelace")
            _ = try await t.signUp("grace", name: "Grace Hopper")
            let found = try await t.request(AdminRoute.people, token: root.token, query: "?q=hop").decode(Page<AdminPerson>.self)
            #expect(found.items.map(\.username) == ["grace"])
            let all = try await t.request(AdminRoute.people, token: root.token).decode(Page<AdminPerson>.self)
            #expect(all.items.map(\.username) == ["ada", "grace", "root"])
            #expect(all.items.first { $0.username == "root" }?.isAdmin == true)
        }
    }

    @Test func peoplePageThroughEveryoneOnceInUsernameOrder() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let names = (0..<7).map { "person\($0)" }.shuffled()
            for name in names { _ = try await t.signUp(name) }
            var seen: [String] = [], cursor: String?
            repeat {
                let query = "?limit=3" + (cursor.map { "&cursor=\($0)" } ?? "")
                let page = try await t.request(AdminRoute.people, token: root.token, query: query).decode(Page<AdminPerson>.self)
                seen += page.items.map(\.username)
                cursor = page.nextCursor
            } while cursor != nil
            #expect(seen == (names + ["root"]).sorted())
        }
    }

    @Test func aSensitiveActionAsksForThePasswordAgainAfterTenMinutes() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            #expect(try await t.request(AdminRoute.signOutPerson(ben.user.id), token: root.token).status == .noContent)
            t.clock.advance(by: 11 * 60)
            let refused = try await t.request(AdminRoute.signOutPerson(ben.user.id), token: root.token)
            #expect(refused.status == .forbidden)
            #expect(refused.problem?.detail?.contains("/api/v1/admin/reauthentication") == true, "says how to go on")
            let wrong = try await t.request(AdminRoute.reauthenticate, token: root.token, json: Reauthentication(password: "not it at all"))
            #expect(wrong.status == .unprocessableEntity)
            let right = try await t.request(AdminRoute.reauthenticate, token: root.token, json: Reauthentication(password: "correct horse battery"))
            #expect(right.status == .noContent)
            #expect(try await t.request(AdminRoute.signOutPerson(ben.user.id), token: root.token).status == .noContent)
        }
    }

    @Test func readingNeedsNoFreshPassword() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            t.clock.advance(by: 60 * 60)
            #expect(try await t.request(AdminRoute.people, token: root.token).status == .ok)
            #expect(try await t.request(AdminRoute.auditLog, token: root.token).status == .ok)
        }
    }

    @Test func thePasswordPageCarriesTheFormOnToItsAction() async throws {
        try await withSatchel { t in
            _ = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            var browser = try await AdminSupport.browser(t, signedInAs: "root")
            t.clock.advance(by: 11 * 60)
            let personPage = AdminPath.person(ben.user.id).path
            let asked = try await browser.post(AdminPath.lock(ben.user.id).path, ["reason": "spam & worse"], from: personPage)
            #expect(asked.status == .forbidden)
            #expect(asked.body.string.contains(#"name="reason" value="spam &amp; worse""#), "the reason rides along")
            #expect(try await t.context.adminPeople.person(ben.user.id).locked == false, "nothing done yet")
            var fields = Self.hiddenFields(asked.body.string)
            fields["adminPassword"] = "correct horse battery"
            let confirmed = try await browser.post(AdminPath.confirmPassword.path, fields, csrf: false)
            #expect(confirmed.status == .temporaryRedirect)
            #expect(confirmed.headers.first(name: .location) == AdminPath.lock(ben.user.id).path)
            // What the browser does with a 307: the same form, posted again to the action.
            let done = try await browser.post(AdminPath.lock(ben.user.id).path, fields, csrf: false)
            #expect(done.status == .seeOther)
            #expect(try await t.context.adminPeople.person(ben.user.id).locked)
            #expect(try await t.context.adminAudit.page(cursor: nil, limit: 1).items.first?.detail == "spam & worse")
        }
    }

    @Test func aWrongPasswordOnThePasswordPageKeepsTheFormAndDoesNothing() async throws {
        try await withSatchel { t in
            _ = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            var browser = try await AdminSupport.browser(t, signedInAs: "root")
            t.clock.advance(by: 11 * 60)
            let asked = try await browser.post(AdminPath.signOut(ben.user.id).path, [:], from: AdminPath.person(ben.user.id).path)
            var fields = Self.hiddenFields(asked.body.string)
            fields["adminPassword"] = "wrong wrong wrong"
            let again = try await browser.post(AdminPath.confirmPassword.path, fields, csrf: false)
            #expect(again.status == .unprocessableEntity)
            #expect(again.body.string.contains(#"name="_action" value="\#(AdminPath.signOut(ben.user.id).path)""#))
            #expect(again.body.string.contains("f-adminPassword-error"))
            #expect(try await t.request(.me, token: ben.token).status == .ok, "ben is still signed in")
        }
    }

    /// The hidden inputs of a page's form (the CSRF token included), by name.
    static func hiddenFields(_ html: String) -> [String: String] {
        var fields: [String: String] = [:]
        var rest = html[...]
        while let range = rest.range(of: #"<input type="hidden" name=""#) {
            rest = rest[range.upperBound...]
            let name = String(rest.prefix { $0 != "\"" })
            guard let valueStart = rest.range(of: #"value=""#) else { break }
            let value = String(rest[valueStart.upperBound...].prefix { $0 != "\"" })
            fields[name] = value.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&#39;", with: "'")
            rest = rest[valueStart.upperBound...]
        }
        return fields
    }
}
