import Foundation

/// A place to eat, as a list shows it.
public struct RestaurantSummary: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String
    /// `restaurant`, `cafe`, `fast_food`, `pub` or `bar`.
    public var kind: String
    /// Lower-case OpenStreetMap cuisine values (`pizza`, `japanese`).
    public var cuisines: [String]
    public var address: String
    public var latitude: Double
    public var longitude: Double
    /// Metres from the search point.
    public var distance: Double
    /// The Bayesian average of its dishes' ratings (1–5); nil before the first rating.
    public var rating: Double?
    public var ratingCount: Int
    /// `vegetarian`, `vegan`, `gluten_free`… where it says it serves them.
    public var diets: [String]
    /// 1 (cheap) to 4 (expensive), when known.
    public var priceLevel: Int?
    /// From its opening hours in its own time zone; nil when unknown.
    public var openNow: Bool?
    /// While open: when it closes (absent when it never does).
    public var openUntil: Date? = nil
    /// While closed: when it opens next (absent when unknown or not within a week).
    public var opensAt: Date? = nil
    /// The IANA zone its opening hours are in, to show those times as its clock does.
    public var timeZone: String? = nil

    public init(id: UUID, name: String, kind: String, cuisines: [String], address: String, latitude: Double,
                longitude: Double, distance: Double, rating: Double?, ratingCount: Int, diets: [String],
                priceLevel: Int?, openNow: Bool?) {
        self.id = id
        self.name = name
        self.kind = kind
        self.cuisines = cuisines
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
        self.distance = distance
        self.rating = rating
        self.ratingCount = ratingCount
        self.diets = diets
        self.priceLevel = priceLevel
        self.openNow = openNow
    }
}

/// A new restaurant.
public struct RestaurantDraft: Codable, Sendable, Equatable {
    public var name: String
    public var kind: String?
    public var cuisines: [String]?
    public var address: String?
    public var latitude: Double
    public var longitude: Double
    /// ISO 3166-1 alpha-2; taken from the nearest city when absent.
    public var country: String?
    public var phone: String?
    public var website: String?
    /// OpenStreetMap `opening_hours` syntax, e.g. `Mo-Fr 11:00-22:00; Sa 12:00-23:00`.
    public var openingHours: String?
    public var diets: [String]?
    public var priceLevel: Int?
    /// A restaurant of the same name within 100 m is refused (409, listing it) unless this is true.
    public var confirmDuplicate: Bool?

    public init(name: String, kind: String? = nil, cuisines: [String]? = nil, address: String? = nil,
                latitude: Double, longitude: Double, country: String? = nil, phone: String? = nil,
                website: String? = nil, openingHours: String? = nil, diets: [String]? = nil,
                priceLevel: Int? = nil, confirmDuplicate: Bool? = nil) {
        self.name = name
        self.kind = kind
        self.cuisines = cuisines
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
        self.country = country
        self.phone = phone
        self.website = website
        self.openingHours = openingHours
        self.diets = diets
        self.priceLevel = priceLevel
        self.confirmDuplicate = confirmDuplicate
    }
}

/// A restaurant with everything its page shows.
public struct Restaurant: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String
    public var kind: String
    public var cuisines: [String]
    public var address: String
    public var latitude: Double
    public var longitude: Double
    public var country: String?
    public var phone: String?
    public var website: String?
    public var openingHours: String?
    public var openNow: Bool?
    /// While open: when it closes (absent when it never does).
    public var openUntil: Date? = nil
    /// While closed: when it opens next (absent when unknown or not within a week).
    public var opensAt: Date? = nil
    /// The IANA zone its opening hours are read in (the nearest city's).
    public var timeZone: String
    public var diets: [String]
    public var priceLevel: Int?
    public var rating: Double?
    public var ratingCount: Int
    /// `node/123`, `way/456` for OpenStreetMap data; nil when someone here added it.
    public var osmId: String?
    /// True when the viewer added it (and so may delete it).
    public var addedByYou: Bool
    /// Its dishes, best first.
    public var dishes: [DishSummary]

    public init(id: UUID, name: String, kind: String, cuisines: [String], address: String, latitude: Double,
                longitude: Double, country: String?, phone: String?, website: String?, openingHours: String?,
                openNow: Bool?, timeZone: String, diets: [String], priceLevel: Int?, rating: Double?,
                ratingCount: Int, osmId: String?, addedByYou: Bool, dishes: [DishSummary]) {
        self.id = id
        self.name = name
        self.kind = kind
        self.cuisines = cuisines
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
        self.country = country
        self.phone = phone
        self.website = website
        self.openingHours = openingHours
        self.openNow = openNow
        self.timeZone = timeZone
        self.diets = diets
        self.priceLevel = priceLevel
        self.rating = rating
        self.ratingCount = ratingCount
        self.osmId = osmId
        self.addedByYou = addedByYou
        self.dishes = dishes
    }
}

