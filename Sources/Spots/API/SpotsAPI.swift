import SatchelAPI
import SatchelCore
import SatchelGeo
import Vapor

/// JSON endpoints for reminders, lists, position reports and iCalendar.
struct SpotsAPI {
    func register(_ r: AppRoutes) {
        r.keptReads.api(SpotsRoute.reminders) { req in
            let viewer = try req.requireViewer()
            let (cursor, limit) = try req.paging()
            let state = try Self.choice(req, "state", default: ReminderService.State.open)
            let sort = try Self.choice(req, "sort", default: ReminderService.Sort.due)
            let listID = try (try? req.query.get(String.self, at: "listId")).map { text -> UUID in
                guard let id = UUID(uuidString: text) else { throw AppError.invalid("listId", "reminder.list_unknown") }
                return id
            }
            return JSONBody(try await req.context.reminders.page(owner: viewer.id, state: state, sort: sort, listID: listID,
                                                              cursor: cursor, limit: limit))
        }
        r.api(SpotsRoute.createReminder) { req in
            let viewer = try req.requireViewer()
            let record = try await req.context.reminders.create(owner: viewer.id, try req.decodeJSON(ReminderDraft.self))
            return try await Self.versioned(record, req, status: .created)
        }
        r.api(SpotsRoute.reminder(.parameter)) { req in
            let viewer = try req.requireViewer()
            let reminder = try await req.context.reminders.reminder(try req.uuid("reminderId", "reminder"), owner: viewer.id)
            return JSONBody(reminder, version: reminder.version)
        }
        r.api(SpotsRoute.updateReminder(.parameter)) { req in
            let viewer = try req.requireViewer()
            let id = try req.uuid("reminderId", "reminder")
            return try await Self.versioned(try await req.context.reminders.update(id, owner: viewer.id, try req.decodeJSON(ReminderDraft.self),
                                                                                   precondition: try req.precondition()), req)
        }
        r.api(SpotsRoute.placeRegions) { req in
            let viewer = try req.requireViewer()
            let lat = req.queryValue("latitude").flatMap(Double.init), lon = req.queryValue("longitude").flatMap(Double.init)
            guard let lat, let lon else { throw AppError.invalid(lat == nil ? "latitude" : "longitude", "position.invalid") }
            return JSONBody(try await req.context.placeRegions.near(user: viewer.id, point: GeoPoint(latitude: lat, longitude: lon)))
        }
        r.api(SpotsRoute.deleteReminder(.parameter)) { req in
            try await req.context.reminders.delete(try req.uuid("reminderId", "reminder"), owner: try req.requireViewer().id,
                                                precondition: try req.precondition())
            return HTTPStatus.noContent
        }
        r.api(SpotsRoute.completeReminder(.parameter)) { req in
            let viewer = try req.requireViewer()
            return try await Self.versioned(try await req.context.reminders.complete(try req.uuid("reminderId", "reminder"), owner: viewer.id,
                                                                                     precondition: try req.precondition()), req)
        }
        r.api(SpotsRoute.reopenReminder(.parameter)) { req in
            let viewer = try req.requireViewer()
            return try await Self.versioned(try await req.context.reminders.reopen(try req.uuid("reminderId", "reminder"), owner: viewer.id,
                                                                                   precondition: try req.precondition()), req)
        }
        r.api(SpotsRoute.snoozeReminder(.parameter)) { req in
            let viewer = try req.requireViewer()
            let request = try req.decodeJSON(SnoozeRequest.self)
            return try await Self.versioned(try await req.context.reminders.snooze(try req.uuid("reminderId", "reminder"), owner: viewer.id,
                                                                                   until: request.until, precondition: try req.precondition()), req)
        }
        // A pushed alert's buttons: the service worker has no session, the alert's token stands in.
        r.publicRoutes.api(SpotsRoute.alertAction) { req in
            let request = try req.decodeJSON(AlertActionRequest.self)
            _ = try await AlertTokens.act(request.action, token: request.token, context: req.context)
            return HTTPStatus.noContent
        }
        r.api(SpotsRoute.lists) { req in JSONBody(try await req.context.reminders.lists(owner: try req.requireViewer().id)) }
        r.api(SpotsRoute.createList) { req in
            let viewer = try req.requireViewer()
            let list = try await req.context.reminders.createList(owner: viewer.id, try req.decodeJSON(ReminderListDraft.self))
            return JSONBody(list, status: .created, version: list.version)
        }
        r.api(SpotsRoute.updateList(.parameter)) { req in
            let viewer = try req.requireViewer()
            let list = try await req.context.reminders.updateList(try req.uuid("listId", "list"), owner: viewer.id,
                                                                  try req.decodeJSON(ReminderListDraft.self), precondition: try req.precondition())
            return JSONBody(list, version: list.version)
        }
        r.api(SpotsRoute.deleteList(.parameter)) { req in
            try await req.context.reminders.deleteList(try req.uuid("listId", "list"), owner: try req.requireViewer().id,
                                                    precondition: try req.precondition())
            return HTTPStatus.noContent
        }
        r.api(SpotsRoute.reportPosition) { req in
            let viewer = try req.requireViewer()
            return JSONBody(try await req.context.positions.report(user: viewer.id, try req.decodeJSON(PositionFix.self)))
        }
        r.api(SpotsRoute.calendarFeed) { req in JSONBody(try await req.context.reminderCalendar.feed(owner: try req.requireViewer().id)) }
        r.api(SpotsRoute.createCalendarFeed) { req in
            JSONBody(try await req.context.reminderCalendar.rotateFeed(owner: try req.requireViewer().id), status: .created)
        }
        r.api(SpotsRoute.revokeCalendarFeed) { req in
            try await req.context.reminderCalendar.revokeFeed(owner: try req.requireViewer().id)
            return HTTPStatus.noContent
        }
        r.api(SpotsRoute.exportCalendar) { req in
            let viewer = try req.requireViewer()
            let text = try await req.context.reminderCalendar.export(owner: viewer.id, calendarName: req.localizer.t("spots.calendar_name"))
            return SpotsAPI.calendarResponse(text, filename: "satchel-reminders.ics")
        }
        r.api(SpotsRoute.importCalendar, body: .collect(maxSize: ByteCount(value: CalendarService.maxImportBytes))) { req in
            let viewer = try req.requireViewer()
            guard req.headers.contentType?.type == "text", req.headers.contentType?.subType == "calendar" else {
                throw AppError(.unsupportedMediaType, "body.expected_calendar")
            }
            guard let buffer = req.body.data, buffer.readableBytes > 0 else { throw AppError(.badRequest, "body.missing") }
            let zone = req.queryValue("timeZone") ?? ReminderRules.defaultTimeZone
            return JSONBody(try await req.context.reminderCalendar.importCalendar(owner: viewer.id, data: Data(buffer.readableBytesView),
                                                                              timeZone: zone))
        }
    }

    /// The owner's reminder as the API shows it (its other places, kept in their own table,
    /// read back), its version as the `ETag`.
    static func versioned(_ record: ReminderRecord, _ req: Request, status: HTTPStatus = .ok) async throws -> JSONBody<Reminder> {
        let row = try await req.context.spotsStore.withOtherPlaces([ReminderRow(record)]).first ?? ReminderRow(record)
        return JSONBody(row.rendered, status: status, version: record.version)
    }

    static func choice<T: RawRepresentable>(_ req: Request, _ name: String, default value: T) throws -> T where T.RawValue == String {
        guard let text = try? req.query.get(String.self, at: name) else { return value }
        guard let parsed = T(rawValue: text) else { throw AppError.invalid(name, "query.choice") }
        return parsed
    }

    static func calendarResponse(_ text: String, filename: String?) -> Response {
        let res = Response(status: .ok)
        res.headers.replaceOrAdd(name: .contentType, value: "text/calendar; charset=utf-8")
        if let filename { res.headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"\(filename)\"") }
        res.headers.cacheControl = .init(noStore: true)
        res.body = .init(string: text)
        return res
    }
}
