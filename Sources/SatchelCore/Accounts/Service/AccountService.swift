import Fluent
import NIOConcurrencyHelpers
import SQLKit
import Foundation
import SatchelAPI

/// Accounts: signing up and in, tokens, profile, password, deletion and export.
public struct AccountService: Sendable {
    let context: SatchelContext

    /// How long a token lives; used ones slide forward.
    static func lifetime(_ kind: AuthToken.Kind, keep: Bool) -> TimeInterval {
        switch (kind, keep) {
        case (.web, false), (.api, false): return 24 * 3600
        case (.web, true): return 90 * 24 * 3600
        case (.api, true): return 365 * 24 * 3600
        }
    }

    public struct Issued: Sendable {
        public let user: User
        public let token: AuthToken
        /// The secret, handed out once.
        public let secret: String
        /// The device's key for this account (`DeviceKeys`): its next sign-ins are its own.
        public var deviceKey: String?
    }

    // MARK: signing up

    /// What a sign-up made: a signed-in account, or (in `approval` mode) one that waits.
    public enum SignUpResult: Sendable {
        case signedIn(Issued)
        /// The account exists but may not sign in until an administrator approves it.
        case waiting(User)
    }

    /// A sign-up by the person themselves, by the instance's policy (`SignUpPolicyService`):
    /// `closed` refuses everyone (403, invitation links too, as Mastodon and Gitea do);
    /// `invitation` needs a member's invitation (403 on the field `invitation` without one);
    /// `approval` makes an account that waits, unless an invitation vouches for the person;
    /// a list of allowed domains refuses other addresses on the field `email`.
    public func signUp(_ input: SignUpRequest, kind: AuthToken.Kind, clientName: String) async throws -> SignUpResult {
        let policy = try await context.signUpPolicy.current()
        let invited = !(input.invitation ?? "").isEmpty
        switch policy.mode {
        case .closed:
            throw AppError(.forbidden, "sign_up.closed")
        case .invitation where !invited:
            throw AppError(.forbidden, "sign_up.invitation_required",
                           fields: [FieldIssue(field: "invitation", code: "sign_up.invitation_required")])
        default:
            break
        }
        let checked = try await validated(input, policy: policy)
        let waits = policy.mode == .approval && !invited
        let (user, issued): (User, Issued?) = try await context.transaction { tx in
            let user = try await tx.accounts.create(checked, isAdmin: false)
            if waits {
                try await tx.instanceStore.addRequest(user: try user.requireID(), at: tx.now)
                return (user, nil)
            }
            return (user, try await tx.accounts.issueToken(for: user, kind: kind, keep: input.keepSignedIn ?? false,
                                                           name: input.deviceName ?? clientName))
        }
        context.services.instance.accountsExist()
        if let invitation = checked.invitation {
            try await context.notifications.notify(user: invitation.inviterID, actor: try user.requireID(),
                                                kind: NotificationKind.invitationAccepted, link: CorePath.friends.path)
        }
        guard var issued else { return .waiting(user) }
        issued.deviceKey = try await context.deviceKeys.make(for: try user.requireID())
        return .signedIn(issued)
    }

    /// An account an administrator makes (`satchel admin create-user`, the administration
    /// pages): the same rules for names, addresses and passwords, but not the sign-up policy
    /// nor the first start. No session is issued.
    public func createAccount(_ input: SignUpRequest, administrator: Bool) async throws -> User {
        let checked = try await validated(input, policy: nil)
        let user = try await context.transaction { tx in try await tx.accounts.create(checked, isAdmin: administrator) }
        context.services.instance.accountsExist()
        return user
    }

    /// A sign-up's input, checked and cleaned.
    struct CheckedSignUp: Sendable {
        let input: SignUpRequest
        let username: String
        let email: String
        let displayName: String
        let passwordHash: String
        let invitation: InvitationRow?
    }

