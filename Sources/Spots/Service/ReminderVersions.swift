import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// A reminder's version (issue 46): checked against what an edit was made from, and one up
/// with every change its owner makes, in the transaction that stores it. Alert bookkeeping
/// (presence, `fired_at`, alert tokens) is not the owner's change and does not come here.
extension ReminderService {
    /// Refuses an edit made from a copy the reminder has moved on from: 412 with it as it is.
    func check(_ precondition: Precondition, _ record: ReminderRecord) async throws {
        guard !precondition.holds(version: record.version, lastModified: record.updatedAt) else { return }
        throw try await stale(try record.requireID(), owner: record.$owner.id)
    }

    /// Stores the owner's change, the version one up. A conditional edit must still find the
    /// version it was checked against: of two edits from one copy, exactly one is stored.
    func save(_ record: ReminderRecord, _ precondition: Precondition,
              also: @escaping @Sendable (SatchelContext) async throws -> Void = { _ in }) async throws {
        let id = try record.requireID(), owner = record.$owner.id
        try await context.versionedWrite(ReminderRecord.schema, id: id, ifStill: precondition.isConditional ? record.version : nil,
                                         stale: { try await stale(id, owner: owner) }) { tx, version in
            record.version = version
            try await record.update(on: tx.db)
            try await also(tx)
        }
    }

    /// The refusal, with the reminder as its owner's GET shows it now.
    func stale(_ id: UUID, owner: UUID) async throws -> StaleCopy<Reminder> {
        let current = try await reminder(id, owner: owner)
        return StaleCopy(current: current, version: current.version ?? 1)
    }
}

/// A reminder list's version: its name and colour, changed only by its owner.
extension ReminderService {
    func check(_ precondition: Precondition, _ list: ReminderListRecord) async throws {
        // Lists keep no change time: only `If-Match` applies to them.
        guard !precondition.holds(version: list.version, lastModified: .distantPast) else { return }
        throw try await staleList(try list.requireID(), owner: list.$owner.id)
    }

    func save(_ list: ReminderListRecord, id: UUID, _ precondition: Precondition) async throws {
        let owner = list.$owner.id
        try await context.versionedWrite(ReminderListRecord.schema, id: id, ifStill: precondition.isConditional ? list.version : nil,
                                         stale: { try await staleList(id, owner: owner) }) { tx, version in
            list.version = version
            try await list.update(on: tx.db)
        }
    }

    /// The refusal, with the list as its owner sees it now.
    func staleList(_ id: UUID, owner: UUID) async throws -> StaleCopy<ReminderList> {
        guard let current = try await context.spotsStore.list(id, owner: owner) else { throw AppError.notFound("list") }
        return StaleCopy(current: current, version: current.version ?? 1)
    }
}
