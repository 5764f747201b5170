import Foundation
import SatchelAPI
import SatchelGeo

extension SatchelClient {
    /// Spots: reminders at a time, on arrival or leaving, or both (the API's `spots` tag).
    public nonisolated var spots: SpotsClient { SpotsClient(client: self) }
}

/// `client.spots`: every operation of the API's `spots` tag.
public struct SpotsClient: Sendable {
    let client: SatchelClient

    /// Reminders page by page: `state` `open` or `done`, `sort` `due`, `created` or `title`.
    public func reminders(state: String = "open", sort: String = "due", list: UUID? = nil,
                          pageSize: Int = 50) -> AsyncThrowingStream<Reminder, any Error> {
        var query = [("state", state), ("sort", sort)]
        if let list { query.append(("listId", list.uuidString)) }
        return client.pages(SpotsRoute.reminders, query: query, pageSize: pageSize)
    }

    public func create(_ draft: ReminderDraft) async throws -> Reminder { try await client.send(SpotsRoute.createReminder, body: draft) }
    public func reminder(_ id: UUID) async throws -> Reminder { try await client.send(SpotsRoute.reminder(id)) }
    /// `editing`: the `version` of the copy the change was made from — refused (412, with the
    /// reminder as it is now) if someone changed it since. Without it, the change always applies.
    public func update(_ id: UUID, _ draft: ReminderDraft, editing version: Int? = nil) async throws -> Reminder {
        try await client.send(SpotsRoute.updateReminder(id), body: draft, version: version)
    }
    public func delete(_ id: UUID, editing version: Int? = nil) async throws {
        try await client.sendEmpty(SpotsRoute.deleteReminder(id), version: version)
    }
    @discardableResult
    public func complete(_ id: UUID, editing version: Int? = nil) async throws -> Reminder {
        try await client.send(SpotsRoute.completeReminder(id), version: version)
    }
    @discardableResult
    public func reopen(_ id: UUID, editing version: Int? = nil) async throws -> Reminder {
        try await client.send(SpotsRoute.reopenReminder(id), version: version)
    }
    /// Snoozes an alert: `.hour`, `.tomorrow` (09:00, the person's time) or `.nextVisit` (the
    /// next arrival at its place). An app's notification actions call this (or `complete`).
    @discardableResult
    public func snooze(_ id: UUID, until: AlertAction, editing version: Int? = nil) async throws -> Reminder {
        try await client.send(SpotsRoute.snoozeReminder(id), body: SnoozeRequest(until: until), version: version)
    }

    public func lists() async throws -> [ReminderList] { try await client.send(SpotsRoute.lists) }
    public func createList(_ draft: ReminderListDraft) async throws -> ReminderList { try await client.send(SpotsRoute.createList, body: draft) }
    public func updateList(_ id: UUID, _ draft: ReminderListDraft, editing version: Int? = nil) async throws -> ReminderList {
        try await client.send(SpotsRoute.updateList(id), body: draft, version: version)
    }
    public func deleteList(_ id: UUID, editing version: Int? = nil) async throws {
        try await client.sendEmpty(SpotsRoute.deleteList(id), version: version)
    }

    /// Every place of the viewer's open place reminders near `point` — chosen places and places
    /// of a reminder's kind or brand — nearest first: what ``GeofencePlanner/plan(at:regions:limit:)`` picks from.
    public func regions(near point: GeoPoint) async throws -> [PlaceRegion] {
        try await client.send(SpotsRoute.placeRegions, query: [("latitude", "\(point.latitude)"), ("longitude", "\(point.longitude)")])
    }

    /// A position fix (from the geofence or a location update); place reminders fire from it.
    public func report(_ fix: PositionFix) async throws -> PositionResult { try await client.send(SpotsRoute.reportPosition, body: fix) }

    public func calendarFeed() async throws -> CalendarFeed { try await client.send(SpotsRoute.calendarFeed) }
    /// A new secret feed address (the old one stops working).
    public func newCalendarFeed() async throws -> CalendarFeed { try await client.send(SpotsRoute.createCalendarFeed) }
    public func revokeCalendarFeed() async throws { try await client.sendEmpty(SpotsRoute.revokeCalendarFeed) }

    /// Every reminder as iCalendar (RFC 5545) text.
    public func exportCalendar() async throws -> String {
        let route = SpotsRoute.exportCalendar
        return String(decoding: try await client.exchange(method: route.method.rawValue, path: route.path, accept: "text/calendar").body, as: UTF8.self)
    }

    /// Imports VTODOs from iCalendar text; times without a zone are read in `timeZone`.
    public func importCalendar(_ text: String, timeZone: String = TimeZone.current.identifier) async throws -> CalendarImportReport {
        let route = SpotsRoute.importCalendar
        let response = try await client.exchange(method: route.method.rawValue, path: route.path, query: [("timeZone", timeZone)],
                                                 raw: Data(text.utf8), contentType: "text/calendar")
        return try SatchelClient.decoder.decode(CalendarImportReport.self, from: response.body)
    }
}
