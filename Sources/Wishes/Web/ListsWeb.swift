import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The owner's lists: create, view, reorder, sort, share, rename, delete.
struct ListsWeb {
    func register(_ r: AppRoutes) {
        r.get("wishes", "lists") { req async throws -> Response in try await ListPages.lists(req, state: FormState()) }
        r.post("wishes", "lists") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = req.fields(["name", "occasion", "date"])
            do {
                let list = try await req.context.wishes.createList(owner: viewer.id, WishListDraft(name: values["name"] ?? "", occasion: values["occasion"],
                                                                                                 date: values["date"]))
                return req.done(WishesPath.list(try list.requireID()).path, notice: "list_created")
            } catch let error as AppError where error.kind == .validation {
                return try await ListPages.lists(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.get("wishes", "lists", ":listId") { req async throws -> Response in
            let id = try req.uuid("listId", "list")
            // A long list is read far more often than it changes: keep the page until it does.
            return try await req.cachedPage(tags: [ListCache.tag(id)]) { try await ListPages.detail(req, state: nil) }
        }
        r.post("wishes", "lists", ":listId") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            let values = req.fields(["name", "occasion", "date", "version"])
            do {
                _ = try await req.context.wishes.updateList(id, owner: viewer.id, WishListDraft(name: values["name"] ?? "", occasion: values["occasion"],
                                                                                              date: values["date"]),
                                                            precondition: req.formPrecondition())
                return req.done(WishesPath.list(id).path, notice: "saved")
            } catch where isStaleCopy(error) {
                return try await WishConflicts.list(req, typed: values, current: try await req.context.wishes.ownListData(id, owner: viewer.id))
            } catch let error as AppError where error.kind == .validation {
                return try await ListPages.detail(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.post("wishes", "lists", ":listId", "share") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            let form = (try? req.content.decode(ShareForm.self)) ?? ShareForm()
            let users = (form.userIds ?? []).compactMap(UUID.init(uuidString:))
            let circles = (form.circleIds ?? []).compactMap(UUID.init(uuidString:))
            do {
                _ = try await req.context.sharing.share(id, owner: viewer.id, ShareRequest(userIds: users, circleIds: circles))
                return req.done(WishesPath.list(id).path, notice: "list_shared")
            } catch let error as AppError where error.kind == .validation {
                return try await ListPages.detail(req, state: FormState(error: error), status: .unprocessableEntity)
            }
        }
        r.post("wishes", "lists", ":listId", "shares", ":userId", "remove") { req async throws -> Response in
            let id = try req.uuid("listId", "list")
            try await req.context.sharing.unshare(id, owner: try req.requireViewer().id, recipient: try req.uuid("userId", "share"))
            return req.done(WishesPath.list(id).path, notice: "unshared")
        }
        r.post("wishes", "lists", ":listId", "invitation") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            let email = InvitationForm.email(req)
            do {
                let (_, url, mailQueued) = try await req.context.sharing.invitation(for: id, owner: viewer.user, mailingTo: email)
                return try await ListPages.detail(req, state: nil, invitation: .init(url: url, mailedTo: mailQueued ? email : nil), status: .created)
            } catch let error as AppError where InvitationForm.isShownBeside(error) {
                return try await InvitationForm.refusal(error, email: email) { form, status in
                    try await ListPages.detail(req, state: nil, invitation: .init(mail: form), status: status)
                }
            }
        }
        r.get("wishes", "lists", ":listId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let list = try await req.context.wishes.ownListData(try req.uuid("listId", "list"), owner: viewer.id)
            let localizer = req.localizer
            let id = list.id
            return try await ConfirmPage.response(req, title: localizer.t("list.delete_title", ["name": list.name]), message: localizer.t("list.delete_message"),
                                                  action: WishesPath.deleteList(id).path, button: localizer.t("action.delete"), cancel: WishesPath.list(id).path,
                                                  hidden: [(name: "version", value: String(list.version))])
        }
        r.post("wishes", "lists", ":listId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            do {
                try await req.context.wishes.deleteList(id, owner: viewer.id, precondition: req.formPrecondition())
            } catch where isStaleCopy(error) {
                let current = try await req.context.wishes.ownListData(id, owner: viewer.id)
                return try await ConfirmPage.staleDelete(req, name: current.name, version: current.version, action: WishesPath.deleteList(id).path,
                                                         cancel: WishesPath.list(id).path)
            }
            return req.done(WishesPath.lists.path, notice: "list_deleted")
        }
    }
}

/// The share form's checkboxes (`userIds[]`, `circleIds[]`).
struct ShareForm: Decodable {
    var userIds: [String]?
    var circleIds: [String]?
}

enum ListPages {
    static func lists(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        return try await req.page(WishListsPage.self, WishListsPage.Model(lists: try await req.context.wishes.lists(owner: viewer.id), form: state),
                                  status: status)
    }

