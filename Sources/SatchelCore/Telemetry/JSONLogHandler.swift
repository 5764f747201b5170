import Foundation
import Logging

/// One JSON object per line (`SATCHEL_LOG_FORMAT=json`), for log collectors: time, level,
/// label, message, source location and every metadata value (`request-id` on a request's
/// lines). Written to standard error in one write per line, so lines never interleave.
public struct JSONLogHandler: LogHandler {
    public var metadata: Logger.Metadata = [:]
    public var logLevel: Logger.Level
    public var metadataProvider: Logger.MetadataProvider?
    let label: String

    public init(label: String, level: Logger.Level = .info, metadataProvider: Logger.MetadataProvider? = nil) {
        self.label = label
        self.logLevel = level
        self.metadataProvider = metadataProvider
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var fields: [String: Any] = [
            "time": Self.timestamp(),
            "level": event.level.rawValue,
            "label": label,
            "message": event.message.description,
            "source": "\(event.file):\(event.line)",
        ]
        if let error = event.error { fields["error"] = String(describing: error) }
        var all = metadata
        if let provided = metadataProvider?.get() { all.merge(provided) { _, new in new } }
        if let explicit = event.metadata { all.merge(explicit) { _, new in new } }
        for (key, value) in all { fields[key] = Self.plain(value) }
        guard var data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]) else { return }
        data.append(0x0A)
        FileHandle.standardError.write(data)
    }

    static func plain(_ value: Logger.Metadata.Value) -> Any {
        switch value {
        case .string(let s): return s
        case .stringConvertible(let c): return c.description
        case .array(let a): return a.map(plain)
        case .dictionary(let d): return d.mapValues(plain)
        }
    }

    static func timestamp() -> String {
        Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(Date())
    }
}
