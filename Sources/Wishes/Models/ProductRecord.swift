import Fluent
import Foundation

/// One product of the suggestions catalogue, filled by `satchel import products FILE`.
public final class ProductRecord: Model, @unchecked Sendable {
    public static let schema = "products"

    // identity
    @ID(key: .id) public var id: UUID?
    /// The importer's key: the file's `sku` (or `id`), else derived from the link or name and brand. Unique.
    @Field(key: "sku") public var sku: String
    /// Name, brand and category folded (lower case, no diacritics), one space between words and a
    /// leading space, so a word start matches `LIKE '% term%'`.
    @Field(key: "search_key") public var searchKey: String
    // data
    @Field(key: "name") public var name: String
    @Field(key: "brand") public var brand: String
    @Field(key: "category") public var category: String
    @OptionalField(key: "price_minor") public var priceMinor: Int?
    @OptionalField(key: "currency") public var currency: String?
    @OptionalField(key: "image_url") public var imageURL: String?
    @OptionalField(key: "link") public var link: String?
    @Field(key: "updated_at") public var updatedAt: Date

    public init() {}
}
