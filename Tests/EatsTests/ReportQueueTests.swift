@testable import Eats
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import VaporTesting

/// The administrators' report queue: one item per reported thing, settled by hide, restore or
/// dismiss (each audited); the reporter is never shown.
@Suite("Report queue")
struct ReportQueueTests {
    /// Signs `username` up as an administrator.
    static func administrator(_ t: TestContext, _ username: String = "root") async throws -> SessionResponse {
        let session = try await t.signUp(username)
        try await User.query(on: t.app.db).filter(\.$id == session.user.id).set(\.$isAdmin, to: true).update()
        t.context.changed("users", .user(session.user.id))
        return session
    }

    static func report(_ t: TestContext, _ subject: String, _ id: UUID, by reporter: SessionResponse, reason: String = "spam",
                       note: String? = nil) async throws {
        let res = try await t.request(EatsRoute.reportAbuse, token: reporter.token, json: AbuseReport(subject: subject, subjectId: id, reason: reason, note: note))
        #expect(res.status == .noContent, "report failed: \(res.body.string)")
    }

    static func queue(_ t: TestContext, _ admin: SessionResponse, order: String = "oldest") async throws -> [ReportQueueItem] {
        try await t.request(AdminReportRoute.queue, token: admin.token, query: "?order=\(order)").decode(Page<ReportQueueItem>.self).items
    }

    @Test func theQueueHasOneItemPerReportedThingWithItsReportsBesideIt() async throws {
        try await withSatchel { t in
            let root = try await Self.administrator(t)
            let ada = try await t.signUp("ada"), bob = try await t.signUp("bob"), cyd = try await t.signUp("cyd")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            let review = try await t.context.contributions.writeReview(dish.summary.id, ReviewDraft(text: "Buy <b>watches</b>"), by: bob.user.id)
            try await Self.report(t, "dish", dish.summary.id, by: cyd, reason: "wrong")
            t.clock.advance(by: 60)
            try await Self.report(t, "review", review.id!, by: ada, note: "an advert")
            try await Self.report(t, "review", review.id!, by: cyd, reason: "offensive")
            let oldest = try await Self.queue(t, root)
            #expect(oldest.map(\.subject) == ["dish", "review"])
            let item = try #require(oldest.last)
            #expect(item.name == "Buy <b>watches</b>" && item.authorName == "Bob (@bob)" && item.authorId == bob.user.id)
            #expect(item.reporters == 2 && !item.hidden && !item.gone)
            #expect(item.reasons == [ReportReasonCount(reason: "spam", count: 1), ReportReasonCount(reason: "offensive", count: 1)])
            #expect(item.notes == ["an advert"])
            #expect(item.link == "/eats/dishes/\(dish.summary.id.uuidString.lowercased())#reviews")
            #expect(try await Self.queue(t, root, order: "most").map(\.subject) == ["review", "dish"])
            var browser = try await Self.browser(t, "root")
            let page = try await browser.get("/admin/reports")
            #expect(page.status == .ok)
            #expect(page.body.string.contains("Buy &lt;b&gt;watches&lt;/b&gt;"), "the reported text is shown, escaped")
        }
    }

    @Test func hideRestoreAndDismissDoWhatTheySayAndAreAudited() async throws {
        try await withSatchel { t in
            let root = try await Self.administrator(t)
            let ada = try await t.signUp("ada"), bob = try await t.signUp("bob")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            let review = try await t.context.contributions.writeReview(dish.summary.id, ReviewDraft(text: "Meh"), by: bob.user.id)
            try await Self.report(t, "review", review.id!, by: ada)
            try await Self.report(t, "dish", dish.summary.id, by: bob)

            let hidden = try await t.request(AdminReportRoute.hide(review.id!), token: root.token).decode(ReportQueueItem.self)
            #expect(hidden.hidden && hidden.reporters == 0)
            #expect(try await t.dish(dish.summary.id, as: ada).reviews.isEmpty, "hidden from others")
            #expect(try await t.dish(dish.summary.id, as: bob).reviews.count == 1, "still shown to its author")

            let restored = try await t.request(AdminReportRoute.restore(review.id!), token: root.token).decode(ReportQueueItem.self)
            #expect(!restored.hidden)
            #expect(try await t.dish(dish.summary.id, as: ada).reviews.count == 1)

            let dismissed = try await t.request(AdminReportRoute.dismiss(dish.summary.id), token: root.token).decode(ReportQueueItem.self)
            #expect(!dismissed.hidden && dismissed.reporters == 0)
            #expect(try await Self.queue(t, root).isEmpty, "every report is settled")

            let entries = try await t.context.adminAudit.page(cursor: nil, limit: 10).items.reversed()
            #expect(entries.map(\.action) == ["report.hide", "report.restore", "report.dismiss"])
            #expect(entries.map(\.subjectName) == ["review “Meh”", "review “Meh”", "dish “Soup”"])
        }
    }

