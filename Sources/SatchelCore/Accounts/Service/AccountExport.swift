import Fluent
import Foundation
import NIOConcurrencyHelpers
import SatchelAPI

extension AccountService {
    /// Everything held about the user, in their language.
    public func export(_ user: ViewerUser) async throws -> DataExport {
        let id = user.id
        var friends: [Friend] = []
        var cursor: Cursor?
        repeat {
            let page = try await context.friends.friends(of: user, cursor: cursor, limit: 100)
            friends += page.items
            cursor = try Cursor.decode(page.nextCursor)
        } while cursor != nil
        let localizer = Localizer(language: user.language ?? "en", timeZone: TimeZones.named(user.timeZone) ?? TimeZones.utc)
        let rows = try await InboxNotification.query(on: context.db).filter(\.$user.$id == id)
            .sort(\.$createdAt, .descending).all()
        let notifications = try await context.notifications.render(rows, localizer: localizer, viewer: id)
        let invitations = try await context.friends.invitations(of: user).map { FriendService.invitation($0, url: nil, now: context.now) }
        var apps: [String: JSONValue] = [:]
        for (name, export) in context.services.exportHooks.all {
            apps[name] = try JSONDecoder.api.decode(JSONValue.self, from: try JSONEncoder.api.encode(try await export(id, context)))
        }
        return DataExport(
            exportedAt: context.now, account: AccountsAPI.me(user), friends: friends,
            friendRequests: try await context.friends.requests(of: user),
            circles: try await context.circles.list(owner: user), invitations: invitations,
            notifications: notifications,
            notificationPreferences: try await context.notifications.preferences(user: user),
            sessions: try await tokens(of: user, current: nil),
            pushDevices: try await context.pushDevices.list(user: id), apps: apps)
    }
}

/// Apps add their part of "download my data".
public final class ExportHooks: Sendable {
    public typealias Export = @Sendable (_ user: UUID, _ context: SatchelContext) async throws -> any Encodable & Sendable
    private let hooks = NIOLockedValueBox<[(String, Export)]>([])

    public init() {}

    public func register(_ name: String, _ export: @escaping Export) { hooks.withLockedValue { $0.append((name, export)) } }

    var all: [(String, Export)] { hooks.withLockedValue { $0 } }
}
