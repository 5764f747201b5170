import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The Spots tab's routes: handlers read the form, call the services and render.
struct SpotsWeb {
    func register(_ r: AppRoutes) {
        r.keptReads.get("spots") { req async throws -> Response in try await SpotsPages.list(req) }
        r.get("spots", "days") { req async throws -> Response in try await SpotsPages.days(req) }
        r.get("spots", "map") { req async throws -> Response in try await SpotsPages.map(req) }
        r.get("spots", "map", "picker") { req async throws -> Response in try await SpotsPages.pickerFragment(req) }
        r.get("spots", "new") { req async throws -> Response in
            var values: [String: String] = [:]
            // "New reminder here" from a place: the map or search prefill it.
            for name in ["latitude", "longitude", "label", "dueDate"] {
                if let value = try? req.query.get(String.self, at: name) { values[name] = value }
            }
            return try await ReminderPages.form(req, reminder: nil, state: FormState(values: values))
        }
        r.post("spots", "new") { req async throws -> Response in
            let viewer = try req.requireViewer()
            var values = ReminderFormPlaces.compact(ReminderForm.values(req))
            if let shown = try await ReminderFormPlaces.action(req, &values) {
                return try await ReminderPages.form(req, reminder: nil, state: FormState(values: values, error: shown.error), found: shown.found)
            }
            do {
                let record = try await req.context.reminders.create(owner: viewer.id, try ReminderForm.draft(values))
                return req.done(SpotsPath.reminder(try record.requireID()).path, notice: "reminder_created")
            } catch let error as AppError where error.kind == .validation {
                return try await ReminderPages.form(req, reminder: nil, state: FormState(values: values, error: ReminderForm.formError(error, values)),
                                                    status: .unprocessableEntity)
            }
        }
        r.get("spots", ":reminderId") { req async throws -> Response in try await ReminderPages.detail(req) }
        r.get("spots", ":reminderId", "edit") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let reminder = try await Self.reminder(req, owner: viewer.id)
            return try await ReminderPages.form(req, reminder: reminder, state: FormState(values: ReminderForm.values(of: reminder)))
        }
        r.post("spots", ":reminderId", "edit") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("reminderId", "reminder")
            var values = ReminderFormPlaces.compact(ReminderForm.values(req))
            if let shown = try await ReminderFormPlaces.action(req, &values) {
                return try await ReminderPages.form(req, reminder: try await Self.reminder(req, owner: viewer.id),
                                                    state: FormState(values: values, error: shown.error), found: shown.found)
            }
            do {
                _ = try await req.context.reminders.update(id, owner: viewer.id, try ReminderForm.draft(values), precondition: req.formPrecondition())
                return req.done(SpotsPages.from(req) ?? SpotsPath.reminder(id).path, notice: "saved")
            } catch where isStaleCopy(error) {
                return try await SpotsConflicts.reminder(req, typed: values, current: try await Self.reminder(req, owner: viewer.id))
            } catch let error as AppError where error.kind == .validation {
                let reminder = try await Self.reminder(req, owner: viewer.id)
                return try await ReminderPages.form(req, reminder: reminder, state: FormState(values: values, error: ReminderForm.formError(error, values)),
                                                    status: .unprocessableEntity)
            }
        }
        // Done, snooze and undo stay unconditional: they are quick actions with no copy to have
        // gone stale (a notification's "done" too), and they change a state, never typed text.
        r.post("spots", ":reminderId", "done") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("reminderId", "reminder")
            _ = try await req.context.reminders.complete(id, owner: viewer.id)
            return req.done(Self.back(req), query: [("undo", id.uuidString.lowercased())])
        }
        // Done or snoozed from where the alert was seen (the inbox).
        r.post("spots", ":reminderId", "alert") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("reminderId", "reminder")
            guard let action = req.field("action").flatMap(AlertAction.init(rawValue:)) else {
                throw AppError.invalid("action", "reminder.snooze_until")
            }
            let back = req.field("back") == CorePath.notifications.path ? CorePath.notifications.path : Self.back(req)
            // An older row's form, posted after the reminder (or, repeating, that occurrence) was
            // finished: said in words where it came from.
            do {
                let record = try await req.context.reminders.find(id, owner: viewer.id)
                let earlier = req.field("alertedAt").flatMap(RFC3339.date).map { SpotsNotification.isEarlierOccurrence(alertedAt: $0, of: record) } ?? false
                guard record.doneAt == nil, !earlier else { return req.done(back, notice: "alert_already_done") }
                _ = try await req.context.reminders.act(action, on: id, owner: viewer.id)
            } catch let error as AppError where error.kind == .notFound {
                return req.done(back, notice: "alert_reminder_gone")
            }
            return req.done(back, notice: "alert_\(action.rawValue)")
        }
        r.post("spots", ":reminderId", "undo") { req async throws -> Response in
            let viewer = try req.requireViewer()
            _ = try await req.context.reminders.reopen(try req.uuid("reminderId", "reminder"), owner: viewer.id)
            return req.done(Self.back(req), notice: "reminder_reopened")
        }
        r.get("spots", ":reminderId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let reminder = try await Self.reminder(req, owner: viewer.id)
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("spots.delete_title", ["title": reminder.title]),
                                                  message: localizer.t("spots.delete_message"), action: SpotsPath.delete(reminder.id).path,
                                                  button: localizer.t("action.delete"), cancel: SpotsPath.reminder(reminder.id).path,
                                                  hidden: [(name: "version", value: String(reminder.version))])
        }
        r.post("spots", ":reminderId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            do {
                try await req.context.reminders.delete(try req.uuid("reminderId", "reminder"), owner: viewer.id, precondition: req.formPrecondition())
            } catch where isStaleCopy(error) {
                let current = try await Self.reminder(req, owner: viewer.id)
                return try await ConfirmPage.staleDelete(req, name: current.title, version: current.version, action: SpotsPath.delete(current.id).path,
                                                         cancel: SpotsPath.reminder(current.id).path)
            }
            return req.done(SpotsPath.reminders.path, notice: "reminder_deleted")
        }

        // Lists
        r.get("spots", "lists") { req async throws -> Response in try await CollectionPages.lists(req, state: FormState()) }
        r.post("spots", "lists") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = req.fields(["name", "color"])
            do {
                _ = try await req.context.reminders.createList(owner: viewer.id, ReminderListDraft(name: values["name"] ?? "", color: values["color"]))
                return req.done(SpotsPath.lists.path, notice: "saved")
            } catch let error as AppError where error.kind == .validation {
                return try await CollectionPages.lists(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.post("spots", "lists", ":listId") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            let values = req.fields(["name", "color", "version"])
            do {
                _ = try await req.context.reminders.updateList(id, owner: viewer.id,
                                                            ReminderListDraft(name: values["name"] ?? "", color: values["color"]),
                                                            precondition: req.formPrecondition())
                return req.done(SpotsPath.lists.path, notice: "saved")
            } catch where isStaleCopy(error) {
                guard let current = try await req.context.spotsStore.list(id, owner: viewer.id) else { throw AppError.notFound("list") }
                return try await SpotsConflicts.list(req, typed: values, current: current)
            } catch let error as AppError where error.kind == .validation {
                return try await CollectionPages.lists(req, state: FormState(values: values, error: error), renaming: id,
                                                       status: .unprocessableEntity)
            }
        }
        r.get("spots", "lists", ":listId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            guard let list = try await req.context.spotsStore.list(try req.uuid("listId", "list"), owner: viewer.id)
            else { throw AppError.notFound("list") }
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("spots.delete_list_title", ["name": list.name]),
                                                  message: localizer.t("spots.delete_list_message"),
                                                  action: SpotsPath.deleteList(list.id).path,
                                                  button: localizer.t("action.delete"), cancel: SpotsPath.lists.path,
                                                  hidden: [(name: "version", value: String(list.version ?? 1))])
        }
        r.post("spots", "lists", ":listId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("listId", "list")
            do {
                try await req.context.reminders.deleteList(id, owner: viewer.id, precondition: req.formPrecondition())
            } catch where isStaleCopy(error) {
                guard let current = try await req.context.spotsStore.list(id, owner: viewer.id) else { throw AppError.notFound("list") }
                return try await ConfirmPage.staleDelete(req, name: current.name, version: current.version ?? 1, action: SpotsPath.deleteList(id).path,
                                                         cancel: SpotsPath.lists.path)
            }
            return req.done(SpotsPath.lists.path, notice: "list_deleted")
        }

        // Calendar
        r.get("spots", "calendar") { req async throws -> Response in try await CollectionPages.calendar(req, state: FormState()) }
        r.get("spots", "calendar", "download") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let text = try await req.context.reminderCalendar.export(owner: viewer.id, calendarName: req.localizer.t("spots.calendar_name"))
            return SpotsAPI.calendarResponse(text, filename: "satchel-reminders.ics")
        }
        r.post("spots", "calendar", "subscribe") { req async throws -> Response in
            _ = try await req.context.reminderCalendar.rotateFeed(owner: try req.requireViewer().id)
            return req.done(SpotsPath.calendar.path, notice: "calendar_address_made")
        }
        r.post("spots", "calendar", "revoke") { req async throws -> Response in
            try await req.context.reminderCalendar.revokeFeed(owner: try req.requireViewer().id)
            return req.done(SpotsPath.calendar.path, notice: "calendar_address_revoked")
        }
        r.on(.POST, "spots", "calendar", "import", body: .collect(maxSize: ByteCount(value: CalendarService.maxImportBytes + 64 * 1024))) { req async throws -> Response in
            let viewer = try req.requireViewer()
            do {
                let file = try? req.content.get(File.self, at: "file")
                let report = try await req.context.reminderCalendar.importCalendar(owner: viewer.id, data: Data(file?.data.readableBytesView ?? .init()),
                                                                                timeZone: SpotsPages.viewerZoneName(req))
                return try await CollectionPages.calendar(req, state: FormState(), report: report)
            } catch let error as AppError where error.kind == .validation {
                return try await CollectionPages.calendar(req, state: FormState(error: error), status: .unprocessableEntity)
            }
        }
        // The subscription address: the secret in it is the only credential.
        r.publicRoutes.get("spots", "calendar.ics") { req async throws -> Response in
            guard let key = try? req.query.get(String.self, at: "key"),
                  let text = try await req.context.reminderCalendar.export(feed: key)
            else { throw AppError.notFound("calendar") }
            return SpotsAPI.calendarResponse(text, filename: nil)
        }
    }

    /// Where a check-off returns to: a page of this site only.
    static func back(_ req: Request) -> String {
        LocalPath.safe(req.field("back"), under: SpotsPath.reminders.path, fallback: SpotsPath.reminders.path)
    }

    /// The reminder the path names, if it is the viewer's.
    static func reminder(_ req: Request, owner: UUID) async throws -> ReminderRow {
        guard let reminder = try await req.context.spotsStore.reminder(try req.uuid("reminderId", "reminder"), owner: owner)
        else { throw AppError.notFound("reminder") }
        return reminder
    }
}
