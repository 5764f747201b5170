import SatchelTesting
import Foundation
import SatchelAPI
import SatchelGeo
@testable import SatchelCore
@testable import Library
import Testing
import Vapor
import VaporTesting

/// Requests that write at the same time get the answers they would get one after another:
/// never a 500 because another request was writing, or won a race for a unique name.
@Suite("Concurrent writes")
struct ConcurrentWritesTests {
    @Test func renamingTwoWishesToOneNameAtOnceGivesOneSuccessAndTheUsualError() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            for round in 0..<8 {
                let first = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "First \(round)")).decode(Wish.self)
                let second = try await t.request(WishesRoute.createWish, token: ada.token, json: WishDraft(name: "Second \(round)")).decode(Wish.self)
                let name = "Same \(round)"
                async let a = t.request(WishesRoute.updateWish(first.id), token: ada.token, json: WishDraft(name: name))
                async let b = t.request(WishesRoute.updateWish(second.id), token: ada.token, json: WishDraft(name: name))
                let answers = try await [a, b]
                #expect(answers.map(\.status.code).sorted() == [200, 422], "round \(round): \(answers.map(\.body.string))")
                let refused = answers.first { $0.status == .unprocessableEntity }
                #expect(refused?.problem?.errors?.first?.code == "wish.name_taken")
            }
        }
    }

    @Test func writesFromAllFiveAppsAtOnceNeverFailBecauseAnotherIsWriting() async throws {
        try await withSatchel { t in
            var setup = LibraryService.Setup(slug: "city", name: "City library", language: "en")
            setup.selfRegistration = false
            let library = try await t.context.libraries.save(setup)
            let libraryID = library.id
            var people: [SessionResponse] = []
            for i in 0..<4 {
                let person = try await t.signUp("person\(i)")
                _ = try await t.context.cards.issue(library: library, number: "2000\(i)", pin: "1234", name: "Patron \(i)")
                people.append(person)
            }
            let cook = people[0]
            let restaurant = try await t.request(EatsRoute.createRestaurant, token: cook.token, json: RestaurantDraft(
                name: "Kamome", cuisines: ["japanese"], latitude: 60.17, longitude: 24.94, confirmDuplicate: true)).decode(Restaurant.self)
            let dish = try await t.request(EatsRoute.createDish(restaurant: restaurant.id), token: cook.token,
                                           json: DishDraft(name: "Salmon soup")).decode(Dish.self)

            // Every kind at once, several rounds: wishes, lists, reminders, ratings, circles,
            // library card sign-ins (right and wrong PINs: the throttle writes too).
            let statuses = try await withThrowingTaskGroup(of: (String, UInt).self) { group in
                for round in 0..<6 {
                    for (i, person) in people.enumerated() {
                        let token = person.token
                        group.addTask { ("wish", try await t.request(WishesRoute.createWish, token: token, json: WishDraft(name: "W\(round)")).status.code) }
                        group.addTask { ("list", try await t.request(WishesRoute.createList, token: token, json: WishListDraft(name: "L\(round)")).status.code) }
                        group.addTask { ("reminder", try await t.request(SpotsRoute.createReminder, token: token, json: ReminderDraft(title: "R\(round)", due: ReminderDue(local: "2030-01-0\(1 + round)T09:00", timeZone: "Europe/Stockholm"))).status.code) }
                        group.addTask { ("rating", try await t.request(EatsRoute.rateDish(dish.summary.id), token: token, json: RatingDraft(stars: 1 + (round + i) % 5)).status.code) }
                        group.addTask { ("circle", try await t.request(.createCircle, token: token, json: CircleDraft(name: "C\(round)")).status.code) }
                        group.addTask {
                            let pin = round.isMultiple(of: 3) ? "0000" : "1234"
                            return ("card", try await t.request(LibraryRoute.signInCard(libraryID), token: token,
                                                                json: CardSignIn(cardNumber: "2000\(i)", pin: pin)).status.code)
                        }
                    }
                }
                var all: [(String, UInt)] = []
                for try await answer in group { all.append(answer) }
                return all
            }
            let failures = statuses.filter { $0.1 >= 500 }
            #expect(failures.isEmpty, "\(failures)")
            #expect(statuses.filter { ["wish", "list", "reminder", "circle"].contains($0.0) }.allSatisfy { $0.1 == 201 },
                    "\(statuses.filter { $0.1 != 201 && $0.0 != "card" && $0.0 != "rating" })")
            #expect(statuses.filter { $0.0 == "rating" }.allSatisfy { $0.1 == 200 })
            #expect(statuses.filter { $0.0 == "card" }.allSatisfy { [200, 401, 403, 429].contains($0.1) }, "\(statuses.filter { $0.0 == "card" })")
        }
    }
}
