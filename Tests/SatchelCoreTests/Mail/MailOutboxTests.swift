import Fluent
import Foundation
@testable import SatchelCore
import SatchelTesting
import Testing

/// The mail outbox against a real SMTP server: nothing lost while the server is down, nothing
/// sent twice, a refusal not retried, queued mail tied to its transaction.
@Suite("Mail outbox", SMTPSink.needed)
struct MailOutboxTests {
    struct Undone: Error {}

    /// Queues a message in a transaction that then fails.
    static func queueAndUndo(_ t: TestContext) async throws {
        let message = try MailMessage(from: try #require(t.context.mail.sender), to: MailAddress(address: "ada@example.net"),
                                      subject: "Never", text: "x")
        let _: Void = try await t.context.transaction { tx in
            try await tx.mail.enqueue(message, kind: "test")
            throw Undone()
        }
    }

    @discardableResult
    static func queue(_ t: TestContext, subject: String = "Queued") async throws -> String {
        let mail = t.context.mail
        let message = try MailMessage(from: try #require(mail.sender), to: MailAddress(address: "ada@example.net"),
                                      subject: subject, text: "Hello.", html: "<p>Hello.</p>")
        return try await mail.enqueue(message, kind: "test")
    }

    static func rows(_ t: TestContext) async throws -> [MailOutboxItem] {
        try await MailOutboxItem.query(on: t.app.db).all()
    }

    @Test func aMessageQueuedWhileTheServerIsDownIsSentOnceWhenItIsBack() async throws {
        let port = try SMTPSink.freePort()
        try await withSatchel(settings: TestContext.mailing(to: port)) { t in
            let messageID = try await Self.queue(t)
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 1)
            let waiting = try #require(try await Self.rows(t).first)
            #expect(waiting.status == .pending && waiting.attempts == 1 && waiting.lastError?.hasPrefix("connect:") == true)
            #expect(waiting.nextAttemptAt > t.clock.now, "backs off")

            let sink = try await SMTPSink.start(port: port)
            defer { sink.stop() }
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 0, "not due yet")
            t.clock.advance(by: 61)
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 1)
            t.clock.advance(by: 3600)
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 0)
            let received = try sink.received()
            #expect(received.count == 1 && received.first?.message_id == messageID)
            let sent = try #require(try await Self.rows(t).first)
            #expect(sent.status == .sent && sent.sentAt != nil && sent.lastError == nil)
        }
    }

    @Test func twoPassesAtOnceSendEachMessageOnce() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        try await withSatchel(settings: TestContext.mailing(to: sink.port)) { t in
            for n in 1...4 { try await Self.queue(t, subject: "Message \(n)") }
            async let first = MailOutboxDispatcher(context: t.context).runOnce()
            async let second = MailOutboxDispatcher(context: t.context).runOnce()
            #expect(try await first + second == 4)
            #expect(try sink.received().map(\.subject).sorted() == ["Message 1", "Message 2", "Message 3", "Message 4"])
        }
    }

    @Test func aPermanentRefusalIsNotTriedAgain() async throws {
        let sink = try await SMTPSink.start(reject: "550 5.1.1 No such user here")
        defer { sink.stop() }
        try await withSatchel(settings: TestContext.mailing(to: sink.port)) { t in
            try await Self.queue(t)
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 1)
            let row = try #require(try await Self.rows(t).first)
            #expect(row.status == .failed && row.lastError == "RCPT TO: 550 5.1.1 No such user here")
            t.clock.advance(by: 7 * 24 * 3600)
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 0)
        }
    }

    @Test func aTemporaryRefusalBacksOffExponentially() async throws {
        let sink = try await SMTPSink.start(reject: "451 4.3.0 Try again later")
        defer { sink.stop() }
        try await withSatchel(settings: TestContext.mailing(to: sink.port)) { t in
            try await Self.queue(t)
            var waits: [TimeInterval] = []
            for _ in 1...3 {
                let before = t.clock.now
                #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 1)
                let row = try #require(try await Self.rows(t).first)
                #expect(row.status == .pending && row.lastError == "RCPT TO: 451 4.3.0 Try again later")
                waits.append(row.nextAttemptAt.timeIntervalSince(before))
                t.clock.advance(by: row.nextAttemptAt.timeIntervalSince(t.clock.now))
            }
            #expect(waits.map { ($0 / 60).rounded() } == [1, 2, 4])
        }
    }

    @Test func mailQueuedInATransactionThatFailsIsNeverSent() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        try await withSatchel(settings: TestContext.mailing(to: sink.port)) { t in
            await #expect(throws: Undone.self) { try await Self.queueAndUndo(t) }
            let handled = try await MailOutboxDispatcher(context: t.context).runOnce()
            let received = try sink.received()
            #expect(handled == 0 && received.isEmpty)
        }
    }

    @Test func sentMailIsRemovedAWeekLaterAndWaitingMailIsKept() async throws {
        let sink = try await SMTPSink.start()
        defer { sink.stop() }
        try await withSatchel(settings: TestContext.mailing(to: sink.port)) { t in
            try await Self.queue(t)
            try await MailOutboxDispatcher(context: t.context).runOnce()
            sink.stop()
            try await Self.queue(t, subject: "Waiting")
            t.clock.advance(by: 6 * 24 * 3600)
            try await Housekeeping(context: t.context).runOnce()
            #expect(try await Self.rows(t).count == 2)
            t.clock.advance(by: 2 * 24 * 3600)
            try await Housekeeping(context: t.context).runOnce()
            #expect(try await Self.rows(t).map(\.status) == [.pending])
        }
    }

    @Test func withoutMailSetUpNothingIsQueuedAndTheServiceSaysSo() async throws {
        try await withSatchel { t in
            #expect(!t.context.mail.isConfigured)
            let message = try MailMessage(from: MailAddress(address: "satchel@example.org"), to: MailAddress(address: "ada@example.net"),
                                          subject: "x", text: "x")
            await #expect(throws: MailNotConfigured.self) { try await t.context.mail.enqueue(message, kind: "test") }
            #expect(try await MailOutboxDispatcher(context: t.context).runOnce() == 0)
        }
    }
}