    static func summary(_ localizer: Localizer, _ list: WishList) -> String {
        var parts = [localizer.t("list.occasion.\(list.occasion)"), localizer.t("wishes.count", ["count": "\(list.wishCount)"])]
        if let date = list.date { parts.insert(localizer.calendarDay(date), at: 1) }
        return parts.joined(separator: " · ")
    }

    static func listForm(_ ctx: PageContext, _ state: FormState, action: String, submit: String) -> HTMLNode {
        let localizer = ctx.localizer
        return Forms.form(ctx, action: action, cls: "stack", [
            Forms.field(ctx, state, name: "name", label: localizer.t("list.field.name"), required: true),
            Forms.select(ctx, state, name: "occasion", label: localizer.t("list.field.occasion"),
                         options: WishListRecord.Occasion.allCases.map { ($0.rawValue, localizer.t("list.occasion.\($0.rawValue)")) },
                         selected: state["occasion"].isEmpty ? "birthday" : state["occasion"]),
            Forms.field(ctx, state, name: "date", label: localizer.t("list.field.date"), type: "date"),
            Forms.version(state),
            Forms.submit(submit),
        ])
    }

    /// The "invite someone" part of the share section: the link just made (shown this once)
    /// and where it was mailed, or the form to make one with its "Email it to" field (nil when
    /// mail is not set up: `InvitationForm`).
    struct InvitationPart: Sendable {
        var url: String? = nil
        var mailedTo: String? = nil
        var mail: FormState? = nil
    }

    /// A list's page: for the owner, its wishes in order with move buttons, sorting and sharing;
    /// for a friend, the wishes with who is giving what.
    static func detail(_ req: Request, state: FormState?, invitation: InvitationPart? = nil,
                       status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let id = try req.uuid("listId", "list")
        let sortText = (try? req.query.get(String.self, at: "sort")) ?? "position"
        let sort = WishService.Sort(rawValue: sortText) ?? .position
        let detail = try await req.context.wishes.listDetail(id, viewer: viewer.id, sort: sort)
        let list = detail.list
        let mine = list.owner.id == viewer.id
        let model = WishListPage.Model(
            list: list, wishes: detail.wishes, mine: mine, sort: sort,
            friends: mine ? try await req.context.friends.friends(of: viewer.user, cursor: nil, limit: 100).items : [],
            circles: mine ? try await req.context.circles.list(owner: viewer.user) : [],
            form: state ?? FormState(values: ["name": list.name, "occasion": list.occasion, "date": list.date ?? "", "version": String(list.version ?? 1)]),
            invitationURL: invitation?.url, invitationMailedTo: invitation?.mailedTo,
            invitationMail: invitation.map(\.mail) ?? (mine ? InvitationForm.initial(req) : nil),
            publicLink: mine ? try await req.context.registry.publicLink(id, owner: viewer.id) : nil)
        return try await req.page(WishListPage.self, model, status: status)
    }

