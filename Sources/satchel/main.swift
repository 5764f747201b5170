import Logging
import SatchelCore
import SatchelServer
import Vapor

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
    try await configure(app)
    try await app.execute()
} catch {
    app.logger.report(error: error)
    try? await app.asyncShutdown()
    exit(1)
}
try await app.asyncShutdown()
