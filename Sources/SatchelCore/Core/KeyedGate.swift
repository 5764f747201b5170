/// Lets one task at a time in per key, in arrival order (attempts from one slowed client
/// address), while other keys go on freely.
public actor KeyedGate {
    private var busy: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    public init() {}

    public func run<T: Sendable>(_ key: String, _ work: @Sendable () async throws -> T) async throws -> T {
        if busy.contains(key) {
            await withCheckedContinuation { waiting[key, default: []].append($0) }
        } else {
            busy.insert(key)
        }
        defer { leave(key) }
        return try await work()
    }

    private func leave(_ key: String) {
        if var queue = waiting[key], !queue.isEmpty {
            let next = queue.removeFirst()
            waiting[key] = queue.isEmpty ? nil : queue
            next.resume()
        } else {
            busy.remove(key)
        }
    }
}
