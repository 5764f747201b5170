import Foundation

/// Every address of the Secret Santa pages, written once.
enum ExchangePath: Equatable {
    case exchanges
    case new
    case exchange(UUID)
    case draw(UUID)
    case leave(UUID)
    case remove(UUID, user: UUID)
    case list(UUID)
    case ask(UUID)
    case answer(UUID, question: UUID)
    case edit(UUID)
    case add(UUID)

    var path: String {
        switch self {
        case .exchanges: "/wishes/exchanges"
        case .new: "/wishes/exchanges/new"
        case .exchange(let id): "/wishes/exchanges/\(WishesPath.id(id))"
        case .draw(let id): "/wishes/exchanges/\(WishesPath.id(id))/draw"
        case .leave(let id): "/wishes/exchanges/\(WishesPath.id(id))/leave"
        case .remove(let id, let user): "/wishes/exchanges/\(WishesPath.id(id))/participants/\(WishesPath.id(user))/remove"
        case .list(let id): "/wishes/exchanges/\(WishesPath.id(id))/list"
        case .ask(let id): "/wishes/exchanges/\(WishesPath.id(id))/questions"
        case .answer(let id, let question): "/wishes/exchanges/\(WishesPath.id(id))/questions/\(WishesPath.id(question))/answer"
        case .edit(let id): "/wishes/exchanges/\(WishesPath.id(id))/edit"
        case .add(let id): "/wishes/exchanges/\(WishesPath.id(id))/participants"
        }
    }
}