/// A friend's rating, shown beside the dish.
public struct FriendRating: Codable, Sendable, Equatable {
    public var userId: UUID
    public var name: String
    public var stars: Int

    public init(userId: UUID, name: String, stars: Int) {
        self.userId = userId
        self.name = name
        self.stars = stars
    }
}

/// A dish in a ranking.
public struct DishSummary: Codable, Sendable, Equatable {
    public var id: UUID
    public var restaurantId: UUID
    public var name: String
    /// The plain mean of its ratings; nil before the first.
    public var average: Double?
    public var ratingCount: Int
    /// What it is ranked by: the mean shrunk toward the restaurant's (or its cuisine's) mean.
    public var score: Double
    /// Its place in the restaurant's ranking, from 1.
    public var rank: Int
    public var yourRating: Int?
    public var friendRatings: [FriendRating]
    /// Its first photo, when it has one.
    public var photoURL: String?

    public init(id: UUID, restaurantId: UUID, name: String, average: Double?, ratingCount: Int, score: Double,
                rank: Int, yourRating: Int?, friendRatings: [FriendRating], photoURL: String?) {
        self.id = id
        self.restaurantId = restaurantId
        self.name = name
        self.average = average
        self.ratingCount = ratingCount
        self.score = score
        self.rank = rank
        self.yourRating = yourRating
        self.friendRatings = friendRatings
        self.photoURL = photoURL
    }
}

/// A dish search result: the dish and where it is.
public struct DishHit: Codable, Sendable, Equatable {
    public var dish: DishSummary
    public var restaurantName: String
    /// Metres from the search point.
    public var distance: Double

    public init(dish: DishSummary, restaurantName: String, distance: Double) {
        self.dish = dish
        self.restaurantName = restaurantName
        self.distance = distance
    }
}

public struct DishDraft: Codable, Sendable, Equatable {
    public var name: String
    public var description: String?

    public init(name: String, description: String? = nil) {
        self.name = name
        self.description = description
    }
}

/// Per serving, as someone entered it.
public struct Nutrition: Codable, Sendable, Equatable {
    public var energyKcal: Double?
    public var proteinGrams: Double?
    public var fatGrams: Double?
    public var carbohydrateGrams: Double?
    /// Who entered it and when (set by the server).
    public var enteredBy: PersonRef?
    public var enteredAt: Date?

    public init(energyKcal: Double? = nil, proteinGrams: Double? = nil, fatGrams: Double? = nil,
                carbohydrateGrams: Double? = nil, enteredBy: PersonRef? = nil, enteredAt: Date? = nil) {
        self.energyKcal = energyKcal
        self.proteinGrams = proteinGrams
        self.fatGrams = fatGrams
        self.carbohydrateGrams = carbohydrateGrams
        self.enteredBy = enteredBy
        self.enteredAt = enteredAt
    }
}

/// Someone, by id and display name.
public struct PersonRef: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String

    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}

public struct DishReview: Codable, Sendable, Equatable {
    public var id: UUID
    public var dishId: UUID
    public var author: PersonRef
    public var text: String
    /// The author's rating of the dish, when they gave one.
    public var stars: Int?
    public var helpful: Int
    public var unhelpful: Int
    /// The Wilson lower bound of helpful votes, what "most helpful" means.
    public var helpfulness: Double
    /// `helpful`, `unhelpful` or nil: the viewer's vote.
    public var yourVote: String?
    public var byYou: Bool
    public var byFriend: Bool
    public var createdAt: Date
    public var updatedAt: Date

