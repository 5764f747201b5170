import Fluent
import Foundation
import SatchelAPI
import SatchelCore

extension SatchelContext {
    public var wishes: WishService { WishService(context: self) }
}

/// Wishes and lists: the owner's side. Who may see what is decided here, once.
public struct WishService: Sendable {
    let context: SatchelContext

    // MARK: access

    /// The wish's record, for a change to it.
    public func wish(_ id: UUID) async throws -> WishRecord {
        guard let wish = try await WishRecord.find(id, on: context.db) else { throw AppError.notFound("wish") }
        return wish
    }

    /// The wish if `viewer` may see it: the owner, or a friend who accepted the list it is in.
    func visibleWish(_ id: UUID, viewer: UUID) async throws -> WishData {
        guard let wish = try await context.wishesStore.wish(id), try await canSee(wish, viewer: viewer) else {
            throw AppError.notFound("wish")
        }
        return wish
    }

    /// The owner; a friend who accepted the list it is in; for a funding wish, its audience.
    /// A surprise's recipient sees nothing of it until it is funded.
    func canSee(_ wish: WishData, viewer: UUID?) async throws -> Bool {
        try await canSee(id: wish.id, owner: wish.ownerID, list: wish.listID, viewer: viewer)
    }

    func canSee(id: UUID, owner: UUID, list: UUID?, viewer: UUID?) async throws -> Bool {
        guard let viewer else { return false }
        let funding = try await context.funding.funding(ofWish: id)
        if let funding, funding.recipientID == viewer { return funding.state == .funded }
        if owner == viewer { return true }
        if let list, try await isRecipient(viewer, of: list, owner: owner) { return true }
        guard let funding else { return false }
        return try await context.funding.audienceIncludes(funding, owner: owner, viewer: viewer)
    }

    /// Of these wishes, the ones `viewer` may see, in a fixed number of queries.
    func visible(data wishes: [WishData], viewer: UUID) async throws -> [WishData] {
        guard !wishes.isEmpty else { return [] }
        let open = try await openLists(wishes.compactMap { w in w.listID.flatMap { w.ownerID == viewer ? nil : ($0, w.ownerID) } }, viewer: viewer)
        let funded = try await context.fundingStore.fundedWishIDs(among: wishes.map(\.id))
        var result: [WishData] = []
        for wish in wishes {
            if funded.contains(wish.id) {
                // Funding wishes have their own audience and surprise rules.
                if try await canSee(id: wish.id, owner: wish.ownerID, list: wish.listID, viewer: viewer) { result.append(wish) }
            } else if wish.ownerID == viewer || (wish.listID.map(open.contains) ?? false) {
                result.append(wish)
            }
        }
        return result
    }

    /// Whether `viewer` accepted the list and is still the owner's friend.
    func isRecipient(_ viewer: UUID, of list: UUID, owner: UUID) async throws -> Bool {
        try await openLists([(list, owner)], viewer: viewer).contains(list)
    }

    /// Of these others' lists, those `viewer` accepted whose owner is still their friend, in one
    /// read (the share and the friendship found by their keys, not every share and friend the
    /// viewer has), each list read once per read request however many parts ask.
    func openLists(_ lists: [(list: UUID, owner: UUID)], viewer: UUID) async throws -> Set<UUID> {
        guard !lists.isEmpty else { return [] }
        let owners = Dictionary(lists.map { ($0.list, $0.owner) }, uniquingKeysWith: { first, _ in first })
        let read = { (ids: [UUID]) async throws -> [UUID: Bool] in
            let open = try await context.wishesStore.openLists(ids.map { ($0, Friendship.pairKey(owners[$0]!, viewer)) }, viewer: viewer)
            return Dictionary(uniqueKeysWithValues: ids.map { ($0, open.contains($0)) })
        }
        let ids = Array(owners.keys)
        let found: [UUID: Bool]
        if let memo = context.memo {
            found = try await memo.values("openLists:" + viewer.uuidString, for: ids, load: read)
        } else {
            found = try await read(ids)
        }
        return Set(found.filter { $0.value }.keys)
    }

