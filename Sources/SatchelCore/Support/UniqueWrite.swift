import Fluent

/// Runs a write guarded by a unique index, after the service checked the value was free: a
/// concurrent request can still take it between the check and the write. Then the answer is
/// `taken`, the error the check would have given, never the database's own.
public func uniqueWrite<T>(or taken: @autoclosure () -> AppError, _ write: () async throws -> T) async throws -> T {
    do {
        return try await write()
    } catch let error as any DatabaseError where error.isConstraintFailure {
        throw taken()
    }
}

/// Runs a find-or-create (outside a transaction) whose create a concurrent request may beat
/// to a unique index: the second run finds the row the other one made and updates it, as if
/// the two had come one after another.
public func findOrCreate<T>(_ work: () async throws -> T) async throws -> T {
    do {
        return try await work()
    } catch let error as any DatabaseError where error.isConstraintFailure {
        return try await work()
    }
}
