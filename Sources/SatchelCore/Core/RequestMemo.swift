import NIOConcurrencyHelpers
import Vapor

/// What one read request has already looked up (the viewer's friends, asked for by several
/// parts of one page), so that it is read once per request. Only reads get one: a write may
/// change what was remembered.
public final class RequestMemo: Sendable {
    fileprivate let values = NIOLockedValueBox<[String: any Sendable]>([:])

    public init() {}

    /// Whether anything is kept under `key`.
    public func has(_ key: String) -> Bool { values.withLockedValue { $0[key] != nil } }

    /// Keeps `value` under `key` (something the request already knows).
    public func keep<T: Sendable>(_ key: String, _ value: T) { values.withLockedValue { $0[key] = value } }

    /// The value kept under `key`, else `make`'s (kept). Two parts asking at once may both make it.
    public func value<T: Sendable>(_ key: String, _ make: () async throws -> T) async throws -> T {
        if let kept = values.withLockedValue({ $0[key] }) as? T { return kept }
        let made = try await make()
        values.withLockedValue { $0[key] = made }
        return made
    }
}

extension RequestMemo {
    /// Values by key, each read once per request: only the keys not read yet are loaded.
    public func values<K: Hashable & Sendable, V: Sendable>(_ name: String, for keys: [K],
                                                            load: ([K]) async throws -> [K: V]) async throws -> [K: V] {
        let kept = (try await value(name) { [K: V]() })
        let missing = Array(Set(keys.filter { kept[$0] == nil }))
        var all = kept
        if !missing.isEmpty {
            for (key, value) in try await load(missing) { all[key] = value }
            values.withLockedValue { $0[name] = all }
        }
        let wanted = Set(keys)
        return all.filter { wanted.contains($0.key) }
    }
}

extension Request {
    private struct MemoKey: StorageKey { typealias Value = RequestMemo }

    /// This request's memo when it only reads (GET, HEAD).
    var readMemo: RequestMemo? {
        guard method == .GET || method == .HEAD else { return nil }
        if let memo = storage[MemoKey.self] { return memo }
        let memo = RequestMemo()
        storage[MemoKey.self] = memo
        return memo
    }
}
