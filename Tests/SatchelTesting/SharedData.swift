import Foundation
import Testing

/// Real files from the wild that `../shared/data/fetch.sh` downloads (into `$SATCHEL_DATA`, else
/// `~/.cache/satchel-data`). A test that reads one is skipped, saying why, on a machine without
/// them; in CI (`CI=true`) it runs anyway, so a missing file fails it instead of hiding it.
public enum SharedData {
    public static let folder = ProcessInfo.processInfo.environment["SATCHEL_DATA"].flatMap { $0.isEmpty ? nil : $0 }
        ?? NSHomeDirectory() + "/.cache/satchel-data"

    static var inCI: Bool { ["true", "1"].contains(ProcessInfo.processInfo.environment["CI"] ?? "") }

    public static func path(_ name: String) -> String { folder + "/" + name }

    public static func isPresent(_ name: String) -> Bool { FileManager.default.fileExists(atPath: path(name)) }

    /// The trait for a test that reads `name`.
    public static func needed(_ name: String) -> ConditionTrait {
        .enabled(if: isPresent(name) || inCI, "needs \(path(name)): run ../shared/data/fetch.sh")
    }
}
