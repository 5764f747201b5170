import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SQLKit

/// Reminders and their lists. Every read and write is the owner's own: nobody else sees them.
public struct ReminderService: Sendable {
    let context: SatchelContext

    public enum State: String, Sendable { case open, done }
    public enum Sort: String, Sendable, CaseIterable { case due, created, title }

    // MARK: reminders

    public func create(owner: UUID, _ draft: ReminderDraft) async throws -> ReminderRecord {
        let valid = try await resolved(ReminderRules.validate(draft))
        try await checkList(valid.listID, owner: owner)
        let count = try await context.spotsStore.reminderCount(owner: owner)
        guard count < ReminderRules.maxReminders else {
            throw AppError(.conflict, "reminder.too_many", ["max": "\(ReminderRules.maxReminders)"])
        }
        let record = ReminderRecord()
        record.id = UUID()
        record.$owner.id = owner
        record.icalUID = "\(record.id!.uuidString.lowercased())@satchel"
        record.presence = GeofencePresence.unknown.rawValue
        record.stayAlerted = false
        record.snoozeArrival = false
        record.createdAt = context.now
        record.version = 1
        apply(valid, to: record)
        let id = record.id!
        try await context.transaction { tx in
            try await record.create(on: tx.db)
            try await ReminderPlaces.replace(reminder: id, owner: owner, with: valid.otherPlaces, on: tx.sql)
        }
        return record
    }

    /// Refused (412, with the reminder as it is now) if it moved on since the copy the edit was
    /// made from (`precondition`).
    public func update(_ id: UUID, owner: UUID, _ draft: ReminderDraft, precondition: Precondition = .unconditional) async throws -> ReminderRecord {
        let valid = try await resolved(ReminderRules.validate(draft))
        try await checkList(valid.listID, owner: owner)
        let record = try await find(id, owner: owner)
        try await check(precondition, record)
        let targetBefore = [record.targetKind, record.targetBrandKey, record.targetBrandWikidata, record.targetRadius.map { "\($0)" }]
        apply(valid, to: record)
        let targetMoved = targetBefore != [record.targetKind, record.targetBrandKey, record.targetBrandWikidata, record.targetRadius.map { "\($0)" }]
        let others = valid.otherPlaces
        try await save(record, precondition) { tx in
            try await ReminderPlaces.replace(reminder: id, owner: owner, with: others, on: tx.sql)
            // Other places (or none) now: their visits start afresh.
            if targetMoved { try await ReminderPlaces.forgetVisits(reminder: id, on: tx.sql) }
        }
        return record
    }

