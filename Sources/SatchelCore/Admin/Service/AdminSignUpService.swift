import Foundation
import SatchelAPI

/// Who may join, as administrators decide it: the sign-up mode and allowed domains, and the
/// people waiting for approval. Each decision is in the audit log with what it changed.
public struct AdminSignUpService: Sendable {
    let context: SatchelContext

    public func policy() async throws -> SignUpPolicy { try await context.signUpPolicy.current() }

    public func setPolicy(_ policy: SignUpPolicy, by admin: Viewer) async throws -> SignUpPolicy {
        let before = try await context.signUpPolicy.current()
        return try await context.transaction { tx in
            let saved = try await tx.signUpPolicy.set(policy)
            if saved != before {
                let domains = saved.allowedDomains.isEmpty ? "any" : saved.allowedDomains.joined(separator: ", ")
                try await tx.adminAudit.record(by: admin.user, "sign_up.policy", detail: "\(saved.mode.rawValue); domains: \(domains)")
            }
            return saved
        }
    }

    /// People who signed up and wait, longest waiting first.
    public func waiting() async throws -> [AdminPerson] {
        try await AdminStore(sql: context.sql).people(try await context.signUpPolicy.pending().map(\.id), now: context.now)
    }

    /// Lets the person in; they are told in the app and by mail.
    public func approve(_ id: UUID, by admin: Viewer) async throws {
        let name = try await subjectName(id)
        try await context.transaction { tx in
            try await tx.signUpPolicy.approve(userID: id)
            try await tx.adminAudit.record(by: admin.user, "sign_up.approve", subject: id, subjectName: name)
        }
    }

    /// Turns the sign-up down: the person is mailed and the account deleted.
    public func refuse(_ id: UUID, by admin: Viewer) async throws {
        let name = try await subjectName(id)
        try await context.transaction { tx in
            try await tx.signUpPolicy.refuse(userID: id)
            try await tx.adminAudit.record(by: admin.user, "sign_up.refuse", subject: id, subjectName: name)
        }
    }

    private func subjectName(_ id: UUID) async throws -> String {
        guard try await context.signUpPolicy.isWaiting(id), let user = try await User.find(id, on: context.db) else {
            throw AppError.notFound("sign_up_request")
        }
        return AdminPeopleService.name(user)
    }
}

extension SatchelContext {
    public var adminSignUps: AdminSignUpService { AdminSignUpService(context: self) }
}
