import Foundation
import SatchelAPI
import SatchelCore

/// The buttons on a reminder's alert: Done and Snooze (in an hour, tomorrow morning, next time
/// I am here), on its inbox row and on its pushed notification.
enum AlertButtons {
    /// The snoozes an alert of `kind` offers: "next time I am here" only for place alerts.
    static func snoozes(for kind: String) -> [AlertAction] {
        kind == SpotsNotification.due ? [.hour, .tomorrow] : [.hour, .tomorrow, .nextVisit]
    }

    /// Done in sight, the snoozes in the row's menu; forms that work without JavaScript and come
    /// back to the inbox.
    static func inbox(_ item: NotificationItem, _ ctx: PageContext) -> NotificationActions {
        guard let id = SpotsNotification.reminderID(inLink: item.link) else { return NotificationActions(primary: group([]), menu: []) }
        let localizer = ctx.localizer
        func form(_ actions: [AlertAction], cls: String) -> HTMLNode {
            let buttons = actions.map { action in
                element("button", [.type("submit"), .name("action"), .value(action.rawValue),
                                   .cls(action == .done ? "button small primary" : "button small"),
                                   .aria("label", localizer.t("spots.alert.\(action.rawValue)_named", ["title": item.text]))],
                        action == .done ? [Icon.check.node(), text(localizer.t("spots.alert.done"))] : [text(localizer.t("spots.alert.\(action.rawValue)"))])
            }
            return Forms.form(ctx, action: SpotsPath.alert(id).path, cls: cls,
                              [void("input", [.type("hidden"), .name("back"), .value(CorePath.notifications.path)]),
                               // Which occurrence the row is about: a repeating reminder's older row answers in words.
                               void("input", [.type("hidden"), .name("alertedAt"), .value(item.createdAt.iso8601)])] + buttons)
        }
        return NotificationActions(primary: form([.done], cls: "alert-actions"), menu: [form(snoozes(for: item.kind), cls: "alert-snoozes")])
    }

    /// Two buttons (what browsers show): Done, and the likeliest snooze — the next visit for a
    /// place alert, an hour for a time alert. Each carries a fresh token for the reminder.
    static func push(_ message: PushMessage, context: SatchelContext) async throws -> [PushAction] {
        guard SpotsNotification.all.contains(message.kind),
              let (token, record) = try await AlertTokens.issue(forLink: message.link, context: context) else { return [] }
        let language = try await context.spotsStore.settings(of: message.user)?.language ?? "en"
        let localizer = Localizer(language: language)
        let snooze: AlertAction = (record.hasPlace || record.hasTarget) && message.kind != SpotsNotification.due ? .nextVisit : .hour
        return try [AlertAction.done, snooze].map { action in
            let body = String(decoding: try JSONEncoder().encode(AlertActionRequest(token: token, action: action)), as: UTF8.self)
            return PushAction(action: action.rawValue, title: localizer.t("spots.alert.\(action.rawValue)"),
                              url: SpotsRoute.alertAction.path, body: body)
        }
    }
}
