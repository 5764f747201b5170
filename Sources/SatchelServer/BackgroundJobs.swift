import Fluent
import SatchelCore
import Vapor

/// Periodic work: push delivery and clearing expired sessions. Each pass is idempotent,
/// so running it again (or on another instance) does no harm. Off in the testing
/// environment, where tests run passes themselves.
struct BackgroundJobs: LifecycleHandler {
    static let interval: Duration = .seconds(30)

    final class Box: @unchecked Sendable { var task: Task<Void, Never>? }
    let box = Box()

    func didBootAsync(_ app: Application) async throws {
        guard app.environment != .testing else { return }
        let core = app.core
        box.task = Task {
            while !Task.isCancelled {
                do {
                    try await PushOutboxDispatcher(core: core).runOnce()
                    try await Housekeeping(core: core).runOnce()
                } catch {
                    core.logger.error("background jobs failed: \(String(describing: error))")
                }
                try? await Task.sleep(for: Self.interval)
            }
        }
    }

    func shutdownAsync(_ app: Application) async {
        box.task?.cancel()
    }
}
