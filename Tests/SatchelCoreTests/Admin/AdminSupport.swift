import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// Making administrators and reading the audit log in the administration's tests.
enum AdminSupport {
    /// Signs `username` up and makes them an administrator (as `satchel admin make-admin` does).
    static func administrator(_ t: TestContext, _ username: String = "root") async throws -> SessionResponse {
        let session = try await t.signUp(username)
        try await makeAdministrator(t, session.user.id)
        return session
    }

    static func makeAdministrator(_ t: TestContext, _ id: UUID) async throws {
        try await User.query(on: t.app.db).filter(\.$id == id).set(\.$isAdmin, to: true).update()
        t.context.changed("users", .user(id))
    }

    /// The audit log's actions, oldest first.
    static func auditActions(_ t: TestContext) async throws -> [String] {
        try await t.context.adminAudit.page(cursor: nil, limit: 100).items.reversed().map(\.action)
    }

    /// A browser signed in as `username` (a fresh session: its password was just checked).
    static func browser(_ t: TestContext, signedInAs username: String) async throws -> Browser {
        var browser = Browser(t: t)
        let res = try await browser.post("/sign-in", ["login": username, "password": "correct horse battery"])
        #expect(res.status == .seeOther, "sign-in failed: \(res.body.string)")
        return browser
    }
}
