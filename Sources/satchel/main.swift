import Foundation
import Logging
import NIOCore
import NIOPosix
import SatchelCore
import SatchelServer
import SatchelWorld
import Vapor

// Everything the process creates (the database and its journals, media, backups) is its
// owner's alone; the data folder's files are also set 0600 and tightened at start (DataFolder).
umask(0o077)
// Before any thread starts: few heaps, so memory freed by one request serves the next.
Allocator.limitArenas(to: 2)
// Swift's tasks run on NIO's event loops, so a handler awaiting the database does not hop
// between two thread pools on every statement (Vapor's own template suggests it). Before any task starts.
_ = NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
var env = try Environment.detect()
if ProcessInfo.processInfo.environment["SATCHEL_LOG_FORMAT"] == "json" {
    // One JSON object per line, for log collectors; `--log` and LOG_LEVEL still set the level.
    let level = try Logger.Level.detect(from: &env)
    LoggingSystem.bootstrap { label in JSONLogHandler(label: label, level: level) }
} else {
    try LoggingSystem.bootstrap(from: &env)
}
let app = try await Application.make(env)
do {
    try await configure(app, adminCommands: ["generate-world": GenerateWorldCommand()])
    // As `app.execute()`, without its logging every error in full before this can say it in words.
    try await app.startup()
    try await app.running?.onStop.get()
} catch {
    // A refusal or a bad file says what is wrong in words; only the unexpected is logged in full.
    if let message = commandMessage(for: error) {
        FileHandle.standardError.write(Data(("Error: " + message + "\n").utf8))
    } else {
        app.logger.report(error: error)
    }
    try? await app.asyncShutdown()
    exit(1)
}
try await app.asyncShutdown()
