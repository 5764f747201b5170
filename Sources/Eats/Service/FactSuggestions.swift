import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Fixing a place's facts: anyone signed in suggests, the place's contributor (imported places
/// have none) or a moderator (an administrator, as for the report queue) accepts or refuses;
/// the suggester hears the outcome in the inbox.
public struct FactSuggestions: Sendable {
    let context: SatchelContext

    public static let accepted = "eats.suggestion_accepted"
    public static let refused = "eats.suggestion_refused"
    static let noteLength = 500

    /// Keeps only what differs from the restaurant's facts; each field checked, hours by the
    /// opening-hours grammar.
    public func suggest(_ restaurant: UUID, _ proposed: FactChanges, note: String?, by user: UUID) async throws -> FactSuggestion {
        let r = try await context.restaurantService.find(restaurant, viewer: user)
        let changes = try Self.validate(proposed, against: r)
        let note = UserText.clean(note)
        var validator = Validator()
        validator.check(note.count <= Self.noteLength, "note", "field.too_long", ["max": "\(Self.noteLength)"])
        validator.check(!changes.isEmpty, "changes", "suggestion.nothing_changed")
        try validator.finish()
        let record = FactSuggestionRecord()
        record.restaurantID = restaurant
        record.suggestedBy = user
        record.changes = String(decoding: try JSONEncoder().encode(changes), as: UTF8.self)
        record.note = note
        record.status = "open"
        record.version = 1
        record.createdAt = context.now
        try await record.create(on: context.db)
        return try Self.suggestion(record, r)
    }

    static func validate(_ p: FactChanges, against r: RestaurantListing) throws -> FactChanges {
        var validator = Validator()
        var kept = FactChanges()
        if let text = p.openingHours.map({ UserText.clean($0) }), text != (r.facts.openingHours ?? "") {
            validator.check(text.count <= 255, "openingHours", "restaurant.opening_hours_long", ["max": "255"])
            validator.check(text.count > 255 || text.isEmpty || OpeningHours(text) != nil, "openingHours", "suggestion.hours_invalid")
            kept.openingHours = text
        }
        if let text = p.website.map({ UserText.clean($0) }), text != (r.website ?? "") {
            validator.check(text.isEmpty || EatsRules.isWebsite(text), "website", "restaurant.website_invalid")
            kept.website = text
        }
        if let text = p.phone.map({ UserText.clean($0) }), text != (r.phone ?? "") {
            validator.check(text.isEmpty || isPhone(text), "phone", "suggestion.phone_invalid")
            kept.phone = text
        }
        if let diets = p.diets.map({ Array(Set($0)).sorted() }), diets != r.facts.dietList.sorted() {
            validator.check(diets.allSatisfy(EatsRules.diets.contains), "diets", "restaurant.diet_unknown")
            kept.diets = diets
        }
        if p.closed == true, !r.facts.hidden { kept.closed = true }
        try validator.finish()
        return kept
    }

    /// Loosely a phone number: digits, `+`, spaces, `-` and brackets, with 5 to 20 digits.
    static func isPhone(_ text: String) -> Bool {
        let allowed = Set("0123456789+ -()")
        let digits = text.filter(\.isNumber).count
        return text.count <= 50 && text.allSatisfy(allowed.contains) && (5...20).contains(digits)
    }

    /// Whether `viewer` reviews suggestions to `r`: its contributor or a moderator.
    static func mayReview(_ r: RestaurantListing, _ viewer: Viewer) -> Bool {
        viewer.user.isAdmin || (r.facts.addedBy != nil && r.facts.addedBy == viewer.id)
    }

    /// Accepts (applies the changes) or refuses a suggestion read at `version` (the web form's).
    public func review(_ id: UUID, accept: Bool, version: Int, by viewer: Viewer) async throws -> FactSuggestion {
        try await review(id, accept: accept, precondition: .ifMatch(.versions([version])), by: viewer)
    }

    /// Accepts (applies the changes) or refuses a suggestion. One already reviewed is the
    /// conflict answer; an open one at another version than `precondition` names is refused
    /// with it as it is now (412), so of two reviewers at once exactly one decides.
    public func review(_ id: UUID, accept: Bool, precondition: Precondition, by viewer: Viewer) async throws -> FactSuggestion {
        // Not the search's visibility: a moderator still settles what waits on a place closed meanwhile.
        guard let record = try await FactSuggestionRecord.find(id, on: context.db),
              let r = try await context.eatsStore.restaurant(record.restaurantID), Self.mayReview(r, viewer)
        else { throw AppError.notFound("suggestion") }
        guard record.suggestedBy != viewer.id else { throw AppError(.forbidden, "suggestion.own") }
        guard record.status == "open" else { throw AppError(.conflict, "suggestion.already_reviewed") }
        guard precondition.holds(version: record.version, lastModified: record.createdAt) else { throw try await stale(id, viewer: viewer) }
        let status = accept ? "accepted" : "refused"
        let changes = try JSONDecoder().decode(FactChanges.self, from: Data(record.changes.utf8))
        let name = r.name, reviewer = viewer.id
        try await context.versionedWrite(FactSuggestionRecord.schema, id: id, ifStill: precondition.isConditional ? record.version : nil,
                                         stale: { try await stale(id, viewer: viewer) }) { tx, _ in
            // The version bump locks the row: a second reviewer waits, then finds it reviewed.
            guard let row = try await FactSuggestionRecord.find(id, on: tx.db), row.status == "open" else {
                throw AppError(.conflict, "suggestion.already_reviewed")
            }
            row.status = status
            row.reviewedBy = reviewer
            row.reviewedAt = tx.now
            try await row.update(on: tx.db)
            if accept { try await tx.factSuggestions.apply(changes, to: record.restaurantID) }
            try await tx.notifications.notify(user: record.suggestedBy, actor: reviewer, kind: accept ? Self.accepted : Self.refused,
                                              params: ["name": name], link: EatsPath.restaurant(record.restaurantID).path)
        }
        return try await find(id, viewer: viewer)
    }

    /// The refusal of a review made from another version: the suggestion as it is now, or the
    /// conflict answer when someone reviewed it meanwhile.
    func stale(_ id: UUID, viewer: Viewer) async throws -> any Error {
        let now = try await find(id, viewer: viewer)
        guard now.status == "open" else { return AppError(.conflict, "suggestion.already_reviewed") }
        return StaleCopy(current: now, version: now.version)
    }

    func apply(_ changes: FactChanges, to restaurant: UUID) async throws {
        guard let r = try await RestaurantRecord.find(restaurant, on: context.db) else { throw AppError.notFound("restaurant") }
        if let hours = changes.openingHours { r.openingHours = hours.isEmpty ? nil : hours }
        if let website = changes.website { r.website = website.isEmpty ? nil : website }
        if let phone = changes.phone { r.phone = phone.isEmpty ? nil : phone }
        if let diets = changes.diets { r.diets = diets.joined(separator: ";") }
        if changes.closed == true { r.hidden = true }
        r.updatedAt = context.now
        try await r.update(on: context.db)
        let index = context.nearbyIndex, listing = RestaurantListing(r)
        context.afterCommit { index?.put(listing) }
    }

    /// Per restaurant, the facts people fixed: their accepted suggestions merged, later over earlier.
    static func fixes(of restaurants: [UUID], on db: any Database) async throws -> [UUID: FactChanges] {
        guard !restaurants.isEmpty else { return [:] }
        var fixes: [UUID: FactChanges] = [:]
        for r in try await FactSuggestionRecord.query(on: db).filter(\.$restaurantID ~~ restaurants).filter(\.$status == "accepted")
            .sort(\.$reviewedAt).all() {
            let c = try JSONDecoder().decode(FactChanges.self, from: Data(r.changes.utf8))
            var merged = fixes[r.restaurantID] ?? FactChanges()
            merged.openingHours = c.openingHours ?? merged.openingHours
            merged.website = c.website ?? merged.website
            merged.phone = c.phone ?? merged.phone
            merged.diets = c.diets ?? merged.diets
            fixes[r.restaurantID] = merged
        }
        return fixes
    }

    /// Puts back the facts people fixed that an import just overwrote; how many it put back.
    static func keep(_ fixed: FactChanges, in r: RestaurantRecord) -> Int {
        var kept = 0
        func restore(_ value: String?, _ current: inout String?) {
            guard let value else { return }
            let wanted = value.isEmpty ? nil : value
            if current != wanted { current = wanted; kept += 1 }
        }
        restore(fixed.openingHours, &r.openingHours)
        restore(fixed.website, &r.website)
        restore(fixed.phone, &r.phone)
        if let diets = fixed.diets?.joined(separator: ";"), r.diets != diets { r.diets = diets; kept += 1 }
        return kept
    }
}

extension SatchelContext {
    public var factSuggestions: FactSuggestions { FactSuggestions(context: self) }
}
