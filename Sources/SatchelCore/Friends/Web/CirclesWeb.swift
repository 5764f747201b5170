import SatchelAPI
import Vapor

/// Web routes for circles: list and create, edit, members, delete.
struct CirclesWeb {
    func register(_ r: AppRoutes) {
        r.get("circles") { req async throws -> Response in
            return try await CirclesPage.render(req, state: FormState())
        }
        r.post("circles") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = AccountsWeb.values(req, ["name", "color"])
            do {
                let row = try await req.context.circles.create(owner: viewer.user, CircleDraft(name: values["name"] ?? "", color: values["color"]))
                return req.done(CorePath.circle(try row.requireID()).path, notice: "circle_created")
            } catch let error as AppError where error.kind == .validation {
                return try await CirclesPage.render(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.get("circles", ":circleId") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let circle = try await req.context.circles.show(try req.uuid("circleId", "circle"), owner: viewer.user)
            return try await CirclePage.render(req, circle, state: FormState(values: ["name": circle.name, "color": circle.color,
                                                                                      "version": String(circle.version ?? 1)]))
        }
        r.post("circles", ":circleId") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("circleId", "circle")
            let values = AccountsWeb.values(req, ["name", "color", "version"])
            do {
                _ = try await req.context.circles.update(id, owner: viewer.user, CircleUpdate(name: values["name"], color: values["color"]),
                                                         precondition: req.formPrecondition())
                return req.done(CorePath.circle(id).path, notice: "saved")
            } catch where isStaleCopy(error) {
                let current = try await req.context.circles.show(id, owner: viewer.user)
                let localizer = req.localizer
                return try await req.conflictPage(ConflictPage.Model(
                    name: current.name, action: CorePath.circle(id).path, version: current.version ?? 1, mine: values,
                    theirs: ["name": current.name, "color": current.color],
                    shown: [("name", localizer.t("field.circle_name"), false), ("color", localizer.t("field.color"), false)],
                    main: "name", back: CorePath.circle(id).path, tab: .friends))
            } catch let error as AppError where error.kind == .validation {
                let circle = try await req.context.circles.show(id, owner: viewer.user)
                return try await CirclePage.render(req, circle, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        // Adding or removing one member stays unconditional: it changes that member alone, so
        // it cannot undo what another change did to the name, the colour or other members.
        r.post("circles", ":circleId", "members") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("circleId", "circle")
            guard let member = req.field("userId").flatMap(UUID.init(uuidString:)) else { throw AppError.invalid("userId", "circle.member_not_friend") }
            try await req.context.circles.addMember(member, to: id, owner: viewer.user)
            return req.done(CorePath.circle(id).path, notice: "member_added")
        }
        r.post("circles", ":circleId", "members", ":userId", "remove") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("circleId", "circle")
            try await req.context.circles.removeMember(try req.uuid("userId", "user"), from: id, owner: viewer.user)
            return req.done(CorePath.circle(id).path, notice: "member_removed")
        }
        r.get("circles", ":circleId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let row = try await req.context.circles.row(try req.uuid("circleId", "circle"), owner: viewer.user)
            let localizer = req.localizer
            return try await ConfirmPage.response(
                req, title: localizer.t("circle.delete_title", ["name": row.name]), message: localizer.t("circle.delete_message"),
                action: CorePath.deleteCircle(row.id).path, button: localizer.t("action.delete"),
                cancel: CorePath.circle(row.id).path, hidden: [(name: "version", value: String(row.version))])
        }
        r.post("circles", ":circleId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("circleId", "circle")
            do {
                try await req.context.circles.delete(id, owner: viewer.user, precondition: req.formPrecondition())
            } catch where isStaleCopy(error) {
                let current = try await req.context.circles.row(id, owner: viewer.user)
                return try await ConfirmPage.staleDelete(req, name: current.name, version: current.version, action: CorePath.deleteCircle(id).path,
                                                         cancel: CorePath.circle(id).path)
            }
            return req.done(CorePath.circles.path, notice: "circle_deleted")
        }
    }
}

/// The person's circles, and a form for a new one.
enum CirclesPage: PageView {
    struct Model: Sendable {
        var circles: [SatchelAPI.Circle]
        /// The new circle's form as typed, and what is wrong with it.
        var state: FormState
    }

