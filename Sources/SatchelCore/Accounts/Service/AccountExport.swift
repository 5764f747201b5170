import Fluent
import Foundation
import NIOConcurrencyHelpers
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
        let l = Localizer(language: user.language ?? "en", timeZone: TimeZones.named(user.timeZone) ?? TimeZones.utc)
        let rows = try await InboxNotification.query(on: core.db).filter(\.$user.$id == id)
            .sort(\.$createdAt, .descending).all()
        let notifications = try await core.notifications.render(rows, localizer: l, viewer: id)
        let invitations = try await core.friends.invitations(of: user).map { try FriendService.invitation($0, url: nil, now: core.now) }
        var apps: [String: JSONValue] = [:]
        for (name, export) in core.services.exportHooks.all {
            apps[name] = try JSONDecoder.api.decode(JSONValue.self, from: try JSONEncoder.api.encode(try await export(id, core)))
        }
        return DataExport(
            exportedAt: core.now, account: try AccountsAPI.me(user), friends: friends,
            friendRequests: try await core.friends.requests(of: user),
            circles: try await core.circles.list(owner: user), invitations: invitations,
            notifications: notifications,
            notificationPreferences: try await core.notifications.preferences(user: user),
            sessions: try await tokens(of: user, current: nil),
            pushDevices: try await core.pushDevices.devices(user: id).map(PushDeviceService.render), apps: apps)
    }
}

/// Apps add their part of "download my data".
public final class ExportHooks: Sendable {
    public typealias Export = @Sendable (_ user: UUID, _ core: SatchelContext) async throws -> any Encodable & Sendable
    private let hooks = NIOLockedValueBox<[(String, Export)]>([])

    public init() {}

    public func register(_ name: String, _ export: @escaping Export) { hooks.withLockedValue { $0.append((name, export)) } }

    var all: [(String, Export)] { hooks.withLockedValue { $0 } }
}
