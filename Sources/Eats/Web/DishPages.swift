import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// A dish's page (rating, reviews, photos, nutrition) and the pieces lists share.
enum DishPages {
    /// The dish's first photo, or a generated placeholder (never a broken image).
    static func thumbnail(_ d: DishSummary) -> HTMLNode {
        if let url = d.photoURL {
            return void("img", [Attr("src", url), Attr("alt", ""), .cls("thumb"), Attr("loading", "lazy"), Attr("width", "64"), Attr("height", "64")])
        }
        return placeholder(d.name, size: 64, decorative: true)
    }

    /// A plate in a colour of the name, with its initial.
    static func placeholder(_ name: String, size: Int, decorative: Bool = false) -> HTMLNode {
        var hash: UInt32 = 2166136261
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16777619 }
        let hue = Int(hash % 360)
        let initial = name.first.map { String($0).uppercased() } ?? "?"
        return element("svg", [Attr("viewBox", "0 0 64 64"), Attr("width", "\(size)"), Attr("height", "\(size)"), .cls("thumb placeholder"),
                          .data("placeholder", "")] + (decorative ? [.aria("hidden", "true")] : [Attr("role", "img"), .aria("label", name)]),
                  void("rect", [Attr("width", "64"), Attr("height", "64"), Attr("rx", "10"), Attr("fill", "hsl(\(hue) 55% 88%)")]),
                  void("circle", [Attr("cx", "32"), Attr("cy", "32"), Attr("r", "22"), Attr("fill", "#fff"), Attr("stroke", "hsl(\(hue) 45% 60%)"),
                                  Attr("stroke-width", "3")]),
                  element("text", [Attr("x", "32"), Attr("y", "40"), Attr("text-anchor", "middle"), Attr("font-size", "22"),
                              Attr("fill", "hsl(\(hue) 45% 35%)")], text(initial)))
    }

    static func starsText(_ localizer: Localizer, _ n: Int) -> String { n == 1 ? localizer.t("eats.one_star") : localizer.t("eats.n_stars", ["n": "\(n)"]) }

    /// Friends' ratings, highlighted beside the dish.
    static func friendChips(_ localizer: Localizer, _ d: DishSummary) -> HTMLNode {
        guard !d.friendRatings.isEmpty else { return group([]) }
        return element("p", [.cls("friend-ratings")], d.friendRatings.prefix(4).map { f in
            element("span", [.cls("chip friend"), Attr("title", localizer.t("eats.friend_rated", ["name": f.name, "stars": "\(f.stars)"]))],
               text("★\(f.stars) " + (f.name.split(separator: " ").first.map(String.init) ?? f.name)))
        })
    }

    static func row(_ localizer: Localizer, _ d: DishSummary) -> HTMLNode {
        element("li", [.cls("row dish" + (d.friendRatings.isEmpty ? "" : " has-friends")), .data("dish", d.id.uuidString.lowercased())],
           element("span", [.cls("rank"), Attr("role", "img"), .aria("label", localizer.t("eats.rank", ["n": "\(d.rank)"]))], text("\(d.rank)")),
           thumbnail(d),
           element("div", [.cls("grow")],
              element("a", [.href(EatsPath.dish(d.id).path), .cls("title")], text(d.name)),
              EatsPages.stars(localizer, d.average, count: d.ratingCount),
              d.yourRating.map { element("p", [.cls("muted")], text(localizer.t("eats.your_rating", ["stars": "\($0)"]))) } ?? group([]),
              friendChips(localizer, d)))
    }

    // MARK: the page

    static func detail(_ req: Request, reviewState: FormState? = nil, nutritionState: FormState? = nil, photoError: AppError? = nil,
                       ratingError: AppError? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let dish = try await req.context.dishes.render(try req.uuid("dishId", "dish"), viewer: viewer.id)
        let own = dish.reviews.first { $0.byYou }
        var nutritionValues: [String: String] = [:]
        if let n = dish.nutrition {
            func put(_ key: String, _ v: Double?) { if let v { nutritionValues[key] = v == v.rounded() ? "\(Int(v))" : "\(v)" } }
            put("energyKcal", n.energyKcal); put("proteinGrams", n.proteinGrams); put("fatGrams", n.fatGrams); put("carbohydrateGrams", n.carbohydrateGrams)
        }
        return try await req.page(DishPage.self, DishPage.Model(
            dish: dish, viewer: viewer.id, reviewState: reviewState ?? FormState(values: ["text": own?.text ?? ""]),
            nutritionState: nutritionState ?? FormState(values: nutritionValues), photoError: photoError, ratingError: ratingError), status: status)
    }

    /// Helpful / not helpful; pressing the pressed one again takes the vote back.
    static func voteButton(_ ctx: PageContext, _ review: UUID, helpful: Bool, pressed: Bool) -> HTMLNode {
        Forms.form(ctx, action: EatsPath.voteOnReview(review).path, cls: "inline", [
            void("input", [.type("hidden"), .name("helpful"), .value(pressed ? "undo" : (helpful ? "yes" : "no"))]),
            element("button", [.type("submit"), .cls(pressed ? "button small pressed" : "button small"), .aria("pressed", pressed ? "true" : "false")],
               (helpful ? Icon.thumbsUp : Icon.thumbsDown).node(), text(ctx.localizer.t(helpful ? "eats.helpful" : "eats.unhelpful"))),
        ])
    }

    static func review(_ ctx: PageContext, _ r: DishReview, dishID: String, compact: Bool) -> HTMLNode {
        let localizer = ctx.localizer
        let rid = r.id.uuidString.lowercased()
        var head: [HTMLNode] = [element("strong", [], text(r.author.name))]
        if r.byFriend { head.append(element("span", [.cls("chip friend")], text(localizer.t("eats.friend")))) }
        if let stars = r.stars { head.append(element("span", [.cls("stars small"), Attr("role", "img"), .aria("label", starsText(localizer, stars))], text(String(repeating: "★", count: stars)))) }
        head.append(element("span", [.cls("muted")], text(" · " + localizer.date(r.updatedAt))))
        var votes: [HTMLNode] = [element("span", [.cls("muted"), .data("helpful-count", "")],
                                    text(localizer.t("eats.helpful_counts", ["helpful": "\(r.helpful)", "unhelpful": "\(r.unhelpful)"])))]
        if !compact {
            if r.byYou {
                votes.append(element("a", [.href(EatsPath.deleteReview(r.id).path), .cls("button small danger")], text(localizer.t("action.delete"))))
            } else {
                votes.append(voteButton(ctx, r.id, helpful: true, pressed: r.yourVote == "helpful"))
                votes.append(voteButton(ctx, r.id, helpful: false, pressed: r.yourVote == "unhelpful"))
                votes.append(element("a", [.href(EatsPath.reportForm(subject: "review", id: r.id).path), .cls("button small")], text(localizer.t("eats.report"))))
            }
        }
        return element("article", [.cls("review" + (r.byFriend ? " by-friend" : "")), .data("review", rid)],
                  element("p", [.cls("review-head")], head),
                  element("p", [.cls("review-text")], text(r.text)),
                  element("div", [.cls("review-votes")], votes))
    }
}

