import Fluent
import NIOCore
import Foundation
import SatchelAPI
import SatchelGeo
import SatchelTesting
@testable import Eats
@testable import SatchelCore
import SQLKit
import Testing

@Suite("Dishes and ratings")
struct DishRatingTests {
    @Test func onePersonHasOneRatingPerDishWhichTheyCanChangeOrRemove() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Salmon soup", to: r.id, by: ada)
            try await t.rate(dish.summary.id, 3, by: ada)
            let changed = try await t.rate(dish.summary.id, 5, by: ada)
            #expect(changed.summary.ratingCount == 1 && changed.summary.average == 5 && changed.summary.yourRating == 5)
            #expect(changed.histogram == [0, 0, 0, 0, 1])
            let removed = try await t.request(EatsRoute.unrateDish(dish.summary.id), token: ada.token).decode(Dish.self)
            #expect(removed.summary.ratingCount == 0 && removed.summary.average == nil)
            let bad = try await t.request(EatsRoute.rateDish(dish.summary.id), token: ada.token, json: RatingDraft(stars: 6))
            #expect(bad.status == .unprocessableEntity && bad.problem?.errors?.first?.field == "stars")
        }
    }

    @Test func oneFiveStarVoteDoesNotOutrankManyGoodOnes() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let lucky = try await t.addDish("Lucky", to: r.id, by: ada)
            let loved = try await t.addDish("Loved", to: r.id, by: ada)
            try await t.context.contributions.rate(lucky.summary.id, stars: 5, by: ada.user.id)
            let crowd = try await t.crowd(20, prefix: "fan")
            for (n, fan) in crowd.enumerated() { try await t.context.contributions.rate(loved.summary.id, stars: n % 3 == 0 ? 4 : 5, by: fan) }
            let page = try await t.request(EatsRoute.restaurant(r.id), token: ada.token).decode(Restaurant.self)
            #expect(page.dishes.map(\.name) == ["Loved", "Lucky"])
            #expect(page.dishes.map(\.rank) == [1, 2])
            #expect(page.dishes[1].average == 5 && page.dishes[1].ratingCount == 1)
            let loveDetail = try await t.dish(loved.summary.id, as: ada)
            #expect(loveDetail.nextDishId == lucky.summary.id && loveDetail.previousDishId == nil)
        }
    }

    @Test func friendsRatingsAreShownAndStrangersAreNot() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), bo = try await t.signUp("bob", name: "Bo Friend"), cy = try await t.signUp("cyd")
            try await t.befriend(ada, bo)
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            try await t.rate(dish.summary.id, 4, by: bo)
            try await t.rate(dish.summary.id, 1, by: cy)
            let seen = try await t.dish(dish.summary.id, as: ada)
            #expect(seen.summary.friendRatings == [FriendRating(userId: bo.user.id, name: "Bo Friend", stars: 4)])
        }
    }

    @Test func aDishNameIsOnePerRestaurantIgnoringCaseAndAccents() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let r = try await t.addRestaurant("Kuu", by: ada)
            _ = try await t.addDish("Crème brûlée", to: r.id, by: ada)
            let again = try await t.request(EatsRoute.createDish(restaurant: r.id), token: ada.token, json: DishDraft(name: "creme BRULEE"))
            #expect(again.status == .conflict && again.problem?.errors?.first?.code == "dish.exists")
        }
    }

    /// Property: after any sequence of rating, re-rating, removing ratings and deleting
    /// accounts, each dish's, restaurant's and cuisine's totals equal its ratings.
    @Test(arguments: [11, 23, 42])
    func totalsAlwaysEqualTheRatingsTheyCount(seed: Int) async throws {
        try await withSatchel { t in
            var rng = SplitMix64(state: UInt64(seed))
            let ada = try await t.signUp("ada")
            var people = try await t.crowd(6, prefix: "person")
            var joined = 0
            var dishes: [UUID] = []
            for n in 0..<3 {
                let r = try await t.addRestaurant("R\(n)", by: ada, cuisines: n == 2 ? ["pizza", "ramen"] : ["pizza"])
                for d in 0..<2 { dishes.append(try await t.context.dishes.create(DishDraft(name: "D\(d)"), restaurant: r.id, by: ada.user.id).id!) }
            }
            for _ in 0..<60 {
                let person = people[Int.random(in: 0..<people.count, using: &rng)]
                let dish = dishes[Int.random(in: 0..<dishes.count, using: &rng)]
                switch Int.random(in: 0..<10, using: &rng) {
                case 0..<6: try await t.context.contributions.rate(dish, stars: Int.random(in: 1...5, using: &rng), by: person)
                case 6..<9: try await t.context.contributions.unrate(dish, by: person)
                default:
                    try await t.context.accounts.delete(try #require(try await User.find(person, on: t.app.db)))
                    people.removeAll { $0 == person }
                    joined += 1
                    people += try await t.crowd(1, prefix: "late\(joined)x")
                }
            }
            let ratings = try await DishRatingRecord.query(on: t.app.db).all()
            for dish in try await DishRecord.query(on: t.app.db).all() {
                let mine = ratings.filter { $0.$dish.id == dish.id! }
                #expect(dish.ratingCount == mine.count && dish.ratingSum == mine.reduce(0) { $0 + $1.stars })
            }
            let allDishes = try await DishRecord.query(on: t.app.db).all()
            var cuisineTotals: [String: (Int, Int)] = [:]
            for r in try await RestaurantRecord.query(on: t.app.db).all() {
                let own = allDishes.filter { $0.$restaurant.id == r.id! }
                #expect(r.ratingCount == own.reduce(0) { $0 + $1.ratingCount } && r.ratingSum == own.reduce(0) { $0 + $1.ratingSum })
                for c in RestaurantListing(r).cuisineList { cuisineTotals[c, default: (0, 0)].0 += r.ratingSum; cuisineTotals[c, default: (0, 0)].1 += r.ratingCount }
            }
            let sql = t.app.db.sql
            for row in try await sql.raw("SELECT cuisine, rating_sum, rating_count FROM eats_cuisine_stats").all() {
                let cuisine = try row.decode(column: "cuisine", as: String.self)
                let expected = cuisineTotals[cuisine] ?? (0, 0)
                #expect(try row.decode(column: "rating_sum", as: Int.self) == expected.0, "\(cuisine)")
                #expect(try row.decode(column: "rating_count", as: Int.self) == expected.1, "\(cuisine)")
            }
        }
    }
}