    /// Stores `valid` in `record`. A moved place starts its geofence afresh; a new due time
    /// alerts anew.
    package func apply(_ valid: ReminderRules.Valid, to record: ReminderRecord) {
        record.title = valid.title
        record.notes = valid.notes
        record.listID = valid.listID
        let dueLocal = valid.due?.local, zone = valid.due?.zoneName
        if dueLocal != record.dueLocal || zone != record.timeZone {
            // A new time alerts anew, also where the user already is.
            record.alertedDueAt = nil
            record.stayAlerted = false
            record.completedDueLocal = nil
            record.anchorDay = valid.due?.day
        }
        record.dueLocal = dueLocal
        record.timeZone = zone
        record.dueAt = valid.due?.instant
        record.repeatRule = valid.repeatRule?.rawValue
        record.windowStart = valid.window?.start
        record.windowEnd = valid.window?.end
        record.windowZone = valid.window?.zone
        record.windowDays = valid.window?.days
        record.targetKind = valid.target?.kind
        record.targetBrand = valid.target?.brand
        record.targetBrandKey = valid.target.flatMap { $0.brandIsWikidata ? nil : ErrandPlaces.brandKey($0.brand) }
        record.targetBrandWikidata = valid.target?.wikidata
        record.targetRadius = valid.target?.radius
        if record.anchorDay == nil { record.anchorDay = valid.due?.day }
        let moved: Bool
        if let place = valid.place, let lat = record.placeLatitude, let lon = record.placeLongitude, let radius = record.radius {
            // The form shows six decimals (about 10 cm): an unchanged place stays unchanged.
            moved = Geo.distance(place.point, GeoPoint(latitude: lat, longitude: lon)) > 0.5 || abs(place.radius - radius) > 0.5
                || record.trigger != place.trigger.rawValue
        } else {
            moved = record.hasPlace != (valid.place != nil)
        }
        if moved {
            record.presence = GeofencePresence.unknown.rawValue
            record.stayAlerted = false
            record.insideDevice = nil
        }
        if let place = valid.place {
            record.placeLabel = place.label
            record.trigger = place.trigger.rawValue
            if moved || !record.hasPlace {
                record.placeLatitude = place.point.latitude
                record.placeLongitude = place.point.longitude
                record.radius = place.radius
            }
            let box = GeoBox.around(GeoPoint(latitude: record.placeLatitude!, longitude: record.placeLongitude!), metres: record.radius!)
            record.minLatitude = box.minLatitude
            record.maxLatitude = box.maxLatitude
            record.minLongitude = box.minLongitude
            record.maxLongitude = box.maxLongitude
        } else {
            record.placeLatitude = nil
            record.placeLongitude = nil
            record.placeLabel = nil
            record.radius = nil
            record.trigger = nil
            record.minLatitude = nil
            record.maxLatitude = nil
            record.minLongitude = nil
            record.maxLongitude = nil
        }
        record.watching = (record.hasPlace || record.hasTarget) && record.doneAt == nil
        record.updatedAt = context.now
    }

    /// `valid` with its brand's Wikidata id: given as one, or the one most imported places of
    /// that brand name carry (so "Lidl" also matches a Lidl named "LIDL Kamppi").
    func resolved(_ valid: ReminderRules.Valid) async throws -> ReminderRules.Valid {
        guard var target = valid.target, let brand = target.brand else { return valid }
        var valid = valid
        if target.brandIsWikidata {
            target.wikidata = brand.uppercased()
        } else if let key = ErrandPlaces.brandKey(brand) {
            target.wikidata = try await context.errandPlaces.wikidata(brandKey: key)
        }
        valid.target = target
        return valid
    }

    public func find(_ id: UUID, owner: UUID) async throws -> ReminderRecord {
        guard let record = try await ReminderRecord.query(on: context.db)
            .filter(\.$id == id).filter(\.$owner.$id == owner).first()
        else { throw AppError.notFound("reminder") }
        return record
    }

