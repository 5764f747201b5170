import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// The facts a suggestion may change; nil is "not changed", an empty text "remove it".
public struct FactChanges: Codable, Sendable, Equatable {
    public var openingHours: String?
    public var website: String?
    public var phone: String?
    public var diets: [String]?
    /// Closed for good: accepted, the place leaves search, nearby and the map (it is hidden as
    /// moderation hides, still shown to its contributor).
    public var closed: Bool?

    public init(openingHours: String? = nil, website: String? = nil, phone: String? = nil, diets: [String]? = nil, closed: Bool? = nil) {
        self.openingHours = openingHours
        self.website = website
        self.phone = phone
        self.diets = diets
        self.closed = closed
    }

    public var isEmpty: Bool { self == FactChanges() }
}

/// A suggestion as a reviewer sees it.
public struct FactSuggestion: Sendable, Equatable {
    public var id: UUID
    public var restaurantId: UUID
    public var suggestedBy: UUID
    public var changes: FactChanges
    public var note: String
    public var status: String
    public var version: Int
}

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
        return try Self.suggestion(record)
    }

    static func validate(_ p: FactChanges, against r: RestaurantListing) throws -> FactChanges {
        var validator = Validator()
        var kept = FactChanges()
        if let text = p.openingHours.map({ UserText.clean($0) }), text != (r.facts.openingHours ?? "") {
            validator.check(text.isEmpty || OpeningHours(text) != nil, "openingHours", "suggestion.hours_invalid")
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

    /// The open suggestions to `restaurant` the viewer may review (none when they may not).
    public func open(for restaurant: UUID, viewer: Viewer) async throws -> [FactSuggestion] {
        let r = try await context.restaurantService.find(restaurant, viewer: viewer.id)
        guard Self.mayReview(r, viewer) else { return [] }
        return try await FactSuggestionRecord.query(on: context.db).filter(\.$restaurantID == restaurant).filter(\.$status == "open")
            .sort(\.$createdAt).all().map(Self.suggestion)
    }

    /// Accepts (applies the changes) or refuses a suggestion read at `version`; a suggestion
    /// someone else reviewed meanwhile is the conflict answer.
    public func review(_ id: UUID, accept: Bool, version: Int, by viewer: Viewer) async throws -> FactSuggestion {
        guard let record = try await FactSuggestionRecord.find(id, on: context.db) else { throw AppError.notFound("suggestion") }
        let r = try await context.restaurantService.find(record.restaurantID, viewer: viewer.id)
        guard Self.mayReview(r, viewer) else { throw AppError.notFound("suggestion") }
        guard record.suggestedBy != viewer.id else { throw AppError(.forbidden, "suggestion.own") }
        let status = accept ? "accepted" : "refused"
        let changes = try JSONDecoder().decode(FactChanges.self, from: Data(record.changes.utf8))
        let name = r.name
        try await context.writeTransaction { tx in
            // The row lock makes a second reviewer wait, then find nothing left to change.
            try await FactSuggestionRecord.query(on: tx.db).filter(\.$id == id).filter(\.$version == version).filter(\.$status == "open")
                .set(\.$status, to: status).set(\.$version, to: version + 1).set(\.$reviewedBy, to: viewer.id).set(\.$reviewedAt, to: tx.now)
                .update()
            guard let after = try await FactSuggestionRecord.find(id, on: tx.db), after.reviewedBy == viewer.id, after.version == version + 1 else {
                throw AppError(.conflict, "suggestion.already_reviewed")
            }
            if accept { try await tx.factSuggestions.apply(changes, to: record.restaurantID) }
            try await tx.notifications.notify(user: record.suggestedBy, actor: viewer.id, kind: accept ? Self.accepted : Self.refused,
                                              params: ["name": name], link: EatsPath.restaurant(record.restaurantID).path)
        }
        guard let reviewed = try await FactSuggestionRecord.find(id, on: context.db) else { throw AppError.notFound("suggestion") }
        return try Self.suggestion(reviewed)
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

    static func suggestion(_ r: FactSuggestionRecord) throws -> FactSuggestion {
        FactSuggestion(id: try r.requireID(), restaurantId: r.restaurantID, suggestedBy: r.suggestedBy,
                       changes: try JSONDecoder().decode(FactChanges.self, from: Data(r.changes.utf8)), note: r.note, status: r.status,
                       version: r.version)
    }
}

extension SatchelContext {
    public var factSuggestions: FactSuggestions { FactSuggestions(context: self) }
}
