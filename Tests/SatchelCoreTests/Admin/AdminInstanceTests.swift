import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// `/admin/instance`: each part of the instance reported as it is.
@Suite("Administration: the instance")
struct AdminInstanceTests {
    static func instance(_ t: TestContext, _ admin: SessionResponse) async throws -> AdminInstance {
        try await t.request(AdminInstanceRoute.instance, token: admin.token).decode(AdminInstance.self)
    }

    /// Equal to the second (the API's times are whole seconds).
    static func same(_ a: Date?, _ b: Date?) -> Bool {
        guard let a, let b else { return false }
        return abs(a.timeIntervalSince(b)) < 1
    }

    @Test func mailIsNotSetUpWithoutAnSMTPServer() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let mail = try #require(try await Self.instance(t, root).services.first { $0.name == "mail" })
            #expect(!mail.configured && mail.detail == nil)
            let refused = try await t.request(AdminInstanceRoute.testMail, token: root.token)
            #expect(refused.status == .conflict)
        }
    }

    @Test func mailIsSetUpWithItsServerNamedAndNoSecret() async throws {
        try await withSatchel(settings: TestContext.mailing(to: 2599)) { t in
            let root = try await AdminSupport.administrator(t)
            let mail = try #require(try await Self.instance(t, root).services.first { $0.name == "mail" })
            #expect(mail.configured)
            #expect(mail.detail == "smtp://localhost:2599 (no TLS), from satchel@example.org")
        }
    }

    @Test func everyOutsideServiceIsListedAndTheAddressBothWays() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let instance = try await Self.instance(t, root)
            #expect(instance.services.map(\.name) == ["mail", "web_push", "apns", "payments", "map_tiles"])
            #expect(instance.services.first { $0.name == "payments" }?.configured == false, "only the simulated bank")
            #expect(instance.services.first { $0.name == "apns" }?.configured == false)
            #expect(instance.configuredPublicURL == t.context.settings.publicURL)
            #expect(instance.requestPublicURL.hasPrefix("http"))
        }
    }

    @Test func theDatabaseIsNamedWithItsVersionSizeAndMigrations() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let db = try await Self.instance(t, root).database
            #expect(db.kind == (t.context.isPostgres ? "postgresql" : "sqlite"))
            #expect(!db.version.isEmpty && db.sizeBytes > 0)
            #expect(db.appliedMigrations > 40, "every module's migrations")
        }
    }

    @Test func aFailedJobIsShownWithItsError() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            struct Down: Error, CustomStringConvertible { var description: String { "the gateway is down" } }
            // A stopped clock and a job of the test's own, so neither a slow machine nor a real
            // background pass moves what is compared.
            t.clock.freeze(at: t.clock.now)
            let runs = t.context.services.jobRuns, clock = t.clock
            try await runs.run("test job", now: { clock.now }) { true }
            t.clock.advance(by: 30)
            await #expect(throws: Down.self) { try await runs.run("test job", now: { clock.now }) { throw Down() } }
            let instance = try await Self.instance(t, root)
            let job = try #require(instance.jobs.first { $0.name == "test job" })
            #expect(job.lastError == "the gateway is down")
            #expect(Self.same(job.lastFailureAt, t.clock.now) && Self.same(job.lastSuccessAt, t.clock.now.addingTimeInterval(-30)))
            #expect(instance.jobsArePerInstance == t.context.isPostgres)
        }
    }

    @Test func theMailOutboxBacklogCountsWhatWaitsAndWhatFailed() async throws {
        try await withSatchel(settings: TestContext.mailing()) { t in
            let root = try await AdminSupport.administrator(t)
            _ = try await t.signUp("ben")
            let mail = try #require(try await Self.instance(t, root).outboxes.first { $0.name == "mail" })
            let waiting = try await MailOutboxItem.query(on: t.app.db).filter(\.$status == .pending).all()
            #expect(mail.waiting == waiting.count && mail.waiting >= 2, "root's and ben's confirmations")
            #expect(Self.same(mail.oldestWaitingSince, waiting.map(\.createdAt).min()) && mail.failed == 0)
        }
    }

    @Test func theLastBackupIsNeverUntilABackupIsRecorded() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            #expect(try await Self.instance(t, root).lastBackupAt == nil)
            let at = Date(timeIntervalSince1970: 1_790_000_000)
            try BackupRecord(finishedAt: at, file: "satchel-backup.zip", bytes: 1234).write(dataDirectory: t.context.settings.dataDirectory)
            #expect(try await Self.instance(t, root).lastBackupAt == at)
        }
    }

    @Test func theInstanceDoesNotExistForAnyoneButAdministrators() async throws {
        try await withSatchel { t in
            let ben = try await t.signUp("ben")
            #expect(try await t.request(AdminInstanceRoute.instance, token: ben.token).status == .notFound)
            #expect(try await t.request(AdminInstanceRoute.testMail, token: ben.token).status == .notFound)
            #expect(try await t.request(AdminInstanceRoute.instance).status == .notFound)
            var browser = try await AdminSupport.browser(t, signedInAs: "ben")
            #expect(try await browser.get("/admin/instance").status == .notFound)
        }
    }

    @Test func thePageShowsEachPart() async throws {
        try await withSatchel { t in
            _ = try await AdminSupport.administrator(t)
            var browser = try await AdminSupport.browser(t, signedInAs: "root")
            let page = try await browser.get("/admin/instance")
            #expect(page.status == .ok)
            let html = page.body.string
            #expect(html.contains(t.context.isPostgres ? "PostgreSQL" : "SQLite"))
            #expect(html.contains("Not set up") && html.contains("Never"))
            #expect(!html.contains("Send a test mail"), "no test button without mail")
        }
    }
}

/// "Send a test mail" against a real SMTP server (aiosmtpd).
@Suite("Administration: the test mail", SMTPSink.needed)
struct AdminTestMailTests {
    @Test func theTestMailGoesToTheAdministratorAndShowsTheServersAnswer() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        try await withSatchel(settings: TestContext.mailing(to: sink.port)) { t in
            let root = try await AdminSupport.administrator(t)
            let result = try await t.request(AdminInstanceRoute.testMail, token: root.token).decode(TestMailResult.self)
            #expect(result.sent && result.recipient == "root@example.org" && result.reply.hasPrefix("250"))
            let received = try #require(try sink.received().last)
            #expect(received.rcpt_tos == ["root@example.org"] && received.subject == "Satchel test message")
            var browser = try await AdminSupport.browser(t, signedInAs: "root")
            _ = try await browser.get("/admin/instance")
            let page = try await browser.post("/admin/instance/test-mail", [:], from: "/admin/instance")
            #expect(page.status == .ok && page.body.string.contains("queued as sink-2"))
        }
    }

    @Test func aRefusedTestMailShowsTheServersOwnAnswer() async throws {
        let sink = try await SMTPSink.start(reject: "550 5.1.1 <root@example.org>: Recipient address rejected")
        defer { sink.stop() }
        try await withSatchel(settings: TestContext.mailing(to: sink.port)) { t in
            let root = try await AdminSupport.administrator(t)
            let result = try await t.request(AdminInstanceRoute.testMail, token: root.token).decode(TestMailResult.self)
            #expect(!result.sent)
            #expect(result.reply.contains("550") && result.reply.contains("Recipient address rejected"))
        }
    }
}
