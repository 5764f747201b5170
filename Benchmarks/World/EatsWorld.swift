import Eats
import Fluent
import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo
import SQLKit

/// The generated world's food (issue 25): restaurants around GeoNames cities (`WeightedCities`,
/// as the nearby benchmark spreads them), dishes on some of them, people's ratings, reviews and
/// helpful votes. Every total the app keeps on write agrees with the rows: a dish's and its
/// restaurant's rating sum and count, each cuisine's (`eats_cuisine_stats`), a review's helpful
/// and unhelpful votes and its Wilson bound.
///
/// Rows go in the order their references need (restaurants, dishes, ratings, reviews, votes),
/// yet a restaurant's totals depend on ratings written later: so the ratings are planned first
/// (`RatingStream` from its seed, counting totals only) and drawn again, the same, when written.
enum EatsWorld {
    static func generate(_ world: GeneratedWorld) async throws {
        let now = world.now
        let joined = try await joinDates(world)
        let people = world.population
        var plan = Plan()
        var menuIDs: [UUID] = [], menuCuisines: [Int] = []
        var cuisineTotals: [String: (sum: Int, count: Int)] = [:]

        try await world.part("restaurants") {
            plan = makePlan(world, joined: joined, now: now)
            let cities = WeightedCities(PlaceDirectory.load(imported: []).places)
            var rng = world.random("restaurants")
            var rows = BulkWriter<RestaurantRecord>(world.db)
            for n in 0..<world.size.restaurants {
                let city = cities.city(&rng)
                let point = cities.point(around: city.point, &rng)
                let kind = kinds[kindChoice.pick(&rng)].kind
                let cuisineIndex = cuisineChoices[kind]!.pick(&rng)
                let cuisine = cuisines[cuisineIndex]
                let created = n < plan.menus ? plan.restaurantCreated[n] : WorldRandom.past(&rng, days: 1_500, before: now)
                let name = pick(cuisine.names, &rng).replacingOccurrences(of: "%", with: pick(cuisine.words, &rng))
                // The gazetteer city it was drawn around is its city: its zone reads the opening hours.
                let r = RestaurantRecord(name: name, kind: kind, at: point, timeZone: city.timeZone, now: created)
                r.id = WorldRandom.uuid(&rng)
                r.cuisines = pick(cuisine.tags, &rng)
                r.address = Int.random(in: 0..<100, using: &rng) < 85
                    ? "\(pick(streets, &rng)) \(Int.random(in: 1...150, using: &rng)), \(city.name)" : ""
                r.country = city.country
                r.openingHours = Int.random(in: 0..<100, using: &rng) < 85 ? pick(openingHours[kind]!, &rng) : nil
                r.diets = diets(cuisine, &rng)
                r.priceLevel = Int.random(in: 0..<100, using: &rng) < 80 ? Int.random(in: cuisine.prices, using: &rng) : nil
                // Mostly imported; one in ten added by someone who had joined by then.
                let adder = Int.random(in: 0..<10, using: &rng) == 0 ? person(joinedBy: created, joined, &rng) : nil
                r.addedBy = adder.map { people.ids[$0] }
                r.sourceKey = adder == nil ? "geojson/world-\(n)" : nil
                if n < plan.menus {
                    r.ratingSum = plan.restaurantSum[n]
                    r.ratingCount = plan.restaurantCount[n]
                    // Each rating moves `updated_at` (other processes' nearby indexes catch up by it).
                    r.updatedAt = max(created, plan.restaurantRated[n])
                    menuIDs.append(r.id!)
                    menuCuisines.append(cuisineIndex)
                    for tag in RestaurantListing(r).cuisineList {
                        cuisineTotals[tag, default: (0, 0)].sum += r.ratingSum
                        cuisineTotals[tag, default: (0, 0)].count += r.ratingCount
                    }
                }
                try await rows.add(r)
            }
            try await rows.flush()
            return rows.written
        }

        var reviews = PickedReviews()
        try await world.part("dishes and ratings") {
            var rng = world.random("dishes")
            var dishIDs: [UUID] = []
            dishIDs.reserveCapacity(plan.dishes)
            var dishRows = BulkWriter<DishRecord>(world.db)
            for menu in 0..<plan.menus {
                let cuisine = cuisines[menuCuisines[menu]]
                let first = Int(plan.firstDish[menu]), size = Int(plan.firstDish[menu + 1]) - first
                // Distinct names: one dish per name per restaurant. The first is the house favourite.
                for (position, entry) in WorldRandom.distinct(&rng, count: size, below: cuisine.dishes.count).enumerated() {
                    let n = first + position
                    let parts = cuisine.dishes[entry].split(separator: "|", maxSplits: 1).map(String.init)
                    let dish = DishRecord()
                    dish.id = WorldRandom.uuid(&rng)
                    dish.$restaurant.id = menuIDs[menu]
                    dish.addedBy = person(joinedBy: plan.dishCreated[n], joined, &rng).map { people.ids[$0] }
                    dish.name = parts[0]
                    dish.nameKey = PlaceText.fold(parts[0])
                    dish.description = parts.count > 1 ? parts[1] : ""
                    dish.ratingSum = Int(plan.ratingSum[n])
                    dish.ratingCount = Int(plan.ratingCount[n])
                    dish.hidden = false
                    dish.createdAt = plan.dishCreated[n]
                    dish.updatedAt = dish.createdAt
                    setNutrition(dish, joined: joined, people: people, now: now, &rng)
                    try await dishRows.add(dish)
                    dishIDs.append(dish.id!)
                }
            }
            try await dishRows.flush()

            // The planned ratings again; an even share of them also get a review (written next).
            var stream = RatingStream(world, joined: joined, now: now)
            var picks = world.random("review picks")
            var ratingsLeft = plan.ratingCount.reduce(0) { $0 + Int($1) }
            var reviewsLeft = min(world.size.reviews, ratingsLeft)
            var ratingRows = BulkWriter<DishRatingRecord>(world.db)
            for menu in 0..<plan.menus {
                for n in Int(plan.firstDish[menu])..<Int(plan.firstDish[menu + 1]) {
                    let position = n - Int(plan.firstDish[menu])
                    for rating in stream.dish(count: Int(plan.ratingCount[n]), created: plan.dishCreated[n], position: position) {
                        let row = DishRatingRecord()
                        row.id = WorldRandom.uuid(&rng)
                        row.$dish.id = dishIDs[n]
                        row.userID = people.ids[Int(rating.person)]
                        row.stars = rating.stars
                        row.createdAt = rating.at
                        row.updatedAt = rating.at
                        try await ratingRows.add(row)
                        if Int.random(in: 0..<ratingsLeft, using: &picks) < reviewsLeft {
                            reviews.append(dish: dishIDs[n], rating)
                            reviewsLeft -= 1
                        }
                        ratingsLeft -= 1
                    }
                }
            }
            try await ratingRows.flush()
            // Each cuisine's totals, as `CuisineStats.add` keeps them with every rating.
            let stats = CuisineStats(context: world.context)
            for cuisine in cuisineTotals.keys.sorted() {
                try await stats.add([cuisine], sum: cuisineTotals[cuisine]!.sum, count: cuisineTotals[cuisine]!.count)
            }
            world.context.part(CuisineMeans.self)?.clear()
            return dishRows.written + ratingRows.written + cuisineTotals.count
        }

        try await world.part("reviews") {
            try await writeReviews(reviews, world: world, joined: joined, now: now)
        }
    }

