import SatchelAPI
import Vapor

/// JSON endpoints for people, friend requests, friends, invitations and circles.
struct FriendsAPI {
    func register(_ r: AppRoutes) {
        r.api(.searchPeople) { req in
            let viewer = try req.requireViewer()
            let q = (try? req.query.get(String.self, at: "q")) ?? ""
            return JSONBody(Page(items: try await req.context.friends.search(viewer: viewer.user, query: q), nextCursor: nil))
        }
        r.api(.friends) { req in
            let viewer = try req.requireViewer()
            let (cursor, limit) = try req.paging()
            return JSONBody(try await req.context.friends.friends(of: viewer.user, cursor: cursor, limit: limit))
        }
        r.api(.unfriend(.parameter)) { req in
            try await req.context.friends.unfriend(try req.requireViewer().user, other: try req.uuid("userId", "friend"))
            return HTTPStatus.noContent
        }
        r.api(.friendRequests) { req in
            JSONBody(try await req.context.friends.requests(of: try req.requireViewer().user))
        }
        r.api(.sendFriendRequest) { req in
            let viewer = try req.requireViewer()
            let input = try req.decodeJSON(NewFriendRequest.self)
            let target = try await req.context.friends.resolve(input)
            let (row, request) = try await req.context.friends.sendRequest(from: viewer.user, to: target)
            if let request { return try await JSONBody(request, status: .created).encodeResponse(for: req) }
            // They had already asked: this made the two friends.
            let other = try await req.context.friends.user(row.other(than: viewer.id))
            let friend = Friend(person: FriendService.person(other, relationship: "friend"),
                                since: row.acceptedAt ?? row.createdAt, circleIds: [])
            return try await JSONBody(friend, status: .ok).encodeResponse(for: req)
        }
        r.api(.acceptFriendRequest(.parameter)) { req in
            let viewer = try req.requireViewer()
            let row = try await req.context.friends.accept(requestID: try req.uuid("requestId", "friend_request"), by: viewer.user)
            let other = try await req.context.friends.user(row.other(than: viewer.id))
            return JSONBody(Friend(person: FriendService.person(other, relationship: "friend"),
                                   since: row.acceptedAt ?? row.createdAt, circleIds: []))
        }
        r.api(.declineFriendRequest(.parameter)) { req in
            try await req.context.friends.decline(requestID: try req.uuid("requestId", "friend_request"), by: try req.requireViewer().user)
            return HTTPStatus.noContent
        }
        r.api(.cancelFriendRequest(.parameter)) { req in
            try await req.context.friends.cancel(requestID: try req.uuid("requestId", "friend_request"), by: try req.requireViewer().user)
            return HTTPStatus.noContent
        }
        r.api(.invitations) { req in
            let now = req.context.now
            return JSONBody(try await req.context.friends.invitations(of: try req.requireViewer().user)
                .map { FriendService.invitation($0, url: nil, now: now) })
        }
        r.api(.createInvitation) { req in
            let input = try req.newInvitation()
            let (record, url, mailQueued) = try await req.context.friends.createInvitation(by: try req.requireViewer().user,
                                                                                        mailingTo: input.email)
            var invitation = try FriendService.invitation(record, url: url, now: req.context.now)
            invitation.mailQueued = mailQueued
            return JSONBody(invitation, status: .created)
        }
        r.api(.revokeInvitation(.parameter)) { req in
            try await req.context.friends.revokeInvitation(try req.uuid("invitationId", "invitation"), by: try req.requireViewer().user)
            return HTTPStatus.noContent
        }
        r.api(.circles) { req in JSONBody(try await req.context.circles.list(owner: try req.requireViewer().user)) }
        r.api(.createCircle) { req in
            let viewer = try req.requireViewer()
            let row = try await req.context.circles.create(owner: viewer.user, try req.decodeJSON(CircleDraft.self))
            return JSONBody(try await req.context.circles.render([row])[0], status: .created, version: row.version)
        }
        r.api(.circle(.parameter)) { req in
            let circle = try await req.context.circles.show(try req.uuid("circleId", "circle"), owner: try req.requireViewer().user)
            return JSONBody(circle, version: circle.version)
        }
        r.api(.updateCircle(.parameter)) { req in
            let viewer = try req.requireViewer()
            let row = try await req.context.circles.update(try req.uuid("circleId", "circle"), owner: viewer.user,
                                                        try req.decodeJSON(CircleUpdate.self), precondition: try req.precondition())
            return JSONBody(try await req.context.circles.render([row])[0], version: row.version)
        }
        r.api(.deleteCircle(.parameter)) { req in
            try await req.context.circles.delete(try req.uuid("circleId", "circle"), owner: try req.requireViewer().user,
                                              precondition: try req.precondition())
            return HTTPStatus.noContent
        }
        r.api(.addCircleMember(circle: .parameter, user: .parameter)) { req in
            let viewer = try req.requireViewer()
            let circleID = try req.uuid("circleId", "circle")
            try await req.context.circles.addMember(try req.uuid("userId", "user"), to: circleID, owner: viewer.user)
            let circle = try await req.context.circles.show(circleID, owner: viewer.user)
            return JSONBody(circle, version: circle.version)
        }
        r.api(.removeCircleMember(circle: .parameter, user: .parameter)) { req in
            let viewer = try req.requireViewer()
            let circleID = try req.uuid("circleId", "circle")
            try await req.context.circles.removeMember(try req.uuid("userId", "user"), from: circleID, owner: viewer.user)
            let circle = try await req.context.circles.show(circleID, owner: viewer.user)
            return JSONBody(circle, version: circle.version)
        }
    }
}