    public func delete(_ id: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws {
        let record = try await find(id, owner: owner)
        try await check(precondition, record)
        let seen = precondition.isConditional ? record.version : nil
        do {
            try await context.transaction { tx in
                guard try await RowVersion.bump(ReminderRecord.schema, id: id, ifStill: seen, on: tx.sql) != nil else { throw RowVersion.MovedOn() }
                try await record.delete(on: tx.db)
            }
        } catch is RowVersion.MovedOn {
            throw try await stale(id, owner: owner)
        }
        try await context.notifications.markRead(link: SpotsPath.reminder(id).path, user: owner)
    }

    /// Checks it off: it stops alerting until reopened. A repeating one moves on to its next
    /// time instead (as in every reminders app); Undo brings the checked-off time back.
    public func complete(_ id: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws -> ReminderRecord {
        let record = try await find(id, owner: owner)
        try await check(precondition, record)
        // Already done: still a new version. Every change the owner makes is one, even one
        // that changes nothing, so a client can prove no one else wrote in between (SatchelKit).
        guard record.doneAt == nil else {
            try await save(record, precondition)
            return record
        }
        if record.repeatRule != nil, let local = record.dueLocal, answersAlertedOccurrence(record) {
            // Its alert already moved it on to this time: Done answers the alerted occurrence
            // and keeps this one (moving on again would skip it). Undo gives the rows back.
            record.completedDueLocal = local
        } else if let rule = record.repeatRule.flatMap(ReminderRecord.Repeat.init(rawValue:)), let local = record.dueLocal,
           let zone = record.timeZone, let due = DueTime(local: local, timeZone: zone) {
            let next = due.next(rule, anchorDay: record.anchorDay)
                .firstOccurrence(after: max(context.now, due.instant), rule, anchorDay: record.anchorDay)
            record.completedDueLocal = local
            record.dueLocal = next.local
            record.dueAt = next.instant
            record.stayAlerted = false
        } else {
            record.doneAt = context.now
            record.watching = false
        }
        // Done is done: a snooze waiting to alert again is dropped.
        record.snoozeUntil = nil
        record.snoozeArrival = false
        record.updatedAt = context.now
        try await save(record, precondition)
        // Its alerts are answered: none waits in the inbox as unread.
        try await context.notifications.markRead(link: SpotsNotification.link(record), user: owner)
        return record
    }

    /// A repeating reminder whose last alert moved it on to a time still to come, and whose
    /// alerted occurrence is not yet checked off.
    private func answersAlertedOccurrence(_ record: ReminderRecord) -> Bool {
        guard let alerted = record.alertedDueAt, let due = record.dueAt else { return false }
        return alerted < due && due > context.now && record.completedDueLocal != record.dueLocal
    }

    /// Undoes "done". Its place is watched afresh, so being there already counts as arriving.
    /// For a repeating reminder, the occurrence that was checked off comes back.
    public func reopen(_ id: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws -> ReminderRecord {
        let record = try await find(id, owner: owner)
        try await check(precondition, record)
        if record.doneAt != nil {
            record.doneAt = nil
            record.watching = record.hasPlace || record.hasTarget
            record.presence = GeofencePresence.unknown.rawValue
            record.stayAlerted = false
            record.insideDevice = nil
            record.updatedAt = context.now
            try await save(record, precondition) { tx in
                try await ReminderPlaces.resetPresence(reminder: id, on: tx.sql)
                try await ReminderPlaces.forgetVisits(reminder: id, on: tx.sql)
            }
            return record
        } else if let previous = record.completedDueLocal, let zone = record.timeZone,
                  let due = DueTime(local: previous, timeZone: zone) {
            record.dueLocal = previous
            record.dueAt = due.instant
            // Already shown when it was due: no second alert for it.
            if due.instant <= context.now { record.alertedDueAt = due.instant }
            record.completedDueLocal = nil
        } else {
            try await save(record, precondition) // nothing to undo: still a new version, as in `complete`
            return record
        }
        record.updatedAt = context.now
        try await save(record, precondition)
        return record
    }

    /// A page of the owner's reminders: open ones by due time (undated last) or newest first;
    /// done ones by when they were done, newest first.
    public func page(owner: UUID, state: State, sort: Sort, listID: UUID?, cursor: Cursor?, limit: Int) async throws -> SatchelAPI.Page<Reminder> {
        let rows = try await context.spotsStore.page(owner: owner, state: state, sort: sort, listID: listID, after: cursor, limit: limit)
        let shown = Array(rows.prefix(limit))
        var next: String?
        if rows.count > limit, let last = shown.last {
            let date: Date
            switch (state, sort) {
            case (.done, _): date = last.doneAt ?? context.now
            case (.open, .created): date = last.createdAt
            default: date = last.dueAt ?? Self.undated
            }
            next = Cursor(date: date, id: last.id).encoded
        }
        return SatchelAPI.Page(items: shown.map(\.rendered), nextCursor: next)
    }

    /// One of the owner's reminders as the API shows it.
    public func reminder(_ id: UUID, owner: UUID) async throws -> Reminder {
        guard let row = try await context.spotsStore.reminder(id, owner: owner) else { throw AppError.notFound("reminder") }
        return row.rendered
    }

    /// Where undated reminders sort: after every dated one (a representable cursor date).
    static let undated = Date(timeIntervalSince1970: 32_000_000_000)

    public static func render(_ r: ReminderRecord) -> Reminder { ReminderRow(r).rendered }

    // MARK: lists

    func checkList(_ listID: UUID?, owner: UUID) async throws {
        guard let listID else { return }
        guard try await context.spotsStore.list(listID, owner: owner) != nil else { throw AppError.invalid("listId", "reminder.list_unknown") }
    }

    public func lists(owner: UUID) async throws -> [ReminderList] {
        try await context.spotsStore.lists(owner: owner)
    }

    public func createList(owner: UUID, _ draft: ReminderListDraft) async throws -> ReminderList {
        let (name, color) = try validate(draft)
        let existing = try await context.spotsStore.listCount(owner: owner)
        let list = ReminderListRecord()
        list.$owner.id = owner
        list.name = name
        list.nameKey = name.lowercased()
        list.color = color ?? ReminderRules.listColors[existing % ReminderRules.listColors.count]
        list.createdAt = context.now
        list.version = 1
        try await saveList(list, owner: owner)
        return ReminderList(id: list.id!, name: list.name, color: list.color, openCount: 0, version: list.version)
    }

    /// Refused (412, with the list as it is now) if it moved on since the copy the edit was made
    /// from (`precondition`).
    public func updateList(_ id: UUID, owner: UUID, _ draft: ReminderListDraft, precondition: Precondition = .unconditional) async throws -> ReminderList {
        let (name, color) = try validate(draft)
        let list = try await findList(id, owner: owner)
        try await check(precondition, list)
        list.name = name
        list.nameKey = name.lowercased()
        if let color { list.color = color }
        try await saveList(list, owner: owner, precondition)
        return try await context.spotsStore.list(id, owner: owner)
            ?? ReminderList(id: id, name: list.name, color: list.color, openCount: 0, version: list.version)
    }

    /// Deleting a list keeps its reminders (they lose the list: a change of each, its version one up).
    public func deleteList(_ id: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws {
        let list = try await findList(id, owner: owner)
        try await check(precondition, list)
        let seen = precondition.isConditional ? list.version : nil
        do {
            try await context.writeTransaction { tx in
                guard try await RowVersion.bump(ReminderListRecord.schema, id: id, ifStill: seen, on: tx.sql) != nil else {
                    throw RowVersion.MovedOn()
                }
                try await tx.sql.raw("""
                    UPDATE \(ident: ReminderRecord.schema) SET list_id = NULL, version = version + 1
                    WHERE owner_id = \(bind: owner) AND list_id = \(bind: id)
                    """).run()
                try await list.delete(on: tx.db)
            }
        } catch is RowVersion.MovedOn {
            throw try await staleList(id, owner: owner)
        }
    }

    public func findList(_ id: UUID, owner: UUID) async throws -> ReminderListRecord {
        guard let list = try await ReminderListRecord.query(on: context.db).filter(\.$id == id).filter(\.$owner.$id == owner).first()
        else { throw AppError.notFound("list") }
        return list
    }

    private func validate(_ draft: ReminderListDraft) throws -> (String, String?) {
        var validator = Validator()
        let name = UserText.clean(draft.name)
        validator.check(!name.isEmpty, "name", "reminder_list.name_required")
        validator.check(name.count <= ReminderRules.listNameMax, "name", "reminder_list.name_long", ["max": "\(ReminderRules.listNameMax)"])
        let color = ReminderRules.color(draft.color)
        validator.check(draft.color == nil || draft.color == "" || color != nil, "color", "reminder_list.color_invalid")
        try validator.finish()
        return (name, color)
    }

    private func saveList(_ list: ReminderListRecord, owner: UUID, _ precondition: Precondition = .unconditional) async throws {
        if try await context.spotsStore.listNameTaken(owner: owner, nameKey: list.nameKey, except: list.id) {
            throw AppError.invalid("name", "reminder_list.name_taken")
        }
        guard let id = list.id else {
            try await uniqueWrite(or: .invalid("name", "reminder_list.name_taken")) { try await list.save(on: context.db) }
            return
        }
        try await uniqueWrite(or: .invalid("name", "reminder_list.name_taken")) { try await save(list, id: id, precondition) }
    }
}

extension SatchelContext {
    public var reminders: ReminderService { ReminderService(context: self) }
}
