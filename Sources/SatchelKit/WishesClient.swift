import Foundation
import SatchelAPI

extension SatchelClient {
    /// Wish lists: wishes, lists, sharing, reservations and pledges (the API's `wishes` tag).
    public nonisolated var wishes: WishesClient { WishesClient(client: self) }
}

/// `client.wishes`: every operation of the API's `wishes` tag. What the owner may not learn
/// (who reserved or pledged) the server never sends, so nothing here can show it.
public struct WishesClient: Sendable {
    let client: SatchelClient

    // Wishes
    public func inbox() async throws -> [Wish] { try await client.send(WishesRoute.inbox) }
    public func create(_ draft: WishDraft) async throws -> Wish { try await client.send(WishesRoute.createWish, body: draft) }
    public func wish(_ id: UUID) async throws -> Wish { try await client.send(WishesRoute.wish(id)) }
    /// `editing`: the `version` of the copy the change was made from — refused (412, with the
    /// wish as it is now) if someone changed it since. Without it, the change always applies.
    public func update(_ id: UUID, _ draft: WishDraft, editing version: Int? = nil) async throws -> Wish {
        try await client.send(WishesRoute.updateWish(id), body: draft, version: version)
    }
    public func delete(_ id: UUID, editing version: Int? = nil) async throws {
        try await client.sendEmpty(WishesRoute.deleteWish(id), version: version)
    }
    @discardableResult
    public func move(_ id: UUID, _ move: WishMove, editing version: Int? = nil) async throws -> Wish {
        try await client.send(WishesRoute.moveWish(id), body: move, version: version)
    }
    /// The wish's photo: the image file's bytes (JPEG, PNG, GIF or WebP).
    @discardableResult
    public func setPhoto(_ id: UUID, image: Data, contentType: String = "image/jpeg") async throws -> Wish {
        let route = WishesRoute.setWishPhoto(id)
        let response = try await client.exchange(method: route.method.rawValue, path: route.path, raw: image, contentType: contentType)
        return try SatchelClient.decoder.decode(Wish.self, from: response.body)
    }
    @discardableResult
    public func deletePhoto(_ id: UUID) async throws -> Wish { try await client.send(WishesRoute.deleteWishPhoto(id)) }

    // Received wishes: "I got it" takes a wish off its list; givers are told it arrived.
    /// Marks the wish received; `editing` as for `update`.
    public func markReceived(_ id: UUID, editing version: Int? = nil) async throws -> ReceivedWish {
        try await client.send(WishesRoute.markReceived(id), version: version)
    }
    /// "Not received yet": the wish goes back where it was.
    public func undoReceived(_ id: UUID, editing version: Int? = nil) async throws -> Wish {
        try await client.send(WishesRoute.undoReceived(id), version: version)
    }
    /// The received wishes, the latest first.
    public func received() async throws -> [ReceivedWish] { try await client.send(WishesRoute.receivedWishes) }

    // Lists and sharing
    public func lists() async throws -> [WishList] { try await client.send(WishesRoute.lists) }
    public func createList(_ draft: WishListDraft) async throws -> WishList { try await client.send(WishesRoute.createList, body: draft) }
    /// A list with its wishes; `sort` `position` (the owner's order) or another the server offers.
    public func list(_ id: UUID, sort: String? = nil) async throws -> WishListDetail {
        try await client.send(WishesRoute.list(id), query: sort.map { [("sort", $0)] } ?? [])
    }
    /// A list with its wishes in `sort`'s order.
    public func list(_ id: UUID, sort: ListSort) async throws -> WishListDetail { try await list(id, sort: sort.rawValue) }
    public func updateList(_ id: UUID, _ draft: WishListDraft, editing version: Int? = nil) async throws -> WishList {
        try await client.send(WishesRoute.updateList(id), body: draft, version: version)
    }
    public func deleteList(_ id: UUID, editing version: Int? = nil) async throws {
        try await client.sendEmpty(WishesRoute.deleteList(id), version: version)
    }
    /// Shares with friends and circles; answers with everyone the list is shared with.
    @discardableResult
    public func share(_ id: UUID, _ request: ShareRequest) async throws -> [ListShare] { try await client.send(WishesRoute.shareList(id), body: request) }
    public func unshare(_ id: UUID, with user: UUID) async throws { try await client.sendEmpty(WishesRoute.unshareList(list: id, user: user)) }
    /// A link to send to someone not on Satchel yet; with `email`, also mailed there, naming the
    /// list (see `createInvitation(email:)`).
    public func invitation(for list: UUID, email: String? = nil) async throws -> Invitation {
        try await client.send(WishesRoute.listInvitation(list), body: email == nil ? nil : NewInvitation(email: email))
    }
    public func friendsLists() async throws -> [WishList] { try await client.send(WishesRoute.friendsLists) }
    @discardableResult
    public func accept(_ list: UUID) async throws -> WishListDetail { try await client.send(WishesRoute.acceptList(list)) }

