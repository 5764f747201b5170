import Fluent
import Foundation
import SatchelCore

/// What people add to Eats (restaurants, dishes, reviews, photos): enough reports hide it from
/// everyone but whoever added it.
protocol Moderated {
    var hidden: Bool { get }
    /// Who added it (nil for what came from an import).
    var contributor: UUID? { get }
}

extension RestaurantRecord: Moderated { var contributor: UUID? { addedBy } }
extension DishRecord: Moderated { var contributor: UUID? { addedBy } }
extension DishReviewRecord: Moderated { var contributor: UUID? { authorID } }
extension DishPhotoRecord: Moderated { var contributor: UUID? { addedBy } }
extension RestaurantFacts: Moderated { var contributor: UUID? { addedBy } }
extension RestaurantListing: Moderated { var contributor: UUID? { addedBy } }
extension DishRow: Moderated { var contributor: UUID? { addedBy } }
extension PhotoRow: Moderated { var contributor: UUID? { addedBy } }
extension ReviewSubjectRow: Moderated { var contributor: UUID? { authorID } }

extension EatsRules {
    /// Whether `viewer` may see it: anyone while it is shown, only its contributor once hidden
    /// (`EatsStore.visible` says the same in SQL).
    static func isVisible(_ item: some Moderated, to viewer: UUID) -> Bool {
        !item.hidden || item.contributor == viewer
    }

    /// The item read if `viewer` may see it; else "not found" (named `what`), as if it were not there.
    static func visible<M: Moderated>(_ item: M?, to viewer: UUID, what: String) throws -> M {
        guard let item, isVisible(item, to: viewer) else { throw AppError.notFound(what) }
        return item
    }
}
