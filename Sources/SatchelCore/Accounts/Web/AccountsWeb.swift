import SatchelAPI
import Vapor

/// Web routes for signing up, in and out, and the language picker.
public struct AccountsWeb {
    func register(_ r: AppRoutes) {
        r.publicRoutes.get("sign-up") { req async throws -> Response in
            if req.viewer != nil { return req.redirect(to: CorePath.home.path) }
            return try await SignUpPage.render(req, state: FormState(values: ["invitation": (try? req.query.get(String.self, at: "invitation")) ?? ""]))
        }
        r.publicRoutes.post("sign-up") { req async throws -> Response in
            // The first account is the administrator's (`/setup`).
            guard try await req.context.firstStart.hasAccounts() else { return req.redirect(to: CorePath.setup.path) }
            let values = Self.values(req, ["displayName", "username", "email", "invitation", "keepSignedIn"])
            let input = SignUpRequest(displayName: values["displayName"] ?? "",
                                      username: (values["username"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
                                      email: (values["email"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines),
                                      password: req.field("password") ?? "",
                                      invitation: values["invitation"], keepSignedIn: values["keepSignedIn"] == "on",
                                      timeZone: req.browserTimeZoneName)
            do {
                let next = try? await values["invitation"].asyncMap { try await req.context.friends.openInvitation(token: $0) }?.nextPath
                switch try await req.context.accounts.signUp(input, kind: .web, clientName: req.clientName) {
                case .signedIn(let issued):
                    return Self.signedIn(req, issued, next: LocalPath.safe(next ?? CorePath.home.path + "?done=welcome", fallback: CorePath.home.path))
                case .waiting:
                    return req.redirect(to: CorePath.signUpWaiting.path)
                }
            } catch let error as AppError where error.kind != .serverError {
                return try await SignUpPage.render(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.publicRoutes.get("sign-in") { req async throws -> Response in
            if req.viewer != nil { return req.redirect(to: CorePath.home.path) }
            return try await SignInPage.render(req, state: FormState(values: ["next": (try? req.query.get(String.self, at: "next")) ?? ""]))
        }
        r.publicRoutes.post("sign-in") { req async throws -> Response in
            let values = Self.values(req, ["login", "keepSignedIn", "next"])
            do {
                let issued = try await req.context.accounts.signIn(
                    login: values["login"] ?? "", password: req.field("password") ?? "",
                    keep: values["keepSignedIn"] == "on", kind: .web, clientName: req.clientName,
                    clientAddress: req.clientAddress, timeZone: req.browserTimeZoneName,
                    deviceKey: req.parsedCookies[WebCookies.device]?.string)
                return Self.signedIn(req, issued, next: LocalPath.safe(values["next"], fallback: CorePath.home.path))
            } catch let error as AppError where error.kind != .serverError {
                let status: HTTPStatus = error.kind == .throttled ? .tooManyRequests : .unprocessableEntity
                let res = try await SignInPage.render(req, state: FormState(values: values, error: error), status: status)
                if let retry = error.retryAfter { res.headers.replaceOrAdd(name: .retryAfter, value: "\(retry)") }
                return res
            }
        }
        r.get("sign-out") { req async throws -> Response in
            let localizer = req.localizer
            let back = LocalPath.safe(try? req.query.get(String.self, at: "next"), fallback: CorePath.home.path)
            return try await ConfirmPage.response(req, title: localizer.t("sign_out.title"), message: localizer.t("sign_out.message"),
                                                  action: CorePath.signOut.path, button: localizer.t("shell.sign_out"), cancel: back,
                                                  cancelLabel: localizer.t("sign_out.stay"), buttonClass: "button primary",
                                                  aside: [Self.unsentChangesWarning(localizer)])
        }
        r.post("sign-out") { req async throws -> Response in
            if let viewer = req.viewer { try await req.context.accounts.signOut(viewer.token) }
            let res = req.done(CorePath.signIn.path, notice: "signed_out")
            res.cookies[WebCookies.session] = .expired
            return res
        }
        r.publicRoutes.post("language") { req async throws -> Response in
            let language = req.field("language") ?? "en"
            let res = req.redirect(to: LocalPath.safe(req.field("next"), fallback: CorePath.home.path))
            if Catalogue.languages.contains(language) {
                res.cookies[WebCookies.language] = HTTPCookies.Value(string: language, maxAge: 365 * 24 * 3600, path: "/",
                                                                     isSecure: req.isSecure,
                                                                     isHTTPOnly: true, sameSite: .lax)
                if let viewer = req.viewer {
                    _ = try await req.context.accounts.updateProfile(of: viewer.user, ProfileUpdate(language: language))
                }
            }
            return res
        }
    }

    /// Said on the sign-out page when this browser holds changes the reader made offline that have
    /// not reached the server (app.js counts them and fills in `{count}`): signing out deletes them.
    static func unsentChangesWarning(_ localizer: Localizer) -> HTMLNode {
        element("p", [.id("unsent-changes"), .cls("form-error"), Attr("role", "alert"), .flag("hidden"),
                      .data("template", localizer.t("sign_out.unsent"))])
    }

    /// Sets the session cookie: a browser-session cookie, or one that lasts when "keep me signed in".
    static func signedIn(_ req: Request, _ issued: AccountService.Issued, next: String) -> Response {
        let res = req.redirect(to: next)
        res.cookies[WebCookies.session] = HTTPCookies.Value(
            string: issued.secret,
            expires: issued.token.keepSignedIn ? issued.token.expiresAt : nil,
            path: "/", isSecure: req.isSecure, isHTTPOnly: true, sameSite: .lax)
        // The browser's device key outlives the session: signing out does not make it a stranger.
        if let key = issued.deviceKey {
            res.cookies[WebCookies.device] = HTTPCookies.Value(string: key, maxAge: 365 * 24 * 3600, path: "/",
                                                               isSecure: req.isSecure, isHTTPOnly: true, sameSite: .lax)
        }
        return res
    }

    static func values(_ req: Request, _ names: [String]) -> [String: String] {
        req.fields(names)
    }
}

extension Optional {
    func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}
