import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var payouts: PayoutService { PayoutService(context: self) }
}

/// Where a user's funded money is paid out: one checked bank account each.
public struct PayoutService: Sendable {
    let context: SatchelContext

    public func account(of user: UUID) async throws -> PayoutAccount? {
        guard let row = try await context.fundingStore.payoutAccount(of: user) else { return nil }
        return Self.render(holder: row.holder, kind: row.kind, account: row.account)
    }

    public func set(user: UUID, _ draft: PayoutAccountDraft) async throws -> PayoutAccount {
        var validator = Validator()
        let holder = PayoutAccountRules.checkHolder(draft.holder, into: &validator)
        let number = PayoutAccountRules.check(draft.account, into: &validator)
        try validator.finish()
        guard let holder, let number else { throw AppError.invalid("account", "payout.format") }
        let row = try await PayoutAccountRecord.query(on: context.db).filter(\.$user.$id == user).first() ?? PayoutAccountRecord()
        row.$user.id = user
        row.holder = holder
        row.kind = number.kind.rawValue
        row.account = number.normalized
        row.updatedAt = context.now
        try await row.save(on: context.db)
        return Self.render(holder: row.holder, kind: row.kind, account: row.account)
    }

    public func delete(user: UUID) async throws {
        try await PayoutAccountRecord.query(on: context.db).filter(\.$user.$id == user).delete()
    }

    static func render(holder: String, kind: String, account: String) -> PayoutAccount {
        let number = try? PayoutAccountRules.validated(account)
        return PayoutAccount(holder: holder, kind: kind, account: account, display: number?.display ?? account, iban: number?.iban)
    }
}
