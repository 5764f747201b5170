import Foundation
import NIOConcurrencyHelpers
import SatchelAPI
import SatchelCore
import Vapor

/// Catalogue imports started in the browser: one per library at a time, each run by the app in
/// a task of its own (not by the request that uploaded the file, which ends at once), with its
/// progress in `longWork` and its outcome kept here for the import's page.
public final class BrowserImports: Sendable {
    public struct Entry: Sendable {
        /// The id of its progress in `longWork`.
        public let id: UUID
        public let libraryID: UUID
        public let librarySlug: String
        /// The file's name as uploaded.
        public let filename: String
        public let startedAt: Date
        /// What the import did, once it has finished.
        public var outcome: LibraryImportSummary?
        public var ended = false
    }

    private struct State {
        var running: [UUID: UUID] = [:]
        var entries: [UUID: Entry] = [:]
        var tasks: [UUID: Task<Void, Never>] = [:]
    }

    private let state = NIOLockedValueBox(State())

    /// The largest catalogue file taken in the browser or the API (200 MB; bigger files are
    /// imported on the server with the commands).
    public let maxUploadBytes: Int64

    public init(maxUploadBytes: Int64 = 200_000_000) {
        self.maxUploadBytes = maxUploadBytes
    }

    /// The import running for a library, if any.
    public func running(library: UUID) -> UUID? { state.withLockedValue { $0.running[library] } }

    public func entry(_ id: UUID) -> Entry? { state.withLockedValue { $0.entries[id] } }

    /// The imports of a library this process knows, the newest first.
    public func entries(library: UUID) -> [Entry] {
        state.withLockedValue { Array($0.entries.values) }.filter { $0.libraryID == library }.sorted { $0.startedAt > $1.startedAt }
    }

    /// Claims the library for an import; false when one is already running there.
    func claim(_ entry: Entry) -> Bool {
        state.withLockedValue { state in
            guard state.running[entry.libraryID] == nil else { return false }
            state.running[entry.libraryID] = entry.id
            state.entries[entry.id] = entry
            return true
        }
    }

    func started(_ id: UUID, _ task: Task<Void, Never>) {
        state.withLockedValue { $0.tasks[id] = task }
    }

    func ended(_ id: UUID, outcome: LibraryImportSummary?) {
        state.withLockedValue { state in
            state.entries[id]?.outcome = outcome
            state.entries[id]?.ended = true
            if let library = state.entries[id]?.libraryID, state.running[library] == id { state.running[library] = nil }
            state.tasks[id] = nil
            // Kept for showing as long as the registry keeps their progress.
            if state.entries.count > 2 * LongWorkRegistry.keptEnded, let oldest = state.entries.values
                .filter(\.ended).min(by: { $0.startedAt < $1.startedAt }) {
                state.entries[oldest.id] = nil
            }
        }
    }

    /// Waits for one import to end (tests; the app's shutdown).
    public func wait(_ id: UUID) async {
        await state.withLockedValue { $0.tasks[id] }?.value
    }

    /// Waits for every running import: the app does not close its database under one.
    public func waitForAll() async {
        for task in state.withLockedValue({ Array($0.tasks.values) }) { await task.value }
    }
}

/// At shutdown, running imports finish before the database closes.
struct BrowserImportsShutdown: LifecycleHandler {
    let imports: BrowserImports

    func shutdownAsync(_ application: Application) async {
        await imports.waitForAll()
    }
}

extension SatchelContext {
    /// This app's browser imports; a fresh one outside a configured app.
    public var browserImports: BrowserImports { part(BrowserImports.self) ?? BrowserImports() }
}
