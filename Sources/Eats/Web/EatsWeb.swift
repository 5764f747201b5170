import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The Eats tab's routes: handlers read the form, call the services and render.
struct EatsWeb {
    /// The forms with a photo, read as they stream in (`PhotoForm`).
    static let photoForms = [["eats", "dishes", ":dishId", "photos"]]

    func register(_ r: AppRoutes) {
        r.get("eats") { req async throws -> Response in try await EatsPages.list(req) }
        r.get("eats", "map") { req async throws -> Response in try await EatsPages.list(req, map: true) }
        r.get("eats", "dishes") { req async throws -> Response in try await EatsPages.dishes(req) }

        // Adding a restaurant
        r.get("eats", "new") { req async throws -> Response in try await RestaurantPages.form(req, state: FormState(values: ["kind": "restaurant"])) }
        r.post("eats", "new") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = RestaurantPages.values(req)
            do {
                let draft = RestaurantPages.draft(values)
                let record = try await req.context.restaurantService.create(draft, by: viewer.id)
                return req.done(EatsPath.restaurant(record.id!).path, notice: "restaurant_added")
            } catch let error as AppError where error.kind == .validation {
                return try await RestaurantPages.form(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            } catch let error as AppError where error.code == "restaurant.near_duplicate" {
                let draft = RestaurantPages.draft(values)
                let twins = try await req.context.restaurantService.nearDuplicates(name: draft.name, at: .init(latitude: draft.latitude, longitude: draft.longitude))
                return try await RestaurantPages.form(req, state: FormState(values: values), duplicates: twins, status: .conflict)
            }
        }

        // A restaurant
        r.get("eats", "restaurants", ":restaurantId") { req async throws -> Response in try await RestaurantPages.detail(req) }
        r.post("eats", "restaurants", ":restaurantId", "dishes") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = req.fields(["name", "description"])
            do {
                let dish = try await req.context.dishes.create(DishDraft(name: values["name"] ?? "", description: values["description"]),
                                                            restaurant: try req.uuid("restaurantId", "restaurant"), by: viewer.id)
                return req.done(EatsPath.dish(dish.id!).path, notice: "dish_added")
            } catch let error as AppError where error.kind == .validation || error.code == "dish.exists" {
                return try await RestaurantPages.detail(req, dishState: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.get("eats", "restaurants", ":restaurantId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let restaurant = try await req.context.restaurantService.deletable(try req.uuid("restaurantId", "restaurant"), by: viewer.id)
            let id = restaurant.id
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("eats.delete_restaurant_title", ["name": restaurant.name]),
                                                  message: localizer.t("eats.delete_restaurant_message"), action: EatsPath.deleteRestaurant(id).path,
                                                  button: localizer.t("action.delete"), cancel: EatsPath.restaurant(id).path)
        }
        r.post("eats", "restaurants", ":restaurantId", "delete") { req async throws -> Response in
            try await req.context.restaurantService.delete(try req.uuid("restaurantId", "restaurant"), by: try req.requireViewer().id)
            return req.done(EatsPath.restaurants.path, notice: "restaurant_deleted")
        }

        // A dish
        r.get("eats", "dishes", ":dishId") { req async throws -> Response in try await DishPages.detail(req) }
        r.post("eats", "dishes", ":dishId", "rating") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("dishId", "dish")
            do {
                try await req.context.contributions.rate(id, stars: req.field("stars").flatMap(Int.init) ?? 0, by: viewer.id)
            } catch let error as AppError where error.kind == .validation {
                return try await DishPages.detail(req, ratingError: error, status: .unprocessableEntity)
            }
            return req.done(EatsPath.dish(id, at: "rate").path, notice: "rating_saved")
        }
        r.post("eats", "dishes", ":dishId", "rating", "delete") { req async throws -> Response in
            let id = try req.uuid("dishId", "dish")
            try await req.context.contributions.unrate(id, by: try req.requireViewer().id)
            return req.done(EatsPath.dish(id, at: "rate").path, notice: "rating_removed")
        }
        r.post("eats", "dishes", ":dishId", "review") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("dishId", "dish")
            let values = req.fields(["text"])
            do {
                _ = try await req.context.contributions.writeReview(id, ReviewDraft(text: values["text"] ?? ""), by: viewer.id)
                return req.done(EatsPath.dish(id, at: "reviews").path, notice: "review_saved")
            } catch let error as AppError where error.kind == .validation {
                return try await DishPages.detail(req, reviewState: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.post("eats", "dishes", ":dishId", "nutrition") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("dishId", "dish")
            let names = ["energyKcal", "proteinGrams", "fatGrams", "carbohydrateGrams"]
            let values = req.fields(names)
            do {
                // Text that is no number counts as out of range, so every field's problem shows at once.
                func number(_ name: String) -> Double? {
                    guard let text = values[name]?.replacingOccurrences(of: ",", with: "."), !text.isEmpty else { return nil }
                    return Double(text) ?? -1
                }
                try await req.context.contributions.setNutrition(id, Nutrition(energyKcal: number("energyKcal"), proteinGrams: number("proteinGrams"),
                                                                            fatGrams: number("fatGrams"), carbohydrateGrams: number("carbohydrateGrams")),
                                                              by: viewer.id)
                return req.done(EatsPath.dish(id, at: "nutrition").path, notice: "saved")
            } catch let error as AppError where error.kind == .validation {
                return try await DishPages.detail(req, nutritionState: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.post("eats", "dishes", ":dishId", "nutrition", "delete") { req async throws -> Response in
            let id = try req.uuid("dishId", "dish")
            try await req.context.contributions.clearNutrition(id, by: try req.requireViewer().id)
            return req.done(EatsPath.dish(id, at: "nutrition").path, notice: "saved")
        }
        r.on(.POST, "eats", "dishes", ":dishId", "photos", body: .stream) { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("dishId", "dish")
            let form = try await PhotoForm.read(req, back: EatsPath.dish(id, at: "photos").path)
            if let error = form.photoError(req.context.settings) {
                return try await DishPages.detail(req, photoError: error, status: .unprocessableEntity)
            }
            guard let photo = form.photo else {
                return try await DishPages.detail(req, photoError: AppError.invalid("photo", "image.empty"), status: .unprocessableEntity)
            }
            do {
                _ = try await req.context.contributions.addPhoto(id, bytes: photo, by: viewer.id)
                return req.done(EatsPath.dish(id, at: "photos").path, notice: "photo_saved")
            } catch let error as AppError where [.validation, .payloadTooLarge, .unsupportedMediaType].contains(error.kind) {
                let shown = error.fields.isEmpty ? AppError.invalid("photo", error.code, error.args) : error
                return try await DishPages.detail(req, photoError: shown, status: .unprocessableEntity)
            }
        }
        r.get("eats", "dishes", ":dishId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let dish = try await req.context.dishes.deletable(try req.uuid("dishId", "dish"), by: viewer.id)
            let id = dish.id
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("eats.delete_dish_title", ["name": dish.name]),
                                                  message: localizer.t("eats.delete_dish_message"), action: EatsPath.deleteDish(id).path,
                                                  button: localizer.t("action.delete"), cancel: EatsPath.dish(id).path)
        }
        r.post("eats", "dishes", ":dishId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let dish = try await req.context.dishes.shown(try req.uuid("dishId", "dish"), viewer: viewer.id)
            try await req.context.dishes.delete(dish.id, by: viewer.id)
            return req.done(EatsPath.restaurant(dish.restaurantID).path, notice: "dish_deleted")
        }

        // Reviews and photos
        r.post("eats", "reviews", ":reviewId", "vote") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("reviewId", "review")
            let review = try await req.context.contributions.findReview(id, viewer: viewer.id)
            let undo = req.field("helpful") == "undo"
            if undo {
                try await req.context.contributions.unvote(id, by: viewer.id)
            } else {
                try await req.context.contributions.vote(id, helpful: req.field("helpful") != "no", by: viewer.id)
            }
            return req.done(EatsPath.dish(review.dishID, at: "reviews").path, notice: undo ? "vote_removed" : "vote_saved")
        }
        r.get("eats", "reviews", ":reviewId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let review = try await req.context.contributions.deletableReview(try req.uuid("reviewId", "review"), by: viewer.id)
            let dish = EatsPath.dish(review.dishID).path
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("eats.delete_review_title"), message: localizer.t("eats.delete_review_message"),
                                                  action: EatsPath.deleteReview(review.id).path,
                                                  button: localizer.t("action.delete"), cancel: dish + "#reviews")
        }
        r.get("eats", "photos", ":photoId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let photo = try await req.context.contributions.deletablePhoto(try req.uuid("photoId", "photo"), by: viewer.id)
            let dish = EatsPath.dish(photo.dishID).path
            let localizer = req.localizer
            return try await ConfirmPage.response(req, title: localizer.t("eats.delete_photo_title"), message: localizer.t("eats.delete_photo_message"),
                                                  action: EatsPath.deletePhoto(photo.id).path,
                                                  button: localizer.t("action.delete"), cancel: dish + "#photos")
        }
        r.post("eats", "reviews", ":reviewId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let id = try req.uuid("reviewId", "review")
            let review = try await req.context.contributions.findReview(id, viewer: viewer.id)
            try await req.context.contributions.deleteReview(id, by: viewer.id)
            return req.done(EatsPath.dish(review.dishID, at: "reviews").path, notice: "review_deleted")
        }
        r.post("eats", "photos", ":photoId", "delete") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let photo = try await req.context.contributions.findPhoto(try req.uuid("photoId", "photo"), viewer: viewer.id)
            try await req.context.contributions.deletePhoto(photo.id, by: viewer.id)
            return req.done(EatsPath.dish(photo.dishID, at: "photos").path, notice: "photo_deleted")
        }

        // Reports
        r.get("eats", "report") { req async throws -> Response in try await ReportPage.form(req, state: FormState()) }
        r.post("eats", "report") { req async throws -> Response in
            let viewer = try req.requireViewer()
            let values = req.fields(["subject", "id", "reason", "note"])
            guard let id = values["id"].flatMap(UUID.init(uuidString:)) else { throw AppError.notFound("report") }
            do {
                try await req.context.moderation.report(AbuseReport(subject: values["subject"] ?? "", subjectId: id, reason: values["reason"] ?? "",
                                                                 note: values["note"]), by: viewer.id)
                return req.done(try await ReportPage.back(req, subject: values["subject"] ?? "", id: id, viewer: viewer.id), notice: "report_received")
            } catch let error as AppError where error.kind == .validation {
                return try await ReportPage.form(req, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
    }
}

/// "Report this": why, and a note for whoever looks at it.
enum ReportPage {
    /// The page the reported thing is on (where the report returns to).
    static func back(_ req: Request, subject: String, id: UUID, viewer: UUID) async throws -> String {
        let context = req.context
        switch subject {
        case "restaurant": return EatsPath.restaurant(id).path
        case "dish": return EatsPath.dish(id).path
        case "review":
            guard let review = try? await context.contributions.findReview(id, viewer: viewer) else { return EatsPath.restaurants.path }
            return EatsPath.dish(review.dishID).path
        default:
            guard let photo = try? await context.contributions.findPhoto(id, viewer: viewer) else { return EatsPath.restaurants.path }
            return EatsPath.dish(photo.dishID).path
        }
    }

    static func form(_ req: Request, state: FormState, status: HTTPStatus = .ok) async throws -> Response {
        let subject = state.values["subject"] ?? EatsQuery.text(req, "subject") ?? ""
        let id = state.values["id"] ?? EatsQuery.text(req, "id") ?? ""
        guard EatsRules.reportSubjects.contains(subject), let subjectID = UUID(uuidString: id) else { throw AppError.notFound("report") }
        try await req.context.moderation.mustExist(subject, subjectID, viewer: try req.requireViewer().id)
        let back = try await back(req, subject: subject, id: subjectID, viewer: try req.requireViewer().id)
        return try await req.page(ReportFormPage.self, ReportFormPage.Model(subject: subject, id: id, back: back, state: state), status: status)
    }
}

/// Reporting a restaurant, dish, review or photo: the reason and a note.
enum ReportFormPage: PageView {
    struct Model: Sendable {
        /// `restaurant`, `dish`, `review` or `photo`.
        var subject: String
        var id: String
        /// Where Cancel leads: what is reported.
        var back: String
        var state: FormState
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("eats.report_title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let subject = m.subject, id = m.id, back = m.back, state = m.state
        return [
            element("p", [.cls("crumbs")], element("a", [.href(back)], text("← " + localizer.t("action.cancel")))),
            element("h1", [], text(localizer.t("eats.report_title"))),
            element("p", [], text(localizer.t("eats.report_what.\(subject)"))),
            element("p", [.cls("muted")], text(localizer.t("eats.report_explained", ["n": "\(EatsRules.hideAfterReports)"]))),
            Forms.alert(state.general(localizer, fields: ["reason", "note"])),
            Forms.form(ctx, action: EatsPath.report.path, cls: "stack", [
                void("input", [.type("hidden"), .name("subject"), .value(subject)]),
                void("input", [.type("hidden"), .name("id"), .value(id)]),
                Forms.select(ctx, state, name: "reason", label: localizer.t("eats.report_reason"),
                             options: [("", localizer.t("eats.choose"))] + EatsRules.reportReasons.map { ($0, localizer.t("eats.report_reason.\($0)")) },
                             selected: state["reason"]),
                Forms.textarea(ctx, state, name: "note", label: localizer.t("eats.report_note"), extra: [Attr("maxlength", "1000")]),
                Forms.submit(localizer.t("eats.send_report")),
            ]),
        ]
    }
}
