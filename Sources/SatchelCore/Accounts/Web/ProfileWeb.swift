import SatchelAPI
import Vapor

/// The profile (name, bio, photo) and settings (language, password, notifications,
/// signed-in devices, export, deletion).
struct ProfileWeb {
    /// The forms with a photo, read as they stream in (`PhotoForm`).
    static let photoForms = [["profile", "photo"]]

    func register(_ r: AppRoutes) {
        r.get("profile") { req async throws -> Response in
            let viewer = try req.requireViewer()
            return try await ProfilePage.render(req, state: FormState(values: ["displayName": viewer.user.displayName, "bio": viewer.user.bio,
                                                                               "version": String(viewer.user.version)]))
        }
        r.post("profile") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = AccountsWeb.values(req, ["displayName", "bio", "version"])
            do {
                _ = try await req.context.accounts.updateProfile(of: viewer.user, ProfileUpdate(displayName: values["displayName"] ?? "", bio: values["bio"] ?? ""),
                                                                 precondition: req.formPrecondition())
                return req.done(CorePath.profile.path, notice: "saved")
            } catch let stale as StaleCopy<Me> {
                // Changed on another device or tab since this form was opened: both, side by side.
                let localizer = req.localizer
                return try await req.conflictPage(ConflictPage.Model(
                    name: stale.current.displayName, action: CorePath.profile.path, version: stale.version, mine: values,
                    theirs: ["displayName": stale.current.displayName, "bio": stale.current.bio],
                    shown: [("displayName", localizer.t("field.display_name"), false), ("bio", localizer.t("field.bio"), true)],
                    main: "displayName", back: CorePath.profile.path, tab: .me))
            } catch let error as AppError where error.kind != .serverError {
                return try await ProfilePage.render(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        // The photo forms stay unconditional: a picture replaces a picture, and nothing typed can
        // be lost (the API's photo operations take If-Match for apps that keep a copy).
        r.on(.POST, "profile", "photo", body: .stream) { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = ["displayName": viewer.user.displayName, "bio": viewer.user.bio]
            let form = try await PhotoForm.read(req, back: CorePath.profile.path)
            do {
                if let error = form.photoError(req.context.settings) { throw error }
                guard let photo = form.photo else { throw AppError.invalid("photo", "image.empty") }
                _ = try await req.context.accounts.setPhoto(of: viewer.user, bytes: photo)
                return req.done(CorePath.profile.path, notice: "photo_saved")
            } catch let error as AppError where error.kind != .serverError {
                return try await ProfilePage.render(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.post("profile", "photo", "remove") { req async throws -> Response in
            _ = try await req.context.accounts.removePhoto(of: try req.requireViewer().user)
            return req.done(CorePath.profile.path, notice: "photo_removed")
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
                return req.done(CorePath.settings().path, notice: "password_changed")
            } catch let error as AppError where error.kind != .serverError {
                return try await SettingsPage.render(req, state: FormState(error: error), status: .unprocessableEntity)
            }
        }
        r.post("settings", "notifications") { req async throws -> Response in
            let viewer = try req.requireViewer()
            // Without mail set up the page has no mail boxes: the choices stay as they were.
            let mailing = req.context.mail.isConfigured
            let prefs = req.application.satchel.notificationKinds.all.map { kind in
                NotificationPreference(kind: kind, inbox: req.field("inbox.\(kind)") == "on", push: req.field("push.\(kind)") == "on",
                                       email: mailing ? req.field("email.\(kind)") == "on" : nil)
            }
            _ = try await req.context.notifications.setPreferences(user: viewer.user, prefs)
            if mailing { try await req.context.notificationMail.setDigest(user: viewer.id, req.field("digest") == "on") }
            return req.done(CorePath.settings().path, notice: "saved")
        }
        r.post("settings", "push-devices", ":deviceId", "remove") { req async throws -> Response in
            let viewer = try req.requireViewer()
            try await req.context.pushDevices.remove(try req.uuid("deviceId", "push_device"), user: viewer.id)
            return req.done(CorePath.settings(at: "s-push").path, notice: "push_device_removed")
        }
        r.post("settings", "sessions", ":tokenId", "revoke") { req async throws -> Response in
            let viewer = try req.requireViewer()
            try await req.context.accounts.revokeToken(of: viewer.user, id: try req.uuid("tokenId", "token"))
            return req.done(CorePath.settings().path, notice: "session_revoked")
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
                let res = req.redirect(to: CorePath.signUp.path + "?done=account_deleted")
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
            return req.done(CorePath.settings().path, notice: "saved")
        } catch let error as AppError where error.kind != .serverError {
            return try await SettingsPage.render(req, state: FormState(values: [field: value], error: error), status: .unprocessableEntity)
        }
    }

    static func confirmDeletion(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let localizer = req.localizer
        return try await ConfirmPage.response(
            req, title: localizer.t("delete_account.title"), message: localizer.t("delete_account.message"),
            action: CorePath.deleteAccount.path, button: localizer.t("delete_account.submit"), cancel: CorePath.settings().path,
            asksPassword: true, state: state, status: status)
    }
}

/// The person's profile: their photo, name and bio.
enum ProfilePage: PageView {
    struct Model: Sendable {
        /// The person as they see themselves.
        var me: Person
        var state: FormState
    }

    static func render(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        return try await req.page(Self.self, Model(me: FriendService.person(viewer.user, relationship: "self"), state: state), status: status)
    }

    static let tab: Tab? = .me

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("profile.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, state = m.state
        return [
            element("h1", [], text(localizer.t("profile.title"))),
            element("div", [.cls("profile-head")],
               Avatar.render(m.me, size: 96),
               element("div", [],
                  element("p", [.cls("name")], text(m.me.displayName)),
                  element("p", [.cls("muted")], text("@" + m.me.username)))),
            Forms.form(ctx, action: CorePath.profilePhoto.path, multipart: true, cls: "stack", [
                Forms.field(ctx, state, name: "photo", label: localizer.t("field.photo"), type: "file",
                            hint: localizer.t("field.photo_hint"), extra: [Attr("accept", "image/jpeg,image/png,image/webp")]),
                Forms.submit(localizer.t("profile.upload_photo"), cls: "button"),
            ]),
            m.me.photoURL == nil ? group([]) :
                Forms.button(ctx, action: CorePath.removeProfilePhoto.path, label: localizer.t("profile.remove_photo"), cls: "button link"),
            Forms.form(ctx, action: CorePath.profile.path, cls: "stack", [
                Forms.field(ctx, state, name: "displayName", label: localizer.t("field.display_name"), autocomplete: "name", required: true),
                textarea(ctx, state, name: "bio", label: localizer.t("field.bio")),
                Forms.version(state),
                Forms.submit(localizer.t("action.save")),
            ]),
            element("p", [], element("a", [.href(CorePath.settings().path), .cls("button")], text(localizer.t("settings.title")))),
            element("p", [], element("a", [.href(CorePath.circles.path), .cls("button")], text(localizer.t("circles.title")))),
        ]
    }

    static func textarea(_ ctx: PageContext, _ state: FormState, name: String, label: String) -> HTMLNode {
        let id = "f-" + name
        let error = state.message(name, ctx.localizer)
        return element("div", [.cls(error == nil ? "field" : "field has-error")], [
            element("label", [Attr("for", id)], text(label)),
            element("textarea", [.id(id), .name(name), Attr("rows", "4")] + (error != nil ? [.aria("invalid", "true"), .aria("describedby", id + "-error")] : []),
               text(state[name])),
        ] + (error.map { [element("p", [.cls("field-error"), .id(id + "-error")], text($0))] } ?? []))
    }
}

/// Settings: language, time zone, password, notifications, push devices, sessions, the
/// person's data.
enum SettingsPage: PageView {
    struct Model: Sendable {
        /// The person's own choices (nil: the browser's).
        var language: String?
        var timeZone: String?
        /// The zone the browser reports, offered as "automatic".
        var browserTimeZone: String?
        var now: Date
        var preferences: [NotificationPreference]
        var sessions: [TokenInfo]
        var devices: [Device]
        var email: EmailSettingsSection.Model
        var state: FormState
        /// The mail choices; nil leaves them off the page.
        var mail: NotificationMailSettings? = nil
    }

    /// A device notifications are pushed to, as the list shows it.
    struct Device: Sendable {
        var id: UUID
        var name: String
        var kind: PushDevice.Kind
        var createdAt: Date
        var lastDeliveredAt: Date?
    }

    static func render(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let prefs = try await req.context.notifications.preferences(user: viewer.user)
        let tokens = try await req.context.accounts.tokens(of: viewer.user, current: viewer.token)
        let devices = try await req.context.pushDevices.list(user: viewer.id).map { d in
            Device(id: d.id, name: d.name, kind: PushDevice.Kind(rawValue: d.kind) ?? .webPush, createdAt: d.createdAt, lastDeliveredAt: d.lastDeliveredAt)
        }
        let model = Model(language: viewer.user.language, timeZone: viewer.user.timeZone, browserTimeZone: req.browserTimeZoneName,
                          now: req.context.now, preferences: prefs, sessions: tokens, devices: devices,
                          email: .init(email: viewer.user.email, verified: viewer.user.emailVerifiedAt != nil,
                                       mailConfigured: req.context.mail.isConfigured),
                          state: state, mail: try await req.context.notificationMail.settings(user: viewer.id))
        return try await req.page(Self.self, model, status: status)
    }

    static let tab: Tab? = .me

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("settings.title") }

    /// Under the kinds: the daily digest, or why nothing can be mailed.
    static func mailChoices(_ mail: NotificationMailSettings?, _ localizer: Localizer) -> HTMLNode {
        guard let mail else { return group([]) }
        guard mail.mailConfigured == true else { return element("p", [.cls("muted")], text(localizer.t("mailnote.not_configured"))) }
        return Forms.checkbox(name: "digest", label: localizer.t("mailnote.digest"), checked: mail.digest)
    }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, state = m.state
        let mailing = m.mail?.mailConfigured == true
        // Administrators reach the administration from here.
        let administration = ctx.viewer?.user.isAdmin == true
            ? [element("p", [], element("a", [.href(AdminPath.home.path), .cls("button")], text(localizer.t("admin.nav"))))] : []
        return [element("h1", [], text(localizer.t("settings.title")))] + administration + [
            element("section", [.aria("labelledby", "s-language")],
               element("h2", [.id("s-language")], text(localizer.t("field.language"))),
               Forms.form(ctx, action: CorePath.settingsLanguage.path, cls: "stack", [
                   Forms.select(ctx, state, name: "language", label: localizer.t("field.language"),
                                options: [("", localizer.t("language.auto"))] + Catalogue.languages.map { ($0, localizer.t("language.\($0)")) },
                                selected: m.language ?? ""),
                   Forms.submit(localizer.t("action.save"), cls: "button"),
               ])),
            element("section", [.aria("labelledby", "s-time-zone")],
               element("h2", [.id("s-time-zone")], text(localizer.t("field.time_zone"))),
               Forms.form(ctx, action: CorePath.settingsTimeZone.path, cls: "stack", [
                   Forms.select(ctx, state, name: "timeZone", label: localizer.t("field.time_zone"),
                                options: [("", localizer.t("time_zone.auto", ["zone": m.browserTimeZone ?? "UTC"]))]
                                    + TimeZones.all.map { ($0, $0.replacingOccurrences(of: "_", with: " ")) },
                                selected: state["timeZone"].isEmpty ? (m.timeZone ?? "") : state["timeZone"]),
                   element("p", [.cls("muted")], text(localizer.t("time_zone.now", ["time": localizer.date(m.now)]))),
                   Forms.submit(localizer.t("action.save"), cls: "button"),
               ])),
            EmailSettingsSection.view(m.email, state, ctx),
            element("section", [.aria("labelledby", "s-password")],
               element("h2", [.id("s-password")], text(localizer.t("settings.password"))),
               Forms.form(ctx, action: CorePath.settingsPassword.path, cls: "stack", [
                   Forms.field(ctx, state, name: "currentPassword", label: localizer.t("field.current_password"), type: "password",
                               autocomplete: "current-password", required: true),
                   Forms.field(ctx, state, name: "newPassword", label: localizer.t("field.new_password"), type: "password",
                               autocomplete: "new-password", required: true, hint: localizer.t("field.password_hint")),
                   Forms.submit(localizer.t("settings.change_password"), cls: "button"),
               ])),
            element("section", [.aria("labelledby", "s-notifications")],
               element("h2", [.id("s-notifications")], text(localizer.t("settings.notifications"))),
               Forms.form(ctx, action: CorePath.settingsNotifications.path, cls: "stack", [
                   element("table", [.cls("prefs")],
                      element("thead", [], element("tr", [], element("th", [Attr("scope", "col")], text(localizer.t("settings.kind"))),
                                        element("th", [Attr("scope", "col")], text(localizer.t("settings.inbox"))),
                                        element("th", [Attr("scope", "col")], text(localizer.t("settings.push"))),
                                        mailing ? element("th", [Attr("scope", "col")], text(localizer.t("mailnote.email"))) : group([]))),
                      element("tbody", [], m.preferences.map { p in
                          element("tr", [],
                             element("th", [Attr("scope", "row")], text(localizer.t("notification_kind.\(p.kind)"))),
                             // Each box sits in a label the size of a fingertip.
                             element("td", [], element("label", [.cls("tap")], void("input", [.type("checkbox"), .name("inbox.\(p.kind)"), .flag("checked", p.inbox),
                                                         .aria("label", localizer.t("settings.inbox") + ": " + localizer.t("notification_kind.\(p.kind)"))]))),
                             element("td", [], element("label", [.cls("tap")], void("input", [.type("checkbox"), .name("push.\(p.kind)"), .flag("checked", p.push),
                                                         .aria("label", localizer.t("settings.push") + ": " + localizer.t("notification_kind.\(p.kind)"))]))),
                             mailing ? element("td", [], element("label", [.cls("tap")], void("input", [.type("checkbox"), .name("email.\(p.kind)"), .flag("checked", p.email == true),
                                                         .aria("label", localizer.t("mailnote.email") + ": " + localizer.t("notification_kind.\(p.kind)"))]))) : group([]))
                      })),
                   mailChoices(m.mail, localizer),
                   Forms.submit(localizer.t("action.save"), cls: "button"),
               ])),
            element("section", [.aria("labelledby", "s-push"), Attr("data-push", ""),
                           Attr("data-unsupported", localizer.t("settings.push_unsupported")), Attr("data-working", localizer.t("settings.push_working")),
                           Attr("data-denied", localizer.t("settings.push_denied")), Attr("data-failed", localizer.t("settings.push_failed"))],
               element("h2", [.id("s-push")], text(localizer.t("settings.push_devices"))),
               element("p", [.cls("muted")], text(localizer.t("settings.push_intro"))),
               element("p", [], element("button", [.type("button"), .cls("button"), Attr("data-push-enable", ""), .flag("hidden", true)],
                              text(localizer.t("settings.push_enable"))),
                  element("span", [Attr("data-push-status", ""), Attr("role", "status")], text(""))),
               m.devices.isEmpty ? element("p", [], text(localizer.t("settings.push_none"))) :
               element("ul", [.cls("list")], m.devices.map { d in
                   element("li", [.cls("row")],
                      element("div", [],
                         element("p", [], text(d.name)),
                         element("p", [.cls("muted")], text(localizer.t("settings.push_detail", [
                             "kind": localizer.t("settings.push_kind_\(d.kind.rawValue)"), "created": localizer.date(d.createdAt),
                             "delivered": d.lastDeliveredAt.map { localizer.date($0) } ?? "—"])))),
                      Forms.button(ctx, action: CorePath.removePushDevice(d.id).path,
                                   label: localizer.t("settings.push_remove"), cls: "button"))
               })),
            element("section", [.aria("labelledby", "s-sessions")],
               element("h2", [.id("s-sessions")], text(localizer.t("settings.sessions"))),
               element("ul", [.cls("list")], m.sessions.map { t in
                   element("li", [.cls("row")],
                      element("div", [],
                         element("p", [], text(t.name + (t.isCurrent ? " · " + localizer.t("settings.this_device") : ""))),
                         element("p", [.cls("muted")], text(localizer.t("settings.session_detail", [
                             "kind": localizer.t("settings.kind_\(t.kind)"), "created": localizer.date(t.createdAt),
                             "used": t.lastUsedAt.map { localizer.date($0) } ?? "—"])))),
                      t.isCurrent ? group([]) :
                        Forms.button(ctx, action: CorePath.revokeSession(t.id).path,
                                     label: localizer.t("settings.revoke"), cls: "button"))
               })),
            element("section", [.aria("labelledby", "s-data")],
               element("h2", [.id("s-data")], text(localizer.t("settings.your_data"))),
               element("p", [], element("a", [.href(CorePath.export.path), .cls("button")], text(localizer.t("settings.export")))),
               element("p", [], element("a", [.href(CorePath.deleteAccount.path), .cls("button danger")], text(localizer.t("delete_account.title"))))),
        ]
    }
}
