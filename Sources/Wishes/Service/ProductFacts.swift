import Foundation
import SatchelAPI
import SatchelCore

/// The facts one source (JSON-LD) gives, before cleaning.
struct ProductFacts {
    var name: String?
    var image: String?
    var amount: ProductPage.PriceValue?
    var currency: String?
    var seller: String?
    var brand: String?

    static let productTypes: Set<String> = ["product", "productgroup", "productmodel", "individualproduct", "someproducts"]

    /// The first product in the page's JSON-LD blocks, its gaps filled from its variants.
    static func fromJSONLD(_ blocks: [String]) -> ProductFacts {
        var products: [[String: JSONValue]] = []
        for block in blocks {
            guard let value = JSONLD.decode(block) else { continue }
            collectProducts(value, into: &products, depth: 0)
        }
        var named: [String: JSONValue]?
        for product in products where textValue(product["name"]) != nil {
            named = product
            break
        }
        guard let primary = named ?? products.first else { return ProductFacts() }
        var facts = ProductFacts(object: primary)
        var variants: [[String: JSONValue]] = []
        switch primary["hasVariant"] {
        case .array(let items)?:
            for case .object(let variant) in items.prefix(50) { variants.append(variant) }
        case .object(let variant)?:
            variants = [variant]
        default:
            break
        }
        for variant in variants {
            let other = ProductFacts(object: variant)
            if facts.amount == nil, let amount = other.amount {
                facts.amount = amount
                facts.currency = other.currency ?? facts.currency
            }
            facts.image = facts.image ?? other.image
            facts.seller = facts.seller ?? other.seller
            facts.brand = facts.brand ?? other.brand
        }
        return facts
    }

    /// Products in document order: at the top, in arrays, in `@graph` and in `mainEntity`, but
    /// not in item lists or related products (a category page is not one product).
    static func collectProducts(_ value: JSONValue, into products: inout [[String: JSONValue]], depth: Int) {
        guard depth < 16, products.count < 20 else { return }
        switch value {
        case .array(let items):
            for item in items.prefix(200) { collectProducts(item, into: &products, depth: depth + 1) }
        case .object(let object):
            if isProduct(object["@type"]) {
                products.append(object)
                return
            }
            for key in ["@graph", "mainEntity"] {
                if let child = object[key] { collectProducts(child, into: &products, depth: depth + 1) }
            }
        default:
            break
        }
    }

    static func isProduct(_ type: JSONValue?) -> Bool {
        switch type {
        case .string(let typeName)?:
            let local = typeName.split(whereSeparator: { $0 == "/" || $0 == ":" || $0 == "#" }).last
                .map { String($0) } ?? typeName
            return productTypes.contains(local.trimmingCharacters(in: .whitespaces).lowercased())
        case .array(let typeNames)?:
            for typeName in typeNames where isProduct(typeName) { return true }
            return false
        default:
            return false
        }
    }

    init() {}

    init(object p: [String: JSONValue]) {
        name = Self.textValue(p["name"])
        image = Self.imageValue(p["image"])
        let offer = Self.offerValue(p["offers"], depth: 0)
        amount = offer.amount
        currency = offer.currency
        seller = offer.seller
        brand = Self.nameValue(p["brand"]) ?? Self.nameValue(p["manufacturer"])
    }

    struct Offer {
        var amount: ProductPage.PriceValue?
        var currency: String?
        var seller: String?
    }

    /// An `Offer`, an `AggregateOffer` (`lowPrice`), a list of offers, or a `priceSpecification`:
    /// `price`, then `priceSpecification.price`, then `lowPrice`, then nested `offers`.
    static func offerValue(_ value: JSONValue?, depth: Int) -> Offer {
        guard depth < 6 else { return Offer() }
        switch value {
        case .array(let items)?:
            var offers: [Offer] = []
            for item in items.prefix(50) { offers.append(offerValue(item, depth: depth + 1)) }
            for offer in offers where offer.amount != nil && offer.currency != nil { return offer }
            for offer in offers where offer.amount != nil { return offer }
            return offers.first ?? Offer()
        case .object(let o)?:
            var result = Offer(amount: priceValue(o["price"]), currency: textValue(o["priceCurrency"]),
                               seller: nameValue(o["seller"]))
            for key in ["priceSpecification", "offers"] where result.amount == nil || result.currency == nil {
                let inner = offerValue(o[key], depth: depth + 1)
                if result.amount == nil, let amount = inner.amount {
                    result.amount = amount
                    result.currency = result.currency ?? inner.currency
                } else if result.currency == nil {
                    result.currency = inner.currency
                }
                result.seller = result.seller ?? inner.seller
                if key == "priceSpecification", result.amount == nil {
                    result.amount = priceValue(o["lowPrice"])
                }
            }
            return result
        default:
            return Offer()
        }
    }

    static func priceValue(_ value: JSONValue?) -> ProductPage.PriceValue? {
        switch value {
        case .number(let number)?:
            return .number(number)
        case .string(let text)?:
            return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : .text(text)
        default:
            return nil
        }
    }

    /// A string, the first of several, or a value object.
    static func textValue(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?:
            return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : text
        case .array(let items)?:
            for item in items { if let text = textValue(item) { return text } }
            return nil
        case .object(let o)?:
            return textValue(o["@value"])
        default:
            return nil
        }
    }

    /// A name given as text or as an object (`Brand`, `Organization`) with a `name`.
    static func nameValue(_ value: JSONValue?) -> String? {
        switch value {
        case .string?:
            return textValue(value)
        case .array(let items)?:
            for item in items { if let text = nameValue(item) { return text } }
            return nil
        case .object(let o)?:
            return textValue(o["name"])
        default:
            return nil
        }
    }

    /// An image as an address, a list of them, or an `ImageObject`.
    static func imageValue(_ value: JSONValue?) -> String? {
        switch value {
        case .string?:
            return textValue(value)
        case .array(let items)?:
            for item in items { if let text = imageValue(item) { return text } }
            return nil
        case .object(let o)?:
            return textValue(o["url"]) ?? textValue(o["contentUrl"])
        default:
            return nil
        }
    }
}
