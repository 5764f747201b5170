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
            return req.done(CorePath.friends.path, notice: "friend_added")
        }
        r.post("friends", "requests", ":requestId", "decline") { req async throws -> Response in
            try await req.context.friends.decline(requestID: try req.uuid("requestId", "friend_request"), by: try req.requireViewer().user)
            return req.done(CorePath.friends.path, notice: "request_declined")
        }
        r.post("friends", "requests", ":requestId", "cancel") { req async throws -> Response in
            try await req.context.friends.cancel(requestID: try req.uuid("requestId", "friend_request"), by: try req.requireViewer().user)
            return req.done(CorePath.friends.path, notice: "request_cancelled")
        }
        r.get("friends", ":userId", "remove") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("userId", "friend")
            guard let name = try await req.context.friends.names([id])[id] else { throw AppError.notFound("user") }
            guard try await req.context.friends.areFriends(viewer.id, id) else { throw AppError.notFound("friend") }
            let localizer = req.localizer
            return try await ConfirmPage.response(
                req, title: localizer.t("unfriend.title", ["name": name]), message: localizer.t("unfriend.message", ["name": name]),
                action: CorePath.unfriend(id).path, button: localizer.t("unfriend.submit"), cancel: CorePath.friends.path)
        }
        r.post("friends", ":userId", "remove") { req async throws -> Response in
            try await req.context.friends.unfriend(try req.requireViewer().user, other: try req.uuid("userId", "friend"))
            return req.done(CorePath.friends.path, notice: "unfriended")
        }
        r.get("friends", "invitations") { req async throws -> Response in
            return try await InvitationsPage.render(req, newURL: nil)
        }
        r.post("friends", "invitations") { req async throws -> Response in
            let email = InvitationForm.email(req)
            do {
                let (_, url, mailQueued) = try await req.context.friends.createInvitation(by: try req.requireViewer().user, mailingTo: email)
                return try await InvitationsPage.render(req, newURL: url, mailedTo: mailQueued ? email : nil, status: .created)
            } catch let error as AppError where InvitationForm.isShownBeside(error) {
                return try await InvitationForm.refusal(error, email: email) { form, status in
                    try await InvitationsPage.render(req, newURL: nil, mailForm: form, status: status)
                }
            }
        }
        r.post("friends", "invitations", ":invitationId", "revoke") { req async throws -> Response in
            try await req.context.friends.revokeInvitation(try req.uuid("invitationId", "invitation"), by: try req.requireViewer().user)
            return req.done(CorePath.invitations.path, notice: "invitation_revoked")
        }
        r.publicRoutes.get("invite", ":token") { req async throws -> Response in
            let token = req.parameters.get("token") ?? ""
            let invitation = try? await req.context.friends.openInvitation(token: token)
            let inviter = invitation.map { InvitePage.Inviter(name: $0.inviterName, username: $0.inviterUsername) }
            var opens: String?
            if let invitation, let payload = invitation.payload {
                opens = try await req.application.satchel.invitationHooks.describe(payload: payload, inviter: invitation.inviterID,
                                                                                  context: req.context, localizer: req.localizer)
            }
            return try await req.page(InvitePage.self, InvitePage.Model(token: token, inviter: inviter, opens: opens))
        }
    }

    /// Where to return after acting from search results: the search, else the friends page.
    static func back(_ req: Request) -> String {
        if let q = req.field("q"), !q.isEmpty {
            return CorePath.friendSearch(q).path
        }
        return CorePath.friends.path
    }
}

/// Finding people, answering and withdrawing requests, and the person's friends.
enum FriendsPage: PageView {
    struct Model: Sendable {
        /// The search as typed, and why it could not run.
        var state: FormState
        /// What the search found (nil: no search).
        var results: [Person]?
        var incoming: [FriendRequest]
        var outgoing: [FriendRequest]
        /// By name.
        var friends: [Friend]
    }

    static func render(_ req: Request, state: FormState, results: [Person]?) async throws -> Response {
        let viewer = try req.requireViewer()
        let requests = try await req.context.friends.requests(of: viewer.user)
        let friends = try await req.context.friends.friends(of: viewer.user, cursor: nil, limit: 100).items
            .sorted { $0.person.displayName.lowercased() < $1.person.displayName.lowercased() }
        return try await req.page(Self.self, Model(state: state, results: results, incoming: requests.incoming, outgoing: requests.outgoing,
                                                   friends: friends))
    }

