import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// The demo world's wishes: Alice's birthday list shared with her friends, some reserved,
/// a group gift, and Bob's Christmas list.
enum WishesDemo {
    static func seed(_ demo: DemoWorld) async throws {
        let context = demo.context
        let ids = try demo.people.map { try $0.requireID() }
        let (alice, bob, carol, dave, eva) = (ids[0], ids[1], ids[2], ids[3], ids[4])
        let birthday = try await context.wishes.createList(owner: alice, WishListDraft(name: "Birthday", occasion: "birthday", date: "2027-03-14"))
        let birthdayID = try birthday.requireID()
        let wishes: [WishDraft] = [
            WishDraft(name: "Hiking boots", price: Price(amount: 149_900, currency: "SEK"), store: "Naturkompaniet",
                      link: "https://www.example.com/boots", notes: "Size 39, brown", priority: "high", listId: birthdayID),
            WishDraft(name: "Moka pot", price: Price(amount: 39_900, currency: "SEK"), store: "Åhléns", priority: "normal", listId: birthdayID),
            WishDraft(name: "Board game night", notes: "Anything cooperative", quantity: 2, priority: "low", listId: birthdayID),
            WishDraft(name: "Weekend in Prague", price: Price(amount: 600_000, currency: "SEK"), notes: "For two", priority: "high", listId: birthdayID),
        ]
        var created: [WishRecord] = []
        for draft in wishes { created.append(try await context.wishes.create(owner: alice, draft)) }
        _ = try await context.wishes.create(owner: alice, WishDraft(name: "Fountain pen", notes: "Maybe a Lamy Safari"))
        _ = try await context.sharing.share(birthdayID, owner: alice, ShareRequest(userIds: [bob, carol, eva]))
        for person in [bob, carol] { try await context.sharing.accept(birthdayID, viewer: person) }
        try await context.giving.reserve(try created[1].requireID(), giver: bob)
        try await context.giving.reserve(try created[2].requireID(), giver: carol)
        try await context.giving.pledge(try created[3].requireID(), giver: bob, amount: 200_000)
        try await context.giving.pledge(try created[3].requireID(), giver: carol, amount: 150_000)

        let christmas = try await context.wishes.createList(owner: bob, WishListDraft(name: "Christmas", occasion: "christmas", date: "2026-12-24"))
        let christmasID = try christmas.requireID()
        _ = try await context.wishes.create(owner: bob, WishDraft(name: "Wool socks", price: Price(amount: 29_900, currency: "CZK"),
                                                               quantity: 3, listId: christmasID))
        let record = try await context.wishes.create(owner: bob, WishDraft(name: "Espresso cups", price: Price(amount: 45_000, currency: "CZK"),
                                                                        store: "Kavárna", listId: christmasID))
        _ = try await context.sharing.share(christmasID, owner: bob, ShareRequest(userIds: [alice, carol]))
        try await context.sharing.accept(christmasID, viewer: alice)
        try await context.giving.reserve(try record.requireID(), giver: alice)
        _ = dave
    }
}
