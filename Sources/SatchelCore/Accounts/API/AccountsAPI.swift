import SatchelAPI
import Vapor

/// JSON endpoints for accounts: thin wrappers around `AccountService`.
struct AccountsAPI {
    /// Largest photo body accepted, a little over the media limit so the service can say why.
    let uploadLimit: Int

    func register(_ r: AppRoutes) {
        r.publicRoutes.api(.signUp) { req in
            let input = try req.decodeJSON(SignUpRequest.self)
            switch try await req.context.accounts.signUp(input, kind: .api, clientName: req.clientName) {
            case .signedIn(let issued):
                return try await JSONBody(try await Self.session(issued, req), status: .created).encodeResponse(for: req)
            case .waiting(let user):
                // Made, but no token: an administrator approves it first.
                let waiting = SignUpWaiting(username: user.username, message: req.localizer.t("sign_up.waiting.message"))
                return try await JSONBody(waiting, status: .accepted).encodeResponse(for: req)
            }
        }
        r.publicRoutes.api(.signIn) { req in
            let input = try req.decodeJSON(SignInRequest.self)
            let issued = try await req.context.accounts.signIn(
                login: input.login, password: input.password, keep: input.keepSignedIn ?? false, kind: .api,
                clientName: input.deviceName ?? req.clientName, clientAddress: req.clientAddress, timeZone: input.timeZone,
                deviceKey: input.deviceKey)
            return JSONBody(try await Self.session(issued, req), status: .created)
        }
        r.api(.signOut) { req in
            try await req.context.accounts.signOut(try req.requireViewer().token)
            return HTTPStatus.noContent
        }
        r.api(.me) { req in
            let user = try req.requireViewer().user
            return JSONBody(user.me, version: user.version)
        }
        r.api(.updateMe) { req in
            let viewer = try req.requireViewer()
            let user = try await req.context.accounts.updateProfile(of: viewer.user, try req.decodeJSON(ProfileUpdate.self),
                                                                 precondition: try req.precondition())
            return JSONBody(user.me, version: user.version)
        }
        r.api(.setPhoto, body: .collect(maxSize: ByteCount(value: uploadLimit))) { req in
            let viewer = try req.requireViewer()
            let precondition = try req.precondition()
            guard let buffer = req.body.data, buffer.readableBytes > 0 else { throw AppError.invalid("photo", "image.empty") }
            let user = try await req.context.accounts.setPhoto(of: viewer.user, bytes: Array(buffer.readableBytesView), precondition: precondition)
            return JSONBody(user.me, version: user.version)
        }
        r.api(.deletePhoto) { req in
            let user = try await req.context.accounts.removePhoto(of: try req.requireViewer().user, precondition: try req.precondition())
            return JSONBody(user.me, version: user.version)
        }
        r.api(.changePassword) { req in
            let viewer = try req.requireViewer()
            let input = try req.decodeJSON(PasswordChange.self)
            try await req.context.accounts.changePassword(of: viewer.user, current: input.currentPassword,
                                                       new: input.newPassword, keeping: viewer.token)
            return HTTPStatus.noContent
        }
        r.api(.changeEmail) { req in
            let viewer = try req.requireViewer()
            let input = try req.decodeJSON(EmailChange.self)
            let user = try await req.context.emailAddresses.change(of: viewer.user, to: input.email, password: input.password,
                                                                  precondition: try req.precondition())
            return JSONBody(user.me, version: user.version)
        }
        r.api(.resendEmailConfirmation) { req in
            try await req.context.emailAddresses.resendConfirmation(for: try req.requireViewer().user)
            return HTTPStatus.accepted
        }
        r.publicRoutes.api(.confirmEmail(token: "")) { req in
            try await req.context.emailAddresses.confirm(req.parameters.get("token") ?? "")
            return HTTPStatus.noContent
        }
        r.publicRoutes.api(.requestPasswordReset) { req in
            let input = try req.decodeJSON(PasswordResetRequest.self)
            try await req.context.passwordResets.request(login: input.login, clientAddress: req.clientAddress)
            return HTTPStatus.accepted
        }
        r.publicRoutes.api(.completePasswordReset(token: "")) { req in
            let input = try req.decodeJSON(PasswordResetCompletion.self)
            try await req.context.passwordResets.complete(req.parameters.get("token") ?? "", password: input.password)
            return HTTPStatus.noContent
        }
        r.api(.deleteAccount) { req in
            let viewer = try req.requireViewer()
            try await req.context.accounts.deleteAccount(viewer.user, password: try req.decodeJSON(AccountDeletion.self).password)
            return HTTPStatus.noContent
        }
        r.api(.exportData) { req in
            let export = try await req.context.accounts.export(try req.requireViewer().user)
            let res = try await JSONBody(export).encodeResponse(for: req)
            res.headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"satchel-export.json\"")
            return res
        }
        r.api(.tokens) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.accounts.tokens(of: viewer.user, current: viewer.token))
        }
        r.api(.revokeToken(.parameter)) { req in
            try await req.context.accounts.revokeToken(of: try req.requireViewer().user, id: try req.uuid("tokenId", "token"))
            return HTTPStatus.noContent
        }
        r.api(.notificationPreferences) { req in
            JSONBody(try await req.context.notifications.preferences(user: try req.requireViewer().user))
        }
        r.api(.updateNotificationPreferences) { req in
            let viewer = try req.requireViewer()
            let prefs = try req.decodeJSON([NotificationPreference].self)
            return JSONBody(try await req.context.notifications.setPreferences(user: viewer.user, prefs))
        }
    }

    static func session(_ issued: AccountService.Issued, _ req: Request) async throws -> SessionResponse {
        let id = try issued.user.requireID()
        let version = try await req.context.accountsStore.profileVersion(of: id) ?? 1
        let verifiedAt = try await req.context.accountsStore.emailState(of: id)?.verifiedAt
        return SessionResponse(token: issued.secret, tokenId: try issued.token.requireID(),
                               expiresAt: issued.token.expiresAt, user: try ViewerUser(issued.user, version: version, emailVerifiedAt: verifiedAt).me, deviceKey: issued.deviceKey)
    }

    static func me(_ user: ViewerUser) -> Me { user.me }
}
