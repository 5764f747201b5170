import Crypto
import Fluent
import Foundation

/// Uploading and serving images: type verified from the bytes, size limited, location removed.
public struct MediaService: Sendable {
    let context: SatchelContext

    public func store(owner: UUID, bytes: [UInt8], purpose: String, subjectID: UUID?) async throws -> MediaItem {
        let image = try check(bytes)
        let sha = SHA256.hash(data: image.bytes).hexString
        try context.services.media.write(image.bytes, sha256: sha)
        let item = MediaItem(owner: owner, sha256: sha, purpose: purpose, subjectID: subjectID,
                             contentType: image.format.rawValue, byteSize: image.bytes.count,
                             width: image.width, height: image.height, createdAt: context.now)
        try await item.create(on: context.db)
        return item
    }

    /// The image the bytes hold, or why they are refused; nothing is stored. A form that saves
    /// a photo with other fields checks it first, so a refused photo saves nothing.
    @discardableResult
    public func check(_ bytes: [UInt8]) throws -> ImageInspector.Inspected {
        guard !bytes.isEmpty else { throw AppError.invalid("photo", "image.empty") }
        guard bytes.count <= context.settings.maxUploadBytes else {
            throw AppError(.payloadTooLarge, "image.too_large", ["max": "\(context.settings.maxUploadBytes / 1024 / 1024)"],
                           fields: [FieldIssue(field: "photo", code: "image.too_large",
                                               args: ["max": "\(context.settings.maxUploadBytes / 1024 / 1024)"])])
        }
        return try ImageInspector.inspect(bytes)
    }

    /// The image if `viewer` may see it; not found otherwise, so its existence is not revealed.
    public func open(_ id: UUID, viewer: UUID?) async throws -> (item: MediaItem, path: String) {
        guard let item = try await MediaItem.find(id, on: context.db),
              let rule = context.services.mediaAccess.rule(item.purpose),
              try await rule(viewer, item, context)
        else { throw AppError.notFound("media") }
        return (item, context.services.media.path(for: item.sha256))
    }

    public func delete(id: UUID) async throws {
        guard let item = try await MediaItem.find(id, on: context.db) else { return }
        try await item.delete(on: context.db)
        try await context.services.media.removeIfUnreferenced(sha256: item.sha256, db: context.db)
    }
}
