import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo

/// What Eats accepts: every check of what people add, in one place.
enum EatsRules {
    static let kinds = ["restaurant", "cafe", "fast_food", "pub", "bar"]
    static let diets = NearbyLimits.diets
    static let reportSubjects = ["restaurant", "dish", "review", "photo"]
    static let reportReasons = ["spam", "offensive", "wrong", "other"]
    /// Distinct reporters after which content is hidden from everyone but its author.
    static let hideAfterReports = 3
    /// "Same name within 100 m" is a near-duplicate.
    static let duplicateDistance = 100.0

    struct ValidRestaurant {
        var name: String
        var kind: String
        var cuisines: [String]
        var address: String
        var point: GeoPoint
        var country: String?
        var phone: String?
        var website: String?
        var openingHours: String?
        var diets: [String]
        var priceLevel: Int?
    }

    static func validate(_ d: RestaurantDraft) throws -> ValidRestaurant {
        var validator = Validator()
        let name = UserText.clean(d.name)
        validator.check(!name.isEmpty, "name", "restaurant.name_empty")
        validator.check(name.count <= 200, "name", "restaurant.name_long", ["max": "200"])
        // Left out means a restaurant; sent, it must be a known kind (an empty one is not, as openapi.yaml's enum says).
        let kind = d.kind.map { UserText.clean($0) } ?? "restaurant"
        validator.check(kinds.contains(kind), "kind", "restaurant.kind_unknown")
        let cuisines = (d.cuisines ?? []).map { UserText.clean($0).lowercased().replacingOccurrences(of: " ", with: "_") }
            .filter { !$0.isEmpty }
        validator.check(cuisines.count <= 10 && cuisines.allSatisfy { $0.count <= 50 && !$0.contains(";") }, "cuisines", "restaurant.cuisine_invalid")
        let address = UserText.clean(d.address)
        validator.check(address.count <= 300, "address", "restaurant.address_long", ["max": "300"])
        let point = GeoPoint(latitude: d.latitude, longitude: d.longitude)
        validator.check(point.isValid, "latitude", "restaurant.position_invalid")
        let country = d.country.map { UserText.clean($0).uppercased() }.flatMap { $0.isEmpty ? nil : $0 }
        validator.check(country.map { $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isLetter } } ?? true, "country", "restaurant.country_invalid")
        let phone = d.phone.map { UserText.clean($0) }.flatMap { $0.isEmpty ? nil : $0 }
        validator.check((phone?.count ?? 0) <= 50, "phone", "restaurant.phone_long", ["max": "50"])
        let website = d.website.map { UserText.clean($0) }.flatMap { $0.isEmpty ? nil : $0 }
        if let website { validator.check(Self.isWebsite(website), "website", "restaurant.website_invalid") }
        let hours = d.openingHours.map { UserText.clean($0) }.flatMap { $0.isEmpty ? nil : $0 }
        validator.check((hours?.count ?? 0) <= 255, "openingHours", "restaurant.opening_hours_long", ["max": "255"])
        // Each must be one of the known tags, as the document's enum says: an empty one too is refused.
        let diets = Array(Set((d.diets ?? []).map { UserText.clean($0) })).sorted()
        validator.check(diets.allSatisfy(Self.diets.contains), "diets", "restaurant.diet_unknown")
        if let price = d.priceLevel { validator.check(NearbyLimits.priceLevels.contains(price), "priceLevel", "restaurant.price_range") }
        try validator.finish()
        return ValidRestaurant(name: name, kind: kind, cuisines: cuisines, address: address, point: point, country: country,
                               phone: phone, website: website, openingHours: hours, diets: diets, priceLevel: d.priceLevel)
    }

    static func validate(_ d: DishDraft) throws -> (name: String, description: String) {
        var validator = Validator()
        let name = UserText.clean(d.name)
        validator.check(!name.isEmpty, "name", "dish.name_empty")
        validator.check(name.count <= 120, "name", "dish.name_long", ["max": "120"])
        let description = UserText.clean(d.description, multiline: true)
        validator.check(description.count <= 2000, "description", "dish.description_long", ["max": "2000"])
        try validator.finish()
        return (name, description)
    }

    static func validate(stars: Int) throws {
        guard (1...5).contains(stars) else { throw AppError.invalid("stars", "rating.stars_range") }
    }

    static func validate(review: ReviewDraft) throws -> String {
        let text = UserText.clean(review.text, multiline: true)
        guard !text.isEmpty else { throw AppError.invalid("text", "review.text_empty") }
        guard text.count <= 5000 else { throw AppError.invalid("text", "review.text_long", ["max": "5000"]) }
        return text
    }

    static func validate(_ n: Nutrition) throws {
        var validator = Validator()
        validator.check(n.energyKcal != nil || n.proteinGrams != nil || n.fatGrams != nil || n.carbohydrateGrams != nil,
                "energyKcal", "nutrition.empty")
        func range(_ value: Double?, _ field: String, _ max: Double) {
            if let value { validator.check(value.isFinite && value >= 0 && value <= max, field, "nutrition.range", ["max": "\(Int(max))"]) }
        }
        range(n.energyKcal, "energyKcal", 10_000)
        range(n.proteinGrams, "proteinGrams", 2_000)
        range(n.fatGrams, "fatGrams", 2_000)
        range(n.carbohydrateGrams, "carbohydrateGrams", 2_000)
        try validator.finish()
    }

    static func validate(_ r: AbuseReport) throws -> String {
        var validator = Validator()
        validator.check(reportSubjects.contains(r.subject), "subject", "report.subject_unknown")
        validator.check(reportReasons.contains(r.reason), "reason", "report.reason_unknown")
        let note = UserText.clean(r.note, multiline: true)
        validator.check(note.count <= 1000, "note", "report.note_long", ["max": "1000"])
        try validator.finish()
        return note
    }

    /// A restaurant's website: a web address (`WebAddress`) of at most 500 characters that also
    /// keeps to openapi.yaml's pattern (a host name, no port, URL characters only), whether typed
    /// or imported.
    static func isWebsite(_ text: String) -> Bool {
        WebAddress.isHTTP(text, maxLength: 500)
            && websitePattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    static let websitePattern = try! NSRegularExpression(
        pattern: #"^[Hh][Tt][Tt][Pp][Ss]?://[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*([/?#][A-Za-z0-9._~!$&'()*+,;=:@/?#-]*)?$"#)
}
