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
        return el("svg", [Attr("viewBox", "0 0 64 64"), Attr("width", "\(size)"), Attr("height", "\(size)"), .cls("thumb placeholder"),
                          .data("placeholder", "")] + (decorative ? [.aria("hidden", "true")] : [Attr("role", "img"), .aria("label", name)]),
                  void("rect", [Attr("width", "64"), Attr("height", "64"), Attr("rx", "10"), Attr("fill", "hsl(\(hue) 55% 88%)")]),
                  void("circle", [Attr("cx", "32"), Attr("cy", "32"), Attr("r", "22"), Attr("fill", "#fff"), Attr("stroke", "hsl(\(hue) 45% 60%)"),
                                  Attr("stroke-width", "3")]),
                  el("text", [Attr("x", "32"), Attr("y", "40"), Attr("text-anchor", "middle"), Attr("font-size", "22"),
                              Attr("fill", "hsl(\(hue) 45% 35%)")], text(initial)))
    }

    static func starsText(_ l: Localizer, _ n: Int) -> String { n == 1 ? l.t("eats.one_star") : l.t("eats.n_stars", ["n": "\(n)"]) }

    /// Friends' ratings, highlighted beside the dish.
    static func friendChips(_ l: Localizer, _ d: DishSummary) -> HTMLNode {
        guard !d.friendRatings.isEmpty else { return group([]) }
        return el("p", [.cls("friend-ratings")], d.friendRatings.prefix(4).map { f in
            el("span", [.cls("chip friend"), Attr("title", l.t("eats.friend_rated", ["name": f.name, "stars": "\(f.stars)"]))],
               text("★\(f.stars) " + (f.name.split(separator: " ").first.map(String.init) ?? f.name)))
        })
    }

    static func row(_ l: Localizer, _ d: DishSummary) -> HTMLNode {
        el("li", [.cls("row dish" + (d.friendRatings.isEmpty ? "" : " has-friends")), .data("dish", d.id.uuidString.lowercased())],
           el("span", [.cls("rank"), Attr("role", "img"), .aria("label", l.t("eats.rank", ["n": "\(d.rank)"]))], text("\(d.rank)")),
           thumbnail(d),
           el("div", [.cls("grow")],
              el("a", [.href("/eats/dishes/\(d.id.uuidString.lowercased())"), .cls("title")], text(d.name)),
              EatsPages.stars(l, d.average, count: d.ratingCount),
              d.yourRating.map { el("p", [.cls("muted")], text(l.t("eats.your_rating", ["stars": "\($0)"]))) } ?? group([]),
              friendChips(l, d)))
    }

    // MARK: the page

    static func detail(_ req: Request, reviewState: FormState? = nil, nutritionState: FormState? = nil, photoError: AppError? = nil,
                       ratingError: AppError? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let dish = try await req.context.dishes.render(try req.uuid("dishId", "dish"), viewer: viewer.id)
        let s = dish.summary
        let id = s.id.uuidString.lowercased()
        let own = dish.reviews.first { $0.byYou }
        let reviewState = reviewState ?? FormState(values: ["text": own?.text ?? ""])
        var nutritionValues: [String: String] = [:]
        if let n = dish.nutrition {
            func put(_ key: String, _ v: Double?) { if let v { nutritionValues[key] = v == v.rounded() ? "\(Int(v))" : "\(v)" } }
            put("energyKcal", n.energyKcal); put("proteinGrams", n.proteinGrams); put("fatGrams", n.fatGrams); put("carbohydrateGrams", n.carbohydrateGrams)
        }
        let nutritionState = nutritionState ?? FormState(values: nutritionValues)
        return try await req.page(s.name, tab: EatsTab.tab, status: status) { ctx in
            let restaurantPath = "/eats/restaurants/\(s.restaurantId.uuidString.lowercased())"
            var content: [HTMLNode] = [
                el("p", [.cls("crumbs")], el("a", [.href(restaurantPath)], text("← " + dish.restaurantName))),
                el("div", [.cls("dish-head")],
                   dish.photos.first.map { p in void("img", [Attr("src", p.url), Attr("alt", s.name), .cls("hero")]) }
                       ?? placeholder(s.name, size: 120),
                   el("div", [],
                      el("h1", [], text(s.name)),
                      el("p", [.cls("muted")], text(l.t("eats.rank_at", ["n": "\(s.rank)", "restaurant": dish.restaurantName]))),
                      EatsPages.stars(l, s.average, count: s.ratingCount),
                      el("p", [.cls("muted"), .data("rating-count", "")], text(l.t("eats.ratings_count", ["n": "\(s.ratingCount)"]))),
                      friendChips(l, s))),
            ]
            if !dish.description.isEmpty { content.append(el("p", [.cls("description")], text(dish.description))) }
            // Neighbours in the ranking.
            content.append(el("nav", [.cls("pager"), .aria("label", l.t("eats.other_dishes"))],
                              dish.previousDishId.map { el("a", [.href("/eats/dishes/\($0.uuidString.lowercased())"), Attr("rel", "prev")],
                                                           text("← " + l.t("eats.previous_dish"))) } ?? group([]),
                              dish.nextDishId.map { el("a", [.href("/eats/dishes/\($0.uuidString.lowercased())"), Attr("rel", "next")],
                                                       text(l.t("eats.next_dish") + " →")) } ?? group([])))
            // Rate
            content.append(el("section", [.cls("card"), .id("rate")],
                              el("h2", [], text(l.t("eats.your_rating_title"))),
                              Forms.form(ctx, action: "/eats/dishes/\(id)/rating#rate", cls: "rate-form", [
                                  el("fieldset", [.cls("star-input")], [el("legend", [], text(l.t("eats.rate_legend")))] + (1...5).map { n in
                                      el("label", [],
                                         void("input", [.type("radio"), .name("stars"), .value("\(n)"), .flag("checked", s.yourRating == n),
                                                        .flag("required")]),
                                         text(" " + String(repeating: "★", count: n)),
                                         el("span", [.cls("visually-hidden")], text(" " + starsText(l, n))))
                                  }),
                                  FormState(error: ratingError).message("stars", l).map { el("p", [.cls("field-error"), Attr("role", "alert")], text($0)) }
                                      ?? group([]),
                                  Forms.submit(l.t(s.yourRating == nil ? "eats.rate" : "eats.change_rating")),
                              ]),
                              s.yourRating == nil ? group([])
                                  : Forms.button(ctx, action: "/eats/dishes/\(id)/rating/delete", label: l.t("eats.remove_rating"), cls: "button small")))
            // Histogram
            let total = max(1, dish.histogram.reduce(0, +))
            content.append(el("ul", [.cls("histogram"), .aria("label", l.t("eats.histogram"))], (1...5).reversed().map { n in
                let count = dish.histogram[n - 1]
                return el("li", [],
                          el("span", [], text("\(n)★")),
                          // An SVG bar: the page's content security policy allows no inline styles.
                          el("svg", [.cls("bar"), Attr("viewBox", "0 0 100 8"), Attr("preserveAspectRatio", "none"), .aria("hidden", "true")],
                             void("rect", [Attr("width", "\(count * 100 / total)"), Attr("height", "8"), Attr("rx", "4")])),
                          el("span", [.cls("muted")], text("\(count)")))
            }))
            // Most helpful review
            if let best = dish.mostHelpfulReview {
                content.append(el("section", [.cls("card most-helpful"), .id("most-helpful")],
                                  el("h2", [], text(l.t("eats.most_helpful"))),
                                  review(ctx, best, dishID: id, compact: true)))
            }
            // Photos
            content.append(el("section", [.id("photos")],
                              el("h2", [], text(l.t("eats.photos"))),
                              dish.photos.isEmpty ? el("p", [.cls("muted")], text(l.t("eats.no_photos")))
                                  : el("ul", [.cls("gallery")], dish.photos.enumerated().map { i, p in
                                      el("li", [],
                                         el("a", [.href("#photo-\(i + 1)"), .cls("gallery-thumb")],
                                            void("img", [Attr("src", p.url), Attr("alt", l.t("eats.photo_by", ["name": p.addedBy.name])),
                                                         Attr("loading", "lazy")])),
                                         // Enlarged: a CSS :target overlay, no script needed.
                                         el("div", [.id("photo-\(i + 1)"), .cls("lightbox"), Attr("role", "dialog"),
                                                    .aria("label", l.t("eats.photo_by", ["name": p.addedBy.name]))],
                                            el("a", [.href("#photos"), .cls("lightbox-close"), .aria("label", l.t("eats.close"))], text("×")),
                                            void("img", [Attr("src", p.url), Attr("alt", l.t("eats.photo_by", ["name": p.addedBy.name]))]),
                                            el("p", [], text(l.t("eats.photo_by", ["name": p.addedBy.name]) + " "),
                                               p.byYou ? el("a", [.href("/eats/photos/\(p.id.uuidString.lowercased())/delete"), .cls("button small danger")],
                                                             text(l.t("action.delete")))
                                                   : el("a", [.href("/eats/report?subject=photo&id=\(p.id.uuidString.lowercased())"), .cls("button small")],
                                                        text(l.t("eats.report"))))))
                                  }),
                              Forms.form(ctx, action: "/eats/dishes/\(id)/photos#photos", multipart: true, cls: "stack", [
                                  Forms.field(ctx, FormState(error: photoError), name: "photo", label: l.t("eats.add_photo"), type: "file",
                                              hint: l.t("field.photo_hint"), extra: [Attr("accept", "image/jpeg,image/png,image/webp")]),
                                  Forms.submit(l.t("eats.upload_photo"), cls: "button"),
                              ])))
            // Reviews
            content.append(el("section", [.id("reviews")],
                              el("h2", [], text(l.t("eats.reviews", ["n": "\(dish.reviews.count)"]))),
                              dish.reviews.isEmpty ? el("p", [.cls("muted")], text(l.t("eats.no_reviews")))
                                  : el("ol", [.cls("reviews")], dish.reviews.map { el("li", [], review(ctx, $0, dishID: id, compact: false)) }),
                              el("div", [.cls("card"), .id("write-review")],
                                 el("h3", [], text(l.t(own == nil ? "eats.write_review" : "eats.edit_review"))),
                                 Forms.form(ctx, action: "/eats/dishes/\(id)/review#write-review", cls: "stack", [
                                     Forms.textarea(ctx, reviewState, name: "text", label: l.t("eats.review_text"), rows: 4),
                                     Forms.submit(l.t(own == nil ? "eats.post_review" : "eats.save_review")),
                                 ]))))
            // Nutrition
            var nutrition: [HTMLNode] = [el("h2", [], text(l.t("eats.nutrition")))]
            if let n = dish.nutrition {
                var rows: [HTMLNode] = []
                func add(_ key: String, _ v: Double?, _ unit: String) {
                    if let v { rows.append(el("tr", [], el("th", [Attr("scope", "row")], text(l.t(key))), el("td", [], text(String(format: "%g", v) + " " + unit)))) }
                }
                add("eats.energy", n.energyKcal, "kcal")
                add("eats.protein", n.proteinGrams, "g")
                add("eats.fat", n.fatGrams, "g")
                add("eats.carbohydrate", n.carbohydrateGrams, "g")
                nutrition.append(el("table", [.cls("nutrition")], rows))
                if let by = n.enteredBy {
                    nutrition.append(el("p", [.cls("muted")], text(l.t("eats.nutrition_by", ["name": by.name, "date": n.enteredAt.map { l.date($0) } ?? ""]))))
                    if by.id == viewer.id {
                        nutrition.append(Forms.button(ctx, action: "/eats/dishes/\(id)/nutrition/delete", label: l.t("eats.remove_nutrition"),
                                                      cls: "button small"))
                    }
                }
            } else {
                nutrition.append(el("p", [.cls("muted")], text(l.t("eats.no_nutrition"))))
            }
            nutrition.append(el("details", nutritionState.error == nil ? [] : [.flag("open")],
                                el("summary", [], text(l.t(dish.nutrition == nil ? "eats.add_nutrition" : "eats.edit_nutrition"))),
                                Forms.alert(nutritionState.general(l, fields: ["energyKcal", "proteinGrams", "fatGrams", "carbohydrateGrams"])),
                                Forms.form(ctx, action: "/eats/dishes/\(id)/nutrition#nutrition", cls: "stack", [
                                    Forms.field(ctx, nutritionState, name: "energyKcal", label: l.t("eats.energy") + " (kcal)", extra: [Attr("inputmode", "decimal")]),
                                    Forms.field(ctx, nutritionState, name: "proteinGrams", label: l.t("eats.protein") + " (g)", extra: [Attr("inputmode", "decimal")]),
                                    Forms.field(ctx, nutritionState, name: "fatGrams", label: l.t("eats.fat") + " (g)", extra: [Attr("inputmode", "decimal")]),
                                    Forms.field(ctx, nutritionState, name: "carbohydrateGrams", label: l.t("eats.carbohydrate") + " (g)",
                                                extra: [Attr("inputmode", "decimal")]),
                                    Forms.submit(l.t("action.save"), cls: "button"),
                                ])))
            content.append(el("section", [.id("nutrition")], nutrition))
            var actions: [HTMLNode] = [el("a", [.href("/eats/report?subject=dish&id=\(id)"), .cls("button small")], text(l.t("eats.report")))]
            if dish.addedByYou { actions.append(el("a", [.href("/eats/dishes/\(id)/delete"), .cls("button small danger")], text(l.t("action.delete")))) }
            content.append(el("p", [.cls("actions")], actions))
            return content
        }
    }

    /// Helpful / not helpful; pressing the pressed one again takes the vote back.
    static func voteButton(_ ctx: PageContext, _ review: String, helpful: Bool, pressed: Bool) -> HTMLNode {
        Forms.form(ctx, action: "/eats/reviews/\(review)/vote", cls: "inline", [
            void("input", [.type("hidden"), .name("helpful"), .value(pressed ? "undo" : (helpful ? "yes" : "no"))]),
            el("button", [.type("submit"), .cls(pressed ? "button small pressed" : "button small"), .aria("pressed", pressed ? "true" : "false")],
               text((helpful ? "👍 " : "👎 ") + ctx.l.t(helpful ? "eats.helpful" : "eats.unhelpful"))),
        ])
    }

    static func review(_ ctx: PageContext, _ r: DishReview, dishID: String, compact: Bool) -> HTMLNode {
        let l = ctx.l
        let rid = r.id.uuidString.lowercased()
        var head: [HTMLNode] = [el("strong", [], text(r.author.name))]
        if r.byFriend { head.append(el("span", [.cls("chip friend")], text(l.t("eats.friend")))) }
        if let stars = r.stars { head.append(el("span", [.cls("stars small"), Attr("role", "img"), .aria("label", starsText(l, stars))], text(String(repeating: "★", count: stars)))) }
        head.append(el("span", [.cls("muted")], text(" · " + l.date(r.updatedAt))))
        var votes: [HTMLNode] = [el("span", [.cls("muted"), .data("helpful-count", "")],
                                    text(l.t("eats.helpful_counts", ["helpful": "\(r.helpful)", "unhelpful": "\(r.unhelpful)"])))]
        if !compact {
            if r.byYou {
                votes.append(el("a", [.href("/eats/reviews/\(rid)/delete"), .cls("button small danger")], text(l.t("action.delete"))))
            } else {
                votes.append(voteButton(ctx, rid, helpful: true, pressed: r.yourVote == "helpful"))
                votes.append(voteButton(ctx, rid, helpful: false, pressed: r.yourVote == "unhelpful"))
                votes.append(el("a", [.href("/eats/report?subject=review&id=\(rid)"), .cls("button small")], text(l.t("eats.report"))))
            }
        }
        return el("article", [.cls("review" + (r.byFriend ? " by-friend" : "")), .data("review", rid)],
                  el("p", [.cls("review-head")], head),
                  el("p", [.cls("review-text")], text(r.text)),
                  el("div", [.cls("review-votes")], votes))
    }
}
