import FluentKit
import Foundation
import SQLKit

/// A photo of a dish as its page shows it. Writes go through `DishPhotoRecord`.
struct PhotoRow: Sendable, Decodable {
    let id: UUID
    let dishID: UUID
    /// The core media item holding the image.
    let mediaID: UUID
    let addedBy: UUID
    let width: Int
    let height: Int
    let hidden: Bool
    let createdAt: Date

    /// The columns, named as the table names them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, dishID = "dish_id", mediaID = "media_id", addedBy = "added_by", width, height, hidden, createdAt = "created_at"
    }

    /// What a read of photos selects: exactly the columns above.
    static let columns = SQLList(CodingKeys.allCases.map { SQLColumn($0.stringValue) })
}

extension PhotoRow {
    /// A photo just added, as a read would show it.
    init(_ p: DishPhotoRecord) {
        self.init(id: p.id!, dishID: p.$dish.id, mediaID: p.mediaID, addedBy: p.addedBy, width: p.width, height: p.height,
                  hidden: p.hidden, createdAt: p.createdAt)
    }
}
