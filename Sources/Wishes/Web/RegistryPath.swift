import Foundation
import SatchelAPI

/// The guests' pages, written once (relative to the site's public address).
enum RegistryPath: Equatable {
    case registry(token: String)
    case registrySorted(token: String, sort: ListSort)
    /// A wish reserved from the registry (the form posts here).
    case reserve(token: String)
    case reservation(token: String)
    case undo(token: String)
    case bought(token: String)
    /// The owner's forms on the list page.
    case turnOn(UUID)
    case renew(UUID)
    case turnOff(UUID)

    var path: String {
        switch self {
        case .registry(let token): "/registry/" + token
        case .registrySorted(let token, let sort): "/registry/" + token + "?sort=" + sort.rawValue
        case .reserve(let token): "/registry/" + token + "/reservations"
        case .reservation(let token): "/registry/reservations/" + token
        case .undo(let token): "/registry/reservations/" + token + "/undo"
        case .bought(let token): "/registry/reservations/" + token + "/bought"
        case .turnOn(let id): "/wishes/lists/\(WishesPath.id(id))/public-link"
        case .renew(let id): "/wishes/lists/\(WishesPath.id(id))/public-link/renew"
        case .turnOff(let id): "/wishes/lists/\(WishesPath.id(id))/public-link/off"
        }
    }
}