    // MARK: the plan

    /// What must be known before the restaurants are written: which have menus (restaurants
    /// `0..<menus`, their dishes numbered in order), when each was added, and the rating totals.
    struct Plan {
        var menus = 0
        var dishes = 0
        /// Menu `m`'s dishes are `firstDish[m]..<firstDish[m + 1]`.
        var firstDish: [Int32] = [0]
        var restaurantCreated: [Date] = []
        var dishCreated: [Date] = []
        var ratingCount: [Int32] = []
        var ratingSum: [Int32] = []
        var restaurantSum: [Int] = []
        var restaurantCount: [Int] = []
        /// Its newest rating (or when it was added, unrated).
        var restaurantRated: [Date] = []
    }

    static func makePlan(_ world: GeneratedWorld, joined: [Date], now: Date) -> Plan {
        var rng = world.random("eats plan")
        var plan = Plan()
        let size = world.size
        plan.dishes = min(size.dishes, 3 * size.restaurants)
        var weights: [Double] = []
        weights.reserveCapacity(plan.dishes)
        // Menus of 3 to 12 dishes; popular places have popular dishes, the first ones most.
        while Int(plan.firstDish.last!) < plan.dishes {
            let count = min(Int.random(in: 3...12, using: &rng), plan.dishes - Int(plan.firstDish.last!))
            let created = WorldRandom.past(&rng, days: 1_500, before: now)
            let popularity = exp(normal(&rng))
            plan.restaurantCreated.append(created)
            for position in 0..<count {
                plan.dishCreated.append(moment(after: created, before: created + now.timeIntervalSince(created) / 2, &rng))
                weights.append(popularity * exp(0.6 * normal(&rng)) / (1 + 0.2 * Double(position)))
            }
            plan.firstDish.append(plan.firstDish.last! + Int32(count))
        }
        plan.menus = plan.restaurantCreated.count
        guard plan.dishes > 0 else { return plan }
        plan.ratingCount = WeightedChoice(weights).counts(size.ratings, cap: world.population.count, &rng)
        plan.ratingSum = [Int32](repeating: 0, count: plan.dishes)
        plan.restaurantSum = [Int](repeating: 0, count: plan.menus)
        plan.restaurantCount = [Int](repeating: 0, count: plan.menus)
        plan.restaurantRated = plan.restaurantCreated
        var stream = RatingStream(world, joined: joined, now: now)
        for menu in 0..<plan.menus {
            for n in Int(plan.firstDish[menu])..<Int(plan.firstDish[menu + 1]) {
                let position = n - Int(plan.firstDish[menu])
                for rating in stream.dish(count: Int(plan.ratingCount[n]), created: plan.dishCreated[n], position: position) {
                    plan.ratingSum[n] += Int32(rating.stars)
                    plan.restaurantSum[menu] += rating.stars
                    plan.restaurantCount[menu] += 1
                    plan.restaurantRated[menu] = max(plan.restaurantRated[menu], rating.at)
                }
            }
        }
        return plan
    }