/// A dish: its rank and ratings, rating it, the most helpful review, photos, reviews, nutrition.
enum DishPage: PageView {
    struct Model: Sendable {
        var dish: Dish
        var viewer: UUID
        /// What was typed into each form, and its errors.
        var reviewState: FormState
        var nutritionState: FormState
        var photoError: AppError?
        var ratingError: AppError?
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.dish.summary.name }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let dish = m.dish, s = dish.summary, id = s.id.uuidString.lowercased()
        let own = dish.reviews.first { $0.byYou }
        let reviewState = m.reviewState, nutritionState = m.nutritionState, photoError = m.photoError, ratingError = m.ratingError
        let restaurantPath = EatsPath.restaurant(s.restaurantId).path
        var content: [HTMLNode] = [
            element("p", [.cls("crumbs")], element("a", [.href(restaurantPath)], text("← " + dish.restaurantName))),
            element("div", [.cls("dish-head")],
               dish.photos.first.map { p in void("img", [Attr("src", p.url), Attr("alt", s.name), .cls("hero")]) }
                   ?? DishPages.placeholder(s.name, size: 120),
               element("div", [],
                  element("h1", [], text(s.name)),
                  element("p", [.cls("muted")], text(localizer.t("eats.rank_at", ["n": "\(s.rank)", "restaurant": dish.restaurantName]))),
                  EatsPages.stars(localizer, s.average, count: s.ratingCount),
                  element("p", [.cls("muted"), .data("rating-count", "")], text(localizer.t("eats.ratings_count", ["n": "\(s.ratingCount)"]))),
                  DishPages.friendChips(localizer, s))),
        ]
        if !dish.description.isEmpty { content.append(element("p", [.cls("description")], text(dish.description))) }
        // Neighbours in the ranking.
        content.append(element("nav", [.cls("pager"), .aria("label", localizer.t("eats.other_dishes"))],
                          dish.previousDishId.map { element("a", [.href(EatsPath.dish($0).path), Attr("rel", "prev")],
                                                       text("← " + localizer.t("eats.previous_dish"))) } ?? group([]),
                          dish.nextDishId.map { element("a", [.href(EatsPath.dish($0).path), Attr("rel", "next")],
                                                   text(localizer.t("eats.next_dish") + " →")) } ?? group([])))
        // Rate
        content.append(element("section", [.cls("card"), .id("rate")],
                          element("h2", [], text(localizer.t("eats.your_rating_title"))),
                          Forms.form(ctx, action: EatsPath.rate(s.id).path + "#rate", cls: "rate-form", [
                              element("fieldset", [.cls("star-input")], [element("legend", [], text(localizer.t("eats.rate_legend")))] + (1...5).map { n in
                                  element("label", [],
                                     void("input", [.type("radio"), .name("stars"), .value("\(n)"), .flag("checked", s.yourRating == n),
                                                    .flag("required")]),
                                     text(" " + String(repeating: "★", count: n)),
                                     element("span", [.cls("visually-hidden")], text(" " + DishPages.starsText(localizer, n))))
                              }),
                              FormState(error: ratingError).message("stars", localizer).map { element("p", [.cls("field-error"), Attr("role", "alert")], text($0)) }
                                  ?? group([]),
                              Forms.submit(localizer.t(s.yourRating == nil ? "eats.rate" : "eats.change_rating")),
                          ]),
                          s.yourRating == nil ? group([])
                              : Forms.button(ctx, action: EatsPath.removeRating(s.id).path, label: localizer.t("eats.remove_rating"), cls: "button small")))
        // Histogram
        let total = max(1, dish.histogram.reduce(0, +))
        content.append(element("ul", [.cls("histogram"), .aria("label", localizer.t("eats.histogram"))], (1...5).reversed().map { n in
            let count = dish.histogram[n - 1]
            return element("li", [],
                      element("span", [], text("\(n)★")),
                      // An SVG bar: the page's content security policy allows no inline styles.
                      element("svg", [.cls("bar"), Attr("viewBox", "0 0 100 8"), Attr("preserveAspectRatio", "none"), .aria("hidden", "true")],
                         void("rect", [Attr("width", "\(count * 100 / total)"), Attr("height", "8"), Attr("rx", "4")])),
                      element("span", [.cls("muted")], text("\(count)")))
        }))
        // Most helpful review
        if let best = dish.mostHelpfulReview {
            content.append(element("section", [.cls("card most-helpful"), .id("most-helpful")],
                              element("h2", [], text(localizer.t("eats.most_helpful"))),
                              DishPages.review(ctx, best, dishID: id, compact: true)))
        }
        // Photos
        content.append(element("section", [.id("photos")],
                          element("h2", [], text(localizer.t("eats.photos"))),
                          dish.photos.isEmpty ? element("p", [.cls("muted")], text(localizer.t("eats.no_photos")))
                              : element("ul", [.cls("gallery")], dish.photos.enumerated().map { i, p in
                                  element("li", [],
                                     element("a", [.href("#photo-\(i + 1)"), .cls("gallery-thumb")],
                                        void("img", [Attr("src", p.url), Attr("alt", localizer.t("eats.photo_by", ["name": p.addedBy.name])),
                                                     Attr("loading", "lazy")])),
                                     // Enlarged: a CSS :target overlay, no script needed.
                                     element("div", [.id("photo-\(i + 1)"), .cls("lightbox"), Attr("role", "dialog"),
                                                .aria("label", localizer.t("eats.photo_by", ["name": p.addedBy.name]))],
                                        element("a", [.href("#photos"), .cls("lightbox-close"), .aria("label", localizer.t("eats.close"))], text("×")),
                                        void("img", [Attr("src", p.url), Attr("alt", localizer.t("eats.photo_by", ["name": p.addedBy.name]))]),
                                        element("p", [], text(localizer.t("eats.photo_by", ["name": p.addedBy.name]) + " "),
                                           p.byYou ? element("a", [.href(EatsPath.deletePhoto(p.id).path), .cls("button small danger")],
                                                         text(localizer.t("action.delete")))
                                               : element("a", [.href(EatsPath.reportForm(subject: "photo", id: p.id).path), .cls("button small")],
                                                    text(localizer.t("eats.report"))))))
                              }),
                          Forms.form(ctx, action: EatsPath.photos(s.id).path + "#photos", multipart: true, cls: "stack", [
                              Forms.field(ctx, FormState(error: photoError), name: "photo", label: localizer.t("eats.add_photo"), type: "file",
                                          hint: localizer.t("field.photo_hint"), extra: [Attr("accept", "image/jpeg,image/png,image/webp")]),
                              Forms.submit(localizer.t("eats.upload_photo"), cls: "button"),
                          ])))
        // Reviews
        content.append(element("section", [.id("reviews")],
                          element("h2", [], text(localizer.t("eats.reviews", ["n": "\(dish.reviews.count)"]))),
                          dish.reviews.isEmpty ? element("p", [.cls("muted")], text(localizer.t("eats.no_reviews")))
                              : element("ol", [.cls("reviews")], dish.reviews.map { element("li", [], DishPages.review(ctx, $0, dishID: id, compact: false)) }),
                          element("div", [.cls("card"), .id("write-review")],
                             element("h3", [], text(localizer.t(own == nil ? "eats.write_review" : "eats.edit_review"))),
                             Forms.form(ctx, action: EatsPath.review(s.id).path + "#write-review", cls: "stack", [
                                 Forms.textarea(ctx, reviewState, name: "text", label: localizer.t("eats.review_text"), rows: 4),
                                 Forms.submit(localizer.t(own == nil ? "eats.post_review" : "eats.save_review")),
                             ]))))
        // Nutrition
        var nutrition: [HTMLNode] = [element("h2", [], text(localizer.t("eats.nutrition")))]
        if let n = dish.nutrition {
            var rows: [HTMLNode] = []
            func add(_ key: String, _ v: Double?, _ unit: String) {
                if let v { rows.append(element("tr", [], element("th", [Attr("scope", "row")], text(localizer.t(key))), element("td", [], text(String(format: "%g", v) + " " + unit)))) }
            }
            add("eats.energy", n.energyKcal, "kcal")
            add("eats.protein", n.proteinGrams, "g")
            add("eats.fat", n.fatGrams, "g")
            add("eats.carbohydrate", n.carbohydrateGrams, "g")
            nutrition.append(element("table", [.cls("nutrition")], rows))
            if let by = n.enteredBy {
                nutrition.append(element("p", [.cls("muted")], text(localizer.t("eats.nutrition_by", ["name": by.name, "date": n.enteredAt.map { localizer.date($0) } ?? ""]))))
                if by.id == m.viewer {
                    nutrition.append(Forms.button(ctx, action: EatsPath.removeNutrition(s.id).path, label: localizer.t("eats.remove_nutrition"),
                                                  cls: "button small"))
                }
            }
        } else {
            nutrition.append(element("p", [.cls("muted")], text(localizer.t("eats.no_nutrition"))))
        }
        nutrition.append(element("details", nutritionState.error == nil ? [] : [.flag("open")],
                            element("summary", [], text(localizer.t(dish.nutrition == nil ? "eats.add_nutrition" : "eats.edit_nutrition"))),
                            Forms.alert(nutritionState.general(localizer, fields: ["energyKcal", "proteinGrams", "fatGrams", "carbohydrateGrams"])),
                            Forms.form(ctx, action: EatsPath.nutrition(s.id).path + "#nutrition", cls: "stack", [
                                Forms.field(ctx, nutritionState, name: "energyKcal", label: localizer.t("eats.energy") + " (kcal)", extra: [Attr("inputmode", "decimal")]),
                                Forms.field(ctx, nutritionState, name: "proteinGrams", label: localizer.t("eats.protein") + " (g)", extra: [Attr("inputmode", "decimal")]),
                                Forms.field(ctx, nutritionState, name: "fatGrams", label: localizer.t("eats.fat") + " (g)", extra: [Attr("inputmode", "decimal")]),
                                Forms.field(ctx, nutritionState, name: "carbohydrateGrams", label: localizer.t("eats.carbohydrate") + " (g)",
                                            extra: [Attr("inputmode", "decimal")]),
                                Forms.submit(localizer.t("action.save"), cls: "button"),
                            ])))
        content.append(element("section", [.id("nutrition")], nutrition))
        var actions: [HTMLNode] = [element("a", [.href(EatsPath.reportForm(subject: "dish", id: s.id).path), .cls("button small")], text(localizer.t("eats.report")))]
        if dish.addedByYou { actions.append(element("a", [.href(EatsPath.deleteDish(s.id).path), .cls("button small danger")], text(localizer.t("action.delete")))) }
        content.append(element("p", [.cls("actions")], actions))
        return content
    }
}