    static let tab: Tab? = .friends

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("friends.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, state = m.state
        var content: [HTMLNode] = [
            element("h1", [], text(localizer.t("friends.title"))),
            element("form", [Attr("method", "get"), Attr("action", CorePath.friends.path), Attr("role", "search"), .cls("stack")],
               Forms.field(ctx, state, name: "q", label: localizer.t("friends.search_label"), type: "search",
                           hint: localizer.t("friends.search_hint")),
               Forms.submit(localizer.t("friends.search"), cls: "button")),
        ]
        if let results = m.results {
            content.append(element("section", [.aria("labelledby", "h-results")],
                element("h2", [.id("h-results")], text(localizer.t("friends.results", ["count": "\(results.count)"]))),
                results.isEmpty ? element("p", [.cls("muted")], text(localizer.t("friends.no_results"))) :
                    element("ul", [.cls("list")], results.map { personRow(ctx, $0, q: state["q"]) })))
        }
        if !m.incoming.isEmpty {
            content.append(element("section", [.aria("labelledby", "h-incoming")],
                element("h2", [.id("h-incoming")], text(localizer.t("friends.incoming"))),
                element("ul", [.cls("list")], m.incoming.map { r in
                    element("li", [.cls("row")], Avatar.render(r.from), element("span", [.cls("grow")], text(r.from.displayName)),
                       Forms.button(ctx, action: CorePath.acceptRequest(r.id).path, label: localizer.t("friends.accept"), cls: "button primary"),
                       Forms.button(ctx, action: CorePath.declineRequest(r.id).path, label: localizer.t("friends.decline")))
                })))
        }
        if !m.outgoing.isEmpty {
            content.append(element("section", [.aria("labelledby", "h-outgoing")],
                element("h2", [.id("h-outgoing")], text(localizer.t("friends.outgoing"))),
                element("ul", [.cls("list")], m.outgoing.map { r in
                    element("li", [.cls("row")], Avatar.render(r.to), element("span", [.cls("grow")], text(r.to.displayName)),
                       Forms.button(ctx, action: CorePath.cancelRequest(r.id).path, label: localizer.t("friends.cancel")))
                })))
        }
        content.append(element("section", [.aria("labelledby", "h-friends")],
            element("h2", [.id("h-friends")], text(localizer.t("friends.yours", ["count": "\(m.friends.count)"]))),
            m.friends.isEmpty ? element("p", [.cls("muted")], text(localizer.t("friends.none"))) :
                element("ul", [.cls("list")], m.friends.map { f in
                    element("li", [.cls("row")], Avatar.render(f.person),
                       element("span", [.cls("grow")], text(f.person.displayName), element("span", [.cls("muted")], text(" @" + f.person.username))),
                       element("a", [.href(CorePath.unfriend(f.person.id).path), .cls("button")], text(localizer.t("friends.remove"))))
                })))
        content.append(element("p", [], element("a", [.href(CorePath.invitations.path), .cls("button")], text(localizer.t("invitations.title"))),
                          text(" "), element("a", [.href(CorePath.circles.path), .cls("button")], text(localizer.t("circles.title")))))
        return content
    }

    static func personRow(_ ctx: PageContext, _ p: Person, q: String) -> HTMLNode {
        let localizer = ctx.localizer
        let action: HTMLNode
        switch p.relationship {
        case "none":
            action = Forms.button(ctx, action: CorePath.friendRequests.path, label: localizer.t("friends.add"), cls: "button primary",
                                  hidden: [("userId", p.id.uuidString.lowercased()), ("q", q)])
        case "requestReceived":
            action = Forms.button(ctx, action: CorePath.friendRequests.path, label: localizer.t("friends.accept"), cls: "button primary",
                                  hidden: [("userId", p.id.uuidString.lowercased()), ("q", q)])
        default:
            action = element("span", [.cls("muted")], text(localizer.t("relationship.\(p.relationship)")))
        }
        return element("li", [.cls("row")], Avatar.render(p),
                  element("span", [.cls("grow")], text(p.displayName), element("span", [.cls("muted")], text(" @" + p.username))),
                  action)
    }
}

/// The person's invitation links: a new one to share, and each earlier one's state.
enum InvitationsPage: PageView {
    struct Model: Sendable {
        /// Whose links they are (the share text names them).
        var inviterName: String
        /// The link just made: its secret is shown this once.
        var newURL: String?
        /// Newest first.
        var invitations: [Link]
        /// Where the new link was mailed.
        var mailedTo: String? = nil
        /// The "Email it to" field; nil when mail is not set up (`InvitationForm`).
        var mailForm: FormState? = nil
    }