    /// ↑ and ↓ for one wish, always both and always the same size, so rows line up on a phone;
    /// at either end of the list one is disabled. They are the way to reorder by touch and
    /// keyboard (app.js moves the row in place instead of reloading). Each carries the versions of
    /// the wish and of the one it swaps with, so an order changed meanwhile is not undone.
    static func reorderButtons(_ ctx: PageContext, _ wishes: [Wish], list: UUID, index: Int, back: String) -> HTMLNode {
        let localizer = ctx.localizer
        let wish = wishes[index], count = wishes.count
        func button(_ position: Int, icon: Icon, name: String) -> HTMLNode {
            let over = wishes.indices.contains(position) ? wishes[position] : nil
            return Forms.form(ctx, action: WishesPath.move(wish.id).path, cls: "inline", [
                void("input", [.type("hidden"), .name("listId"), .value(list.uuidString)]),
                void("input", [.type("hidden"), .name("position"), .value("\(position)")]),
                void("input", [.type("hidden"), .name("back"), .value(back)]),
                Forms.version(String(wish.version ?? 1)),
                over.map { WishMoves.overFields($0) } ?? group([]),
                element("button", [.type("submit"), .cls("button icon-button"), .aria("label", name), .flag("disabled", position < 0 || position >= count)],
                   icon.node()),
            ])
        }
        return element("div", [.cls("reorder")],
                  button(index - 1, icon: .arrowUp, name: localizer.t("list.move_up", ["name": wish.name])),
                  button(index + 1, icon: .arrowDown, name: localizer.t("list.move_down", ["name": wish.name])))
    }

    static func shareSection(_ ctx: PageContext, _ list: WishList, friends: [Friend], circles: [SatchelAPI.Circle],
                             state: FormState, invitation: InvitationPart) -> HTMLNode {
        let localizer = ctx.localizer
        let shared = Set((list.sharedWith ?? []).map(\.person.id))
        var children: [HTMLNode] = [element("h2", [.id("h-share")], text(localizer.t("list.share")))]
        if let message = state.message("userIds", localizer) ?? state.message("circleIds", localizer) {
            children.append(element("p", [.cls("field-error"), Attr("role", "alert")], text(message)))
        }
        if !(list.sharedWith ?? []).isEmpty {
            children.append(element("ul", [.cls("list")], (list.sharedWith ?? []).map { share in
                element("li", [.cls("row")], element("span", [.cls("grow")], text(share.person.displayName)),
                   element("span", [.cls("muted")], text(localizer.t("list.share_status.\(share.status)"))),
                   Forms.button(ctx, action: WishesPath.unshareList(list.id, user: share.person.id).path, label: localizer.t("list.unshare")))
            }))
        }
        let candidates = friends.filter { !shared.contains($0.person.id) }
        if !candidates.isEmpty || !circles.isEmpty {
            children.append(Forms.form(ctx, action: WishesPath.shareList(list.id).path, cls: "stack", [
                element("fieldset", [], [element("legend", [], text(localizer.t("list.share_friends")))] + candidates.map { f in
                    element("label", [.cls("checkbox")], void("input", [.type("checkbox"), .name("userIds[]"), .value(f.person.id.uuidString)]),
                       text(" " + f.person.displayName))
                }),
                circles.isEmpty ? group([]) : element("fieldset", [], [element("legend", [], text(localizer.t("list.share_circles")))] + circles.map { c in
                    element("label", [.cls("checkbox")], void("input", [.type("checkbox"), .name("circleIds[]"), .value(c.id.uuidString)]),
                       text(" " + c.name))
                }),
                Forms.submit(localizer.t("list.share_submit"), cls: "button primary"),
            ]))
        }
        if let invitationURL = invitation.url {
            children.append(element("div", [.cls("notice"), Attr("role", "status")],
                               ShareField.render(ctx, id: "invite-url", label: localizer.t("list.invitation_created"), url: invitationURL,
                                                 title: list.name,
                                                 message: localizer.t("share.list_text", ["name": list.owner.displayName, "list": list.name])),
                               invitation.mailedTo.map { element("p", [], text(localizer.t("invitation_mail.queued", ["address": $0]))) } ?? group([])))
        } else {
            children.append(InvitationForm.render(ctx, action: WishesPath.listInvitation(list.id).path, submit: localizer.t("list.invite_someone"),
                                                  mail: invitation.mail, cls: "button"))
        }
        return element("section", [.aria("labelledby", "h-share")], children)
    }
}