    /// Checks every field at once; `policy` adds its allowed domains (nil: an administrator's account).
    func validated(_ input: SignUpRequest, policy: SignUpPolicy?) async throws -> CheckedSignUp {
        let username = AccountRules.normalizedUsername(input.username)
        let email = AccountRules.normalizedEmail(input.email)
        let displayName = UserText.clean(input.displayName)
        var validator = Validator()
        validator.check(AccountRules.displayNameLength.contains(displayName.count), "displayName", "display_name.length",
                ["max": "\(AccountRules.displayNameLength.upperBound)"])
        // As sent: spaces or control characters around a name are not part of it (the web form
        // trims what people type before it gets here).
        validator.check(AccountRules.isValidUsername(username) && username == input.username.lowercased(), "username", "username.format",
                ["min": "\(AccountRules.usernameLength.lowerBound)", "max": "\(AccountRules.usernameLength.upperBound)"])
        validator.check(AccountRules.isValidEmail(email) && email == input.email.lowercased(), "email", "email.format")
        if AccountRules.isValidEmail(email), let policy, let issue = SignUpPolicyService.domainIssue(email, policy) {
            validator.add(issue)
        }
        AccountRules.checkPassword(input.password, username: username, email: email, field: "password", into: &validator)
        if AccountRules.isValidUsername(username),
           try await User.query(on: context.db).filter(\.$username == username).count() > 0 {
            validator.add(FieldIssue(field: "username", code: "username.taken"))
        }
        if AccountRules.isValidEmail(email), try await User.query(on: context.db).filter(\.$email == email).count() > 0 {
            validator.add(FieldIssue(field: "email", code: "email.taken"))
        }
        validator.check(input.timeZone.map { $0.isEmpty || TimeZones.named($0) != nil } ?? true, "timeZone", "time_zone.unknown")
        var invitation: InvitationRow?
        if policy != nil, let token = input.invitation, !token.isEmpty {
            do { invitation = try await context.friends.openInvitation(token: token) } catch let e as AppError {
                validator.add(e.fields.first ?? FieldIssue(field: "invitation", code: e.code))
            }
        }
        try validator.finish()
        return CheckedSignUp(input: input, username: username, email: email, displayName: displayName,
                             passwordHash: try await context.hashPassword(input.password), invitation: invitation)
    }

    /// Makes the account (on a transaction's context): the person, their search words, the
    /// address's confirmation mail and the invitation's friendship. `id`: one chosen before.
    func create(_ checked: CheckedSignUp, isAdmin: Bool, id: UUID? = nil) async throws -> User {
        let user = User(id: id, username: checked.username, email: checked.email, displayName: checked.displayName,
                        passwordHash: checked.passwordHash, createdAt: context.now)
        user.timeZone = TimeZones.canonicalName(checked.input.timeZone)
        user.isAdmin = isAdmin
        do { try await user.create(on: context.db) } catch let error as any DatabaseError where error.isConstraintFailure {
            // Lost a race for the same username or email.
            throw AppError(.conflict, "account.taken",
                           fields: [FieldIssue(field: "username", code: "username.taken")])
        }
        try await PeopleSearchWords.index([user], on: context.db)
        try await context.emailAddresses.sendConfirmation(to: user, on: context)
        if let invitation = checked.invitation { try await context.friends.accept(invitation, newUser: user) }
        return user
    }

    // MARK: signing in

    /// `timeZone` is the device's: kept for the account while it has none. `deviceKey`: the key
    /// an earlier sign-in gave this device, if any; with it, strangers' guesses never slow it.
    public func signIn(login: String, password: String, keep: Bool, kind: AuthToken.Kind,
                       clientName: String, clientAddress: String?, timeZone: String? = nil,
                       deviceKey: String? = nil) async throws -> Issued {
        let key = AccountRules.normalizedEmail(login)
        var validator = Validator()
        validator.check(AccountRules.isLoginGiven(login), "login", "login.required")
        validator.check(!password.isEmpty, "password", "password.required")
        validator.check(timeZone.map { $0.isEmpty || TimeZones.named($0) != nil } ?? true, "timeZone", "time_zone.unknown")
        try validator.finish()
        let user = try await User.query(on: context.db)
            .group(.or) { $0.filter(\.$username == key).filter(\.$email == key) }
            .first()
        // Guesses by username and by email count against the same account.
        let account = SignInThrottleService.accountKey(user: user?.id, login: key)
        let context = self.context
        let known = try await context.deviceKeys.nonce(of: deviceKey, for: user?.id)
        let ok = try await context.throttle.attempt(account: account, address: clientAddress,
                                                    from: known.map { .knownDevice($0) } ?? .stranger(nil)) {
            // Hash even for an unknown name, so timing does not reveal which accounts exist.
            try await context.verifyPassword(password, hash: user?.passwordHash ?? context.services.decoyPasswordHash) && user != nil
        }
        guard let user, ok else {
            throw AppError(.unauthorized, "sign_in.failed", fields: [FieldIssue(field: "password", code: "sign_in.failed")])
        }
        // Said only to whoever knows the password: a stranger learns nothing about the account.
        if try await AdminStore(sql: context.sql).isLocked(try user.requireID()) {
            throw AppError(.forbidden, "account.locked", fields: [FieldIssue(field: "login", code: "account.locked")])
        }
        // Said only to someone who knows the password: it tells nothing to a stranger.
        if try await context.instanceStore.isWaiting(try user.requireID()) {
            throw AppError(.awaitingApproval, "sign_in.awaiting_approval",
                           fields: [FieldIssue(field: "login", code: "sign_in.awaiting_approval")])
        }
        if user.timeZone == nil, let zone = TimeZones.canonicalName(timeZone) {
            user.timeZone = zone
            try await user.update(on: context.db)
            context.changed("users", .user(try user.requireID()))
        }
        var issued = try await issueToken(for: user, kind: kind, keep: keep, name: clientName)
        issued.deviceKey = known != nil ? deviceKey : try await context.deviceKeys.make(for: try user.requireID())
        return issued
    }

