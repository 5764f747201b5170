import Foundation
import SatchelAPI
import Vapor

/// Optimistic concurrency for edits made from an old copy (an app's offline queue): the client
/// sends `If-Unmodified-Since` with the `updatedAt` it edited from, and the edit is refused if
/// someone changed the thing after that. Compared in whole seconds, as HTTP dates carry.
public enum EditPrecondition {
    public static func check(lastModified: Date, unmodifiedSince since: Date?) throws {
        guard let since else { return }
        if lastModified.timeIntervalSince1970.rounded(.down) > since.timeIntervalSince1970.rounded(.down) {
            throw AppError(.preconditionFailed, "changed_since")
        }
    }
}

extension Request {
    /// `If-Unmodified-Since`; a value that is not an HTTP date is ignored (RFC 9110 §13.1.4).
    public var unmodifiedSince: Date? { headers.first(name: .ifUnmodifiedSince).flatMap(HTTPDate.parse) }
}