    public init(id: UUID, dishId: UUID, author: PersonRef, text: String, stars: Int?, helpful: Int, unhelpful: Int,
                helpfulness: Double, yourVote: String?, byYou: Bool, byFriend: Bool, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.dishId = dishId
        self.author = author
        self.text = text
        self.stars = stars
        self.helpful = helpful
        self.unhelpful = unhelpful
        self.helpfulness = helpfulness
        self.yourVote = yourVote
        self.byYou = byYou
        self.byFriend = byFriend
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

public struct DishPhoto: Codable, Sendable, Equatable {
    public var id: UUID
    public var url: String
    public var width: Int
    public var height: Int
    public var addedBy: PersonRef
    public var byYou: Bool
    public var createdAt: Date

    public init(id: UUID, url: String, width: Int, height: Int, addedBy: PersonRef, byYou: Bool, createdAt: Date) {
        self.id = id
        self.url = url
        self.width = width
        self.height = height
        self.addedBy = addedBy
        self.byYou = byYou
        self.createdAt = createdAt
    }
}

/// A dish with everything its page shows.
public struct Dish: Codable, Sendable, Equatable {
    public var summary: DishSummary
    public var description: String
    public var restaurantName: String
    public var addedByYou: Bool
    /// Count of ratings per star, index 0 for one star.
    public var histogram: [Int]
    public var mostHelpfulReview: DishReview?
    /// Most helpful first.
    public var reviews: [DishReview]
    public var photos: [DishPhoto]
    public var nutrition: Nutrition?
    /// The neighbours in the restaurant's ranking.
    public var previousDishId: UUID?
    public var nextDishId: UUID?

    public init(summary: DishSummary, description: String, restaurantName: String, addedByYou: Bool, histogram: [Int],
                mostHelpfulReview: DishReview?, reviews: [DishReview], photos: [DishPhoto], nutrition: Nutrition?,
                previousDishId: UUID?, nextDishId: UUID?) {
        self.summary = summary
        self.description = description
        self.restaurantName = restaurantName
        self.addedByYou = addedByYou
        self.histogram = histogram
        self.mostHelpfulReview = mostHelpfulReview
        self.reviews = reviews
        self.photos = photos
        self.nutrition = nutrition
        self.previousDishId = previousDishId
        self.nextDishId = nextDishId
    }
}

public struct RatingDraft: Codable, Sendable, Equatable {
    /// 1 to 5.
    public var stars: Int

    public init(stars: Int) { self.stars = stars }
}

public struct ReviewDraft: Codable, Sendable, Equatable {
    public var text: String

    public init(text: String) { self.text = text }
}

public struct ReviewVote: Codable, Sendable, Equatable {
    public var helpful: Bool

    public init(helpful: Bool) { self.helpful = helpful }
}

/// A report of abusive or wrong content.
public struct AbuseReport: Codable, Sendable, Equatable {
    /// `restaurant`, `dish`, `review` or `photo`.
    public var subject: String
    public var subjectId: UUID
    /// `spam`, `offensive`, `wrong` or `other`.
    public var reason: String
    public var note: String?

    public init(subject: String, subjectId: UUID, reason: String, note: String? = nil) {
        self.subject = subject
        self.subjectId = subjectId
        self.reason = reason
        self.note = note
    }
}

/// Eats' endpoints.
public enum EatsRoute: TypedRoute, Hashable {
    case restaurants
    case createRestaurant
    case restaurant(UUID)
    case deleteRestaurant(UUID)
    case createDish(restaurant: UUID)
    case searchDishes
    case dish(UUID)
    case deleteDish(UUID)
    case rateDish(UUID)
    case unrateDish(UUID)
    case setNutrition(UUID)
    case clearNutrition(UUID)
    case writeReview(UUID)
    case deleteReview(UUID)
    case voteReview(UUID)
    case unvoteReview(UUID)
    case addPhoto(dish: UUID)
    case deletePhoto(UUID)
    case reportAbuse

    public var method: HTTPMethodName {
        switch self {
        case .restaurants, .restaurant, .searchDishes, .dish: return .get
        case .createRestaurant, .createDish, .addPhoto, .reportAbuse: return .post
        case .rateDish, .setNutrition, .writeReview, .voteReview: return .put
        case .deleteRestaurant, .deleteDish, .unrateDish, .clearNutrition, .deleteReview, .unvoteReview, .deletePhoto: return .delete
        }
    }

    public var parts: [RoutePart] {
        let eats = RoutePart.literal("eats")
        switch self {
        case .restaurants, .createRestaurant: return [eats, .literal("restaurants")]
        case .restaurant(let id), .deleteRestaurant(let id): return [eats, .literal("restaurants"), .parameter("restaurantId", id)]
        case .createDish(let id): return [eats, .literal("restaurants"), .parameter("restaurantId", id), .literal("dishes")]
        case .searchDishes: return [eats, .literal("dishes")]
        case .dish(let id), .deleteDish(let id): return [eats, .literal("dishes"), .parameter("dishId", id)]
        case .rateDish(let id), .unrateDish(let id): return [eats, .literal("dishes"), .parameter("dishId", id), .literal("rating")]
        case .setNutrition(let id), .clearNutrition(let id): return [eats, .literal("dishes"), .parameter("dishId", id), .literal("nutrition")]
        case .writeReview(let id): return [eats, .literal("dishes"), .parameter("dishId", id), .literal("review")]
        case .addPhoto(let id): return [eats, .literal("dishes"), .parameter("dishId", id), .literal("photos")]
        case .deleteReview(let id): return [eats, .literal("reviews"), .parameter("reviewId", id)]
        case .voteReview(let id), .unvoteReview(let id): return [eats, .literal("reviews"), .parameter("reviewId", id), .literal("vote")]
        case .deletePhoto(let id): return [eats, .literal("photos"), .parameter("photoId", id)]
        case .reportAbuse: return [eats, .literal("reports")]
        }
    }
}
