import Foundation
import SatchelAPI
import SatchelCore
import SatchelGeo

/// The demo world's food: restaurants generated around central Stockholm (where Alice's
/// errands are) and Prague (Bob's), each with dishes of its cuisine, and the demo people's
/// ratings, reviews, helpful votes and nutrition. Fixed seed, so every demo looks the same.
enum EatsDemo {
    struct Cuisine {
        let key: String
        let names: [String]
        let dishes: [String]
    }

    static let cuisines: [Cuisine] = [
        Cuisine(key: "ramen", names: ["Ramen Ya", "Noodle Bar Ichi", "Tonkotsu House"],
                dishes: ["Tonkotsu ramen", "Shoyu ramen", "Miso ramen", "Gyoza", "Karaage"]),
        Cuisine(key: "pizza", names: ["Forno Rosso", "Pizzeria Napoli", "Slice Club"],
                dishes: ["Margherita", "Diavola", "Quattro formaggi", "Marinara", "Tiramisu"]),
        Cuisine(key: "swedish", names: ["Husmanskrogen", "Kvarterskrogen", "Pelikanen Bistro"],
                dishes: ["Köttbullar with lingonberries", "Toast Skagen", "Pickled herring", "Wallenbergare", "Kanelbulle"]),
        Cuisine(key: "vietnamese", names: ["Pho Saigon", "Banh Mi Shop", "Hanoi Kitchen"],
                dishes: ["Pho bo", "Banh mi", "Bun cha", "Summer rolls"]),
        Cuisine(key: "indian", names: ["Curry Garden", "Tandoor Nights", "Masala House"],
                dishes: ["Butter chicken", "Chana masala", "Palak paneer", "Garlic naan", "Mango lassi"]),
        Cuisine(key: "burger", names: ["Burger Joint", "Smash Brothers", "Grill Corner"],
                dishes: ["Cheeseburger", "Veggie burger", "Sweet potato fries", "Milkshake"]),
        Cuisine(key: "czech", names: ["U Zlatého tygra", "Lokál", "Hospoda Na Rohu"],
                dishes: ["Svíčková", "Guláš", "Smažený sýr", "Knedlíky", "Trdelník"]),
        Cuisine(key: "coffee_shop", names: ["Kaffebaren", "Bean There", "Café Lumen"],
                dishes: ["Flat white", "Cardamom bun", "Avocado toast", "Carrot cake"]),
    ]

    static let reviews = [
        "Rich and balanced, the best I have had in town. Go early, it fills up fast.",
        "Good portion and friendly staff, but a bit too salty for me.",
        "Exactly what I hoped for on a cold evening. Would order again.",
        "Nothing special. Fine if you are nearby, not worth a detour.",
        "Lovely texture, fresh ingredients, and it came out quickly.",
    ]

    static func seed(_ demo: DemoWorld) async throws {
        let context = demo.context
        let people = try demo.people.map { try $0.requireID() }
        var rng = SplitMix64(state: 0xEA75)
        let cities: [(center: GeoPoint, count: Int, cuisines: [String])] = [
            (GeoPoint(latitude: 59.3326, longitude: 18.0649), 36, ["ramen", "pizza", "swedish", "vietnamese", "indian", "burger", "coffee_shop"]),
            (GeoPoint(latitude: 50.0833, longitude: 14.4210), 18, ["czech", "pizza", "vietnamese", "burger", "coffee_shop"]),
        ]
        var contributions = 0
        for city in cities {
            for i in 0..<city.count {
                let cuisine = cuisines.first { $0.key == city.cuisines[i % city.cuisines.count] }!
                // Within about 1.5 km of the centre, denser near it.
                let point = Geo.destination(from: city.center, metres: 1_500 * Double.random(in: 0...1, using: &rng).squareRoot(),
                                            bearing: Double.random(in: 0..<360, using: &rng))
                let name = cuisine.names[(i / city.cuisines.count) % cuisine.names.count]
                let restaurant = try await context.restaurantService.create(RestaurantDraft(
                    name: name, kind: cuisine.key == "coffee_shop" ? "cafe" : "restaurant", cuisines: [cuisine.key],
                    address: "", latitude: point.latitude, longitude: point.longitude,
                    openingHours: i % 4 == 0 ? "Mo-Su 07:00-23:00" : "Mo-Fr 11:00-22:00; Sa,Su 12:00-23:00",
                    diets: i % 3 == 0 ? ["vegetarian"] : [], priceLevel: 1 + i % 3, confirmDuplicate: true), by: people[i % people.count])
                for (d, dishName) in cuisine.dishes.enumerated() {
                    let dish = try await context.dishes.create(DishDraft(name: dishName), restaurant: restaurant.id!, by: people[(i + d) % people.count])
                    // Earlier dishes on the menu are the house favourites.
                    let base = 4.6 - Double(d) * 0.3
                    for (p, person) in people.enumerated() where Double.random(in: 0...1, using: &rng) < 0.75 {
                        let stars = min(5, max(1, Int((base + Double.random(in: -1.2...1.2, using: &rng)).rounded())))
                        try await context.contributions.rate(dish.id!, stars: stars, by: person)
                        contributions += 1
                        if (p + d + i) % 3 == 0 {
                            let review = try await context.contributions.writeReview(
                                dish.id!, ReviewDraft(text: reviews[(p + d + i) % reviews.count]), by: person)
                            for voter in people where voter != person && Double.random(in: 0...1, using: &rng) < 0.5 {
                                try await context.contributions.vote(review.id!, helpful: stars >= 3 || d > 0, by: voter)
                            }
                        }
                    }
                    if d == 0 {
                        try await context.contributions.setNutrition(dish.id!, Nutrition(energyKcal: 650, proteinGrams: 28, fatGrams: 24,
                                                                                      carbohydrateGrams: 78), by: people[0])
                    }
                }
            }
        }
        context.logger.info("eats demo: \(contributions) ratings")
    }
}
