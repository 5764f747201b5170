import Foundation

/// Who may see something a user owns. Later apps store this with their objects and ask
/// `CircleService.canView` before showing them.
public enum Audience: Sendable, Equatable, Hashable {
    case onlyOwner
    case allFriends
    /// Friends in any of these circles of the owner's.
    case circles(Set<UUID>)
    /// Anyone signed in.
    case everyone
}