    /// One invitation link as the list shows it.
    struct Link: Sendable {
        var id: UUID
        var createdAt: Date
        var expiresAt: Date
        /// `open`, `accepted` or `expired` (`FriendService.status`).
        var status: String
        /// Who signed up through it.
        var acceptedBy: String?
    }

    static func render(_ req: Request, newURL: String?, mailedTo: String? = nil, mailForm: FormState? = nil,
                       status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let now = req.context.now
        let invitations = try await req.context.friends.invitations(of: viewer.user).map { inv in
            Link(id: inv.id, createdAt: inv.createdAt, expiresAt: inv.expiresAt,
                 status: FriendService.status(acceptedAt: inv.acceptedAt, expiresAt: inv.expiresAt, now: now), acceptedBy: inv.acceptedByName)
        }
        return try await req.page(Self.self, Model(inviterName: viewer.user.displayName, newURL: newURL, invitations: invitations,
                                                   mailedTo: mailedTo, mailForm: mailForm ?? InvitationForm.initial(req)),
                                  status: status)
    }

    static let tab: Tab? = .friends

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("invitations.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content: [HTMLNode] = [element("h1", [], text(localizer.t("invitations.title"))), element("p", [], text(localizer.t("invitations.intro")))]
        if let newURL = m.newURL {
            content.append(element("div", [.cls("notice"), Attr("role", "status")],
                element("p", [], text(localizer.t("invitations.created"))),
                ShareField.render(ctx, id: "invite-url", label: localizer.t("invitations.link"), url: newURL,
                                  title: localizer.t("share.friend_title"),
                                  message: localizer.t("share.friend_text", ["name": m.inviterName])),
                m.mailedTo.map { element("p", [], text(localizer.t("invitation_mail.queued", ["address": $0]))) } ?? group([])))
        }
        if let mail = m.mailForm {
            content.append(InvitationForm.render(ctx, action: CorePath.invitations.path, submit: localizer.t("invitations.create"), mail: mail))
        } else {
            content.append(Forms.form(ctx, action: CorePath.invitations.path, [Forms.submit(localizer.t("invitations.create"))]))
        }
        content.append(element("ul", [.cls("list")], m.invitations.map { inv in
            var detail = localizer.t("invitations.status_\(inv.status)", ["date": localizer.date(inv.expiresAt)])
            if let who = inv.acceptedBy { detail += " · " + who }
            return element("li", [.cls("row")],
                      element("span", [.cls("grow")], text(localizer.t("invitations.created_on", ["date": localizer.date(inv.createdAt)])),
                         element("span", [.cls("muted")], text(" · " + detail))),
                      inv.status == "open" ? Forms.button(ctx, action: CorePath.revokeInvitation(inv.id).path,
                                                          label: localizer.t("invitations.revoke")) : group([]))
        }))
        return content
    }
}

/// What an invitation link opens: an invitation to sign up, or (signed in) a way to find the inviter.
enum InvitePage: PageView {
    struct Model: Sendable {
        /// The link's secret, carried on to sign-up.
        var token: String
        /// Who invited; nil when the link can no longer be used.
        var inviter: Inviter?
        /// What else the link opens, in a sentence (a shared wish list).
        var opens: String?
    }

    struct Inviter: Sendable {
        var name: String
        var username: String
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("invite.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        guard let inviter = m.inviter else {
            return [element("h1", [], text(localizer.t("invite.title"))), element("p", [], text(localizer.t("error.invitation.unusable")))]
        }
        let name = inviter.name
        if ctx.viewer != nil {
            return [element("h1", [], text(localizer.t("invite.title"))),
                    element("p", [], text(localizer.t("invite.already_member", ["name": name]))),
                    element("p", [], element("a", [.href(CorePath.friendSearch(inviter.username).path), .cls("button")],
                                       text(localizer.t("invite.find", ["name": name]))))]
        }
        return [element("h1", [], text(localizer.t("invite.heading", ["name": name])))]
            + (m.opens.map { [element("p", [.cls("lead")], text($0))] } ?? [])
            + [element("p", [], text(localizer.t("invite.body"))),
                element("p", [], element("a", [.href(CorePath.signUpInvited(token: m.token).path), .cls("button primary")],
                                   text(localizer.t("sign_up.title"))))]
    }
}