    public func issueToken(for user: User, kind: AuthToken.Kind, keep: Bool, name: String) async throws -> Issued {
        let secret = SecureToken.generate()
        let now = context.now
        let token = AuthToken(userID: try user.requireID(), tokenHash: SecureToken.hash(secret), kind: kind,
                              name: String(UserText.clean(name).prefix(120)),
                              csrfToken: kind == .web ? SecureToken.generate() : nil,
                              keepSignedIn: keep, createdAt: now,
                              expiresAt: now.addingTimeInterval(Self.lifetime(kind, keep: keep)))
        try await token.create(on: context.db)
        return Issued(user: user, token: token, secret: secret)
    }

    /// The viewer a secret proves, if its session or token is live. Slides the expiry forward
    /// when used; the writes go by id, with no model loaded.
    public func authenticate(secret: String, kind: AuthToken.Kind) async throws -> Viewer? {
        guard !secret.isEmpty, secret.count < 200 else { return nil }
        guard let (session, user) = try await context.accountsStore.session(tokenHash: SecureToken.hash(secret), kind: kind.rawValue)
        else { return nil }
        let now = context.now
        guard session.expiresAt > now else {
            try await AuthToken.query(on: context.db).filter(\.$id == session.id).delete()
            return nil
        }
        // Write at most once a minute per token.
        guard (session.lastUsedAt.map { now.timeIntervalSince($0) > 60 } ?? true) else { return Viewer(user: user, token: session) }
        let expiresAt = max(session.expiresAt, now.addingTimeInterval(Self.lifetime(kind, keep: session.keepSignedIn)))
        try await AuthToken.query(on: context.db).filter(\.$id == session.id)
            .set(\.$lastUsedAt, to: now).set(\.$expiresAt, to: expiresAt).update()
        return Viewer(user: user, token: session.used(at: now, expiresAt: expiresAt))
    }

    /// The viewer a secret proves, from the short-lived cache or the database. The cached
    /// viewer is shared between requests: plain rows, and services reload a user before changing it.
    public func viewer(secret: String, kind: AuthToken.Kind) async throws -> Viewer? {
        let key = kind.rawValue + ":" + SecureToken.hash(secret)
        if let cached = context.services.caches.viewer(tokenHash: key, now: context.now) { return cached }
        guard let viewer = try await authenticate(secret: secret, kind: kind) else { return nil }
        context.services.caches.remember(viewer, tokenHash: key, now: context.now)
        return viewer
    }

    public func signOut(_ session: SessionRow) async throws {
        try await AuthToken.query(on: context.db).filter(\.$id == session.id).delete()
        context.changed("auth_tokens", .user(session.userID))
    }

    /// The user's record to change: the viewer a request carries is a shared read.
    func reload(_ user: ViewerUser) async throws -> User {
        guard let fresh = try await User.find(user.id, on: context.db) else { throw AppError.notFound("user") }
        return fresh
    }

    public func tokens(of user: ViewerUser, current: SessionRow?) async throws -> [TokenInfo] {
        try await context.accountsStore.liveTokens(user: user.id, now: context.now).map { $0.info(current: current?.id) }
    }

    public func revokeToken(of user: ViewerUser, id: UUID) async throws {
        guard let token = try await AuthToken.query(on: context.db)
            .filter(\.$id == id).filter(\.$user.$id == user.id).first()
        else { throw AppError.notFound("token") }
        try await token.delete(on: context.db)
        context.changed("auth_tokens", .user(user.id))
    }