    @Test func aRestoredThingIsNotHiddenAgainByTheSameReports() async throws {
        try await withSatchel { t in
            let root = try await Self.administrator(t)
            let ada = try await t.signUp("ada")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let reporters = [try await t.signUp("bob"), try await t.signUp("cyd"), try await t.signUp("dia")]
            for reporter in reporters { try await Self.report(t, "restaurant", r.id, by: reporter) }
            #expect(try await t.context.reportQueue.item(r.id).hidden, "hidden after three reports")
            _ = try await t.request(AdminReportRoute.restore(r.id), token: root.token)
            for reporter in reporters { try await Self.report(t, "restaurant", r.id, by: reporter) }
            try await Self.report(t, "restaurant", r.id, by: try await t.signUp("eve"))
            let item = try await t.context.reportQueue.item(r.id)
            #expect(!item.hidden && item.reporters == 1, "only the new person's report is open")
        }
    }

    @Test func theReporterIsNeverShownNotEvenToAnAdministratorWhoIsTheAuthor() async throws {
        try await withSatchel { t in
            let root = try await Self.administrator(t)
            let r = try await t.addRestaurant("Kuu", by: root)
            let dish = try await t.addDish("Soup", to: r.id, by: root)
            let review = try await t.context.contributions.writeReview(dish.summary.id, ReviewDraft(text: "Mine"), by: root.user.id)
            let zed = try await t.signUp("zedreporter", name: "Zed Whistle")
            try await Self.report(t, "review", review.id!, by: zed, note: "please look")
            let api = try await t.request(AdminReportRoute.queue, token: root.token).body.string
            let item = try await t.request(AdminReportRoute.dismiss(review.id!), token: root.token).body.string
            try await Self.report(t, "dish", dish.summary.id, by: zed)
            var browser = try await Self.browser(t, "root")
            let page = try await browser.get("/admin/reports").body.string
            let audit = try await browser.get("/admin/audit").body.string
            #expect(api.contains("please look") && page.contains("Soup"), "the queue shows the reports")
            for body in [api, item, page, audit] {
                for secret in ["zedreporter", "Zed Whistle", zed.user.id.uuidString.lowercased(), zed.user.id.uuidString] {
                    #expect(!body.contains(secret), "the reporter (\(secret)) is shown")
                }
            }
        }
    }

    @Test func anOrderThatIsNotOneOfTheTwoIsRefusedOnItsField() async throws {
        try await withSatchel { t in
            let root = try await Self.administrator(t)
            for order in ["", "newest"] {
                let res = try await t.request(AdminReportRoute.queue, token: root.token, query: "?order=\(order)")
                #expect(res.status == .unprocessableEntity && res.body.string.contains("\"field\":\"order\""), "order=\(order)")
            }
        }
    }

    @Test func theQueueDoesNotExistForAnyoneButAdministrators() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), bob = try await t.signUp("bob")
            let r = try await t.addRestaurant("Kuu", by: ada)
            try await Self.report(t, "restaurant", r.id, by: bob)
            #expect(try await t.request(AdminReportRoute.queue, token: bob.token).status == .notFound)
            #expect(try await t.request(AdminReportRoute.hide(r.id), token: bob.token).status == .notFound)
            #expect(try await t.request(AdminReportRoute.queue).status == .notFound, "signed out too")
            var browser = try await Self.browser(t, "bob")
            #expect(try await browser.get("/admin/reports").status == .notFound)
            #expect(try await browser.post("/admin/reports/\(r.id.uuidString.lowercased())/hide", [:], from: "/").status == .notFound)
            #expect(!(try await t.context.reportQueue.item(r.id).hidden))
        }
    }

    @Test func theQueueWebFormsSettleAndReturnToTheQueue() async throws {
        try await withSatchel { t in
            _ = try await Self.administrator(t)
            let ada = try await t.signUp("ada"), bob = try await t.signUp("bob")
            let r = try await t.addRestaurant("Kuu", by: ada)
            try await Self.report(t, "restaurant", r.id, by: bob)
            var browser = try await Self.browser(t, "root")
            _ = try await browser.get("/admin/reports")
            let res = try await browser.post(AdminPath.hideReported(r.id).path, ["order": "most"], from: AdminPath.reports().path)
            #expect(res.status == .seeOther)
            #expect(res.headers.first(name: .location)?.hasPrefix("/admin/reports?order=most") == true)
            #expect(try await t.context.reportQueue.item(r.id).hidden)
        }
    }

    static func browser(_ t: TestContext, _ username: String) async throws -> Browser {
        var browser = Browser(t: t)
        let res = try await browser.post("/sign-in", ["login": username, "password": "correct horse battery"])
        #expect(res.status == .seeOther, "sign-in failed: \(res.body.string)")
        return browser
    }
}