    struct Rating {
        let person: Int32
        let stars: Int
        let at: Date
    }

    /// Every rating, dish by dish, from the seed: the plan and the writing draw the same ones.
    /// Stars follow the restaurant's quality and the dish's; raters are the more active people
    /// more often, each once per dish, after they joined.
    struct RatingStream {
        var rng: SplitMix64
        let activity: WeightedChoice
        let joined: [Date]
        let now: Date
        var restaurantQuality = 3.8

        init(_ world: GeneratedWorld, joined: [Date], now: Date) {
            rng = world.random("ratings")
            var activityRNG = world.random("raters")
            activity = WeightedChoice(joined.indices.map { _ in
                Double(WorldRandom.heavyTailed(&activityRNG, median: 100, spread: 1.3, max: 100_000)) + 1
            })
            self.joined = joined
            self.now = now
        }

        mutating func dish(count: Int, created: Date, position: Int) -> [Rating] {
            if position == 0 { restaurantQuality = min(4.8, max(2.2, 3.8 + 0.45 * EatsWorld.normal(&rng))) }
            let quality = restaurantQuality + 0.35 * EatsWorld.normal(&rng) - 0.06 * Double(position)
            var raters: [Int] = []
            if count * 2 > joined.count {
                raters = WorldRandom.distinct(&rng, count: count, below: joined.count)
            } else {
                var seen = Set<Int>()
                while raters.count < count {
                    let person = activity.pick(&rng)
                    if seen.insert(person).inserted { raters.append(person) }
                }
            }
            var ratings: [Rating] = []
            ratings.reserveCapacity(count)
            for person in raters {
                let stars = min(5, max(1, Int((quality + 0.9 * EatsWorld.normal(&rng)).rounded())))
                let at = EatsWorld.moment(after: max(created, joined[person]), before: now, &rng)
                ratings.append(Rating(person: Int32(person), stars: stars, at: at))
            }
            return ratings
        }
    }

    // MARK: reviews and votes

    /// The ratings that come with a review: its dish, author, stars and when rated.
    struct PickedReviews {
        var dishes: [UUID] = []
        var authors: [Int32] = []
        var stars: [Int8] = []
        var rated: [Date] = []

        mutating func append(dish: UUID, _ rating: Rating) {
            dishes.append(dish)
            authors.append(rating.person)
            stars.append(Int8(rating.stars))
            rated.append(rating.at)
        }
    }