    /// The lists shared with `viewer` that they accepted (a person accepts tens, not thousands),
    /// read once per read request however many parts ask.
    func acceptedListIDs(viewer: UUID) async throws -> Set<UUID> {
        let read = { try await context.wishesStore.acceptedListIDs(recipient: viewer) }
        guard let memo = context.memo else { return try await read() }
        return try await memo.value("acceptedLists:" + viewer.uuidString, read)
    }

    public func ownWish(_ id: UUID, owner: UUID) async throws -> WishRecord {
        let wish = try await wish(id)
        guard wish.$owner.id == owner else { throw AppError.notFound("wish") }
        return wish
    }

    /// The owner's wish as its pages show it.
    func ownWishData(_ id: UUID, owner: UUID) async throws -> WishData {
        guard let wish = try await context.wishesStore.wish(id), wish.ownerID == owner else { throw AppError.notFound("wish") }
        return wish
    }

    /// The owner's list as its pages show it.
    func ownListData(_ id: UUID, owner: UUID) async throws -> WishListData {
        guard let list = try await context.wishesStore.list(id), list.ownerID == owner else { throw AppError.notFound("list") }
        return list
    }

    public func ownList(_ id: UUID, owner: UUID) async throws -> WishListRecord {
        guard let list = try await WishListRecord.find(id, on: context.db), list.$owner.id == owner else {
            throw AppError.notFound("list")
        }
        return list
    }

    // MARK: wishes

    /// The owner's inbox: wishes in no list.
    public func inbox(owner: UUID) async throws -> [Wish] {
        try await render(data: try await context.wishesStore.inbox(owner: owner), viewer: owner)
    }

    public func create(owner: UUID, _ draft: WishDraft) async throws -> WishRecord {
        var validator = Validator()
        let clean = WishRules.check(draft, into: &validator)
        if let listID = draft.listId {
            if (try? await ownList(listID, owner: owner)) == nil { validator.add(FieldIssue(field: "listId", code: "list.unknown")) }
        }
        try await checkNameFree(clean.name, owner: owner, except: nil, into: &validator)
        try validator.finish()
        let wish = WishRecord()
        wish.$owner.id = owner
        wish.$list.id = draft.listId
        apply(clean, to: wish)
        wish.position = try await nextPosition(owner: owner, list: draft.listId)
        wish.createdAt = context.now
        wish.updatedAt = context.now
        wish.version = 1
        try await uniqueWrite(or: .invalid("name", "wish.name_taken", ["name": clean.name])) { try await wish.create(on: context.db) }
        ListCache.changed("wishes", draft.listId, context: context)
        if let list = draft.listId { try await notifySubscribers(list: list, owner: owner) }
        return wish
    }

    /// Replaces the wish's contents. Givers who reserved or pledged are told; the owner is not.
    /// Refused (412, with the wish as it is now) if it moved on since the copy the edit was made
    /// from (`precondition`).
    public func update(_ id: UUID, owner: UUID, _ draft: WishDraft, precondition: Precondition = .unconditional) async throws -> WishRecord {
        let wish = try await ownWish(id, owner: owner)
        try await check(precondition, wish)
        var validator = Validator()
        let clean = WishRules.check(draft, into: &validator)
        try await checkNameFree(clean.name, owner: owner, except: id, into: &validator)
        try validator.finish()
        let before = (name: wish.name, price: wish.priceMinor.flatMap { amount in wish.currency.map { (amount, $0) } })
        apply(clean, to: wish)
        wish.updatedAt = context.now
        try await uniqueWrite(or: .invalid("name", "wish.name_taken", ["name": clean.name])) { try await save(wish, precondition) }
        ListCache.changed("wishes", wish.$list.id, context: context)
        try await context.giving.tellGivers(about: wish, kind: WishNotification.reservedChanged)
        try await context.registryGuestMail.tellIfMaterial(wish, name: before.name, price: before.price)
        if let list = wish.$list.id { try await notifySubscribers(list: list, owner: owner) }
        return wish
    }

