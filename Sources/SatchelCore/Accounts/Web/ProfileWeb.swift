import SatchelAPI
import Vapor

/// The profile (name, bio, photo) and settings (language, password, notifications,
/// signed-in devices, export, deletion).
struct ProfileWeb {
    let uploadLimit: Int

    func register(_ r: AppRoutes) {
        r.get("profile") { req async throws -> Response in
            let viewer = try req.requireViewer()
            return try await ProfilePage.render(req, state: FormState(values: ["displayName": viewer.user.displayName, "bio": viewer.user.bio]))
        }
        r.post("profile") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = AccountsWeb.values(req, ["displayName", "bio"])
            do {
                _ = try await req.context.accounts.updateProfile(of: viewer.user, ProfileUpdate(displayName: values["displayName"] ?? "", bio: values["bio"] ?? ""))
                return req.done("/profile", notice: "saved")
            } catch let error as AppError where error.kind != .serverError {
                return try await ProfilePage.render(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.on(.POST, "profile", "photo", body: .collect(maxSize: ByteCount(value: uploadLimit))) { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = ["displayName": viewer.user.displayName, "bio": viewer.user.bio]
            do {
                guard let file = try? req.content.get(File.self, at: "photo"), file.data.readableBytes > 0 else {
                    throw AppError.invalid("photo", "image.empty")
                }
                _ = try await req.context.accounts.setPhoto(of: viewer.user, bytes: Array(file.data.readableBytesView))
                return req.done("/profile", notice: "photo_saved")
            } catch let error as AppError where error.kind != .serverError {
                return try await ProfilePage.render(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.post("profile", "photo", "remove") { req async throws -> Response in
            _ = try await req.context.accounts.removePhoto(of: try req.requireViewer().user)
            return req.done("/profile", notice: "photo_removed")
        }
        r.get("settings") { req async throws -> Response in
            return try await SettingsPage.render(req, state: FormState())
        }
        r.post("settings", "language") { req in
            try await Self.saveSetting(req, field: "language") { ProfileUpdate(language: $0) }
        }
        r.post("settings", "time-zone") { req in
            try await Self.saveSetting(req, field: "timeZone") { ProfileUpdate(timeZone: $0) }
        }
        r.post("settings", "password") { req async throws -> Response in
            let viewer = try req.requireViewer()
            do {
                try await req.context.accounts.changePassword(of: viewer.user, current: req.field("currentPassword") ?? "",
                                                           new: req.field("newPassword") ?? "", keeping: viewer.token)
                return req.done("/settings", notice: "password_changed")
            } catch let error as AppError where error.kind != .serverError {
                return try await SettingsPage.render(req, state: FormState(error: error), status: .unprocessableEntity)
            }
        }
        r.post("settings", "notifications") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let prefs = req.application.satchel.notificationKinds.all.map { kind in
                NotificationPreference(kind: kind, inbox: req.field("inbox.\(kind)") == "on", push: req.field("push.\(kind)") == "on")
            }
            _ = try await req.context.notifications.setPreferences(user: viewer.user, prefs)
            return req.done("/settings", notice: "saved")
        }
        r.post("settings", "push-devices", ":deviceId", "remove") { req async throws -> Response in
            let viewer = try req.requireViewer()
            try await req.context.pushDevices.remove(try req.uuid("deviceId", "push_device"), user: viewer.id)
            return req.done("/settings#s-push", notice: "push_device_removed")
        }
        r.post("settings", "sessions", ":tokenId", "revoke") { req async throws -> Response in
            let viewer = try req.requireViewer()
            try await req.context.accounts.revokeToken(of: viewer.user, id: try req.uuid("tokenId", "token"))
            return req.done("/settings", notice: "session_revoked")
        }
        r.get("settings", "export") { req async throws -> Response in
            let export = try await req.context.accounts.export(try req.requireViewer().user)
            let res = try await JSONBody(export).encodeResponse(for: req)
            res.headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"satchel-export.json\"")
            return res
        }
        r.get("settings", "delete") { req async throws -> Response in
            return try await Self.confirmDeletion(req, state: FormState())
        }
        r.post("settings", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            do {
                try await req.context.accounts.deleteAccount(viewer.user, password: req.field("password") ?? "")
                let res = req.redirect(to: "/sign-up?done=account_deleted")
                res.cookies[WebCookies.session] = .expired
                return res
            } catch let error as AppError where error.kind == .validation {
                return try await Self.confirmDeletion(req, state: FormState(error: error), status: .unprocessableEntity)
            }
        }
    }

    /// One settings form that changes one profile field: saved, or the page again with the
    /// error beside the field and the choice kept.
    static func saveSetting(_ req: Request, field: String, _ update: (String) -> ProfileUpdate) async throws -> Response {
        let viewer = try req.requireViewer()
        let value = req.field(field) ?? ""
        do {
            _ = try await req.context.accounts.updateProfile(of: viewer.user, update(value))
            return req.done("/settings", notice: "saved")
        } catch let error as AppError where error.kind != .serverError {
            return try await SettingsPage.render(req, state: FormState(values: [field: value], error: error), status: .unprocessableEntity)
        }
    }

    static func confirmDeletion(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let l = req.localizer
        return try await ConfirmPage.response(
            req, title: l.t("delete_account.title"), message: l.t("delete_account.message"),
            action: "/settings/delete", button: l.t("delete_account.submit"), cancel: "/settings",
            extraFields: { ctx in
                [Forms.field(ctx, state, name: "password", label: l.t("field.password"), type: "password",
                             autocomplete: "current-password", required: true)]
            }, status: status)
    }
}

enum ProfilePage {
    static func render(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        return try await req.page(l.t("profile.title"), tab: .me, status: status) { ctx in
            [
                el("h1", [], text(l.t("profile.title"))),
                el("div", [.cls("profile-head")],
                   Avatar.render(FriendService.person(viewer.user, relationship: "self"), size: 96),
                   el("div", [],
                      el("p", [.cls("name")], text(viewer.user.displayName)),
                      el("p", [.cls("muted")], text("@" + viewer.user.username)))),
                Forms.form(ctx, action: "/profile/photo", multipart: true, cls: "stack", [
                    Forms.field(ctx, state, name: "photo", label: l.t("field.photo"), type: "file",
                                hint: l.t("field.photo_hint"), extra: [Attr("accept", "image/jpeg,image/png,image/webp")]),
                    Forms.submit(l.t("profile.upload_photo"), cls: "button"),
                ]),
                viewer.user.photoID == nil ? group([]) :
                    Forms.button(ctx, action: "/profile/photo/remove", label: l.t("profile.remove_photo"), cls: "button link"),
                Forms.form(ctx, action: "/profile", cls: "stack", [
                    Forms.field(ctx, state, name: "displayName", label: l.t("field.display_name"), autocomplete: "name", required: true),
                    textarea(ctx, state, name: "bio", label: l.t("field.bio")),
                    Forms.submit(l.t("action.save")),
                ]),
                el("p", [], el("a", [.href("/settings"), .cls("button")], text(l.t("settings.title")))),
                el("p", [], el("a", [.href("/circles"), .cls("button")], text(l.t("circles.title")))),
            ]
        }
    }

    static func textarea(_ ctx: PageContext, _ state: FormState, name: String, label: String) -> HTMLNode {
        let id = "f-" + name
        let error = state.message(name, ctx.l)
        return el("div", [.cls(error == nil ? "field" : "field has-error")], [
            el("label", [Attr("for", id)], text(label)),
            el("textarea", [.id(id), .name(name), Attr("rows", "4")] + (error != nil ? [.aria("invalid", "true"), .aria("describedby", id + "-error")] : []),
               text(state[name])),
        ] + (error.map { [el("p", [.cls("field-error"), .id(id + "-error")], text($0))] } ?? []))
    }
}

enum SettingsPage {
    static func render(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let prefs = try await req.context.notifications.preferences(user: viewer.user)
        let tokens = try await req.context.accounts.tokens(of: viewer.user, current: viewer.token)
        let devices = try await req.context.pushDevices.devices(user: viewer.id)
        return try await req.page(l.t("settings.title"), tab: .me, status: status) { ctx in
            [
                el("h1", [], text(l.t("settings.title"))),
                el("section", [.aria("labelledby", "s-language")],
                   el("h2", [.id("s-language")], text(l.t("field.language"))),
                   Forms.form(ctx, action: "/settings/language", cls: "stack", [
                       Forms.select(ctx, state, name: "language", label: l.t("field.language"),
                                    options: [("", l.t("language.auto"))] + Catalogue.languages.map { ($0, l.t("language.\($0)")) },
                                    selected: viewer.user.language ?? ""),
                       Forms.submit(l.t("action.save"), cls: "button"),
                   ])),
                el("section", [.aria("labelledby", "s-time-zone")],
                   el("h2", [.id("s-time-zone")], text(l.t("field.time_zone"))),
                   Forms.form(ctx, action: "/settings/time-zone", cls: "stack", [
                       Forms.select(ctx, state, name: "timeZone", label: l.t("field.time_zone"),
                                    options: [("", l.t("time_zone.auto", ["zone": req.browserTimeZoneName ?? "UTC"]))]
                                        + TimeZones.all.map { ($0, $0.replacingOccurrences(of: "_", with: " ")) },
                                    selected: state["timeZone"].isEmpty ? (viewer.user.timeZone ?? "") : state["timeZone"]),
                       el("p", [.cls("muted")], text(l.t("time_zone.now", ["time": l.date(req.context.now)]))),
                       Forms.submit(l.t("action.save"), cls: "button"),
                   ])),
                el("section", [.aria("labelledby", "s-password")],
                   el("h2", [.id("s-password")], text(l.t("settings.password"))),
                   Forms.form(ctx, action: "/settings/password", cls: "stack", [
                       Forms.field(ctx, state, name: "currentPassword", label: l.t("field.current_password"), type: "password",
                                   autocomplete: "current-password", required: true),
                       Forms.field(ctx, state, name: "newPassword", label: l.t("field.new_password"), type: "password",
                                   autocomplete: "new-password", required: true, hint: l.t("field.password_hint")),
                       Forms.submit(l.t("settings.change_password"), cls: "button"),
                   ])),
                el("section", [.aria("labelledby", "s-notifications")],
                   el("h2", [.id("s-notifications")], text(l.t("settings.notifications"))),
                   Forms.form(ctx, action: "/settings/notifications", cls: "stack", [
                       el("table", [.cls("prefs")],
                          el("thead", [], el("tr", [], el("th", [Attr("scope", "col")], text(l.t("settings.kind"))),
                                            el("th", [Attr("scope", "col")], text(l.t("settings.inbox"))),
                                            el("th", [Attr("scope", "col")], text(l.t("settings.push"))))),
                          el("tbody", [], prefs.map { p in
                              el("tr", [],
                                 el("th", [Attr("scope", "row")], text(l.t("notification_kind.\(p.kind)"))),
                                 el("td", [], void("input", [.type("checkbox"), .name("inbox.\(p.kind)"), .flag("checked", p.inbox),
                                                             .aria("label", l.t("settings.inbox") + ": " + l.t("notification_kind.\(p.kind)"))])),
                                 el("td", [], void("input", [.type("checkbox"), .name("push.\(p.kind)"), .flag("checked", p.push),
                                                             .aria("label", l.t("settings.push") + ": " + l.t("notification_kind.\(p.kind)"))])))
                          })),
                       Forms.submit(l.t("action.save"), cls: "button"),
                   ])),
                el("section", [.aria("labelledby", "s-push"), Attr("data-push", ""),
                               Attr("data-unsupported", l.t("settings.push_unsupported")), Attr("data-working", l.t("settings.push_working")),
                               Attr("data-denied", l.t("settings.push_denied")), Attr("data-failed", l.t("settings.push_failed"))],
                   el("h2", [.id("s-push")], text(l.t("settings.push_devices"))),
                   el("p", [.cls("muted")], text(l.t("settings.push_intro"))),
                   el("p", [], el("button", [.type("button"), .cls("button"), Attr("data-push-enable", ""), .flag("hidden", true)],
                                  text(l.t("settings.push_enable"))),
                      el("span", [Attr("data-push-status", ""), Attr("role", "status")], text(""))),
                   devices.isEmpty ? el("p", [], text(l.t("settings.push_none"))) :
                   el("ul", [.cls("list")], devices.map { d in
                       el("li", [.cls("row")],
                          el("div", [],
                             el("p", [], text(d.name)),
                             el("p", [.cls("muted")], text(l.t("settings.push_detail", [
                                 "kind": l.t("settings.push_kind_\(d.kind.rawValue)"), "created": l.date(d.createdAt),
                                 "delivered": d.lastDeliveredAt.map { l.date($0) } ?? "—"])))),
                          Forms.button(ctx, action: "/settings/push-devices/\(d.id?.uuidString.lowercased() ?? "")/remove",
                                       label: l.t("settings.push_remove"), cls: "button"))
                   })),
                el("section", [.aria("labelledby", "s-sessions")],
                   el("h2", [.id("s-sessions")], text(l.t("settings.sessions"))),
                   el("ul", [.cls("list")], tokens.map { t in
                       el("li", [.cls("row")],
                          el("div", [],
                             el("p", [], text(t.name + (t.isCurrent ? " · " + l.t("settings.this_device") : ""))),
                             el("p", [.cls("muted")], text(l.t("settings.session_detail", [
                                 "kind": l.t("settings.kind_\(t.kind)"), "created": l.date(t.createdAt),
                                 "used": t.lastUsedAt.map { l.date($0) } ?? "—"])))),
                          t.isCurrent ? group([]) :
                            Forms.button(ctx, action: "/settings/sessions/\(t.id.uuidString.lowercased())/revoke",
                                         label: l.t("settings.revoke"), cls: "button"))
                   })),
                el("section", [.aria("labelledby", "s-data")],
                   el("h2", [.id("s-data")], text(l.t("settings.your_data"))),
                   el("p", [], el("a", [.href("/settings/export"), .cls("button")], text(l.t("settings.export")))),
                   el("p", [], el("a", [.href("/settings/delete"), .cls("button danger")], text(l.t("delete_account.title"))))),
            ]
        }
    }
}