    /// Reviews with their vote totals and Wilson bound as `addVotes` keeps them, then the votes
    /// (never the author's own, one per person).
    static func writeReviews(_ picked: PickedReviews, world: GeneratedWorld, joined: [Date], now: Date) async throws -> Int {
        let count = picked.dishes.count
        guard count > 0 else { return 0 }
        var rng = world.random("reviews")
        let people = world.population
        var weights: [Double] = []
        for _ in 0..<count { weights.append(Double(WorldRandom.heavyTailed(&rng, median: 100, spread: 1.5, max: 1_000_000))) }
        weights[0] += 1 // never all zero
        let votes = WeightedChoice(weights).counts(world.size.reviewVotes, cap: people.count - 1, &rng)
        var ids: [UUID] = [], helpful: [Int32] = [], created: [Date] = []
        ids.reserveCapacity(count)
        var rows = BulkWriter<DishReviewRecord>(world.db)
        for i in 0..<count {
            let review = DishReviewRecord()
            review.id = WorldRandom.uuid(&rng)
            review.$dish.id = picked.dishes[i]
            review.authorID = people.ids[Int(picked.authors[i])]
            review.body = reviewText(stars: Int(picked.stars[i]), &rng)
            // Some reviews most find helpful, some few.
            let share = Double.random(in: 0.35...0.95, using: &rng)
            let yes = (0..<Int(votes[i])).reduce(0) { sum, _ in sum + (Double.random(in: 0..<1, using: &rng) < share ? 1 : 0) }
            review.helpful = yes
            review.unhelpful = Int(votes[i]) - yes
            review.helpfulness = Ranking.wilsonLowerBound(positive: review.helpful, negative: review.unhelpful)
            review.hidden = false
            review.createdAt = min(now, picked.rated[i] + Double.random(in: 0...(3 * 86_400), using: &rng))
            review.updatedAt = review.createdAt
            try await rows.add(review)
            ids.append(review.id!)
            helpful.append(Int32(yes))
            created.append(review.createdAt)
        }
        try await rows.flush()

        var voteRows = BulkWriter<ReviewVoteRecord>(world.db)
        for i in 0..<count where votes[i] > 0 {
            let author = Int(picked.authors[i]), n = Int(votes[i])
            // Distinct voters other than the author; the first `helpful` of them found it helpful.
            var voters: [Int]
            if n * 2 > people.count - 1 {
                voters = WorldRandom.distinct(&rng, count: n, below: people.count - 1).map { $0 >= author ? $0 + 1 : $0 }
            } else {
                var seen: Set<Int> = [author]
                voters = []
                while voters.count < n {
                    let voter = Int.random(in: 0..<people.count, using: &rng)
                    if seen.insert(voter).inserted { voters.append(voter) }
                }
            }
            for (k, voter) in voters.enumerated() {
                let vote = ReviewVoteRecord()
                vote.id = WorldRandom.uuid(&rng)
                vote.$review.id = ids[i]
                vote.userID = people.ids[voter]
                vote.helpful = k < Int(helpful[i])
                vote.createdAt = moment(after: max(created[i], joined[voter]), before: now, &rng)
                try await voteRows.add(vote)
            }
        }
        try await voteRows.flush()
        return rows.written + voteRows.written
    }

    static func reviewText(stars: Int, _ rng: inout SplitMix64) -> String {
        let pool = stars >= 4 ? praise : stars == 3 ? mixed : complaints
        let first = Int.random(in: 0..<pool.count, using: &rng)
        var sentences = [pool[first]]
        if Bool.random(using: &rng) { sentences.append(pool[(first + Int.random(in: 1..<pool.count, using: &rng)) % pool.count]) }
        if Int.random(in: 0..<10, using: &rng) < 4 { sentences.append(pick(asides, &rng)) }
        return sentences.joined(separator: " ")
    }

    // MARK: helpers

    /// 8 % of dishes have their nutrition entered, by someone who had joined by then.
    static func setNutrition(_ dish: DishRecord, joined: [Date], people: WorldPopulation, now: Date, _ rng: inout SplitMix64) {
        let by = Int.random(in: 0..<100, using: &rng) < 8 ? person(joinedBy: now, joined, &rng) : nil
        guard let by else { return }
        dish.energyKcal = Double(Int.random(in: 25...110, using: &rng) * 10)
        dish.proteinGrams = Double(Int.random(in: 4...45, using: &rng))
        dish.fatGrams = Double(Int.random(in: 2...50, using: &rng))
        dish.carbohydrateGrams = Double(Int.random(in: 5...110, using: &rng))
        dish.nutritionBy = people.ids[by]
        dish.nutritionAt = moment(after: max(dish.createdAt, joined[by]), before: now, &rng)
        dish.updatedAt = dish.nutritionAt!
    }

    /// Someone who had joined by `date` (a few tries; nil if none found, as if they had left).
    static func person(joinedBy date: Date, _ joined: [Date], _ rng: inout SplitMix64) -> Int? {
        for _ in 0..<8 {
            let person = Int.random(in: 0..<joined.count, using: &rng)
            if joined[person] <= date { return person }
        }
        return nil
    }

    static func diets(_ cuisine: Cuisine, _ rng: inout SplitMix64) -> String {
        let shares = ["vegetarian": 35, "vegan": 12, "gluten_free": 10, "halal": cuisine.halal ? 60 : 2, "kosher": 1, "lactose_free": 5]
        return NearbyLimits.diets.filter { Int.random(in: 0..<100, using: &rng) < shares[$0]! }.sorted().joined(separator: ";")
    }

    /// A standard normal deviate (Box–Muller).
    static func normal(_ rng: inout SplitMix64) -> Double {
        let u1 = Double.random(in: Double.ulpOfOne..<1, using: &rng), u2 = Double.random(in: 0..<1, using: &rng)
        return (-2 * log(u1)).squareRoot() * cos(2 * .pi * u2)
    }