    public func delete(_ id: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws {
        let wish = try await ownWish(id, owner: owner)
        try await check(precondition, wish)
        try await context.funding.checkDeletable(id)
        // Checked, givers told and deleted in one transaction: of two deletes or edits from one
        // copy, only one goes on, and nobody is told of a delete that did not happen.
        let seen = precondition.isConditional ? wish.version : nil
        do {
            try await context.transaction { tx in
                guard try await RowVersion.bump(WishRecord.schema, id: id, ifStill: seen, on: tx.sql) != nil else { throw RowVersion.MovedOn() }
                try await tx.giving.tellGivers(about: wish, kind: WishNotification.reservedDeleted)
                try await tx.registryGuestMail.tell(wish, change: .deleted)
                try await wish.delete(on: tx.db)
            }
        } catch is RowVersion.MovedOn {
            throw try await stale(id, owner: owner)
        }
        let photo = wish.photoID
        ListCache.changed("wishes", wish.$list.id, context: context)
        if let photo { try await context.mediaService.delete(id: photo) }
        if let list = wish.$list.id { try await notifySubscribers(list: list, owner: owner) }
    }

    /// Moves (never copies) a wish into a list or back to the inbox, at a position or last.
    /// Every wish whose place changes is a new version of it.
    public func move(_ id: UUID, owner: UUID, to list: UUID?, position: Int?, precondition: Precondition = .unconditional) async throws -> WishRecord {
        let wish = try await ownWish(id, owner: owner)
        try await check(precondition, wish)
        if let list { _ = try await ownList(list, owner: owner) }
        // A surprise never goes into a list its recipient might see.
        if list != nil, try await context.funding.surpriseWishIDs(owner: owner).contains(id) {
            throw AppError(.conflict, "surprise.no_lists")
        }
        let from = wish.$list.id
        var siblings = try await WishRecord.query(on: context.db)
            .filter(\.$owner.$id == owner).filter(\.$list.$id == list).filter(\.$id != id)
            .sort(\.$position).sort(\.$createdAt).all()
        let index = min(max(position ?? siblings.count, 0), siblings.count)
        siblings.insert(wish, at: index)
        wish.$list.id = list
        let ordered = siblings
        let seen = precondition.isConditional ? wish.version : nil
        do {
            try await context.transaction { tx in
                for (i, row) in ordered.enumerated() where row.position != i || row.id == id {
                    row.position = i
                    guard let version = try await RowVersion.bump(WishRecord.schema, id: try row.requireID(), ifStill: row.id == id ? seen : nil,
                                                                  on: tx.sql) else { throw RowVersion.MovedOn() }
                    row.version = version
                    try await row.save(on: tx.db)
                }
            }
        } catch is RowVersion.MovedOn {
            throw try await stale(id, owner: owner)
        }
        ListCache.changed("wishes", from, list, context: context)
        if from != list {
            if let from { try await notifySubscribers(list: from, owner: owner) }
            if let list { try await notifySubscribers(list: list, owner: owner) }
        }
        return wish
    }

    /// A new photo is a new version of the wish; refused (412) if the wish moved on since the
    /// copy the change was made from (`precondition`).
    public func setPhoto(_ id: UUID, owner: UUID, bytes: [UInt8], precondition: Precondition = .unconditional) async throws -> WishRecord {
        let wish = try await ownWish(id, owner: owner)
        try await check(precondition, wish)
        let item = try await context.mediaService.store(owner: owner, bytes: bytes, purpose: WishMedia.purpose, subjectID: id)
        let old = wish.photoID
        wish.photoID = try item.requireID()
        wish.updatedAt = context.now
        do {
            try await save(wish, precondition)
        } catch {
            // Refused: the photo just stored belongs to nothing.
            try? await context.mediaService.delete(id: try item.requireID())
            throw error
        }
        ListCache.changed("wishes", wish.$list.id, context: context)
        if let old { try await context.mediaService.delete(id: old) }
        return wish
    }

    public func removePhoto(_ id: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws -> WishRecord {
        let wish = try await ownWish(id, owner: owner)
        try await check(precondition, wish)
        guard let old = wish.photoID else { return wish }
        wish.photoID = nil
        try await save(wish, precondition)
        ListCache.changed("wishes", wish.$list.id, context: context)
        try await context.mediaService.delete(id: old)
        return wish
    }

    func apply(_ clean: (name: String, store: String, link: String?, notes: String, quantity: Int,
                         priority: WishRecord.Priority, price: Price?), to wish: WishRecord) {
        wish.name = clean.name
        wish.nameKey = clean.name.lowercased()
        wish.store = clean.store
        wish.link = clean.link
        wish.notes = clean.notes
        wish.quantity = clean.quantity
        wish.priority = clean.priority
        wish.priceMinor = clean.price?.amount
        wish.currency = clean.price?.currency
    }

    func checkNameFree(_ name: String, owner: UUID, except: UUID?, into validator: inout Validator) async throws {
        guard !name.isEmpty else { return }
        var query = WishRecord.query(on: context.db).filter(\.$owner.$id == owner).filter(\.$nameKey == name.lowercased())
        if let except { query = query.filter(\.$id != except) }
        // Name the wish it clashes with, as the owner wrote it.
        if let clash = try await query.first() { validator.add(FieldIssue(field: "name", code: "wish.name_taken", args: ["name": clash.name])) }
    }

    func nextPosition(owner: UUID, list: UUID?) async throws -> Int {
        let last = try await WishRecord.query(on: context.db)
            .filter(\.$owner.$id == owner).filter(\.$list.$id == list)
            .sort(\.$position, .descending).first()
        return (last?.position ?? -1) + 1
    }

    // MARK: lists

    public func lists(owner: UUID) async throws -> [WishList] {
        try await renderLists(data: try await context.wishesStore.lists(owner: owner), viewer: owner)
    }

    public func createList(owner: UUID, _ draft: WishListDraft) async throws -> WishListRecord {
        var validator = Validator()
        let clean = WishRules.checkList(draft, into: &validator)
        try await checkListNameFree(clean.name, owner: owner, except: nil, into: &validator)
        try validator.finish()
        let list = WishListRecord()
        list.$owner.id = owner
        list.name = clean.name
        list.nameKey = clean.name.lowercased()
        list.occasion = clean.occasion
        list.date = clean.date
        list.createdAt = context.now
        list.version = 1
        try await uniqueWrite(or: .invalid("name", "list.name_taken", ["name": clean.name])) { try await list.create(on: context.db) }
        return list
    }

    /// Refused (412, with the list as it is now) if it moved on since the copy the edit was made
    /// from (`precondition`).
    public func updateList(_ id: UUID, owner: UUID, _ draft: WishListDraft, precondition: Precondition = .unconditional) async throws -> WishListRecord {
        let list = try await ownList(id, owner: owner)
        try await check(precondition, list)
        var validator = Validator()
        let clean = WishRules.checkList(draft, into: &validator)
        try await checkListNameFree(clean.name, owner: owner, except: id, into: &validator)
        try validator.finish()
        list.name = clean.name
        list.nameKey = clean.name.lowercased()
        list.occasion = clean.occasion
        list.date = clean.date
        try await uniqueWrite(or: .invalid("name", "list.name_taken", ["name": clean.name])) { try await save(list, precondition) }
        ListCache.changed("wish_lists", id, context: context)
        return list
    }

    /// Deletes the list; its wishes go back to the inbox, never lost.
    public func deleteList(_ id: UUID, owner: UUID, precondition: Precondition = .unconditional) async throws {
        let list = try await ownList(id, owner: owner)
        try await check(precondition, list)
        let start = try await nextPosition(owner: owner, list: nil)
        let seen = precondition.isConditional ? list.version : nil
        do {
            try await context.transaction { tx in
                guard try await RowVersion.bump(WishListRecord.schema, id: id, ifStill: seen, on: tx.sql) != nil else { throw RowVersion.MovedOn() }
                let wishes = try await WishRecord.query(on: tx.db).filter(\.$list.$id == id).sort(\.$position).all()
                for (offset, wish) in wishes.enumerated() {
                    wish.$list.id = nil
                    wish.position = start + offset
                    // Back in the inbox: a change of the wish its owner made.
                    wish.version = try await RowVersion.bump(WishRecord.schema, id: try wish.requireID(), ifStill: nil, on: tx.sql) ?? wish.version
                    try await wish.update(on: tx.db)
                }
                try await ListShareRecord.query(on: tx.db).filter(\.$list.$id == id).delete()
                try await list.delete(on: tx.db)
            }
        } catch is RowVersion.MovedOn {
            throw try await staleList(id, owner: owner)
        }
        ListCache.changed("wish_lists", id, context: context)
    }

    /// A list and its wishes, for the owner or an accepted recipient.
    public func listDetail(_ id: UUID, viewer: UUID, sort: Sort = .position) async throws -> WishListDetail {
        guard let list = try await context.wishesStore.list(id) else { throw AppError.notFound("list") }
        if list.ownerID != viewer {
            guard try await isRecipient(viewer, of: id, owner: list.ownerID) else { throw AppError.notFound("list") }
        }
        let wishes = try await render(data: sort.apply(to: try await context.wishesStore.wishes(inList: id)), viewer: viewer)
        return WishListDetail(list: try await renderLists(data: [list], viewer: viewer, wishCounts: [id: wishes.count],
                                                          open: list.ownerID == viewer ? [] : [id])[0], wishes: wishes)
    }

    func checkListNameFree(_ name: String, owner: UUID, except: UUID?, into validator: inout Validator) async throws {
        guard !name.isEmpty else { return }
        var query = WishListRecord.query(on: context.db).filter(\.$owner.$id == owner).filter(\.$nameKey == name.lowercased())
        if let except { query = query.filter(\.$id != except) }
        if let clash = try await query.first() { validator.add(FieldIssue(field: "name", code: "list.name_taken", args: ["name": clash.name])) }
    }

    // MARK: rendering

    /// Wishes as `viewer` sees them. The owner's view is built without looking at
    /// reservations or pledges at all, so nothing about them can reach the owner.
    public func render(_ rows: [WishRecord], viewer: UUID) async throws -> [Wish] {
        try await render(data: rows.map(WishData.init), viewer: viewer)
    }

    func render(data rows: [WishData], viewer: UUID) async throws -> [Wish] {
        let ownerIDs = Array(Set(rows.map(\.ownerID)))
        let others = rows.filter { $0.ownerID != viewer }
        // The givers and the owners are read together (then kept for the request).
        let giving = others.isEmpty ? [:] : try await context.giving.giving(for: others, viewer: viewer, alsoNaming: ownerIDs)
        let owners = try await context.friends.people(ids: ownerIDs, viewer: viewer)
        return try rows.map { row in
            guard let owner = owners[row.ownerID] else { throw AppError.notFound("wish") }
            return Wish(id: row.id, owner: owner, listId: row.listID, name: row.name,
                        price: row.priceMinor.flatMap { amount in row.currency.map { Price(amount: amount, currency: $0) } },
                        store: row.store, link: row.link, notes: row.notes,
                        photoURL: row.photoID.map { "/media/\($0.uuidString.lowercased())" },
                        quantity: row.quantity, priority: row.priority, position: row.position,
                        createdAt: row.createdAt, updatedAt: row.updatedAt, version: row.version,
                        // Built only for others' wishes: nothing about giving reaches the owner.
                        giving: row.ownerID == viewer ? nil : giving[row.id])
        }
    }

    /// `open`: others' lists already known to be accepted by the viewer (a list's own page).
    func renderLists(_ rows: [WishListRecord], viewer: UUID) async throws -> [WishList] {
        try await renderLists(data: rows.map(WishListData.init), viewer: viewer)
    }

    func renderLists(data rows: [WishListData], viewer: UUID, wishCounts known: [UUID: Int] = [:], open: Set<UUID> = []) async throws -> [WishList] {
        let ids = rows.map(\.id)
        guard !ids.isEmpty else { return [] }
        // The owner sees whom each list is shared with; a recipient only where they stand,
        // already known for the lists they accepted.
        let othersUnknown = rows.contains { $0.ownerID != viewer && !open.contains($0.id) }
        let accepted = open.union(othersUnknown ? try await acceptedListIDs(viewer: viewer) : [])
        let needShares = Set(rows.filter { $0.ownerID == viewer || !accepted.contains($0.id) }.map(\.id))
        let uncounted = ids.filter { known[$0] == nil }
        var counts = known
        var shares: [(list: UUID, recipient: UUID, accepted: Bool)] = []
        let asked = Array(Set(uncounted).union(needShares))
        if !asked.isEmpty {
            // Each list's wish count and its shares, in one read.
            for row in try await context.wishesStore.countsAndShares(of: asked) {
                if known[row.listID] == nil { counts[row.listID] = row.wishCount }
                if needShares.contains(row.listID), let recipient = row.recipientID {
                    shares.append((row.listID, recipient, row.accepted ?? false))
                }
            }
        }
        let people = try await context.friends.people(
            ids: Array(Set(rows.map(\.ownerID) + shares.map(\.recipient))), viewer: viewer)
        return rows.map { row in
            let id = row.id
            let mine = row.ownerID == viewer
            let listShares = shares.filter { $0.list == id }
            return WishList(
                id: id, owner: people[row.ownerID]!, name: row.name, occasion: row.occasion, date: row.date,
                wishCount: counts[id] ?? 0, createdAt: row.createdAt,
                sharedWith: mine ? listShares.compactMap { s in
                    people[s.recipient].map { ListShare(person: $0, status: s.accepted ? "accepted" : "pending") }
                } : nil,
                status: mine ? nil : (accepted.contains(id) ? "accepted"
                    : listShares.first { $0.recipient == viewer }.map { $0.accepted ? "accepted" : "pending" }),
                version: row.version)
        }
    }

    // MARK: subscribers

    /// Tells everyone who accepted the list that it changed, once per burst of edits.
    func notifySubscribers(list: UUID, owner: UUID) async throws {
        let recipients = try await ListShareRecord.query(on: context.db)
            .filter(\.$list.$id == list).filter(\.$accepted == true).all().map { $0.$recipient.id }
        guard !recipients.isEmpty, let record = try await WishListRecord.find(list, on: context.db) else { return }
        for recipient in recipients {
            try await context.notifications.notify(user: recipient, actor: owner, kind: WishNotification.listUpdated,
                                                params: ["list": record.name], link: WishesPath.list(list).path,
                                                batchWindow: 15 * 60)
        }
    }
}

/// The cache tag of everything shown on a list's page.
public enum ListCache {
    public static func tag(_ list: UUID) -> String { "list:" + list.uuidString }

    /// `table` changed on `lists`: their pages are dropped once the change commits.
    static func changed(_ table: String, _ lists: UUID?..., context: SatchelContext) {
        for list in lists.compactMap({ $0 }) { context.changed(table, .key(tag(list))) }
    }
}
