import SatchelAPI
import Vapor

/// Web routes for finding people, friend requests, friends and invitation links.
struct FriendsWeb {
    func register(_ r: AppRoutes) {
        r.get("friends") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let q = (try? req.query.get(String.self, at: "q")) ?? ""
            var results: [Person]?
            var state = FormState(values: ["q": q])
            if !q.isEmpty {
                do { results = try await req.context.friends.search(viewer: viewer.user, query: q) } catch let e as AppError {
                    state.error = e
                }
            }
            return try await FriendsPage.render(req, state: state, results: results)
        }
        r.post("friends", "requests") { req async throws -> Response in
            let viewer = try req.requireViewer()
            guard let id = req.field("userId").flatMap(UUID.init(uuidString:)) else { throw AppError.notFound("user") }
            let (_, request) = try await req.context.friends.sendRequest(from: viewer.user, to: id)
            return req.done(Self.back(req), notice: request == nil ? "friend_added" : "request_sent")
        }
        r.post("friends", "requests", ":requestId", "accept") { req async throws -> Response in
            _ = try await req.context.friends.accept(requestID: try req.uuid("requestId", "friend_request"), by: try req.requireViewer().user)
            return req.done("/friends", notice: "friend_added")
        }
        r.post("friends", "requests", ":requestId", "decline") { req async throws -> Response in
            try await req.context.friends.decline(requestID: try req.uuid("requestId", "friend_request"), by: try req.requireViewer().user)
            return req.done("/friends", notice: "request_declined")
        }
        r.post("friends", "requests", ":requestId", "cancel") { req async throws -> Response in
            try await req.context.friends.cancel(requestID: try req.uuid("requestId", "friend_request"), by: try req.requireViewer().user)
            return req.done("/friends", notice: "request_cancelled")
        }
        r.get("friends", ":userId", "remove") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let other = try await req.context.friends.user(try req.uuid("userId", "friend"))
            guard try await req.context.friends.areFriends(viewer.id, other.requireID()) else { throw AppError.notFound("friend") }
            let localizer = req.localizer
            return try await ConfirmPage.response(
                req, title: localizer.t("unfriend.title", ["name": other.displayName]), message: localizer.t("unfriend.message", ["name": other.displayName]),
                action: "/friends/\(try other.requireID().uuidString.lowercased())/remove", button: localizer.t("unfriend.submit"), cancel: "/friends")
        }
        r.post("friends", ":userId", "remove") { req async throws -> Response in
            try await req.context.friends.unfriend(try req.requireViewer().user, other: try req.uuid("userId", "friend"))
            return req.done("/friends", notice: "unfriended")
        }
        r.get("friends", "invitations") { req async throws -> Response in
            return try await InvitationsPage.render(req, newURL: nil)
        }
        r.post("friends", "invitations") { req async throws -> Response in
            let (_, url) = try await req.context.friends.createInvitation(by: try req.requireViewer().user)
            return try await InvitationsPage.render(req, newURL: url, status: .created)
        }
        r.post("friends", "invitations", ":invitationId", "revoke") { req async throws -> Response in
            try await req.context.friends.revokeInvitation(try req.uuid("invitationId", "invitation"), by: try req.requireViewer().user)
            return req.done("/friends/invitations", notice: "invitation_revoked")
        }
        r.publicRoutes.get("invite", ":token") { req async throws -> Response in
            let token = req.parameters.get("token") ?? ""
            let localizer = req.localizer
            let invitation = try? await req.context.friends.openInvitation(token: token)
            return try await req.page(localizer.t("invite.title"), tab: nil) { ctx in
                guard let invitation else {
                    return [element("h1", [], text(localizer.t("invite.title"))), element("p", [], text(localizer.t("error.invitation.unusable")))]
                }
                let name = invitation.inviter.displayName
                if ctx.viewer != nil {
                    return [element("h1", [], text(localizer.t("invite.title"))),
                            element("p", [], text(localizer.t("invite.already_member", ["name": name]))),
                            element("p", [], element("a", [.href("/friends?q=" + (invitation.inviter.username.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")), .cls("button")],
                                           text(localizer.t("invite.find", ["name": name]))))]
                }
                return [element("h1", [], text(localizer.t("invite.heading", ["name": name]))),
                        element("p", [], text(localizer.t("invite.body"))),
                        element("p", [], element("a", [.href("/sign-up?invitation=" + (token.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")), .cls("button primary")],
                                       text(localizer.t("sign_up.title"))))]
            }
        }
    }

    /// Where to return after acting from search results: the search, else the friends page.
    static func back(_ req: Request) -> String {
        if let q = req.field("q"), !q.isEmpty {
            return "/friends?q=" + (q.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        }
        return "/friends"
    }
}

enum FriendsPage {
    static func render(_ req: Request, state: FormState, results: [Person]?) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let requests = try await req.context.friends.requests(of: viewer.user)
        let friends = try await req.context.friends.friends(of: viewer.user, cursor: nil, limit: 100).items
            .sorted { $0.person.displayName.lowercased() < $1.person.displayName.lowercased() }
        return try await req.page(localizer.t("friends.title"), tab: .friends) { ctx in
            var content: [HTMLNode] = [
                element("h1", [], text(localizer.t("friends.title"))),
                element("form", [Attr("method", "get"), Attr("action", "/friends"), Attr("role", "search"), .cls("stack")],
                   Forms.field(ctx, state, name: "q", label: localizer.t("friends.search_label"), type: "search",
                               hint: localizer.t("friends.search_hint")),
                   Forms.submit(localizer.t("friends.search"), cls: "button")),
            ]
            if let results {
                content.append(element("section", [.aria("labelledby", "h-results")],
                    element("h2", [.id("h-results")], text(localizer.t("friends.results", ["count": "\(results.count)"]))),
                    results.isEmpty ? element("p", [.cls("muted")], text(localizer.t("friends.no_results"))) :
                        element("ul", [.cls("list")], results.map { personRow(ctx, $0, q: state["q"]) })))
            }
            if !requests.incoming.isEmpty {
                content.append(element("section", [.aria("labelledby", "h-incoming")],
                    element("h2", [.id("h-incoming")], text(localizer.t("friends.incoming"))),
                    element("ul", [.cls("list")], requests.incoming.map { r in
                        let id = r.id.uuidString.lowercased()
                        return element("li", [.cls("row")], Avatar.render(r.from), element("span", [.cls("grow")], text(r.from.displayName)),
                                  Forms.button(ctx, action: "/friends/requests/\(id)/accept", label: localizer.t("friends.accept"), cls: "button primary"),
                                  Forms.button(ctx, action: "/friends/requests/\(id)/decline", label: localizer.t("friends.decline")))
                    })))
            }
            if !requests.outgoing.isEmpty {
                content.append(element("section", [.aria("labelledby", "h-outgoing")],
                    element("h2", [.id("h-outgoing")], text(localizer.t("friends.outgoing"))),
                    element("ul", [.cls("list")], requests.outgoing.map { r in
                        element("li", [.cls("row")], Avatar.render(r.to), element("span", [.cls("grow")], text(r.to.displayName)),
                           Forms.button(ctx, action: "/friends/requests/\(r.id.uuidString.lowercased())/cancel", label: localizer.t("friends.cancel")))
                    })))
            }
            content.append(element("section", [.aria("labelledby", "h-friends")],
                element("h2", [.id("h-friends")], text(localizer.t("friends.yours", ["count": "\(friends.count)"]))),
                friends.isEmpty ? element("p", [.cls("muted")], text(localizer.t("friends.none"))) :
                    element("ul", [.cls("list")], friends.map { f in
                        element("li", [.cls("row")], Avatar.render(f.person),
                           element("span", [.cls("grow")], text(f.person.displayName), element("span", [.cls("muted")], text(" @" + f.person.username))),
                           element("a", [.href("/friends/\(f.person.id.uuidString.lowercased())/remove"), .cls("button")], text(localizer.t("friends.remove"))))
                    })))
            content.append(element("p", [], element("a", [.href("/friends/invitations"), .cls("button")], text(localizer.t("invitations.title"))),
                              text(" "), element("a", [.href("/circles"), .cls("button")], text(localizer.t("circles.title")))))
            return content
        }
    }

    static func personRow(_ ctx: PageContext, _ p: Person, q: String) -> HTMLNode {
        let localizer = ctx.localizer
        let action: HTMLNode
        switch p.relationship {
        case "none":
            action = Forms.button(ctx, action: "/friends/requests", label: localizer.t("friends.add"), cls: "button primary",
                                  hidden: [("userId", p.id.uuidString.lowercased()), ("q", q)])
        case "requestReceived":
            action = Forms.button(ctx, action: "/friends/requests", label: localizer.t("friends.accept"), cls: "button primary",
                                  hidden: [("userId", p.id.uuidString.lowercased()), ("q", q)])
        default:
            action = element("span", [.cls("muted")], text(localizer.t("relationship.\(p.relationship)")))
        }
        return element("li", [.cls("row")], Avatar.render(p),
                  element("span", [.cls("grow")], text(p.displayName), element("span", [.cls("muted")], text(" @" + p.username))),
                  action)
    }
}

enum InvitationsPage {
    static func render(_ req: Request, newURL: String?, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let now = req.context.now
        let invitations = try await req.context.friends.invitations(of: viewer.user)
        return try await req.page(localizer.t("invitations.title"), tab: .friends, status: status) { ctx in
            var content: [HTMLNode] = [element("h1", [], text(localizer.t("invitations.title"))), element("p", [], text(localizer.t("invitations.intro")))]
            if let newURL {
                content.append(element("div", [.cls("notice"), Attr("role", "status")],
                    element("p", [], text(localizer.t("invitations.created"))),
                    ShareField.render(ctx, id: "invite-url", label: localizer.t("invitations.link"), url: newURL,
                                      title: localizer.t("share.friend_title"),
                                      message: localizer.t("share.friend_text", ["name": viewer.user.displayName]))))
            }
            content.append(Forms.form(ctx, action: "/friends/invitations", [Forms.submit(localizer.t("invitations.create"))]))
            content.append(element("ul", [.cls("list")], invitations.map { inv in
                let status = FriendService.status(of: inv, now: now)
                var detail = localizer.t("invitations.status_\(status)", ["date": localizer.date(inv.expiresAt)])
                if let who = inv.acceptedBy ?? nil { detail += " · " + who.displayName }
                return element("li", [.cls("row")],
                          element("span", [.cls("grow")], text(localizer.t("invitations.created_on", ["date": localizer.date(inv.createdAt)])),
                             element("span", [.cls("muted")], text(" · " + detail))),
                          status == "open" ? Forms.button(ctx, action: "/friends/invitations/\(inv.id!.uuidString.lowercased())/revoke",
                                                          label: localizer.t("invitations.revoke")) : group([]))
            }))
            return content
        }
    }
}
