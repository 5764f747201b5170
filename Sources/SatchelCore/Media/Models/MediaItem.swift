import Fluent
import Foundation

/// An uploaded image, stored once per content hash under the media folder.
/// `purpose` and `subjectID` name the object it belongs to; access follows that object.
public final class MediaItem: Model, @unchecked Sendable {
    public static let schema = "media"

    // identity
    @ID(key: .id) public var id: UUID?
    @Field(key: "sha256") public var sha256: String
    // references
    @Parent(key: "owner_id") public var owner: User
    @OptionalField(key: "subject_id") public var subjectID: UUID?
    // data
    @Field(key: "purpose") public var purpose: String
    @Field(key: "content_type") public var contentType: String
    @Field(key: "byte_size") public var byteSize: Int
    @Field(key: "width") public var width: Int
    @Field(key: "height") public var height: Int
    @Field(key: "created_at") public var createdAt: Date

    public init() {}

    public init(owner: UUID, sha256: String, purpose: String, subjectID: UUID?, contentType: String,
                byteSize: Int, width: Int, height: Int, createdAt: Date) {
        self.$owner.id = owner
        self.sha256 = sha256
        self.purpose = purpose
        self.subjectID = subjectID
        self.contentType = contentType
        self.byteSize = byteSize
        self.width = width
        self.height = height
        self.createdAt = createdAt
    }
}