@Suite("Reviews, helpful votes and reports")
struct ReviewTests {
    @Test func theMostHelpfulReviewIsTheBestWilsonBoundNotTheBestRatio() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), bo = try await t.signUp("bob")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            let one = try await t.context.contributions.writeReview(dish.summary.id, ReviewDraft(text: "One vote, all helpful"), by: ada.user.id)
            let many = try await t.context.contributions.writeReview(dish.summary.id, ReviewDraft(text: "Ten votes, eight helpful"), by: bo.user.id)
            let voters = try await t.crowd(10, prefix: "voter")
            try await t.context.contributions.vote(one.id!, helpful: true, by: voters[0])
            for (n, voter) in voters.enumerated() { try await t.context.contributions.vote(many.id!, helpful: n < 8, by: voter) }
            let seen = try await t.dish(dish.summary.id, as: ada)
            #expect(seen.mostHelpfulReview?.id == many.id)
            #expect(seen.reviews.map(\.id) == [many.id!, one.id!])
            #expect(seen.mostHelpfulReview?.helpful == 8 && seen.mostHelpfulReview?.unhelpful == 2)
        }
    }

    @Test func aDishPageCountsEveryStarAndShowsEachReviewersStarsTheViewersVoteAndFriends() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), bob = try await t.signUp("bob"), cy = try await t.signUp("cy")
            try await t.befriend(ada, bob)
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            try await t.rate(dish.summary.id, 5, by: bob)
            try await t.rate(dish.summary.id, 2, by: cy)
            for (n, rater) in try await t.crowd(3, prefix: "rater").enumerated() {
                try await t.context.contributions.rate(dish.summary.id, stars: n == 0 ? 1 : 5, by: rater)
            }
            for (author, text) in [(bob, "Warming"), (cy, "Too salty")] {
                _ = try await t.request(EatsRoute.writeReview(dish.summary.id), token: author.token, json: ReviewDraft(text: text))
            }
            let cyReview = try #require(try await t.dish(dish.summary.id, as: ada).reviews.first { $0.text == "Too salty" })
            _ = try await t.request(EatsRoute.voteReview(cyReview.id), token: ada.token, json: ReviewVote(helpful: false))
            let seen = try await t.dish(dish.summary.id, as: ada)
            #expect(seen.histogram == [1, 1, 0, 0, 3])
            let byText = Dictionary(uniqueKeysWithValues: seen.reviews.map { ($0.text, $0) })
            #expect(byText["Warming"]?.stars == 5 && byText["Warming"]?.byFriend == true && byText["Warming"]?.yourVote == nil)
            #expect(byText["Too salty"]?.stars == 2 && byText["Too salty"]?.byFriend == false && byText["Too salty"]?.yourVote == "unhelpful")
            #expect(seen.summary.friendRatings.map(\.stars) == [5], "only friends' ratings are named")
        }
    }

    @Test func nobodyVotesOnTheirOwnReviewAndEachPersonVotesOnce() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), bo = try await t.signUp("bob")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            let review = try await t.request(EatsRoute.writeReview(dish.summary.id), token: ada.token, json: ReviewDraft(text: "Lovely"))
                .decode(DishReview.self)
            let own = try await t.request(EatsRoute.voteReview(review.id), token: ada.token, json: ReviewVote(helpful: true))
            #expect(own.status == .forbidden)
            _ = try await t.request(EatsRoute.voteReview(review.id), token: bo.token, json: ReviewVote(helpful: true))
            let changed = try await t.request(EatsRoute.voteReview(review.id), token: bo.token, json: ReviewVote(helpful: false))
                .decode(DishReview.self)
            #expect(changed.helpful == 0 && changed.unhelpful == 1 && changed.yourVote == "unhelpful")
            // Writing again replaces the text and keeps the votes.
            let rewritten = try await t.request(EatsRoute.writeReview(dish.summary.id), token: ada.token, json: ReviewDraft(text: "Still lovely"))
                .decode(DishReview.self)
            #expect(rewritten.id == review.id && rewritten.text == "Still lovely" && rewritten.unhelpful == 1)
        }
    }

    @Test func contentReportedByThreePeopleIsHiddenFromAllButItsAuthor() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), bo = try await t.signUp("bob")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            let review = try await t.context.contributions.writeReview(dish.summary.id, ReviewDraft(text: "Buy cheap watches at spam.example"), by: bo.user.id)
            let reporters = [ada] + [try await t.signUp("cyd"), try await t.signUp("dia")]
            for (n, reporter) in reporters.enumerated() {
                #expect(try await t.dish(dish.summary.id, as: ada).reviews.count == 1, "before report \(n + 1)")
                let report = AbuseReport(subject: "review", subjectId: review.id!, reason: "spam")
                #expect(try await t.request(EatsRoute.reportAbuse, token: reporter.token, json: report).status == .noContent)
                if n == 0 { // the same person again counts once
                    #expect(try await t.request(EatsRoute.reportAbuse, token: reporter.token, json: report).status == .noContent)
                }
            }
            #expect(try await t.dish(dish.summary.id, as: ada).reviews.isEmpty)
            #expect(try await t.dish(dish.summary.id, as: bo).reviews.count == 1)
            let unknown = try await t.request(EatsRoute.reportAbuse, token: ada.token,
                                              json: AbuseReport(subject: "review", subjectId: UUID(), reason: "spam"))
            #expect(unknown.status == .notFound)
        }
    }
}