    // Giving
    @discardableResult
    public func reserve(_ wish: UUID) async throws -> Wish { try await client.send(WishesRoute.reserve(wish)) }
    public func unreserve(_ wish: UUID) async throws { try await client.sendEmpty(WishesRoute.unreserve(wish)) }
    /// Pledges `amount` minor units of the wish's currency.
    @discardableResult
    public func pledge(_ wish: UUID, amount: Int) async throws -> Wish { try await client.send(WishesRoute.pledge(wish), body: PledgeRequest(amount: amount)) }
    public func withdrawPledge(_ wish: UUID) async throws { try await client.sendEmpty(WishesRoute.withdrawPledge(wish)) }
    public func cart() async throws -> Cart { try await client.send(WishesRoute.cart) }
    @discardableResult
    public func markBought(_ wish: UUID, _ bought: Bool = true) async throws -> Cart {
        try await client.send(WishesRoute.markBought(wish), body: BoughtUpdate(bought: bought))
    }

    // Comments
    public func comments(_ wish: UUID) async throws -> [WishComment] { try await client.send(WishesRoute.comments(wish)) }
    public func comment(_ wish: UUID, _ draft: CommentDraft) async throws -> WishComment { try await client.send(WishesRoute.addComment(wish), body: draft) }
    public func deleteComment(_ comment: UUID, on wish: UUID) async throws { try await client.sendEmpty(WishesRoute.deleteComment(wish: wish, comment: comment)) }

    // A list's public registry link: the owner's side. Each change is a new version of the list
    // (`editing`: refused with 412 if the list moved on since).
    /// The list's public link; nil while it is off (or when the list is not the caller's: both
    /// are a 404).
    public func publicLink(_ list: UUID) async throws -> PublicLink? {
        do {
            return try await client.send(WishesRoute.publicLink(list))
        } catch let error as SatchelError where error.status == 404 {
            return nil
        }
    }
    /// Turns the link on; already on, it stays as it is.
    @discardableResult
    public func turnOnPublicLink(_ list: UUID, editing version: Int? = nil) async throws -> PublicLink {
        try await client.send(WishesRoute.turnOnPublicLink(list), version: version)
    }
    /// A new link; the old one stops working.
    @discardableResult
    public func renewPublicLink(_ list: UUID, editing version: Int? = nil) async throws -> PublicLink {
        try await client.send(WishesRoute.renewPublicLink(list), version: version)
    }
    public func turnOffPublicLink(_ list: UUID, editing version: Int? = nil) async throws {
        try await client.sendEmpty(WishesRoute.turnOffPublicLink(list), version: version)
    }

    // The guests' side: no account needed, the secret is the credential.
    /// A list through its public link (`PublicLink.token`).
    public func registry(_ token: String, sort: ListSort = .position) async throws -> Registry {
        try await client.send(WishesRoute.registry(token: token), query: sort == .position ? [] : [("sort", sort.rawValue)])
    }
    /// Reserves one unit as a guest; the answer's `token` is the reservation's secret (shown once).
    public func reserveAsGuest(_ token: String, _ request: GuestReservationRequest) async throws -> GuestReservation {
        try await client.send(WishesRoute.reserveAsGuest(token: token), body: request)
    }
    public func guestReservation(_ secret: String) async throws -> GuestReservation {
        try await client.send(WishesRoute.guestReservation(token: secret))
    }
    public func undoGuestReservation(_ secret: String) async throws {
        try await client.sendEmpty(WishesRoute.undoGuestReservation(token: secret))
    }
    @discardableResult
    public func markGuestReservationBought(_ secret: String, _ bought: Bool = true) async throws -> GuestReservation {
        try await client.send(WishesRoute.markGuestReservationBought(token: secret), body: BoughtUpdate(bought: bought))
    }
}
