import Foundation

/// Every address of the Eats tab, written once: pages, forms and redirects name these, never
/// a path string (`EatsPath.dish(id, at: "reviews").path`).
enum EatsPath: Equatable {
    case restaurants
    case map
    case newRestaurant
    case dishSearch
    case restaurant(UUID)
    case deleteRestaurant(UUID)
    case addDish(toRestaurant: UUID)
    /// A dish's page, at one of its sections (`rate`, `reviews`, `photos`, `nutrition`).
    case dish(UUID, at: String? = nil)
    case deleteDish(UUID)
    case rate(UUID)
    case removeRating(UUID)
    case review(UUID)
    case photos(UUID)
    case nutrition(UUID)
    case removeNutrition(UUID)
    case voteOnReview(UUID)
    case deleteReview(UUID)
    case deletePhoto(UUID)
    case report
    /// The form to report a restaurant, dish, review or photo.
    case reportForm(subject: String, id: UUID)

    var path: String {
        switch self {
        case .restaurants: "/eats"
        case .map: "/eats/map"
        case .newRestaurant: "/eats/new"
        case .dishSearch: "/eats/dishes"
        case .restaurant(let id): "/eats/restaurants/\(Self.id(id))"
        case .deleteRestaurant(let id): "/eats/restaurants/\(Self.id(id))/delete"
        case .addDish(let id): "/eats/restaurants/\(Self.id(id))/dishes"
        case .dish(let id, let section): "/eats/dishes/\(Self.id(id))" + (section.map { "#" + $0 } ?? "")
        case .deleteDish(let id): "/eats/dishes/\(Self.id(id))/delete"
        case .rate(let id): "/eats/dishes/\(Self.id(id))/rating"
        case .removeRating(let id): "/eats/dishes/\(Self.id(id))/rating/delete"
        case .review(let id): "/eats/dishes/\(Self.id(id))/review"
        case .photos(let id): "/eats/dishes/\(Self.id(id))/photos"
        case .nutrition(let id): "/eats/dishes/\(Self.id(id))/nutrition"
        case .removeNutrition(let id): "/eats/dishes/\(Self.id(id))/nutrition/delete"
        case .voteOnReview(let id): "/eats/reviews/\(Self.id(id))/vote"
        case .deleteReview(let id): "/eats/reviews/\(Self.id(id))/delete"
        case .deletePhoto(let id): "/eats/photos/\(Self.id(id))/delete"
        case .report: "/eats/report"
        case .reportForm(let subject, let id): "/eats/report?subject=\(subject)&id=\(Self.id(id))"
        }
    }

    private static func id(_ id: UUID) -> String { id.uuidString.lowercased() }
}