@Suite("Photos and nutrition")
struct PhotoNutritionTests {
    @Test func aPhotoShowsWithItsDishAndOnlyItsUploaderMayDeleteIt() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), bo = try await t.signUp("bob")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            #expect(dish.photos.isEmpty && dish.summary.photoURL == nil)
            let png = try Data(contentsOf: Bundle.module.url(forResource: "photo", withExtension: "png", subdirectory: "Fixtures")!)
            let res = try await t.request(.POST, EatsRoute.addPhoto(dish: dish.summary.id).path, token: bo.token,
                                          headers: ["Content-Type": "image/png"], body: ByteBuffer(bytes: Array(png)))
            #expect(res.status == .created)
            let photo = try res.decode(DishPhoto.self)
            let seen = try await t.dish(dish.summary.id, as: ada)
            #expect(seen.photos.map(\.id) == [photo.id] && seen.summary.photoURL == photo.url)
            #expect(try await t.request(.GET, photo.url, token: ada.token).status == .ok)
            #expect(try await t.request(EatsRoute.deletePhoto(photo.id), token: ada.token).status == .forbidden)
            #expect(try await t.request(EatsRoute.deletePhoto(photo.id), token: bo.token).status == .noContent)
            #expect(try await t.request(.GET, photo.url, token: ada.token).status == .notFound)
        }
    }

    @Test func somethingThatIsNotAnImageIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            let res = try await t.request(.POST, EatsRoute.addPhoto(dish: dish.summary.id).path, token: ada.token,
                                          headers: ["Content-Type": "image/png"], body: ByteBuffer(string: "<svg onload=alert(1)>"))
            #expect(res.status == .unsupportedMediaType || res.status == .unprocessableEntity)
            #expect(try await DishPhotoRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func nutritionSaysWhoEnteredItAndRejectsImpossibleValues() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada", name: "Ada Cook")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            let bad = try await t.request(EatsRoute.setNutrition(dish.summary.id), token: ada.token, json: Nutrition(energyKcal: -5, fatGrams: 3000))
            #expect(Set(bad.problem?.errors?.map(\.field) ?? []) == ["energyKcal", "fatGrams"])
            let saved = try await t.request(EatsRoute.setNutrition(dish.summary.id), token: ada.token,
                                            json: Nutrition(energyKcal: 420, proteinGrams: 21.5)).decode(Dish.self)
            #expect(saved.nutrition?.energyKcal == 420 && saved.nutrition?.proteinGrams == 21.5 && saved.nutrition?.fatGrams == nil)
            #expect(saved.nutrition?.enteredBy == PersonRef(id: ada.user.id, name: "Ada Cook"))
        }
    }
}

