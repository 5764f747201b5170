import Foundation
import SatchelAPI

extension ReaderClient {
    /// The books you may keep on this device to read offline, each until its loan is due, with
    /// every file the reader needs. Delete a kept copy of any book not listed.
    public func offlineLicences() async throws -> [OfflineLicence] {
        let licences: OfflineLicences = try await client.send(ReaderOfflineRoute.licences)
        return licences.items
    }
}
