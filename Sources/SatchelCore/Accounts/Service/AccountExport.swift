import Fluent
import Foundation
import SatchelAPI

extension AccountService {
    /// Everything held about the user, in their language.
    public func export(_ user: User) async throws -> DataExport {
        let id = try user.requireID()
        var friends: [Friend] = []
        var cursor: Cursor?
        repeat {
            let page = try await core.friends.friends(of: user, cursor: cursor, limit: 100)
            friends += page.items
            cursor = try Cursor.decode(page.nextCursor)
        } while cursor != nil
        let l = Localizer(language: user.language ?? "en")
        let rows = try await InboxNotification.query(on: core.db).filter(\.$user.$id == id)
            .sort(\.$createdAt, .descending).all()
        let notifications = try await core.notifications.render(rows, localizer: l, viewer: id)
        let invitations = try await core.friends.invitations(of: user).map { try FriendService.invitation($0, url: nil, now: core.now) }
        return DataExport(
            exportedAt: core.now, account: try AccountsAPI.me(user), friends: friends,
            friendRequests: try await core.friends.requests(of: user),
            circles: try await core.circles.list(owner: user), invitations: invitations,
            notifications: notifications,
            notificationPreferences: try await core.notifications.preferences(user: user),
            sessions: try await tokens(of: user, current: nil))
    }
}