    // MARK: profile

    /// Refused (412, with `/me` as it is now) if the profile moved on since the copy the change
    /// was made from (`precondition`).
    public func updateProfile(of shared: ViewerUser, _ update: ProfileUpdate, precondition: Precondition = .unconditional) async throws -> ViewerUser {
        let user = try await reload(shared)
        let seen = try await checkedVersion(precondition, user)
        var validator = Validator()
        var displayName = user.displayName
        if let name = update.displayName {
            displayName = UserText.clean(name)
            validator.check(AccountRules.displayNameLength.contains(displayName.count), "displayName", "display_name.length",
                    ["max": "\(AccountRules.displayNameLength.upperBound)"])
        }
        var bio = user.bio
        if let newBio = update.bio {
            bio = UserText.clean(newBio, multiline: true)
            validator.check(AccountRules.bioLength.contains(bio.count), "bio", "bio.length", ["max": "\(AccountRules.bioLength.upperBound)"])
        }
        var language = user.language
        if let lang = update.language {
            language = lang.isEmpty ? nil : lang
            validator.check(lang.isEmpty || Catalogue.languages.contains(lang), "language", "language.unsupported")
        }
        var timeZone = user.timeZone
        if let zone = update.timeZone {
            timeZone = zone.isEmpty ? nil : TimeZones.canonicalName(zone) ?? zone
            validator.check(zone.isEmpty || TimeZones.named(zone) != nil, "timeZone", "time_zone.unknown")
        }
        try validator.finish()
        user.displayName = displayName
        user.bio = bio
        user.language = language
        user.timeZone = timeZone
        user.searchKey = AccountRules.searchKey(displayName: displayName, username: user.username)
        let version = try await versioned(user, from: seen, precondition) { tx in
            try await user.update(on: tx.db)
            try await PeopleSearchWords.index([user], on: tx.db)
        }
        // The name shows in other people's inboxes too.
        context.changed("users")
        return try ViewerUser(user, version: version, emailVerifiedAt: shared.emailVerifiedAt)
    }

    public func setPhoto(of shared: ViewerUser, bytes: [UInt8], precondition: Precondition = .unconditional) async throws -> ViewerUser {
        let user = try await reload(shared)
        let seen = try await checkedVersion(precondition, user)
        let item = try await context.mediaService.store(owner: user.requireID(), bytes: bytes,
                                                     purpose: MediaPurpose.avatar, subjectID: user.requireID())
        let old = user.photoID
        user.photoID = try item.requireID()
        let version: Int
        do {
            version = try await versioned(user, from: seen, precondition) { tx in try await user.update(on: tx.db) }
        } catch {
            // Refused: the photo just stored belongs to nothing.
            try? await context.mediaService.delete(id: try item.requireID())
            throw error
        }
        if let old { try await context.mediaService.delete(id: old) }
        context.changed("users")
        return try ViewerUser(user, version: version, emailVerifiedAt: shared.emailVerifiedAt)
    }

    public func removePhoto(of shared: ViewerUser, precondition: Precondition = .unconditional) async throws -> ViewerUser {
        let user = try await reload(shared)
        let seen = try await checkedVersion(precondition, user)
        guard let old = user.photoID else { return try ViewerUser(user, version: seen, emailVerifiedAt: shared.emailVerifiedAt) }
        user.photoID = nil
        let version = try await versioned(user, from: seen, precondition) { tx in try await user.update(on: tx.db) }
        try await context.mediaService.delete(id: old)
        context.changed("users")
        return try ViewerUser(user, version: version, emailVerifiedAt: shared.emailVerifiedAt)
    }

    /// Needs the current password; signs out every other session and token.
    public func changePassword(of shared: ViewerUser, current: String, new: String, keeping token: SessionRow?) async throws {
        let user = try await reload(shared)
        var validator = Validator()
        validator.check(!current.isEmpty, "currentPassword", "password.required")
        AccountRules.checkPassword(new, username: user.username, email: user.email, field: "newPassword", into: &validator)
        try validator.finish()
        guard try await context.verifyPassword(current, hash: user.passwordHash) else {
            throw AppError.invalid("currentPassword", "password.wrong")
        }
        user.passwordHash = try await context.hashPassword(new)
        let id = try user.requireID()
        try await context.transaction { tx in
            try await user.update(on: tx.db)
            var others = AuthToken.query(on: tx.db).filter(\.$user.$id == id)
            if let keep = token?.id { others = others.filter(\.$id != keep) }
            try await others.delete()
            if tx.mail.isConfigured, let mailbox = AccountLetters.mailbox(user) {
                try await tx.mail.enqueue(AccountLetters(user: user, publicURL: tx.publicURL).passwordChanged(at: tx.now),
                                          to: mailbox, kind: "password_changed", user: id)
            }
        }
        context.changed("auth_tokens", .user(try user.requireID()))
    }

