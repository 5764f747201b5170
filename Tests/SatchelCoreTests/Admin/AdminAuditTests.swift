import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// The audit log: every administrator action, kept, paged and exported, never edited.
@Suite("Administration audit log")
struct AdminAuditTests {
    @Test func everyAdministratorActionIsInTheAuditLog() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            let made = try await t.request(AdminRoute.createPerson, token: root.token,
                                           json: NewAdminPerson(displayName: "Cleo", username: "cleo", email: "cleo@example.org", password: "seven purple elephants"))
            let cleo = try made.decode(AdminCreatedPerson.self).person.id
            _ = try await t.request(AdminRoute.lockPerson(ben.user.id), token: root.token)
            _ = try await t.request(AdminRoute.unlockPerson(ben.user.id), token: root.token)
            _ = try await t.request(AdminRoute.signOutPerson(ben.user.id), token: root.token)
            _ = try await t.request(AdminRoute.resetPassword(ben.user.id), token: root.token)
            _ = try await t.request(AdminRoute.makeAdministrator(cleo), token: root.token)
            _ = try await t.request(AdminRoute.revokeAdministrator(cleo), token: root.token)
            _ = try await t.request(AdminRoute.deletePerson(cleo), token: root.token)
            #expect(try await AdminSupport.auditActions(t) == [
                "person.create", "person.lock", "person.unlock", "person.sign_out", "person.password_reset",
                "person.make_admin", "person.revoke_admin", "person.delete",
            ])
            let entries = try await t.request(AdminRoute.auditLog, token: root.token).decode(Page<AuditEntry>.self).items
            #expect(entries.allSatisfy { $0.actorId == root.user.id && $0.actorName == "Root (@root)" })
            #expect(entries.first?.subjectName == "Cleo (@cleo)", "the name stays after the account is gone")
        }
    }

    @Test func aRefusedActionLeavesNoEntry() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            _ = try await t.request(AdminRoute.revokeAdministrator(root.user.id), token: root.token)
            _ = try await t.request(AdminRoute.lockPerson(root.user.id), token: root.token)
            #expect(try await AdminSupport.auditActions(t).isEmpty)
        }
    }

    @Test func theLogPagesNewestFirstThroughEveryEntryOnce() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben")
            for _ in 0..<5 {
                _ = try await t.request(AdminRoute.signOutPerson(ben.user.id), token: root.token)
                t.clock.advance(by: 1)
            }
            var seen: [AuditEntry] = [], cursor: String?
            repeat {
                let page = try await t.request(AdminRoute.auditLog, token: root.token,
                                               query: "?limit=2" + (cursor.map { "&cursor=\($0)" } ?? "")).decode(Page<AuditEntry>.self)
                seen += page.items
                cursor = page.nextCursor
            } while cursor != nil
            #expect(seen.count == 5 && Set(seen.map(\.id)).count == 5)
            #expect(seen.map(\.at) == seen.map(\.at).sorted(by: >))
        }
    }

    @Test func theCSVHasEveryEntryAndDefusesFormulas() async throws {
        try await withSatchel { t in
            let root = try await AdminSupport.administrator(t)
            let ben = try await t.signUp("ben", name: "=HYPERLINK(\"http://evil\")")
            _ = try await t.request(AdminRoute.lockPerson(ben.user.id), token: root.token, json: AccountLockRequest(reason: "line one, \"two\""))
            let res = try await t.request(AdminRoute.auditLogCSV, token: root.token)
            #expect(res.headers.contentType?.description.hasPrefix("text/csv") == true)
            let lines = res.body.string.split(separator: "\r\n")
            #expect(lines.first == "time,administrator,administrator_id,action,subject,subject_id,detail")
            #expect(lines.count == 2)
            #expect(lines.last?.contains(#""'=HYPERLINK(""http://evil"") (@ben)""#) == true, "\(lines.last ?? "")")
            #expect(lines.last?.hasSuffix(#","line one, ""two""""#) == true)
        }
    }

    @Test func nothingInTheAPIChangesOrRemovesAnEntry() async throws {
        try await withSatchel { t in
            let auditRoutes = t.app.routes.all.filter { $0.path.map(\.description).joined(separator: "/").contains("audit") }
            #expect(!auditRoutes.isEmpty)
            #expect(auditRoutes.allSatisfy { $0.method == .GET })
        }
    }
}