@Suite("Removing your own nutrition")
struct NutritionRemovalTests {
    @Test func onlyWhoEnteredTheNutritionMayRemoveIt() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), bob = try await t.signUp("bob")
            let r = try await t.addRestaurant("Kuu", by: ada)
            let dish = try await t.addDish("Soup", to: r.id, by: ada)
            _ = try await t.request(EatsRoute.setNutrition(dish.summary.id), token: ada.token, json: Nutrition(energyKcal: 420))
            #expect(try await t.request(EatsRoute.clearNutrition(dish.summary.id), token: bob.token).status == .forbidden)
            let cleared = try await t.request(EatsRoute.clearNutrition(dish.summary.id), token: ada.token).decode(Dish.self)
            #expect(cleared.nutrition == nil)
        }
    }
}

@Suite("Dish search")
struct DishSearchTests {
    @Test func findsDishesByWordStartWithinTheRadiusBestFirst() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let near = try await t.addRestaurant("Near", at: Geo.destination(from: helsinki, metres: 300, bearing: 0), by: ada)
            let close = try await t.addRestaurant("Close", at: Geo.destination(from: helsinki, metres: 900, bearing: 90), by: ada)
            let far = try await t.addRestaurant("Far", at: Geo.destination(from: helsinki, metres: 5000, bearing: 180), by: ada)
            let okay = try await t.addDish("Shoyu Ramen", to: near.id, by: ada)
            let great = try await t.addDish("Ramen bowl", to: close.id, by: ada)
            _ = try await t.addDish("Ramen", to: far.id, by: ada)
            _ = try await t.addDish("Paramen salad", to: near.id, by: ada) // "ramen" inside a word is not a match
            let fans = try await t.crowd(6, prefix: "fan")
            for fan in fans {
                try await t.context.contributions.rate(great.summary.id, stars: 5, by: fan)
                try await t.context.contributions.rate(okay.summary.id, stars: 3, by: fan)
            }
            let hits = try await t.request(EatsRoute.searchDishes, token: ada.token, query: "?q=ramen&near=60.16952,24.93545&radius=2000")
                .decode(Page<DishHit>.self).items
            #expect(hits.map(\.dish.name) == ["Ramen bowl", "Shoyu Ramen"])
            #expect(hits.map(\.restaurantName) == ["Close", "Near"])
            // Each hit's place on its own menu: the unrated salad sits at the prior, above 3 stars.
            #expect(hits.map(\.dish.rank) == [1, 2])
            #expect(hits.allSatisfy { $0.distance < 2000 })
            let empty = try await t.request(EatsRoute.searchDishes, token: ada.token, query: "?q=&near=60.16952,24.93545")
            #expect(empty.status == .unprocessableEntity && empty.problem?.errors?.first?.field == "q")
        }
    }

    @Test(arguments: [("pizza", ["Margherita", "Pizza bianca", "Quattro formaggi"]), ("soppa", ["Lohikeitto"]),
                      ("sushi", ["Lax nigiri"]), ("margherita", ["Margherita"])])
    func aKindOfDishFindsDishesOfThatKindByName(query: String, found: [String]) async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let place = try await t.addRestaurant("Corner", at: Geo.destination(from: helsinki, metres: 200, bearing: 0), by: ada)
            for name in ["Margherita", "Quattro formaggi", "Pizza bianca", "Tiramisu", "Lohikeitto", "Lax nigiri"] {
                _ = try await t.addDish(name, to: place.id, by: ada)
            }
            let hits = try await t.request(EatsRoute.searchDishes, token: ada.token, query: "?q=\(query)&near=60.16952,24.93545&radius=2000")
                .decode(Page<DishHit>.self).items
            #expect(hits.map(\.dish.name).sorted() == found)
        }
    }
}
