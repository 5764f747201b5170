import SatchelAPI
import Vapor

/// `/api/v1/admin/…`: thin wrappers around the administration's services. Registered for
/// administrators only (`AppRoutes.administrators`): anyone else gets 404.
struct AdminAPI {
    func register(_ r: AppRoutes) {
        let a = r.administrators
        a.api(AdminRoute.reauthenticate) { req in
            let viewer = try req.requireViewer()
            try await req.context.adminAccess.reauthenticate(viewer, password: try req.decodeJSON(Reauthentication.self).password)
            return HTTPStatus.noContent
        }
        a.api(AdminRoute.people) { req in
            JSONBody(try await req.context.adminPeople.people(query: req.queryValue("q"), cursor: req.queryValue("cursor"),
                                                             limit: try req.pageSize()))
        }
        a.api(AdminRoute.person(UUID())) { req in
            JSONBody(try await req.context.adminPeople.person(try req.uuid("userId", "user")))
        }
        a.api(AdminRoute.createPerson) { req in
            let admin = try await Self.freshAdministrator(req)
            let created = try await req.context.adminPeople.create(try req.decodeJSON(NewAdminPerson.self), by: admin)
            return JSONBody(created, status: .created)
        }
        a.api(AdminRoute.deletePerson(UUID())) { req in
            let admin = try await Self.freshAdministrator(req)
            try await req.context.adminPeople.delete(try req.uuid("userId", "user"), by: admin)
            return HTTPStatus.noContent
        }
        Self.personChange(a, .lockPerson(UUID())) { req, id, admin in
            let input = req.body.data == nil ? AccountLockRequest() : try req.decodeJSON(AccountLockRequest.self)
            try await req.context.adminPeople.lock(id, reason: input.reason, by: admin)
        }
        Self.personChange(a, .unlockPerson(UUID())) { req, id, admin in try await req.context.adminPeople.unlock(id, by: admin) }
        a.api(AdminRoute.signOutPerson(UUID())) { req in
            let admin = try await Self.freshAdministrator(req)
            try await req.context.adminPeople.signOutEverywhere(try req.uuid("userId", "user"), by: admin)
            return HTTPStatus.noContent
        }
        a.api(AdminRoute.resetPassword(UUID())) { req in
            let admin = try await Self.freshAdministrator(req)
            return JSONBody(try await req.context.adminPeople.resetPassword(try req.uuid("userId", "user"), by: admin))
        }
        Self.personChange(a, .makeAdministrator(UUID())) { req, id, admin in
            try await req.context.adminPeople.setAdministrator(id, true, by: admin)
        }
        Self.personChange(a, .revokeAdministrator(UUID())) { req, id, admin in
            try await req.context.adminPeople.setAdministrator(id, false, by: admin)
        }
        a.api(AdminRoute.auditLog) { req in
            JSONBody(try await req.context.adminAudit.page(cursor: req.queryValue("cursor"), limit: try req.pageSize()))
        }
        a.api(AdminRoute.signUpPolicy) { req in
            JSONBody(try await req.context.adminSignUps.policy())
        }
        a.api(AdminRoute.setSignUpPolicy) { req in
            let admin = try await Self.freshAdministrator(req)
            return JSONBody(try await req.context.adminSignUps.setPolicy(try req.decodeJSON(SignUpPolicy.self), by: admin))
        }
        a.api(AdminRoute.pendingSignUps) { req in
            JSONBody(try await req.context.adminSignUps.waiting())
        }
        a.api(AdminRoute.approveSignUp(UUID())) { req in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            let id = try req.uuid("userId", "sign_up_request")
            try await req.context.adminSignUps.approve(id, by: admin)
            return JSONBody(try await req.context.adminPeople.person(id))
        }
        a.api(AdminRoute.refuseSignUp(UUID())) { req in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            try await req.context.adminSignUps.refuse(try req.uuid("userId", "sign_up_request"), by: admin)
            return HTTPStatus.noContent
        }
        a.api(AdminInstanceRoute.instance) { req in
            JSONBody(try await req.context.instanceOverview.overview(requestedURL: req.requestedURL))
        }
        a.api(AdminInstanceRoute.testMail) { req in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            guard req.context.mail.isConfigured else { throw AppError(.conflict, "mail.not_configured") }
            return JSONBody(try await req.context.mail.testResult(to: admin.user.email, from: "POST /api/v1/admin/instance/test-mail"))
        }
        a.api(AdminInstanceRoute.testPush) { req in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            return JSONBody(try await AdminInstancePage.sendTestPush(req, to: admin))
        }
        a.api(AdminRoute.auditLogCSV) { req in
            CSV.download(try await req.context.adminAudit.csv(), filename: "satchel-audit-log.csv")
        }
    }

    /// A change to one person made by a freshly checked administrator, answered with the person
    /// as they are now.
    static func personChange(_ a: any RoutesBuilder, _ route: AdminRoute,
                             _ change: @escaping @Sendable (Request, UUID, Viewer) async throws -> Void) {
        a.api(route) { req in
            let admin = try await freshAdministrator(req)
            let id = try req.uuid("userId", "user")
            try await change(req, id, admin)
            return JSONBody(try await req.context.adminPeople.person(id))
        }
    }

    /// The administrator, when their password was checked in the last ten minutes (403
    /// `admin.reauthentication_required` otherwise: `POST /admin/reauthentication` first).
    static func freshAdministrator(_ req: Request) async throws -> Viewer {
        let viewer = try AdminAccess.requireAdministrator(req.viewer)
        try await req.context.adminAccess.requireFreshPassword(viewer)
        return viewer
    }
}
