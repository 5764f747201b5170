/// Lets one SQLite write transaction in at a time in this process, in arrival order. SQLite has
/// one writer anyway; without the gate, the others would wait inside the driver's busy handler,
/// which spins on a thread-pool thread and takes CPU from the writer it waits for.
public actor WriteGate {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    public init() {}

    /// Set while a task holds the gate: a nested write transaction would wait for itself.
    @TaskLocal static var held = false

    public func run<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
        precondition(!Self.held, "a write transaction inside a write transaction would wait for itself forever")
        await enter()
        defer { leave() }
        return try await Self.$held.withValue(true) { try await work() }
    }

    private func enter() async {
        if !busy {
            busy = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func leave() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