    static func render(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let circles = try await req.context.circles.list(owner: viewer.user)
        return try await req.page(Self.self, Model(circles: circles, state: state), status: status)
    }

    static let tab: Tab? = .friends

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("circles.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, state = m.state
        return [
            element("h1", [], text(localizer.t("circles.title"))),
            element("p", [], text(localizer.t("circles.intro"))),
            m.circles.isEmpty ? element("p", [.cls("muted")], text(localizer.t("circles.none"))) :
                element("ul", [.cls("list")], m.circles.map { c in
                    element("li", [.cls("row")],
                       element("span", [.cls("swatch"), .data("color", c.color), .aria("hidden", "true")]),
                       element("a", [.href(CorePath.circle(c.id).path), .cls("grow")], text(c.name)),
                       element("span", [.cls("muted")], text(localizer.t("circles.members_count", ["count": "\(c.members.count)"]))))
                }),
            element("h2", [], text(localizer.t("circles.new"))),
            Forms.form(ctx, action: CorePath.circles.path, cls: "stack", [
                Forms.field(ctx, state, name: "name", label: localizer.t("field.circle_name"), required: true),
                Forms.field(ctx, FormState(values: ["color": state["color"].isEmpty ? "#2563eb" : state["color"]], error: state.error),
                            name: "color", label: localizer.t("field.color"), type: "color"),
                Forms.submit(localizer.t("circles.create")),
            ]),
        ]
    }
}

/// One circle: its members, friends to add, its name and colour, deleting it.
enum CirclePage: PageView {
    struct Model: Sendable {
        var circle: SatchelAPI.Circle
        /// The person's friends not in it yet.
        var others: [Friend]
        /// The edit form as typed, and what is wrong with it.
        var state: FormState
    }

    static func render(_ req: Request, _ circle: SatchelAPI.Circle, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let memberIDs = Set(circle.members.map(\.id))
        let others = try await req.context.friends.friends(of: viewer.user, cursor: nil, limit: 100).items
            .filter { !memberIDs.contains($0.person.id) }
        return try await req.page(Self.self, Model(circle: circle, others: others, state: state), status: status)
    }

    static let tab: Tab? = .friends

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.circle.name }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, state = m.state, circle = m.circle, id = circle.id
        return [
            element("p", [], element("a", [.href(CorePath.circles.path)], text("← " + localizer.t("circles.title")))),
            element("h1", [], text(circle.name)),
            element("section", [.aria("labelledby", "h-members")],
               element("h2", [.id("h-members")], text(localizer.t("circles.members_count", ["count": "\(circle.members.count)"]))),
               element("ul", [.cls("list")], circle.members.map { member in
                   element("li", [.cls("row")], Avatar.render(member), element("span", [.cls("grow")], text(member.displayName)),
                      Forms.button(ctx, action: CorePath.removeMember(member.id, from: id).path, label: localizer.t("action.remove")))
               })),
            m.others.isEmpty ? element("p", [.cls("muted")], text(localizer.t("circles.no_more_friends"))) :
                Forms.form(ctx, action: CorePath.circleMembers(id).path, cls: "stack", [
                    Forms.select(ctx, FormState(), name: "userId", label: localizer.t("circles.add_member"),
                                 options: m.others.map { ($0.person.id.uuidString.lowercased(), $0.person.displayName) }, selected: ""),
                    Forms.submit(localizer.t("action.add"), cls: "button"),
                ]),
            element("h2", [], text(localizer.t("circles.edit"))),
            Forms.form(ctx, action: CorePath.circle(id).path, cls: "stack", [
                Forms.field(ctx, state, name: "name", label: localizer.t("field.circle_name"), required: true),
                Forms.field(ctx, state, name: "color", label: localizer.t("field.color"), type: "color"),
                Forms.version(state),
                Forms.submit(localizer.t("action.save")),
            ]),
            element("p", [], element("a", [.href(CorePath.deleteCircle(id).path), .cls("button danger")], text(localizer.t("action.delete")))),
        ]
    }
}