    /// Used by `satchel admin reset-password`: no current password, every session ends.
    public func resetPassword(of user: User, to new: String) async throws {
        var validator = Validator()
        AccountRules.checkPassword(new, username: user.username, email: user.email, field: "password", into: &validator)
        try validator.finish()
        user.passwordHash = try await context.hashPassword(new)
        try await user.update(on: context.db)
        try await AuthToken.query(on: context.db).filter(\.$user.$id == user.requireID()).delete()
        context.changed("auth_tokens", .user(try user.requireID()))
    }

    public func find(login: String) async throws -> User {
        let key = AccountRules.normalizedEmail(login)
        guard let user = try await User.query(on: context.db)
            .group(.or, { $0.filter(\.$username == key).filter(\.$email == key) }).first()
        else { throw AppError.notFound("user") }
        return user
    }

    // MARK: leaving

    /// Removes the account and what is only the user's; what others still need (notifications
    /// they received about this user) stays, anonymised.
    public func deleteAccount(_ viewer: ViewerUser, password: String) async throws {
        guard !password.isEmpty else { throw AppError.invalid("password", "password.required") }
        let user = try await reload(viewer)
        guard try await context.verifyPassword(password, hash: user.passwordHash) else {
            throw AppError.invalid("password", "password.wrong")
        }
        try await delete(user)
    }

    /// Deletion without a password check, for `satchel admin` and the account's own flow.
    func delete(_ user: User) async throws {
        let id = try user.requireID()
        let hashes = try await MediaItem.query(on: context.db).filter(\.$owner.$id == id).all().map(\.sha256)
        try await context.transaction { tx in
            try await InboxNotification.query(on: tx.db).filter(\.$actor.$id == id).set(\.$actor.$id, to: nil).update()
            try await InvitationRecord.query(on: tx.db).filter(\.$acceptedBy.$id == id).set(\.$acceptedBy.$id, to: nil).update()
            try await context.services.accountDeletionHooks.run(userID: id, context: tx)
            try await tx.circles.removeEverywhere(member: id)
            try await CircleRecord.query(on: tx.db).filter(\.$owner.$id == id).delete()
            try await Friendship.query(on: tx.db).group(.or) {
                $0.filter(\.$requester.$id == id).filter(\.$addressee.$id == id)
            }.delete()
            try await PushOutboxItem.query(on: tx.db).filter(\.$user.$id == id).delete()
            try await MailOutboxItem.query(on: tx.db).filter(\.$user.$id == id).delete()
            try await InboxNotification.query(on: tx.db).filter(\.$user.$id == id).delete()
            try await NotificationPreferenceRecord.query(on: tx.db).filter(\.$user.$id == id).delete()
            try await InvitationRecord.query(on: tx.db).filter(\.$inviter.$id == id).delete()
            try await AuthToken.query(on: tx.db).filter(\.$user.$id == id).delete()
            try await AccountLink.query(on: tx.db).filter(\.$user.$id == id).delete()
            try await MediaItem.query(on: tx.db).filter(\.$owner.$id == id).delete()
            try await user.delete(on: tx.db)
        }
        for hash in Set(hashes) { try? await context.services.media.removeIfUnreferenced(sha256: hash, db: context.db) }
        await context.services.hub.disconnect(user: id)
        // Their name leaves other people's inboxes.
        context.changed("users")
    }
}

/// Apps register what they must remove or anonymise when an account is deleted.
public final class AccountDeletionHooks: Sendable {
    public init() {}

    public typealias Hook = @Sendable (UUID, SatchelContext) async throws -> Void
    private let hooks = NIOLockedValueBox<[Hook]>([])

    public func register(_ hook: @escaping Hook) { hooks.withLockedValue { $0.append(hook) } }

    public var count: Int { hooks.withLockedValue { $0.count } }

    func run(userID: UUID, context: SatchelContext) async throws {
        for hook in hooks.withLockedValue({ $0 }) { try await hook(userID, context) }
    }
}
