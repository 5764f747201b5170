import SatchelAPI
import Vapor

/// The administration's pages (`/admin`): thin handlers over the administration's services.
/// Registered for administrators only; anyone else gets 404.
struct AdminWeb {
    func register(_ r: AppRoutes) {
        let a = r.administrators
        a.get("admin") { req async throws -> Response in req.redirect(to: AdminPath.people().path) }
        a.get("admin", "people") { req async throws -> Response in try await AdminPeoplePage.render(req) }
        a.post("admin", "people", "invitation") { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            let made = try await req.context.friends.createInvitation(by: admin.user)
            try await req.context.adminAudit.record(by: admin.user, "person.invite")
            return try await AdminPeoplePage.render(req, invitationURL: made.url)
        }
        a.get("admin", "people", "new") { req async throws -> Response in try await AdminNewPersonPage.render(req) }
        a.post("admin", "people", "new") { req async throws -> Response in
            try await Self.sensitive(req) { admin in
                let values = req.fields(AdminNewPersonPage.fields)
                let input = NewAdminPerson(displayName: values["displayName"] ?? "", username: (values["username"] ?? "").trimmingCharacters(in: .whitespaces),
                                           email: (values["email"] ?? "").trimmingCharacters(in: .whitespaces),
                                           password: values["password"].flatMap { $0.isEmpty ? nil : $0 }, isAdmin: values["isAdmin"] == "on")
                do {
                    let created = try await req.context.adminPeople.create(input, by: admin)
                    return try await AdminPersonPage.render(req, id: created.person.id, reset: created.passwordReset, status: .created)
                } catch let error as AppError where error.kind != .serverError {
                    var kept = values
                    kept["password"] = nil
                    return try await AdminNewPersonPage.render(req, state: FormState(values: kept, error: error), status: .unprocessableEntity)
                }
            }
        }
        a.get("admin", "people", ":userId") { req async throws -> Response in
            try await AdminPersonPage.render(req, id: try req.uuid("userId", "user"))
        }
        personAction(a, "lock", notice: "person_locked") { req, id, admin in
            try await req.context.adminPeople.lock(id, reason: req.field("reason"), by: admin)
        }
        personAction(a, "unlock", notice: "person_unlocked") { req, id, admin in
            try await req.context.adminPeople.unlock(id, by: admin)
        }
        personAction(a, "sign-out", notice: "person_signed_out") { req, id, admin in
            try await req.context.adminPeople.signOutEverywhere(id, by: admin)
        }
        personAction(a, "administrator", notice: "person_made_admin") { req, id, admin in
            try await req.context.adminPeople.setAdministrator(id, true, by: admin)
        }
        personAction(a, "administrator", "revoke", notice: "person_revoked_admin") { req, id, admin in
            try await req.context.adminPeople.setAdministrator(id, false, by: admin)
        }
        a.post("admin", "people", ":userId", "password-reset") { req async throws -> Response in
            try await Self.sensitive(req) { admin in
                let id = try req.uuid("userId", "user")
                let reset = try await req.context.adminPeople.resetPassword(id, by: admin)
                return try await AdminPersonPage.render(req, id: id, reset: reset)
            }
        }
        a.get("admin", "people", ":userId", "delete") { req async throws -> Response in
            let id = try req.uuid("userId", "user")
            let person = try await req.context.adminPeople.person(id)
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("admin.delete.title", ["name": person.displayName]),
                                                  message: localizer.t("admin.delete.message", ["name": person.displayName]),
                                                  action: AdminPath.delete(id).path, button: localizer.t("admin.person.delete"),
                                                  cancel: AdminPath.person(id).path)
        }
        a.post("admin", "people", ":userId", "delete") { req async throws -> Response in
            try await Self.sensitive(req) { admin in
                let id = try req.uuid("userId", "user")
                do {
                    try await req.context.adminPeople.delete(id, by: admin)
                } catch let error as AppError where error.kind == .conflict {
                    return try await AdminPersonPage.render(req, id: id, state: FormState(error: error), status: .conflict)
                }
                return req.done(AdminPath.people().path, notice: "person_deleted")
            }
        }
        a.get("admin", "confirm-password") { req async throws -> Response in req.redirect(to: AdminPath.people().path) }
        a.post("admin", "confirm-password") { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            let action = LocalPath.safe(req.field(AdminConfirmPasswordPage.actionField), fallback: AdminPath.people().path)
            let target = action.hasPrefix("/admin/") ? action : AdminPath.people().path
            do {
                try await req.context.adminAccess.reauthenticate(admin, password: req.field(AdminConfirmPasswordPage.passwordField) ?? "")
            } catch let error as AppError where error.kind == .validation || error.kind == .throttled {
                var error = error
                error.fields = [FieldIssue(field: AdminConfirmPasswordPage.passwordField, code: error.fields.first?.code ?? error.code,
                                           args: error.args)]
                return try await AdminConfirmPasswordPage.render(req, action: target, carried: Self.carriedFields(req),
                                                                 state: FormState(error: error), status: .unprocessableEntity)
            }
            // The browser posts the carried fields on to the action: 307 keeps the method and body.
            return Response(status: .temporaryRedirect, headers: ["Location": target])
        }
        a.get("admin", "sign-up") { req async throws -> Response in try await AdminSignUpPage.render(req) }
        a.post("admin", "sign-up") { req async throws -> Response in
            try await Self.sensitive(req) { admin in
                let values = req.fields(["mode", "allowedDomains"])
                do {
                    guard let mode = SignUpMode(rawValue: values["mode"] ?? "") else { throw AppError.invalid("mode", "sign_up.mode_unknown") }
                    let domains = (values["allowedDomains"] ?? "").split(whereSeparator: { $0 == "\n" || $0 == "," || $0 == " " || $0 == "\r" })
                        .map(String.init)
                    _ = try await req.context.adminSignUps.setPolicy(SignUpPolicy(mode: mode, allowedDomains: domains), by: admin)
                } catch let error as AppError where error.kind == .validation {
                    return try await AdminSignUpPage.render(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
                }
                return req.done(AdminPath.signUp.path, notice: "saved")
            }
        }
        a.post("admin", "sign-up", ":userId", "approve") { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            try await req.context.adminSignUps.approve(try req.uuid("userId", "sign_up_request"), by: admin)
            return req.done(AdminPath.signUp.path, notice: "sign_up_approved")
        }
        a.get("admin", "sign-up", ":userId", "refuse") { req async throws -> Response in
            let id = try req.uuid("userId", "sign_up_request")
            let person = try await req.context.adminPeople.person(id)
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("admin.refuse.title", ["name": person.displayName]),
                                                  message: localizer.t("admin.refuse.message", ["name": person.displayName]),
                                                  action: AdminPath.refuseSignUp(id).path, button: localizer.t("admin.sign_up.refuse"),
                                                  cancel: AdminPath.signUp.path)
        }
        a.post("admin", "sign-up", ":userId", "refuse") { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            try await req.context.adminSignUps.refuse(try req.uuid("userId", "sign_up_request"), by: admin)
            return req.done(AdminPath.signUp.path, notice: "sign_up_refused")
        }
        a.get("admin", "instance") { req async throws -> Response in try await AdminInstancePage.render(req) }
        a.post("admin", "instance", "test-mail") { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            do {
                let result = try await req.context.mail.testResult(to: admin.user.email, from: "the administration's instance page")
                return try await AdminInstancePage.render(req, testMail: result)
            } catch let error as MailNotConfigured {
                return try await AdminInstancePage.render(req, testMail: TestMailResult(sent: false, recipient: admin.user.email, reply: error.description))
            }
        }
        a.post("admin", "instance", "test-push") { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            return try await AdminInstancePage.render(req, testPush: try await AdminInstancePage.sendTestPush(req, to: admin))
        }
        a.get("admin", "audit") { req async throws -> Response in try await AdminAuditPage.render(req) }
        a.get("admin", "audit.csv") { req async throws -> Response in
            CSV.download(try await req.context.adminAudit.csv(), filename: "satchel-audit-log.csv")
        }
    }

    /// A form action on one person that asks for a fresh password, then goes back to their page
    /// with a notice, or shows why it was refused there.
    private func personAction(_ a: any RoutesBuilder, _ path: PathComponent..., notice: String,
                              _ work: @escaping @Sendable (Request, UUID, Viewer) async throws -> Void) {
        a.post(["admin", "people", ":userId"] + path) { req async throws -> Response in
            try await Self.sensitive(req) { admin in
                let id = try req.uuid("userId", "user")
                do {
                    try await work(req, id, admin)
                } catch let error as AppError where error.kind == .conflict || error.kind == .validation {
                    return try await AdminPersonPage.render(req, id: id, state: FormState(error: error),
                                                            status: error.kind == .conflict ? .conflict : .unprocessableEntity)
                }
                return req.done(AdminPath.person(id).path, notice: notice)
            }
        }
    }

    /// Runs `work` for an administrator whose password was checked in the last ten minutes;
    /// otherwise asks for it, carrying the form's fields on to the action.
    static func sensitive(_ req: Request, _ work: (Viewer) async throws -> Response) async throws -> Response {
        let admin = try AdminAccess.requireAdministrator(req.viewer)
        guard try await req.context.adminAccess.passwordIsFresh(admin.token) else {
            return try await AdminConfirmPasswordPage.render(req, action: req.url.path, carried: carriedFields(req))
        }
        return try await work(admin)
    }

    /// A form's own fields, without the CSRF token (the page adds its own) or the page's.
    static func carriedFields(_ req: Request) -> [(name: String, value: String)] {
        let all = (try? req.content.decode([String: String].self)) ?? [:]
        let own: Set = ["_csrf", AdminConfirmPasswordPage.actionField, AdminConfirmPasswordPage.passwordField]
        return all.filter { !own.contains($0.key) }.sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) }
    }
}
