import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Fixing a place's facts on the web: the suggestion form (anyone signed in) and the list its
/// contributor and moderators review.
struct SuggestionWeb {
    func register(_ r: AppRoutes) {
        r.get("eats", "restaurants", ":restaurantId", "suggest") { req async throws -> Response in try await SuggestionPages.form(req) }
        r.post("eats", "restaurants", ":restaurantId", "suggest") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("restaurantId", "restaurant")
            let values = SuggestionPages.values(req)
            do {
                _ = try await req.context.factSuggestions.suggest(id, SuggestionPages.changes(values), note: values["note"], by: viewer.id)
                return req.done(EatsPath.restaurant(id).path, notice: "suggestion_sent")
            } catch let error as AppError where error.kind == .validation {
                return try await SuggestionPages.form(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.get("eats", "restaurants", ":restaurantId", "suggestions") { req async throws -> Response in try await SuggestionPages.review(req) }
        r.get("eats", "suggestions") { req async throws -> Response in try await SuggestionPages.queue(req) }
        for (action, accept) in [("accept", true), ("refuse", false)] {
            r.post("eats", "suggestions", ":suggestionId", PathComponent(stringLiteral: action)) { req async throws -> Response in
                let viewer = try req.requireViewer()
                let id = try req.uuid("suggestionId", "suggestion")
                let version = req.field("version").flatMap(Int.init) ?? 0
                // From the queue, the answer is the queue again; from a place's list, that list.
                let fromQueue = req.field("back") == "queue"
                do {
                    let done = try await req.context.factSuggestions.review(id, accept: accept, version: version, by: viewer)
                    return req.done(fromQueue ? SuggestionPages.queuePath : SuggestionPages.reviewPath(done.restaurantId),
                                    notice: accept ? "suggestion_accepted" : "suggestion_refused")
                } catch let error as AppError where error.kind == .conflict || error.code == "suggestion.own" {
                    return try await SuggestionPages.refused(req, id, error, fromQueue: fromQueue,
                                                             status: error.kind == .conflict ? .conflict : .forbidden)
                } catch let stale as StaleCopy<FactSuggestion> {
                    return try await SuggestionPages.refused(req, id, stale.appError, fromQueue: fromQueue, status: .preconditionFailed)
                }
            }
        }
    }
}

enum SuggestionPages {
    static func suggestPath(_ id: UUID) -> String { EatsPath.restaurant(id).path + "/suggest" }
    static func reviewPath(_ id: UUID) -> String { EatsPath.restaurant(id).path + "/suggestions" }

    static let queuePath = "/eats/suggestions"

    static let fields = ["openingHours", "website", "phone", "note"]

    static func values(_ req: Request) -> [String: String] {
        var values = req.fields(fields + ["closed"])
        for diet in EatsRules.diets where req.field("diet_" + diet) != nil { values["diet_" + diet] = "on" }
        return values
    }

    /// The form as proposed facts: the service keeps only what differs.
    static func changes(_ v: [String: String]) -> FactChanges {
        FactChanges(openingHours: v["openingHours"] ?? "", website: v["website"] ?? "", phone: v["phone"] ?? "",
                    diets: EatsRules.diets.filter { v["diet_" + $0] != nil }, closed: v["closed"] != nil)
    }

    static func form(_ req: Request, state given: FormState? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let r = try await req.context.restaurantService.find(try req.uuid("restaurantId", "restaurant"), viewer: viewer.id)
        var state = given ?? FormState()
        if given == nil {
            state.values = ["openingHours": r.facts.openingHours ?? "", "website": r.website ?? "", "phone": r.phone ?? ""]
            for diet in r.facts.dietList { state.values["diet_" + diet] = "on" }
        }
        return try await req.page(SuggestPage.self, SuggestPage.Model(id: r.facts.id, name: r.name, state: state), status: status)
    }

    static func review(_ req: Request, restaurant given: UUID? = nil, error: AppError? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let id = try given ?? req.uuid("restaurantId", "restaurant")
        let r = try await req.context.restaurantService.find(id, viewer: viewer.id)
        guard FactSuggestions.mayReview(r, viewer) else { throw AppError.notFound("restaurant") }
        let open = try await req.context.factSuggestions.open(for: id, viewer: viewer)
        return try await req.page(SuggestionReviewPage.self, SuggestionReviewPage.Model(
            id: id, name: r.name, suggestions: open, viewer: viewer.id, error: error.map { req.localizer.t("error.\($0.code)", $0.args) }), status: status)
    }

    /// A review that could not be made, said on the page it came from.
    static func refused(_ req: Request, _ id: UUID, _ error: AppError, fromQueue: Bool, status: HTTPStatus) async throws -> Response {
        if fromQueue { return try await queue(req, error: error, status: status) }
        guard let restaurant = try await FactSuggestionRecord.find(id, on: req.context.db)?.restaurantID else { throw error }
        return try await review(req, restaurant: restaurant, error: error, status: status)
    }

    /// The queue: every open suggestion the viewer may review, across places, newest first.
    static func queue(_ req: Request, error: AppError? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let cursor = error == nil ? req.queryText("cursor") : nil
        let page = try await req.context.factSuggestions.queue(viewer: viewer, cursor: cursor, limit: 30)
        return try await req.page(SuggestionQueuePage.self, SuggestionQueuePage.Model(
            suggestions: page.items, next: page.nextCursor, error: error.map { req.localizer.t("error.\($0.code)", $0.args) }), status: status)
    }

    /// "Opening hours: Mo-Su 10:00-20:00" for each changed fact.
    /// With `was`, "Opening hours: Mo-Fr 11:00-22:00 → Mo-Su 10:00-20:00".
    static func lines(_ localizer: Localizer, _ c: FactChanges, was: FactChanges? = nil) -> [String] {
        func shown(_ text: String) -> String { text.isEmpty ? localizer.t("eats.suggest.removed") : text }
        func change(_ old: String?, _ new: String) -> String { old.map { shown($0) + " → " } .map { $0 + shown(new) } ?? shown(new) }
        func diets(_ list: [String]) -> String { list.map { localizer.t("eats.diet.\($0)") }.joined(separator: ", ") }
        var lines: [String] = []
        if let hours = c.openingHours { lines.append(localizer.t("eats.hours") + ": " + change(was?.openingHours, hours)) }
        if let website = c.website { lines.append(localizer.t("eats.website") + ": " + change(was?.website, website)) }
        if let phone = c.phone { lines.append(localizer.t("eats.phone") + ": " + change(was?.phone, phone)) }
        if let list = c.diets { lines.append(localizer.t("eats.diet") + ": " + change(was?.diets.map(diets), diets(list))) }
        if c.closed == true { lines.append(localizer.t("eats.suggest.closed")) }
        return lines
    }
}

/// "Suggest a change": the facts as they are, to edit; only what is changed is sent for review.
enum SuggestPage: PageView {
    struct Model: Sendable {
        var id: UUID
        var name: String
        var state: FormState
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("eats.suggest.title", ["name": model.name]) }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer, state = m.state
        let diets = element("fieldset", [.cls("field")], [element("legend", [], text(localizer.t("eats.diet")))] + EatsRules.diets.map { diet in
            Forms.checkbox(name: "diet_" + diet, label: localizer.t("eats.diet.\(diet)"), checked: state.values["diet_" + diet] != nil)
        } + (state.message("diets", localizer).map { [element("p", [.cls("field-error")], text($0))] } ?? []))
        return [
            element("p", [.cls("crumbs")], element("a", [.href(EatsPath.restaurant(m.id).path)], text("← " + m.name))),
            element("h1", [], text(localizer.t("eats.suggest.title", ["name": m.name]))),
            element("p", [.cls("muted")], text(localizer.t("eats.suggest.intro"))),
            Forms.alert(state.general(localizer, fields: SuggestionPages.fields + ["diets"])),
            Forms.form(ctx, action: SuggestionPages.suggestPath(m.id), cls: "stack", [
                Forms.field(ctx, state, name: "openingHours", label: localizer.t("eats.hours"), hint: localizer.t("eats.field.hours_hint")),
                Forms.field(ctx, state, name: "website", label: localizer.t("eats.website"), type: "url"),
                Forms.field(ctx, state, name: "phone", label: localizer.t("eats.phone"), type: "tel"),
                diets,
                Forms.checkbox(name: "closed", label: localizer.t("eats.suggest.closed"), checked: state.values["closed"] != nil),
                Forms.textarea(ctx, state, name: "note", label: localizer.t("eats.suggest.note")),
                Forms.submit(localizer.t("eats.suggest.send")),
            ]),
        ]
    }
}

/// The open suggestions to one place, for its contributor and moderators: accept or refuse each.
enum SuggestionReviewPage: PageView {
    struct Model: Sendable {
        var id: UUID
        var name: String
        var suggestions: [FactSuggestion]
        var viewer: UUID
        var error: String?
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("eats.suggest.review_title", ["name": model.name]) }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content: [HTMLNode] = [
            element("p", [.cls("crumbs")], element("a", [.href(EatsPath.restaurant(m.id).path)], text("← " + m.name))),
            element("h1", [], text(localizer.t("eats.suggest.review_title", ["name": m.name]))),
            Forms.alert(m.error),
        ]
        if m.suggestions.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t("eats.suggest.none"))))
            return content
        }
        content.append(element("ul", [.cls("list suggestions-list")], m.suggestions.map { SuggestionRow.render($0, ctx, viewer: m.viewer) }))
        return content
    }
}
