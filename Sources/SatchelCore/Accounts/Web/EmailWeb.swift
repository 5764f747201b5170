import SatchelAPI
import Vapor

/// Web routes for a forgotten password, confirming an address and changing it.
struct EmailWeb {
    func register(_ r: AppRoutes) {
        r.publicRoutes.get("forgot-password") { req async throws -> Response in
            try await ForgotPasswordPage.render(req, state: FormState())
        }
        r.publicRoutes.post("forgot-password") { req async throws -> Response in
            let values = AccountsWeb.values(req, ["login"])
            let login = (values["login"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            do {
                try await req.context.passwordResets.request(login: login, clientAddress: req.clientAddress)
                return try await ForgotPasswordPage.render(req, state: FormState(values: ["login": login]), sent: true)
            } catch let error as AppError where error.kind != .serverError {
                let res = try await ForgotPasswordPage.render(req, state: FormState(values: values, error: error),
                                                              status: error.kind == .throttled ? .tooManyRequests : .unprocessableEntity)
                if let retry = error.retryAfter { res.headers.replaceOrAdd(name: .retryAfter, value: "\(retry)") }
                return res
            }
        }
        r.publicRoutes.get("reset-password", ":token") { req async throws -> Response in
            try await ResetPasswordPage.render(req, token: req.parameters.get("token") ?? "", state: FormState())
        }
        r.publicRoutes.post("reset-password", ":token") { req async throws -> Response in
            let token = req.parameters.get("token") ?? ""
            do {
                try await req.context.passwordResets.complete(token, password: req.field("password") ?? "")
                // Every session ended, this browser's too.
                let res = req.done(CorePath.signIn.path, notice: "password_reset")
                res.cookies[WebCookies.session] = .expired
                return res
            } catch let error as AppError where error.kind == .validation {
                return try await ResetPasswordPage.render(req, token: token, state: FormState(error: error), status: .unprocessableEntity)
            } catch let error as AppError where error.kind == .notFound {
                return try await ResetPasswordPage.render(req, token: token, state: FormState())
            }
        }
        r.publicRoutes.get("verify-email", ":token") { req async throws -> Response in
            try await ConfirmEmailPage.render(req, token: req.parameters.get("token") ?? "")
        }
        r.publicRoutes.post("verify-email", ":token") { req async throws -> Response in
            let token = req.parameters.get("token") ?? ""
            do {
                try await req.context.emailAddresses.confirm(token)
            } catch let error as AppError where error.kind == .notFound {
                return try await ConfirmEmailPage.render(req, token: token)
            }
            return req.done(req.viewer == nil ? CorePath.signIn.path : CorePath.settings(at: "s-email").path, notice: "email_confirmed")
        }
        r.post("settings", "email") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let email = (req.field("email") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
            do {
                let changed = try await req.context.emailAddresses.change(of: viewer.user, to: email, password: req.field("emailPassword") ?? "")
                let notice = changed.email == viewer.user.email ? "saved" : (req.context.mail.isConfigured ? "email_changed" : "email_changed_no_mail")
                return req.done(CorePath.settings(at: "s-email").path, notice: notice)
            } catch let error as AppError where error.kind != .serverError {
                return try await SettingsPage.render(req, state: FormState(values: ["email": email], error: Self.onEmailForm(error)),
                                                     status: .unprocessableEntity)
            }
        }
        r.post("settings", "email", "confirmation") { req async throws -> Response in
            let viewer = try req.requireViewer()
            do {
                try await req.context.emailAddresses.resendConfirmation(for: viewer.user)
                return req.done(CorePath.settings(at: "s-email").path, notice: "confirmation_sent")
            } catch let error as AppError where error.kind != .serverError {
                return try await SettingsPage.render(req, state: FormState(error: AppError(error.kind, error.code, error.args,
                                                     fields: [FieldIssue(field: "email", code: error.code, args: error.args)])),
                                                     status: error.kind == .throttled ? .tooManyRequests : .unprocessableEntity)
            }
        }
    }

    /// The settings page has two password fields: the email form's is `emailPassword`.
    static func onEmailForm(_ error: AppError) -> AppError {
        var error = error
        error.fields = error.fields.map { $0.field == "password" ? FieldIssue(field: "emailPassword", code: $0.code, args: $0.args) : $0 }
        return error
    }
}
