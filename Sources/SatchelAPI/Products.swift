import Foundation

/// A product from the catalogue, offered while the user types a wish's name. Picking one
/// prefills the wish's name, price, photo and link.
public struct ProductSuggestion: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String
    /// Empty when the catalogue does not say.
    public var brand: String
    /// Empty when the catalogue does not say.
    public var category: String
    public var price: Price?
    /// An `http(s)` address of a photo of the product.
    public var imageURL: String?
    /// An `http(s)` address of the product in a store.
    public var link: String?

    public init(id: UUID, name: String, brand: String, category: String, price: Price?, imageURL: String?, link: String?) {
        self.id = id
        self.name = name
        self.brand = brand
        self.category = category
        self.price = price
        self.imageURL = imageURL
        self.link = link
    }
}
