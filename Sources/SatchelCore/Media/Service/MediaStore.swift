import Fluent
import NIOConcurrencyHelpers
import Foundation

/// Image files on disk, named by the SHA-256 of their content, so one image is kept once.
public struct MediaStore: Sendable {
    public let directory: String

    public func path(for sha256: String) -> String {
        "\(directory)/\(sha256.prefix(2))/\(sha256)"
    }

    /// Writes the bytes unless that content is already stored; atomic, so a crash leaves no half file.
    func write(_ bytes: [UInt8], sha256: String) throws {
        let path = path(for: sha256)
        let fm = FileManager.default
        if fm.fileExists(atPath: path) { return }
        try DataFolder.create((path as NSString).deletingLastPathComponent)
        try DataFolder.write(Data(bytes), to: path)
    }

    /// Deletes the file once no media row points at its content.
    public func removeIfUnreferenced(sha256: String, db: any Database) async throws {
        let users = try await MediaItem.query(on: db).filter(\.$sha256 == sha256).count()
        if users == 0 { try? FileManager.default.removeItem(atPath: path(for: sha256)) }
    }
}

/// What an image belongs to; the access rule is the object's.
public enum MediaPurpose {
    public static let avatar = "avatar"
}

/// Per purpose, who may see an image. Later apps register theirs (a wish photo follows the wish).
public final class MediaAccessRules: Sendable {
    public typealias Rule = @Sendable (_ viewer: UUID?, _ item: MediaItem, _ context: SatchelContext) async throws -> Bool
    private let rules = NIOLockedValueBox<[String: Rule]>([
        // Profile photos: anyone signed in, as with names in people search.
        MediaPurpose.avatar: { viewer, _, _ in viewer != nil },
    ])

    public init() {}

    public func register(_ purpose: String, _ rule: @escaping Rule) {
        rules.withLockedValue { $0[purpose] = rule }
    }

    func rule(_ purpose: String) -> Rule? { rules.withLockedValue { $0[purpose] } }
}