    static func pick<T>(_ items: [T], _ rng: inout SplitMix64) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }

    /// A moment between `start` and `end`.
    static func moment(after start: Date, before end: Date, _ rng: inout SplitMix64) -> Date {
        start >= end ? end : start + Double.random(in: 0...1, using: &rng) * end.timeIntervalSince(start)
    }

    /// When each person joined: nothing of theirs is older.
    static func joinDates(_ world: GeneratedWorld) async throws -> [Date] {
        let number = Dictionary(uniqueKeysWithValues: world.population.ids.enumerated().map { ($1, $0) })
        var joined = [Date](repeating: world.now, count: world.population.count)
        for row in try await world.db.sql.raw("SELECT id, created_at FROM users").all() {
            let id = try row.decode(column: "id", as: UUID.self)
            if let person = number[id] { joined[person] = try row.decode(column: "created_at", as: Date.self) }
        }
        return joined
    }

    // MARK: what restaurants are

    static let kinds: [(kind: String, weight: Double)] = [("restaurant", 55), ("fast_food", 18), ("cafe", 15), ("pub", 7), ("bar", 5)]
    static let kindChoice = WeightedChoice(kinds.map { $0.weight })
    /// Per kind, its cuisines by how often that kind serves them.
    static let cuisineChoices: [String: WeightedChoice] = Dictionary(uniqueKeysWithValues: kinds.map { kind in
        (kind.kind, WeightedChoice(cuisines.map { $0.weights[kind.kind] ?? 0 }))
    })

    /// OpenStreetMap `opening_hours` as places write them (the part `OpeningHours` reads).
    static let openingHours: [String: [String]] = [
        "restaurant": ["Mo-Su 11:00-22:00", "Mo-Fr 11:00-14:30,17:00-22:00; Sa 12:00-23:00; Su 12:00-21:00", "Tu-Su 17:00-23:00",
                       "Mo-Th 11:00-22:00; Fr,Sa 11:00-23:30; Su 12:00-21:00", "Mo-Sa 11:30-22:00; Su off"],
        "fast_food": ["Mo-Su 10:00-23:00", "Mo-Th 10:30-23:00; Fr,Sa 10:30-03:00; Su 11:00-22:00", "24/7", "Mo-Su 11:00-02:00"],
        "cafe": ["Mo-Fr 07:00-18:00; Sa,Su 09:00-17:00", "Mo-Su 08:00-20:00", "Mo-Fr 07:30-17:00; Sa 09:00-15:00; Su off"],
        "pub": ["Mo-Th 16:00-24:00; Fr,Sa 15:00-02:00; Su 15:00-23:00", "Mo-Su 12:00-01:00"],
        "bar": ["Tu-Sa 18:00-02:00", "Mo-Th 17:00-24:00; Fr,Sa 17:00-03:00"],
    ]

    static let streets = ["Main Street", "Market Square", "Station Road", "High Street", "Church Street", "Park Avenue",
                          "River Road", "Harbour Street", "Mill Lane", "King Street", "Queen Street", "Bridge Street",
                          "Castle Street", "Old Town Square", "University Avenue", "Lake Road", "North Street", "Garden Road"]

    static let praise = [
        "Absolutely delicious, I would order it again.", "One of the best I have had in this town.",
        "Generous portion and full of flavour.", "Perfectly cooked and nicely presented.", "Fresh ingredients, and you can taste it.",
        "Worth every penny.", "My go-to whenever I am in the area.", "Came out quickly and piping hot.",
        "The sauce alone is worth the visit.", "Better than I expected from the photos.",
    ]
    static let mixed = [
        "Good, but a little too salty for me.", "Decent, though not as good as last time.", "Tasty, but the portion was on the small side.",
        "Fine if you are nearby, not worth a detour.", "A bit pricey for what you get.", "Nice flavours, but it arrived lukewarm.",
        "Solid, nothing special.",
    ]
    static let complaints = [
        "Disappointing: bland and overcooked.", "Far too greasy for my taste.", "It took forty minutes and arrived cold.",
        "Not what the menu described.", "I would not order it again.", "Overpriced and underwhelming.",
    ]
    static let asides = [
        "Friendly staff.", "Go early, it fills up fast.", "Ask for extra chili.", "Service was slow on a Friday night.",
        "The vegetarian version is just as good.", "Great for a quick lunch.", "They do takeaway too.",
    ]

    /// A cuisine: its OpenStreetMap values, who serves it, how places of it are named, what
    /// they cost and what is on the menu.
    struct Cuisine {
        /// What `cuisines` holds: one of these ("" for none, as many pubs).
        let tags: [String]
        /// How often each kind of place serves it.
        let weights: [String: Double]
        /// "%" is one of `words`.
        let names: [String]
        let words: [String]
        let prices: ClosedRange<Int>
        let halal: Bool
        /// "Name" or "Name|description"; at least 12 (the longest menu), distinct when folded.
        let dishes: [String]
    }

    static let cuisines: [Cuisine] = [
        Cuisine(tags: ["pizza", "pizza;italian", "italian;pizza"], weights: ["restaurant": 10, "fast_food": 25],
                names: ["Pizzeria %", "% Pizza", "Forno %", "Pizza %"],
                words: ["Napoli", "Roma", "Bella", "Vesuvio", "Sole", "Luna", "Da Marco", "Toscana", "Gusto", "Piccolo", "Rossa"],
                prices: 1...2, halal: false,
                dishes: ["Margherita|Tomato, fior di latte and basil.", "Diavola|Spicy salami and chili oil.", "Quattro formaggi",
                         "Capricciosa|Ham, mushrooms, artichokes and olives.", "Marinara|Tomato, garlic and oregano; no cheese.",
                         "Prosciutto e funghi", "Calzone", "Vegetariana|Grilled vegetables and mozzarella.", "Hawaii",
                         "Frutti di mare", "Pepperoni", "Tiramisu", "Garlic bread"]),
        Cuisine(tags: ["italian"], weights: ["restaurant": 10],
                names: ["Trattoria %", "Osteria %", "Ristorante %", "Da %"],
                words: ["Luigi", "Marco", "Giulia", "Sorrento", "Venezia", "Toscana", "Roberto", "Nonna Rosa"],
                prices: 2...3, halal: false,
                dishes: ["Spaghetti carbonara|Guanciale, egg yolk, pecorino and black pepper.", "Tagliatelle al ragù",
                         "Lasagne al forno", "Penne all'arrabbiata", "Risotto ai funghi|Porcini and parmesan.", "Gnocchi al pesto",
                         "Vitello tonnato", "Saltimbocca alla romana", "Burrata with tomatoes", "Linguine alle vongole",
                         "Tiramisu", "Panna cotta|With berry coulis."]),
        Cuisine(tags: ["sushi", "sushi;japanese", "japanese;sushi"], weights: ["restaurant": 7],
                names: ["Sushi %", "% Sushi", "%"], words: ["Kyoto", "Sakura", "Umi", "Hana", "Koi", "Momiji", "Yume", "Taiko"],
                prices: 2...3, halal: false,
                dishes: ["Salmon nigiri", "Tuna nigiri", "California roll", "Spicy tuna roll", "Dragon roll|Eel, avocado and cucumber.",
                         "Salmon sashimi", "Chirashi bowl", "Edamame", "Miso soup", "Gyoza", "Seaweed salad", "Tempura maki",
                         "Mochi ice cream"]),
        Cuisine(tags: ["ramen", "ramen;japanese"], weights: ["restaurant": 4],
                names: ["Ramen %", "% Ramen", "Noodle Bar %"],
                words: ["Ichi", "Hachi", "Kaze", "Tora", "Mugi", "Yokocho", "Daruma", "Shiro"],
                prices: 1...2, halal: false,
                dishes: ["Tonkotsu ramen|Rich pork broth, chashu, soft egg and spring onion.", "Shoyu ramen", "Miso ramen", "Shio ramen",
                         "Spicy tantanmen", "Vegan ramen|Sesame and miso broth with tofu.", "Tsukemen", "Gyoza",
                         "Karaage|Japanese fried chicken with kewpie mayo.", "Chashu don", "Edamame", "Takoyaki"]),
        Cuisine(tags: ["chinese"], weights: ["restaurant": 8],
                names: ["% Garden", "Golden %", "% Palace", "%"],
                words: ["Dragon", "Lotus", "Jade", "Bamboo", "Peking", "Shanghai", "Canton", "Panda"],
                prices: 1...3, halal: false,
                dishes: ["Kung pao chicken", "Mapo tofu", "Sweet and sour pork", "Peking duck", "Char siu bao", "Har gow", "Siu mai",
                         "Dan dan noodles", "Egg fried rice", "Wonton soup", "Beef chow mein", "Spring rolls"]),
        Cuisine(tags: ["thai"], weights: ["restaurant": 6],
                names: ["Thai %", "% Thai", "Baan %"],
                words: ["Orchid", "Siam", "Lanna", "Chiang Mai", "Bangkok", "Lotus", "Elephant", "Sabai"],
                prices: 1...2, halal: false,
                dishes: ["Pad thai|Rice noodles, tamarind, peanuts and egg.", "Green curry", "Red curry", "Massaman curry", "Tom yum soup",
                         "Tom kha gai", "Som tam|Green papaya salad.", "Pad kra pao", "Khao pad", "Larb gai", "Panang curry",
                         "Mango sticky rice"]),
        Cuisine(tags: ["indian"], weights: ["restaurant": 8],
                names: ["% Palace", "%", "Taste of %", "% Kitchen"],
                words: ["Taj", "Bombay", "Delhi", "Maharaja", "Tandoor", "Masala", "Punjab", "Kashmir", "Goa"],
                prices: 1...3, halal: true,
                dishes: ["Butter chicken|Tandoori chicken in a creamy tomato sauce.", "Chicken tikka masala", "Lamb rogan josh",
                         "Palak paneer", "Chana masala", "Dal makhani", "Chicken biryani", "Lamb vindaloo", "Vegetable korma",
                         "Garlic naan", "Samosas", "Mango lassi"]),
        Cuisine(tags: ["vietnamese"], weights: ["restaurant": 5],
                names: ["Pho %", "% Kitchen", "Banh Mi %"], words: ["Saigon", "Hanoi", "Hue", "Lotus", "Mekong", "Hoi An"],
                prices: 1...2, halal: false,
                dishes: ["Pho bo|Beef noodle soup with herbs and lime.", "Pho ga", "Bun cha", "Bun bo Hue", "Banh mi thit", "Banh mi chay",
                         "Summer rolls", "Fried spring rolls", "Com tam", "Bun thit nuong", "Banh xeo", "Vietnamese iced coffee"]),
        Cuisine(tags: ["mexican"], weights: ["restaurant": 5],
                names: ["Taqueria %", "% Cantina", "Casa %"],
                words: ["Sol", "Jalisco", "Oaxaca", "Azteca", "Frida", "Amigos", "Luna", "Mezcal"],
                prices: 1...2, halal: false,
                dishes: ["Tacos al pastor", "Carnitas tacos", "Fish tacos", "Birria tacos|Slow-cooked beef with consommé for dipping.",
                         "Burrito", "Quesadilla", "Enchiladas verdes", "Chili con carne", "Nachos", "Guacamole and chips", "Elote",
                         "Churros"]),
        Cuisine(tags: ["burger", "burger;american", "american;burger"], weights: ["restaurant": 5, "fast_food": 35],
                names: ["% Burger", "Burger %", "% Burgers", "The % Grill"],
                words: ["Smash", "Big", "Brooklyn", "Route 66", "Bronco", "Copper", "Stack", "Rodeo"],
                prices: 1...2, halal: false,
                dishes: ["Cheeseburger", "Double smash burger|Two smashed patties, cheddar, pickles and house sauce.", "Bacon burger",
                         "Veggie burger", "Chicken burger", "Blue cheese burger", "Pulled pork sandwich", "Onion rings", "French fries",
                         "Sweet potato fries", "Chicken wings", "Milkshake"]),
        Cuisine(tags: ["kebab", "kebab;turkish", "turkish;kebab"], weights: ["restaurant": 2, "fast_food": 25],
                names: ["% Kebab", "Kebab %", "% Grill"],
                words: ["Istanbul", "Ankara", "Bosporus", "Anatolia", "Sultan", "Efes", "Antalya", "Izmir"],
                prices: 1...1, halal: true,
                dishes: ["Döner kebab", "Dürüm", "Kebab plate", "Falafel wrap", "Lahmacun", "Adana kebab", "Shish kebab", "Iskender",
                         "Chicken shawarma", "Halloumi wrap", "Baklava", "Ayran"]),
        Cuisine(tags: ["greek"], weights: ["restaurant": 4],
                names: ["Taverna %", "%", "Estiatorio %"],
                words: ["Olympos", "Santorini", "Mykonos", "Zorba", "Athena", "Kreta", "Ithaka", "Meltemi"],
                prices: 2...3, halal: false,
                dishes: ["Moussaka", "Souvlaki", "Gyros plate", "Greek salad", "Tzatziki", "Spanakopita", "Dolmades",
                         "Kleftiko|Lamb slow-baked with garlic and lemon.", "Grilled octopus", "Saganaki", "Pastitsio", "Baklava"]),
        Cuisine(tags: ["french"], weights: ["restaurant": 4],
                names: ["Bistro %", "Brasserie %", "Chez %"],
                words: ["Paul", "Marcel", "Louise", "Lyon", "Montmartre", "Provence", "Rivoli", "Margaux"],
                prices: 3...4, halal: false,
                dishes: ["Steak frites", "Boeuf bourguignon", "Coq au vin", "Duck confit", "French onion soup", "Moules marinières",
                         "Croque monsieur", "Salade niçoise", "Escargots", "Ratatouille", "Crème brûlée", "Tarte tatin"]),
        Cuisine(tags: ["korean"], weights: ["restaurant": 3],
                names: ["Seoul %", "% Korean BBQ", "%"], words: ["Garden", "Kimchi", "Hanok", "Gangnam", "Arirang", "Mapo"],
                prices: 2...3, halal: false,
                dishes: ["Bibimbap", "Korean fried chicken", "Bulgogi", "Kimchi jjigae", "Tteokbokki", "Japchae", "Samgyeopsal",
                         "Kimchi pancake", "Sundubu jjigae", "Galbi", "Mandu", "Bingsu"]),
        Cuisine(tags: ["lebanese"], weights: ["restaurant": 3],
                names: ["% Mezze", "Beirut %", "%"], words: ["Cedar", "Byblos", "Zaatar", "Phoenicia", "Baalbek", "Jasmine"],
                prices: 1...2, halal: true,
                dishes: ["Hummus", "Falafel plate", "Shawarma plate", "Tabbouleh", "Fattoush", "Baba ghanoush", "Mixed grill", "Kibbeh",
                         "Manakish|Flatbread with za'atar and olive oil.", "Grilled halloumi", "Mezze platter", "Baklava"]),
        Cuisine(tags: ["steak_house"], weights: ["restaurant": 3],
                names: ["% Steakhouse", "The % Grill"], words: ["Angus", "Texas", "Buenos Aires", "Prime", "Black Pepper", "Gaucho"],
                prices: 3...4, halal: false,
                dishes: ["Ribeye steak|300 g, dry-aged, with béarnaise.", "Sirloin steak", "Fillet steak", "T-bone steak", "Entrecôte",
                         "Beef tartare", "Caesar salad", "Baked potato", "Creamed spinach", "Grilled corn", "Onion rings", "Cheesecake"]),
        Cuisine(tags: ["seafood"], weights: ["restaurant": 4],
                names: ["% Fish", "The % Oyster Bar", "%"], words: ["Harbour", "Anchor", "Mariner", "Lighthouse", "Pier", "Saltwater"],
                prices: 2...4, halal: false,
                dishes: ["Fish and chips", "Grilled salmon", "Oysters", "Shrimp sandwich", "Lobster roll", "Seafood platter", "Fish soup",
                         "Grilled sea bass", "Crab cakes", "Calamari", "Mussels in white wine", "Clam chowder"]),
        Cuisine(tags: ["spanish", "tapas", "spanish;tapas"], weights: ["restaurant": 3, "bar": 40],
                names: ["Bar %", "Tapas %", "La %"], words: ["Sevilla", "Barcelona", "Toro", "Flamenco", "Rioja", "Andalucía", "Bodega"],
                prices: 2...3, halal: false,
                dishes: ["Patatas bravas", "Gambas al ajillo", "Jamón ibérico", "Tortilla española", "Croquetas", "Pimientos de padrón",
                         "Albóndigas", "Paella|Saffron rice with chicken, prawns and mussels.", "Chorizo al vino", "Pan con tomate",
                         "Calamares a la romana", "Churros con chocolate"]),
        Cuisine(tags: ["sandwich"], weights: ["fast_food": 15, "cafe": 15],
                names: ["% Deli", "% Sandwiches"], words: ["Corner", "Brooklyn", "Downtown", "Daily", "Union", "Market"],
                prices: 1...1, halal: false,
                dishes: ["Club sandwich", "BLT", "Reuben", "Pastrami on rye", "Tuna melt", "Chicken pesto panini", "Caprese panini",
                         "Falafel wrap", "Egg salad sandwich", "Meatball sub", "Soup of the day", "Chocolate chip cookie"]),
        Cuisine(tags: ["coffee_shop", "coffee_shop;cake"], weights: ["cafe": 85],
                names: ["Café %", "% Coffee", "% Roasters"],
                words: ["Lumen", "Morning", "Crema", "Nordic", "Little Owl", "Fika", "Cortado", "Kaffebaren"],
                prices: 1...2, halal: false,
                dishes: ["Flat white", "Cappuccino", "Caffè latte", "Espresso", "Chai latte", "Cinnamon bun", "Cardamom bun",
                         "Carrot cake", "Avocado toast|Sourdough, chili flakes and lime.", "Croissant", "Banana bread", "Cheesecake"]),
        Cuisine(tags: [""], weights: ["pub": 100, "bar": 60],
                names: ["The %", "The % Inn", "% Tavern"],
                words: ["Red Lion", "Crown", "King's Head", "Royal Oak", "White Horse", "Swan", "Golden Fleece", "Old Bell"],
                prices: 2...2, halal: false,
                dishes: ["Fish and chips", "Pie of the day", "Bangers and mash", "Burger and fries", "Nachos", "Chicken wings",
                         "Ploughman's lunch", "Sunday roast", "Loaded fries", "Scotch egg", "Sticky toffee pudding", "Club sandwich"]),
    ]
}
