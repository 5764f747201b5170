import Foundation
import SatchelAPI
import Vapor

/// Who may join: the mode and allowed email domains an administrator chose, and the sign-ups
/// that wait for one. Every method runs on its context's database: called on a transaction's
/// context (`tx.signUpPolicy`), its writes are part of that transaction (an audit entry beside them).
public struct SignUpPolicyService: Sendable {
    let context: SatchelContext

    /// More would be an address book, not a policy.
    public static let maxDomains = 50

    /// The policy, from memory when it is fresh. A new instance's first read stores its first
    /// mode: `SATCHEL_SIGN_UP`, or `invitation`.
    public func current() async throws -> SignUpPolicy {
        let memory = context.services.instance
        if let kept = memory.policy(now: context.now) { return kept }
        let ticket = memory.ticket
        var row = try await context.instanceStore.settings()
        if row?.signUpMode == nil {
            try await context.instanceStore.chooseFirstMode(Self.firstMode(context.settings, context.logger).rawValue)
            row = try await context.instanceStore.settings()
        }
        let policy = SignUpPolicy(mode: row?.signUpMode.flatMap(SignUpMode.init(rawValue:)) ?? .invitation,
                                  allowedDomains: Self.domains(stored: row?.allowedEmailDomains ?? ""))
        memory.remember(policy, now: context.now, ticket: ticket)
        return policy
    }

    /// What a new instance starts with.
    static func firstMode(_ settings: Settings, _ logger: Logger) -> SignUpMode {
        guard let raw = settings.environment["SATCHEL_SIGN_UP"]?.trimmingCharacters(in: .whitespaces).lowercased(), !raw.isEmpty
        else { return .invitation }
        guard let mode = SignUpMode(rawValue: raw) else {
            logger.warning("SATCHEL_SIGN_UP=\(raw) is not one of invitation, approval, open, closed: sign-up starts by invitation")
            return .invitation
        }
        return mode
    }

    /// Sets the mode and the allowed domains. Domains are lower-cased, trimmed of a leading `@`,
    /// and must be ASCII host names (an international domain in its `xn--` form); at most 50.
    @discardableResult
    public func set(_ policy: SignUpPolicy) async throws -> SignUpPolicy {
        var domains: [String] = []
        var validator = Validator()
        for raw in policy.allowedDomains {
            var domain = raw.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if domain.hasPrefix("@") { domain.removeFirst() }
            if domain.isEmpty || domains.contains(domain) { continue }
            validator.check(Self.isHostName(domain), "allowedDomains", "sign_up_domains.format", ["domain": String(raw.prefix(80))])
            domains.append(domain)
        }
        validator.check(domains.count <= Self.maxDomains, "allowedDomains", "sign_up_domains.too_many", ["max": "\(Self.maxDomains)"])
        try validator.finish()
        try await context.instanceStore.save(mode: policy.mode.rawValue, domains: domains.joined(separator: ","), at: context.now)
        context.changed("instance_settings")
        return SignUpPolicy(mode: policy.mode, allowedDomains: domains)
    }

    /// A host name in ASCII: two or more labels of letters, digits and inner hyphens.
    static func isHostName(_ s: String) -> Bool {
        let labels = s.split(separator: ".", omittingEmptySubsequences: false)
        guard s.count <= 253, labels.count >= 2 else { return false }
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789-")
        return labels.allSatisfy { label in
            (1...63).contains(label.count) && label.allSatisfy(allowed.contains) && label.first != "-" && label.last != "-"
        } && labels.last!.contains { $0.isLetter }
    }

    static func domains(stored: String) -> [String] {
        stored.split(separator: ",").map(String.init)
    }

    /// The public part, for the sign-up page and `GET /api/v1/sign-up`.
    public func rules() async throws -> SignUpRules {
        let policy = try await current()
        return SignUpRules(mode: policy.mode, allowedDomains: policy.allowedDomains, needsInvitation: policy.mode == .invitation)
    }

    /// Why `email` may not sign up under `policy` (the field's issue), if it may not.
    static func domainIssue(_ email: String, _ policy: SignUpPolicy) -> FieldIssue? {
        guard !policy.allowedDomains.isEmpty, let at = email.lastIndex(of: "@") else { return nil }
        let domain = String(email[email.index(after: at)...])
        if policy.allowedDomains.contains(domain) { return nil }
        return FieldIssue(field: "email", code: "email.domain_not_allowed", args: ["domains": policy.allowedDomains.joined(separator: ", ")])
    }

    // MARK: waiting sign-ups

    /// The people waiting for approval, who waited longest first.
    public func pending() async throws -> [PendingSignUp] {
        try await context.instanceStore.pending()
    }

    /// Whether the account waits for an administrator.
    public func isWaiting(_ userID: UUID) async throws -> Bool {
        try await context.instanceStore.isWaiting(userID)
    }

    /// Lets the person sign in; tells them in the app and, where mail is set up, by mail in their language.
    public func approve(userID: UUID) async throws {
        try await context.transaction { tx in
            guard try await tx.instanceStore.removeRequest(user: userID),
                  let user = try await User.find(userID, on: tx.db)
            else { throw AppError.notFound("sign_up_request") }
            _ = try await tx.notifications.notify(user: userID, actor: nil, kind: NotificationKind.accountApproved,
                                                  link: CorePath.home.path, live: false)
            if tx.mail.isConfigured, let mailbox = AccountLetters.mailbox(user) {
                _ = try await tx.mail.enqueue(AccountLetters(user: user, publicURL: tx.publicURL).signUpApproved(),
                                              to: mailbox, kind: "sign_up_approved", user: userID)
            }
        }
    }

    /// Tells the person by mail (where it is set up) and deletes the account as its owner
    /// deleting it would.
    public func refuse(userID: UUID) async throws {
        try await context.transaction { tx in
            guard try await tx.instanceStore.removeRequest(user: userID),
                  let user = try await User.find(userID, on: tx.db)
            else { throw AppError.notFound("sign_up_request") }
            if tx.mail.isConfigured, let mailbox = AccountLetters.mailbox(user) {
                // Not the person's: deleting the account removes its own mail still waiting.
                _ = try await tx.mail.enqueue(AccountLetters(user: user, publicURL: tx.publicURL).signUpRefused(),
                                              to: mailbox, kind: "sign_up_refused", user: nil)
            }
            try await tx.accounts.delete(user)
        }
    }
}

extension SatchelContext {
    public var signUpPolicy: SignUpPolicyService { SignUpPolicyService(context: self) }
}

extension NotificationKind {
    /// An administrator approved the person's sign-up. Not a kind people choose in their
    /// preferences: it comes once, to someone who could not sign in before.
    public static let accountApproved = "account.approved"
}
