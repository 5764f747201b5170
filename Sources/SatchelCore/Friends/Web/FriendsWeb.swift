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
            let l = req.localizer
            return try await ConfirmPage.response(
                req, title: l.t("unfriend.title", ["name": other.displayName]), message: l.t("unfriend.message", ["name": other.displayName]),
                action: "/friends/\(try other.requireID().uuidString.lowercased())/remove", button: l.t("unfriend.submit"), cancel: "/friends")
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
            let l = req.localizer
            let invitation = try? await req.context.friends.openInvitation(token: token)
            return try await req.page(l.t("invite.title"), tab: nil) { ctx in
                guard let invitation else {
                    return [el("h1", [], text(l.t("invite.title"))), el("p", [], text(l.t("error.invitation.unusable")))]
                }
                let name = invitation.inviter.displayName
                if ctx.viewer != nil {
                    return [el("h1", [], text(l.t("invite.title"))),
                            el("p", [], text(l.t("invite.already_member", ["name": name]))),
                            el("p", [], el("a", [.href("/friends?q=" + (invitation.inviter.username.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")), .cls("button")],
                                           text(l.t("invite.find", ["name": name]))))]
                }
                return [el("h1", [], text(l.t("invite.heading", ["name": name]))),
                        el("p", [], text(l.t("invite.body"))),
                        el("p", [], el("a", [.href("/sign-up?invitation=" + (token.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")), .cls("button primary")],
                                       text(l.t("sign_up.title"))))]
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
        let l = req.localizer
        let requests = try await req.context.friends.requests(of: viewer.user)
        let friends = try await req.context.friends.friends(of: viewer.user, cursor: nil, limit: 100).items
            .sorted { $0.person.displayName.lowercased() < $1.person.displayName.lowercased() }
        return try await req.page(l.t("friends.title"), tab: .friends) { ctx in
            var content: [HTMLNode] = [
                el("h1", [], text(l.t("friends.title"))),
                el("form", [Attr("method", "get"), Attr("action", "/friends"), Attr("role", "search"), .cls("stack")],
                   Forms.field(ctx, state, name: "q", label: l.t("friends.search_label"), type: "search",
                               hint: l.t("friends.search_hint")),
                   Forms.submit(l.t("friends.search"), cls: "button")),
            ]
            if let results {
                content.append(el("section", [.aria("labelledby", "h-results")],
                    el("h2", [.id("h-results")], text(l.t("friends.results", ["count": "\(results.count)"]))),
                    results.isEmpty ? el("p", [.cls("muted")], text(l.t("friends.no_results"))) :
                        el("ul", [.cls("list")], results.map { personRow(ctx, $0, q: state["q"]) })))
            }
            if !requests.incoming.isEmpty {
                content.append(el("section", [.aria("labelledby", "h-incoming")],
                    el("h2", [.id("h-incoming")], text(l.t("friends.incoming"))),
                    el("ul", [.cls("list")], requests.incoming.map { r in
                        let id = r.id.uuidString.lowercased()
                        return el("li", [.cls("row")], Avatar.render(r.from), el("span", [.cls("grow")], text(r.from.displayName)),
                                  Forms.button(ctx, action: "/friends/requests/\(id)/accept", label: l.t("friends.accept"), cls: "button primary"),
                                  Forms.button(ctx, action: "/friends/requests/\(id)/decline", label: l.t("friends.decline")))
                    })))
            }
            if !requests.outgoing.isEmpty {
                content.append(el("section", [.aria("labelledby", "h-outgoing")],
                    el("h2", [.id("h-outgoing")], text(l.t("friends.outgoing"))),
                    el("ul", [.cls("list")], requests.outgoing.map { r in
                        el("li", [.cls("row")], Avatar.render(r.to), el("span", [.cls("grow")], text(r.to.displayName)),
                           Forms.button(ctx, action: "/friends/requests/\(r.id.uuidString.lowercased())/cancel", label: l.t("friends.cancel")))
                    })))
            }
            content.append(el("section", [.aria("labelledby", "h-friends")],
                el("h2", [.id("h-friends")], text(l.t("friends.yours", ["count": "\(friends.count)"]))),
                friends.isEmpty ? el("p", [.cls("muted")], text(l.t("friends.none"))) :
                    el("ul", [.cls("list")], friends.map { f in
                        el("li", [.cls("row")], Avatar.render(f.person),
                           el("span", [.cls("grow")], text(f.person.displayName), el("span", [.cls("muted")], text(" @" + f.person.username))),
                           el("a", [.href("/friends/\(f.person.id.uuidString.lowercased())/remove"), .cls("button")], text(l.t("friends.remove"))))
                    })))
            content.append(el("p", [], el("a", [.href("/friends/invitations"), .cls("button")], text(l.t("invitations.title"))),
                              text(" "), el("a", [.href("/circles"), .cls("button")], text(l.t("circles.title")))))
            return content
        }
    }

    static func personRow(_ ctx: PageContext, _ p: Person, q: String) -> HTMLNode {
        let l = ctx.l
        let action: HTMLNode
        switch p.relationship {
        case "none":
            action = Forms.button(ctx, action: "/friends/requests", label: l.t("friends.add"), cls: "button primary",
                                  hidden: [("userId", p.id.uuidString.lowercased()), ("q", q)])
        case "requestReceived":
            action = Forms.button(ctx, action: "/friends/requests", label: l.t("friends.accept"), cls: "button primary",
                                  hidden: [("userId", p.id.uuidString.lowercased()), ("q", q)])
        default:
            action = el("span", [.cls("muted")], text(l.t("relationship.\(p.relationship)")))
        }
        return el("li", [.cls("row")], Avatar.render(p),
                  el("span", [.cls("grow")], text(p.displayName), el("span", [.cls("muted")], text(" @" + p.username))),
                  action)
    }
}

enum InvitationsPage {
    static func render(_ req: Request, newURL: String?, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let now = req.context.now
        let invitations = try await req.context.friends.invitations(of: viewer.user)
        return try await req.page(l.t("invitations.title"), tab: .friends, status: status) { ctx in
            var content: [HTMLNode] = [el("h1", [], text(l.t("invitations.title"))), el("p", [], text(l.t("invitations.intro")))]
            if let newURL {
                content.append(el("div", [.cls("notice"), Attr("role", "status")],
                    el("p", [], text(l.t("invitations.created"))),
                    el("label", [Attr("for", "invite-url")], text(l.t("invitations.link"))),
                    void("input", [.id("invite-url"), .type("text"), .value(newURL), .flag("readonly"), .cls("copy-field")])))
            }
            content.append(Forms.form(ctx, action: "/friends/invitations", [Forms.submit(l.t("invitations.create"))]))
            content.append(el("ul", [.cls("list")], invitations.map { inv in
                let status = FriendService.status(of: inv, now: now)
                var detail = l.t("invitations.status_\(status)", ["date": l.date(inv.expiresAt)])
                if let who = inv.acceptedBy ?? nil { detail += " · " + who.displayName }
                return el("li", [.cls("row")],
                          el("span", [.cls("grow")], text(l.t("invitations.created_on", ["date": l.date(inv.createdAt)])),
                             el("span", [.cls("muted")], text(" · " + detail))),
                          status == "open" ? Forms.button(ctx, action: "/friends/invitations/\(inv.id!.uuidString.lowercased())/revoke",
                                                          label: l.t("invitations.revoke")) : group([]))
            }))
            return content
        }
    }
}
